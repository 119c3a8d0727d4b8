"""Import a BibTeX file into the publication database (``cvgen import-bib``).

:mod:`cvgen.importers.bibtex` reads the entries, :mod:`cvgen.importers.bibplan`
decides what becomes of each (new, one paper with its preprint, related,
duplicate, skipped), and :mod:`cvgen.importers.dbwrite` rewrites the database
entries a published version updates and appends the new papers as YAML text.
A database that does not exist yet is created, with the first line ``cvgen
new`` writes. :func:`report_lines` says what became of it, one part per kind
of outcome, so that a new part is one more line there; long lists stay
readable on a file of hundreds of entries: one line per paper or per
spelling, never per author of each entry.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cvgen.errors import FileReadError, display_path
from cvgen.importers.authorship import Loose, OwnerCheck, check_owner, file_papers, loose_papers
from cvgen.importers.bibdropped import dropped_lines
from cvgen.importers.bibplan import (
    Added,
    Duplicate,
    ImportPlan,
    Merged,
    Related,
    SameId,
    Skipped,
    plan_import,
)
from cvgen.importers.bibtex import read_bib
from cvgen.importers.dbwrite import append_papers
from cvgen.importers.paperkeys import new_key
from cvgen.importers.spellings import author_spellings, respell
from cvgen.importers.venuetable import load_venue_table
from cvgen.importers.versions import title_forms
from cvgen.model import PublicationDatabase
from cvgen.sources.loader import load_database, load_profile
from cvgen.sources.paths import DATABASE_NAME, PROFILES_DIR, VENUES_NAME, find_database
from cvgen.sources.schema import schema_line

__all__ = [
    "Added",
    "Duplicate",
    "ImportPlan",
    "ImportReport",
    "Merged",
    "Related",
    "SameId",
    "Skipped",
    "author_spellings",
    "import_bib",
    "new_key",
    "plan_import",
    "report_lines",
    "respell",
    "title_forms",
]

# A new database: the editor's schema line, as `cvgen new` writes it
_NEW_DATABASE = (
    "{schema}\n"
    "# The group's publication database (see `cvgen new --help`), created by\n"
    "# cvgen import-bib: every paper once, under a stable key.\n"
)

_SHOWN_KEYS = 3  # entry keys named per respelling before "and N more"
_BY = {
    "doi": "same DOI",
    "arxiv": "same arXiv id",
    "title": "same title",
    "similar title": "the title grown, same authors",
}


@dataclass(frozen=True)
class ImportReport:
    bib: Path
    database: Path
    plan: ImportPlan
    appended: str  # the YAML text added to the database (or that would be)
    written: bool
    created: bool = False  # the database did not exist before
    owner: OwnerCheck | None = None  # how the file writes the profile's owner
    profile: Path | None = None
    loose: tuple[Loose, ...] = ()  # the file's papers that may be the owner's, unnamed
    students_unmarked: bool = False  # the database's author_marks give students no mark


def database_place(bib: Path, db: Path | None, profile: Path | None = None) -> tuple[Path, bool]:
    """The database to import into, and whether it must be created: ``--db``,
    else the profile's (or beside it), else the usual one beside the file or in
    profiles/, else a new ``profiles/publications.yaml``."""
    if db is not None:
        if db.exists() and not db.is_file():
            raise FileReadError(f"{db}: is not a file (check --db)")
        return db, not db.exists()
    found = find_database(profile or bib)
    if found is not None:
        return found, False
    return (profile.parent if profile else PROFILES_DIR) / DATABASE_NAME, True


def import_bib(
    bib: Path,
    db: Path | None = None,
    *,
    dry_run: bool = False,
    owner: Sequence[str] = (),
    profile: Path | None = None,
) -> ImportReport:
    """Merge ``bib`` into the database (``db``, else the usual one, created if
    missing); ``owner`` (a name and its aliases; by default the ``profile``'s)
    is looked for among the authors. See the module doc."""
    if profile is not None and not owner:
        person = load_profile(profile).profile
        owner = [person.name, *person.aliases]
    db_path, created = database_place(bib, db, profile)
    original = _NEW_DATABASE.format(schema=schema_line("database")) if created else None
    database = PublicationDatabase() if created else load_database(db_path).database
    bib_file = read_bib(bib)
    plan = plan_import(bib_file.entries, database, load_venue_table(db_path))
    plan.skipped[:0] = [Skipped(k, why, loc) for k, why, loc in bib_file.unparsed]
    plan.skipped.sort(key=lambda s: s.location)
    papers = [(a.key, a.paper) for a in plan.added]
    note = f"imported from {display_path(bib)} by cvgen import-bib"
    appended = ""
    changes = bool(papers or plan.updated)
    if changes:
        appended = append_papers(
            db_path, papers, note=note, dry_run=dry_run, updated=plan.updated, original=original
        )
    checked = check_owner(plan.read, owner) if owner else None
    loose = loose_papers(file_papers(plan, database), owner) if owner else ()
    written = changes and not dry_run
    created = created and changes  # nothing to write: no database either
    unmarked = database.author_marks.student is None
    return ImportReport(
        bib, db_path, plan, appended, written, created, checked, profile, loose, unmarked
    )


def report_lines(report: ImportReport) -> list[str]:
    """The summary ``cvgen import-bib`` prints."""
    lines = _created(report) + _added(report) + _merged(report) + _related(report)
    lines += _same_id(report)
    lines += _duplicates(report) + _skipped(report) + _dropped(report)
    lines += _respelled(report) + _students(report)
    lines += _undated(report) + _unknown_venues(report) + _owner(report) + loose_lines(report)
    plan = report.plan
    if (plan.added or plan.updated) and not report.written:
        lines += ["", "the text that would be appended:", report.appended.rstrip("\n")]
    return lines


def _dropped(report: ImportReport) -> list[str]:
    plan = report.plan
    return dropped_lines(plan.dropped, len(plan.read) - len(plan.duplicates))


def _created(report: ImportReport) -> list[str]:
    if not report.created:
        return []
    done = "created" if report.written else "would create"
    return [f"{done} {display_path(report.database)} (a new publication database)"]


def _added(report: ImportReport) -> list[str]:
    plan = report.plan
    where = display_path(report.database)
    if not plan.added:
        return [f"nothing new to add to {where}"]
    verb = "added" if report.written else "would add"
    lines = [f"{verb} {_count(len(plan.added), 'paper')} to {where}:"]
    return lines + [f"  {a.key} ({a.paper.title})" for a in plan.added]


def _merged(report: ImportReport) -> list[str]:
    merged = report.plan.merged
    lines = ["one paper with its preprint (the published version wins):"] if merged else []
    for m in merged:
        other = f"{m.other} in the database" if m.in_database else m.other
        if m.published:
            what = f"the published version of {other} ({_BY[m.by]})"
            done = f"{m.key}, updated in place" if m.in_database else m.key
        else:
            what = f"a preprint of {other} ({_BY[m.by]})"
            done = m.key
        lines.append(f"  {m.entry.key}: {what}: one paper, {done}")
    return lines


def _related(report: ImportReport) -> list[str]:
    related = report.plan.related
    if not related:
        return []
    lines = [f"kept apart and listed as related ({_count(len(related), 'pair')}):"]
    for r in related:
        there = " (in the database)" if r.in_database else ""
        lines.append(f"  {r.key} and {r.other}{there}: one a conference paper, one a journal's")
    return lines


def _same_id(report: ImportReport) -> list[str]:
    same = report.plan.same_id
    if not same:
        return []
    lines = [f"kept apart though they share an identifier ({_count(len(same), 'pair')}):"]
    for s in same:
        what = "DOI" if s.by == "doi" else "arXiv id"
        there = " in the database" if s.in_database else ""
        lines.append(
            f"  {s.key} ({s.title}) and {s.other}{there} ({s.other_title}): the same {what} "
            f"{s.identifier}, titles that differ; {s.other} keeps it, {s.key} was written "
            f"without it: check which paper it is (if they are one, merge them by hand)"
        )
    return lines


def _duplicates(report: ImportReport) -> list[str]:
    duplicates = report.plan.duplicates
    lines = [f"skipped {_count(len(duplicates), 'duplicate')}:"] if duplicates else []
    for d in duplicates:
        there = (
            f"already in this file as {d.existing}, line {d.in_file.line}"
            if d.in_file
            else f"already in the database as {d.existing}"
        )
        lines.append(f"  {d.entry.key}: {there} ({d.entry.location})")
    return lines


def _skipped(report: ImportReport) -> list[str]:
    skipped = report.plan.skipped
    lines = [f"skipped {_count(len(skipped), 'entry', 'entries')}:"] if skipped else []
    return lines + [f"  {s.entry_key}: {s.reason} ({s.location})" for s in skipped]


def _respelled(report: ImportReport) -> list[str]:
    respelled = report.plan.respelled
    lines = ["authors written as elsewhere (one spelling per name):"] if respelled else []
    for r in respelled:
        usual = f"in {_count(r.usual, 'entry', 'entries')}" if r.usual else "in the database"
        keys = ", ".join(r.entries[:_SHOWN_KEYS])
        more = f" and {len(r.entries) - _SHOWN_KEYS} more" if len(r.entries) > _SHOWN_KEYS else ""
        lines.append(f"  {r.written!r} written {r.spelled!r} as {usual} ({keys}{more})")
    return lines


def _students(report: ImportReport) -> list[str]:
    """The papers whose underlined authors are kept as students, when the
    database's ``author_marks`` leave students unmarked (the CV shows no underline)."""
    keys = [a.key for a in report.plan.added if a.paper.students]
    if not keys or not report.students_unmarked:
        return []
    return [
        f"underlined authors kept as students ({_count(len(keys), 'paper')}: {', '.join(keys)});",
        "  to underline them on the CV, add to the database: "
        "author_marks: {student: {mark: underline, legend: 'underlined: a student I advised'}}",
    ]


def _undated(report: ImportReport) -> list[str]:
    """The works without a year, kept undated (their status allows it)."""
    undated = report.plan.undated
    lines = ["no year, kept undated as their status allows (write it when they have one):"]
    for entry in undated:
        lines.append(f"  {entry.key} ({entry.location})")
    return lines if undated else []


def _unknown_venues(report: ImportReport) -> list[str]:
    """The papers whose venue has no known short name: printed by its full name
    until the group gives it one."""
    unknown = [a for a in report.plan.added if a.unknown_venue and a.paper.venue]
    beside = display_path(report.database.parent / VENUES_NAME)
    lines = [f"venues with no known short name, printed in full (give one in {beside}):"]
    for a in unknown:
        assert a.paper.venue is not None
        lines.append(f"  {a.key}: {a.paper.venue.long!r}")
    return lines if unknown else []


def _owner(report: ImportReport) -> list[str]:
    check = report.owner
    if check is None or not check.mostly_missing:
        return []
    lines = [
        f"{check.names[0]} is among the authors of {check.listed} of the "
        f"{_count(check.entries, 'entry', 'entries')} under the profile's name or aliases"
    ]
    if not check.spellings:
        return [*lines, "  the file spells no name like it: check the profile's name"]
    seen = ", ".join(f'"{name}" in {_count(n, "entry", "entries")}' for name, n in check.spellings)
    where = f" to {display_path(report.profile)}" if report.profile else " to the profile"
    return [*lines, f"  the file writes {seen}; add{where}:", f"  {check.alias_line()}"]


def loose_lines(report: ImportReport) -> list[str]:
    """Each paper of the file that may be the owner's but does not name them."""
    check = report.owner
    if check is None:
        return []
    suggested = set(check.others()) if check.mostly_missing else set()  # the aliases line
    loose = [found for found in report.loose if found.alias not in suggested]
    if not loose:
        return []
    profile = display_path(report.profile) if report.profile else "the profile"
    one = len(loose) == 1
    lines = [
        f"{_count(len(loose), 'paper')} of the file may be {check.names[0]}'s, but "
        f"{'it does' if one else 'they do'} not name the profile's name or aliases, "
        f"so the CV leaves {'it' if one else 'them'} out:"
    ]
    return lines + [f"  {found.line(profile)}" for found in loose]


def _count(n: int, one: str, many: str = "") -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"
