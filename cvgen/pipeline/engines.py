"""Which engine typesets a PDF: XeLaTeX or Typst (:data:`ENGINES`).

``--engine`` chooses, else the profile's ``style.engine``, else XeLaTeX; when
XeLaTeX is not installed and nothing chose, Typst, and the command says so
(:func:`with_engine`). The engine is part of the request, so of the build's
source key; file names do not change with it.
"""

from __future__ import annotations

from dataclasses import replace

from cvgen.cv.request import CvRequest

XELATEX, TYPST = "xelatex", "typst"
ENGINES = (XELATEX, TYPST)


def with_engine(request: CvRequest) -> tuple[CvRequest, str | None]:
    """``request``, with Typst as its engine when it names none and XeLaTeX is
    not installed, and the note that says so (None: nothing changed)."""
    if request.engine is not None:
        return request, None
    from cvgen.tex.xelatex import find_tex_engine

    if find_tex_engine() is not None:
        return request, None
    note = (
        "note: XeLaTeX is not installed: typesetting with Typst "
        "(say --engine typst to silence this; install TeX Live for XeLaTeX)"
    )
    return replace(request, engine=TYPST), note


def engine_of(request: CvRequest, style_engine: str | None) -> str:
    """The engine a CV is typeset with: ``--engine``, else the style's, else XeLaTeX."""
    return request.engine or style_engine or XELATEX
