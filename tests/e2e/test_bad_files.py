"""The broken inputs the fuzz found, each run through ``cvgen`` as a user would:
exit 1 with a located message, never a traceback, in good time. ``build``
runs in a process of its own, through the launcher that reads the command line
before the CLI loads; ``validate`` and ``list`` run in the test's process (what
they say is the test, not the process), but for the bombs, which a process of
its own keeps from filling the test's memory."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import HANG, ROOT, cvgen_in_process
from tests.e2e.fuzz_mutations import BOMB

CVGEN = str(Path(sys.executable).with_name("cvgen"))


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project folder with one bundled profile, the database and the variants."""
    (tmp_path / "profiles").mkdir()
    for name in ("zili-zhang.yaml", "publications.yaml", "variants.yaml"):
        shutil.copyfile(ROOT / "profiles" / name, tmp_path / "profiles" / name)
    return tmp_path


def cvgen(folder: Path, *args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    done = subprocess.run(
        [CVGEN, *args], cwd=folder, capture_output=True, text=True, timeout=HANG,
        env={**os.environ, **(env or {})},
    )  # fmt: skip
    return done.returncode, done.stderr


def cvgen_here(folder: Path, *args: str) -> tuple[int, str]:
    """:func:`cvgen` in the test's process (an exception let through is a
    traceback on stderr, as from the command)."""
    if args[0] == "build":
        return cvgen(folder, *args)
    done = cvgen_in_process(*args, cwd=folder)
    return done.returncode, done.stderr


def test_an_impossible_version_date_is_located_in_build_as_in_validate(project: Path) -> None:
    profile = project / "profiles/zili-zhang.yaml"
    profile.write_text(profile.read_text().replace("date: 2024-10-10", "date: 2024-13-10"))
    expected = "profiles/zili-zhang.yaml:6:7: date: '2024-13-10' has month 13"
    for command in ("validate", "build"):
        status, err = cvgen_here(project, command, "profiles/zili-zhang.yaml")
        assert (status, "Traceback" in err) == (1, False), err
        assert expected in err


@pytest.mark.parametrize(
    ("name", "char", "said"),
    [("zili-zhang.yaml", "\x1b", "U+001B (ESC)"), ("variants.yaml", "\0", "U+0000 (NUL)")],
)
def test_a_control_character_is_a_located_error(
    project: Path, name: str, char: str, said: str
) -> None:
    path = project / "profiles" / name
    lines = path.read_text().splitlines(keepends=True)
    lines[7] = lines[7][:3] + char + lines[7][3:]
    path.write_text("".join(lines))
    for command in ("validate", "list", "build"):
        status, err = cvgen_here(project, command, "profiles/zili-zhang.yaml")
        assert (status, "Traceback" in err) == (1, False), err
        assert f"profiles/{name}:8:4: character {said} is not allowed in YAML" in err


@pytest.mark.parametrize("field", ["sections", "drop_order", "abstracts", "mentors"])
def test_a_variant_field_left_empty_is_as_if_unset(project: Path, field: str) -> None:
    (project / "profiles/variants.yaml").write_text(f"variants:\n  x:\n    {field}:\n")
    for command in ("validate", "list"):
        status, err = cvgen_here(project, command, "profiles/zili-zhang.yaml")
        assert (status, err) == (0, ""), err


@pytest.mark.parametrize("name", ["zili-zhang.yaml", "publications.yaml", "variants.yaml"])
def test_a_billion_laughs_stops_quickly_with_a_located_error(project: Path, name: str) -> None:
    path = project / "profiles" / name
    path.write_bytes(path.read_bytes() + BOMB)
    # expanded, it would fill the memory or run until cvgen()'s bound: HANG
    status, err = cvgen(project, "validate", "profiles/zili-zhang.yaml")
    assert (status, "Traceback" in err) == (1, False), err
    assert f"profiles/{name}:" in err and "aliases (*name) here expand to more values" in err


def test_nesting_deeper_than_the_limit_is_a_located_error(project: Path) -> None:
    profile = project / "profiles/zili-zhang.yaml"
    profile.write_text(profile.read_text() + "deep: " + "[" * 900 + "]" * 900 + "\n")
    status, err = cvgen(project, "build", "profiles/zili-zhang.yaml")
    assert (status, "Traceback" in err) == (1, False), err
    assert "values nested more than 64 levels deep" in err


def test_an_internal_error_is_one_line_naming_a_saved_log(tmp_path: Path) -> None:
    """Status 70, a line asking for a report, the traceback in the log; Ctrl-C stays 130."""
    crash = (
        "import sys, cvgen.cv.check as check\n"
        "def boom(*args):\n    raise {0}('the bug')\n"
        "check.validate_profiles = boom\n"
        "from cvgen.cli.launch import main\nsys.argv = ['cvgen', 'validate']\nmain()\n"
    )
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", crash.format("ZeroDivisionError")],
        cwd=ROOT, capture_output=True, text=True, env=env,
    )  # fmt: skip
    assert done.returncode == 70
    [line] = done.stderr.splitlines()
    [log] = tmp_path.glob("cvgen-crash-*.log")
    assert line == (
        "cvgen: internal error: ZeroDivisionError: the bug "
        f"(a bug in cvgen; please report it with the log {log})"
    )
    saved = log.read_text()
    assert "Traceback" in saved and "in boom\nZeroDivisionError: the bug" in saved
    interrupted = subprocess.run(
        [sys.executable, "-c", crash.format("KeyboardInterrupt")],
        cwd=ROOT, capture_output=True, text=True, env=env,
    )  # fmt: skip
    assert (interrupted.returncode, interrupted.stderr) == (130, "interrupted\n")
