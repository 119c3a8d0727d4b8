"""How cvgen runs XeLaTeX: the program, its command line, its environment.

Every run gets them from here, made from code and never read from a file:
the ordinary one (:mod:`cvgen.render.compile`) and the one started early
(:mod:`cvgen.build.early`). No shell escape, no file access outside the run's
folder, fixed dates. Standard library only, and little of it: the ``cvgen``
launcher starts XeLaTeX with this module before click, pydantic and Jinja2
load, and each module imported first delays TeX.

No XeLaTeX outlives the cvgen that started it (:func:`tex_preexec`): on Linux
the kernel kills it when cvgen ends, however it ends (``kill -9`` included).
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

TEX_ENGINE = "xelatex"
INSTALL_HINT = "sudo apt-get install texlive-xetex texlive-latex-recommended texlive-plain-generic"
# Every run uses the same SOURCE_DATE_EPOCH: the PDF's bytes then depend on its
# content only (the version date is stamped afterwards), and a run can start
# before the version date is known (cvgen/build/early.py).
TEX_EPOCH = 946684800  # 2000-01-01


def find_tex_engine() -> str | None:
    """The XeLaTeX program's path; None when it is not installed."""
    return shutil.which(TEX_ENGINE)


def tex_command(engine: str, main: str, fmt: Path | None = None) -> list[str]:
    """The XeLaTeX command line for ``main`` (in the working folder): one
    pass, no shell escape, stopping at the first error without asking;
    ``fmt``: cvgen's format to start from (:mod:`cvgen.render.texformat`)."""
    return [
        engine,
        *([f"-fmt={fmt}"] if fmt is not None else []),
        "-no-shell-escape",
        "-halt-on-error",
        "-interaction=nonstopmode",
        "-file-line-error",
        main,
    ]


def tex_process_environment(epoch: int) -> dict[str, str]:
    """The environment XeLaTeX runs in: this process's, made reproducible
    (fixed dates and IDs) and paranoid (no file access outside the run's
    folder, no shell escape even if a command line asked for it)."""
    env = dict(os.environ)
    env.update(
        SOURCE_DATE_EPOCH=str(epoch),
        FORCE_SOURCE_DATE="1",
        openin_any="p",
        openout_any="p",
        shell_escape="f",
        max_print_line="1000",
        MKTEXFMT="0",  # a format that is not there is not made behind cvgen's back
    )
    return env


_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>
_SIGKILL = 9


def tex_preexec() -> Callable[[], None] | None:
    """For ``Popen(preexec_fn=...)``: on Linux, the TeX process gets SIGKILL
    when the thread that started it ends (a parent-death signal), so a cvgen
    killed from outside takes its TeX with it; None elsewhere or if libc has
    no ``prctl``. Every caller starts TeX from a thread that outlives it: the
    main thread (the early run), or a thread that waits for TeX to end (the
    ordinary run). Other systems have no such signal: there cvgen stops TeX
    at any exit it sees (Ctrl-C, SIGTERM, an error), and a later cvgen ends an
    orphaned early run by closing its pipe (:mod:`cvgen.render.scratch`)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes  # 3 ms, here only: the launcher pays it only when it starts TeX

        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (ImportError, OSError, AttributeError):
        return None
    option, signal_number = ctypes.c_int(_PR_SET_PDEATHSIG), ctypes.c_ulong(_SIGKILL)
    parent = os.getpid()

    def die_with_parent() -> None:  # runs in the child, between fork and exec
        prctl(option, signal_number)
        if os.getppid() != parent:  # cvgen ended before prctl: the signal never comes
            os._exit(1)

    return die_with_parent
