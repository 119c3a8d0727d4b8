"""The command line, run for real (CliRunner in-process; the tex folder by plain xelatex)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen import __version__
from cvgen.cli.main import main


def test_build_writes_the_named_pdf(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main,
        ["build", "profiles/zili-zhang.yaml", "--variant", "long", "--date", "2024-10-10",
         "--out", str(tmp_path)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "zili-zhang-long-2024-10-10.pdf"
    assert pdf.is_file()
    assert result.stdout.startswith(f"built {pdf} (")


def test_build_stops_before_tex_on_invalid_input(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["build", "tests/bad_inputs/misspelt_key.yaml", "--out", str(tmp_path)]
    )
    assert result.exit_code == 1
    assert "educaton: unknown key (did you mean 'education'?)" in result.stderr
    assert not list(tmp_path.iterdir())


def test_tex_folder_compiles_with_plain_xelatex(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["tex", "profiles/zili-zhang.yaml", "--date", "2024-10-10", "--out", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    main_tex = Path(result.stdout.strip().splitlines()[-1])
    assert main_tex == tmp_path / "zili-zhang-long-2024-10-10.tex"
    assert (tmp_path / "cvgen.cls").is_file()
    subprocess.run(
        ["xelatex", "-interaction=batchmode", "-halt-on-error", main_tex.name],
        cwd=tmp_path,
        check=True,
        capture_output=True,
    )
    assert main_tex.with_suffix(".pdf").stat().st_size > 10_000


def test_usage_errors_exit_2() -> None:
    result = CliRunner().invoke(main, ["build", "--date", "2024-13-01"])
    assert result.exit_code == 2
    assert "has month 13" in result.stderr


def test_unknown_variant_exits_1(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["build", "profiles/zili-zhang.yaml", "--variant", "tiny", "--out", str(tmp_path)]
    )
    assert result.exit_code == 1
    assert "no variant 'tiny' (known: long, short, teaching, long-zh, short-zh)" in result.stderr


def test_version_and_help_document_exit_codes() -> None:
    assert CliRunner().invoke(main, ["--version"]).stdout == f"cvgen, version {__version__}\n"
    help_text = CliRunner().invoke(main, ["--help"]).stdout
    assert "Exit status: 0 success; 1 bad input" in help_text
    assert "Example: cvgen build" in help_text
    assert "cvgen diff follows diff(1) instead" in help_text
    diff_help = CliRunner().invoke(main, ["diff", "--help"]).stdout
    assert "Exit status (as diff(1)): 0 no differences" in diff_help


def test_every_command_shows_a_one_line_example() -> None:
    for name in main.commands:
        help_text = CliRunner().invoke(main, [name, "--help"]).stdout
        assert f"Example: cvgen {name}" in help_text, name


def _complete(shell: str, words: str, env_extra: dict[str, str] | None = None) -> str:
    cvgen = Path(sys.executable).parent / "cvgen"
    env = {**os.environ, "_CVGEN_COMPLETE": f"{shell}_complete", **(env_extra or {})}
    if shell == "bash":
        env |= {"COMP_WORDS": words, "COMP_CWORD": str(len(words.split(" ")) - 1)}
    else:
        env |= {"COMP_WORDS": words, "COMP_CWORD": words.split(" ")[-1]}
    result = subprocess.run([cvgen], env=env, capture_output=True, text=True, check=True)
    return result.stdout


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_shell_completion_scripts_come_from_click(shell: str) -> None:
    cvgen = Path(sys.executable).parent / "cvgen"
    env = {**os.environ, "_CVGEN_COMPLETE": f"{shell}_source"}
    script = subprocess.run([cvgen], env=env, capture_output=True, text=True, check=True).stdout
    assert "_CVGEN_COMPLETE" in script


def test_bash_completes_commands_and_variants() -> None:
    assert "plain,build" in _complete("bash", "cvgen bu")
    variants = _complete("bash", "cvgen build profiles/zili-zhang.yaml --variant ")
    assert variants.split() == [
        "plain,long",
        "plain,short",
        "plain,teaching",
        "plain,all",
    ]
