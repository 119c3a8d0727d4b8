"""Child processes that cannot outlive cvgen: every XeLaTeX cvgen starts (the
early run, an ordinary compile, the format maker's) is started with
:func:`bounded_child` as its ``preexec_fn``.

On Linux the child asks the kernel for SIGKILL when the thread that started it
dies (``prctl(PR_SET_PDEATHSIG)``), so even ``kill -9`` of cvgen takes TeX
with it; everywhere with ``resource``, a CPU-time limit ends a TeX run that
loops. Only the standard library is imported: the launcher uses this before
anything else loads.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from collections.abc import Callable

_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def _die_with_parent() -> Callable[[], None] | None:
    """For the child: ask for SIGKILL when the thread that started it dies;
    None where there is no ``prctl`` (not Linux). ``ctypes`` and ``prctl`` are
    looked up here, in the parent: a child of a threaded process must not
    import between fork and exec (another thread may hold the import lock)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (ImportError, OSError, AttributeError):  # the caller's own timeout still ends TeX
        return None
    option, signal_number = ctypes.c_int(_PR_SET_PDEATHSIG), ctypes.c_ulong(signal.SIGKILL)
    parent = os.getpid()

    def ask() -> None:
        prctl(option, signal_number, 0, 0, 0)
        # the parent may have died between fork and prctl: then nobody would
        # signal us (our parent is now init or a subreaper, not 1 in a container)
        if os.getppid() != parent:
            os._exit(1)

    return ask


def _limit_cpu(seconds: float) -> None:
    try:
        import resource  # already loaded by the parent (bounded_child): no import after fork
    except ImportError:  # Windows: the caller's timeout is the only limit
        return
    limit = max(1, int(seconds) + 1)
    try:
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 5))
    except (ValueError, OSError):
        return


def bounded_child(cpu_seconds: float, *, die_with_parent: bool = True) -> Callable[[], None]:
    """A ``preexec_fn`` that ties the child's life to cvgen's and limits its CPU
    time to ``cpu_seconds`` (then SIGXCPU, and SIGKILL 5 s later);
    ``die_with_parent=False``: the CPU limit only (a background job that is
    meant to outlive the command, :mod:`cvgen.tex.texformat`'s maker).

    Call it in the thread that starts the child and outlives it (the kernel's
    parent-death signal follows the thread, not the process)."""
    with contextlib.suppress(ImportError):
        import resource  # noqa: F401  # loaded now, in the parent (see _limit_cpu)
    ask = _die_with_parent() if die_with_parent else None

    def start() -> None:
        if ask is not None:
            ask()
        _limit_cpu(cpu_seconds)

    return start


def usable_cores() -> int:
    """The cores this process may run on (``taskset`` may leave it one of the
    machine's): what decides whether work beside TeX or Typst pays."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1
