"""The one place where text becomes Typst markup.

Every user string reaches a Typst template through :func:`typ` or
:func:`typ_markup` and comes out as :class:`Typ`; the renderer refuses to print
anything else. Rather than escaping each of markup's many special characters
(``#``, ``$``, ``*``, ``_``, ``<``, ``@``, a backtick, ``=`` or ``-`` at a line's
start, ...), a text is written as a Typst *string* embedded in markup,
``#"..."``; a string shows as the characters it holds, none of them read as
markup, and only ``\\`` and ``"`` need escaping inside it. The ``;`` that
follows ends the embedded expression, so a ``.`` or ``(`` after it is text,
never a field access or a call.

Whitespace (newlines and tabs included) becomes one space, as LaTeX would set
it; control, private-use, surrogate and unassigned characters are dropped, as
by :mod:`cvgen.render.latex.escape`. A link's address passes
:func:`cvgen.model.links.safe_link` first: one that may not be a link shows as
text.
"""

from __future__ import annotations

import re
import unicodedata

from cvgen.model import markup
from cvgen.model.links import safe_link
from cvgen.tex.fonts import cjk_digits, has_cjk


class Typ(str):
    """A string that is already valid, safe Typst markup (or code a template wrote)."""

    __slots__ = ()

    def __add__(self, other: str) -> Typ:
        if not isinstance(other, Typ):
            return NotImplemented
        return Typ(str.__add__(self, other))


_DROPPED = frozenset(("Cc", "Cf", "Cs", "Co", "Cn"))
_KEPT_FORMAT = frozenset("\u200d\u200c\u00ad")  # joiners and soft hyphens: part of a word
_SPACES = re.compile(r"\s+")


def _clean(text: str) -> str:
    """``text`` as it is set: each run of white space one space, what no font
    prints dropped."""
    text = _SPACES.sub(lambda m: " " if "\u00a0" not in m[0] else m[0], text)
    return "".join(c for c in text if c in _KEPT_FORMAT or unicodedata.category(c) not in _DROPPED)


def literal(text: str) -> Typ:
    """``text`` as a Typst string literal (``"..."``), for code: a link's
    address, a font's name, an option."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return Typ(f'"{escaped}"')


def typ(text: str) -> Typ:
    """Plain text (no markup) as Typst markup that shows it literally; digits
    beside a CJK character upright in italic text too, as the LaTeX escaper
    sets them (:func:`cvgen.tex.fonts.cjk_digits`)."""
    cleaned = _clean(text)
    if not cleaned:
        return Typ("")
    pieces, start = [], 0
    for found in cjk_digits().finditer(cleaned) if has_cjk(cleaned) else ():
        if found.start() > start:
            pieces.append(f"#{literal(cleaned[start : found.start()])};")
        pieces.append(f'#text(style: "normal", {literal(found[0])});')
        start = found.end()
    if start < len(cleaned):
        pieces.append(f"#{literal(cleaned[start:])};")
    return Typ("".join(pieces))


def typ_url(url: str) -> Typ:
    """A link's address as a string literal; empty for an address that may not be
    a link (:mod:`cvgen.model.links`)."""
    safe = safe_link(url)
    return literal(_clean(safe)) if safe else Typ("")


def typ_markup(text: str) -> Typ:
    """Text that may carry cvgen's small markup (``**bold**``, ``*italic*``,
    ``[text](url)``) as Typst markup."""
    return Typ("".join(_span(span) for span in markup.parse(text)))


def _span(span: markup.Span) -> str:
    if isinstance(span, markup.Plain):
        return typ(span.text)
    inner = "".join(_span(child) for child in span.children)
    if isinstance(span, markup.Bold):
        return f"#strong[{inner}]"
    if isinstance(span, markup.Italic):
        return f"#emph[{inner}]"
    url = typ_url(span.url)
    return f"#link({url})[{inner}]" if url else inner
