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
from dataclasses import dataclass, field

from pydantic import ValidationError

from cvgen.importers.bibimport import author_spellings, new_key, respell, title_forms
from cvgen.importers.jsonresume.entries import URL
from cvgen.importers.jsonresume.fields import ResumeReader, describe
from cvgen.importers.venues import VenueNames
from cvgen.importers.venuetable import VenueTable
from cvgen.model import Paper, PublicationDatabase, Venue
from cvgen.model.pubdb import compact_name, normalize_name, paper_titles
from cvgen.sources.yamlsource import PathKey

_PREPRINT = re.compile(r"\b(arxiv|preprint|corr|biorxiv|medrxiv|ssrn)\b", re.IGNORECASE)
_DOI_URL = re.compile(r"^https?://(?:dx\.)?doi\.org/(10\.\S+/\S+)$", re.IGNORECASE)
_STATUS = {"to appear in ": "accepted", "under review at ": "under review"}


@dataclass
class PaperPlan:
    """What the import does with the document's papers."""

    new: list[tuple[str, Paper]] = field(default_factory=list)  # to append to the database
    known: list[str] = field(default_factory=list)  # keys the database already has
    listed: list[str] = field(default_factory=list)  # keys the profile must name


def read_papers(
    reader: ResumeReader,
    database: PublicationDatabase,
    person: str,
    venues: VenueTable | None = None,
) -> PaperPlan:
    """Plan the import of every publication of the document (see the module doc)."""
    plan = PaperPlan()
    names = VenueNames.from_database(database, venues)
    spellings = author_spellings(database)
    by_title: dict[str, tuple[str, tuple[str, ...]]] = {}
    for key, known in database.papers.items():
        for _, title in paper_titles(known):
            for form in title_forms(title):
                by_title.setdefault(form, (key, tuple(known.authors)))
    taken = set(database.papers)
    for path in reader.objects(("publications",)):
        paper = _paper(reader, path, names, person)
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
        if normalize_name(person) not in map(normalize_name, authors):
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
    if date is None or authors is None:
        return None  # reported as an error
    if not 1900 <= date.year <= 2200:
        reader.error((*path, "releaseDate"), f"year {date.year} is not between 1900 and 2200")
        return None
    if not authors:
        authors = [person]
        reader.warn(
            path,
            f"no authors list: the paper is credited to {person} alone",
            'add "authors": ["First Author", ...] to the entry, or the co-authors to the database',
        )
    status, venue, unknown = _venue(reader.text((*path, "publisher")), names, date.year)
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
        reader.error(path, f"cannot be imported ({exc.errors()[0]['msg']})")
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
    """The ``authors`` extension list (empty when there is none); None if it is wrong."""
    value = reader.get((*path, "authors"))
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
        wrong = (
            next((a for a in value if not isinstance(a, str)), None)
            if isinstance(value, list)
            else value
        )
        verb = "holds" if isinstance(value, list) else "is"
        reader.error(
            (*path, "authors"),
            f"{verb} {describe(wrong)}, not a list of names",
            'write ["First Author", "Second Author"]',
        )
        return None
    authors = [" ".join(a.split()) for a in value if a.strip()]
    return authors


def _venue(publisher: str, names: VenueNames, year: int) -> tuple[str, Venue | None, bool]:
    """(status, venue, whether the venue has no known short name)."""
    if not publisher:
        return "published", None, False
    if _PREPRINT.search(publisher):
        return "preprint", None, False
    status = "published"
    for prefix, meaning in _STATUS.items():
        if publisher.casefold().startswith(prefix):
            status, publisher = meaning, publisher[len(prefix) :]
    venue, unknown = names.venue(publisher, "", year, own_long=True)
    return status, venue, unknown
