"""Compile LaTeX to PDF with XeLaTeX in a scratch folder, never with shell escape.

A build is handed a :class:`Compiler`: :data:`ORDINARY` runs XeLaTeX when the
document is ready; :class:`cvgen.pipeline.early.EarlyCompiler` starts it sooner.
Both run the command and environment of :mod:`cvgen.tex.xelatex`.
"""

from __future__ import annotations

import errno
import re
import signal
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Protocol

from cvgen.errors import CvgenError, TexError, ToolMissingError, display_path
from cvgen.support.defaults import CLASS_FILE, TEX_TIMEOUT
from cvgen.support.files import refusals, refused, remove_tree, write_atomically
from cvgen.support.names import check_name
from cvgen.tex.scratch import clean_once, make_folder
from cvgen.tex.texruns import Interrupted, cancelled, start_tex, stop_tex
from cvgen.tex.xelatex import (
    INTERRUPTION,
    find_tex_engine,
    install_hint,
    tex_command,
    tex_preexec,
    tex_process_environment,
)
from cvgen.tex.xelatex import TEX_ENGINE as TEX_ENGINE  # also part of this module's interface
from cvgen.tex.xelatex import TEX_EPOCH as TEX_EPOCH

_INTERRUPTED = re.compile(INTERRUPTION, re.MULTILINE)
_TOO_LARGE = getattr(signal, "SIGXFSZ", None)  # TeX killed writing past the file-size limit
_MISSING_CHAR = re.compile(r"Missing character: There is no (.) \(U\+([0-9A-F]+)\)")


@dataclass(frozen=True)
class CompiledPdf:
    pdf: bytes
    missing_characters: tuple[str, ...]  # characters no loaded font has
    pages: int | None = None  # as the log says; None if it does not
    # how full the last page is, 0-1, as the theme's class logs it (None if it does not)
    last_page_fill: float | None = None


_PAGES = re.compile(r"^Output written on \S+ \((\d+) pages?\)", re.MULTILINE)
# every built-in class writes it at \end{document}: the last page's \pagetotal and \pagegoal
_FILL = re.compile(r"^cvgen: last page ([\d.]+)pt of ([\d.]+)pt", re.MULTILINE)


@dataclass(frozen=True)
class Origin:
    """Lines of the ``.tex`` that a theme's file holds as it is written (its
    ``style.tex``): line ``first`` of the ``.tex`` is the file's line 1."""

    first: int
    count: int
    file: Path


@dataclass(frozen=True)
class TexDocument:
    """The LaTeX of one CV and the files it needs beside it."""

    engine: ClassVar[str] = TEX_ENGINE
    source: str
    support_files: tuple[Path, ...]  # copied next to the .tex (the class)
    font_files: tuple[Path, ...] = ()  # loaded by absolute path
    origins: tuple[Origin, ...] = ()  # a TeX error on these lines is the theme file's
    # written next to the .tex under cvgen's own names (the photo: cvgen-photo.jpg)
    data_files: tuple[tuple[str, bytes], ...] = ()

    def origin(self, name: str, line: int) -> tuple[Path, int] | None:
        """The theme file and line where TeX's ``name:line`` (``./cv.tex:34``,
        ``./cvgen.cls:12``) was written, if a theme's file holds it."""
        name = name.removeprefix("./")
        if name == CLASS_FILE:
            cls = next((f for f in self.support_files if f.name == CLASS_FILE), None)
            return (cls, line) if cls else None
        if name != "cv.tex":
            return None
        for origin in self.origins:
            if origin.first <= line < origin.first + origin.count:
                return origin.file, line - origin.first + 1
        return None


def write_tex_folder(document: TexDocument, folder: Path, stem: str, *, sync: bool = True) -> Path:
    """A self-contained folder that a plain ``xelatex MAIN.tex`` compiles
    (``sync=False``: a scratch folder, not kept after a crash)."""
    for support in document.support_files:
        data = support.read_bytes()
        write_atomically(folder / support.name, data, inside=folder, sync=sync)
    write_data_files(document, folder, sync=sync)
    main = folder / f"{stem}.tex"
    write_atomically(main, document.source.encode("utf-8"), inside=folder, sync=sync)
    return main


def write_data_files(document: TexDocument, folder: Path, *, sync: bool = True) -> None:
    """The document's files of cvgen's naming (the photo), beside the .tex."""
    for name, data in document.data_files:
        target = folder / check_name(name, "a file beside the .tex")
        write_atomically(target, data, inside=folder, sync=sync)


def compile_pdf(
    document: TexDocument, *, epoch: int, timeout: float = TEX_TIMEOUT, keep: Path | None = None
) -> CompiledPdf:
    """Run one XeLaTeX pass in a scratch folder and return the PDF's bytes.

    ``keep``: a folder to copy the log into when the run fails (for the user).
    """
    from cvgen.tex import formatmaker, texformat  # XeLaTeX's alone: a Typst build skips them

    engine = tex_engine()
    clean_once()  # what killed cvgens left
    with refusals(Path(tempfile.gettempdir())):  # a full or read-only TMPDIR: bad input
        folder = make_folder("run")  # named for this process: see cvgen/tex/scratch.py
    cls = class_file(document)
    fmt = texformat.usable_format(cls) if cls else None
    try:
        main = write_tex_folder(document, folder, "cv", sync=False)
        returncode, stdout = _run(engine, main.name, folder, epoch, timeout, fmt)
        if fmt is not None and returncode != 0 and cls:  # in doubt: an ordinary run decides
            returncode, stdout = _run(engine, main.name, folder, epoch, timeout, None)
            if returncode == 0:
                texformat.discard_format(cls, "a run with it failed, an ordinary run did not")
        elif fmt is None and cls:
            formatmaker.request_format(cls)  # made beside this build, for the next
        return collect_pdf(folder, returncode, stdout, keep, document)
    finally:
        remove_tree(folder, inside=folder.parent)


def _run(
    engine: str, main: str, folder: Path, epoch: int, timeout: float, fmt: Path | None
) -> tuple[int, bytes]:
    """One XeLaTeX pass on ``main`` in ``folder``: its exit status and output."""
    try:
        process = start_tex(
            tex_command(engine, main, fmt),
            cwd=folder,
            env=tex_process_environment(epoch),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            preexec=tex_preexec(timeout),  # this thread waits for TeX, so TeX may die with it
        )
    except Interrupted:
        raise interrupted_error() from None
    try:
        stdout, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        raise timeout_error(timeout) from None
    finally:
        stop_tex(process)  # interrupted (Ctrl-C in this thread) or too long: not left running
    return process.returncode, stdout


def class_file(document: TexDocument) -> Path | None:
    """The document's ``cvgen.cls`` (the one a format is made of), if it has one."""
    return next((f for f in document.support_files if f.name == CLASS_FILE), None)


class Compiler(Protocol):
    """What turns a build's LaTeX into a PDF (see :func:`cvgen.pipeline.engine.build_cv`)."""

    def compile(self, document: TexDocument, *, keep: Path | None, timeout: float) -> CompiledPdf:
        """The PDF of ``document``, or a :class:`TexError` (its log copied into
        ``keep`` when that is a folder)."""
        ...

    def close(self) -> None:
        """Let go of anything held for later (a TeX run started early); the
        compiler still compiles afterwards. Safe to repeat."""
        ...


@dataclass(frozen=True)
class OrdinaryCompiler:
    """XeLaTeX started once the document is complete: :func:`compile_pdf`."""

    epoch: int = TEX_EPOCH

    def compile(self, document: TexDocument, *, keep: Path | None, timeout: float) -> CompiledPdf:
        return compile_pdf(document, epoch=self.epoch, keep=keep, timeout=timeout)

    def close(self) -> None:
        pass


ORDINARY: Compiler = OrdinaryCompiler()


def tex_engine() -> str:
    engine = find_tex_engine()
    if engine is None:
        raise ToolMissingError(f"{TEX_ENGINE} is not installed (install it: {install_hint()})")
    return engine


def timeout_error(timeout: float) -> TexError:
    return TexError(
        f"{TEX_ENGINE} did not finish in {timeout:g} s and was stopped "
        "(a runaway document? try --tex-timeout with a larger value)"
    )


def interrupted_error() -> TexError:
    return TexError(f"{TEX_ENGINE} was interrupted")


def collect_pdf(
    folder: Path,
    returncode: int,
    stdout: bytes,
    keep: Path | None,
    document: TexDocument | None = None,
) -> CompiledPdf:
    """The PDF of a finished run in ``folder`` (main file ``cv.tex``), or the
    error that says why there is none (at the theme's file and line, when
    ``document`` says a theme's file holds the line TeX names)."""
    log_path = folder / "cv.log"
    log = log_path.read_text(encoding="utf-8", errors="replace") if log_path.exists() else ""
    pdf = folder / "cv.pdf"
    stopped = cancelled.is_set() or returncode in (-signal.SIGINT, -signal.SIGTERM)
    if stopped or _INTERRUPTED.search(log):  # cvgen's Ctrl-C, or someone's: no log to keep
        raise interrupted_error()
    if _TOO_LARGE and returncode in (-_TOO_LARGE, 128 + _TOO_LARGE):  # past the file-size limit
        raise refused(OSError(errno.EFBIG, "file too large"), pdf)
    if returncode != 0 or not pdf.exists():
        kept = _keep_log(log_path, keep)
        message = _failure_message(log, stdout.decode(errors="replace"), kept, document)
        if returncode < 0 or returncode > 128:  # killed by a signal
            number = -returncode if returncode < 0 else returncode - 128
            message = message.replace(
                f"{TEX_ENGINE} failed:",
                f"{TEX_ENGINE} crashed (signal {number}); this is a TeX bug, please "
                "report it with the log:",
                1,
            )
        raise TexError(message)
    data = pdf.read_bytes()
    if b"%%EOF" not in data[-64:]:  # the disk filled while TeX wrote: TeX did not notice
        raise refused(OSError(errno.ENOSPC, "incomplete"), pdf)
    missing = tuple(sorted({m.group(1) for m in _MISSING_CHAR.finditer(log)}))
    pages = _PAGES.search(log)
    fill = _FILL.search(log)
    last = float(fill.group(1)) / float(fill.group(2)) if fill and float(fill.group(2)) else None
    return CompiledPdf(data, missing, int(pages.group(1)) if pages else None, last)


def _keep_log(log: Path, keep: Path | None) -> Path | None:
    if keep is None or not log.exists():
        return None
    target = keep / "cvgen-last-error.log"
    try:
        write_atomically(target, log.read_bytes(), inside=keep)
    except (OSError, CvgenError):  # the TeX error matters more than where its log is
        return None
    return target


_FILE_LINE = re.compile(r"^(\S+\.\w+):(\d+): ")  # -file-line-error's FILE:LINE: message


def _failure_message(
    log: str, stdout: str, kept: Path | None, document: TexDocument | None = None
) -> str:
    text = log or stdout
    lines = text.splitlines()
    first = next(
        (i for i, line in enumerate(lines) if line.startswith("!") or _FILE_LINE.match(line)),
        None,
    )
    shown = lines[first : first + 8] if first is not None else []
    if document is not None:
        shown = [_in_theme(line, document) for line in shown]
    context = "\n".join("    " + line for line in shown)
    where = f"\n  full log: {kept}" if kept else ""
    return f"{TEX_ENGINE} failed:\n{context or '    (no error in the log)'}{where}"


def _in_theme(line: str, document: TexDocument) -> str:
    """TeX's ``./cv.tex:34: message`` as ``themes/lab/style.tex:3: message``
    when a theme's file holds that line (its ``style.tex``, its class)."""
    found = _FILE_LINE.match(line)
    origin = document.origin(found.group(1), int(found.group(2))) if found else None
    if found is None or origin is None:
        return line
    file, number = origin
    return f"{display_path(file)}:{number}: {line[found.end() :]}"
