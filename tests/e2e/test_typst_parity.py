"""Each theme looks the same in both engines: Zili Zhang's long CV and Ada Quill's
(grants, talks, students, service) typeset with XeLaTeX and with Typst have as
many pages, the same fonts by name, the same text colours and the same rules
(length, thickness, colour) on page 1, and every line of page 1 stands where
XeLaTeX puts it, within a point or three (the header's within 1.5 pt; issue
35: a reader shown both cannot tell which is which without looking hard)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from tests.conftest import ROOT
from tests.e2e.test_seeds import THEMES

DAY = PartialDate(2024, 10, 10)
ZILI = ROOT / "profiles/zili-zhang.yaml"
ADA = ROOT / "tests/e2e/academic/profiles/ada-quill.yaml"
HEIGHT = 2.0  # pt: how far a section title may stand from XeLaTeX's
#: pt: how far any line of page 1 may stand from XeLaTeX's, in each theme (the
#: most either CV needs: a gap TeX sets by its boxes' depths, not by baselines)
LINES = {"awesome": 3.0, "classic": 1.0, "margin": 1.0}
HEADER = 1.5  # pt: the header's lines, above the first section title


def _build(profile: Path, theme: str, engine: str, out: Path) -> Path:
    request = CvRequest(profile, date=DAY, theme=theme, engine=engine)
    result = build_cv(request, BuildOptions(out_dir=out / engine, force=True))
    assert result.pdf is not None
    return result.pdf


@pytest.fixture(scope="module")
def built(
    tmp_path_factory: pytest.TempPathFactory, profile_pdf: Callable[..., Path]
) -> dict[tuple[str, str, str], Path]:
    """Both CVs in every theme by both engines; Zili's XeLaTeX PDFs are the run's
    own (``profile_pdf``: at his profile's date, DAY), which other modules read too."""
    assert "\ndate: 2024-10-10\n" in ZILI.read_text(encoding="utf-8")
    out = tmp_path_factory.mktemp("parity")
    return {
        (profile.stem, theme, engine): (
            profile_pdf(ZILI.relative_to(ROOT).as_posix(), theme)
            if (profile, engine) == (ZILI, "xelatex")
            else _build(profile, theme, engine, out / profile.stem / theme)
        )
        for profile in (ZILI, ADA)
        for theme in THEMES
        for engine in ("xelatex", "typst")
    }


def _fonts(pdf: Path) -> set[str]:
    """Every font's name on every page, without its subset tag (``ABCDEF+``)."""
    names = set()
    for page in PdfReader(pdf).pages:
        fonts = page["/Resources"].get_object().get("/Font", {})
        for ref in fonts.get_object().values():
            name = str(ref.get_object()["/BaseFont"])
            names.add(name.lstrip("/").split("+")[-1])
    return names


@functools.cache
def _page_one(pdf: Path) -> tuple[list[dict[str, Any]], ...]:
    """Page 1 as pdfplumber reads it: its lines of text, characters, rectangles
    and lines (each PDF is read once for the module: several tests look at it,
    and parsing a page takes pdfplumber a third of a second)."""
    import pdfplumber

    with pdfplumber.open(pdf) as document:
        page = document.pages[0]
        return page.extract_text_lines(), page.chars, page.rects, page.lines


def _section_tops(pdf: Path, titles: list[str]) -> dict[str, float]:
    """How far below the page's top each of ``titles`` starts on page 1: the
    first line near the left margin that starts with its first word (compared
    without spaces or case: the classic theme's titles are in small capitals,
    which pdfplumber reads in capitals from one engine and not the other)."""
    lines = _page_one(pdf)[0]
    tops = {}
    for title in titles:
        first = title.split()[0].lower()
        found = [
            line["top"]
            for line in lines
            if line["x0"] < 80 and line["text"].replace(" ", "").lower().startswith(first)
        ]
        if found:
            tops[title] = float(found[0])
    return tops


Rule = tuple[float, float, float, tuple[int, ...]]  # x0, x1, thickness, colour


def _look(pdf: Path) -> tuple[set[tuple[int, ...]], list[Rule]]:
    """Page 1's text colours, and its horizontal rules: (x0, x1, thickness, colour)."""

    def colour(value: Any) -> tuple[int, ...]:  # in 0-255, as the classes write them
        return tuple(round(float(c) * 255) for c in (value or ()))

    _, chars, rects, lines = _page_one(pdf)
    colours = {colour(c.get("non_stroking_color")) for c in chars if c["text"].strip()}
    rules = [
        (r["x0"], r["x1"], r["bottom"] - r["top"], colour(r["non_stroking_color"]), r["top"])
        for r in rects
        if r["x1"] - r["x0"] > 40 and r["bottom"] - r["top"] < 2
    ] + [
        (r["x0"], r["x1"], float(r["linewidth"]), colour(r.get("stroking_color")), r["top"])
        for r in lines
        if r["x1"] - r["x0"] > 40 and abs(r["bottom"] - r["top"]) < 2
    ]
    return colours, [r[:4] for r in sorted(rules, key=lambda r: r[4])]


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("person", [ZILI.stem, ADA.stem])
def test_the_same_pages_fonts_colours_and_rules(
    built: dict[tuple[str, str, str], Path], person: str, theme: str
) -> None:
    latex, typst = built[person, theme, "xelatex"], built[person, theme, "typst"]
    assert len(PdfReader(typst).pages) == len(PdfReader(latex).pages)
    assert _fonts(typst) == _fonts(latex)
    (latex_colours, latex_rules), (typst_colours, typst_rules) = _look(latex), _look(typst)
    assert typst_colours == latex_colours
    assert len(typst_rules) == len(latex_rules), (latex_rules, typst_rules)
    for (x0, x1, thick, colour), (y0, y1, width, ink) in zip(latex_rules, typst_rules, strict=True):
        assert abs(y0 - x0) < 1.0 and abs(y1 - x1) < 1.0, (x0, x1, y0, y1)
        assert abs(width - thick) < 0.05, (thick, width)
        assert ink == colour


@pytest.mark.parametrize("theme", THEMES)
def test_the_section_titles_stand_where_xelatex_puts_them(
    built: dict[tuple[str, str, str], Path], theme: str
) -> None:
    latex, typst = built[ZILI.stem, theme, "xelatex"], built[ZILI.stem, theme, "typst"]
    titles = [item.title for item in PdfReader(latex).outline if not isinstance(item, list)]
    expected = _section_tops(latex, titles)
    assert len(expected) >= 3, expected  # page 1 has sections to compare
    found = _section_tops(typst, titles)
    assert found.keys() == expected.keys()
    off = {t: round(found[t] - expected[t], 1) for t in expected}
    assert all(abs(d) <= HEIGHT for d in off.values()), off


def _lines(pdf: Path) -> list[tuple[str, float]]:
    """Page 1's lines, the footer's too: each one's first 25 letters (without
    spaces or case, which the engines' text layers differ in) and its top."""
    lines = _page_one(pdf)[0]
    return [("".join(line["text"].split()).lower()[:25], line["top"]) for line in lines]


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("person", [ZILI.stem, ADA.stem])
def test_every_line_of_page_one_stands_where_xelatex_puts_it(
    built: dict[tuple[str, str, str], Path], person: str, theme: str
) -> None:
    """Each line of XeLaTeX's page 1 is found, by its words, in Typst's (a
    line that wraps a word earlier or later aside: at most one in ten) and as
    far down the page, within LINES[theme]; the header's within HEADER."""
    latex, typst = built[person, theme, "xelatex"], built[person, theme, "typst"]
    found: dict[str, list[float]] = {}
    for text, top in _lines(typst):
        found.setdefault(text, []).append(top)
    expected = _lines(latex)
    titles = [item.title for item in PdfReader(latex).outline if not isinstance(item, list)]
    first_title = min(_section_tops(latex, titles).values())
    off = [(text, top, found[text].pop(0) - top) for text, top in expected if found.get(text)]
    assert len(off) >= 0.9 * len(expected), (len(off), len(expected))
    worst = max(off, key=lambda o: abs(o[2]))
    assert abs(worst[2]) <= LINES[theme], worst
    header = [o for o in off if o[1] < first_title - 1]
    assert header and all(abs(d) <= HEADER for _, _, d in header), header
