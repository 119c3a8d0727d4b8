"""XeLaTeX started early: on the standard preamble, while Python is still
loading, validating and rendering the CV; the body follows through a named pipe.

Loading the class and the fonts is most of a XeLaTeX run, even from cvgen's
format (:mod:`cvgen.tex.texformat`); importing cvgen's models and rendering
the CV take about 0.3 s. Started first, TeX does the one while Python does the
other, on the second core. :class:`EarlyCompiler` is the
:class:`~cvgen.tex.compile.Compiler` the CLI hands a one-CV build. A CV with
CJK text starts early too (xeCJK and its fonts follow the standard preamble,
in the body); one that needs another preamble (Greek or Cyrillic text, whose
italics are slanted upright faces) gets an ordinary run instead: the same PDF
either way.

The ``cvgen`` launcher (:mod:`cvgen.cli.launch`) calls :func:`launch` before
click, pydantic and Jinja2 load (this module imports only the standard library
and cvgen's stdlib-only modules). Rendering the standard preamble needs Jinja2,
so each early run keeps its preamble's text in the cache and the launcher
starts TeX on the last one; with none kept (a first build, or no cache), the
launcher renders it, Jinja2 and all, before click loads. The build takes that
run if its preamble is still the standard one, or starts its own
(:meth:`EarlyCompiler.start`).

What runs is always cvgen's own command and environment
(:mod:`cvgen.tex.xelatex`: no shell escape), with the class file from
cvgen's template folder. The cache gives the preamble's text and nothing else,
and a run whose preamble or class is not the document's never makes a PDF: a
stale cache costs time, never a wrong PDF.

TeX reads the body with the primitive ``\\@@input`` (LaTeX's ``\\input`` would
open the pipe twice, to test that it exists), and the body starts with a
byte-order mark: XeTeX reads the first bytes of a file to look for one and
cannot put them back on a pipe. Without named pipes (no ``os.mkfifo``, as on
Windows) nothing starts early.

A cvgen killed while its early run waits for the body takes the run with it
(:func:`~cvgen.tex.xelatex.tex_preexec`; elsewhere than on Linux, the next
cvgen ends it), and the next cvgen removes its folder
(:mod:`cvgen.tex.scratch`).
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen import __version__
from cvgen.pipeline.pipe import send_body, wait_for
from cvgen.support import cache
from cvgen.support.defaults import DEFAULT_CLASS, TEX_TIMEOUT
from cvgen.support.resources import template_dir
from cvgen.tex import texformat, xelatex
from cvgen.tex.scratch import PIPE, clean_once, make_folder, remove_folder
from cvgen.tex.texruns import Interrupted, start_tex, stop_tex

if TYPE_CHECKING:  # what the build's side needs is imported there: the launcher's path stays short
    from cvgen.tex.compile import CompiledPdf, TexDocument

MAIN = "cv.tex"
_CACHED = ("early", f"preamble-{__version__}.tex")  # the last early run's preamble


@dataclass(frozen=True)
class EarlyRun:
    """XeLaTeX in ``folder``: it has read ``preamble`` and waits for the body."""

    folder: Path
    process: subprocess.Popen[bytes]
    preamble: str
    started: float  # time.monotonic()
    fmt: Path | None = None  # cvgen's format it started from, if any
    cpu_seconds: float = TEX_TIMEOUT  # the CPU time it may use

    def stop(self) -> None:
        """Stop the run if it is still going and remove its folder (safe to repeat)."""
        stop_tex(self.process)
        remove_folder(self.folder)


def start_run(preamble: str, cpu_seconds: float = TEX_TIMEOUT) -> EarlyRun | None:
    """XeLaTeX on ``MAIN``: ``preamble``, then the body read from a named pipe;
    None when it cannot be started (no named pipes, no TeX). Called from the
    main thread (TeX dies with it, :func:`~cvgen.tex.xelatex.tex_preexec`),
    with the CPU time TeX may use: the build's ``--tex-timeout``."""
    if not hasattr(os, "mkfifo"):
        return None
    engine = xelatex.find_tex_engine()
    if engine is None:  # the ordinary run says how to install it
        return None
    try:
        folder = make_folder("warm")
    except OSError:
        return None
    fmt = texformat.usable_format(template_dir() / DEFAULT_CLASS)
    try:
        # the default theme's class: a CV in another theme gets an ordinary run
        shutil.copyfile(template_dir() / DEFAULT_CLASS, folder / DEFAULT_CLASS.name)
        os.mkfifo(folder / PIPE)
        main = preamble + f"\\csname @@input\\endcsname {PIPE}\n"
        (folder / MAIN).write_text(main, encoding="utf-8")
        with (folder / "tex.out").open("wb") as out:  # a file: a pipe could fill and stall TeX
            process = start_tex(
                xelatex.tex_command(engine, MAIN, fmt),
                cwd=folder,
                env=xelatex.tex_process_environment(xelatex.TEX_EPOCH),
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                # the main thread's: it lives as long as cvgen
                preexec=xelatex.tex_preexec(cpu_seconds),
            )
    except (OSError, subprocess.SubprocessError, Interrupted):
        remove_folder(folder)
        return None
    return EarlyRun(folder, process, preamble, time.monotonic(), fmt, cpu_seconds)


_launched: EarlyRun | None = None


def launch(cpu_seconds: float | None = None) -> None:
    """For the launcher: XeLaTeX on the last early run's preamble, or, when the
    cache has none (a first build, or no cache), on the standard preamble
    rendered now; the run is stopped at exit unless :func:`take_launched` takes
    it. ``cpu_seconds``: the build's ``--tex-timeout`` (None: the default)."""
    global _launched
    cpu_seconds = TEX_TIMEOUT if cpu_seconds is None else cpu_seconds
    if not hasattr(os, "mkfifo"):  # no named pipes (Windows): nothing starts early
        return
    if (cached := cache.read(*_CACHED)) is not None:  # a damaged one is only stale
        _launched = start_run(cached.decode("utf-8", "replace"), cpu_seconds)
    elif (preamble := _standard_preamble()) and (_launched := start_run(preamble, cpu_seconds)):
        # Jinja2 loads here, not after click: the build would load it anyway
        cache.write(*_CACHED, preamble.encode("utf-8"))
    if _launched is not None:
        atexit.register(_launched.stop)


def _standard_preamble() -> str | None:
    """The standard preamble (Jinja2); None when the templates or fonts are
    broken: the ordinary run then says what is wrong."""
    from cvgen.render.latex.document import standard_preamble

    try:
        return standard_preamble()
    except Exception:
        return None


def take_launched() -> EarlyRun | None:
    """The run :func:`launch` started, if any (once)."""
    global _launched
    launched, _launched = _launched, None
    return launched


def stop_launched() -> None:
    """Stop the run :func:`launch` started, if any: the command does not need it."""
    if (launched := take_launched()) is not None:
        launched.stop()


class EarlyCompiler:
    """A :class:`~cvgen.tex.compile.Compiler` holding one early run: the first
    document compiled goes to it if the run started on that document's preamble
    and class; any other document (and that one, if not) gets an ordinary run."""

    def __init__(self, run: EarlyRun | None, timeout: float = TEX_TIMEOUT) -> None:
        self._run = run  # the launcher's (unchecked: a rendered CV needs no Jinja2), or one started
        self._timeout = timeout  # the build's: what a run started here may use in CPU time
        self._lock = threading.Lock()  # the builds of a batch share a compiler

    @classmethod
    def start(cls) -> EarlyCompiler:
        compiler = cls(take_launched())
        compiler.check()
        return compiler

    def check(self) -> None:
        """Keep the run if its preamble is still the standard one (else stop it),
        or start one now on the standard preamble, whose text the cache then
        keeps for the launcher."""
        with self._lock:
            launched, self._run = self._run, None
        clean_once()  # what killed cvgens left (here: TeX is already running)
        preamble = _standard_preamble()
        run = launched if launched and launched.preamble == preamble else None
        if launched is not None and run is None:
            launched.stop()
        started = start_run(preamble, self._timeout) if run is None and preamble else None
        if started is not None:
            run = started
            cache.write(*_CACHED, run.preamble.encode("utf-8"))  # for the next launcher
        with self._lock:
            self._run = run

    def compile(self, document: TexDocument, *, keep: Path | None, timeout: float) -> CompiledPdf:
        from cvgen.tex.compile import ORDINARY
        from cvgen.tex.formatmaker import request_format

        with self._lock:
            run, self._run = self._run, None
        if run is not None and run.cpu_seconds < timeout:  # started for a shorter timeout
            run.stop()
            run = None
        if run is None or (compiled := _finish(run, document, keep, timeout)) is None:
            return ORDINARY.compile(document, keep=keep, timeout=timeout)
        if run.fmt is None:  # made beside this build, for the next
            request_format(template_dir() / DEFAULT_CLASS)
        return compiled

    def close(self) -> None:
        """Stop the early run if no document took it."""
        with self._lock:
            run, self._run = self._run, None
        if run is not None:
            run.stop()


def _finish(
    run: EarlyRun, document: TexDocument, keep: Path | None, timeout: float
) -> CompiledPdf | None:
    """The compiled PDF of ``document``; None when it needs another preamble
    or class than the run's, or TeX ended before reading the body. The run is
    stopped and its folder removed in every case."""
    from cvgen.render.latex.document import BODY_MARKER
    from cvgen.tex.compile import collect_pdf, timeout_error, write_data_files

    try:
        head, marker, body = document.source.partition(BODY_MARKER)
        same = marker and head == run.preamble and _same_support(run, document)
        if same:  # the photo, before TeX reads the body that includes it
            write_data_files(document, run.folder, sync=False)
        if not (same and send_body(run.folder / PIPE, run.process, run.started + timeout, body)):
            return None
        if not wait_for(run.process, max(0.1, timeout - (time.monotonic() - run.started))):
            raise timeout_error(timeout)
        stdout = (run.folder / "tex.out").read_bytes()
        return collect_pdf(run.folder, run.process.returncode, stdout, keep)
    finally:
        run.stop()


def _same_support(run: EarlyRun, document: TexDocument) -> bool:
    """Whether the run's folder has the document's class files, byte for byte."""
    try:
        return all(
            (run.folder / f.name).read_bytes() == f.read_bytes() for f in document.support_files
        )
    except OSError:
        return False
