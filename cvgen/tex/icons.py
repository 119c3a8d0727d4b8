"""Icons drawn as outlines, not set as text.

A Font Awesome glyph set as text reaches every text extractor as a
private-use character (pdftotext), ``(cid:229)`` (pdfminer, the font has no
/ToUnicode) or nothing (pypdf): no /ActualText mends all three. So a CV draws
each icon's outline, read from the same font file, as a filled PDF path
(``\\cvicon`` in cvgen.cls): it looks the same and holds no text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cvgen.tex.fontfacts import cached_outline
from cvgen.tex.fonts import resolve_fonts

if TYPE_CHECKING:
    from cvgen.cv.contacts import ContactKind


@dataclass(frozen=True)
class IconOutline:
    units: int  # the font's units per em, in which the path is drawn
    path: str  # PDF path operators (m, l, c, h), as the glyph's outline


@cache
def icon_outline(font: Path, code_point: str) -> IconOutline:
    """The outline of the glyph the font maps ``code_point`` (hex) to, kept in
    the cache for the font file as it is (:mod:`cvgen.tex.fontfacts`)."""
    # a record edited and sealed again is drawn anew: its path goes to TeX as it is
    units, path = cached_outline(font, code_point, lambda: _draw(font, code_point), _is_outline)
    return IconOutline(int(units), str(path))


#: What an outline may hold: numbers and the path operators _draw writes, and
#: nothing else, as the path goes into the LaTeX and Typst sources as it is.
_PATH = re.compile(r"[-0-9. mlch]*")


def _is_outline(data: Any) -> bool:
    """Data read from the cache is an outline as :func:`_draw` makes it."""
    return (
        isinstance(data, (list, tuple))
        and len(data) == 2
        and type(data[0]) is int
        and 0 < data[0] <= 16384
        and isinstance(data[1], str)
        and _PATH.fullmatch(data[1]) is not None
    )


def contact_outlines(kinds: Sequence[ContactKind]) -> list[IconOutline | None]:
    """Each contact kind's icon outline, from the Font Awesome face it names
    (None: that face has no icon for it, and a theme writes its word); the
    fonts are found once for all."""
    fonts = resolve_fonts() if any(k.icon for k in kinds) else {}
    return [
        icon_outline(fonts[k.font].path("UprightFont"), k.icon) if k.icon else None for k in kinds
    ]


def _draw(font: Path, code_point: str) -> tuple[int, str]:
    from fontTools.pens.recordingPen import RecordingPen  # type: ignore[import-untyped]
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

    with TTFont(font, lazy=True) as ttf:
        pen = RecordingPen()
        ttf.getGlyphSet()[ttf.getBestCmap()[int(code_point, 16)]].draw(pen)
        units = int(ttf["head"].unitsPerEm)
    ops = []
    for verb, points in pen.value:  # Font Awesome's fonts are CFF: cubic curves
        if verb not in _OPERATORS:
            raise ValueError(f"{font.name}: a {verb} in the outline of U+{code_point}")
        coordinates = (f"{_num(x)} {_num(y)}" for x, y in points)
        ops.append(" ".join((*coordinates, _OPERATORS[verb])))
    return units, " ".join(ops)


_OPERATORS = {"moveTo": "m", "lineTo": "l", "curveTo": "c", "closePath": "h", "endPath": "h"}


def _num(value: float) -> str:
    """A coordinate as PDF writes it: no exponent, no trailing zeros."""
    return f"{value:.2f}".rstrip("0").rstrip(".")
