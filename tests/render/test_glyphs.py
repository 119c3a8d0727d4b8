"""A character no font has is a warning at the field that holds it."""

from __future__ import annotations

from pathlib import Path

from cvgen.build.engine import build_cv
from cvgen.model.dates import PartialDate
from cvgen.render.glyphs import missing_glyph_problems
from cvgen.sources.loader import load_database, load_profile

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
    result = build_cv(write(tmp_path), out_dir=tmp_path / "out", date=PartialDate(2024, 1, 1))
    assert len(result.warnings) == 3
    assert all("missing from the PDF" in w.message for w in result.warnings)
    assert any(w.path == "experience[0].role" for w in result.warnings)
