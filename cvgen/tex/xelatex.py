"""How cvgen runs XeLaTeX: the program, its command line, its environment.

Every run gets them from here, made from code and never read from a file:
the ordinary one (:mod:`cvgen.tex.compile`) and the one started early
(:mod:`cvgen.pipeline.early`). No shell escape, no file access outside the run's
folder, fixed dates. Standard library only, and little of it: the ``cvgen``
launcher starts XeLaTeX with this module before click, pydantic and Jinja2
load, and each module imported first delays TeX.

No XeLaTeX outlives the cvgen that started it (:func:`tex_preexec`): on Linux
the kernel kills it when cvgen ends, however it ends (``kill -9`` included);
and none runs longer than its timeout in CPU time, even one nobody waits for.

Other systems: TeX Live on macOS (MacTeX) and MiKTeX or TeX Live on Windows
are found on ``PATH``, else in the folders their installers use
(:func:`tex_folders`: a program started from the macOS Finder or Dock has no
``/Library/TeX/texbin`` on its ``PATH``). The command line is the same
everywhere: MiKTeX's XeLaTeX takes these options too. The ``openin_any``,
``openout_any`` and ``shell_escape`` variables are TeX Live's (kpathsea's);
MiKTeX ignores them and keeps its own settings: ``-no-shell-escape`` turns
shell commands off there too, and by default it refuses to write to an
absolute path (``[Core]AllowUnsafeOutputFiles``), but it lets TeX read files
outside the run's folder. No user text reaches TeX unescaped, so no CV can
ask it to read one.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from cvgen.support.children import bounded_child
from cvgen.support.defaults import TEX_TIMEOUT  # a run's wall-clock and CPU-time limit

TEX_ENGINE = "xelatex"
# Every run uses the same SOURCE_DATE_EPOCH: the PDF's bytes then depend on its
# content only (the version date is stamped afterwards), and a run can start
# before the version date is known (cvgen/pipeline/early.py).
TEX_EPOCH = 946684800  # 2000-01-01
INTERRUPTION = r"^(!|\S+:\d+:) Interruption\.$"  # a log's line when TeX's run got a Ctrl-C


def find_tex_engine() -> str | None:
    """The XeLaTeX program's path; None when it is not installed."""
    return find_tex_program(TEX_ENGINE)


def find_tex_program(name: str) -> str | None:
    """A TeX program (``xelatex``, ``kpsewhich``) on ``PATH``, else in the
    folders TeX's installers use on this system; None when it is in neither."""
    found = shutil.which(name)
    for folder in () if found else tex_folders():
        if found := shutil.which(name, path=str(folder)):
            break
    return found


def tex_folders(platform: str | None = None, env: Mapping[str, str] | None = None) -> list[Path]:
    """Where TeX's programs are when they are not on ``PATH`` (on ``platform``,
    a ``sys.platform`` value, with ``env`` the environment): those of
    :func:`installer_folders` that exist."""
    return [folder for folder in installer_folders(platform, env) if folder.is_dir()]


def installer_folders(
    platform: str | None = None, env: Mapping[str, str] | None = None
) -> list[Path]:
    """Where TeX's installers put its programs, in the order to look: none on
    Linux, where the packages put them in ``/usr/bin``."""
    platform = sys.platform if platform is None else platform
    env = os.environ if env is None else env
    if platform == "darwin":  # MacTeX's link to its TeX Live; Homebrew's texlive
        return [Path("/Library/TeX/texbin"), Path("/opt/homebrew/bin"), Path("/usr/local/bin")]
    if platform != "win32":
        return []
    folders = [  # MiKTeX for one user, for all users; TeX Live's newest year
        Path(env[var], *below, "MiKTeX", "miktex", "bin", "x64")
        for var, below in (("LOCALAPPDATA", ("Programs",)), ("ProgramFiles", ()))
        if env.get(var)
    ]
    texlive = Path(env.get("SystemDrive", "C:") + "\\", "texlive")
    return folders + sorted(texlive.glob("*/bin/windows"), reverse=True)


def install_hint() -> str:
    """The command that installs TeX with XeLaTeX on this system."""
    from cvgen.support.system import installer  # only when TeX is missing

    return str(installer().tex)


def tex_command(engine: str, main: str, fmt: Path | None = None) -> list[str]:
    """The XeLaTeX command line for ``main`` (in the working folder): one
    pass, no shell escape, stopping at the first error without asking;
    ``fmt``: cvgen's format to start from (:mod:`cvgen.tex.texformat`)."""
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
    # XeTeX starts xdvipdfmx by its name: TeX's folder goes on PATH if it is not
    # there (tex_folders: none on Linux, so the launcher's path pays nothing)
    folders = tex_folders()
    if folders and shutil.which(TEX_ENGINE) is None and (engine := find_tex_engine()):
        env["PATH"] = os.pathsep.join((str(Path(engine).parent), env.get("PATH", "")))
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


def tex_preexec(cpu_seconds: float = TEX_TIMEOUT) -> Callable[[], None]:
    """For ``Popen(preexec_fn=...)``: the TeX process dies with the thread that
    starts it (on Linux, a parent-death signal: so a cvgen killed from outside,
    ``kill -9`` included, takes its TeX with it) and may use ``cpu_seconds`` of
    CPU time (:func:`cvgen.support.children.bounded_child`). Every caller
    starts TeX from a thread that outlives it: the main thread (the early run),
    or a thread that waits for TeX to end (the ordinary run). Other systems have
    no such signal: there cvgen stops TeX at any exit it sees (Ctrl-C, SIGTERM,
    an error), and a later cvgen ends an orphaned early run by closing its pipe
    (:mod:`cvgen.tex.scratch`)."""
    return bounded_child(cpu_seconds)
