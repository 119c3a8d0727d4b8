"""The engine: --engine over the style's, XeLaTeX by default, Typst (said) when
XeLaTeX is missing."""

from __future__ import annotations

import pytest

from cvgen.cv.request import CvRequest
from cvgen.pipeline import engines
from cvgen.pipeline.engines import engine_of, with_engine


def test_the_flag_wins_over_the_style() -> None:
    assert engine_of(CvRequest(engine="typst"), "xelatex") == "typst"
    assert engine_of(CvRequest(), "typst") == "typst"
    assert engine_of(CvRequest(), None) == "xelatex"


def test_without_xelatex_typst_is_used_and_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("cvgen.tex.xelatex.find_tex_engine", lambda: None)
    request, note = with_engine(CvRequest())
    assert request.engine == engines.TYPST
    assert note is not None and "XeLaTeX is not installed" in note
    assert with_engine(CvRequest(engine="xelatex")) == (CvRequest(engine="xelatex"), None)


def test_with_xelatex_nothing_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("cvgen.tex.xelatex.find_tex_engine", lambda: "/usr/bin/xelatex")
    assert with_engine(CvRequest()) == (CvRequest(), None)
