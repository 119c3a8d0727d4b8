"""Compile Typst to PDF in-process (the ``typst`` wheel), in a scratch root.

The compiler's root is a scratch folder holding only the generated ``cv.typ``,
the theme's ``cvgen.typ`` and those of the themes it extends (:func:`root_files`),
and the photo under cvgen's name (:class:`TypstDocument`): ``read()``,
``image()``, ``#import`` and ``#include`` resolve inside it, so a template
reaches no other file. Fonts come by folder from cvgen's own search path (the
PyPI font packages, the CJK and symbol fonts), never from the system's font
list, and no package is fetched (``@preview/...`` imports fail): the same input
gives the same bytes on any machine. The PDF's creation date is fixed; the
stamp (:mod:`cvgen.typst.stamp`) writes the CV's own dates.

:class:`TypstCompiler` has the shape of :class:`cvgen.tex.compile.Compiler`.
"""

from __future__ import annotations

import re
import shlex
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from cvgen.errors import TexError, display_path
from cvgen.support.defaults import TYPST_FILE
from cvgen.support.files import refusals, remove_tree, write_atomically
from cvgen.support.names import check_name
from cvgen.tex.fontfacts import font_facts
from cvgen.tex.scratch import clean_once, make_folder
from cvgen.tex.xelatex import TEX_EPOCH

if TYPE_CHECKING:
    import typst

    from cvgen.tex.compile import CompiledPdf  # imported after the compile (see compile_typst)

ENGINE = "typst"
MAIN = "cv.typ"
THEME = TYPST_FILE  # the theme's file, which cv.typ imports
# what a diagnostic says first: ``┌─ cv.typ:12:5``
_WHERE = re.compile(r"┌─ (\S+?):(\d+):(\d+)")
LOOK_INPUT = "cvgen-look"  # the theme's sys.inputs key for the CV's fixed look
_LOOK_LINE = "// cvgen-look: "  # cv.typ.j2's second line


@dataclass(frozen=True)
class TypstDocument:
    """The Typst source of one CV and the files it needs beside it."""

    engine: ClassVar[str] = ENGINE
    source: str
    # the theme's cvgen.typ, then those of the themes it extends (root_files)
    support_files: tuple[Path, ...]
    font_files: tuple[Path, ...] = ()  # the faces the compiler may use, and no other
    text: str = ""  # the CV's text, whose characters no font has are told (missing_characters)
    # files written into the root under cvgen's fixed names (the photo: cvgen.sources.photo)
    data_files: tuple[tuple[str, bytes], ...] = ()


def typst_available() -> str | None:
    """The version of the ``typst`` package, or None when it is not installed."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("typst")
    except PackageNotFoundError:
        return None


@lru_cache(maxsize=8)
def _fonts(files: tuple[Path, ...]) -> typst.Fonts:
    """Exactly the faces ``files`` (read once a process: the scan costs time).
    Typst reads fonts by folder, and a font package's folder holds more (Source
    Serif Pro's ``.ttf`` twins, whose text layer loses letters), so the faces
    are linked into a scratch folder of their own."""
    import typst

    folder = make_folder("run")  # a later cvgen removes it once this process has ended
    for index, file in enumerate(files):
        (folder / f"{index:03d}-{file.name}").symlink_to(file.resolve())
    return typst.Fonts(
        include_system_fonts=False, include_embedded_fonts=False, font_paths=[str(folder)]
    )


def compile_typst(
    document: TypstDocument, *, keep: Path | None = None, fill: bool = True
) -> CompiledPdf:
    """The PDF of ``document``, or a :class:`TexError` naming the file and line
    Typst stopped at (the theme's ``cvgen.typ``, or ``cv.typ``, kept in
    ``keep`` as ``cvgen-last-error.typ``); ``fill``: whether to ask how full its
    last page is (:func:`last_page_fill`, a page budget's question: a query
    costs a tenth of a compile)."""
    import threading

    import typst

    # what ended cvgens left in the temporary folder, looked through beside the
    # compile (Typst lets go of the GIL) rather than before it: a folder with
    # hundreds of them takes 0.1 s, which XeLaTeX's early run hides as well
    cleaning = threading.Thread(target=clean_once, daemon=True)
    cleaning.start()
    with refusals(Path(tempfile.gettempdir())):
        folder = make_folder("run")  # cleaned like XeLaTeX's, should cvgen be killed
    try:
        for name, data in root_files(document):
            write_atomically(folder / name, data, inside=folder, sync=False)
        for name, data in document.data_files:
            write_atomically(folder / name, data, inside=folder, sync=False)
        main = folder / MAIN
        write_atomically(main, document.source.encode(), inside=folder, sync=False)
        compiler = typst.Compiler(
            root=str(folder),
            font_paths=_fonts(tuple(sorted(set(document.font_files)))),
            ignore_system_fonts=True,
            package_path=str(folder),
            package_cache_path=str(folder),
        )
        try:
            pdf = compiler.compile(
                str(main),
                format="pdf",
                timestamp=TEX_EPOCH,
                pdf_tags=False,
                sys_inputs=typst_inputs(document),
            )
        except typst.TypstError as error:
            raise TexError(failure_message(error, document, folder, keep)) from None
        full = last_page_fill(compiler) if fill else None
    finally:
        remove_tree(folder, inside=folder.parent)
        cleaning.join()
    if not isinstance(pdf, bytes):  # one file, never a page per file
        raise TypeError(f"typst returned {type(pdf).__name__}")
    missing = missing_characters(document.text, document.font_files)
    # after the compile: an early one (cvgen/pipeline/earlytypst.py) starts sooner
    from cvgen.tex.compile import CompiledPdf
    from cvgen.typst.stamp import UnexpectedPdf, page_count

    try:  # counted in Typst's bytes: pypdf need not be loaded to count them
        pages: int | None = page_count(pdf)
    except UnexpectedPdf:
        pages = None
    return CompiledPdf(pdf, missing, pages, full)


def typst_inputs(document: TypstDocument) -> dict[str, str]:
    """The ``sys.inputs`` of ``document``'s compile: the CV's accent, scale and
    fonts as ``cv.typ.j2`` writes them on its second line (``// cvgen-look:
    (...)``, the values it gives the theme's ``cv()``), which the bundled themes
    read without a ``context`` (a quarter of a compile less); none for a
    document without that line (a group's own ``cv.typ.j2``: the theme reads
    the states ``cv()`` sets, as before)."""
    lines = document.source.split("\n", 2)
    found = lines[1] if len(lines) > 1 else ""
    return {LOOK_INPUT: found.removeprefix(_LOOK_LINE)} if found.startswith(_LOOK_LINE) else {}


def root_name(index: int) -> str:
    """The name in the root of the chain's ``index``-th ``cvgen.typ``: the
    theme's own is ``cvgen.typ``, which ``cv.typ`` imports; the one it extends
    ``cvgen-1.typ``, its parent's ``cvgen-2.typ``, ..."""
    return THEME if index == 0 else f"cvgen-{index}.typ"


def root_files(document: TypstDocument) -> list[tuple[str, bytes]]:
    """The theme's ``cvgen.typ`` files as the root holds them: each but the last
    starts by importing the one after it (the theme it extends), so a group's
    theme defines only the functions it changes and takes the rest from its
    parent, its own shadowing them (Typst binds names where they are written:
    a parent's function keeps calling the parent's helpers). The import is put
    before the first line, on it, so that every line keeps its number."""
    files = document.support_files
    found = []
    for index, path in enumerate(files):
        data = path.read_bytes()
        if index + 1 < len(files):
            data = f'#import "{root_name(index + 1)}": *;'.encode() + data
        found.append((root_name(index), data))
    return found


def write_typst_folder(document: TypstDocument, folder: Path, stem: str) -> Path:
    """A folder that ``typst compile`` compiles (:func:`typst_command`): the CV's
    source as ``STEM.typ``, the theme's ``cvgen.typ`` and the photo beside it."""
    for name, data in root_files(document):
        write_atomically(folder / name, data, inside=folder)
    for name, data in document.data_files:
        write_atomically(folder / check_name(name, "a file beside the .typ"), data, inside=folder)
    main = folder / f"{stem}.typ"
    write_atomically(main, document.source.encode(), inside=folder)
    return main


def typst_command(document: TypstDocument, main: Path) -> str:
    """The ``typst compile`` command for ``main`` with the fonts cvgen chose
    (their folders), and no others: the PDF cvgen builds, but for its stamp."""
    folders = dict.fromkeys(str(f.resolve().parent) for f in document.font_files)
    fonts = " ".join(f"--font-path {shlex.quote(f)}" for f in folders)
    inputs = "".join(
        f" --input {shlex.quote(f'{k}={v}')}" for k, v in typst_inputs(document).items()
    )
    return f"typst compile --ignore-system-fonts {fonts}{inputs} {shlex.quote(str(main))}"


def missing_characters(text: str, fonts: tuple[Path, ...]) -> tuple[str, ...]:
    """The characters of ``text`` that none of ``fonts`` has: Typst draws an empty
    box and says nothing, so cvgen warns, as XeLaTeX's log lets it (each
    font's character map kept in the cache: :mod:`cvgen.tex.fontfacts`)."""
    wanted = {c for c in set(text) if c.isprintable() and not c.isspace()}
    for font in fonts:
        if not wanted:
            break
        wanted = font_facts(font).lacks(wanted)
    return tuple(sorted(wanted))


def last_page_fill(compiler: Any) -> float | None:
    """How full the last page is, 0-1 (``cv.typ.j2``'s ``<cvgen-fill>``: where
    the text ends, the page's height and margins); None if the document has none."""
    import json

    try:
        found = json.loads(compiler.query("<cvgen-fill>", field="value", one=True))
        room = found["height"] - found["top"] - found["bottom"]
        return max(0.0, min(1.0, (found["y"] - found["top"]) / room)) if room > 0 else None
    except Exception:  # a theme's template without it (or a query Typst refuses)
        return None


def failure_message(error: Any, document: TypstDocument, folder: Path, keep: Path | None) -> str:
    """Typst's diagnostic, its ``cv.typ``/``cvgen.typ`` at the theme's file."""
    diagnostic = str(getattr(error, "diagnostic", "") or error)
    diagnostic = re.sub(rf"\S*{re.escape(folder.name)}/", "", diagnostic)
    found = _WHERE.search(diagnostic)
    where = ""
    if found:
        name, line = found.group(1), int(found.group(2))
        names = {root_name(i): path for i, path in enumerate(document.support_files)}
        theme_file = names.get(name)
        where = f"{display_path(theme_file) if theme_file else name}:{line}: "
    kept = _keep_source(document, keep)
    message = f"{ENGINE} failed: {where}{getattr(error, 'message', '')}\n"
    message += "\n".join("    " + line for line in diagnostic.splitlines()[:12])
    for hint in getattr(error, "hints", None) or []:
        message += f"\n    hint: {hint}"
    return message + (f"\n  source: {kept}" if kept else "")


def _keep_source(document: TypstDocument, keep: Path | None) -> Path | None:
    if keep is None:
        return None
    target = keep / "cvgen-last-error.typ"
    try:
        write_atomically(target, document.source.encode(), inside=keep)
    except Exception:  # the Typst error matters more than where its source is
        return None
    return target


@dataclass(frozen=True)
class TypstCompiler:
    """Typst, in this process: :func:`compile_typst` (``timeout``: unused, Typst
    has no runaway loops past its own limits)."""

    def compile(self, document: TypstDocument, *, keep: Path | None, timeout: float) -> CompiledPdf:
        return compile_typst(document, keep=keep)

    def close(self) -> None:
        pass


TYPST = TypstCompiler()
