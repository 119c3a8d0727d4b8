"""A Typst CV rendered before, compiled while the ``cvgen`` command loads.

A ``--force`` build of a CV whose source key has a rendered Typst document in
the cache (:mod:`cvgen.pipeline.rendered`) is Typst in this process and a
stamp the cache keeps: the compile is most of it, and importing click and the
CLI most of the rest. Typst's compiler lets go of the GIL while it works, so
the launcher (:mod:`cvgen.cli.launch`) guesses the build from the command line
and, when the cache has its document, starts compiling it in a thread
(:func:`launch`) before click loads; the build takes the PDF (:func:`take`)
if its own document is the same, field for field, and compiles it itself
otherwise. A wrong guess costs CPU time, never a wrong PDF: the PDF is a
function of the document. Nothing is reported from here: a compile that failed
is done again by the build, which says where it failed.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

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
    not fail; else None, and the caller compiles. Each compile is taken once."""
    global _started
    with _lock:
        started, _started = _started, None
    if started is None or started.document != document:
        return None
    started.thread.join()
    return started.pdf
