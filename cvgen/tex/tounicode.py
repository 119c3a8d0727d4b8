"""Small capitals that text extractors read as the letters they are.

xdvipdfmx writes each font's ToUnicode map (what pdfminer.six and pypdf read a
glyph as) partly from the font's substitutions: Source Serif Pro's ``smcp``
turns ``i``, ``I`` and ``ı`` all into the one glyph ``I.sc``, and the map
keeps the last, so the classic theme's "EDUCATION" extracts as "EDUCATıON"
(pdftotext reads the run's /ActualText and is right). :func:`mend_small_caps`
maps every small capital of a font cvgen ships (``X.sc``, found by name in the
font file) to its capital letter. The glyph ids are the font file's own: the
fonts are embedded as CID fonts with Identity-H, whose CIDs are glyph ids.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import Any

from cvgen.tex.fonts import font_search_path

# "ABCDEF+SourceSerifPro-Bold-Identity-H": the subset tag, the face, the encoding
_BASE_FONT = re.compile(r"^/?[A-Z]{6}\+(?P<face>[A-Za-z0-9-]+?)-Identity-H$")
_CHARS = re.compile(rb"beginbfchar(.*?)endbfchar", re.DOTALL)  # not the ranges
_CHAR = re.compile(rb"<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4,})>")
# the families whose small capitals are mended (their files, by face name)
MENDED = ("SourceSerifPro-",)


@lru_cache(maxsize=16)
def _glyphs(face: str) -> tuple[list[str], dict[int, str]]:
    """``face``'s glyph names by glyph id and its character map (code point to
    glyph name), read once for both uses below; empty when the file is not found."""
    for folder in font_search_path():
        path = folder / f"{face}.otf"
        if path.is_file():
            from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

            with TTFont(path, lazy=True) as font:
                return font.getGlyphOrder(), font.getBestCmap()
    return [], {}


@lru_cache(maxsize=16)
def small_capitals(face: str) -> dict[int, str]:
    """The glyph id of each small capital of ``face`` (``SourceSerifPro-Bold``)
    and the capital it stands for; empty when the file is not found."""
    order, _ = _glyphs(face)
    return {
        gid: name[0]
        for gid, name in enumerate(order)
        if name.endswith(".sc") and len(name) == 4 and name[0].isupper()
    }


@lru_cache(maxsize=16)
def shared_with_ascii(face: str) -> dict[int, str]:
    """The glyph id of each glyph of ``face`` that an ASCII character shares
    with other code points, and that character: Source Serif Pro draws ``` ` ```
    and ``ˋ`` (U+02CB) with one glyph, and the map keeps the modifier letter, so
    a backtick typed in a CV extracted as ``ˋ``. Empty when the file is not found."""
    order, cmap = _glyphs(face)
    ids = {name: gid for gid, name in enumerate(order)}
    shared = Counter(cmap.values())
    return {
        ids[name]: chr(code)
        for code, name in cmap.items()
        if code < 0x80 and shared[name] > 1 and name in ids
    }


def mend_small_caps(fonts: Any) -> None:
    """Rewrite, in place, the ToUnicode maps of the fonts of one page's
    resources (pypdf objects) that map a small capital to another letter, or
    a glyph an ASCII character shares to another code point."""
    for font in fonts.values():
        font = font.get_object()
        match = _BASE_FONT.match(str(font.get("/BaseFont", "")))
        if not match or not match["face"].startswith(MENDED) or "/ToUnicode" not in font:
            continue
        stream = font["/ToUnicode"].get_object()
        data = stream.get_data()
        face = match["face"]
        mended = mended_map(data, shared_with_ascii(face) | small_capitals(face))
        if mended != data:
            stream.set_data(mended)


def mended_map(data: bytes, capitals: dict[int, str]) -> bytes:
    """A ToUnicode map with each single glyph of ``capitals`` mapped to its capital."""

    def capital(found: re.Match[bytes]) -> bytes:
        letter = capitals.get(int(found[1], 16))
        return found[0] if letter is None else b"<%s> <%04X>" % (found[1], ord(letter))

    return _CHARS.sub(lambda block: _CHAR.sub(capital, block[0]), data)
