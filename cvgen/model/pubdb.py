"""The shared publication database: author matching and papers as of a date."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from cvgen.model import Paper, Venue
from cvgen.model.dates import PartialDate
from cvgen.model.paper import ROLES, PaperLinks, is_group, split_homonym

ET_AL = "et al."

UNDATED = 9999  # the year an undated work sorts as: after every dated one


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
    year: int | None  # None: a work not yet out, not yet dated
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
        """Newest last; a work not yet dated after every dated one (CVs list
        the works in preparation and under review first, newest first)."""
        return (self.year if self.year is not None else UNDATED, self.month or 0)


def paper_as_of(key: str, paper: Paper, day: PartialDate | None) -> PaperView | None:
    """The paper as it stood on ``day`` (None: now); None if it did not exist yet."""
    title, status, venue = paper.title, paper.status, paper.venue
    year, month, location = paper.year, paper.month, paper.location
    pages = paper.pages
    if day is not None:
        first = paper.history[0] if paper.history else None
        born = (first.year or year, first.month or 0) if first else (year, month or 0)
        if born[0] is not None and born > (day.year, day.month):
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


@dataclass(frozen=True)
class OwnerNames:
    """How the owner (a profile's name and aliases) is written in author lists.

    An alias with DBLP's number (``Wei Wang 0002``) is the name without it,
    and says which namesake the owner is: the name then matches an author with
    that number, or with none."""

    names: tuple[str, ...]  # as the profile writes them, numbers left off
    numbers: Mapping[str, frozenset[str]]  # normalized name -> the owner's numbers

    @classmethod
    def of(cls, spellings: Iterable[str]) -> OwnerNames:
        names: dict[str, None] = {}
        numbers: dict[str, set[str]] = {}
        for spelling in spellings:
            name, number = split_homonym(spelling)
            names[name] = None
            if number:
                numbers.setdefault(normalize_name(name), set()).add(number)
        frozen = {name: frozenset(found) for name, found in numbers.items()}
        return cls(tuple(names), frozen)

    def writes(self, paper: Paper, position: int) -> bool:
        """Whether the author at ``position`` is the owner (the name matched)."""
        author = paper.authors[position]
        number = paper.dblp.get(author, "")
        mine = self.numbers.get(normalize_name(author))
        return not number or mine is None or number in mine


@dataclass(frozen=True)
class LooseMatch:
    """An author of a paper who may be the owner, though the CV does not say so."""

    position: int  # in the author list
    author: str  # as the paper writes it (``et al.``: the owner may be among them)
    why: str  # what makes it look like the owner

    def alias(self, paper: Paper) -> str:
        """The spelling to add to the aliases (with its DBLP number, if any)."""
        number = paper.dblp.get(self.author, "")
        return f"{self.author} {number}" if number else self.author


def loose_match(paper: Paper, owner: OwnerNames) -> LooseMatch | None:
    """The author of ``paper`` (which does not name the owner) who may be them:
    the name spelled otherwise (``A. Thomson``, ``Thomson Alice``), a surname a
    letter apart (ADS's ``{Thompson}, A.`` for Thomson), the owner's name with
    another DBLP number, or the ``et al.`` of an author list that names only some."""
    # spellings are compared with names written in full: an alias "K. Oman"
    # would take Karl Oman for Kyle Oman
    full = [n for n in owner.names if len(normalize_name(n).partition(" ")[0]) > 1]
    full = full or list(owner.names[:1])
    exact = {normalize_name(n) for n in owner.names}
    for i, author in enumerate(paper.authors):
        if author == ET_AL or is_group(author):
            continue
        if normalize_name(author) in exact:
            number = paper.dblp.get(author, "")
            return LooseMatch(i, author, f"the owner's name with DBLP's number {number}")
        why = next((w for name in full if (w := spelled_like(author, name))), "")
        if why:
            return LooseMatch(i, author, why)
    if paper.authors[-1] == ET_AL:
        return LooseMatch(len(paper.authors) - 1, ET_AL, "the author list ends with 'et al.'")
    return None


NEAR = "a surname one letter apart"


def spelled_like(author: str, name: str) -> str:
    """How ``author`` may be ``name`` (empty: it is not): ``Z. Zhang``, ``Zili X.
    Zhang`` or ``Zhang Zili`` may be Zili Zhang, and ``A. Thompson`` Alice
    Thomson; ``Jörg Müller`` is not Zoë Müller, nor ``Karl Oman`` Kyle Oman."""
    written, wanted = normalize_name(author).split(), normalize_name(name).split()
    if not written or not wanted:
        return ""
    if sorted(written) == sorted(wanted):
        return "the name in another order"
    if len(written) < 2 or len(wanted) < 2:
        return ""
    first, own = written[0], wanted[0]
    given = "".join(written[:-1]) == "".join(wanted[:-1]) or (  # Zi-Li Zhang
        first[0] == own[0] and (len(first) == 1 or len(own) == 1 or first == own)
    )
    if not given:
        return ""
    if written[-1] == wanted[-1]:
        return "the name with initials or another given name"
    if _one_letter_apart(written[-1], wanted[-1]):
        return NEAR
    return ""


def _one_letter_apart(a: str, b: str) -> bool:
    """Surnames of five letters or more that one letter added, dropped or changed makes equal."""
    if min(len(a), len(b)) < 5 or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def author_index(papers: Mapping[str, Paper]) -> dict[str, list[tuple[int, str, int]]]:
    """Each normalized author name -> (place in the database, paper key, place
    in the author list) of its papers: a person's papers without reading them all."""
    index: dict[str, list[tuple[int, str, int]]] = {}
    for n, (key, paper) in enumerate(papers.items()):
        for i, author in enumerate(paper.authors):
            index.setdefault(normalize_name(author), []).append((n, key, i))
    return index


def owner_positions(authors: tuple[str, ...], names: list[str]) -> list[int]:
    """Indexes of the authors that are the owner (any of ``names``, a DBLP number aside)."""
    wanted = {normalize_name(n) for n in OwnerNames.of(names).names}
    return [i for i, author in enumerate(authors) if normalize_name(author) in wanted]
