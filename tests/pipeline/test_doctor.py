"""cvgen doctor on this machine (everything installed), without TeX, and as
it would be on macOS, Windows and Fedora (their install commands)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.pipeline import doctor
from cvgen.pipeline.doctor import Check, check_output, install_command, install_commands, run_checks
from cvgen.support.system import DEBIAN, FEDORA, MACOS, WINDOWS, Command, debian_packages
from cvgen.tex import fontdirs


def test_everything_is_installed_here(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["doctor", "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("ok       xelatex        XeTeX ")
    [cjk] = [line for line in lines if line.startswith("ok       CJK font")]
    assert cjk.endswith("(JP for ja, KR for ko, SC for zh)")  # each CJK locale's face
    assert lines[-1] == "everything cvgen needs is installed."


def test_without_tex_it_names_the_package_and_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without TeX and without Typst, cvgen cannot build: XeLaTeX is needed."""
    from cvgen.typst import compile as typst_compile

    monkeypatch.setenv("PATH", str(tmp_path))  # no xelatex, kpsewhich, pdftotext, git
    monkeypatch.setattr(typst_compile, "typst_available", lambda: None)
    result = CliRunner().invoke(main, ["doctor", "--out", str(tmp_path)])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[:2] == [
        "MISSING  xelatex        not installed",
        "                        install: sudo apt-get install texlive-xetex "
        "texlive-latex-recommended texlive-plain-generic",
    ]
    assert (
        "missing  git            not installed (needed for cvgen diff REV:path)" in lines
    )  # optional: lower case
    assert "  sudo apt-get install texlive-xetex texlive-latex-recommended" in result.stdout
    assert result.stderr == "\n6 needed thing(s) missing: cvgen cannot build a CV yet.\n"


def test_without_tex_typst_builds_so_xelatex_is_a_choice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With Typst there (it comes with cvgen), a machine without TeX can build
    every CV: XeLaTeX and its files are listed as missing, not needed."""
    monkeypatch.setenv("PATH", str(tmp_path))  # no xelatex, kpsewhich, pdftotext, git
    result = CliRunner().invoke(main, ["doctor", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == (
        "missing  xelatex        not installed (needed for --engine xelatex; "
        "Typst builds without it)"
    )
    assert lines[2].startswith("ok       typst")
    assert lines[-1] == "everything cvgen needs is installed."


def test_an_output_folder_that_cannot_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    check = check_output(blocker / "out")
    assert not check.ok and check.required
    assert check.detail.startswith(f"cannot write in {blocker}")


def test_one_command_installs_every_missing_package() -> None:
    apt = "sudo apt-get install"
    checks = [
        Check("a", False, "", Command(apt, ("x", "y"))),
        Check("b", False, "", Command(apt, ("y", "z")), "a feature"),
        Check("c", True, "", Command(apt, ("w",))),
        Check("d", False, "", "pip install font-roboto"),
    ]
    assert install_command(checks) == "sudo apt-get install x y z"


def test_the_debian_packages_named_are_those_make_installs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # everything missing: every fix is named
    monkeypatch.setattr(fontdirs, "system_font_dirs", lambda: [])
    (command,) = install_commands(run_checks(tmp_path, DEBIAN))
    named = command.removeprefix("sudo apt-get install ").split()
    # texlive-latex-base (geometry, fancyhdr, hyperref) comes with texlive-latex-recommended
    assert set(named) - set(debian_packages()) == {"texlive-latex-base"}


def missing_everything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, system: object
) -> dict[str, str]:
    """Each check's fix on ``system`` where nothing is installed but cvgen's fonts."""
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(fontdirs, "system_font_dirs", lambda: [])
    monkeypatch.setattr(doctor, "installer", lambda: system)
    return {c.name: str(c.fix) for c in run_checks(tmp_path) if not c.ok}


NOTO = (
    "put NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc (github.com/notofonts/noto-cjk) "
    "in fonts/ or in $CVGEN_FONT_DIR"
)
TEX_PACKAGES = "fontspec xcolor geometry fancyhdr hyperref ulem xecjk ctex"


def test_on_macos_tex_comes_from_homebrew_and_tlmgr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fixes = missing_everything(tmp_path, monkeypatch, MACOS)
    assert fixes["xelatex"] == "brew install --cask mactex-no-gui"
    assert fixes["fontspec.sty"] == "sudo tlmgr install fontspec"  # BasicTeX lacks some
    assert fixes["xeCJK.sty"] == "sudo tlmgr install xecjk"
    assert fixes["pdftotext"] == fixes["pdftoppm"] == "brew install poppler"
    assert fixes["CJK font"] == NOTO
    assert fixes["symbol font"] == "brew install --cask font-dejavu"
    assert install_command(run_checks(tmp_path)).split("\n  ") == [
        "brew install --cask mactex-no-gui font-dejavu",
        f"sudo tlmgr install {TEX_PACKAGES}",
        "brew install poppler git",
    ]


def test_on_windows_tex_is_miktex_from_winget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fixes = missing_everything(tmp_path, monkeypatch, WINDOWS)
    assert fixes["xelatex"] == "winget install --exact --id MiKTeX.MiKTeX"
    assert fixes["ulem.sty"] == "miktex packages install ulem"
    assert fixes["git"] == "winget install --exact --id Git.Git"
    assert fixes["CJK font"] == NOTO
    assert install_commands(run_checks(tmp_path)) == [  # winget: one package a command
        "winget install --exact --id MiKTeX.MiKTeX",
        f"miktex packages install {TEX_PACKAGES}",
        "winget install --exact --id oschwartz10612.Poppler",
        "winget install --exact --id Git.Git",
    ]


def test_on_fedora_tex_comes_from_dnf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fixes = missing_everything(tmp_path, monkeypatch, FEDORA)
    assert fixes["xeCJK.sty"] == "sudo dnf install texlive-xecjk"
    assert fixes["CJK font"] == "sudo dnf install google-noto-sans-cjk-fonts"
    (command,) = install_commands(run_checks(tmp_path))
    assert command.startswith("sudo dnf install texlive-xetex texlive-fontspec ")


def test_the_report_on_a_mac_without_tex(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole command as macOS runs it: its platform, its font folders (none
    here); without Typst either, so XeLaTeX is needed."""
    from cvgen.typst import compile as typst_compile

    monkeypatch.setattr(typst_compile, "typst_available", lambda: None)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr("sys.platform", "darwin")
    result = CliRunner().invoke(main, ["doctor", "--out", str(tmp_path)])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[:2] == [
        "MISSING  xelatex        not installed",
        "                        install: brew install --cask mactex-no-gui",
    ]
    assert f"                        install: {NOTO}" in lines
    everything = lines[lines.index("to install every missing package at once:") + 1 :]
    assert everything[:3] == [
        "  brew install --cask mactex-no-gui font-dejavu",
        f"  sudo tlmgr install {TEX_PACKAGES}",
        "  brew install poppler git",
    ]


def test_checks_cover_what_the_issue_names(tmp_path: Path) -> None:
    names = [c.name for c in run_checks(tmp_path)]
    for name in (
        "xelatex",
        "fontspec.sty",
        "xeCJK.sty",
        "CJK font",
        "symbol font",
        "body font",
        "pdftotext",
        "git",
    ):
        assert name in names


def test_it_says_whether_the_tex_format_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Never required: a build without it is an ordinary one (cvgen/tex/texformat.py)."""
    from cvgen.pipeline.doctor import check_format

    monkeypatch.setenv("CVGEN_TEX_FORMAT", "on")
    background = (
        "none yet (the next build has one made in the background; CVGEN_TEX_FORMAT=off: never)"
    )
    assert check_format() == Check("TeX format", True, background, "", "faster builds")
    monkeypatch.setenv("CVGEN_TEX_FORMAT", "wait")
    assert check_format().detail == (
        "none yet (the next build makes one and waits for it: CVGEN_TEX_FORMAT=wait)"
    )
    monkeypatch.setenv("CVGEN_TEX_FORMAT", "off")
    assert check_format().detail == "off (CVGEN_TEX_FORMAT=off or no cache)"


def test_fix_clears_failed_formats_and_dead_makers_locks_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``cvgen doctor --fix``: a format that could not be made is tried again
    by the next build; a lock whose maker is gone goes, a live maker's stays."""
    import subprocess
    import sys

    from cvgen.sources.themes import DEFAULT_THEME, load_theme
    from cvgen.support import cache
    from cvgen.tex import texformat

    monkeypatch.setenv("CVGEN_TEX_FORMAT", "on")
    cls = load_theme(DEFAULT_THEME).class_file
    texformat.remember_failure(cls, "the dump run took over 600 s", texformat.RETRY_SOON)
    result = CliRunner().invoke(main, ["doctor", "--out", str(tmp_path)])
    line = next(x for x in result.stdout.splitlines() if "TeX format" in x)
    assert line.endswith("or now after `cvgen doctor --fix` (needed for faster builds)"), line
    folder = cache.cache_dir()
    assert folder is not None
    formats = folder / texformat.KIND
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()  # fmt: skip
    (formats / "dead.lock").write_text(gone, encoding="ascii")
    (formats / "live.lock").write_text(str(os.getpid()), encoding="ascii")
    result = CliRunner().invoke(main, ["doctor", "--fix", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    failed = next(formats.glob("*.failed"), None)
    assert failed is None
    assert lines[:3] == [
        "cleared a format that could not be made (the dump run took over 600 s): "
        f"{formats / texformat.format_key(cls, texformat.xelatex.find_tex_engine() or '')}.failed",
        f"removed the lock of a format maker that is gone: {formats / 'dead.lock'}",
        "fixed: the checks follow.",
    ]
    assert any(x.startswith("ok       TeX format     none yet") for x in lines), lines
    assert sorted(p.name for p in formats.iterdir()) == ["live.lock"]
    again = CliRunner().invoke(main, ["doctor", "--fix", "--out", str(tmp_path)])
    assert again.stdout.splitlines()[0] == "nothing to fix: the checks follow."


def test_it_lists_both_engines(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["doctor", "--out", str(tmp_path / "out")])
    lines = result.stdout.splitlines()
    assert lines[0].startswith("ok       xelatex ")
    assert lines[1].startswith("ok       typst          typst 0.15"), lines[1]


def test_a_cjk_font_without_a_locales_face_names_the_locale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Noto Sans CJK collection of only two faces (JP, SC): Korean's KR face,
    which XeLaTeX takes at index 1, is not there, nor SC at its index 2."""
    from fontTools.ttLib import TTCollection, TTFont

    from cvgen.tex.fonts import CJK_FAMILY, find_fallback_font

    fallback = find_fallback_font()
    assert fallback is not None
    faces = []
    for family in ("Noto Sans CJK JP", "Noto Sans CJK SC"):
        face = TTFont(fallback.path("UprightFont"))
        face["name"].setName(family, 1, 3, 1, 0x409)
        faces.append(face)
    collection = TTCollection()
    collection.fonts = faces
    for name in CJK_FAMILY.files():
        collection.save(tmp_path / name)
    monkeypatch.setenv("CVGEN_FONT_DIR", str(tmp_path))
    [cjk] = [c for c in doctor.check_fonts(DEBIAN) if c.name == "CJK font"]
    assert not cjk.ok and cjk.needed_for  # not required: a CV without CJK builds
    assert cjk.detail == f"{tmp_path} (JP for ja; no KR face (ko), no SC face (zh))"
