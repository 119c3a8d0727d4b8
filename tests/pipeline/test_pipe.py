"""The body reaches an early run's TeX through its pipe, or the run is given up."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from cvgen.pipeline.pipe import send_body, wait_for
from tests.conftest import HANG


def test_the_body_arrives_after_a_byte_order_mark(tmp_path: Path) -> None:
    pipe = tmp_path / "body"
    os.mkfifo(pipe)
    reader = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import sys; sys.stdout.buffer.write(open({str(pipe)!r}, 'rb').read())",
        ],
        stdout=subprocess.PIPE,
    )
    assert send_body(pipe, reader, time.monotonic() + HANG, "\\section{Ré}\n")
    out, _ = reader.communicate(timeout=HANG)
    assert out == "\ufeff\\section{Ré}\n".encode()


def test_a_reader_that_ended_or_a_deadline_gives_up(tmp_path: Path) -> None:
    pipe = tmp_path / "body"
    os.mkfifo(pipe)
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    assert not send_body(pipe, ended, time.monotonic() + HANG, "x")
    waiting = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        assert not send_body(pipe, waiting, time.monotonic() + 0.2, "x")  # it never opens the pipe
        assert waiting.poll() is None  # alive: it was the deadline that gave up
    finally:
        waiting.kill()
        waiting.wait()


def test_a_process_that_ends_is_waited_for() -> None:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    assert wait_for(process, HANG) and process.returncode == 0


def test_a_process_past_its_time_is_killed() -> None:
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    assert not wait_for(process, 0.2)
    assert process.returncode is not None and process.returncode < 0  # killed, and reaped
