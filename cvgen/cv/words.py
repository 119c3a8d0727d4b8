"""Text as every output receives it: the user's marked-up pieces and cvgen's own words.

A line such as ``Overall GPA: 3.71/4.0 (top 9%)`` is made of the user's texts
(``3.71/4.0``, ``top 9%``, which may carry cvgen's markup) and cvgen's words
(``Overall GPA: ``, `` (``, ``)``, shown as written). :class:`Words` keeps the
two apart, so each output escapes each piece with its own escaper (LaTeX:
:mod:`cvgen.render.latex.escape`; Markdown: :mod:`cvgen.render.markdown.text`):
markup never spans two of the user's fields, and cvgen's words are never read
as markup.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cvgen.model.markup import plain_text


@dataclass(frozen=True)
class Piece:
    text: str
    markup: bool  # the user's text, with cvgen's markup; else cvgen's words, shown as written


@dataclass(frozen=True)
class Words:
    """A run of pieces; empty when no piece has text."""

    pieces: tuple[Piece, ...] = ()

    def __bool__(self) -> bool:
        return any(piece.text for piece in self.pieces)

    def __add__(self, other: Words) -> Words:
        return Words(self.pieces + other.pieces)

    def plain(self) -> str:
        """What a reader sees, without the markup (for JSON, sorting, matching)."""
        return "".join(plain_text(p.text) if p.markup else p.text for p in self.pieces)


def marked(text: str) -> Words:
    """The user's text, with its markup; nothing for an empty text."""
    return Words((Piece(text, markup=True),)) if text else Words()


def own(text: str) -> Words:
    """cvgen's words (a label, a date it formatted): shown as written."""
    return Words((Piece(text, markup=False),)) if text else Words()


def joined(separator: str, texts: Iterable[str]) -> Words:
    """The user's non-empty texts, each parsed on its own, between ``separator``s."""
    result = Words()
    for text in texts:
        if text:
            result = result + own(separator) + marked(text) if result else marked(text)
    return result
