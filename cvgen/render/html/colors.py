"""An accent colour that text can be written in.

A style's ``accent_color`` draws rules and headings on the PDF, where a pale
colour is a matter of taste. On the web the same colour also writes small
text (the position, an entry's place, the PDF link), and text must keep a
contrast of at least 4.5:1 against the white page (WCAG 2 AA) to stay
readable and pass an accessibility check. :func:`readable_on_white` keeps the
colour when it does, and otherwise darkens it, keeping its hue, just enough.
"""

from __future__ import annotations

AA_CONTRAST = 4.5


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(color: str) -> float:
    """The relative luminance of ``#RRGGBB`` (WCAG 2)."""
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast_on_white(color: str) -> float:
    return 1.05 / (luminance(color) + 0.05)


def readable_on_white(color: str, ratio: float = AA_CONTRAST) -> str:
    """``color`` (``#RRGGBB``), darkened in steps of 2% until its contrast with
    white reaches ``ratio`` (a margin above 4.5 absorbs browsers' rounding)."""
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    scale = 1.0
    candidate = color.upper()
    while contrast_on_white(candidate) < ratio + 0.05 and scale > 0:
        scale = round(scale - 0.02, 2)
        candidate = "#{:02X}{:02X}{:02X}".format(*(round(v * scale) for v in (r, g, b)))
    return candidate
