"""The launcher starts XeLaTeX before the CLI loads, only for a one-CV build,
and never leaves a run or its scratch folder behind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from cvgen.build import texlaunch
from cvgen.build.warmtex import WarmTex, take_prestarted
from cvgen.cli.launch import VALUE_OPTIONS, one_cv_build
from cvgen.cli.main import main
from cvgen.render.compile import TEX_EPOCH
from cvgen.render.latex.document import CLASS_FILE
from cvgen.support.resources import template_dir

ROOT = Path(__file__).resolve().parents[2]
CVGEN = Path(sys.executable).parent / "cvgen"


def test_value_options_are_those_of_the_build_command() -> None:
    build = main.commands["build"]
    taking_values = {
        name
        for param in build.params
        if isinstance(param, click.Option) and not param.is_flag
        for name in param.opts
    }
    assert taking_values == VALUE_OPTIONS


@pytest.mark.parametrize(
    ("argv", "early"),
    [
        (["build", "p.yaml"], True),
        (["build", "p.yaml", "--force", "--date", "2024-10-10", "--out", "x"], True),
        (["build", "--variant", "short", "p.yaml", "-j", "2"], True),
        (["build", "--", "-odd-name.yaml"], True),
        (["build"], False),  # every profile
        (["build", "a.yaml", "b.yaml"], False),
        (["build", "p.yaml", "--variant", "all"], False),
        (["build", "p.yaml", "--variant=all"], False),
        (["build", "--out", "p.yaml"], False),  # p.yaml is the folder: no profile named
        (["build", "p.yaml", "--help"], False),
        (["build", "p.yaml", "--watch"], False),
        (["validate", "p.yaml"], False),
        ([], False),
    ],
)
def test_one_cv_build_is_recognised(argv: list[str], early: bool) -> None:
    assert one_cv_build(argv) is early


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    scratch = tmp_path / "scratch"
    scratch.mkdir(exist_ok=True)
    env = {**os.environ, "TMPDIR": str(scratch)}
    return subprocess.run(
        [str(CVGEN), *args], cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )


def test_a_launched_build_makes_the_pdf_and_cleans_up(tmp_path: Path) -> None:
    out = tmp_path / "out"
    pdfs = []
    for _ in range(2):  # the first leaves the recipe the second is launched from
        result = _run(tmp_path, "build", "profiles/zili-zhang.yaml", "--out", str(out), "--force")
        assert result.returncode == 0, result.stderr
        assert "built" in result.stdout
        (pdf,) = out.glob("*.pdf")
        pdfs.append(pdf.read_bytes())
        assert list((tmp_path / "scratch").iterdir()) == []
    assert pdfs[0].startswith(b"%PDF") and pdfs[0] == pdfs[1]


@pytest.mark.parametrize(
    "args",
    [
        ["build", "profiles/zili-zhang.yaml", "--jobs", "0"],  # a usage error after the start
        ["build", "profiles/no-such-person.yaml"],
    ],
)
def test_a_failed_command_stops_the_early_run(tmp_path: Path, args: list[str]) -> None:
    result = _run(tmp_path, *args, "--out", str(tmp_path / "out"))
    assert result.returncode in (1, 2)
    assert "Traceback" not in result.stderr
    assert list((tmp_path / "scratch").iterdir()) == []


def _launch() -> texlaunch.Launched:
    """What the launcher does, after an early run left its recipe."""
    first = WarmTex.start(TEX_EPOCH, template_dir() / CLASS_FILE)
    assert first is not None
    first.close()
    texlaunch.launch()
    launched = texlaunch._launched
    assert launched is not None
    return launched


def test_the_build_takes_the_run_the_launcher_started(tmp_path: Path) -> None:
    launched = _launch()
    out = tmp_path / "out"
    args = ["build", "profiles/zili-zhang.yaml", "--out", str(out), "--force"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert launched.process.returncode == 0  # it made the PDF: it was not killed
    assert texlaunch.take_launched() is None
    assert not launched.folder.exists()


def test_a_wrong_guess_stops_the_run(tmp_path: Path) -> None:
    launched = _launch()
    result = CliRunner().invoke(main, ["build", "--variant", "all", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert launched.process.returncode is not None and launched.process.returncode != 0
    assert not launched.folder.exists()


def test_a_stale_recipe_is_not_used(tmp_path: Path) -> None:
    launched = _launch()
    support = tmp_path / CLASS_FILE
    support.write_bytes((template_dir() / CLASS_FILE).read_bytes() + b"% changed\n")
    assert take_prestarted(support) is None  # the class changed since the recipe
    assert launched.process.returncode is not None and not launched.folder.exists()


def test_no_recipe_no_early_run() -> None:
    texlaunch.launch()  # this test's cache is empty
    assert texlaunch.take_launched() is None


@pytest.mark.parametrize(
    ("args", "status", "stream", "text"),
    [
        (["--help"], 0, "stdout", "Exit status: 0 success"),
        (["validate", "tests/bad_inputs/many_at_once.yaml"], 1, "stderr", "4 problems found"),
        (["build", "--jobs", "0"], 2, "stderr", "Invalid value for '--jobs'"),
    ],
)
def test_the_launcher_keeps_the_status_and_flushes_the_output(
    tmp_path: Path, args: list[str], status: int, stream: str, text: str
) -> None:
    """The launcher ends the process without the interpreter's teardown."""
    result = _run(tmp_path, *args)
    assert result.returncode == status
    assert text in getattr(result, stream)
    assert "Traceback" not in result.stderr
