"""The shared publication database: author matching and papers as of a date."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from cvgen.model import Paper, Venue
from cvgen.model.dates import PartialDate
from cvgen.model.paper import ROLES, PaperLinks

ET_AL = "et al."


@lru_cache(maxsize=1 << 16)  # a database repeats its authors' names many times
def normalize_name(name: str) -> str:
    """Compare names without case, accents, punctuation or extra spaces."""
    if not name.isascii():
        decomposed = unicodedata.normalize("NFKD", name)
        name = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(_PUNCTUATION.sub(" ", name.casefold()).split())


_PUNCTUATION = re.compile(r"[^\w\s]")

# The words by which a venue's name says it is a journal, in full or in ISO 4
# abbreviation ("Phys. Rev. Lett.", "Commun. ACM", "Monthly Notices ...")
_JOURNAL_NAME = re.compile(
    r"\b(journal|transactions|letters|review|surveys|magazine|communications|notices"
    r"|annals|bulletin)\b|\b(j|trans|lett|rev|mag|commun)\b",
    re.IGNORECASE,
)


def names_a_journal(name: str) -> bool:
    """Whether a venue's name says it is a journal (else it may be anything)."""
    return _JOURNAL_NAME.search(name) is not None


def compact_name(name: str) -> str:
    """A name's spelling key: equal for names that differ only in case, accents,
    punctuation or spaces (``Xuan-Zhe Liu``, ``Xuanzhe  LIU``)."""
    return re.sub(r"\s", "", normalize_name(name))


def normalize_title(title: str) -> str:
    """Titles equal up to case, punctuation, accents and a ``Name:`` prefix."""
    head, sep, rest = title.partition(":")
    if sep and len(head.split()) <= 3 and rest.strip():
        title = rest
    return normalize_name(title)


def paper_titles(paper: Paper) -> Iterator[tuple[tuple[str | int, ...], str]]:
    """Every title the paper has had, with where it is written in its entry:
    ``title``, each of ``former_titles``, each ``history`` state's title."""
    yield ("title",), paper.title
    for i, title in enumerate(paper.former_titles):
        yield ("former_titles", i), title
    for i, state in enumerate(paper.history):
        if state.title:
            yield ("history", i, "title"), state.title


@dataclass(frozen=True)
class PaperView:
    """A paper as it stood on one day: the fields a CV shows."""

    key: str
    title: str
    authors: tuple[str, ...]
    equal_contribution: frozenset[str]
    venue: Venue | None
    status: str
    year: int
    month: int | None
    location: str
    doi: str
    url: str
    abstract: str
    former_titles: tuple[str, ...]
    pages: str = ""
    corresponding: frozenset[str] = frozenset()
    kind: str = "paper"
    volume: str = ""
    number: str = ""
    publisher: str = ""
    institution: str = ""
    arxiv: str = ""
    students: frozenset[str] = frozenset()
    presenters: frozenset[str] = frozenset()
    awards: tuple[str, ...] = ()
    note: str = ""
    links: PaperLinks = field(default_factory=PaperLinks)

    def roles_of(self, name: str) -> frozenset[str]:
        """What the marks on ``name`` say (:data:`~cvgen.model.paper.ROLES`)."""
        marked = (self.equal_contribution, self.corresponding, self.students, self.presenters)
        return frozenset(role for role, names in zip(ROLES, marked, strict=True) if name in names)

    def sort_key(self) -> tuple[int, int]:
        return (self.year, self.month or 0)


def paper_as_of(key: str, paper: Paper, day: PartialDate | None) -> PaperView | None:
    """The paper as it stood on ``day`` (None: now); None if it did not exist yet."""
    title, status, venue = paper.title, paper.status, paper.venue
    year, month, location = paper.year, paper.month, paper.location
    pages = paper.pages
    if day is not None:
        first = paper.history[0] if paper.history else None
        born = (first.year or year, first.month or 0) if first else (year, month or 0)
        if born > (day.year, day.month):
            return None
        for state in paper.history:
            if state.until.sort_key() > day.sort_key():
                title = state.title or title
                status, venue = state.status, state.venue
                year, month = state.year or year, state.month
                location = state.location
                pages = ""  # the pages are those of the paper as it is now
                break
    formers = [s.title for s in paper.history if s.title and s.title != title]
    formers += [t for t in paper.former_titles if t != title and t not in formers]
    return PaperView(
        key=key,
        title=title,
        authors=tuple(paper.authors),
        equal_contribution=frozenset(paper.equal_contribution),
        venue=venue,
        status=status,
        year=year,
        month=month,
        location=location,
        doi=paper.doi,
        url=paper.url,
        abstract=paper.abstract,
        former_titles=tuple(formers),
        pages=pages,
        corresponding=frozenset(paper.corresponding),
        kind=paper.kind,
        volume=paper.volume,
        number=paper.number,
        publisher=paper.publisher,
        institution=paper.institution,
        arxiv=paper.arxiv,
        students=frozenset(paper.students),
        presenters=frozenset(paper.presenters),
        awards=tuple(paper.awards),
        note=paper.note,
        links=paper.links,
    )


def author_index(papers: Mapping[str, Paper]) -> dict[str, list[tuple[int, str, int]]]:
    """Each normalized author name -> (place in the database, paper key, place
    in the author list) of its papers: a person's papers without reading them all."""
    index: dict[str, list[tuple[int, str, int]]] = {}
    for n, (key, paper) in enumerate(papers.items()):
        for i, author in enumerate(paper.authors):
            index.setdefault(normalize_name(author), []).append((n, key, i))
    return index


def owner_positions(authors: tuple[str, ...], names: list[str]) -> list[int]:
    """Indexes of the authors that are the owner (any of ``names``)."""
    wanted = {normalize_name(n) for n in names}
    return [i for i, author in enumerate(authors) if normalize_name(author) in wanted]
