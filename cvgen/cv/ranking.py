"""Which papers a short CV keeps: a ranking by what a committee weighs.

A variant keeps the best ``rules.publications.max`` papers and, over its page
budget, drops the worst first. "Best" is a list of criteria, the first that
tells two papers apart deciding (a variant's ``ranking``, over the group's in
``variants.yaml``, over :data:`DEFAULT_ORDER`):

- ``selected``: the paper's ``selected`` mark, then its ``priority``;
- ``role``: the owner leads it: first (or equal-first), last or corresponding
  author (``roles``), so that a PI's last-author papers count like a student's
  first-author ones;
- ``recent``: it dates from the last ``recent_years`` before the CV's date;
- ``kind``: what it is (:func:`paper_class`), weighed by ``kinds``: a
  conference or journal paper or a preprint before a workshop paper or a book,
  and those before a chapter, a perspective, a patent, a thesis or a report;
- ``venue``: its venue is one of the group's ``top_venues``;
- ``newest``: its date.

docs/how-to/ranking.md says the same for the people who write variants.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cvgen.cv.merge import CvPaper
from cvgen.cv.paperclass import paper_class as classify
from cvgen.model.paper import PaperClass
from cvgen.model.variant import Criterion, Ranking

DEFAULT_ORDER: tuple[Criterion, ...] = ("selected", "role", "recent", "kind", "venue", "newest")
DEFAULT_ROLES = ("first", "last", "corresponding")
DEFAULT_KINDS: dict[str, int] = {
    "conference": 3,
    "journal": 3,
    "preprint": 3,  # a research paper on its way: a student's newest work is often one
    "workshop": 2,
    "book": 2,
    "chapter": 1,
    "perspective": 1,
    "patent": 1,
    "thesis": 1,
    "report": 1,
}
DEFAULT_RECENT_YEARS = 5

# The words that tell what a paper is when its kind alone does not (a venue's
# name, a note): checked in this order, the first that matches wins
# a venue's short name with its year: NSDI'24, SOSP 2024, OSDI’23
_YEAR = re.compile(r"\s*['\u2019]?\s*\d{2,4}$")


def paper_class(item: CvPaper) -> PaperClass:
    """What a paper is to a committee: :func:`cvgen.cv.paperclass.paper_class`,
    a tag of the profile's that names a class first."""
    return classify(item.paper, item.marks.tags)


def venue_name(item: CvPaper) -> str:
    """The venue's short name without its year (``NSDI'24``: ``NSDI``), or ''."""
    venue = item.paper.venue
    return _YEAR.sub("", venue.short).strip() if venue else ""


def owner_roles(item: CvPaper) -> frozenset[str]:
    """Where the owner's name stands: ``first`` (or among equal-contribution first
    authors), ``last`` (of two or more authors: a paper written alone is the
    owner's as first author), ``corresponding``."""
    roles: set[str] = set()
    for author in item.authors:
        if author.owner:
            roles.add("first")
            break
        if not author.equal:
            break
    if len(item.authors) > 1 and item.authors[-1].owner:
        roles.add("last")
    if any(a.owner and a.corresponding for a in item.authors):
        roles.add("corresponding")
    return frozenset(roles)


@dataclass(frozen=True)
class PaperRanking:
    """A variant's ranking with every default filled in, as of the CV's year."""

    order: tuple[str, ...] = DEFAULT_ORDER
    roles: frozenset[str] = frozenset(DEFAULT_ROLES)
    kinds: Mapping[str, int] = field(default_factory=lambda: dict(DEFAULT_KINDS))
    top_venues: frozenset[str] = frozenset()
    recent_since: int | None = None  # the first year that counts as recent (None: all)

    def key(self, item: CvPaper) -> tuple[Any, ...]:
        """Higher ranks first (sort with ``reverse=True``)."""
        return tuple(_CRITERIA[name](self, item) for name in self.order)


def paper_ranking(written: Mapping[str, Any], year: int | None) -> PaperRanking:
    """The ranking a variant's ``ranking`` keys (:class:`~cvgen.model.variant.Ranking`)
    say, for a CV of ``year`` (None: every paper is recent)."""
    ranking = Ranking.model_validate(written)
    recent_years = ranking.recent_years or DEFAULT_RECENT_YEARS
    return PaperRanking(
        order=tuple(ranking.order if ranking.order is not None else DEFAULT_ORDER),
        roles=frozenset(ranking.roles if ranking.roles is not None else DEFAULT_ROLES),
        kinds={**DEFAULT_KINDS, **{str(k): v for k, v in ranking.kinds.items()}},
        top_venues=frozenset(v.casefold() for v in ranking.top_venues or ()),
        recent_since=None if year is None else year - recent_years + 1,
    )


def leads(item: CvPaper, roles: Sequence[str] | frozenset[str] = ("first",)) -> bool:
    """The owner holds one of ``roles`` in the paper's author list."""
    return not owner_roles(item).isdisjoint(roles)


def _selected(ranking: PaperRanking, item: CvPaper) -> tuple[bool, int]:
    return (item.marks.selected, item.marks.priority)


def _role(ranking: PaperRanking, item: CvPaper) -> bool:
    return leads(item, ranking.roles)


def _recent(ranking: PaperRanking, item: CvPaper) -> bool:
    year = item.paper.year
    return ranking.recent_since is None or year is None or year >= ranking.recent_since


def _kind(ranking: PaperRanking, item: CvPaper) -> int:
    return ranking.kinds.get(paper_class(item), 0)


def _venue(ranking: PaperRanking, item: CvPaper) -> bool:
    return venue_name(item).casefold() in ranking.top_venues


def _newest(ranking: PaperRanking, item: CvPaper) -> tuple[int, int]:
    return item.paper.sort_key()


_CRITERIA: dict[str, Callable[[PaperRanking, CvPaper], Any]] = {
    "selected": _selected,
    "role": _role,
    "recent": _recent,
    "kind": _kind,
    "venue": _venue,
    "newest": _newest,
}
