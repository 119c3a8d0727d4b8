"""`cvgen validate`: load every profile and the database, merge, report."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cvgen.errors import InputError, Problem
from cvgen.loader import LoadedDatabase, find_database, load_database, load_profile
from cvgen.merge import merge_publications


@dataclass
class ValidationReport:
    profiles: list[Path] = field(default_factory=list)
    database: Path | None = None
    papers: int = 0
    warnings: list[Problem] = field(default_factory=list)


def validate_profiles(paths: list[Path], db_path: Path | None = None) -> ValidationReport:
    """Validate profiles against the schema and the database; raise every problem at once."""
    report = ValidationReport()
    problems: list[Problem] = []
    databases: dict[Path | None, LoadedDatabase] = {}
    for path in paths:
        try:
            loaded = load_profile(path)
            where = find_database(path, db_path)
            if where not in databases:
                databases[where] = load_database(where)
            merge_publications(loaded, databases[where])
            report.profiles.append(path)
        except InputError as exc:
            problems.extend(p for p in exc.problems if p not in problems)
    if problems:
        raise InputError(problems)
    for where, db in databases.items():
        if where is not None:
            report.database, report.papers = where, len(db.database.papers)
    return report
