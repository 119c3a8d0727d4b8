"""Venue names for imported papers: ``NSDI'24`` and the full name.

The short name of a booktitle or journal comes, in this order, from

1. the database: a venue the group already has keeps its spelling of both
   names, so one conference is written one way;
2. the venue table (:mod:`cvgen.importers.venuetable`): by any of a venue's
   names, by the acronym the entry gives (``(NSDI 24)``, DBLP's ``..., POPL
   '14, ...`` or ``CCS '21: ...``, a ``series = {SOSP '23}``), by an ADS
   journal macro (``\\apj``);
3. the entry's own abbreviation: an acronym it gives, a journal written
   abbreviated (``Theory Comput. Syst.``, final period kept) or in one word;
4. only then the initials of the name: a guess, which the import asks the
   user to check (:attr:`NamedVenue.guessed`).

The full name is the table's or the database's when known; otherwise the
whole name as written, without "Proceedings of the", ordinals, years, the
acronym and, in DBLP's style, the place and dates after it. It is never cut
mid-way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Literal

from cvgen.importers.venueparse import VenueParts, initials, is_abbreviation, parse_venue
from cvgen.importers.venuetable import TableVenue, VenueTable, bundled_table, core_key
from cvgen.model import PublicationDatabase, Venue
from cvgen.model.pubdb import normalize_name

__all__ = ["NamedVenue", "VenueNames", "expand_journal_macro", "initials", "split_venue_name"]

Source = Literal["database", "table", "entry", "initials"]

_MACRO = re.compile(r"^\s*\{?\s*\\([A-Za-z]+)\s*\}?\s*$")
_SERIES = re.compile(r"^(?P<acr>[A-Za-z][\w&+/-]*)\s*(?P<year>'?\s*(?:\d\d|\d{4}))?$")


@dataclass(frozen=True)
class NamedVenue:
    venue: Venue
    source: Source  # where the short name came from

    @property
    def guessed(self) -> bool:
        """Made up from the initials: neither the table, the database nor the entry gave it."""
        return self.source == "initials"


def expand_journal_macro(raw: str, table: VenueTable | None = None) -> str:
    """An ADS journal macro as the journal's full name: ``{\\apj}`` -> ``The
    Astrophysical Journal``; any other value as it is."""
    match = _MACRO.match(raw)
    venue = (table or bundled_table()).macro(match.group(1)) if match else None
    return venue.long if venue else raw


@dataclass
class VenueNames:
    """The venues the database already has, by acronym and by full name, and the table."""

    by_acronym: dict[str, tuple[str, str]] = field(default_factory=dict)  # casefold -> names
    by_long: dict[str, str] = field(default_factory=dict)  # normalized long -> acronym
    table: VenueTable = field(default_factory=bundled_table)

    @classmethod
    def from_database(
        cls, database: PublicationDatabase, table: VenueTable | None = None
    ) -> VenueNames:
        names = cls(table=table or bundled_table())
        for paper in database.papers.values():
            for venue in [paper.venue, *(s.venue for s in paper.history)]:
                if venue and venue.long:
                    acronym = venue.short.split("'")[0].strip()
                    names.by_acronym.setdefault(acronym.casefold(), (acronym, venue.long))
                    names.by_long.setdefault(normalize_name(venue.long), acronym)
        return names

    def expand_macro(self, raw: str) -> str:
        """:func:`expand_journal_macro` with this table (the group's macros too)."""
        return expand_journal_macro(raw, self.table)

    def venue(
        self, name: str, short_field: str, year: int, *, own_long: bool = False
    ) -> tuple[Venue, bool]:
        """The venue for a booktitle or journal ``name``, and whether its short
        name is a guess (see :meth:`name`). With ``own_long`` a venue of the table
        keeps the full name as ``name`` gives it (a person wrote it, as in a JSON
        Resume's publisher); only a BibTeX booktitle's is replaced, being noisy."""
        named = self.name(name, short_field, year)
        if own_long and named.source == "table":
            long = parse_venue(self.expand_macro(name), self._known).long
            named = replace(
                named, venue=named.venue.model_copy(update={"long": long or named.venue.long})
            )
        return named.venue, named.guessed

    def name(self, name: str, short_field: str, year: int) -> NamedVenue:
        """The venue for a booktitle or journal ``name`` (``short_field``: the
        entry's ``series``, ``shortjournal``...), and where its short name came from."""
        parts = parse_venue(self.expand_macro(name), self._known)
        acronyms = [*self._short_field(short_field), *parts.acronyms]
        short, long, source = self._names(parts, acronyms, short_field)
        return NamedVenue(Venue(short=f"{short}'{year % 100:02d}", long=long), source)

    def _names(
        self, parts: VenueParts, acronyms: list[str], short_field: str
    ) -> tuple[str, str, Source]:
        """The short name without its year, the full name, and where they came from."""
        for acronym in [*acronyms, self._database_acronym(parts.long)]:
            known = self.by_acronym.get(acronym.casefold()) if acronym else None
            if known:
                return (*known, "database")
        found = self._in_table(parts, [short_field, *acronyms])
        if found:
            known = self._database_names(found)
            return (*known, "database") if known else (found.short, found.long, "table")
        long = parts.long
        if acronyms:
            return acronyms[0], long, "entry"
        if is_abbreviation(long) or (long and " " not in long):
            return long, long, "entry"
        return initials(long) or long, long, "initials"

    def _database_names(self, venue: TableVenue) -> tuple[str, str] | None:
        """How the database writes a venue of the table (``Comm. ACM`` for CACM)."""
        if venue.short.casefold() in self.by_acronym:
            return self.by_acronym[venue.short.casefold()]
        return next(
            (names for names in self.by_acronym.values() if venue in map(self.table.find, names)),
            None,
        )

    def _known(self, acronym: str) -> bool:
        return acronym.casefold() in self.by_acronym or self.table.find(acronym) is not None

    def _short_field(self, value: str) -> list[str]:
        """The acronym of a ``series``/``shortbooktitle``: ``SOSP '23``, or a name
        the table knows; not a book series (``LIPIcs``, ``Lecture Notes``)."""
        match = _SERIES.match(value.strip())
        if not match:
            return []
        acronym = match.group("acr")
        if self._known(acronym) or (match.group("year") and sum(map(str.isupper, acronym)) >= 2):
            return [acronym]
        return []

    def _in_table(self, parts: VenueParts, acronyms: list[str]) -> TableVenue | None:
        """The first of the entry's names or acronyms the table has; then by core name."""
        exact = [parts.whole, *acronyms, parts.long, *parts.segments]
        for text in exact:
            found = self.table.find(text)
            if found:
                return found
        return next((v for t in exact if t and (v := self.table.find_core(t))), None)

    def _database_acronym(self, long: str) -> str:
        """The acronym of a known venue with this name, or whose name holds it
        (the name without its publisher: "Symposium on Operating Systems Principles")."""
        wanted = normalize_name(long)
        if wanted in self.by_long:
            return self.by_long[wanted]
        if len(wanted.split()) >= 3:
            for known, acronym in self.by_long.items():
                if f" {wanted} " in f" {known} " or f" {known} " in f" {wanted} ":
                    return acronym
            core = core_key(long)
            for known, acronym in self.by_long.items():
                if core and core == core_key(known):
                    return acronym
        return ""


def split_venue_name(name: str) -> tuple[str, str]:
    """``Proceedings of the 18th USENIX Symposium on ... (OSDI 24)`` -> the name
    without proceedings, ordinal, year or acronym, and the acronym (or "")."""
    parts = parse_venue(name, lambda _: False)
    return parts.long, next(iter(parts.acronyms), "")
