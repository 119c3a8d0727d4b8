"""Import a BibTeX file into the publication database (``cvgen import-bib``).

:mod:`cvgen.importers.bibtex` reads the entries and :mod:`cvgen.importers.bibpaper`
makes each a Paper (or says why it cannot); here each new paper gets a key,
and an entry the database already has (same DOI, or the same title up to
case, punctuation and accents, former titles included), or that an earlier
entry of the file already gave, is left out. :mod:`cvgen.importers.dbwrite`
appends the rest as YAML text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cvgen.errors import FileReadError, Location, display_path
from cvgen.importers.bibpaper import convert_entry
from cvgen.importers.bibtex import BibEntry, read_bib
from cvgen.importers.dbwrite import append_papers
from cvgen.importers.venues import VenueNames
from cvgen.importers.venuetable import VenueTable, load_venue_table
from cvgen.model import Paper, PublicationDatabase
from cvgen.model.pubdb import compact_name, normalize_name, normalize_title, paper_titles
from cvgen.sources.loader import load_database
from cvgen.sources.paths import find_database

_SKIP_WORDS = {"a", "an", "the", "on", "of", "in", "for", "to", "towards", "toward", "and"}


@dataclass(frozen=True)
class Added:
    key: str
    paper: Paper
    entry: BibEntry
    guessed_venue: bool = False


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


@dataclass
class ImportPlan:
    added: list[Added] = field(default_factory=list)
    duplicates: list[Duplicate] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)


@dataclass(frozen=True)
class ImportReport:
    bib: Path
    database: Path
    plan: ImportPlan
    appended: str  # the YAML text added to the database (or that would be)
    written: bool


def plan_import(
    entries: list[BibEntry], database: PublicationDatabase, venues: VenueTable | None = None
) -> ImportPlan:
    """Decide, entry by entry, what to add, what is already there and what to skip."""
    plan = ImportPlan()
    names = VenueNames.from_database(database, venues)
    spellings = author_spellings(database)
    by_doi: dict[str, tuple[str, Location | None]] = {}
    by_title: dict[str, tuple[str, Location | None]] = {}
    for key, paper in database.papers.items():
        if paper.doi:
            by_doi[paper.doi.casefold()] = (key, None)
        for _, title in paper_titles(paper):
            for form in title_forms(title):
                by_title.setdefault(form, (key, None))
    taken = set(database.papers)
    for entry in entries:
        result = convert_entry(entry, names)
        if isinstance(result, str):
            plan.skipped.append(Skipped(entry.key, result, entry.location))
            continue
        paper = respell(result.paper, spellings)
        forms = title_forms(paper.title)
        seen = (by_doi.get(paper.doi.casefold()) if paper.doi else None) or next(
            (by_title[form] for form in forms if form in by_title), None
        )
        if seen:
            plan.duplicates.append(Duplicate(entry, *seen))
            continue
        key = new_key(paper, taken)
        taken.add(key)
        plan.added.append(Added(key, paper, entry, result.guessed_venue))
        for name in paper.authors:
            spellings.setdefault(compact_name(name), name)
        here = (entry.key, entry.location)
        if paper.doi:
            by_doi[paper.doi.casefold()] = here
        for form in forms:
            by_title[form] = here
    return plan


def import_bib(bib: Path, db: Path | None = None, *, dry_run: bool = False) -> ImportReport:
    """Merge ``bib`` into the database (``db``, else the usual one); see the module doc."""
    db_path = find_database(bib, db)
    if db_path is None:
        raise FileReadError(
            f"no publication database beside {display_path(bib)} or in profiles/ "
            "(name one with --db)"
        )
    loaded = load_database(db_path)
    bib_file = read_bib(bib)
    plan = plan_import(bib_file.entries, loaded.database, load_venue_table(db_path))
    plan.skipped[:0] = [Skipped(k, why, loc) for k, why, loc in bib_file.unparsed]
    plan.skipped.sort(key=lambda s: s.location)
    papers = [(a.key, a.paper) for a in plan.added]
    note = f"imported from {display_path(bib)} by cvgen import-bib"
    appended = append_papers(db_path, papers, note=note, dry_run=dry_run) if papers else ""
    return ImportReport(bib, db_path, plan, appended, written=bool(papers) and not dry_run)


def report_lines(report: ImportReport) -> list[str]:
    """The summary ``cvgen import-bib`` prints."""
    plan = report.plan
    verb = "added" if report.written or not plan.added else "would add"
    where = f" to {display_path(report.database)}" if plan.added else ""
    lines = [f"{verb} {_count(len(plan.added), 'paper')}{where}" + (":" if plan.added else "")]
    lines += [f"  {a.key} ({a.paper.title})" for a in plan.added]
    if plan.duplicates:
        lines.append(f"skipped {_count(len(plan.duplicates), 'duplicate')}:")
    for d in plan.duplicates:
        there = (
            f"already in this file as {d.existing}, line {d.in_file.line}"
            if d.in_file
            else f"already in the database as {d.existing}"
        )
        lines.append(f"  {d.entry.key}: {there} ({d.entry.location})")
    if plan.skipped:
        lines.append(f"skipped {_count(len(plan.skipped), 'entry', 'entries')}:")
    lines += [f"  {s.entry_key}: {s.reason} ({s.location})" for s in plan.skipped]
    guessed = [a for a in plan.added if a.guessed_venue and a.paper.venue]
    if guessed:
        lines.append("check the guessed venue abbreviations:")
    for a in guessed:
        assert a.paper.venue is not None
        lines.append(f"  {a.key}: {a.paper.venue.short!r} for {a.paper.venue.long!r}")
    if plan.added and not report.written:
        lines += ["", "the text that would be appended:", report.appended.rstrip("\n")]
    return lines


def _count(n: int, one: str, many: str = "") -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def title_forms(title: str) -> list[str]:
    """The title as pubdb compares it (without a ``Name:`` prefix), and whole:
    "MegaScale -- Scaling ..." is then the same as "MegaScale: Scaling ..."."""
    return [form for form in dict.fromkeys([normalize_title(title), normalize_name(title)]) if form]


def author_spellings(database: PublicationDatabase) -> dict[str, str]:
    """How the database spells each author (first spelling wins)."""
    spellings: dict[str, str] = {}
    for paper in database.papers.values():
        for name in paper.authors:
            spellings.setdefault(compact_name(name), name)
    return spellings


def respell(paper: Paper, spellings: dict[str, str]) -> Paper:
    """Authors written as the database (or an added paper) writes them: the
    checks of ``cvgen validate`` reject a name spelled two ways."""
    authors = [spellings.get(compact_name(name), name) for name in paper.authors]
    return paper.model_copy(update={"authors": authors})


def _slug(text: str) -> str:
    """Lower-case ASCII letters and digits, words joined by '-'."""
    ascii_only = normalize_name(text).replace("_", " ").encode("ascii", "ignore").decode()
    return "-".join(ascii_only.split())


def new_key(paper: Paper, taken: set[str]) -> str:
    """``astraea-tpds21``: the title's first word (or its ``Name:`` prefix), then
    the venue and year; ``name-2025`` without a venue. Never a key in ``taken``."""
    head, sep, rest = paper.title.partition(":")
    if sep and len(head.split()) <= 3 and rest.strip():
        stem = _slug(head)
    else:
        words = [w for w in normalize_title(paper.title).split() if w not in _SKIP_WORDS]
        stem = next((slug for word in words if (slug := _slug(word))), "")
    stem = stem or "paper"
    suffix = _slug(paper.venue.short.replace("'", "")) if paper.venue else ""
    base = f"{stem}-{suffix or paper.year}"
    key, n = base, 2
    while key in taken:
        key, n = f"{base}-{n}", n + 1
    return key
