"""A copy of the bundled group to attack, and the installed command run in it
(its own cache, its exit status and stderr as a user sees them)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from tests.conftest import ROOT

CVGEN = ROOT / ".venv/bin/cvgen"


def copy_group(folder: Path) -> Path:
    """``folder`` with a copy of the bundled ``profiles/``."""
    shutil.copytree(ROOT / "profiles", folder / "profiles")
    return folder


def run_cvgen(group: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``cvgen ARGS`` in ``group``, with a cache of its own."""
    env = {**os.environ, "XDG_CACHE_HOME": str(group / "cache")}
    return subprocess.run(
        [str(CVGEN), *args], cwd=group, env=env, capture_output=True, text=True, timeout=300
    )
