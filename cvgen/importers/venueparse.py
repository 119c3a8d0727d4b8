"""A booktitle or journal taken apart: its full name, the acronym it gives, its parts.

The forms met in real files::

    USENIX Symposium on ... (NSDI 24)                   ACM, USENIX: acronym in parentheses
    18th USENIX Symposium on ..., NSDI 2021, April ...  DBLP: full name, acronym, place, dates
    CCS '21: ACM SIGSAC Conference on ..., Virtual ...  DBLP: acronym first, then the full name
    Proceedings of the 29th Symposium on ...            Google Scholar, hand-kept
    Inf. Comput.                                        an abbreviated journal
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

_YEAR = r"(?:'\s?\d\d|(?:19|20)\d\d)"
_WORD = r"[A-Za-z][\w&+/.-]*"
_WORDS = rf"{_WORD}(?:\s+{_WORD}){{0,2}}?"
_SEGMENT = re.compile(rf"^(?P<acr>{_WORDS})\s*{_YEAR}$")  # NSDI 2021, POPL '14
_HEAD = re.compile(rf"^(?P<acr>{_WORDS})\s*{_YEAR}\s*:\s*(?P<rest>.+)$")  # CCS '21: ...
_PAREN = re.compile(rf"\(\s*(?P<acr>{_WORD})(?:\s*(?:{_YEAR}|\d\d))?\s*\)")  # (NSDI '24)
_MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
# "April 12-14", "18-22 September", "2021": the dates DBLP writes after the place
_DATE = re.compile(rf"^[\d\s-]*(?:(?:{_MONTHS})[a-z]*\.?[\d\s-]*)?$", re.IGNORECASE)
_VOLUME = re.compile(r"^(?:vol(?:ume|\.)?|part)\s+\w+$", re.IGNORECASE)
_PROCEEDINGS = re.compile(
    r"^(?:in\s+)?(?:the\s+)?proc(?:eedings|\.)?\s+of\s+(?:the\s+)?", re.IGNORECASE
)
_ORDINAL_WORDS = (
    r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
    r"|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth"
    r"|twentieth|thirtieth|fortieth|fiftieth"
)
_NUMBERS = re.compile(
    rf"\b\d+(?:st|nd|rd|th)\b|\b(?:(?:twenty|thirty|forty|fifty)-?)?(?:{_ORDINAL_WORDS})\b"
    r"|\b(?:19|20)\d\d\b|'\d\d\b",
    re.IGNORECASE,
)
# an edition's number written last in Roman numerals, up to 89: "... Systems XXVIII"
_EDITION = re.compile(r"\s+(?=[IVXL]{2,}$)L?X{0,3}(?:IX|IV|V?I{0,3})$")
_CONNECTORS = {"a", "an", "and", "&", "at", "for", "in", "of", "on", "the", "to", "with"}
# where a name's parts end: a comma, or the period after a year ("SAT 2003. Santa Margherita")
_PARTS = re.compile(r",|(?<=\d\d)\.\s")


@dataclass(frozen=True)
class VenueParts:
    whole: str  # the name as written, spaces folded
    long: str  # the full name: no proceedings, ordinal, year, acronym, place or dates
    acronyms: tuple[str, ...]  # what the name calls the venue, best first
    segments: tuple[str, ...]  # its comma-separated parts of three words or more, cleaned


def is_acronym(word: str) -> bool:
    return sum(c.isupper() for c in word) >= 2


def parse_venue(name: str, known: Callable[[str], bool]) -> VenueParts:
    """Take ``name`` apart; ``known(acronym)``: a venue of that short name exists
    (``Interspeech 2022`` is an acronym and a year though not in capitals)."""
    whole = " ".join(name.split())
    text, acronyms = whole, []
    for paren in _PAREN.finditer(whole):
        if is_acronym(paren.group("acr")) or known(paren.group("acr")):
            acronyms.append(paren.group("acr"))
            text = text.replace(paren.group(), " ")
    segments = [s.strip() for s in _PARTS.split(text)]
    head = _HEAD.match(segments[0])
    body = text
    if head and (acronym := _accept(head.group("acr"), known)):
        acronyms.append(acronym)
        body = head.group("rest")  # the full name; the place and dates follow it
        segments[0] = body
    else:
        for i, segment in enumerate(segments):
            match = _SEGMENT.match(segment)
            acronym = _accept(match.group("acr"), known) if match else ""
            if acronym:
                acronyms.append(acronym)
                before = [s for s in segments[:i] if not _VOLUME.match(s)]
                after = segments[i + 1 : i + 2]  # "Interspeech 2022, 23rd Annual Conference ..."
                body = ", ".join(before or after or [segment])
                del segments[i:]
                break
    if body is text:  # no acronym: the whole name, without the dates at its end
        while len(segments) > 1 and _DATE.match(segments[-1]):
            segments.pop()
        body = ", ".join(segments)
    cleaned = [clean_name(s) for s in segments]
    return VenueParts(
        whole=whole,
        long=clean_name(body),
        acronyms=tuple(dict.fromkeys(acronyms)),
        segments=tuple(s for s in cleaned if len(s.split()) >= 3),
    )


def _accept(words: str, known: Callable[[str], bool]) -> str:
    """The acronym in ``USENIX Security`` / ``ACM CCS`` / ``NSDI`` / ``Interspeech``, or ""."""
    if known(words):
        return words
    last = words.split()[-1]
    return last if is_acronym(last) or (last != words and known(last)) else ""


def clean_name(name: str) -> str:
    """The name without "Proceedings of the", ordinals and years; a final period
    kept when the name is abbreviated (``Inf. Comput.``)."""
    stripped = _PROCEEDINGS.sub("", name.strip())
    if len(stripped.split()) >= 2:  # "Proceedings of the IEEE" stays whole
        name = stripped
    name = " ".join(_NUMBERS.sub(" ", name).split()).strip(" ,;:-")
    name = re.sub(r"\(\s*\)", "", name)  # "(39th)" gone, "(39th Annual ...)" without the space
    name = _EDITION.sub("", re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", name)).strip())
    if name.endswith(".") and not re.search(r"\w\.\s", name):
        name = name.rstrip(".")
    return name


def is_abbreviation(name: str) -> bool:
    """A journal written abbreviated: ``Inf. Comput.``, ``Theory Comput. Syst.``
    (half of its words or more end with a period), not a long name with a ``Vol.``."""
    words = [w for w in name.split() if w.casefold() not in _CONNECTORS]
    dotted = sum(w.endswith(".") for w in words)
    return 0 < len(words) <= 6 and dotted * 2 >= len(words)
