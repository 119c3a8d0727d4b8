"""A CV rendered before, built again without the models: its LaTeX (or its
Typst source), the data its PDF embeds and the words of its stamp, kept in
the cache under the build's source key (:mod:`cvgen.pipeline.sourcekeys`:
every input byte, the variant, date, theme, locale and engine).

Loading, validating, merging, selecting and rendering are deterministic in
those bytes, and cost most of a build's Python time (pydantic's models alone
take 0.12 s to import). So a build whose key has a rendered CV in the cache
(``--force``, a deleted PDF the cache no longer holds, a ``--png`` of it)
goes straight to the typesetter (XeLaTeX, or Typst in this process) and the
stamp: this module imports neither pydantic nor Jinja2, nor the other
engine's side. A build that would need them after all (a page over its
budget, a character no font has: their reports need the CV) says so by
returning None, and the ordinary build runs. The same PDF and the same
messages either way.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cvgen.errors import Problem
from cvgen.model.dates import PartialDate
from cvgen.pipeline.engines import TYPST, XELATEX
from cvgen.pipeline.freshness import problem_data, problem_from_data
from cvgen.support import cache
from cvgen.support.defaults import CLASS_FILE, TYPST_FILE
from cvgen.support.reading import read_regular
from cvgen.tex.scratch import clean_once

# imported where used, not here: the launcher finds a Typst record before click
# loads, and what it imports delays its compile (cvgen/pipeline/earlytypst.py)
if TYPE_CHECKING:
    from cvgen.pipeline.options import BuildOptions
    from cvgen.pipeline.outcome import BuildResult
    from cvgen.tex.compile import CompiledPdf, Compiler, TexDocument
    from cvgen.tex.stamp import Stamp
    from cvgen.typst.compile import TypstDocument

KIND = "rendered"
#: the file of a theme an engine's scratch folder gets beside the document
SUPPORT_FILE = {XELATEX: CLASS_FILE, TYPST: TYPST_FILE}
_FONT_SUFFIXES = (".otf", ".ttf", ".ttc", ".otc")


@dataclass(frozen=True)
class Rendered:
    document: TexDocument | TypstDocument
    stem: str  # the PDF's name, without .pdf
    stamp: dict[str, Any]  # :class:`~cvgen.tex.stamp.Stamp`'s fields, as JSON
    max_pages: int | None  # the variant's budget
    warnings: tuple[Problem, ...]
    printed: tuple[str, int] | None = None  # the typesetter's PDF then: its SHA-256, its pages

    def pages_of(self, pdf: bytes) -> int | None:
        """The pages of ``pdf`` if it is the PDF the build made then (Typst's
        says no count: pypdf need not be loaded to count them again)."""
        if self.printed is None or _sha256(pdf) != self.printed[0]:
            return None
        return self.printed[1]


def keep_rendered(
    key: str, document: TexDocument | TypstDocument, stem: str, stamp: Stamp,
    max_pages: int | None, warnings: tuple[Problem, ...], printed: tuple[bytes, int],
) -> None:  # fmt: skip
    """Keep what a build rendered (one that dropped nothing and missed no glyph),
    and the PDF it printed (unstamped) and its pages; not a CV with a photo: a
    record holds no image, so its build runs whole."""
    from cvgen.tex.compile import TexDocument

    fonts = () if isinstance(document, TexDocument) else document.font_files
    if document.data_files or not _known_fonts(fonts):
        return
    fields = {name: getattr(stamp, name) for name in stamp.__dataclass_fields__}
    fields["version_date"] = stamp.version_date.iso()
    record = {
        "engine": document.engine,
        "source": document.source,
        # by content, never by path: a record names no file to read (see _classes)
        "classes": [_sha256(p.read_bytes()) for p in document.support_files],
        "stem": stem,
        "stamp": fields,
        "max_pages": max_pages,
        "warnings": [problem_data(w) for w in warnings],
        "printed": [_sha256(printed[0]), printed[1]],
    }
    if not isinstance(document, TexDocument):  # Typst: handed its faces, says nothing missing
        record["fonts"] = [str(p) for p in document.font_files]
        record["text"] = document.text
    cache.write(KIND, f"{key}.json", json.dumps(record).encode())


def find_rendered(key: str, profiles_folder: Path | None = None) -> Rendered | None:
    """The CV the build with this key rendered, if the cache has it whole and
    its class (its ``cvgen.typ`` for Typst) is one of the themes' (built in, or
    the group's for profiles in ``profiles_folder``)."""
    raw = cache.read(KIND, f"{key}.json")
    if raw is None:
        return None
    try:
        record = json.loads(raw)
        engine = record.get("engine", XELATEX)
        known = _classes(profiles_folder, SUPPORT_FILE[engine])
        support = tuple(known.get(sha) for sha in record["classes"])
        if None in support or not support:
            return None  # a theme changed, or cvgen moved (a new install): render again
        files = tuple(p for p in support if p)
        document: TexDocument | TypstDocument
        if engine == TYPST:
            from cvgen.typst.compile import TypstDocument

            fonts = tuple(map(Path, record["fonts"]))
            text = record["text"]
            if not isinstance(text, str) or not _known_fonts(fonts):
                return None  # a font uninstalled or moved: the full build finds them again
            document = TypstDocument(record["source"], files, fonts, text)
        else:
            from cvgen.tex.compile import TexDocument

            document = TexDocument(record["source"], files)
        warnings = tuple(map(problem_from_data, record["warnings"]))
        stem = record["stem"]
        if not isinstance(stem, str) or Path(stem).name != stem or not stem:
            return None
        sha, pages = record["printed"]
        printed = (sha, pages) if isinstance(sha, str) and isinstance(pages, int) else None
        max_pages = record["max_pages"]
        return Rendered(document, stem, record["stamp"], max_pages, warnings, printed)
    except (ValueError, KeyError, TypeError):
        return None


def _known_fonts(paths: tuple[Path, ...]) -> bool:
    """Whether each is a face a Typst record may hand the compiler: a font file
    (by its suffix, a regular file) in one of the folders cvgen looks for fonts
    in (its search path, the system's font folders), as a record names no other
    file to read. A style's font file elsewhere is not kept: its build runs whole."""
    from cvgen.tex.fontdirs import system_font_dirs
    from cvgen.tex.fonts import font_search_path

    folders: list[Path] = []  # found once for all the faces (font_search_path looks up packages)
    for path in paths:
        if path.suffix.lower() not in _FONT_SUFFIXES or not path.is_absolute():
            return False
        try:
            real = path.resolve(strict=True)
        except (OSError, RuntimeError):
            return False
        folders = folders or [f.resolve() for f in (*font_search_path(), *system_font_dirs())]
        if not real.is_file() or not any(real.is_relative_to(folder) for folder in folders):
            return False
    return True


def _classes(profiles_folder: Path | None, name: str) -> dict[str, Path]:
    """Every theme's ``name`` (``cvgen.cls``, ``cvgen.typ``) by the SHA-256 of
    its bytes: the only files a record can bring into the typesetter's folder,
    whatever the record says (a record edited and sealed again can name
    another of these, nothing else)."""
    from cvgen.sources.limits import MAX_FILE_BYTES
    from cvgen.sources.themes import builtin_dir, theme_dirs

    places = [builtin_dir(), *(theme_dirs(profiles_folder) if profiles_folder else ())]
    found: dict[str, Path] = {}
    for place in places:
        for path in sorted(place.glob(f"*/{name}")):
            try:
                found.setdefault(_sha256(read_regular(path, MAX_FILE_BYTES)), path)
            except OSError:
                continue
    return found


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build_rendered(
    profile_path: Path, rendered: Rendered, options: BuildOptions, compiler: Compiler
) -> tuple[BuildResult, bytes | None] | None:
    """The typesetter on the CV a build rendered before, stamped as the build
    would (unless ``--force``, a PDF stamped with the same input hash is left as
    it is: no bytes); None when the ordinary build must run instead (over
    budget, missing glyphs)."""
    from cvgen.pipeline.outcome import BuildResult, count_pages, unchanged_pdf
    from cvgen.tex.stamp import Stamp

    started = time.perf_counter()
    target = options.out_dir / f"{rendered.stem}.pdf"
    input_hash: str = rendered.stamp["input_hash"]
    warnings = rendered.warnings
    if not options.force and (
        kept := unchanged_pdf(profile_path, target, input_hash, warnings, started)
    ):
        return kept, None  # the build record was lost, not the PDF
    # no pypdf loaded ahead: a CV rendered before was stamped before, and its
    # stamp is kept (cvgen.tex.stamp) unless the typesetter's bytes changed
    compiled = _compile(rendered.document, options, compiler)
    pages = compiled.pages or rendered.pages_of(compiled.pdf) or count_pages(compiled.pdf)
    budget = rendered.max_pages
    if compiled.missing_characters or (budget is not None and pages > budget):
        return None
    fields = dict(rendered.stamp)
    fields["version_date"] = PartialDate.parse(fields["version_date"])
    pdf = stamp_built(compiled.pdf, Stamp(**fields))
    seconds = time.perf_counter() - started
    return BuildResult(profile_path, target, pages, seconds, warnings), pdf


def stamp_built(pdf: bytes, stamp: Stamp) -> bytes:
    """``pdf`` as its typesetter printed it, stamped: a Typst PDF's stamp
    appended to its bytes, without pypdf (:mod:`cvgen.typst.stamp`); an
    XeLaTeX one's by pypdf. The one choice for a whole build and a build
    from a rendered record."""
    if stamp.typesetter == "Typst":
        from cvgen.typst.stamp import stamp_typst

        return stamp_typst(pdf, stamp)
    from cvgen.tex.stamp import stamp_pdf

    return stamp_pdf(pdf, stamp)


def _compile(
    document: TexDocument | TypstDocument, options: BuildOptions, compiler: Compiler
) -> CompiledPdf:
    from cvgen.tex.compile import TexDocument

    if isinstance(document, TexDocument):
        clean_once()  # what killed cvgens left (an early run's compiler has not looked)
        return compiler.compile(document, keep=options.out_dir, timeout=options.tex_timeout)
    from cvgen.pipeline.earlytypst import compile_taken  # in this process, its folder cleaned alike

    # no fill asked: a CV over its budget takes the ordinary build
    return compile_taken(document, keep=options.out_dir, fill=False)
