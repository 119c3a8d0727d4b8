"""What cvgen.cls draws, read back from real PDFs by position: a section title
never ends a page, an honour's year is on its text's line, an entry without
bullets keeps the gap before the next one, a long title takes the full width,
and a link in running text is drawn in the accent colour."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import cvgen_in_process, drawn_words, pdf_text

SECTION_TITLES = ("Experience", "Teaching Experience", "Projects", "Publications", "Service")


def words_with_boxes(pdf: Path) -> list[tuple[int, str, float, float, float]]:
    """(page, word, x min, x max, y min) for every word, as pdftotext -bbox reads it."""
    xml = pdf_text(pdf, "-bbox")
    found: list[tuple[int, str, float, float, float]] = []
    for number, page in enumerate(xml.split("<page ")[1:], start=1):
        for x0, y0, x1, _y1, word in re.findall(
            r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<', page
        ):
            found.append((number, word, float(x0), float(x1), float(y0)))
    return found


def first(words: list[tuple[int, str, float, float, float]], word: str) -> tuple[float, ...]:
    return next(w[2:] for w in words if w[1] == word)


def test_an_honours_year_sits_on_its_titles_line(zili_pdf: Path) -> None:
    words = words_with_boxes(zili_pdf)
    presidential = first(words, "Presidential")
    year = [w for w in words if w[1] == "2024" and abs(w[4] - presidential[2]) < 3]
    assert year, "the year 2024 is not on the line of its honour"
    # the baselines match to a point, and the location column too
    assert abs(year[0][4] - presidential[2]) < 1.5


def test_an_entry_without_bullets_leaves_the_gap_one_with_bullets_does(zili_pdf: Path) -> None:
    words = words_with_boxes(zili_pdf)
    y = {w: first(words, w)[2] for w in ("Topic:", "Advisor:", "StepFun", "Alibaba", "LLM")}
    # StepFun has no bullets: from its last line (the role) to the next title,
    # the same distance as from the institute's last bullet to StepFun's title
    after_bullets = y["StepFun"] - max(
        w[4] for w in words if w[1] == "Advisor:" and w[4] < y["StepFun"]
    )
    after_role = y["Alibaba"] - y["LLM"]
    assert abs(after_bullets - after_role) < 2.5, (after_bullets, after_role)


def test_a_long_paper_title_takes_the_full_width(zili_pdf: Path) -> None:
    words = words_with_boxes(zili_pdf)
    fusion = next(w for w in words if w[1] == "Fusion")
    right = max(w[3] for w in words)
    # it wrapped at 3/4 of the line, "Fusion" alone on a second line
    assert fusion[4] == pytest.approx(first(words, "RLHFuse:")[2], abs=1)
    assert 0.75 * right < fusion[3] < right


def test_a_link_in_text_is_drawn_in_the_accent_colour(zili_pdf: Path) -> None:
    colours = dict(drawn_words(zili_pdf))
    accent = (0.863, 0.208, 0.133)  # DC3522, Zili's accent
    assert colours["Running"] != accent  # the text around it is not
    # a long word is drawn in pieces (its breaks: cvgen/render/latex/escape.py):
    # those between "Running (" and ")," are the link's
    words = drawn_words(zili_pdf)
    start = [w for w, _ in words].index("Running") + 2
    end = [w for w, _ in words].index("),", start)
    assert "".join(w for w, _ in words[start:end]) == "www.itra.run/RunnerSpace/ZHANG.Zili/4938114"
    assert all(c == accent for _, c in words[start:end])
    # the header's contacts carry icons and keep the text colour
    assert colours["www.zilizhang.site"] != accent


def _starter_with(tmp_path: Path, fillers: int) -> Path:
    """The starter profile with ``fillers`` one-bullet experience entries, so
    that a later section starts near the end of page 1."""
    done = cvgen_in_process("new", "Ada Lovelace", "--dir", tmp_path)
    assert done.returncode == 0, done.stderr
    profile = tmp_path / "profiles/ada-lovelace.yaml"
    filler = "".join(
        f"  - organization: Filler Lab {i}\n    role: Research Intern\n"
        f'    location: "Example City, Country"\n    start: 2020-0{1 + i % 9}\n'
        f"    end: 2020-1{i % 3}\n    bullets:\n"
        "      - Did some things that are described in one line of text for padding.\n"
        for i in range(fillers)
    )
    profile.write_text(profile.read_text().replace("experience:\n", "experience:\n" + filler, 1))
    return profile


@pytest.mark.parametrize("fillers", [7, 8])
def test_a_section_title_never_ends_a_page(tmp_path: Path, fillers: int) -> None:
    # 7 and 8 fillers left "Projects" and "Teaching Experience" alone at the foot of page 1
    profile = _starter_with(tmp_path, fillers)
    out = tmp_path / "out"
    done = cvgen_in_process("build", profile, "--variant", "long", "--date", "2024-10-10",
                            "--out", out)  # fmt: skip
    assert done.returncode == 0, done.stderr
    (pdf,) = out.glob("*.pdf")
    text = pdf_text(pdf, "-layout")
    pages = text.split("\f")[:-1]
    assert len(pages) >= 2
    for page in pages[:-1]:
        lines = [line.strip() for line in page.splitlines() if line.strip()]
        assert lines[-2] not in SECTION_TITLES, (
            f"{lines[-2]!r} ends a page, its entries on the next"
        )
