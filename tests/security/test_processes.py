"""Processes that outlive cvgen (issue 29): every XeLaTeX cvgen starts, early
(by the launcher, before the CLI loads) or ordinary, has a CPU-time limit made
from ``--tex-timeout`` and dies with cvgen, ``kill -9`` included. On main the
early run had no CPU-time limit.

The waits are bounded but generous, and poll ``/proc``: nothing depends on
how fast the machine is.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import HANG

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

CVGEN = Path(sys.executable).with_name("cvgen")  # the launcher, as a user runs it


def _stat(pid: int) -> tuple[str, str, int] | None:
    """A process's name, state and parent, or None once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    name = stat[stat.index("(") + 1 : stat.rindex(")")]
    state, parent = stat[stat.rindex(")") + 2 :].split()[:2]
    return name, state, int(parent)


def _tex_children(parent: int) -> list[int]:
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (found := _stat(int(entry.name))):
            name, state, ppid = found
            if ppid == parent and name == "xelatex" and state != "Z":
                children.append(int(entry.name))
    return children


def _alive(pid: int) -> bool:
    found = _stat(pid)
    return found is not None and found[1] != "Z"  # a zombie has ended (its reaper may be slow)


def _cpu_limit(pid: int) -> str:
    for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
        if line.startswith("Max cpu time"):
            return line.split()[3]  # the soft limit
    raise AssertionError("no cpu line")


@pytest.mark.parametrize("theme", ["awesome", "classic"])  # an early run; an ordinary one
def test_xelatex_has_a_cpu_limit_and_dies_with_a_killed_cvgen(theme: str, tmp_path: Path) -> None:
    profile = tmp_path / "p.yaml"
    # a long word: enough TeX work to find it running
    profile.write_text(
        "name: Ann Example\nexperience:\n  - organization: Org\n    role: Intern\n"
        f"    start: 2020\n    bullets: [{'W' * 10000}, {'M' * 10000}]\n",
        encoding="utf-8",
    )
    cvgen = subprocess.Popen(
        [
            str(CVGEN),
            "build",
            str(profile),
            "--out",
            str(tmp_path / "out"),
            "--tex-timeout",
            "77",
            "--theme",
            theme,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "CVGEN_CACHE_DIR": str(tmp_path / "cache")},
    )
    try:
        deadline = time.monotonic() + HANG
        while not (tex := _tex_children(cvgen.pid)):
            assert cvgen.poll() is None, "cvgen ended before its XeLaTeX was seen"
            assert time.monotonic() < deadline, "no XeLaTeX started"
            time.sleep(0.005)
        assert [_cpu_limit(pid) for pid in tex] == ["78"] * len(tex)  # 77 s, rounded up
        os.kill(cvgen.pid, signal.SIGKILL)
        cvgen.wait()
        deadline = time.monotonic() + HANG
        while [pid for pid in tex if _alive(pid)]:
            assert time.monotonic() < deadline, "XeLaTeX outlived cvgen"
            time.sleep(0.01)
    finally:
        if cvgen.poll() is None:
            cvgen.kill()
            cvgen.wait()
