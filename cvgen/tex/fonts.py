"""Find the font files a CV needs, by path: nothing is looked up or downloaded
at run time. See fonts/README.md for the search order and how to add fonts."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib.util import find_spec
from pathlib import Path

from cvgen.errors import CvgenError
from cvgen.support.resources import bundled_font_dir
from cvgen.tex import fontdirs, xelatex


@dataclass(frozen=True)
class FontFamily:
    """One family: every face must be in the same folder (fontspec's Path=)."""

    role: str
    package: str  # the PyPI package that ships it
    faces: dict[str, str]  # fontspec option -> file name
    features: dict[str, str] = field(default_factory=dict)  # fontspec option -> features

    def files(self) -> list[str]:
        return list(self.faces.values())


FAMILIES = (
    FontFamily(
        "body",
        "font-source-sans-pro",
        {
            "UprightFont": "SourceSansPro-Regular.otf",
            "BoldFont": "SourceSansPro-Bold.otf",
            "ItalicFont": "SourceSansPro-It.otf",
            "BoldItalicFont": "SourceSansPro-BoldIt.otf",
            "Semibold": "SourceSansPro-Semibold.otf",
        },
    ),
    FontFamily(
        "head",
        "font-roboto",
        {"UprightFont": "Roboto-Light.ttf", "BoldFont": "Roboto-Bold.ttf"},
    ),
    FontFamily("solid", "font-font-awesome", {"UprightFont": "FontAwesome5-Free-Solid.otf"}),
    FontFamily("brands", "font-font-awesome", {"UprightFont": "FontAwesome5-Brands.otf"}),
)


# Chinese, Japanese and Korean: Noto Sans CJK from Debian (fonts-noto-cjk), set
# by xeCJK. Only documents that contain such characters load it (it costs a
# third of a second per run); its Simplified Chinese face covers kana and
# Hangul too.
CJK_FAMILY = FontFamily(
    "cjk",
    "fonts-noto-cjk",
    {"UprightFont": "NotoSansCJK-Regular.ttc", "BoldFont": "NotoSansCJK-Bold.ttc"},
)
# the faces of the collection by the locale's cjk_face ("Noto Sans CJK SC" is 2)
CJK_FACES = {"JP": 0, "KR": 1, "SC": 2, "TC": 3, "HK": 4}
CJK_FACE_INDEX = CJK_FACES["SC"]  # a CV whose locale names none
CJK_TEX_PACKAGES = ("xeCJK.sty", "ctexhook.sty")  # texlive-lang-cjk, texlive-lang-chinese
_CJK_RANGES = (
    (0x1100, 0x11FF),  # Hangul Jamo
    (0x2E80, 0x2FDF),  # CJK radicals
    (0x3000, 0x30FF),  # CJK punctuation, Hiragana, Katakana
    (0x3100, 0x31FF),  # Bopomofo, Hangul compatibility Jamo, Katakana extensions
    (0x3200, 0x4DBF),  # enclosed CJK, compatibility, extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xA960, 0xA97F),  # Hangul Jamo extended-A
    (0xAC00, 0xD7FF),  # Hangul syllables
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFE30, 0xFE4F),  # CJK compatibility forms
    (0xFF00, 0xFFEF),  # half- and full-width forms
    (0x20000, 0x3134F),  # extensions B-G
)


@cache  # compiled on first use, and only for a CV with CJK text (cjk_digits)
def _char_class(ranges: tuple[tuple[int, int], ...]) -> re.Pattern[str]:
    return re.compile("[" + "".join(f"{chr(low)}-{chr(high)}" for low, high in ranges) + "]")


def _within(char: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    """Whether ``char`` (its first character) is in one of ``ranges`` (ascending).
    Not a regex: a character class of the CJK blocks takes 5 ms to compile."""
    code = ord(char[0]) if char else -1
    return code >= ranges[0][0] and any(low <= code <= high for low, high in ranges)


def _any_within(text: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    """Whether a character of ``text`` is in one of ``ranges`` (ascending)."""
    first = chr(ranges[0][0])
    return any(_within(char, ranges) for char in set(text) if char >= first)


def is_cjk(char: str) -> bool:
    return _within(char, _CJK_RANGES)


def has_cjk(text: str) -> bool:
    return _any_within(text, _CJK_RANGES)


@cache
def cjk_digits() -> re.Pattern[str]:
    """A run of digits beside a CJK character (``2023`` of ``2023年9月``): part of
    the CJK run, so upright where the Latin text around is italic (the CJK
    font has no italic, and a slanted ``2023`` beside an upright 年 reads as
    two scripts)."""
    cjk = _char_class(_CJK_RANGES).pattern
    return re.compile(rf"(?<={cjk})[0-9]+|[0-9]+(?={cjk})")


# Symbols the text fonts lack (the body font has no box drawing, "∼" or most
# arrows): DejaVu Sans from Debian (fonts-dejavu-core). The escaper wraps each
# character of these blocks in \cvsym (cvgen.cls), which prints it in the
# current font when that font has it and in this one otherwise; only documents
# with such characters load it. Letters, combining marks and the punctuation of
# running text are never wrapped: they shape and kern with their neighbours.
FALLBACK_FAMILY = FontFamily(
    "fallback",
    "fonts-dejavu-core",
    {"UprightFont": "DejaVuSans.ttf", "BoldFont": "DejaVuSans-Bold.ttf"},
)
SYMBOL_RANGES = (
    (0x2010, 0x2011),  # hyphen, non-breaking hyphen
    (0x2016, 0x2017),
    (0x201B, 0x201B),
    (0x201F, 0x201F),
    (0x2023, 0x2025),
    (0x2027, 0x2027),
    (0x2031, 0x2031),
    (0x2034, 0x2038),
    (0x203B, 0x205E),  # the rest of General Punctuation (not its dashes, quotes, bullets)
    (0x2070, 0x20CF),  # superscripts, subscripts, currency
    (0x2100, 0x218F),  # letterlike symbols, number forms
    (0x2190, 0x2BFF),  # arrows, mathematical operators, technical, box drawing, blocks,
    # geometric shapes, miscellaneous symbols, dingbats, braille, more arrows and math
    (0x2E00, 0x2E7F),  # supplemental punctuation
    (0x1D400, 0x1D7FF),  # mathematical alphanumeric symbols
)


def is_symbol(char: str) -> bool:
    """Whether the escaper wraps ``char`` in ``\\cvsym`` (see FALLBACK_FAMILY)."""
    return _within(char, SYMBOL_RANGES)


def has_symbol(text: str) -> bool:
    return _any_within(text, SYMBOL_RANGES)


# Source Sans Pro's italics (PyPI's font-source-sans-pro) have no Greek or
# Cyrillic; a document with such text slants the upright faces instead.
_GREEK_CYRILLIC = ((0x0370, 0x03FF), (0x0400, 0x052F), (0x1F00, 0x1FFF))
SLANT = "FakeSlant=0.2"


def has_greek_or_cyrillic(text: str) -> bool:
    return _any_within(text, _GREEK_CYRILLIC)


class FontMissingError(CvgenError):
    pass


@dataclass(frozen=True)
class ResolvedFont:
    family: FontFamily
    folder: Path

    def path(self, option: str) -> Path:
        return self.folder / self.family.faces[option]


def font_search_path() -> list[Path]:
    """``$CVGEN_FONT_DIR`` (``:``-separated), ``./fonts``, the bundled ``fonts/``,
    then the folders of the PyPI font packages."""
    folders = [Path(p) for p in os.environ.get("CVGEN_FONT_DIR", "").split(os.pathsep) if p]
    folders += [Path("fonts"), bundled_font_dir()]
    found = [f.resolve() for f in folders if f.is_dir()]
    return found + [f for f in _package_font_dirs() if f.is_dir()]


@lru_cache(maxsize=1)
def _package_font_dirs() -> tuple[Path, ...]:
    """The PyPI font packages' folders, looked up once a process (a build asks
    for the search path five times, and each lookup searches ``sys.path``)."""
    folders = []
    for module in (
        "font_source_sans_pro",
        "font_source_serif_pro",
        "font_roboto",
        "font_font_awesome",
    ):
        spec = find_spec(module)
        if spec and spec.origin:
            folders.append((Path(spec.origin).parent / "files").resolve())
    return tuple(folders)


def resolve_fonts() -> dict[str, ResolvedFont]:
    """Each role's folder: the first on the search path holding all its faces."""
    search = font_search_path()
    found: dict[str, ResolvedFont] = {}
    for family in FAMILIES:
        font = _first_holding(family, search)
        if font is not None:
            found[family.role] = font
        else:
            raise FontMissingError(
                f"font files {', '.join(family.files())} not found "
                f"(install them: pip install {family.package}; or put them in fonts/)"
            )
    return found


def resolve_cjk_font() -> ResolvedFont | None:
    """The CJK font, if it and xeCJK are installed; None otherwise (the CJK
    characters are then missing, and the build says which and where)."""
    font = find_cjk_font()
    return font if font is not None and tex_has(*CJK_TEX_PACKAGES) else None


def find_cjk_font() -> ResolvedFont | None:
    """The CJK font files, on the search path or in the system's font folders."""
    return _installed(CJK_FAMILY)


def collection_families(path: Path) -> tuple[str, ...]:
    """The family of each face of a font collection (``.ttc``), by face index:
    ``Noto Sans CJK JP``, ``Noto Sans CJK KR``, ... for Debian's Noto Sans CJK."""
    from fontTools.ttLib import TTCollection  # type: ignore[import-untyped]

    collection = TTCollection(path, lazy=True)
    try:
        return tuple(str(face["name"].getDebugName(1) or "") for face in collection.fonts)
    finally:
        collection.close()


def missing_cjk_faces(font: ResolvedFont, faces: Iterable[str]) -> list[str]:
    """Which of ``faces`` (``KR``, ``JP``) the CJK font lacks where XeLaTeX
    takes them, its index in :data:`CJK_FACES` (Typst takes them by name:
    ``Noto Sans CJK KR``)."""
    families = collection_families(font.path("UprightFont"))
    return [
        face
        for face in faces
        if len(families) <= CJK_FACES[face] or not families[CJK_FACES[face]].endswith(face)
    ]


def find_fallback_font() -> ResolvedFont | None:
    """The symbol fallback font, on the search path or in the system's font
    folders; None when it is not installed (its symbols are then missing, and the
    build says which and where)."""
    return _installed(FALLBACK_FAMILY)


def _installed(family: FontFamily) -> ResolvedFont | None:
    return _first_holding(family, [*font_search_path(), *fontdirs.system_font_dirs()])


def _first_holding(family: FontFamily, folders: list[Path]) -> ResolvedFont | None:
    """The family in the first of ``folders`` that holds all its faces."""
    for folder in folders:
        if all((folder / name).is_file() for name in family.files()):
            return ResolvedFont(family, folder)
    return None


@lru_cache(maxsize=8)
def tex_has(*files: str) -> bool:
    """Whether the TeX installation has all these files (kpsewhich)."""
    kpsewhich = xelatex.find_tex_program("kpsewhich")
    if kpsewhich is None:
        return False
    result = subprocess.run([kpsewhich, *files], capture_output=True, text=True, check=False)
    return len(result.stdout.split()) == len(files)
