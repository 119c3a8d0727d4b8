"""A copy of the bundled group to attack, and the command run in it (its exit
status and stderr as a user sees them) in the test's process: these tests prove
what a command does, not how a process ends (tests/cli/test_launch.py and
tests/e2e/ run the installed script)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.conftest import ROOT, cvgen_in_process


def copy_group(folder: Path) -> Path:
    """``folder`` with a copy of the bundled ``profiles/``."""
    shutil.copytree(ROOT / "profiles", folder / "profiles")
    return folder


def run_cvgen(group: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``cvgen ARGS`` in ``group`` (with the test's own cache: tests/conftest.py)."""
    return cvgen_in_process(*args, cwd=group)
