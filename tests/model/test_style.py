"""style: validation with located errors, fonts found beside the profile, the dump."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.errors import InputError
from cvgen.model import Style
from cvgen.sources.loader import load_profile
from cvgen.tex.fonts import font_search_path

BAD = """\
name: Ann Lee
style:
  body_font: Comic Sans
  heading_font: missing/Font-Regular.otf
  paper: a5
  margins: {left: 2 cm}
  section_order: [education, hobbies]
  footer: true
variants:
  mine:
    style: {margins: 3furlong}
"""


def test_every_bad_option_is_a_located_error(tmp_path: Path) -> None:
    profile = tmp_path / "ann-lee.yaml"
    profile.write_text(BAD, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_profile(profile)
    lines = [str(p).replace(str(tmp_path), "DIR") for p in caught.value.problems]
    assert lines == [
        "DIR/ann-lee.yaml:3:14: style.body_font: no font 'Comic Sans' (fonts: Source Sans Pro, "
        "Roboto, Source Serif Pro; or the path of a .otf or .ttf file)",
        "DIR/ann-lee.yaml:4:17: style.heading_font: font file 'missing/Font-Regular.otf' not "
        "found (looked for DIR/missing/Font-Regular.otf; or use a family: Source Sans Pro, Roboto, "
        "Source Serif Pro)",
        "DIR/ann-lee.yaml:5:10: style.paper: 'a5' is not allowed (use one of 'a4' or 'letter')",
        "DIR/ann-lee.yaml:6:19: style.margins.left: '2 cm' does not have the expected form "
        "(write a length in cm, mm, in or pt, e.g. 1.4cm)",
        "DIR/ann-lee.yaml:7:30: style.section_order[1]: no section 'hobbies' (cvgen's "
        "sections: summary, research_interests, education, experience, teaching, projects, "
        "publications, grants, honors, talks, supervision, service, skills, custom; or give "
        "a custom section this id (id: hobbies))",
        "DIR/ann-lee.yaml:8:11: style.footer: true is not a footer (write its text, or false "
        "for none)",
        "DIR/ann-lee.yaml:11:22: variants.mine.style.margins: '3furlong' is not a length "
        "(write a length in cm, mm, in or pt, e.g. 1.4cm)",
    ]


def test_a_font_file_is_found_beside_the_profile(tmp_path: Path) -> None:
    (tmp_path / "fonts").mkdir()
    real = next(f for f in font_search_path() if (f / "SourceSansPro-Regular.otf").is_file())
    (tmp_path / "fonts/Mine-Regular.otf").write_bytes(
        real.joinpath("SourceSansPro-Regular.otf").read_bytes()
    )
    profile = tmp_path / "ann-lee.yaml"
    profile.write_text(
        "name: Ann Lee\nstyle: {body_font: fonts/Mine-Regular.otf, heading_font: roboto}\n",
        encoding="utf-8",
    )
    style = load_profile(profile).profile.style
    assert style.body_font == (tmp_path / "fonts/Mine-Regular.otf").resolve().as_posix()
    assert style.heading_font == "Roboto"  # the family's own spelling


def test_options_in_short_forms() -> None:
    style = Style.model_validate({"margins": "1cm", "footer": False})
    assert style.margins is not None
    assert {style.margins.left, style.margins.bottom} == {"1cm"}
    assert style.footer == ""


def test_a_section_listed_twice_is_an_error() -> None:
    with pytest.raises(ValueError, match="names education more than once"):
        Style.model_validate({"section_order": ["education", "skills", "education"]})


def test_a_style_dumps_the_accent_and_what_is_set() -> None:
    # a default CV's embedded data is as it was before the other options
    assert Style().model_dump(mode="json") == {"accent_color": "#DC3522"}
    assert Style(paper="letter").model_dump(mode="json") == {
        "accent_color": "#DC3522",
        "paper": "letter",
    }
