"""Every bundled CV typeset with Typst (``--engine typst``): every seed fact in
its text layer, the same bytes twice, the stamp and the embedded CV; a hostile
profile (Typst syntax in every field) shows nothing but itself."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.tex.stamp import embedded_data
from tests.conftest import ROOT, campaign_beyond, dropped_from, pdf_text
from tests.e2e.test_seeds import DOCUMENTS, FACTS, THEMES, missing_facts, normalize, read_facts
from tests.layoutcheck import check_pdf

DAY = PartialDate(2024, 10, 10)


def _build(
    profile: Path, out: Path, theme: str | None = None, day: PartialDate | None = DAY
) -> Path:
    request = CvRequest(profile, date=day, theme=theme, engine="typst")
    result = build_cv(request, BuildOptions(out_dir=out, force=True))
    assert result.pdf is not None
    return result.pdf


#: Every seed and every theme in make test (each seed in one theme, in turn);
#: every seed in every theme in the campaign.
SEEDS_IN_THEMES = [(stem, theme) for stem in sorted(DOCUMENTS) for theme in THEMES]
KEPT = tuple((stem, THEMES[at % len(THEMES)]) for at, stem in enumerate(sorted(DOCUMENTS)))


@pytest.mark.parametrize(("stem", "theme"), campaign_beyond(SEEDS_IN_THEMES, *KEPT))
def test_every_seed_fact_is_in_the_typst_pdf(stem: str, theme: str, tmp_path: Path) -> None:
    """In every built-in theme, at the profile's own date."""
    pdf = _build(ROOT / DOCUMENTS[stem], tmp_path, theme, day=None)
    text = normalize(pdf_text(pdf))
    side: Callable[..., str] = lambda f: f.pdf  # noqa: E731
    problems = missing_facts(read_facts(FACTS / f"{stem}.facts"), side, text)
    assert not problems, "\n".join(problems)
    report = check_pdf(pdf)  # the page as a reader sees it: no colliding lines, ...
    assert not report.problems, str(report)


def test_the_same_input_gives_the_same_bytes_and_the_stamp(tmp_path: Path) -> None:
    first = _build(ROOT / "profiles/zili-zhang.yaml", tmp_path / "a")
    second = _build(ROOT / "profiles/zili-zhang.yaml", tmp_path / "b")
    assert first.read_bytes() == second.read_bytes()
    from pypdf import PdfReader

    info = PdfReader(first).metadata
    assert info is not None
    assert info["/Title"] == "Zili Zhang - Curriculum Vitae"
    assert info["/Producer"].endswith("(Typst)")
    assert b"/Prev " in first.read_bytes()  # appended to Typst's PDF, not pypdf's rewrite
    assert info["/CreationDate"].startswith("D:20241010")
    assert embedded_data(first.read_bytes())


HOSTILE = [
    '#read("/etc/passwd")',
    "$x^2$ _e_ 2*3",
    "`raw` ```py x```",
    "= Heading",
    "- item",
    "<label> @ref",
    "\\ [ ] / ~ #panic()",
]


def test_a_hostile_profile_shows_nothing_but_itself(tmp_path: Path) -> None:
    texts = iter(HOSTILE * 3)
    profile = {
        "name": "Ada " + next(texts),
        "position": next(texts),
        "address": next(texts),
        "experience": [
            {
                "organization": next(texts),
                "role": next(texts),
                "location": next(texts),
                "bullets": [next(texts), next(texts)],
            }
        ],
        "skills": {next(texts): [next(texts), next(texts)]},
        "summary": next(texts),
    }
    path = tmp_path / "ada.yaml"
    path.write_text(yaml.safe_dump(profile, allow_unicode=True), encoding="utf-8")
    (tmp_path / "publications.yaml").write_text("papers: {}\n", encoding="utf-8")
    text = " ".join(pdf_text(_build(path, tmp_path / "out")).split())
    assert "root:" not in text and "root:x:0:0" not in text
    for hostile in HOSTILE:
        assert " ".join(hostile.split()).replace(" ", "") in text.replace(" ", ""), hostile


@pytest.mark.parametrize(
    ("locale", "heading", "face"),
    [("zh", "教育经历", "CJKsc"), ("ja", "学歴", "CJKjp"), ("ko", "학력", "CJKkr")],
)
def test_cjk_locales_in_their_face(locale: str, heading: str, face: str, tmp_path: Path) -> None:
    """Chinese, Japanese and Korean in Noto Sans CJK's face for the locale, as
    XeLaTeX sets them."""
    request = CvRequest(ROOT / "profiles/zili-zhang.yaml", date=DAY, locale=locale, engine="typst")
    pdf = build_cv(request, BuildOptions(out_dir=tmp_path, force=True)).pdf
    assert pdf is not None
    assert heading in pdf_text(pdf)
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True)
    assert face in fonts.stdout, fonts.stdout


def test_the_page_budget_drops_what_xelatex_drops(
    tmp_path: Path, profile_pdf: Callable[..., Path]
) -> None:
    """Zili's short CV (a page budget): pages counted from the Typst PDF and its
    last page's fill (``<cvgen-fill>``), the same entries dropped as with XeLaTeX
    (the run's XeLaTeX PDF, ``profile_pdf``, which other modules read too: both
    at his profile's date)."""
    from pypdf import PdfReader

    zili = "profiles/zili-zhang.yaml"
    typst = build_cv(
        CvRequest(ROOT / zili, "short", engine="typst"),
        BuildOptions(out_dir=tmp_path, force=True),
    )
    xelatex = profile_pdf(zili, variant="short")
    assert typst.dropped, "the budget dropped nothing: the test tests nothing"
    assert typst.dropped == dropped_from(xelatex)
    assert typst.pages == len(PdfReader(xelatex).pages) == 1


def test_a_character_no_font_has_is_told(tmp_path: Path) -> None:
    """Typst draws an empty box and says nothing; cvgen warns at the field."""
    path = tmp_path / "ada.yaml"
    path.write_text("name: Ada Lovelace\nposition: Engine \u0915 \u2192\n", encoding="utf-8")
    (tmp_path / "publications.yaml").write_text("papers: {}\n", encoding="utf-8")
    result = build_cv(
        CvRequest(path, date=DAY, engine="typst"), BuildOptions(out_dir=tmp_path, force=True)
    )
    messages = [w.message for w in result.warnings]
    assert any("'\u0915' (U+0915)" in m for m in messages), messages
    assert not any("U+2192" in m for m in messages), messages  # the fallback font has it


def test_a_variants_style_chooses_the_engine(tmp_path: Path) -> None:
    path = tmp_path / "ada.yaml"
    path.write_text(
        "name: Ada Lovelace\nvariants:\n  quick:\n    extends: long\n    style: {engine: typst}\n",
        encoding="utf-8",
    )
    (tmp_path / "publications.yaml").write_text("papers: {}\n", encoding="utf-8")
    options = BuildOptions(out_dir=tmp_path, force=True)
    producers = {}
    for variant in ("quick", "long"):
        pdf = build_cv(CvRequest(path, variant, DAY), options).pdf
        assert pdf is not None
        from pypdf import PdfReader

        producers[variant] = str(PdfReader(pdf).metadata["/Producer"])  # type: ignore[index]
    assert producers["quick"].endswith("(Typst)")
    assert producers["long"].endswith("(XeLaTeX, pypdf)")


def test_cvgen_diff_reads_two_typst_pdfs_as_their_profiles(tmp_path: Path) -> None:
    """The CV data a Typst PDF embeds (appended by cvgen/typst/stamp.py) is
    what ``cvgen diff`` compares: the same report as from the two profiles."""
    from tests.diff.test_compare import NEW, OLD, report

    old = _build(ROOT / OLD, tmp_path / "old", day=None)
    new = _build(ROOT / NEW, tmp_path / "new", day=None)
    assert report(str(old), str(new)) == report(OLD, NEW)
