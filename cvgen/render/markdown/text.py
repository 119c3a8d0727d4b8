"""Markdown that shows user text as written: one escaper for every Markdown cvgen
writes (the publication page, the diff report, the Markdown CV).

:func:`md_escape` makes text inert; :func:`md_markup` keeps cvgen's own small
markup (``**bold**``, ``*italic*``, ``[text](url)``, see :mod:`cvgen.model.markup`)
as the same Markdown and makes everything else inert.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import quote

from cvgen.model.links import safe_link
from cvgen.model.markup import Bold, Italic, Link, Plain, Span, parse


class Md(str):
    """Markdown written by cvgen: printed as it is."""

    __slots__ = ()


_MD_SPECIAL = re.compile(r"[\\`*_\[\]<>|~&#$!]")
_MD_LIST_NUMBER = re.compile(r"^(\d+)([.)])")


def md_escape(value: object) -> str:
    """Text that Markdown shows as written: specials backslash-escaped, whitespace
    folded (a line break in a title would end the list item), nothing at the
    start that opens a list, quote or heading."""
    if isinstance(value, Md):
        return value
    return _block_safe(md_inline(str(value)))


def md_inline(text: str) -> str:
    """Text inert inside a line (a link's text): specials escaped, whitespace folded."""
    return _MD_SPECIAL.sub(r"\\\g<0>", " ".join(text.split()))


def md_separator(text: str) -> str:
    """Text inside a line kept as written, its spaces too (a separator ``, ``,
    ``、``; an aside `` (* ...)``): inert."""
    return _MD_SPECIAL.sub(r"\\\g<0>", text)


def _block_safe(text: str) -> str:
    text = _MD_LIST_NUMBER.sub(r"\1\\\2", text)
    return "\\" + text if text[:1] in ("-", "+", "=") else text


def md_url(url: str) -> Md:
    """A link destination: in angle brackets, with nothing that could close them."""
    return Md("<" + quote(safe_link(url), safe=":/?#[]@!$&'()*+,;=%~-._") + ">")


def md_markup(text: str) -> Md:
    """cvgen markup as Markdown: bold, italic and links kept, the rest inert."""
    return md_pieces([(text, True)])


def md_pieces(pieces: Iterable[tuple[str, bool]]) -> Md:
    """One line of pieces, each the user's markup (``True``: kept as Markdown, the
    rest inert) or plain text (made inert), each parsed on its own; whitespace
    folded and the line's start made safe once (see :mod:`cvgen.cv.words`)."""
    spans = (span for text, markup in pieces for span in (parse(text) if markup else [Plain(text)]))
    joined = "".join(_span(span) for span in spans)
    return Md(_block_safe(" ".join(joined.split())))


def _span(span: Span) -> str:
    if isinstance(span, Plain):
        return _MD_SPECIAL.sub(r"\\\g<0>", span.text)
    inner = "".join(_span(child) for child in span.children)
    if isinstance(span, Bold):
        return f"**{inner}**"
    if isinstance(span, Italic):
        return f"*{inner}*"
    assert isinstance(span, Link)
    return f"[{inner}]({md_url(span.url)})"
