"""What a paper is: one rule for every place that asks (the ranking of a short
CV, the summary line's counts, the publications grouped by kind).

:func:`paper_class` reads, in this order: a tag that names a class (the
profile's word wins), a patent (the database's ``kind: patent``, or a venue,
number or note that says "patent"), the database's other kinds (a thesis, a
book, a chapter, a report), a work not yet out (a preprint, under review, in
preparation) or a paper at a preprint server (arXiv, bioRxiv...), then the
venue's name: a perspective or viewpoint, a workshop (HotOS), a journal
(:func:`cvgen.model.pubdb.names_a_journal`, or Proceedings of the National
Academy and the like), else a conference.

:func:`paper_group` is that class as the groups of ``group_by: kind`` list it
(:data:`cvgen.model.papergroups.PAPER_GROUPS`): a chapter under books, a
perspective under journal articles, a report (and a published paper without a
venue) under other.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import get_args

from cvgen.model.paper import PaperClass
from cvgen.model.pubdb import PaperView, names_a_journal

CLASSES: tuple[str, ...] = get_args(PaperClass)

_NOT_OUT = ("preprint", "under review", "in preparation")
_PREPRINT_SERVERS = ("arxiv", "biorxiv", "medrxiv", "ssrn", "chemrxiv", "psyarxiv")
_THESES = ("phd-thesis", "masters-thesis")
_PATENT = re.compile(r"\bpatents?\b", re.IGNORECASE)
_PERSPECTIVE = re.compile(
    r"\b(perspective|viewpoint|commentary|editorial|opinion|column)\b", re.IGNORECASE
)
_WORKSHOP = re.compile(r"\bworkshops?\b|^hot[A-Z]", re.IGNORECASE)
# journals whose names names_a_journal does not tell (PNAS, Proc. Royal Society, ...)
_PROCEEDINGS_JOURNAL = re.compile(
    r"\bproceedings of the (national|royal|ieee)\b|\bcommunications of\b", re.IGNORECASE
)

#: the group of ``group_by: kind`` each class is listed under
GROUP_OF: dict[str, str] = {
    "conference": "conference",
    "journal": "journal",
    "workshop": "workshop",
    "preprint": "preprint",
    "book": "book",
    "chapter": "book",
    "perspective": "journal",
    "patent": "patent",
    "thesis": "thesis",
    "report": "other",
}


def paper_class(paper: PaperView, tags: Iterable[str] = ()) -> PaperClass:
    """What ``paper`` is (:data:`~cvgen.model.paper.PaperClass`; see the module doc)."""
    for tag in tags:
        if tag in CLASSES:
            return tag  # type: ignore[return-value]  # one of PaperClass's values
    venue = f"{paper.venue.short} {paper.venue.long}" if paper.venue else ""
    said = " ".join((venue, paper.number, paper.institution, paper.note))
    if paper.kind == "patent" or _PATENT.search(said):
        return "patent"
    if paper.kind in _THESES:
        return "thesis"
    if paper.kind in ("book", "chapter", "report"):
        return paper.kind  # type: ignore[return-value]  # one of PaperClass's values
    if paper.status in _NOT_OUT:
        return "preprint"
    if paper.venue is None:
        return "conference"
    short, long = paper.venue.short, paper.venue.long
    if short.casefold().startswith(_PREPRINT_SERVERS):
        return "preprint"
    if _PERSPECTIVE.search(venue):
        return "perspective"
    if _WORKSHOP.search(long) or _WORKSHOP.search(short):
        return "workshop"
    if names_a_journal(long or short) or _PROCEEDINGS_JOURNAL.search(venue):
        return "journal"
    return "conference"


def paper_group(paper: PaperView, tags: Iterable[str] = ()) -> str:
    """The group ``paper`` is listed under by kind (see the module doc)."""
    if paper.kind == "paper" and paper.venue is None and paper.status not in _NOT_OUT:
        return "other"  # published, but nobody said where
    return GROUP_OF[paper_class(paper, tags)]
