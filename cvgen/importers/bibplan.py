"""What an import does with each entry of a BibTeX file (``cvgen import-bib``).

:mod:`cvgen.importers.bibpaper` makes each entry a Paper (or says why it
cannot); its authors are written as the database writes them
(:mod:`cvgen.importers.spellings`). Then each paper is compared with the
database's and with the file's earlier ones (:mod:`cvgen.importers.versions`):

- new: added under a new key;
- the same paper: a preprint and its published version become one paper, the
  published one with the preprint as its history (a database entry that is the
  preprint is updated in place); the same paper again is a duplicate, left out
  (so is a preprint of a paper the database has published);
- a conference paper and its journal version: two papers, the new one (and an
  earlier one of the file) listing the other under ``related``;
- a DOI or arXiv id shared by two entries whose titles have nothing in common
  (:func:`cvgen.importers.versions.titles_differ`, a copy-paste slip): nothing
  is merged without evidence, so both are kept, the identifier left off the
  new one (a database has each once), and the report names both.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from cvgen.errors import Location
from cvgen.importers.bibpaper import convert_entry
from cvgen.importers.bibtex import BibEntry
from cvgen.importers.paperkeys import new_key
from cvgen.importers.spellings import Respelling, choose_spellings, respell, respellings
from cvgen.importers.venues import VenueNames
from cvgen.importers.venuetable import VenueTable
from cvgen.importers.versions import (
    VenueKind,
    arxiv_id,
    fold,
    similar_title,
    title_forms,
    titles_differ,
    venue_kind,
    versions,
    without_id,
)
from cvgen.model import Paper, PublicationDatabase
from cvgen.model.pubdb import paper_titles

Match = Literal["doi", "arxiv", "title", "similar title"]


@dataclass(frozen=True)
class Added:
    key: str
    paper: Paper
    entry: BibEntry
    unknown_venue: bool = False


@dataclass(frozen=True)
class Duplicate:
    entry: BibEntry
    existing: str  # the database key, or the .bib key of an earlier entry
    in_file: Location | None = None  # where that earlier entry is, when it is one


@dataclass(frozen=True)
class Skipped:
    entry_key: str
    reason: str
    location: Location


@dataclass(frozen=True)
class Merged:
    """A preprint and its published version, made one paper."""

    entry: BibEntry
    key: str  # the paper's key
    other: str  # the other version: a database key, or the .bib key of an earlier entry
    published: bool  # ``entry`` is the published version
    by: Match
    in_database: bool  # the other version is a database entry, updated in place


@dataclass(frozen=True)
class Related:
    """A conference paper and its journal version: two papers."""

    key: str  # the new paper
    other: str  # the other version's key
    in_database: bool  # the other version is in the database


@dataclass(frozen=True)
class SameId:
    """Two entries with one DOI or arXiv id but different titles: two papers."""

    key: str  # the new paper, kept without the identifier
    title: str
    other: str  # the key of the paper that keeps it
    other_title: str
    by: Literal["doi", "arxiv"]
    identifier: str
    in_database: bool  # the other is a database paper


@dataclass
class ImportPlan:
    added: list[Added] = field(default_factory=list)
    duplicates: list[Duplicate] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    merged: list[Merged] = field(default_factory=list)
    related: list[Related] = field(default_factory=list)
    same_id: list[SameId] = field(default_factory=list)
    respelled: list[Respelling] = field(default_factory=list)
    updated: dict[str, Paper] = field(default_factory=dict)  # database entries rewritten
    read: list[Paper] = field(default_factory=list)  # every entry's paper, authors respelled
    # the fields of each entry read that no paper keeps: (.bib key, ((field, why), ...))
    dropped: list[tuple[str, tuple[tuple[str, str], ...]]] = field(default_factory=list)
    # entries without a year whose status allows it: (entry, the year given)
    undated: list[BibEntry] = field(default_factory=list)  # kept without a year


@dataclass
class _Known:
    """A paper the import compares new ones with: the database's or the file's."""

    key: str
    paper: Paper
    kind: VenueKind | None
    entry: BibEntry | None  # None: in the database
    added: int = -1  # its place in ``plan.added``


@dataclass
class _Index:
    known: list[_Known] = field(default_factory=list)
    by_id: dict[tuple[Match, str], int] = field(default_factory=dict)

    def add(self, item: _Known) -> None:
        self.known.append(item)
        self.update(len(self.known) - 1)

    def update(self, at: int) -> None:
        paper = self.known[at].paper
        ids: list[tuple[Match, str]] = [("doi", paper.doi.casefold()), ("arxiv", arxiv_id(paper))]
        ids += [("title", form) for _, title in paper_titles(paper) for form in title_forms(title)]
        for match in ids:
            if match[1]:
                self.by_id.setdefault(match, at)

    def find(self, paper: Paper, kind: VenueKind | None) -> tuple[int, Match] | None:
        ids: list[tuple[Match, str]] = [("doi", paper.doi.casefold()), ("arxiv", arxiv_id(paper))]
        for match in ids:
            if match[1] and match in self.by_id:
                return self.by_id[match], match[0]
        for form in title_forms(paper.title):
            if ("title", form) in self.by_id:
                return self.by_id[("title", form)], "title"
        for at, other in enumerate(self.known):
            pair = versions(paper, kind, other.paper, other.kind)
            if pair and similar_title(*pair):
                return at, "similar title"
        return None


def plan_import(
    entries: list[BibEntry], database: PublicationDatabase, venues: VenueTable | None = None
) -> ImportPlan:
    """Decide, entry by entry, what to add, merge, relate and leave out
    (venue names from the database, then ``venues``, the venue table)."""
    plan = ImportPlan()
    names = VenueNames.from_database(database, venues)
    converted = []
    for entry in entries:
        result = convert_entry(entry, names)
        if isinstance(result, str):
            plan.skipped.append(Skipped(entry.key, result, entry.location))
        else:
            converted.append((entry, result))
    spellings = choose_spellings(database, [c.paper for _, c in converted])
    plan.respelled = respellings([(e.key, c.paper) for e, c in converted], spellings)
    index = _Index()
    for key, paper in database.papers.items():
        index.add(_Known(key, paper, venue_kind(paper), None))
    taken = set(database.papers)
    for entry, result in converted:
        paper = respell(result.paper, spellings.chosen)
        plan.read.append(paper)
        kind = venue_kind(paper, entry.kind)
        found = index.find(paper, kind)
        if found is None:
            added = Added(new_key(paper, taken), paper, entry, result.unknown_venue)
            _add(plan, index, taken, added)
            continue
        at, by = found
        other = index.known[at]
        if (by == "doi" or by == "arxiv") and titles_differ(paper, other.paper):
            shared = paper.doi if by == "doi" else arxiv_id(paper)
            kept = without_id(paper, by)
            added = Added(new_key(kept, taken), kept, entry, result.unknown_venue)
            keeps = other.key  # its key in the database, as the new one's
            same = SameId(added.key, paper.title, keeps, other.paper.title, by, shared, False)
            plan.same_id.append(replace(same, in_database=other.entry is None))
            _add(plan, index, taken, added)
            continue
        if by in {"title", "similar title"} and kind and other.kind and kind != other.kind:
            key = new_key(paper, taken)
            paper = paper.model_copy(update={"related": [*paper.related, other.key]})
            _relate(plan, other, key)
            plan.related.append(Related(key, other.key, other.entry is None))
            _add(plan, index, taken, Added(key, paper, entry, result.unknown_venue))
        elif _foldable(paper, other):
            _merge(plan, index, taken, at, Added(entry.key, paper, entry, result.unknown_venue), by)
        else:
            where = other.entry.location if other.entry else None
            existing = other.entry.key if other.entry else other.key
            plan.duplicates.append(Duplicate(entry, existing, where))
    repeated = {id(d.entry) for d in plan.duplicates}  # nothing of a duplicate is kept
    plan.dropped = [(e.key, c.dropped) for e, c in converted if c.dropped and id(e) not in repeated]
    plan.undated = [e for e, c in converted if c.undated and id(e) not in repeated]
    return plan


def _foldable(paper: Paper, other: _Known) -> bool:
    """A preprint and a published version, one of them new, the other not yet
    folded: a preprint of a paper the database has published is a duplicate."""
    if (paper.status == "preprint") == (other.paper.status == "preprint"):
        return False
    if paper.status != "preprint":
        return True
    folded = any(state.status == "preprint" for state in other.paper.history)
    return other.entry is not None and not folded


def _add(plan: ImportPlan, index: _Index, taken: set[str], added: Added) -> None:
    taken.add(added.key)
    plan.added.append(added)
    kind = venue_kind(added.paper, added.entry.kind)
    index.add(_Known(added.key, added.paper, kind, added.entry, len(plan.added) - 1))


def _relate(plan: ImportPlan, other: _Known, key: str) -> None:
    """The file's earlier version lists the new one too (a database entry is left as it is)."""
    if other.entry is None:
        return
    other.paper = other.paper.model_copy(update={"related": [*other.paper.related, key]})
    plan.added[other.added] = replace(plan.added[other.added], paper=other.paper)


def _merge(
    plan: ImportPlan, index: _Index, taken: set[str], at: int, new: Added, by: Match
) -> None:
    """Fold the preprint into the published version, wherever each one is."""
    other = index.known[at]
    was = other.entry.key if other.entry else other.key
    published = new.paper.status != "preprint"
    merged = fold(new.paper, other.paper) if published else fold(other.paper, new.paper)
    other.paper = merged
    if other.entry is None:
        plan.updated[other.key] = merged
    else:
        added = plan.added[other.added]
        if published:  # the key was made for the preprint: make it for the paper
            taken.discard(other.key)
            other.key = new_key(merged, taken)
            taken.add(other.key)
            other.entry = new.entry
            added = replace(added, entry=new.entry, unknown_venue=new.unknown_venue)
        plan.added[other.added] = replace(added, key=other.key, paper=merged)
    index.update(at)
    plan.merged.append(Merged(new.entry, other.key, was, published, by, other.key in plan.updated))
