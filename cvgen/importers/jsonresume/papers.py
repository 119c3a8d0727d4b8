"""JSON Resume ``publications`` as papers of the shared publication database.

``name`` -> title, ``publisher`` -> venue (``USENIX Symposium on ... (NSDI'24)``
gives both names; "To appear in ..." is accepted, "Under review at ..." under
review, an arXiv or "Preprint" publisher a preprint), ``releaseDate`` -> year
and month, ``url`` (before 1.0: ``website``) -> url (a doi.org address ->
doi), ``summary`` -> abstract. The official schema has no authors; the
``authors`` list many documents carry is used when present, else the paper is
credited to the person alone (a warning says so).

Papers get keys as ``cvgen import-bib`` makes them, authors the spelling the
database uses; a paper the database already has (same title, former titles
included) is not added again (a summary or link its entry lacks is a warning). A
profile picks papers by author, so a paper whose authors do not name the
person is listed under ``publications.papers``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from pydantic import ValidationError

from cvgen.importers.bibimport import author_spellings, new_key, respell, title_forms
from cvgen.importers.bibstatus import read_status
from cvgen.importers.jsonresume.entries import URL
from cvgen.importers.jsonresume.fields import ResumeReader, describe
from cvgen.importers.profilewrite import PaperPlan
from cvgen.importers.venues import VenueNames
from cvgen.importers.venuetable import VenueTable
from cvgen.model import Paper, PublicationDatabase, Venue
from cvgen.model.paper import Status
from cvgen.model.pubdb import compact_name, normalize_name, paper_titles
from cvgen.sources.yamlsource import PathKey

_PREPRINT = re.compile(r"\b(arxiv|preprint|corr|biorxiv|medrxiv|ssrn)\b", re.IGNORECASE)
_DOI_URL = re.compile(r"^https?://(?:dx\.)?doi\.org/(10\.\S+/\S+)$", re.IGNORECASE)
_AND = re.compile(r"\s+(?:and|&)\s+")
_LIST = re.compile(r"\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+")


def read_papers(
    reader: ResumeReader,
    database: PublicationDatabase,
    person: str,
    venues: VenueTable | None = None,
) -> PaperPlan:
    """Plan the import of every publication of the document (see the module doc)."""
    return plan_papers(
        reader,
        database,
        [person],
        reader.objects(("publications",)),
        lambda path, names: _paper(reader, path, names, person),
        venues,
    )


def plan_papers(
    reader: ResumeReader,
    database: PublicationDatabase,
    owners: Sequence[str],
    paths: Iterable[PathKey],
    read: Callable[[PathKey, VenueNames], Paper | None],
    venues: VenueTable | None = None,
) -> PaperPlan:
    """Plan the import of the papers ``read`` makes of the entries at ``paths``
    (any format's): new keys, the database's papers found again, and those
    whose authors name none of ``owners`` (the person's spellings)."""
    plan = PaperPlan()
    names = VenueNames.from_database(database, venues)
    spellings = author_spellings(database)
    by_title: dict[str, tuple[str, tuple[str, ...]]] = {}
    for key, known in database.papers.items():
        for _, title in paper_titles(known):
            for form in title_forms(title):
                by_title.setdefault(form, (key, tuple(known.authors)))
    taken = set(database.papers)
    person = owners[0]
    for path in paths:
        paper = read(path, names)
        if paper is None:
            continue
        paper = respell(paper, spellings)
        forms = title_forms(paper.title)
        seen = next((by_title[form] for form in forms if form in by_title), None)
        if seen and seen[0] not in database.papers:
            reader.warn(path, f"left out: the same paper as {seen[0]} above", "keep one")
            continue
        if seen:
            key, authors = seen
            plan.known.append(key)
            _unsaid(reader, path, paper, database.papers[key], key)
        else:
            key, authors = new_key(paper, taken), tuple(paper.authors)
            taken.add(key)
            plan.new.append((key, paper))
            for name in paper.authors:
                spellings.setdefault(compact_name(name), name)
            by_title.update(dict.fromkeys(forms, (key, authors)))
        if not {normalize_name(o) for o in owners} & set(map(normalize_name, authors)):
            plan.listed.append(key)
            reader.warn(
                (*path, "authors"),
                f"{person} is not among the authors of {key}: listed under publications.papers",
                "if the authors spell the name another way, add that spelling to aliases",
            )
    return plan


def _paper(reader: ResumeReader, path: PathKey, names: VenueNames, person: str) -> Paper | None:
    reader.obj(path, ("name", "publisher", "releaseDate", *URL, "summary", "authors"))
    title = " ".join(reader.text((*path, "name")).split())
    date = reader.date((*path, "releaseDate"))
    authors = _authors(reader, path)
    if not title or (date is None and not reader.text((*path, "releaseDate"))):
        what, fix = ("title", "add name") if not title else ("year", "add releaseDate")
        reader.warn(path, f"left out: cvgen needs the {what} of a paper", fix)
        return None
    if date is None:
        return None  # reported as a warning
    if not 1900 <= date.year <= 2200:
        reader.warn(
            (*path, "releaseDate"), f"left out: year {date.year} is not between 1900 and 2200"
        )
        return None
    if not authors:
        authors = [person]
        reader.warn(
            path,
            f"no authors list: the paper is credited to {person} alone",
            'add "authors": ["First Author", ...] to the entry, or the co-authors to the database',
        )
    status, venue, unknown = venue_of(reader.text((*path, "publisher")), names, date.year)
    if unknown and venue:
        reader.warn(
            (*path, "publisher"),
            f"no known short name for {venue.long!r}: it is printed in full",
            "give it one in venues.yaml beside the database",
        )
    url = reader.text(reader.either(path, *URL))
    doi = _DOI_URL.match(url)
    try:
        return Paper(
            title=title,
            authors=authors,
            venue=venue,
            status=status,
            year=date.year,
            month=date.month or None,
            doi=doi.group(1) if doi else "",
            url="" if doi else url,
            abstract=" ".join(reader.text((*path, "summary")).split()),
        )
    except ValidationError as exc:  # a safety net: the fields were checked above
        reader.warn(path, f"left out: cannot be imported ({exc.errors()[0]['msg']})")
        return None


def _unsaid(reader: ResumeReader, path: PathKey, paper: Paper, known: Paper, key: str) -> None:
    """Warn of the summary or link the document gives a paper the database
    has without one (the database's entry is used as it is)."""
    said = (
        ("abstract", (*path, "summary"), paper.abstract, known.abstract),
        ("link", reader.either(path, *URL), paper.doi or paper.url, known.doi or known.url),
    )
    for what, where, value, has in said:
        if value and not has:
            reader.warn(
                where,
                f"left out: {key} is in the database already, without this {what}",
                f"add it to {key} in the database",
                key=True,
            )


def _authors(reader: ResumeReader, path: PathKey) -> list[str] | None:
    """The ``authors`` extension list (empty when there is none). Text is split
    at commas, semicolons and "and" (as citations write a list), with a warning;
    an item that is not a name is left out, with a warning."""
    where = (*path, "authors")
    value = reader.get(where)
    if value is None:
        return []
    if isinstance(value, str):
        names = [n for n in split_names(value) if n.strip()]
        reader.warn(
            where,
            f"is text, not a list of names: read as {len(names)} "
            f"author{'s' if len(names) != 1 else ''}",
            'check them, or write ["First Author", "Second Author"]',
        )
        return [" ".join(n.split()) for n in names]
    if not isinstance(value, list):
        reader.warn(
            where,
            f"left out: is {describe(value)}, not a list of names",
            'write ["First Author", "Second Author"]',
        )
        return []
    authors = []
    for i, item in enumerate(value):
        if isinstance(item, dict) and isinstance(item.get("name"), str):
            item = item["name"]  # {"name": ...}, as some generators write an author
        if isinstance(item, str):
            authors.append(" ".join(item.split()))
        elif item is not None:
            reader.warn(
                (*where, i), f"left out: is {describe(item)}, not a name", 'write "First Author"'
            )
    return [a for a in authors if a]


def split_names(text: str) -> list[str]:
    """ "A. Smith, B. Jones and C. Doe" or "Smith, A. and Jones, B." (BibTeX's
    order: every part between the "and"s has its comma) or "A; B"."""
    if ";" in text:
        return text.split(";")
    parts = _AND.split(text)
    if len(parts) > 1 and all(part.count(",") == 1 for part in parts):
        return [" ".join(reversed(part.split(","))) for part in parts]
    return _LIST.split(text)


def venue_of(
    publisher: str, names: VenueNames, year: int | None
) -> tuple[Status, Venue | None, bool]:
    """(status, venue, whether the venue has no known short name); ``year``
    None: a work not yet dated (its short name has no year)."""
    if not publisher:
        return "published", None, False
    if _PREPRINT.search(publisher):
        return "preprint", None, False
    status: Status = "published"
    if stated := read_status(publisher):  # "In submission to OSDI", "To appear in ..."
        status, publisher = stated
        if not publisher:
            return status, None, False
    venue, unknown = names.venue(publisher, "", year, own_long=True)
    return status, venue, unknown
