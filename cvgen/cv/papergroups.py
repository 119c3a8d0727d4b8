"""A CV's publications in groups, each paper with its number: what every
output shows under ``group_by`` and ``numbering`` (:mod:`cvgen.model.papergroups`).

- :func:`cvgen.cv.paperclass.paper_group` says which group by kind a paper is
  listed under (the same rule that ranks papers and counts them in the summary
  line).
- :func:`group_papers` lays the papers out in those groups (by kind: the
  order of :data:`~cvgen.model.papergroups.PAPER_GROUPS`; by year: works not
  yet dated first, under their status, then the newest year first), each
  keeping the selection's order, and numbers them: each prefix (``J``, ``C``)
  counts on its own, papers without one share one count, forward (1, 2, ...)
  or reverse (the first shown, the newest, has the highest number).

A number is where a paper stands in this CV, not a fact about the paper: the
diff never reports it (:mod:`cvgen.diff.entries`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from cvgen.cv.paperclass import paper_group
from cvgen.cv.papers import PaperEntry, status_words
from cvgen.model.locale import Locale
from cvgen.model.papergroups import DEFAULT_PREFIXES, PAPER_GROUPS
from cvgen.model.style import Style
from cvgen.model.theme import ThemeLook

# statuses of a work not yet dated, in the order their groups come (before the years)
_UNDATED = ("accepted", "under review", "in preparation")


@dataclass(frozen=True)
class Listing:
    """How one CV groups and numbers its papers, every layer applied."""

    group_by: str = "none"
    numbering: str = "none"
    prefixes: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_PREFIXES))


def paper_listing(style: Style, look: ThemeLook | None = None) -> Listing:
    """The style's ``group_by``, ``numbering`` and ``prefixes`` (a variant's
    keys already over the profile's: :func:`cvgen.cv.variants.variant_style`),
    else the theme's ``look`` (a numbered reference list is numbered forward
    unless the theme says), else none."""
    themed = look.numbering if look else None
    if themed is None and look is not None and look.papers == "numbered":
        themed = "forward"
    return Listing(
        group_by=style.group_by or (look.group_by if look else None) or "none",
        numbering=style.numbering or themed or "none",
        prefixes={**DEFAULT_PREFIXES, **{str(k): v for k, v in style.prefixes.items()}},
    )


@dataclass(frozen=True)
class PaperGroup:
    """Papers shown under one subsection title (none: the list is not grouped)."""

    key: str  # a kind (journal, ...), a year (2024), or a status (under review)
    title: str  # in the locale's words; empty when the papers are not grouped
    papers: tuple[PaperEntry, ...]


def group_papers(
    papers: Sequence[PaperEntry], listing: Listing, locale: Locale
) -> tuple[PaperGroup, ...]:
    """The papers in the listing's groups, numbered as it says (see the module doc)."""
    if not papers:
        return ()
    groups = _grouped(papers, listing.group_by, locale)
    if listing.numbering == "none":
        return groups
    return _numbered(groups, listing)


def _grouped(papers: Sequence[PaperEntry], group_by: str, locale: Locale) -> tuple[PaperGroup, ...]:
    if group_by == "kind":
        found: dict[str, list[PaperEntry]] = {}
        for entry in papers:
            found.setdefault(paper_group(entry.item.paper, entry.item.marks.tags), []).append(entry)
        titles = locale.papers.groups
        return tuple(
            PaperGroup(kind, getattr(titles, kind), tuple(found[kind]))
            for kind in PAPER_GROUPS
            if kind in found
        )
    if group_by == "year":
        by_key: dict[str, list[PaperEntry]] = {}
        for entry in papers:
            paper = entry.item.paper
            by_key.setdefault(paper.status if paper.year is None else str(paper.year), []).append(
                entry
            )
        undated = [s for s in _UNDATED if s in by_key]
        years = sorted((k for k in by_key if k.isdigit()), key=int, reverse=True)
        return tuple(
            PaperGroup(key, _year_title(key, by_key[key][0], locale), tuple(by_key[key]))
            for key in (*undated, *years)
        )
    return (PaperGroup("all", "", tuple(papers)),)


def _year_title(key: str, first: PaperEntry, locale: Locale) -> str:
    return key if key.isdigit() else status_words(first.item.paper, locale)


def _numbered(groups: tuple[PaperGroup, ...], listing: Listing) -> tuple[PaperGroup, ...]:
    by_kind = listing.group_by == "kind"
    prefix_of = {g.key: listing.prefixes.get(g.key, "") if by_kind else "" for g in groups}
    totals: dict[str, int] = {}
    for group in groups:
        totals[prefix_of[group.key]] = totals.get(prefix_of[group.key], 0) + len(group.papers)
    counts: dict[str, int] = {}
    numbered = []
    for group in groups:
        prefix = prefix_of[group.key]
        entries = []
        for entry in group.papers:
            counts[prefix] = counts.get(prefix, 0) + 1
            n = counts[prefix]
            if listing.numbering == "reverse":
                n = totals[prefix] - n + 1
            entries.append(replace(entry, number=f"{prefix}{n}"))
        numbered.append(replace(group, papers=tuple(entries)))
    return tuple(numbered)


def counted_plainly(groups: Sequence[PaperGroup]) -> bool:
    """Whether the papers are numbered 1, 2, 3, ... in the order shown, without
    a prefix or a title: a list that numbers its items itself shows the same."""
    papers = [p for g in groups for p in g.papers]
    return (
        len(groups) == 1
        and not groups[0].title
        and all(p.number == str(n) for n, p in enumerate(papers, 1))
    )
