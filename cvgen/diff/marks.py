"""The marks of ``cvgen diff --pdf`` on escaped values, and their colours.

A value is marked in its engine's markup, told by its type: on TeX (``Tex``),
``\\cvadded``, ``\\cvremoved`` and ``\\cvchanged``, defined by
``latex_templates/diffmarks.tex.j2``; on Typst (``Typ``), ``#cvadded``,
``#cvremoved`` and ``#cvchanged``, defined by ``diffmarks.typ.j2``. A changed
value is marked in place, word by word, so "B.S. in Computer Science" ->
"B.E. in Computer Science" strikes "B.S." alone. The colours are picked per
CV, away from its accent colour: a removal drawn in the accent's red would
make every unchanged heading look deleted.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from cvgen.render.latex.escape import Tex
from cvgen.render.typst.escape import Typ

T = TypeVar("T", bound=str)

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


@dataclass(frozen=True)
class MarkSyntax:
    """How one engine's markup marks a value: ``added``, ``removed`` and
    ``changed`` wrap escaped values (``{}``), ``thin`` is a thin space, and
    ``split`` cuts a value into words that are each its markup on their own."""

    added: str
    removed: str
    changed: str
    thin: str
    split: Callable[[str], list[str]]


def words(value: str) -> list[str]:
    """``value`` (TeX) split at its spaces outside braces (a ``\\textbf{two words}``
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


_TYP_TOKEN = re.compile(r'(#?)"((?:[^"\\]|\\.)*)";?|[\[(]|[\])]| ')


def typ_words(value: str) -> list[str]:
    """``value`` (Typst, as :mod:`cvgen.render.typst.escape` writes it) split at its
    spaces outside brackets, those inside its text's strings too (``#"B.S. in
    CS";`` is three words, each a string of its own); ``#strong[two words]``
    stays whole."""
    parts: list[str] = []
    current, depth, at = "", 0, 0
    for match in _TYP_TOKEN.finditer(value):
        current += value[at : match.start()]
        at = match.end()
        token = match.group()
        if match.group(1) and depth == 0:  # a text's string: each word its own
            for k, word in enumerate(match.group(2).split(" ")):
                if k:
                    parts.append(current)
                    current = ""
                current += f'#"{word}";' if word else ""
            continue
        depth += {"[": 1, "(": 1, "]": -1, ")": -1}.get(token, 0)
        if token == " " and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += token
    parts.append(current + value[at:])
    return [p for p in parts if p]


_SYNTAX: dict[type[str], MarkSyntax] = {
    Tex: MarkSyntax(
        r"\cvadded{{{}}}", r"\cvremoved{{{}}}", r"\cvchanged{{{}}}{{{}}}", r"\,", words
    ),
    Typ: MarkSyntax(
        "#cvadded[{}]", "#cvremoved[{}]", "#cvchanged[{}][{}]", "#h(0.1667em)", typ_words
    ),
}


def _syntax(value: str) -> tuple[type[str], MarkSyntax]:
    kind = type(value)
    return kind, _SYNTAX[kind]


def added(value: T) -> T:
    kind, syntax = _syntax(value)
    return kind(syntax.added.format(value)) if value else value  # type: ignore[return-value]


def removed(value: T) -> T:
    kind, syntax = _syntax(value)
    return kind(syntax.removed.format(value)) if value else value  # type: ignore[return-value]


def changed(old: T, new: T) -> T:
    """``old`` -> ``new``: the words that differ marked in place when the two
    share words, else the whole old value struck and the new one added."""
    if not old:
        return added(new)
    if not new:
        return removed(old)
    kind, syntax = _syntax(new)
    before, after = syntax.split(old), syntax.split(new)
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    if not any(size for *_, size in matcher.get_matching_blocks()):
        return kind(syntax.changed.format(old, new))  # type: ignore[return-value]
    parts = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        gone, came = kind(" ".join(before[i1:i2])), kind(" ".join(after[j1:j2]))
        if op == "equal":
            parts.append(came)
        elif op == "replace":
            parts.append(kind(f"{removed(gone)}{syntax.thin}{added(came)}"))
        else:
            parts.append(removed(gone) if op == "delete" else added(came))
    return kind(" ".join(parts))  # type: ignore[return-value]
