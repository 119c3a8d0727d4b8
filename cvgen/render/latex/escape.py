"""The one place where text becomes LaTeX.

Every user string reaches a template through :func:`tex` or
:func:`tex_markup` and comes out as :class:`Tex`; the renderer refuses to
print anything else. Escaping maps every TeX special character to a command
that prints it, breaks the ligatures (``--``, ``''``, ``!```) that would
change what was written, and drops control characters no font can show.
A symbol (arrows, mathematical operators, box drawing, ...) is wrapped in
``\\cvsym``, which prints it from the fallback font when the current font lacks
it (:data:`cvgen.render.fonts.FALLBACK_FAMILY`).

The space between two symbols goes inside the first one's ``\\cvsym``, so that
it is set in the same font as that symbol: XeTeX crashes (signal 11) on two
runs of the fallback font with only a space of the body font between them,
under the classes' ``\\XeTeXinterwordspaceshaping=1`` (``╔ ★``). ``\\cvsym``
tests the character alone (TeX's character constant takes one space after
it), and the space stays a space in the PDF's text. A no-break space between
two symbols is kept from breaking by an ``\\mbox`` around the first one.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import quote as url_quote

from cvgen.model import markup
from cvgen.model.links import safe_link
from cvgen.render.fonts import is_symbol


class Tex(str):
    """A string that is already valid, safe LaTeX."""

    __slots__ = ()

    def __add__(self, other: str) -> Tex:
        if not isinstance(other, Tex):
            return NotImplemented
        return Tex(str.__add__(self, other))


_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "$": r"\$",
    "&": r"\&",
    "#": r"\#",
    "%": r"\%",
    "_": r"\_",
    "^": r"\textasciicircum{}",
    "~": r"\textasciitilde{}",
    # characters TeX or fontspec would join into other glyphs, or treat as syntax
    "-": "-{}",
    "'": r"\textquotesingle{}",
    "`": r"\textasciigrave{}",
    '"': r"\textquotedbl{}",
    "[": "{[}",
    "]": "{]}",
    "<": r"\textless{}",
    ">": r"\textgreater{}",
    "!": "!{}",
    "?": "?{}",
    ",": ",{}",
    "|": r"\textbar{}",
    "\u00a0": "~",
}


def _escape_char(char: str) -> str:
    if char in _SPECIAL:
        return _SPECIAL[char]
    category = unicodedata.category(char)
    if category in ("Zs", "Zl", "Zp") or char in "\t\n\r\v\f":
        return " "
    if category in ("Cc", "Cf", "Cs", "Co", "Cn"):
        return ""  # control, surrogate, private-use and unassigned: nothing to print
    if is_symbol(char):
        return rf"\cvsym{{{char}}}"
    return char


class _Table(dict[int, str]):
    """Code point -> its TeX, computed on first use (for ``str.translate``)."""

    def __missing__(self, code: int) -> str:
        self[code] = escaped = _escape_char(chr(code))
        return escaped


_TABLE = _Table({i: _escape_char(chr(i)) for i in range(0x80)})


# a symbol, then spaces or ties ("~": a no-break space), then another symbol
_SYMBOL_GAP = re.compile(r"(\\cvsym\{[^}]+)\}([ ~]+)(?=\\cvsym\{)")


def _symbol_gap(found: re.Match[str]) -> str:
    symbol_and_space = found[1] + " }"
    return rf"\mbox{{{symbol_and_space}}}" if "~" in found[2] else symbol_and_space


def tex(text: str) -> Tex:
    """Escape plain text (no markup) for LaTeX."""
    escaped = text.translate(_TABLE)
    if "\\cvsym{" in escaped:  # a space between two symbols: in the first one's font
        escaped = _SYMBOL_GAP.sub(_symbol_gap, escaped)
    return Tex(escaped)


def tex_url(url: str) -> Tex:
    """A URL for ``\\href``: percent-encode everything TeX could misread; empty
    for an address that may not be a link (:mod:`cvgen.model.links`)."""
    encoded = url_quote(safe_link(url), safe=":/?#=@!$&'()*+,;-._%")
    # '~' is active in TeX and Python's quote() keeps it: encode it too
    encoded = encoded.replace("~", "%7E")
    return Tex(encoded.replace("%", r"\%").replace("#", r"\#").replace("&", r"\&"))


def tex_markup(text: str) -> Tex:
    """Escape text that may carry cvgen's small markup."""
    return Tex("".join(_span(span) for span in markup.parse(text)))


def _span(span: markup.Span) -> str:
    if isinstance(span, markup.Plain):
        return tex(span.text)
    inner = "".join(_span(child) for child in span.children)
    if isinstance(span, markup.Bold):
        return rf"\textbf{{{inner}}}"
    if isinstance(span, markup.Italic):
        return rf"\textit{{{inner}}}"
    return rf"\href{{{tex_url(span.url)}}}{{{inner}}}"
