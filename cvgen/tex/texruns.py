"""The XeLaTeX runs a cvgen has going, and how Ctrl-C stops them.

Every XeLaTeX cvgen starts (:func:`start_tex`) runs in a session of its own, so
the terminal's Ctrl-C, which signals the whole foreground process group,
reaches cvgen alone: not TeX, nor the xdvipdfmx TeX runs, whose death a build
would report as a failed TeX run (keeping its log as ``cvgen-last-error.log``)
while the command is being interrupted. cvgen stops its runs itself: the
thread that waits for a run stops it if that thread is interrupted
(:func:`stop_tex`), and a batch whose main thread is interrupted while its
threads wait calls :func:`stop_all`, which sets :data:`cancelled`: a run that
then ends is an interruption, never a TeX error, and no new run starts until
the next batch clears it. Killed from outside, cvgen still takes TeX with it
(the parent-death signal of :func:`cvgen.tex.xelatex.tex_preexec`).

Standard library only: the launcher starts the early run with it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
from collections.abc import Callable, Iterator
from typing import Any

#: Set when the command is interrupted: running XeLaTeX runs are stopped, no
#: new one starts, and builds still running write nothing (cvgen.pipeline.outcome).
cancelled = threading.Event()

_lock = threading.Lock()
_running: set[subprocess.Popen[bytes]] = set()


class Interrupted(Exception):
    """A run asked for after :func:`stop_all`: the command is being interrupted."""


def start_tex(
    command: list[str], *, preexec: Callable[[], None] | None = None, **popen: Any
) -> subprocess.Popen[bytes]:
    """``Popen(command, **popen)`` in a session of its own, ``preexec`` run in
    the child; :class:`Interrupted` once :func:`stop_all` was called."""
    with _lock:
        if cancelled.is_set():
            raise Interrupted
        with _sigint_blocked():
            process: subprocess.Popen[bytes] = subprocess.Popen(
                command, start_new_session=True, preexec_fn=_child(preexec), **popen
            )
        _running.add(process)
    return process


def stop_tex(process: subprocess.Popen[bytes]) -> None:
    """Kill ``process`` and what it started (xdvipdfmx) if it is still running,
    and wait for it. Safe to repeat."""
    with _lock:
        _running.discard(process)
    kill(process)
    process.wait()


def kill(process: subprocess.Popen[bytes]) -> None:
    """Kill ``process``, and its process group when it leads one (a run of
    :func:`start_tex`: with the xdvipdfmx it runs), unless it has ended and
    been waited for (its number may then be another process's)."""
    if process.returncode is not None or process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        if hasattr(os, "killpg") and os.getpgid(process.pid) == process.pid:
            os.killpg(process.pid, signal.SIGKILL)
        else:
            process.kill()


def stop_all() -> None:
    """Ctrl-C: set :data:`cancelled` and kill every run still going (their
    threads then see them end, as interrupted)."""
    cancelled.set()
    with _lock:
        running = list(_running)
    for process in running:
        kill(process)


@contextlib.contextmanager
def _sigint_blocked() -> Iterator[None]:
    """SIGINT held back from this thread while it forks: between the fork and
    its new session, the child is still in the terminal's process group, and
    a Ctrl-C there would raise in the Python code the child runs before exec
    (a traceback on the terminal). The child unblocks it (:func:`_child`);
    this thread gets it, if it came, once the fork is done."""
    if not hasattr(signal, "pthread_sigmask"):  # Windows: no fork
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _child(then: Callable[[], None] | None) -> Callable[[], None] | None:
    """The child's ``preexec_fn``: in its new session, drop a Ctrl-C that came
    between the fork and ``setsid`` (ignoring a signal discards it), let SIGINT
    through again for TeX, then ``then``."""
    if not hasattr(signal, "pthread_sigmask"):
        return then

    def run() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        if then is not None:
            then()

    return run
