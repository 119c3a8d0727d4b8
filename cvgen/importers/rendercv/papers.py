"""RenderCV's PublicationEntry as papers of the shared publication database.

``title``, ``authors`` (the owner in bold, ``**Ada Lovelace**``, as RenderCV
writes it; a trailing ``*`` marks equal contribution, ``†`` the corresponding
author), ``journal`` -> venue (read as JSON Resume's ``publisher`` is: "To
appear in ...", "Under review at ...", an arXiv journal a preprint),
``date`` -> year and month (a year found in text such as "Fall 2023"; none for a
work under review, accepted or in preparation), ``doi``,
``url``, ``summary`` -> abstract. The bold names are the owner's spellings:
:func:`owner_spellings` gives them to the profile's ``aliases`` and to
:func:`cvgen.importers.jsonresume.papers.plan_papers`, which gives the papers
their keys and finds those the database already has.
"""

from __future__ import annotations

import re

from pydantic import ValidationError

from cvgen.importers.jsonresume.fields import ResumeReader, describe
from cvgen.importers.jsonresume.papers import split_names, venue_of
from cvgen.importers.rendercv.entries import FIELDS
from cvgen.importers.venues import VenueNames
from cvgen.model import Paper
from cvgen.model.dates import PartialDate
from cvgen.model.paper import UNDATED_STATUSES
from cvgen.sources.yamlsource import PathKey

_EMPHASIS = re.compile(r"^(\*\*|__|\*|_)(.+?)\1(.*)$")
_MARKS = "*†‡"
_YEAR = re.compile(r"\b(19|20|21)\d\d\b")
_DOI = re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", re.IGNORECASE)


def _name(author: str) -> tuple[str, str, bool]:
    """(the name, its marks, whether it is in bold): ``**Ada Byron**``,
    ``*Bo Chen*`` (italic: a student, say; no mark), ``Cy Dee*``, ``**Di Eng**†``."""
    text = author.strip()
    bold = False
    if emphasis := _EMPHASIS.match(text):
        bold = len(emphasis.group(1)) == 2
        text = f"{emphasis.group(2)} {emphasis.group(3)}"
    plain = text.strip()
    marks = ""
    while plain and plain[-1] in _MARKS:
        plain, marks = plain[:-1].rstrip(), plain[-1] + marks
    return " ".join(plain.strip("*_ ").split()), marks, bold


def owner_spellings(reader: ResumeReader, paths: list[PathKey]) -> list[str]:
    """The names set in bold in the papers' author lists, first seen first."""
    names: dict[str, None] = {}
    for path in paths:
        authors = reader.get((*path, "authors"))
        for author in authors if isinstance(authors, list) else []:
            if isinstance(author, str):
                name, _, bold = _name(author)
                if bold and name:
                    names.setdefault(name)
    return list(names)


def read_paper(reader: ResumeReader, path: PathKey, names: VenueNames, person: str) -> Paper | None:
    """The paper of the PublicationEntry at ``path``; None (with a warning) when
    cvgen cannot take it."""
    reader.obj(path, FIELDS["publication"], "cvgen has no place for it in a paper")
    title = " ".join(reader.text((*path, "title")).split())
    authors, equal, corresponding = _authors(reader, (*path, "authors"))
    year, month = _date(reader, (*path, "date"))
    status, venue, unknown = venue_of(reader.text((*path, "journal")), names, year)
    if year is None and status not in UNDATED_STATUSES:
        reader.warn(path, "left out: cvgen needs the year of a paper", "add date: YYYY-MM")
        return None
    if not authors:
        authors = [person]
        reader.warn(path, f"no authors: the paper is credited to {person} alone", "add authors")
    if unknown and venue:
        reader.warn(
            (*path, "journal"),
            f"no known short name for {venue.long!r}: it is printed in full",
            "give it one in venues.yaml beside the database",
        )
    try:
        return Paper(
            title=title,
            authors=authors,
            equal_contribution=equal,
            corresponding=corresponding,
            venue=venue,
            status=status,
            year=year,
            month=month,
            doi=_DOI.sub("", reader.text((*path, "doi"))),
            url=reader.text((*path, "url")),
            abstract=" ".join(reader.text((*path, "summary")).split()),
        )
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        reader.warn(
            path, f"left out: {where}: {error['msg']}", "fix it in the file and import again"
        )
        return None


def _authors(reader: ResumeReader, path: PathKey) -> tuple[list[str], list[str], list[str]]:
    """The authors' names; those marked ``*`` and those marked ``†``."""
    value = reader.get(path)
    items = value if isinstance(value, list) else []
    if isinstance(value, str):
        items = split_names(value)
        reader.warn(path, "is text, not a list of names: read as " + ", ".join(items), "check them")
    elif value is not None and not items:
        reader.texts(path)  # warns: not a list
    authors: list[str] = []
    equal: list[str] = []
    corresponding: list[str] = []
    for i, item in enumerate(items):
        if not isinstance(item, str):
            if item is not None:
                reader.warn((*path, i), f"left out: is {describe(item)}, not a name", "check it")
            continue
        name, marks, _ = _name(item)
        if not name:
            continue
        authors.append(name)
        if "*" in marks:
            equal.append(name)
        if "†" in marks:
            corresponding.append(name)
    return authors, equal, corresponding


def _date(reader: ResumeReader, path: PathKey) -> tuple[int | None, int | None]:
    text = reader.text(path)
    if not text:
        return None, None
    try:
        date = PartialDate.parse(text)
        return date.year, date.month or None
    except ValueError:
        year = _YEAR.search(text)
        if year is None:
            reader.warn(path, f"left out: '{text}' has no year", "write YYYY-MM")
            return None, None
        return int(year.group(0)), None
