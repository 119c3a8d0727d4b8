"""The XeLaTeX command and environment every run gets: no shell escape,
whatever the caller's environment says."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cvgen.render.xelatex import TEX_EPOCH, find_tex_engine, tex_command, tex_process_environment


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
