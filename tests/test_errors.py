"""Every error a user can cause, end to end through the command line: the exact
message, the exit status, no traceback, and the previous PDF left as it was.

The YAML mistakes (syntax, duplicate keys, unknown keys, wrong types,
impossible dates, backwards ranges, unknown paper keys) are files under
tests/bad_inputs/, checked word for word by test_validate.py.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cvgen.cli.main import main
from tests.conftest import ROOT

ZILI = "profiles/zili-zhang.yaml"


def run(*args: str) -> Result:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result


@pytest.fixture
def previous(tmp_path: Path) -> Path:
    """A PDF already in the output folder, as a good earlier build left it."""
    out = tmp_path / "out"
    out.mkdir()
    pdf = out / "zili-zhang-long-2024-10-10.pdf"
    pdf.write_bytes(b"%PDF-1.5 the previous build")
    return pdf


def unchanged(pdf: Path) -> bool:
    return pdf.read_bytes() == b"%PDF-1.5 the previous build" and not [
        p for p in pdf.parent.iterdir() if p.name.endswith(".part")
    ]


def test_a_missing_profile(tmp_path: Path) -> None:
    result = run("build", "profiles/nobody.yaml", "--out", str(tmp_path))
    assert (result.exit_code, result.stderr) == (
        1,
        "error: profiles/nobody.yaml: no such file (check the path)\n",
    )


def test_a_profile_that_is_not_utf8(tmp_path: Path) -> None:
    profile = tmp_path / "ada.yaml"
    profile.write_bytes(b"name: Ada\nposition: Caf\xe9 owner\n")
    result = run("validate", str(profile))
    assert (result.exit_code, result.stderr) == (
        1,
        f"error: {profile}:2:14: byte 0xE9 is not UTF-8 (save the file as UTF-8)\n",
    )


def test_a_folder_named_as_a_profile(tmp_path: Path) -> None:
    (tmp_path / "ada.yaml").mkdir()
    result = run("validate", str(tmp_path / "ada.yaml"))
    assert result.exit_code == 2  # click refuses it as a usage error
    assert "is a directory" in result.stderr


def test_a_missing_database(tmp_path: Path) -> None:
    profile = tmp_path / "ada.yaml"
    profile.write_text("name: Ada\npublications:\n  database: ../papers.yaml\n")
    result = run("validate", str(profile))
    assert (result.exit_code, result.stderr) == (
        1,
        f"1 problem found\n{profile}:3:13: publications.database: no such file "
        f"{tmp_path.parent}/papers.yaml (the path is relative to the profile)\n",
    )
    missing = run("build", ZILI, "--db", str(tmp_path / "papers.yaml"))
    assert missing.exit_code == 2  # a bad command line
    assert f"'--db': File '{tmp_path}/papers.yaml' does not exist." in missing.stderr


def test_a_database_with_a_syntax_error(tmp_path: Path) -> None:
    database = tmp_path / "publications.yaml"
    database.write_text("papers:\n  a-paper: {title: [unclosed\n")
    (tmp_path / "ada.yaml").write_text("name: Ada\n")
    result = run("validate", str(tmp_path / "ada.yaml"))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"1 problem found\n{database}:3:1: YAML syntax error: ")


def test_tex_not_installed(tmp_path: Path, previous: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Asked for XeLaTeX by name, a machine without it is an error that says how
    to install it (without --engine, cvgen says so and uses Typst: below)."""
    monkeypatch.setenv("PATH", str(tmp_path))  # no xelatex on it
    result = run("build", ZILI, "--out", str(previous.parent), "--force", "--engine", "xelatex")
    assert (result.exit_code, result.stderr) == (
        1,
        f"error: {ZILI}: xelatex is not installed (install it: sudo apt-get install "
        "texlive-xetex texlive-latex-recommended texlive-plain-generic)\n",
    )
    assert unchanged(previous)


def test_without_tex_the_build_says_so_and_uses_typst(
    tmp_path: Path, previous: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no xelatex on it
    result = run("build", ZILI, "--out", str(previous.parent), "--force")
    assert result.exit_code == 0, result.stderr
    assert "XeLaTeX" in result.stderr and "Typst" in result.stderr  # never silent
    assert not unchanged(previous)  # rebuilt, by Typst


def test_a_tex_failure_shows_the_log_lines(previous: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cvgen.render.latex import render as build
    from cvgen.tex.compile import TexDocument

    real = build.render_tex

    def broken(*args: object) -> TexDocument:
        document = real(*args)  # type: ignore[arg-type]
        source = document.source.replace(r"\begin{document}", "\\begin{document}\n\\cvbroken{x}")
        return TexDocument(source, document.support_files, document.font_files)

    monkeypatch.setattr(build, "render_tex", broken)
    result = run("build", ZILI, "--out", str(previous.parent), "--force")
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert lines[0] == f"error: {ZILI}: xelatex failed:"
    assert lines[1].endswith(": Undefined control sequence.")
    assert r"\cvbroken" in result.stderr
    assert lines[-1] == f"  full log: {previous.parent}/cvgen-last-error.log"
    assert unchanged(previous)


def test_a_runaway_tex_run_is_stopped(previous: Path) -> None:
    result = run("build", ZILI, "--out", str(previous.parent), "--force", "--tex-timeout", "0.01")
    assert (result.exit_code, result.stderr) == (
        1,
        f"error: {ZILI}: xelatex did not finish in 0.01 s and was stopped "
        "(a runaway document? try --tex-timeout with a larger value)\n",
    )
    assert unchanged(previous)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["build", "--date", "2024-13-01"], "Invalid value for '--date'"),
        (["build", "--jobs", "0"], "Invalid value for '--jobs'"),
        (["build", "--no-such-flag"], "No such option '--no-such-flag'"),
        (["diff", "only-one.yaml"], "Missing argument 'NEW'"),
        (["frobnicate"], "No such command 'frobnicate'"),
    ],
)
def test_a_bad_command_line_exits_2(args: list[str], message: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.stderr


def test_exit_statuses_are_documented() -> None:
    assert "Exit status: 0 success; 1 bad input" in run("--help").stdout
    reference = (ROOT / "docs/reference/build.md").read_text()
    assert "`0` success; `1` bad input or a failed build" in reference
    assert shutil.which("xelatex"), "make test installs TeX: these tests must not skip"
