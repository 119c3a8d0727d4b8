"""The XeLaTeX command and environment every run gets: no shell escape,
whatever the caller's environment says; TeX found outside PATH where the
installers of macOS and Windows put it."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.errors import ToolMissingError
from cvgen.pipeline.engine import prepare
from cvgen.tex import xelatex
from cvgen.tex.compile import compile_pdf
from cvgen.tex.xelatex import (
    TEX_EPOCH,
    find_tex_engine,
    find_tex_program,
    install_hint,
    installer_folders,
    tex_command,
    tex_folders,
    tex_process_environment,
)
from tests.conftest import ROOT

ZILI = ROOT / "profiles/zili-zhang.yaml"


def test_the_command_turns_shell_escape_off() -> None:
    command = tex_command("/usr/bin/xelatex", "cv.tex")
    assert command[0] == "/usr/bin/xelatex" and command[-1] == "cv.tex"
    assert "-no-shell-escape" in command
    assert not any(arg in ("-shell-escape", "-shell-restricted") for arg in command)


def test_the_environment_overrides_the_callers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("shell_escape", "t")
    monkeypatch.setenv("openout_any", "a")
    env = tex_process_environment(TEX_EPOCH)
    assert env["shell_escape"] == "f" and env["openout_any"] == "p" and env["openin_any"] == "p"
    assert env["SOURCE_DATE_EPOCH"] == str(TEX_EPOCH)


def test_a_real_run_refuses_write18(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("shell_escape", "t")  # as if texmf.cnf or the caller allowed it
    pwned = tmp_path / "pwned"
    source = f"\\documentclass{{article}}\\immediate\\write18{{touch {pwned}}}"
    (tmp_path / "cv.tex").write_text(source + "\\begin{document}x\\end{document}\n")
    engine = find_tex_engine()
    assert engine is not None
    result = subprocess.run(
        tex_command(engine, "cv.tex"),
        cwd=tmp_path,
        env=tex_process_environment(TEX_EPOCH),
        capture_output=True,
        check=False,
    )
    assert result.returncode == 0
    assert "runsystem(touch" in (tmp_path / "cv.log").read_text() and not pwned.exists()


def test_tex_outside_path_is_found_where_its_installer_puts_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As on a Mac whose cvgen was started from the Finder: no TeX on PATH, but
    /Library/TeX/texbin holds it. The run gets TeX's folder on its PATH, since
    XeTeX starts xdvipdfmx by its name; the PDF is the one from PATH's TeX."""
    document = prepare(CvRequest(ZILI)).document
    expected = compile_pdf(document, epoch=TEX_EPOCH).pdf
    texbin, empty = tmp_path / "texbin", tmp_path / "empty"
    texbin.mkdir()
    empty.mkdir()
    for program in ("xelatex", "xdvipdfmx", "kpsewhich"):
        found = shutil.which(program)
        assert found is not None
        (texbin / program).symlink_to(found)
    monkeypatch.setenv("PATH", str(empty))
    monkeypatch.setattr(xelatex, "tex_folders", lambda: [texbin])
    assert find_tex_engine() == str(texbin / "xelatex")
    assert find_tex_program("kpsewhich") == str(texbin / "kpsewhich")
    env = tex_process_environment(TEX_EPOCH)
    assert env["PATH"].split(os.pathsep)[0] == str(texbin)
    assert compile_pdf(document, epoch=TEX_EPOCH).pdf == expected


def test_without_tex_anywhere_the_error_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(xelatex, "tex_folders", lambda: [tmp_path])  # none holds it
    assert find_tex_engine() is None
    with pytest.raises(ToolMissingError, match="install it: sudo apt-get install texlive-xetex"):
        compile_pdf(prepare(CvRequest(ZILI)).document, epoch=TEX_EPOCH)
    monkeypatch.setattr("sys.platform", "darwin")
    assert install_hint() == "brew install --cask mactex-no-gui"


def test_the_folders_tex_installers_use(tmp_path: Path) -> None:
    assert installer_folders("linux") == []  # Debian's TeX is in /usr/bin, on every PATH
    assert installer_folders("darwin")[0] == Path("/Library/TeX/texbin")
    env = {"LOCALAPPDATA": str(tmp_path / "local"), "ProgramFiles": str(tmp_path / "programs")}
    folders = [
        tmp_path / "local/Programs/MiKTeX/miktex/bin/x64",  # MiKTeX for one user
        tmp_path / "programs/MiKTeX/miktex/bin/x64",  # for all users
    ]
    assert installer_folders("win32", env) == folders
    assert tex_folders("win32", env) == []  # only those that exist
    folders[1].mkdir(parents=True)
    assert tex_folders("win32", env) == folders[1:]


def test_texlive_on_windows_newest_year_first(tmp_path: Path) -> None:
    drive = str(tmp_path / "C:")  # a Windows drive is "C:"; its root "C:\"
    for year in ("2023", "2024"):
        Path(drive + "\\", "texlive", year, "bin", "windows").mkdir(parents=True)
    found = tex_folders("win32", {"SystemDrive": drive})
    assert [f.parts[-3] for f in found] == ["2024", "2023"]
