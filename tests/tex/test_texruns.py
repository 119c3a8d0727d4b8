"""TeX runs in a session of its own, and Ctrl-C stops them through cvgen."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cvgen.tex import texruns
from tests.conftest import HANG

# a stand-in for XeLaTeX running xdvipdfmx: a child of its own, then a long wait
PARENT_AND_CHILD = (
    "import subprocess, sys, time; "
    "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)']); "
    "print(child.pid, flush=True); time.sleep(60)"
)


@pytest.fixture(autouse=True)
def _not_cancelled() -> Iterator[None]:
    texruns.cancelled.clear()
    yield
    texruns.cancelled.clear()


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_run_has_a_session_of_its_own_and_stop_all_ends_it_with_its_children() -> None:
    process = texruns.start_tex([sys.executable, "-c", PARENT_AND_CHILD], stdout=subprocess.PIPE)
    assert process.stdout is not None
    child = int(process.stdout.readline())
    try:
        # the terminal's Ctrl-C signals cvgen's group: this run is not in it
        assert os.getsid(process.pid) == process.pid != os.getsid(0)
        assert os.getpgid(child) == process.pid
        texruns.stop_all()
        assert process.wait(timeout=HANG) < 0
        deadline = time.monotonic() + HANG
        while alive(child) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert not alive(child)  # the whole group went
        assert texruns.cancelled.is_set()
    finally:
        texruns.stop_tex(process)


def test_no_run_starts_once_the_command_is_interrupted() -> None:
    texruns.stop_all()
    with pytest.raises(texruns.Interrupted):
        texruns.start_tex([sys.executable, "-c", "pass"])
    texruns.cancelled.clear()  # the next batch
    process = texruns.start_tex([sys.executable, "-c", "pass"])
    process.wait(timeout=HANG)
    texruns.stop_tex(process)
    assert process.returncode == 0


def test_stop_tex_is_safe_to_repeat_and_forgets_the_run() -> None:
    process = texruns.start_tex([sys.executable, "-c", "import time; time.sleep(60)"])
    texruns.stop_tex(process)
    texruns.stop_tex(process)
    assert process.returncode is not None and process.returncode < 0
    texruns.stop_all()  # nothing left to kill: a number since reused is never signalled
