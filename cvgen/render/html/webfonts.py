"""The PDF's fonts on the web CV: subset to the page's characters, embedded in its CSS.

A web CV should look like its PDF and still look so offline or years later, so
the page fetches nothing: its fonts are the PDF's own files (the PyPI font
packages, or a style's ``body_font``/``heading_font``, exactly as
:func:`cvgen.tex.fontchoice.chosen_fonts` resolves them for XeLaTeX),
carried as WOFF2 ``data:`` URIs in ``@font-face`` rules. A whole face is about
250 KB and a CV uses seven, so each is cut down (fontTools' subsetter) to the
characters the page shows, which is 5-15 KB a face for a Latin CV.

What is kept, and why:

- every character of the text, the other case of each letter (a theme may
  set headings in capitals), and space, digits and ASCII punctuation, so that
  what the page adds itself always renders;
- fontTools' default layout features (kerning, ligatures, marks) and small
  capitals (``smcp``, ``c2sc``): the page sets positions and roles in small
  capitals, as the PDF's ``\\scshape`` does; hinting is dropped (about 15%);
- of an icon font, only its private-use characters, without layout features:
  Font Awesome's ligatures spell icon names with ASCII letters, and an icon
  font none of whose icons the page shows is left out;
- a face whose file another face of its family already uses is left out, so
  the browser slants or emboldens that file itself, as fontspec's FakeSlant
  and FakeBold do in the PDF (a font file without its bold face).

Chinese, Japanese and Korean are not embedded: subsetting Noto Sans CJK (a
19 MB collection) took 0.7-1.0 s and 110 KB of WOFF2 for 300 characters in
regular and bold, and 1.1-1.6 s and 240 KB (315 KB as base64) for the 600 a
Chinese CV easily uses. The page names installed CJK fonts instead
(:data:`CJK_FONT_STACKS`).

The same fonts and text give the same bytes (no timestamp is recomputed, code
points go in sorted), and subsets are cached in-process, keyed by the file's
size and modification time, so a site of many pages subsets each face once
per character set. fontTools is imported only here, on first use: ``cvgen
--help`` need not pay for it.
"""

from __future__ import annotations

import base64
import html
import io
import string
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from markupsafe import Markup

from cvgen.support import cache
from cvgen.tex.fontchoice import chosen_fonts
from cvgen.tex.fonts import FontMissingError

#: The CSS family of each role of :data:`cvgen.tex.fonts.FAMILIES`
FAMILIES = {
    "body": "cvgen-body",
    "head": "cvgen-head",
    "solid": "cvgen-solid",
    "brands": "cvgen-brands",
}
ICON_ROLES = frozenset({"solid", "brands"})

# Each role's faces: fontspec option -> CSS weight and style. When two faces
# share a file, the first keeps it: upright before italic before bold, so a
# missing bold or italic is synthesised from the face it is made from in the PDF.
_FACES: dict[str, tuple[tuple[str, int, str], ...]] = {
    "body": (
        ("UprightFont", 400, "normal"),
        ("ItalicFont", 400, "italic"),
        ("BoldFont", 700, "normal"),
        ("BoldItalicFont", 700, "italic"),
        ("Semibold", 600, "normal"),
    ),
    # the PDF's heading: the given name in the upright (light) face, the family name bold
    "head": (("UprightFont", 300, "normal"), ("BoldFont", 700, "normal")),
    "solid": (("UprightFont", 900, "normal"),),  # Font Awesome 5's own CSS weights
    "brands": (("UprightFont", 400, "normal"),),
}

#: Fonts for Chinese, Japanese and Korean text, by the locale's CJK face
#: (the keys of :data:`cvgen.tex.fonts.CJK_FACES`); not embedded (see above)
CJK_FONT_STACKS = {
    face: ", ".join([*(f'"{name}"' for name in names), "sans-serif"])
    for face, names in {
        "SC": ("Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei"),
        "TC": ("Noto Sans CJK TC", "Source Han Sans TC", "PingFang TC", "Microsoft JhengHei"),
        "HK": ("Noto Sans CJK HK", "Source Han Sans HC", "PingFang HK", "Microsoft JhengHei"),
        "JP": ("Noto Sans CJK JP", "Source Han Sans JP", "Hiragino Sans", "Yu Gothic", "Meiryo"),
        "KR": ("Noto Sans CJK KR", "Source Han Sans KR", "Apple SD Gothic Neo", "Malgun Gothic"),
    }.items()
}


def cjk_font_stack(face: str) -> Markup:
    """The CSS font stack of a locale's CJK face, for a page's ``--cjk``: font
    names cvgen writes, not user text."""
    return Markup(CJK_FONT_STACKS[face])


# what the page may add around the user's text: kept in every text face that has it
ALWAYS = " \u00a0" + string.digits + string.punctuation + "–—·•‘’“”…"
_ALWAYS = frozenset(ord(c) for c in ALWAYS)
_PRIVATE_USE = ((0xE000, 0xF8FF), (0xF0000, 0x10FFFF))
# fontTools' defaults plus small capitals; none for icons (see the docstring)
_EXTRA_FEATURES = ("smcp", "c2sc")

_Stamp = tuple[int, int]  # a file's size and modification time: a changed file is a new key


@dataclass(frozen=True)
class WebFont:
    """One ``@font-face``: a CSS family, weight and style, and its font file."""

    family: str
    weight: int
    style: str  # "normal" or "italic"
    path: Path
    icons: bool = False  # keep only its private-use characters, no layout features


def web_fonts(body: str | None = None, head: str | None = None) -> tuple[WebFont, ...]:
    """The faces of every role, from the fonts the PDF uses with this body and
    heading font (a family name, a font file's path, or None for the default).

    Raises :class:`FontMissingError` when a font file is not there."""
    faces: list[WebFont] = []
    for role, font in chosen_fonts(body, head).items():
        used: set[str] = set()
        for option, weight, style in _FACES.get(role, ()):
            name = font.family.faces.get(option)
            if name is None or name in used:
                continue
            used.add(name)
            path = font.path(option)
            if not path.is_file():
                package = font.family.package
                fix = (
                    "put it back, or choose a family"
                    if " " in package  # a font file chosen by path, not a package
                    else f"install it: pip install {package}; or put it in fonts/"
                )
                raise FontMissingError(f"font file {path} not found ({fix})")
            faces.append(WebFont(FAMILIES[role], weight, style, path, role in ICON_ROLES))
    return tuple(faces)


def font_face_css(fonts: Iterable[WebFont], text: str) -> str:
    """``@font-face`` rules embedding each of ``fonts`` subset to the characters
    of ``text`` (plain text or HTML: character references count as what they
    show); a face none of whose characters occur in ``text`` has none."""
    shown = {ord(c) for c in html.unescape(text) if not c.isspace()}
    cased = shown | {ord(o) for c in map(chr, shown) for o in (c.upper(), c.lower()) if len(o) == 1}
    rules = []
    for font in fonts:
        stamp = _stamp(font.path)
        cmap = _cmap(font.path, stamp)
        if font.icons:
            keep = frozenset(c for c in shown & cmap if _private(c))
        elif shown & cmap:
            keep = frozenset((cased | _ALWAYS) & cmap)
        else:
            keep = frozenset()
        if keep:
            data = base64.b64encode(_woff2(font.path, stamp, keep, font.icons)).decode("ascii")
            rules.append(
                f'@font-face {{ font-family: "{font.family}"; font-style: {font.style}; '
                f"font-weight: {font.weight}; font-display: swap;\n"
                f'  src: url(data:font/woff2;base64,{data}) format("woff2"); }}\n'
            )
    return "".join(rules)


def _private(code: int) -> bool:
    return any(low <= code <= high for low, high in _PRIVATE_USE)


def _stamp(path: Path) -> _Stamp:
    try:
        stat = path.stat()
    except OSError:
        raise FontMissingError(
            f"font file {path} not found (reinstall the package that ships it, or put it back)"
        ) from None
    return stat.st_size, stat.st_mtime_ns


@lru_cache(maxsize=32)
def _cmap(path: Path, stamp: _Stamp) -> frozenset[int]:
    """The code points the font file has a glyph for."""
    from fontTools.ttLib import TTFont, TTLibError  # type: ignore[import-untyped]

    try:
        with TTFont(path, lazy=True) as font:
            return frozenset(font.getBestCmap() or ())
    except TTLibError as error:
        raise FontMissingError(
            f"{path} is not a font file cvgen can read ({error}); choose another font"
        ) from None


@lru_cache(maxsize=64)
def _woff2(path: Path, stamp: _Stamp, codes: frozenset[int], icons: bool) -> bytes:
    """The font file cut down to ``codes``, as WOFF2; kept in cvgen's cache
    (:mod:`cvgen.support.cache`), since a subset with kerning takes 0.1-0.3 s
    to make and the next build of the page wants the same one."""
    from fontTools import version as fonttools_version  # type: ignore[import-untyped]

    key = cache.digest(
        str(path.resolve()),
        f"{stamp[0]}:{stamp[1]}:{icons}:{fonttools_version}:{','.join(_EXTRA_FEATURES)}",
        ",".join(map(str, sorted(codes))),
    )
    kept = cache.read("webfonts", f"{key}.woff2")
    if kept is not None:
        return kept
    data = _subset(path, codes, icons)
    cache.write("webfonts", f"{key}.woff2", data)
    return data


def _subset(path: Path, codes: frozenset[int], icons: bool) -> bytes:
    from fontTools import subset

    options = subset.Options()
    options.flavor = "woff2"
    options.hinting = False
    options.desubroutinize = True  # compresses better under WOFF2's Brotli
    options.recalc_timestamp = False  # head.modified from the file, not the clock
    options.drop_tables += ["FFTM"]  # FontForge's timestamps, which fontTools would warn of
    options.layout_features = [] if icons else [*options.layout_features, *_EXTRA_FEATURES]
    buffer = io.BytesIO()
    with subset.load_font(str(path), options) as font:
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=sorted(codes))
        subsetter.subset(font)
        subset.save_font(font, buffer, options)
    return buffer.getvalue()
