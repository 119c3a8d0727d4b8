"""A Typst CV rendered before, compiled while the ``cvgen`` command loads.

A Typst build keeps the document it rendered in the cache
(:mod:`cvgen.pipeline.rendered`), and here which one it was for its profile
and variant (:func:`remember`). A ``--force`` build of a CV rendered before
is Typst in this process and a stamp: the compile is most of it, and
importing click and the CLI most of the rest. Typst's compiler lets go of the
GIL while it works, so the launcher (:mod:`cvgen.cli.launch`) reads the
profile and variant from the command line, finds the document their last
build rendered (:func:`last_build`: a cache read, no source key, no YAML)
and starts compiling it in a thread (:func:`start`) before click loads; the
build takes the PDF (:func:`take`) if its own document is the same, field for
field, and compiles it itself otherwise. A wrong guess costs CPU time, never
a wrong PDF: the PDF is a function of the document. Nothing is reported from
here: a compile that failed is done again by the build, which says where.

After an edit of the profile the document is new, but Typst remembers what it
laid out in this process (its ``comemo`` caches: the theme's code evaluated,
the fonts' shaping, every paragraph's layout), so the last document is
compiled all the same, while the models load and the CV is rendered, and the
build's compile waits for it: the edited document's compile then takes a
fifth of a first one (Zili's CV: 0.03 s of CPU instead of 0.15-0.18 s). That
only moves work to the other core, so the launcher does it on two cores or
more; on one it would add a compile. A profile unchanged since its last build
without ``--force`` is most likely up to date: nothing is started.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen.support import cache

if TYPE_CHECKING:
    from cvgen.tex.compile import CompiledPdf
    from cvgen.typst.compile import TypstDocument


class _Started:
    """One compile in its thread, and its PDF once done (None: it failed)."""

    def __init__(self, document: TypstDocument) -> None:
        self.document = document
        self.pdf: CompiledPdf | None = None
        self.thread = threading.Thread(target=self._compile, daemon=True, name="cvgen-typst")

    def _compile(self) -> None:
        from cvgen.typst.compile import compile_typst

        try:
            # the fill is a page budget's question, and a CV over its budget
            # takes the ordinary build (cvgen/pipeline/rendered.py)
            self.pdf = compile_typst(self.document, fill=False)
        except Exception:  # the build compiles again, and says where it failed
            self.pdf = None


_started: _Started | None = None
_lock = threading.Lock()


def start(document: TypstDocument) -> None:
    """Compile ``document`` in a thread, for :func:`take`."""
    global _started
    started = _Started(document)
    with _lock:
        _started = started
    started.thread.start()


def take(document: TypstDocument) -> CompiledPdf | None:
    """The PDF of the compile :func:`start` began, once it is done, if it is
    ``document``'s (the same source, theme files, faces and text) and it did
    not fail; else None, and the caller compiles (once that compile is done:
    Typst's caches then hold what it laid out). Each compile is taken once."""
    global _started
    with _lock:
        started, _started = _started, None
    if started is None:
        return None
    started.thread.join()
    return started.pdf if started.document == document else None


def compile_taken(document: TypstDocument, *, keep: Path | None, fill: bool) -> CompiledPdf:
    """``document``'s PDF: the launcher's compile (:func:`take`) when it is
    ``document``'s and no fill is asked (that compile measured none), else a
    compile here, after the launcher's, so in Typst's warm caches. The one
    way a build's Typst document is compiled, whole or from a rendered record."""
    from cvgen.typst.compile import compile_typst

    if (early := take(document)) is not None and not fill:
        return early
    return compile_typst(document, keep=keep, fill=fill)


KIND = "rendered"  # beside the rendered documents (cvgen.pipeline.rendered)


def _last_name(profile: Path, variant: str) -> str:
    return f"last-{cache.digest(str(profile.resolve()), variant)}.json"


def remember(profile: Path, variant: str, key: str) -> None:
    """That ``key`` is the source key of the Typst document the last build of
    ``profile``'s ``variant`` rendered, and how the profile's file was then."""
    try:
        found = profile.stat()
    except OSError:
        return
    record = {"key": key, "size": found.st_size, "mtime": found.st_mtime_ns}
    cache.write(KIND, _last_name(profile, variant), json.dumps(record).encode())


def last_build(profile: Path, variant: str) -> tuple[str, bool] | None:
    """The source key :func:`remember` kept for ``profile``'s ``variant``, and
    whether the profile's file has changed since (unchanged, a build without
    ``--force`` is most likely up to date, and compiles nothing)."""
    raw = cache.read(KIND, _last_name(profile, variant))
    try:
        record = json.loads(raw) if raw is not None else None
        found = profile.stat()
        if record is None or not isinstance(record["key"], str):
            return None
        same = (record["size"], record["mtime"]) == (found.st_size, found.st_mtime_ns)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return record["key"], not same
