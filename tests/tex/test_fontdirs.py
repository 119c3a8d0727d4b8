"""The system font folders of Linux, macOS and Windows: only those that exist,
and none at all is a clean "not found"."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.tex import fontdirs, fonts
from cvgen.tex.fontdirs import LINUX_FONT_DIRS, system_font_dirs


def test_linux_has_debians_and_fedoras_folders() -> None:
    found = system_font_dirs("linux", {})
    assert found == [d for d in LINUX_FONT_DIRS if d.is_dir()]
    assert Path("/usr/share/fonts/opentype/noto") in found  # make installs fonts-noto-cjk


def test_macos_looks_in_the_users_folder_first(tmp_path: Path) -> None:
    assert system_font_dirs("darwin", {"HOME": str(tmp_path)}) == []  # none here
    user = tmp_path / "Library" / "Fonts"  # where Homebrew's font casks go
    user.mkdir(parents=True)
    assert system_font_dirs("darwin", {"HOME": str(tmp_path)}) == [user]


def test_windows_looks_in_the_users_fonts_then_the_systems(tmp_path: Path) -> None:
    user = tmp_path / "AppData" / "Local" / "Microsoft" / "Windows" / "Fonts"
    system = tmp_path / "Windows" / "Fonts"
    env = {"LOCALAPPDATA": str(tmp_path / "AppData" / "Local"), "WINDIR": str(tmp_path / "Windows")}
    assert system_font_dirs("win32", env) == []
    system.mkdir(parents=True)
    user.mkdir(parents=True)
    assert system_font_dirs("win32", env) == [user, system]
    assert system_font_dirs("win32", {}) == []  # no variables: no folders, no error


def test_without_system_fonts_cjk_text_is_reported_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As on a Mac or Windows without Noto Sans CJK: the PDF is built, and a
    warning names the CJK characters it lacks and what to install."""
    monkeypatch.setattr("sys.platform", "darwin")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CVGEN_FONT_DIR", raising=False)
    assert fontdirs.system_font_dirs() == []
    assert fonts.find_cjk_font() is None and fonts.find_fallback_font() is None
    assert fonts.resolve_cjk_font() is None
    profile = tmp_path / "zhang.yaml"
    profile.write_text("name: Zili Zhang\nposition: 研究员\n", encoding="utf-8")
    result = build_cv(
        CvRequest(profile, date=PartialDate(2024, 1, 1)), BuildOptions(out_dir=tmp_path / "out")
    )
    assert result.pdf.is_file()
    (warning,) = result.warnings
    assert warning.path == "position" and "'研' (U+7814)" in warning.message
    assert warning.fix.startswith("install a CJK font")
