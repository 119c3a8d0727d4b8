"""`cvgen validate`: load every profile and the database, merge, check, report."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cvgen.cv.dbcheck import check_database, missing_papers, no_database
from cvgen.cv.merge import merge_publications
from cvgen.cv.variants import resolve_variant, variant_names
from cvgen.errors import CvgenError, InputError, Problem
from cvgen.sources.loader import (
    GroupFiles,
    LoadedDatabase,
    LoadedProfile,
    LoadedVariants,
    load_database,
    load_profile,
)


@dataclass
class ValidationReport:
    profiles: list[Path] = field(default_factory=list)
    databases: dict[Path, int] = field(default_factory=dict)  # path -> number of papers
    warnings: list[Problem] = field(default_factory=list)


def validate_profiles(paths: list[Path], db_path: Path | None = None) -> ValidationReport:
    """Validate profiles and their databases; raise every problem at once.

    Problems that are only warnings (papers a long CV leaves out) are returned
    in the report; errors are raised together as one :class:`InputError`.
    """
    report = ValidationReport()
    problems: list[Problem] = []
    databases: dict[Path | None, LoadedDatabase | None] = {}
    files = GroupFiles(db_path)

    def database(where: Path | None) -> LoadedDatabase | None:
        if where not in databases:  # each database is loaded and checked once
            databases[where] = _load_checked(where, problems)
        return databases[where]

    for path in paths:
        try:
            loaded = load_profile(path)
            db = database(files.database_path(loaded))
            if db is None:
                continue
            cv = merge_publications(loaded, db)
            _check_variants(loaded, files.variants(loaded))
            report.profiles.append(path)
            for warning in (no_database(loaded, db), missing_papers(loaded, db, cv)):
                if warning:
                    report.warnings.append(warning)
        except InputError as exc:
            problems.extend(p for p in exc.problems if p not in problems)
    if problems:
        raise InputError(problems)
    report.databases = {
        where: len(db.database.papers)
        for where, db in databases.items()
        if where is not None and db is not None
    }
    return report


def _load_checked(where: Path | None, problems: list[Problem]) -> LoadedDatabase | None:
    """The database, with its cross-entry problems added to ``problems``."""
    try:
        db = load_database(where)
    except InputError as exc:
        problems.extend(exc.problems)
        return None
    problems.extend(check_database(db))
    return db


def _check_variants(loaded: LoadedProfile, group_file: LoadedVariants) -> None:
    """Every variant the profile can build resolves (known names, no extends loop)."""
    group = group_file.variants
    own = loaded.profile.variants
    problems = []
    for name in variant_names(group, own):
        try:
            resolve_variant(name, group, own)
        except CvgenError as exc:
            mine = name in own
            where = loaded.source if mine else None
            problems.append(
                Problem(
                    where.locate(("variants", name, "extends")) if where else None,
                    f"variants.{name}.extends" if mine else f"{group_file.path}: variants.{name}",
                    exc.message,
                )
            )
    if problems:
        raise InputError(problems)
