"""Venue names for imported papers: ``NSDI'24`` and the full name.

The short form comes, in this order, from a field of the entry (``series =
{SOSP '23}``), from the acronym in the name (``... (NSDI 24)``, or DBLP's
``..., NSDI 2022, Renton, WA, ...``), from a venue the database already has
under the same name; only then is it made up from the name's initials, and
the import reports it. A venue the database knows keeps the database's
spelling of both names, so one conference is written one way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cvgen.model import PublicationDatabase, Venue
from cvgen.model.pubdb import normalize_name

_ACRONYM = r"[A-Za-z][\w&+/-]*"
_DBLP = re.compile(rf"^(?P<long>.+?),\s*(?P<acr>{_ACRONYM})\s+(?:19|20)\d\d\b")
_PAREN = re.compile(rf"\(\s*(?P<acr>{_ACRONYM})(?:\s*'?\s*(?:\d\d|\d{{4}}))?\s*\)")
_SERIES = re.compile(rf"^(?P<acr>{_ACRONYM})\s*(?:'?\s*(?:\d\d|\d{{4}}))?$")
_PROCEEDINGS = re.compile(r"^(?:in\s+)?proc(?:eedings|\.)?\s+of\s+(?:the\s+)?", re.IGNORECASE)
_NUMBERS = re.compile(r"\b\d+(?:st|nd|rd|th)\b|\b(?:19|20)\d\d\b|'\d\d\b", re.IGNORECASE)
# words left out of a made-up acronym: "USENIX Symposium on Networked Systems
# Design and Implementation" -> NSDI, "IEEE Transactions on Computers" -> TC
_NOT_INITIALS = {
    *["a", "an", "and", "at", "for", "in", "of", "on", "the", "to", "with"],
    *[
        "acm",
        "ieee",
        "usenix",
        "siam",
        "ifip",
        "proceedings",
        "international",
        "conference",
        "symposium",
    ],
    *["annual", "workshop"],
}


def _is_acronym(word: str) -> bool:
    return sum(c.isupper() for c in word) >= 2


@dataclass
class VenueNames:
    """The venues the database already has, by acronym and by full name."""

    by_acronym: dict[str, tuple[str, str]] = field(default_factory=dict)  # casefold -> names
    by_long: dict[str, str] = field(default_factory=dict)  # normalized long -> acronym

    @classmethod
    def from_database(cls, database: PublicationDatabase) -> VenueNames:
        names = cls()
        for paper in database.papers.values():
            for venue in [paper.venue, *(s.venue for s in paper.history)]:
                if venue and venue.long:
                    acronym = venue.short.split("'")[0].strip()
                    names.by_acronym.setdefault(acronym.casefold(), (acronym, venue.long))
                    names.by_long.setdefault(normalize_name(venue.long), acronym)
        return names

    def venue(self, name: str, short_field: str, year: int) -> tuple[Venue, bool]:
        """The venue for a booktitle or journal ``name``, and whether its short
        form was made up from the initials."""
        long, acronym = split_venue_name(name)
        series = _SERIES.match(short_field.strip())
        if series and _is_acronym(series.group("acr")):
            acronym = series.group("acr")
        if not acronym:
            acronym = self._acronym_of(long)
        known = self.by_acronym.get(acronym.casefold()) if acronym else None
        if known:
            acronym, long = known
        guessed = not acronym
        if guessed:
            acronym = initials(long) or long
        return Venue(short=f"{acronym}'{year % 100:02d}", long=long), guessed

    def _acronym_of(self, long: str) -> str:
        """The acronym of a known venue with this name, or whose name holds it
        (the name without its publisher: "Symposium on Operating Systems Principles")."""
        wanted = normalize_name(long)
        if wanted in self.by_long:
            return self.by_long[wanted]
        if len(wanted.split()) >= 3:
            for known, acronym in self.by_long.items():
                if f" {wanted} " in f" {known} " or f" {known} " in f" {wanted} ":
                    return acronym
        return ""


def split_venue_name(name: str) -> tuple[str, str]:
    """``Proceedings of the 18th USENIX Symposium on ... (OSDI 24)`` -> the name
    without proceedings, ordinal, year or acronym, and the acronym (or "")."""
    acronym = ""
    dblp = _DBLP.match(name)
    if dblp and _is_acronym(dblp.group("acr")):
        name, acronym = dblp.group("long"), dblp.group("acr")
    for paren in _PAREN.finditer(name):
        if _is_acronym(paren.group("acr")):
            acronym = acronym or paren.group("acr")
            name = name.replace(paren.group(), " ")
    name = _NUMBERS.sub(" ", _PROCEEDINGS.sub("", name.strip()))
    return " ".join(name.split()).strip(" ,.;:-"), acronym


def initials(long: str) -> str:
    """A made-up acronym: the capitals of the significant words."""
    letters = []
    for word in re.findall(r"[A-Za-z]+", long):
        if word.casefold() in _NOT_INITIALS:
            continue
        if word.isupper() and len(word) > 1:
            letters.append(word)
        elif word[0].isupper():
            letters.append(word[0])
    return "".join(letters)
