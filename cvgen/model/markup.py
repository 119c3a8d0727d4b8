"""The small safe markup allowed in text fields: **bold**, *italic*, [text](url).

A ``[text](url)`` is a link only when its address passes the one rule of
:mod:`cvgen.model.links`; ``cvgen validate`` reports one that does not.

Markup is the only way formatting gets into a CV; everything else is text.
``\\*``, ``\\[`` and ``\\]`` write a literal star or bracket; any other
backslash is just a backslash. An unmatched ``*`` or ``[`` is literal too,
and so is a star inside a word (``Wu*, Zhong*``): emphasis opens after a
space or punctuation and closes before one, as in Markdown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvgen.model.links import link_problem, safe_link

_ESCAPABLE = "*[]"
_SCHEME_LIKE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")


@dataclass(frozen=True)
class Plain:
    text: str


@dataclass(frozen=True)
class Bold:
    children: tuple[Span, ...]


@dataclass(frozen=True)
class Italic:
    children: tuple[Span, ...]


@dataclass(frozen=True)
class Link:
    children: tuple[Span, ...]
    url: str


Span = Plain | Bold | Italic | Link

_LINK = re.compile(r"\[((?:\\.|[^\[\]\\])+)\]\(([^()\s]+)\)")


def parse(text: str) -> tuple[Span, ...]:
    """Parse markup into spans; text that is not markup comes back as Plain."""
    spans: list[Span] = []
    buffer: list[str] = []
    i = 0

    def flush() -> None:
        if buffer:
            spans.append(Plain("".join(buffer)))
            buffer.clear()

    while i < len(text):
        char = text[i]
        if char == "\\" and i + 1 < len(text) and text[i + 1] in _ESCAPABLE:
            buffer.append(text[i + 1])
            i += 2
            continue
        if char == "[":
            match = _LINK.match(text, i)
            if match and safe_link(match.group(2)):  # cvgen.model.links: the one rule
                flush()
                spans.append(Link(parse(match.group(1)), match.group(2)))
                i = match.end()
                continue
        if char == "*" and (i == 0 or not text[i - 1].isalnum()):
            marker = "**" if text.startswith("**", i) else "*"
            end = _closing(text, i + len(marker), marker)
            if end is not None:
                flush()
                inner = parse(text[i + len(marker) : end])
                spans.append(Bold(inner) if marker == "**" else Italic(inner))
                i = end + len(marker)
                continue
        buffer.append(char)
        i += 1
    flush()
    return tuple(spans)


def _closing(text: str, start: int, marker: str) -> int | None:
    """Where ``marker`` closes an emphasis opened just before ``start``."""
    if start >= len(text) or text[start].isspace() or text[start] == "*":
        return None
    i = start
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text) and text[i + 1] in _ESCAPABLE:
            i += 2
            continue
        if text.startswith(marker, i) and not text[i - 1].isspace():
            after = i + len(marker)
            # a closing star is not followed by a letter, nor by another star
            if after >= len(text) or not (text[after].isalnum() or text[after] == "*"):
                return i
        i += 1
    return None


def link_problems(text: str) -> list[str]:
    """Why each ``[text](address)`` of ``text`` whose address has a scheme
    cannot be a link (:func:`cvgen.model.links.link_problem`); ``[see](below)``
    is text, not a link, and no problem."""
    if "](" not in text:
        return []
    found = (match.group(2) for match in _LINK.finditer(text))
    return [why for url in found if _SCHEME_LIKE.match(url) and (why := link_problem(url))]


def plain_text(text: str) -> str:
    """The text a reader sees, without the markup (for sorting, matching, diffs)."""
    return "".join(_plain(span) for span in parse(text))


def _plain(span: Span) -> str:
    if isinstance(span, Plain):
        return span.text
    return "".join(_plain(child) for child in span.children)


def quote(text: str) -> str:
    """Markup source that shows ``text`` literally (the inverse of parsing)."""
    return re.sub(r"([*\[\]])", r"\\\1", text)
