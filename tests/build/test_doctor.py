"""cvgen doctor on this machine (everything installed) and without TeX."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.build.doctor import Check, check_output, install_command, run_checks
from cvgen.cli.main import main


def test_everything_is_installed_here(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["doctor", "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("ok       xelatex        XeTeX ")
    assert any(line.startswith("ok       CJK font") for line in lines)
    assert lines[-1] == "everything cvgen needs is installed."


def test_without_tex_it_names_the_package_and_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no xelatex, kpsewhich, pdftotext, git
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


def test_an_output_folder_that_cannot_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    check = check_output(blocker / "out")
    assert not check.ok and check.required
    assert check.detail.startswith(f"cannot write in {blocker}")


def test_one_command_installs_every_missing_package() -> None:
    checks = [
        Check("a", False, "", "sudo apt-get install x y"),
        Check("b", False, "", "sudo apt-get install y z", "a feature"),
        Check("c", True, "", "sudo apt-get install w"),
        Check("d", False, "", "pip install font-roboto"),
    ]
    assert install_command(checks) == "sudo apt-get install x y z"


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
    """Never required: a build without it is an ordinary one (cvgen/render/texformat.py)."""
    from cvgen.build.doctor import check_format

    monkeypatch.setenv("CVGEN_TEX_FORMAT", "on")
    assert check_format() == Check(
        "TeX format", True, "none yet (the next build makes it)", "", "faster builds"
    )
    monkeypatch.setenv("CVGEN_TEX_FORMAT", "off")
    assert check_format().detail == "off"
