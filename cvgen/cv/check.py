"""`cvgen validate`: load every profile and the database, merge, check, report."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cvgen.cv.dbcheck import missing_papers, no_database
from cvgen.cv.merge import merge_publications
from cvgen.cv.request import CvRequest
from cvgen.cv.variants import variant_names
from cvgen.cv.workspace import Workspace
from cvgen.errors import InputError, Problem


@dataclass
class ValidationReport:
    profiles: list[Path] = field(default_factory=list)
    databases: dict[Path, int] = field(default_factory=dict)  # path -> number of papers
    warnings: list[Problem] = field(default_factory=list)


def validate_profiles(paths: list[Path], db_path: Path | None = None) -> ValidationReport:
    """Validate profiles and their databases; raise every problem at once.

    Each file is checked as far as it validates (:meth:`Workspace.partial`),
    so one run reports a profile's model errors together with its unknown
    locale, theme, paper keys and variants, and its database's cross-checks.
    Problems that are only warnings (papers a long CV leaves out) are returned
    in the report; errors are raised together as one :class:`InputError`.
    Each database is loaded and checked once, however many profiles use it.
    """
    report = ValidationReport()
    problems: list[Problem] = []
    workspace = Workspace(db_path)
    for path in paths:
        found = workspace.profile_problems(path)
        problems.extend(found)
        loaded, db, _, _ = workspace.partial(path)
        if found or loaded is None or db is None:
            continue
        report.profiles.append(path)
        cv = merge_publications(loaded, db)
        for warning in (no_database(loaded, db), missing_papers(loaded, db, cv)):
            if warning:
                report.warnings.append(warning)
        report.warnings.extend(cv.warnings)
    if problems:
        raise InputError(list(dict.fromkeys(problems)))
    report.databases = {
        where: len(db.database.papers)
        for where, db in workspace.databases().items()
        if where is not None
    }
    return report


def untranslated_texts(
    paths: list[Path], db_path: Path | None = None, locale: str | None = None
) -> list[Problem]:
    """Every text of the profiles that a CV of theirs shows untranslated: in
    each variant's language, or (``locale``) in that one; as warnings, each
    once (``cvgen validate --translations``)."""
    workspace = Workspace(db_path)
    found: list[Problem] = []
    for path in paths:
        loaded = workspace.profile(path)
        group = workspace.variants(loaded).variants
        variants = ["long"] if locale else variant_names(group, loaded.profile.variants)
        for variant in variants:
            request = CvRequest(path, variant, locale=locale)
            selection = workspace.resolve(request, typeset=False)
            found += [w for w in selection.warnings if w.kind is not None]
    return list(dict.fromkeys(found))
