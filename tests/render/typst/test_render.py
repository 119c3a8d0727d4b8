"""The Typst source of a CV (cvgen/render/typst/render.py): the rules of its locale."""

from __future__ import annotations

from pathlib import Path

from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import Workspace
from cvgen.model.dates import PartialDate
from cvgen.render.typst.render import render_typst

ZILI = Path(__file__).parents[3] / "profiles/zili-zhang.yaml"
DAY = PartialDate(2024, 10, 10)


def _source(variant: str = "long", locale: str | None = None) -> str:
    request = CvRequest(ZILI, variant, date=DAY, locale=locale)
    return render_typst(Workspace().resolve(request, typeset=False).selected, DAY).source


def test_a_korean_cv_boxes_each_word_and_adds_no_cjk_latin_space() -> None:
    """Typst breaks between any two Hangul syllables: a Korean CV makes each
    word with Hangul a box, and spaces nothing beside Latin letters; a Chinese
    CV keeps Typst's own breaking and spacing."""
    korean, chinese = _source(locale="ko"), _source("long-zh")
    for rule in (r'#show regex("\S*\p{Hangul}\S*"): box', "cjk-latin-spacing: none"):
        assert rule in korean and rule not in chinese, rule
    assert 'lang: "ko"' in korean and '"Noto Sans CJK KR"' in korean
    assert 'lang: "zh"' in chinese and '"Noto Sans CJK SC"' in chinese
