"""The Makefile's install steps, read through ``make -n`` (nothing installed):
``make cv`` installs cvgen alone, ``make test`` adds the test tools, and both
are up to date the second time."""

import subprocess
from pathlib import Path

from tests.conftest import ROOT


def dry_run(*args: str) -> list[str]:
    """The commands ``make`` would run (``-B``: as on a new checkout)."""
    done = subprocess.run(
        ["make", "-n", *args], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return done.stdout.splitlines()


def installs(lines: list[str]) -> list[str]:
    return [line for line in lines if "pip install" in line and "--upgrade pip" not in line]


def test_make_cv_installs_cvgen_without_the_test_tools() -> None:
    assert installs(dry_run("-B", ".venv/.installed")) == [
        ".venv/bin/python -m pip install -q -e ."
    ]


def test_make_test_adds_the_test_tools() -> None:
    assert installs(dry_run("-B", ".venv/.installed-test")) == [
        ".venv/bin/python -m pip install -q -e .",
        ".venv/bin/python -m pip install -q -e '.[test]'",
    ]


def _stamped_copy(folder: Path) -> None:
    """The Makefile in a scratch folder whose .venv has both install stamps."""
    for name in ("Makefile", "pyproject.toml"):
        (folder / name).write_bytes((ROOT / name).read_bytes())
    (folder / ".venv").mkdir()
    for stamp in (".installed", ".installed-test"):
        (folder / ".venv" / stamp).touch()


def test_both_are_up_to_date_the_second_time(tmp_path: Path) -> None:
    # the worktree's .venv was made by either step: a stamp as new as pyproject.toml
    # means nothing to install; make -n on a fresh stamp in a scratch copy shows it
    _stamped_copy(tmp_path)
    for target in ("venv", "test-venv"):
        done = subprocess.run(
            ["make", "-n", target], cwd=tmp_path, capture_output=True, text=True, check=True
        )
        assert "pip install" not in done.stdout, target


def test_make_test_fetches_the_json_resume_schema_once(tmp_path: Path) -> None:
    _stamped_copy(tmp_path)

    def planned() -> str:
        return subprocess.run(
            ["make", "-n", "test-venv"], cwd=tmp_path, capture_output=True, text=True, check=True
        ).stdout

    assert "npm pack -q --pack-destination . @jsonresume/schema@1.3.1" in planned()
    schema = tmp_path / ".venv/share/jsonresume-schema/schema.json"
    schema.parent.mkdir(parents=True)
    schema.write_text("{}")
    assert "npm" not in planned() and "pip install" not in planned()


def test_make_test_leaves_the_campaigns_to_a_target_ci_runs_too() -> None:
    def pytest_line(target: str) -> str:
        (line,) = [line for line in dry_run(target) if " -m pytest " in line]
        return line

    assert pytest_line("test").endswith(' -m "not campaign"')
    assert pytest_line("test-campaigns").endswith(" -m campaign")
    ci = (ROOT / ".ci/run").read_text(encoding="utf-8").splitlines()
    assert ci.index("make test") < ci.index("make test-campaigns")  # every test, in CI
