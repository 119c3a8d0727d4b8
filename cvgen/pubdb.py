"""The shared publication database: author matching and papers as of a date."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from cvgen.dates import PartialDate
from cvgen.models import Paper, Venue

ET_AL = "et al."


def normalize_name(name: str) -> str:
    """Compare names without case, accents, punctuation or extra spaces."""
    decomposed = unicodedata.normalize("NFKD", name)
    letters = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w\s]", " ", letters.casefold()).split())


def normalize_title(title: str) -> str:
    """Titles equal up to case, punctuation, accents and a ``Name:`` prefix."""
    head, sep, rest = title.partition(":")
    if sep and len(head.split()) <= 3 and rest.strip():
        title = rest
    return normalize_name(title)


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

    def sort_key(self) -> tuple[int, int]:
        return (self.year, self.month or 0)


def paper_as_of(key: str, paper: Paper, day: PartialDate | None) -> PaperView | None:
    """The paper as it stood on ``day`` (None: now); None if it did not exist yet."""
    title, status, venue = paper.title, paper.status, paper.venue
    year, month, location = paper.year, paper.month, paper.location
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
    )


def owner_positions(authors: tuple[str, ...], names: list[str]) -> list[int]:
    """Indexes of the authors that are the owner (any of ``names``)."""
    wanted = {normalize_name(n) for n in names}
    return [i for i, author in enumerate(authors) if normalize_name(author) in wanted]
