"""A style's options as the template values ``options.tex.j2`` writes after the
standard preamble: each only when it is not the default, so a default CV's
``.tex`` is as it was. Every class implements the commands they become
(``\\geometry``, ``\\cvfontscale``, ``\\cvdatesleft``; see cvgen.cls).

The values are cvgen's own words or validated lengths and numbers
(:mod:`cvgen.model.style`), never free user text; the footer, which is, is
escaped in :mod:`cvgen.render.latex.view`.
"""

from __future__ import annotations

from cvgen.model import Margins, Style
from cvgen.model.style import DEFAULT_FONT_SIZE
from cvgen.render.latex.escape import Tex
from cvgen.render.views import View

SIDES = ("left", "right", "top", "bottom")


def style_view(style: Style) -> View:
    """``paper``, ``margins``, ``fontscale``, ``dates`` for the template (empty:
    the theme's own), and the fonts chosen (read by
    :func:`cvgen.render.latex.render.document_fonts`, not written as text)."""
    return {
        "paper": Tex("letterpaper" if style.paper == "letter" else ""),
        "margins": Tex(margins(style.margins)),
        "fontscale": Tex(font_scale(style.font_size)),
        "dates": Tex(style.dates),
        "body_font": Tex(style.body_font or ""),
        "heading_font": Tex(style.heading_font or ""),
    }


def margins(value: Margins | None) -> str:
    """geometry's keys (``left=1cm,right=1cm,...``) for the margins set."""
    if value is None:
        return ""
    return ",".join(f"{side}={getattr(value, side)}" for side in SIDES if getattr(value, side))


def font_scale(size: float) -> str:
    """The factor of every font size (``1.1`` for 11 pt body text); empty for the default."""
    if size == DEFAULT_FONT_SIZE:
        return ""
    return f"{size / DEFAULT_FONT_SIZE:.4f}".rstrip("0").rstrip(".")
