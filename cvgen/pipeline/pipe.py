"""The body of an early run's document, written into the named pipe its TeX
reads (:mod:`cvgen.pipeline.early`), and the wait for that TeX to end. Standard
library only."""

from __future__ import annotations

import errno
import os
import subprocess
import threading
import time
from pathlib import Path

from cvgen.tex import texruns


def send_body(pipe: Path, process: subprocess.Popen[bytes], deadline: float, body: str) -> bool:
    """Write ``body`` into ``pipe`` once TeX opens it (it may still be loading
    fonts), after a byte-order mark (XeTeX reads the first bytes of a file to
    look for one and cannot put them back on a pipe); False if TeX ended or
    failed before that, or ``deadline`` (``time.monotonic()``) passed."""
    while True:
        try:
            fd = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
            break
        except OSError as exc:
            if exc.errno != errno.ENXIO:  # ENXIO: no reader yet
                return False
        if process.poll() is not None or time.monotonic() > deadline:
            return False
        time.sleep(0.002)
    os.set_blocking(fd, True)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(("\ufeff" + body).encode("utf-8"))
    except BrokenPipeError:  # TeX stopped reading at an error: its log says which
        pass
    return True


def wait_for(process: subprocess.Popen[bytes], seconds: float) -> bool:
    """Wait until ``process`` ends, killing it after ``seconds``; True when it
    ended by itself. ``Popen.wait(timeout)`` would poll, sleeping up to 50 ms
    between looks: that much time lost after TeX is done. Here the wait
    blocks, and a timer does the killing."""
    killed = threading.Event()

    def kill() -> None:
        killed.set()
        texruns.kill(process)  # and the xdvipdfmx it runs

    timer = threading.Timer(max(0.0, seconds), kill)
    timer.daemon = True
    timer.start()
    try:
        process.wait()
    finally:
        timer.cancel()
    return not killed.is_set()
