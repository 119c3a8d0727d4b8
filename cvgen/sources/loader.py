"""Load profiles and the publication database from disk, validated."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from cvgen.errors import InputError, Problem
from cvgen.model import Profile, PublicationDatabase, VariantFile, VariantSpec
from cvgen.model.pubdb import author_index, normalize_name
from cvgen.sources.paths import PROFILES_DIR, DeclaredDatabaseMissing, find_database, find_variants
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import SourceMap, load_yaml


@dataclass(frozen=True)
class LoadedProfile:
    path: Path
    profile: Profile
    source: SourceMap


@dataclass(frozen=True)
class LoadedDatabase:
    path: Path | None
    database: PublicationDatabase
    source: SourceMap | None

    @cached_property  # on first use: import-bib never needs it
    def _index(self) -> dict[str, list[tuple[int, str, int]]]:
        return author_index(self.database.papers)

    def papers_of(self, names: list[str]) -> dict[str, list[int]]:
        """The keys of the papers any of ``names`` wrote (database order), each
        with the positions those names hold in its author list."""
        found: dict[str, tuple[int, list[int]]] = {}
        for name in dict.fromkeys(normalize_name(n) for n in names):
            for place, key, position in self._index.get(name, ()):
                found.setdefault(key, (place, []))[1].append(position)
        ordered = sorted(found.items(), key=lambda item: item[1][0])
        return {key: sorted(positions) for key, (_, positions) in ordered}


@dataclass(frozen=True)
class LoadedVariants:
    path: Path | None
    variants: dict[str, VariantSpec]


def load_profile(path: Path) -> LoadedProfile:
    document = load_yaml(path)
    return LoadedProfile(path, validate_document(Profile, document), document.source)


def load_database(path: Path | None) -> LoadedDatabase:
    """The database at ``path``; with None, an empty one."""
    if path is None:
        return LoadedDatabase(None, PublicationDatabase(), None)
    document = load_yaml(path)
    return LoadedDatabase(path, validate_document(PublicationDatabase, document), document.source)


def load_variants(path: Path | None) -> LoadedVariants:
    """The group's variants at ``path``; with None, none."""
    if path is None:
        return LoadedVariants(None, {})
    return LoadedVariants(path, validate_document(VariantFile, load_yaml(path)).variants)


def load_all(paths: list[Path]) -> list[LoadedProfile]:
    """Load several profiles, reporting the problems of all of them together."""
    loaded: list[LoadedProfile] = []
    problems: list[Problem] = []
    for path in paths:
        try:
            loaded.append(load_profile(path))
        except InputError as exc:
            problems.extend(exc.problems)
    if problems:
        raise InputError(problems)
    return loaded


@dataclass
class GroupFiles:
    """The group's files the profiles of one command use, each file loaded once
    however many profiles share it (``explicit_db`` is ``--db``; ``profiles_dir``
    is searched last, see :func:`find_group_file`)."""

    explicit_db: Path | None = None
    profiles_dir: Path = PROFILES_DIR
    _databases: dict[Path | None, LoadedDatabase] = field(default_factory=dict)
    _variants: dict[Path | None, LoadedVariants] = field(default_factory=dict)

    def database_path(self, loaded: LoadedProfile) -> Path | None:
        declared = loaded.profile.publications.database
        try:
            return find_database(loaded.path, self.explicit_db, declared, self.profiles_dir)
        except DeclaredDatabaseMissing as missing:
            where = loaded.source.locate(("publications", "database"))
            problem = Problem(
                where,
                "publications.database",
                f"no such file {missing.path}",
                "the path is relative to the profile",
            )
            raise InputError([problem]) from None

    def database(self, loaded: LoadedProfile) -> LoadedDatabase:
        path = self.database_path(loaded)
        if path not in self._databases:
            self._databases[path] = load_database(path)
        return self._databases[path]

    def variants(self, loaded: LoadedProfile) -> LoadedVariants:
        path = find_variants(loaded.path, self.database_path(loaded), self.profiles_dir)
        if path not in self._variants:
            self._variants[path] = load_variants(path)
        return self._variants[path]
