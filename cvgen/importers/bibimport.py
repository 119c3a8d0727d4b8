"""Import a BibTeX file into the publication database (``cvgen import-bib``).

:mod:`cvgen.importers.bibtex` reads the entries, :mod:`cvgen.importers.bibplan`
decides what becomes of each (new, one paper with its preprint, related,
duplicate, skipped), and :mod:`cvgen.importers.dbwrite` rewrites the database
entries a published version updates and appends the new papers as YAML text.
A database that does not exist yet is created, with the first line ``cvgen
new`` writes. :mod:`cvgen.importers.bibreport` prints the outcome.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cvgen.errors import FileReadError, display_path
from cvgen.importers.authorship import OwnerCheck, check_owner
from cvgen.importers.bibplan import (
    Added,
    Duplicate,
    ImportPlan,
    Merged,
    Related,
    Skipped,
    plan_import,
)
from cvgen.importers.bibreport import report_lines
from cvgen.importers.bibtex import read_bib
from cvgen.importers.dbwrite import append_papers
from cvgen.importers.paperkeys import new_key
from cvgen.importers.spellings import author_spellings, respell
from cvgen.importers.venuetable import load_venue_table
from cvgen.importers.versions import title_forms
from cvgen.model import PublicationDatabase
from cvgen.sources.loader import load_database, load_profile
from cvgen.sources.paths import DATABASE_NAME, PROFILES_DIR, find_database
from cvgen.sources.schema import schema_line

__all__ = [
    "Added",
    "Duplicate",
    "ImportPlan",
    "ImportReport",
    "Merged",
    "Related",
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
    written = changes and not dry_run
    created = created and changes  # nothing to write: no database either
    return ImportReport(bib, db_path, plan, appended, written, created, checked, profile)
