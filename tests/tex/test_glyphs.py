"""A character no font has is a warning at the field that holds it."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.render.latex import render
from cvgen.sources.loader import load_database, load_profile
from cvgen.tex import fonts, glyphs
from cvgen.tex.glyphs import missing_glyph_problems
from tests.conftest import pdf_text, squash

PROFILE = """\
name: Ada Lovelace
experience:
  - organization: Engine
    role: "Programmer \U0001f642"
    bullets:
      - plain text
      - "Sanskrit \u0938\u0902 here"
"""
DATABASE = """\
papers:
  emoji-paper:
    title: "A \U0001f680 paper"
    authors: [Ada Lovelace]
    year: 2024
"""


def write(tmp_path: Path) -> Path:
    (tmp_path / "publications.yaml").write_text(DATABASE, encoding="utf-8")
    profile = tmp_path / "ada.yaml"
    profile.write_text(PROFILE, encoding="utf-8")
    return profile


def test_each_field_is_named_with_its_characters(tmp_path: Path) -> None:
    profile = load_profile(write(tmp_path))
    database = load_database(tmp_path / "publications.yaml")
    chars = ["\U0001f642", "\u0938", "\u0902", "\U0001f680"]
    problems = missing_glyph_problems(chars, profile, database, ["emoji-paper"])
    assert [str(p).replace(f"{tmp_path}/", "") for p in problems] == [
        "ada.yaml:4:11: warning: experience[0].role: no loaded font has the character "
        "'\U0001f642' (U+1F642): missing from the PDF (replace it, or add a font that has it)",
        "ada.yaml:7:9: warning: experience[0].bullets[1].text: no loaded font has the "
        "characters '\u0938' (U+0938), '\u0902' (U+0902): missing from the PDF "
        "(replace it, or add a font that has it)",
        "publications.yaml:3:12: warning: papers.emoji-paper.title: no loaded font has the "
        "character '\U0001f680' (U+1F680): missing from the PDF "
        "(replace it, or add a font that has it)",
    ]


def test_a_missing_cjk_character_says_what_to_install(tmp_path: Path) -> None:
    profile = tmp_path / "zhang.yaml"
    profile.write_text("name: \u5f20\u5b50\u7acb\n", encoding="utf-8")
    loaded = load_profile(profile)
    (problem,) = missing_glyph_problems(["\u5f20"], loaded, load_database(None), [])
    assert problem.fix == (
        "install a CJK font and xeCJK: sudo apt-get install "
        "fonts-noto-cjk texlive-lang-cjk texlive-lang-chinese"
    )


def test_a_build_reports_the_gap_instead_of_leaving_it_silent(tmp_path: Path) -> None:
    result = build_cv(
        CvRequest(write(tmp_path), date=PartialDate(2024, 1, 1)),
        BuildOptions(out_dir=tmp_path / "out"),
    )
    assert len(result.warnings) == 3
    assert all("missing from the PDF" in w.message for w in result.warnings)
    assert any(w.path == "experience[0].role" for w in result.warnings)


SYMBOLS_PROFILE = """\
name: Ada Lovelace
position: Analyst → Programmer
experience:
  - organization: Engine ✓
    role: Programmer
    start: 2020-01
    bullets:
      - "Quasars at z∼6, fluxes ≤ ∞"
      - "A tree: ├── src └── tests"
      - "**Bold z∼6 ├──**, *italic z∼6 ≤ ∞*"
publications:
  papers: [quasars]
"""
SYMBOLS_DATABASE = """\
papers:
  quasars:
    title: "Reionization at z∼6 → 7 ✓"
    authors: [Ada Lovelace]
    year: 2024
"""


def pdf_fonts(pdf: Path) -> str:
    return subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True, text=True).stdout


def write_symbols(
    folder: Path, profile: str = SYMBOLS_PROFILE, database: str = SYMBOLS_DATABASE
) -> Path:
    (folder / "publications.yaml").write_text(database, encoding="utf-8")
    path = folder / "ada.yaml"
    path.write_text(profile, encoding="utf-8")
    return path


def test_symbols_the_body_font_lacks_print_from_the_fallback_font(tmp_path: Path) -> None:
    result = build_cv(
        CvRequest(write_symbols(tmp_path), date=PartialDate(2024, 1, 1)),
        BuildOptions(out_dir=tmp_path),
    )
    assert result.warnings == ()
    text = squash(pdf_text(result.pdf))
    for written in (
        "Analyst → Programmer",
        "Engine ✓",
        "Quasars at z∼6, fluxes ≤ ∞",
        "A tree: ├── src └── tests",
        "Bold z∼6 ├──, italic z∼6 ≤ ∞",
        "Reionization at z∼6 → 7 ✓",
    ):
        assert written in text
    assert "DejaVuSans" in pdf_fonts(result.pdf)


def test_a_cv_without_symbols_has_no_fallback_font(tmp_path: Path) -> None:
    profile = write_symbols(tmp_path, "name: Ada Lovelace\nposition: Analyst\n", "papers: {}\n")
    result = build_cv(CvRequest(profile, date=PartialDate(2024)), BuildOptions(out_dir=tmp_path))
    assert result.warnings == ()
    assert "SourceSansPro" in pdf_fonts(result.pdf)
    assert "DejaVu" not in pdf_fonts(result.pdf)


def test_a_symbol_no_font_has_still_warns_at_its_field(tmp_path: Path) -> None:
    profile = SYMBOLS_PROFILE.replace("A tree:", "An alarm \u23f0, a tree:")
    result = build_cv(
        CvRequest(write_symbols(tmp_path, profile), date=PartialDate(2024)),
        BuildOptions(out_dir=tmp_path),
    )
    assert [str(w).replace(f"{tmp_path}/", "") for w in result.warnings] == [
        "ada.yaml:9:9: warning: experience[0].bullets[1].text: no loaded font has the "
        "character '\u23f0' (U+23F0): missing from the PDF (replace it, or add a font that has it)"
    ]
    assert "Quasars at z∼6, fluxes ≤ ∞" in squash(pdf_text(result.pdf))


def test_without_the_fallback_font_a_symbol_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for module in (fonts, render, glyphs):
        monkeypatch.setattr(module, "find_fallback_font", lambda: None)
    profile = write_symbols(tmp_path, "name: Ada Lovelace\nposition: Quasars at z∼6\n", "{}\n")
    result = build_cv(CvRequest(profile, date=PartialDate(2024)), BuildOptions(out_dir=tmp_path))
    assert [str(w).replace(f"{tmp_path}/", "") for w in result.warnings] == [
        "ada.yaml:2:11: warning: position: no loaded font has the character '∼' (U+223C): "
        "missing from the PDF (install the symbol font: sudo apt-get install fonts-dejavu-core)"
    ]
    assert "DejaVu" not in pdf_fonts(result.pdf)


def test_symbols_right_after_cjk_text_print_too(tmp_path: Path) -> None:
    profile = 'name: 张子立\nposition: "北京大学┎ 中文→ 估∼6 *斜体├──*"\n'
    result = build_cv(
        CvRequest(write_symbols(tmp_path, profile, "{}\n")), BuildOptions(out_dir=tmp_path)
    )
    assert result.warnings == ()
    # (the quarter-em CJK-Latin glue reads as a space in pdftotext: not counted)
    assert "北京大学┎中文→估∼6斜体├──" in "".join(pdf_text(result.pdf).split())
