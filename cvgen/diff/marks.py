"""The marks of ``cvgen diff --pdf`` on escaped TeX values, and their colours.

``\\cvadded``, ``\\cvremoved`` and ``\\cvchanged`` are defined by
``latex_templates/diffmarks.tex.j2``. A changed value is marked in place, word
by word, so "B.S. in Computer Science" -> "B.E. in Computer Science" strikes
"B.S." alone. The colours are picked per CV, away from its accent colour: a
removal drawn in the accent's red would make every unchanged heading look
deleted.
"""

from __future__ import annotations

import difflib
import math
import re

from cvgen.render.latex.escape import Tex

#: (added, removed) in the order preferred: blue and dark orange, blue and
#: magenta, then green with either, purple last (close to blue)
BLUE, GREEN, ORANGE, MAGENTA, PURPLE = "0550AE", "1A7F37", "B54708", "A3206F", "6F42C1"
PAIRS = (
    (BLUE, ORANGE),
    (BLUE, MAGENTA),
    (GREEN, ORANGE),
    (GREEN, MAGENTA),
    (GREEN, PURPLE),
    (BLUE, PURPLE),
)
#: How far apart (the "redmean" distance, 0-765) the accent and the two marks
#: must be: the default red accent and dark orange are 84 apart, too close
APART = 150


def diff_colours(accent: str) -> tuple[str, str]:
    """(added, removed) as RRGGBB: the first pair of :data:`PAIRS` far enough
    from ``accent`` and from each other, else the pair farthest from both."""

    def spread(pair: tuple[str, str]) -> float:
        return min(distance(pair[0], accent), distance(pair[1], accent), distance(*pair))

    return next((p for p in PAIRS if spread(p) >= APART), max(PAIRS, key=spread))


def distance(a: str, b: str) -> float:
    """Colour distance weighted for the eye (the "redmean" approximation)."""
    (r1, g1, b1), (r2, g2, b2) = (_rgb(a), _rgb(b))
    mean = (r1 + r2) / 2
    return math.sqrt(
        (2 + mean / 256) * (r1 - r2) ** 2
        + 4 * (g1 - g2) ** 2
        + (2 + (255 - mean) / 256) * (b1 - b2) ** 2
    )


def _rgb(colour: str) -> tuple[int, int, int]:
    colour = colour.lstrip("#")
    return int(colour[0:2], 16), int(colour[2:4], 16), int(colour[4:6], 16)


def added(value: Tex) -> Tex:
    return Tex(rf"\cvadded{{{value}}}") if value else value


def removed(value: Tex) -> Tex:
    return Tex(rf"\cvremoved{{{value}}}") if value else value


def changed(old: Tex, new: Tex) -> Tex:
    """``old`` -> ``new``: the words that differ marked in place when the two
    share words, else the whole old value struck and the new one added."""
    if not old:
        return added(new)
    if not new:
        return removed(old)
    before, after = words(old), words(new)
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    if not any(size for *_, size in matcher.get_matching_blocks()):
        return Tex(rf"\cvchanged{{{old}}}{{{new}}}")
    parts = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        gone, came = Tex(" ".join(before[i1:i2])), Tex(" ".join(after[j1:j2]))
        if op == "equal":
            parts.append(came)
        elif op == "replace":
            parts.append(Tex(rf"{removed(gone)}\,{added(came)}"))
        else:
            parts.append(removed(gone) if op == "delete" else added(came))
    return Tex(" ".join(parts))


def words(value: Tex) -> list[str]:
    """``value`` split at its spaces outside braces (a ``\\textbf{two words}``
    stays whole) and not escaped (``\\ ``), so each part is TeX on its own."""
    parts, depth, start = [], 0, 0
    for match in re.finditer(r"\\.|[{} ]", value):
        token = match.group()
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
        elif token == " " and depth == 0:
            parts.append(value[start : match.start()])
            start = match.end()
    parts.append(value[start:])
    return [p for p in parts if p]
