"""The one place where text becomes LaTeX.

Every user string reaches a template through :func:`tex` or
:func:`tex_markup` and comes out as :class:`Tex`; the renderer refuses to
print anything else. Escaping maps every TeX special character to a command
that prints it, breaks the ligatures (``--``, ``''``, ``!```) that would
change what was written, and drops control characters no font can show.
A symbol (arrows, mathematical operators, box drawing, ...) is wrapped in
``\\cvsym``, which prints it from the fallback font when the current font lacks
it (:data:`cvgen.tex.fonts.FALLBACK_FAMILY`).

The space between two symbols goes inside the first one's ``\\cvsym``, so that
it is set in the same font as that symbol: XeTeX crashes (signal 11) on two
runs of the fallback font with only a space of the body font between them,
under the classes' ``\\XeTeXinterwordspaceshaping=1`` (``╔ ★``). ``\\cvsym``
tests the character alone (TeX's character constant takes one space after
it), and the space stays a space in the PDF's text. A no-break space between
two symbols is kept from breaking by an ``\\mbox`` around the first one.

A word longer than :data:`LONG_WORD` characters (a URL, a hash, a run of one
letter) may break after every fourth character (:func:`_word_breaks`):
TeX cannot hyphenate it, and one unbreakable box thousands of points wide
crashes XeTeX (signal 11 at 1,000 ``W``; "Missing number" or "Dimension too
large" once it passes TeX's largest length) or makes its line breaking crawl.
The break is a penalty, which draws nothing, so the PDF's text layer keeps the
word whole; it is high, so that TeX moves a word that fits on the next line
whole rather than splitting it; glue around it lets the line it ends stretch.
Each piece ends its source line with ``%`` (no space), keeping the ``.tex``
lines short whatever the word's length. Fields typeset on one line or in a
narrow column are capped instead (:data:`cvgen.model.base.Line`).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from urllib.parse import quote as url_quote

from cvgen.model import markup
from cvgen.model.links import safe_link
from cvgen.tex.fonts import cjk_digits, has_cjk, is_cjk, is_symbol


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
    # French spacing before ; ! ? and inside « » (locales/fr.yaml): a thin space no
    # line breaks at; not every body font has the character
    "\u202f": r"\,",
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


#: Words longer than this (in characters) may break anywhere (see the module's note).
LONG_WORD = 30
# A place to break a long word: a penalty between two glues whose stretch
# cancels, so the word's letters stay together on a line; at a break the first
# glue, left at the line's end, lets that line stretch (a justified line of one
# word's pieces fits no width exactly). No glyph, so no space in the text layer;
# \relax ends the glue before a letter ("plus" or "minus") or a digit. Then the
# end of the source line.
_WORD_BREAK = "\\hskip0pt plus 4em\\penalty5000\\hskip0pt plus -4em\\relax%\n"
# a word: what no breakable space splits (no-break spaces join words into one)
_NO_BREAK_SPACES = "\u00a0\u2007\u202f"
_LONG = re.compile(rf"(?:[^\s]|[{_NO_BREAK_SPACES}]){{{LONG_WORD + 1},}}")
# a character that belongs to the one before it: combining marks, and either
# side of a zero-width joiner
_JOINED = frozenset(("Mn", "Mc", "Me"))
_ZWJ = "\u200d"
_PIECE = 4  # characters


def _word_breaks(text: str) -> list[int]:
    """Where ``text`` may break inside its words: after every fourth character
    of a word longer than :data:`LONG_WORD` (four: a piece fits the narrowest
    column, and fewer pieces are less work for TeX), except inside a character
    with its combining marks, a zero-width-joiner sequence, next to a no-break
    space (it holds symbols together, see the module's note) or a CJK
    character (xeCJK breaks CJK text between any two characters; a penalty
    between them stops it)."""
    breaks: list[int] = []
    for found in _LONG.finditer(text):
        last = found.start()
        for end in range(found.start() + 1, found.end()):
            char, before = text[end], text[end - 1]
            if end - last < _PIECE or (
                is_cjk(char)
                or is_cjk(before)
                or _ZWJ in (char, before)
                or char in _NO_BREAK_SPACES
                or before in _NO_BREAK_SPACES
                or unicodedata.category(char) in _JOINED
            ):
                continue
            breaks.append(end)
            last = end
    return breaks


def _escape(text: str) -> str:
    escaped = text.translate(_TABLE)
    if has_cjk(escaped):  # digits beside CJK stay upright in an italic run too (cvgen.tex.fonts)
        escaped = cjk_digits().sub(r"{\\upshape \g<0>}", escaped)
    if "\\cvsym{" in escaped:  # a space between two symbols: in the first one's font
        escaped = _SYMBOL_GAP.sub(_symbol_gap, escaped)
    return escaped


def _escape_broken(text: str, breaks: list[int]) -> str:
    """``text`` escaped, with a :data:`_WORD_BREAK` at each of ``breaks``."""
    if not breaks:
        return _escape(text)
    bounds = [0, *breaks, len(text)]
    return _WORD_BREAK.join(_escape(text[a:b]) for a, b in itertools.pairwise(bounds))


def tex(text: str) -> Tex:
    """Escape plain text (no markup) for LaTeX."""
    return Tex(_escape_broken(text, _word_breaks(text)))


def tex_url(url: str) -> Tex:
    """A URL for ``\\href``: percent-encode everything TeX could misread; empty
    for an address that may not be a link (:mod:`cvgen.model.links`)."""
    encoded = url_quote(safe_link(url), safe=":/?#=@!$&'()*+,;-._%")
    # '~' is active in TeX and Python's quote() keeps it: encode it too
    encoded = encoded.replace("~", "%7E")
    return Tex(encoded.replace("%", r"\%").replace("#", r"\#").replace("&", r"\&"))


def tex_markup(text: str) -> Tex:
    """Escape text that may carry cvgen's small markup. A word's breaks are
    found in the text as read, so that spans glued into one long word (links
    side by side) break too."""
    spans = markup.parse(text)
    breaks = _Breaks(_word_breaks("".join(_plain_texts(spans))))
    return Tex("".join(_span(span, breaks) for span in spans))


def _plain_texts(spans: tuple[markup.Span, ...] | list[markup.Span]) -> list[str]:
    texts: list[str] = []
    for span in spans:
        if isinstance(span, markup.Plain):
            texts.append(span.text)
        else:
            texts += _plain_texts(span.children)
    return texts


class _Breaks:
    """A text's word breaks, handed out span by span in reading order."""

    def __init__(self, breaks: list[int]) -> None:
        self.breaks, self.offset = breaks, 0

    def take(self, length: int) -> list[int]:
        """The breaks inside the next ``length`` characters, counted from their start."""
        start, self.offset = self.offset, self.offset + length
        return [b - start for b in self.breaks if start <= b < self.offset]


def _span(span: markup.Span, breaks: _Breaks) -> str:
    if isinstance(span, markup.Plain):
        return _escape_broken(span.text, breaks.take(len(span.text)))
    inner = "".join(_span(child, breaks) for child in span.children)
    if isinstance(span, markup.Bold):
        return rf"\textbf{{{inner}}}"
    if isinstance(span, markup.Italic):
        return rf"\textit{{{inner}}}"
    return rf"\href{{{tex_url(span.url)}}}{{{inner}}}"
