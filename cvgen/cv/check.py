"""`cvgen validate`: load every profile and the database, merge, check, report."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.cv.dbcheck import missing_papers, no_database
from cvgen.cv.merge import merge_publications
from cvgen.cv.request import CvRequest
from cvgen.cv.variants import resolve_variant, variant_names
from cvgen.cv.workspace import Workspace
from cvgen.errors import CvgenError, InputError, Problem
from cvgen.sources.loader import LoadedProfile, LoadedVariants


@dataclass
class ValidationReport:
    profiles: list[Path] = field(default_factory=list)
    databases: dict[Path, int] = field(default_factory=dict)  # path -> number of papers
    warnings: list[Problem] = field(default_factory=list)


def validate_profiles(paths: list[Path], db_path: Path | None = None) -> ValidationReport:
    """Validate profiles and their databases; raise every problem at once.

    Problems that are only warnings (papers a long CV leaves out) are returned
    in the report; errors are raised together as one :class:`InputError`.
    Each database is loaded and checked once, however many profiles use it.
    """
    report = ValidationReport()
    problems: list[Problem] = []
    workspace = Workspace(db_path)

    def add(found: Iterable[Problem]) -> None:
        problems.extend(p for p in found if p not in problems)

    for path in paths:
        try:
            loaded = workspace.profile(path)
            db = workspace.database(loaded)
            add(workspace.database_problems(db))
            cv = merge_publications(loaded, db)
            _check_variants(loaded, workspace.variants(loaded))
            group = workspace.variants(loaded).variants
            for variant in variant_names(group, loaded.profile.variants):
                workspace.resolve(CvRequest(path, variant))  # a known locale and theme
            report.profiles.append(path)
            for warning in (no_database(loaded, db), missing_papers(loaded, db, cv)):
                if warning:
                    report.warnings.append(warning)
            report.warnings.extend(cv.warnings)
        except InputError as exc:
            add(exc.problems)
    if problems:
        raise InputError(problems)
    report.databases = {
        where: len(db.database.papers)
        for where, db in workspace.databases().items()
        if where is not None
    }
    return report


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
