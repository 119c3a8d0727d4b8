"""Venue names for imported papers: ``NSDI'24`` and the full name.

The short name of a booktitle or journal comes, in this order, from

1. the database: a venue the group already has keeps its spelling of both
   names, so one conference is written one way;
2. the venue table (:mod:`cvgen.importers.venuetable`): by any of a venue's
   names, by the acronym the entry gives (``(NSDI 24)``, DBLP's ``..., POPL
   '14, ...`` or ``CCS '21: ...``, a ``series = {SOSP '23}``, al-folio's
   ``abbr``), by the entry's ``journal-full`` (BibDesk's, from PubMed), by an
   ADS journal macro (``\\apj``);
3. the entry's own abbreviation: al-folio's ``abbr`` (``EMNLP Findings``), an
   acronym it gives, a journal written abbreviated (``Theory Comput. Syst.``,
   final period kept; ``J Virol`` beside a ``journal-full``) or in one word;
4. else none: the venue is printed by its full name only, and the import asks
   the user to give it a short name (:attr:`NamedVenue.unknown`). A short name
   made from initials ("PO'11" for PLoS One) would print a name no one uses.

The full name is the table's or the database's when known; then the entry's
``journal-full``; otherwise the whole name as written, without "Proceedings of
the", ordinals, years, the acronym and, in DBLP's style, the place and dates
after it. It is never cut mid-way. A venue the import does not know is written
as the database, or the file's first entry naming it, writes it, so one
journal gets one name whatever its capitalisation (``PLOS ONE``, ``PLoS One``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Literal

from cvgen.importers.venueparse import VenueParts, is_abbreviation, parse_venue
from cvgen.importers.venuetable import TableVenue, VenueTable, bundled_table, core_key, name_key
from cvgen.model import PublicationDatabase, Venue
from cvgen.model.pubdb import normalize_name

__all__ = ["NamedVenue", "VenueNames", "expand_journal_macro", "split_venue_name"]

Source = Literal["database", "table", "entry", "unknown"]

_MACRO = re.compile(r"^\s*\{?\s*\\([A-Za-z]+)\s*\}?\s*$")
# the words a journal's name keeps in lower case
_LOWER = {"a", "an", "and", "at", "for", "in", "of", "on", "the", "to", "with", "&"}
_SERIES = re.compile(r"^(?P<acr>[A-Za-z][\w&+/-]*)\s*(?P<year>'?\s*(?:\d\d|\d{4}))?$")


@dataclass(frozen=True)
class NamedVenue:
    venue: Venue
    source: Source  # where the short name came from

    @property
    def unknown(self) -> bool:
        """No short name: neither the table, the database nor the entry gives one."""
        return self.source == "unknown"


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
    # a venue without a short name, as first written (in the database, else the file)
    spelled: dict[str, str] = field(default_factory=dict)  # name key -> long

    @classmethod
    def from_database(
        cls, database: PublicationDatabase, table: VenueTable | None = None
    ) -> VenueNames:
        names = cls(table=table or bundled_table())
        for paper in database.papers.values():
            for venue in [paper.venue, *(s.venue for s in paper.history)]:
                if venue and venue.long:
                    acronym = venue.short.split("'")[0].strip()
                    names.spelled.setdefault(name_key(venue.long), venue.long)
                    if acronym:
                        names.by_acronym.setdefault(acronym.casefold(), (acronym, venue.long))
                        names.by_long.setdefault(normalize_name(venue.long), acronym)
        return names

    def expand_macro(self, raw: str) -> str:
        """:func:`expand_journal_macro` with this table (the group's macros too)."""
        return expand_journal_macro(raw, self.table)

    def venue(
        self,
        name: str,
        short_field: str,
        year: int | None,
        *,
        own_long: bool = False,
        abbr: str = "",
        full: str = "",
    ) -> tuple[Venue, bool]:
        """The venue for a booktitle or journal ``name``, and whether it has no
        known short name (see :meth:`name`). With ``own_long`` a venue of the table
        keeps the full name as ``name`` gives it (a person wrote it, as in a JSON
        Resume's publisher); only a BibTeX booktitle's is replaced, being noisy."""
        named = self.name(name, short_field, year, abbr=abbr, full=full)
        if own_long and named.source == "table":
            long = parse_venue(self.expand_macro(name), self._known).long
            named = replace(
                named, venue=named.venue.model_copy(update={"long": long or named.venue.long})
            )
        return named.venue, named.unknown

    def name(
        self, name: str, short_field: str, year: int | None, *, abbr: str = "", full: str = ""
    ) -> NamedVenue:
        """The venue for a booktitle or journal ``name`` (``short_field``: the
        entry's ``series``, ``shortjournal``...; ``abbr``: al-folio's short name;
        ``full``: the journal's full name, BibDesk's ``journal-full``), and where
        its short name came from. Without one, the short name is empty; without a
        ``year`` (a work not yet dated), the short name has none (``OSDI``)."""
        parts = parse_venue(self.expand_macro(name), self._known)
        own = self._abbr(abbr)
        acronyms = [*own, *self._short_field(short_field), *parts.acronyms]
        short, long, source = self._names(parts, acronyms, [short_field, *own, full])
        if source == "unknown":
            return NamedVenue(Venue(short="", long=long), source)
        if source == "entry" and full.strip() and not own and not parts.acronyms:
            long = self._spelling(_capitalized(full))  # the abbreviation, its full name beside
        dated = f"{short}'{year % 100:02d}" if year is not None else short
        return NamedVenue(Venue(short=dated, long=long), source)

    def _names(
        self, parts: VenueParts, acronyms: list[str], others: list[str]
    ) -> tuple[str, str, Source]:
        """The short name without its year, the full name, and where they came from
        (``others``: the entry's other names for the venue, for the table)."""
        for acronym in [*acronyms, self._database_acronym(parts.long)]:
            known = self.by_acronym.get(acronym.casefold()) if acronym else None
            if known:
                return (*known, "database")
        found = self._in_table(parts, [*others, *acronyms])
        if found:
            known = self._database_names(found)
            return (*known, "database") if known else (found.short, found.long, "table")
        long = parts.long
        if acronyms:
            return acronyms[0], long, "entry"
        long = self._spelling(long)
        beside = name_key(others[-1])  # the journal's full name the entry gives beside it
        if (
            is_abbreviation(long)
            or (long and " " not in long)
            or beside not in {"", name_key(long)}
        ):
            return long, long, "entry"
        return "", long, "unknown"

    def _spelling(self, name: str) -> str:
        """A name not in the table as the database, else the file's first entry, writes it."""
        return self.spelled.setdefault(name_key(name), name) if name else name

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

    @staticmethod
    def _abbr(value: str) -> list[str]:
        """al-folio's ``abbr``, the short name its owner gives (``EMNLP Findings``),
        without a year; not a sentence."""
        short = re.sub(r"\s*'?(?:\d\d|\d{4})$", "", " ".join(value.split()))
        return [short] if short and "'" not in short and len(short.split()) <= 3 else []

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


def _capitalized(name: str) -> str:
    """PubMed's sentence case (``Journal of virology``) in a journal's own capitals
    (``Journal of Virology``); a name with capitals past its first word as it is."""
    words = " ".join(name.split()).split(" ")
    if any(not w.islower() for w in words[1:] if w.isalpha()):
        return " ".join(words)
    return " ".join(
        w if i == 0 or w in _LOWER else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )


def split_venue_name(name: str) -> tuple[str, str]:
    """``Proceedings of the 18th USENIX Symposium on ... (OSDI 24)`` -> the name
    without proceedings, ordinal, year or acronym, and the acronym (or "")."""
    parts = parse_venue(name, lambda _: False)
    return parts.long, next(iter(parts.acronyms), "")
