"""A style's fonts: the families by path, and a font file's faces found or made."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cvgen.model.style import FONT_FAMILIES
from cvgen.tex.fontchoice import CHOICES, FAKE_BOLD, chosen_fonts, font_file
from cvgen.tex.fonts import SLANT, FontMissingError


def test_every_family_the_schema_names_has_faces_in_both_roles() -> None:
    assert set(CHOICES["body"]) == set(CHOICES["head"]) == set(FONT_FAMILIES)


def test_a_family_is_found_in_its_package() -> None:
    fonts = chosen_fonts("Roboto", "Source Sans Pro")
    assert fonts["body"].path("UprightFont").name == "Roboto-Regular.ttf"
    assert fonts["head"].path("UprightFont").is_file()


def test_a_font_files_faces_are_found_beside_it(tmp_path: Path) -> None:
    real = chosen_fonts()["body"].path("UprightFont").read_bytes()  # each face is checked
    for face in ("Regular", "Bold", "Italic"):
        (tmp_path / f"Mine-{face}.otf").write_bytes(real)
    font = font_file("body", tmp_path / "Mine-Regular.otf")
    assert font.family.faces == {
        "UprightFont": "Mine-Regular.otf",
        "BoldFont": "Mine-Bold.otf",
        "Semibold": "Mine-Bold.otf",
        "ItalicFont": "Mine-Italic.otf",
        "BoldItalicFont": "Mine-Italic.otf",
    }
    assert font.family.features == {}


def test_missing_faces_are_made_from_the_regular_one(tmp_path: Path) -> None:
    shutil.copy(Path(__file__), tmp_path / "Lone.ttf")
    font = font_file("body", tmp_path / "Lone.ttf")
    assert set(font.family.faces.values()) == {"Lone.ttf"}
    assert font.family.features == {"BoldFeatures": FAKE_BOLD, "ItalicFeatures": SLANT}


def test_a_font_file_gone_since_validation_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FontMissingError, match=r"Gone\.otf not found"):
        font_file("head", tmp_path / "Gone.otf")
