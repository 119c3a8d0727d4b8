"""A font that cannot be loaded (issue 29): a custom body or heading font that
is garbage, cut short, a FIFO or a folder is a located error at the profile's
line, from ``validate`` and from ``build``, before XeLaTeX runs. On main,
``validate`` said ok and the build failed with fontspec's error at
``./cv.tex:6``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.tex.fonts import font_search_path

FIX = "so XeLaTeX cannot load it (replace it with the .otf or .ttf file the font's maker ships"


def _real_font() -> bytes:
    folder = next(f for f in font_search_path() if (f / "Roboto-Regular.ttf").is_file())
    return (folder / "Roboto-Regular.ttf").read_bytes()


def _plant(folder: Path, kind: str) -> str:
    """A bad font file of ``kind`` in ``folder``; its name."""
    path = folder / "Bad-Regular.ttf"
    if kind == "garbage":
        path.write_bytes(bytes(range(256)) * 40)
    elif kind == "text":
        path.write_text("this is not a font\n" * 100, encoding="utf-8")
    elif kind == "truncated":  # a real font's signature and table directory, cut short
        path.write_bytes(_real_font()[:3000])
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "empty":
        path.write_bytes(b"")
    return path.name


EXPECTED = {
    "garbage": "is not a TrueType or OpenType font (it does not start as one)",
    "text": "is not a TrueType or OpenType font (it does not start as one)",
    "truncated": "is damaged (its tables cannot be read)",
    "fifo": "is not a regular file",
    "folder": "is not a regular file",
    "empty": "is not a TrueType or OpenType font (it does not start as one)",
}


@pytest.mark.parametrize("role", ["body_font", "heading_font"])
@pytest.mark.parametrize("kind", sorted(EXPECTED))
def test_a_font_that_cannot_load_is_a_located_error(kind: str, role: str, tmp_path: Path) -> None:
    name = _plant(tmp_path, kind)
    profile = tmp_path / "p.yaml"
    profile.write_text(f"name: Ann Example\nstyle:\n  {role}: {name}\n", encoding="utf-8")
    expected = f"p.yaml:3:{len(role) + 5}: style.{role}: font file '{name}' {EXPECTED[kind]}, {FIX}"

    checked = CliRunner().invoke(main, ["validate", str(profile)])
    assert checked.exit_code == 1
    assert expected in checked.output

    built = CliRunner().invoke(main, ["build", str(profile), "--out", str(tmp_path / "out")])
    assert built.exit_code == 1
    assert expected in built.output
    assert "cv.tex" not in built.output
    assert not (tmp_path / "out" / "cvgen-last-error.log").exists()  # TeX never ran


def test_a_damaged_face_beside_a_good_font_is_named_before_tex_runs(tmp_path: Path) -> None:
    (tmp_path / "Good-Regular.ttf").write_bytes(_real_font())
    (tmp_path / "Good-Bold.ttf").write_bytes(bytes(range(256)) * 40)
    profile = tmp_path / "p.yaml"
    profile.write_text(
        "name: Ann Example\nstyle:\n  body_font: Good-Regular.ttf\n", encoding="utf-8"
    )

    built = CliRunner().invoke(main, ["build", str(profile), "--out", str(tmp_path / "out")])
    assert built.exit_code == 1
    assert (
        f"font file {tmp_path / 'Good-Bold.ttf'} (beside Good-Regular.ttf: its BoldFont) is "
        "not a TrueType or OpenType font"
    ) in built.output
    assert "move it away" in built.output
    assert "cv.tex" not in built.output


def test_a_good_font_file_still_builds(tmp_path: Path) -> None:
    (tmp_path / "Good-Regular.ttf").write_bytes(_real_font())
    profile = tmp_path / "p.yaml"
    profile.write_text(
        "name: Ann Example\nsummary: Fine.\nstyle:\n  body_font: Good-Regular.ttf\n",
        encoding="utf-8",
    )
    built = CliRunner().invoke(main, ["build", str(profile), "--out", str(tmp_path / "out")])
    assert built.exit_code == 0, built.output
