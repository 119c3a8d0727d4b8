"""Versions of one paper: which papers are the same, and a preprint folded into
its published version.

A preprint and its published version are one paper: the published version's
fields are the paper's, the preprint becomes a ``history`` state (and its
title, if different, a former title). A conference paper and its journal
version are two papers, listed as ``related``. Same paper means the same DOI
or arXiv identifier, or the same title (former titles too, see
:func:`title_forms`), or, for a preprint and a published paper only, a
:func:`similar_title` with the same authors in the same order.
"""

from __future__ import annotations

import re
from typing import Literal

from cvgen.importers.bibfields import ARXIV_LINK
from cvgen.model import Paper, PaperState
from cvgen.model.dates import PartialDate
from cvgen.model.pubdb import names_a_journal, normalize_name, normalize_title, paper_titles

VenueKind = Literal["journal", "conference"]

_STOP = {"a", "an", "the", "on", "of", "in", "for", "to", "and", "with", "via", "by", "at"}
_CONFERENCE = re.compile(
    r"\b(conference|symposium|workshop|proceedings|congress|meeting|proc|conf|symp)\b",
    re.IGNORECASE,
)
_ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(.+)$", re.IGNORECASE)
# A grown title is still the paper's when the shorter one has this many words:
# fewer are too common a coincidence among one group's papers.
_SHARED_WORDS = 5


def title_forms(title: str) -> list[str]:
    """The title as pubdb compares it (without a ``Name:`` prefix), and whole:
    "MegaScale -- Scaling ..." is then the same as "MegaScale: Scaling ..."."""
    return [form for form in dict.fromkeys([normalize_title(title), normalize_name(title)]) if form]


def arxiv_id(paper: Paper) -> str:
    """The paper's arXiv identifier, without a version: ``arxiv``, else from an
    arXiv DOI or link."""
    found = paper.arxiv
    if not found and (match := _ARXIV_DOI.match(paper.doi)):
        found = match.group(1)
    if not found and (match := ARXIV_LINK.search(paper.url)):
        found = match.group(1)
    return re.sub(r"v\d+$", "", found)


def venue_kind(paper: Paper, bib_kind: str = "") -> VenueKind | None:
    """A journal or a conference, from the BibTeX entry type when there is one,
    else from the venue's name; None for a preprint or when nothing says."""
    if paper.status == "preprint" or paper.kind != "paper":
        return None
    if bib_kind == "article":
        return "journal"
    if bib_kind in {"inproceedings", "conference", "proceedings"}:
        return "conference"
    names = f"{paper.venue.long} {paper.venue.short}" if paper.venue else ""
    if _CONFERENCE.search(names):
        return "conference"
    return "journal" if names_a_journal(names) else None


def versions(
    paper: Paper, kind: VenueKind | None, other: Paper, other_kind: VenueKind | None
) -> tuple[Paper, Paper] | None:
    """The earlier and the later version, when two papers may be versions of one
    work: a preprint and a published paper, or a conference paper and a journal one."""
    if (paper.status == "preprint") != (other.status == "preprint"):
        return (paper, other) if paper.status == "preprint" else (other, paper)
    if kind and other_kind and kind != other_kind:
        return (paper, other) if kind == "conference" else (other, paper)
    return None


def similar_title(earlier: Paper, later: Paper) -> bool:
    """A title that grew in a later version ("Fair Scheduling for Shared
    Clusters" -> "Fair Scheduling for Shared GPU Clusters with Deadlines"): every
    word of the shorter title (at least five, short words aside) kept, the same
    authors in the same order, the later version from the same year or up to
    two years on, and no two different ``Name:`` prefixes. A changed word is
    not enough ("Efficient Serving of ..." and "Efficient Training of ..." are
    two papers), so a rewritten title (RLHFuse's "Efficient RLHF Training ...
    with Inter- and Intra-Stage Fusion" -> "Optimizing RLHF Training ... with
    Stage Fusion") stays two papers, unless a DOI or arXiv id joins them: a
    change this misses is two entries to merge by hand; a wrong join would
    lose a paper."""
    if earlier.year is None or later.year is None:  # no year to tell them apart by
        return False
    if not earlier.year <= later.year <= earlier.year + 2:
        return False
    prefixes = {_prefix(earlier.title), _prefix(later.title)} - {""}
    if len(prefixes) > 1 or _authors_key(earlier) != _authors_key(later):
        return False
    shorter, longer = sorted([_words(earlier.title), _words(later.title)], key=len)
    return len(shorter) >= _SHARED_WORDS and shorter <= longer


def titles_differ(paper: Paper, other: Paper) -> bool:
    """Two entries that share a DOI or arXiv id are still two papers when
    their titles have nothing in common: no title (former ones too) the same,
    none grown from the other, and fewer than half the words of the shorter
    shared (a copy-paste slip; a preprint renamed on publication keeps most
    of its words, as RLHFuse's did)."""
    forms = {form for _, title in paper_titles(paper) for form in title_forms(title)}
    if forms & {form for _, title in paper_titles(other) for form in title_forms(title)}:
        return False
    if similar_title(paper, other) or similar_title(other, paper):
        return False
    mine, theirs = _words(paper.title), _words(other.title)
    return 2 * len(mine & theirs) < min(len(mine), len(theirs))


def without_id(paper: Paper, kind: Literal["doi", "arxiv"]) -> Paper:
    """The paper without its DOI or its arXiv id (and the arXiv DOI and link that say it)."""
    if kind == "doi":
        return paper.model_copy(update={"doi": ""})
    doi = "" if _ARXIV_DOI.match(paper.doi) else paper.doi
    url = "" if ARXIV_LINK.search(paper.url) else paper.url
    return paper.model_copy(update={"arxiv": "", "doi": doi, "url": url})


def _words(title: str) -> set[str]:
    return {w for w in normalize_title(title).split() if w not in _STOP}


def _prefix(title: str) -> str:
    head, sep, rest = title.partition(":")
    return normalize_name(head) if sep and len(head.split()) <= 3 and rest.strip() else ""


def _authors_key(paper: Paper) -> list[tuple[str, str]]:
    """Each author as surname and first initial: ``Z. Zhang`` is ``Zili Zhang``."""
    names = [normalize_name(a).split() for a in paper.authors]
    return [(words[-1], words[0][0]) for words in names if words]


def earlier(preprint: Paper, published: Paper) -> bool:
    """Whether the preprint came out before the published version (an arXiv copy
    posted after publication is no earlier state of the paper)."""
    if preprint.year is None or published.year is None:  # not yet dated: no earlier state
        return False
    if preprint.year != published.year:
        return preprint.year < published.year
    return bool(preprint.month and published.month and preprint.month < published.month)


def fold(published: Paper, preprint: Paper) -> Paper:
    """One paper: ``published`` with ``preprint`` as its earlier state (when it
    was earlier), its title as a former title and its arXiv identifier kept."""
    history = list(published.history)
    same_title = normalize_title(preprint.title) == normalize_title(published.title)
    if earlier(preprint, published) and published.year is not None:
        until = PartialDate(published.year, published.month or 0)
        state = PaperState(
            until=until,
            title="" if same_title else preprint.title,
            status="preprint",
            year=preprint.year,
            month=preprint.month,
        )
        history = [*preprint.history, state, *history]
    titles = [*published.former_titles, *preprint.former_titles]
    titles += [] if same_title else [preprint.title]
    seen, former = {normalize_title(published.title)}, []
    for title in titles:
        if normalize_title(title) not in seen:
            seen.add(normalize_title(title))
            former.append(title)
    return published.model_copy(
        update={
            "history": history,
            "former_titles": former,
            "arxiv": published.arxiv or arxiv_id(preprint),
            "url": published.url or preprint.url,
            "abstract": published.abstract or preprint.abstract,
        }
    )
