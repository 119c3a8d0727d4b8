"""Any text in any kind of field comes out of a real compiled PDF's text layer as
written; a character no font has is reported, never silently dropped."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml
from hypothesis import Phase, example, given, settings
from hypothesis import strategies as st

from cvgen.cv.citation import initials
from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.model.markup import quote
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.sources.themes import available_themes, load_theme
from tests.conftest import CAMPAIGN, pdf_text, squash

# Letters, digits, punctuation and symbols of the scripts researchers write in,
# and some no loaded font has (emoji, Devanagari, Arabic) to check the warnings.
BLOCKS = [
    (0x0020, 0x024F),  # Latin, Latin-1, Latin Extended-A and -B
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x04FF),  # Cyrillic
    (0x2010, 0x2027),  # dashes, quotes, bullets
    (0x20A0, 0x20BF),  # currency
    (0x2190, 0x22FF),  # arrows, mathematical operators: the body font has few, the fallback all
    (0x2500, 0x257F),  # box drawing: from the fallback font
    (0x3041, 0x3096),  # Hiragana
    (0x30A1, 0x30FA),  # Katakana
    (0x4E00, 0x4FFF),  # CJK ideographs (a slice)
    (0xAC00, 0xACFF),  # Hangul syllables (a slice)
    (0x0905, 0x0939),  # Devanagari letters: no font has them
    (0x0627, 0x064A),  # Arabic letters: no font has them
    (0x1F600, 0x1F64F),  # emoji: no font has them
]
PRINTABLE = ("L", "N", "P", "S")
ALPHABET = [
    chr(c)
    for low, high in BLOCKS
    for c in range(low, high + 1)
    if unicodedata.category(chr(c))[0] in PRINTABLE
]
WORDS = st.text(alphabet=st.sampled_from(ALPHABET), min_size=1, max_size=10)
PHRASES = st.lists(WORDS, min_size=1, max_size=4).map(" ".join)
# a contact shown as written: the phone (a homepage is an address, cvgen.model.links)
FIELDS = ("name", "position", "bullet", "phone", "title", "venue", "author")
FIELDS += ("publisher", "institution", "number", "volume")  # a book's, a report's, a journal's
MISSING = re.compile(r"'(.)' \(U\+[0-9A-F]+\)")


def comparable(text: str) -> str:
    """Whitespace folded; none next to CJK (a line may break between two
    ideographs), nor at all around right-to-left runs pdftotext reorders."""
    return re.sub(r"\s*([\u3000-\u9fff\uac00-\ud7af])\s*", r"\1", squash(text))


def _cases(count: int) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """The property's cases: ``count`` drawn by hypothesis (a text for each field,
    a built-in theme), after the explicit one."""

    def cases(test: Callable[..., None]) -> Callable[..., None]:
        drawn = given(
            st.fixed_dictionaries({field: PHRASES for field in FIELDS}),
            st.sampled_from(sorted(available_themes())),
        )(test)
        # margin cites by initials: the fontless letter in a given name is never printed
        margin = {field: "Word" for field in FIELDS} | {"author": "Ad\u062f Lovelace"}
        explicit = example(margin, "margin")(drawn)
        phases = [Phase.explicit, Phase.reuse, Phase.generate]
        return settings(max_examples=count, phases=phases)(explicit)

    return cases


# make test: a few cases (each is a XeLaTeX build); the campaign: many
@_cases(4)
def test_any_text_in_any_field_survives_compilation(
    tmp_path_factory: pytest.TempPathFactory, texts: dict[str, str], theme: str
) -> None:
    """In every built-in theme."""
    _survives(tmp_path_factory.mktemp("prop"), texts, theme)


@CAMPAIGN
@_cases(12)
def test_any_text_in_any_field_survives_compilation_in_many_cases(
    tmp_path_factory: pytest.TempPathFactory, texts: dict[str, str], theme: str
) -> None:
    """The same property over more drawn cases."""
    _survives(tmp_path_factory.mktemp("prop"), texts, theme)


def _survives(folder: Path, texts: dict[str, str], theme: str) -> None:
    profile = {
        "name": quote(texts["name"]),
        "position": quote(texts["position"]),
        "contacts": {"phone": texts["phone"]},
        "experience": [
            {"organization": "Engine", "role": "Programmer", "bullets": [quote(texts["bullet"])]}
        ],
        "publications": {"papers": ["p", "r", "b"]},
    }
    database = {
        "papers": {
            "p": {
                "title": texts["title"],
                "authors": ["Ada Lovelace", texts["author"]],
                "venue": {"short": texts["venue"]},
                "year": 2024,
                "volume": texts["volume"],
            },
            "r": {
                "title": "Report",
                "authors": ["Ada Lovelace"],
                "kind": "report",
                "number": texts["number"],
                "institution": texts["institution"],
                "year": 2023,
            },
            "b": {
                "title": "Book",
                "authors": ["Ada Lovelace"],
                "kind": "book",
                "publisher": texts["publisher"],
                "year": 2022,
            },
        }
    }
    dump = {"allow_unicode": True}
    (folder / "ada.yaml").write_text(yaml.safe_dump(profile, **dump), encoding="utf-8")
    (folder / "publications.yaml").write_text(yaml.safe_dump(database, **dump), encoding="utf-8")
    day = PartialDate(2024, 1, 1)
    result = build_cv(
        CvRequest(folder / "ada.yaml", date=day, theme=theme), BuildOptions(out_dir=folder)
    )
    missing = {m.group(1) for warning in result.warnings for m in MISSING.finditer(warning.message)}
    cited_by_initials = load_theme(theme).look.papers == "numbered"  # IEEE: "Q. Hu, Z. Ye"
    shown = {  # what the CV prints of each: in margin, an author's given names as initials
        field: initials(value) if field == "author" and cited_by_initials else value
        for field, value in texts.items()
    }
    used = set("".join(shown.values()))
    assert missing <= used, result.warnings  # only characters that were written
    assert {c for c in used if _fontless(c)} <= missing, result.warnings  # and never silent
    assert not {c for c in missing if _fallback_has(c)}, result.warnings

    def without_missing(text: str) -> str:
        """A missing glyph may or may not be in the text layer, as a space or as
        itself: compare without them, and without spaces when there are some."""
        text = comparable("".join(c for c in text if c not in missing))
        return re.sub(r"\s", "", text) if missing else text

    text = without_missing(pdf_text(result.pdf))
    for field, value in texts.items():
        if _right_to_left(value):
            continue  # Arabic: fontless, so checked by the warnings above
        assert without_missing(shown[field]) in text, (field, value, text)


def _fontless(char: str) -> bool:
    code = ord(char)
    return 0x0900 <= code <= 0x097F or 0x0600 <= code <= 0x06FF or code >= 0x1F000


def _fallback_has(char: str) -> bool:
    return 0x2190 <= ord(char) <= 0x22FF or 0x2500 <= ord(char) <= 0x257F


def _right_to_left(text: str) -> bool:
    return any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)
