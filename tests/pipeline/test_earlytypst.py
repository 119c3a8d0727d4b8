"""A Typst compile started early is taken by the build whose document it is,
once, and by no other; one that failed is done again by the build."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.errors import TexError
from cvgen.pipeline import earlytypst
from cvgen.pipeline.earlytypst import start, take
from cvgen.tex.fonts import resolve_fonts
from cvgen.typst.compile import TypstDocument, compile_typst

FONTS = tuple(f.path("UprightFont") for f in resolve_fonts().values())


def _document(text: str) -> TypstDocument:
    return TypstDocument(f'#set text(font: "Source Sans Pro")\n{text}', (), FONTS)


def test_the_same_document_takes_the_pdf_once() -> None:
    document = _document("Hello *early*")
    start(document)
    taken = take(document)
    assert taken is not None and taken.pdf == compile_typst(document, fill=False).pdf
    assert take(document) is None  # taken already: the caller compiles


def test_another_document_takes_nothing() -> None:
    start(_document("Hello"))
    started = earlytypst._started
    assert started is not None
    assert take(_document("Hello, someone else")) is None
    started.thread.join()
    assert take(_document("Hello")) is None  # the guess is dropped, not kept for later


def test_a_failed_compile_is_left_to_the_build(tmp_path: Path) -> None:
    broken = _document("#nope")
    start(broken)
    assert take(broken) is None
    with pytest.raises(TexError, match=r"cv\.typ:2: unknown variable: nope"):
        compile_typst(broken, keep=tmp_path)  # what the build does, located
