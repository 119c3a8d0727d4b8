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

import os
import signal
import sys
from collections.abc import Callable

_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):  # no prctl: the caller's own timeout still ends TeX
        return
    # the parent may have died between fork and prctl: then nobody would signal us
    if os.getppid() == 1:
        os._exit(1)


def _limit_cpu(seconds: float) -> None:
    try:
        import resource
    except ImportError:  # Windows: the caller's timeout is the only limit
        return
    limit = max(1, int(seconds) + 1)
    try:
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 5))
    except (ValueError, OSError):
        return


def bounded_child(cpu_seconds: float, *, die_with_parent: bool = True) -> Callable[[], None]:
    """A ``preexec_fn`` that ties the child's life to cvgen's and limits its CPU
    time; ``die_with_parent=False``: the CPU limit only (a background job that
    is meant to outlive the command, :mod:`cvgen.render.texformat`'s maker)."""

    def start() -> None:
        if die_with_parent:
            _die_with_parent()
        _limit_cpu(cpu_seconds)

    return start
