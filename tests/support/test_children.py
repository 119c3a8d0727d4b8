"""A child started with bounded_child: a CPU-time limit, and on Linux death with its thread."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from cvgen.support.children import bounded_child
from tests.conftest import HANG


def _limits(pid: int) -> str:
    return next(
        line for line in Path(f"/proc/{pid}/limits").read_text().splitlines() if "cpu" in line
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_cpu_limit_is_the_seconds_rounded_up() -> None:
    child = subprocess.Popen(["sleep", "30"], preexec_fn=bounded_child(12.5))
    try:
        assert _limits(child.pid).split()[3:5] == ["13", "18"]  # soft; hard 5 s later
    finally:
        child.kill()
        child.wait()


def test_a_child_that_spins_is_stopped_by_its_cpu_limit() -> None:
    spin = [sys.executable, "-c", "while True: pass"]
    child = subprocess.run(spin, preexec_fn=bounded_child(0.5), check=False, timeout=HANG)
    assert child.returncode < 0  # SIGXCPU (or SIGKILL at the hard limit)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a parent-death signal")
def test_a_child_dies_with_the_thread_that_started_it() -> None:
    started: list[subprocess.Popen[bytes]] = []

    def start() -> None:
        started.append(subprocess.Popen(["sleep", "30"], preexec_fn=bounded_child(60)))

    thread = threading.Thread(target=start)
    thread.start()
    thread.join()  # the thread has ended: the kernel sends the child SIGKILL
    child = started[0]
    deadline = time.monotonic() + HANG
    while child.poll() is None:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert child.returncode == -9
