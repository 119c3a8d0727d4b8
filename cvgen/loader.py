"""Load profiles and the publication database from disk, validated."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.errors import FileReadError, InputError, Problem
from cvgen.models import Profile, PublicationDatabase, VariantFile, VariantSpec
from cvgen.pubdb import author_index, normalize_name
from cvgen.validate import validate_document
from cvgen.yamlsource import SourceMap, load_yaml

DATABASE_NAME = "publications.yaml"
VARIANTS_NAME = "variants.yaml"  # the group's variants, beside the database
GROUP_FILES = (DATABASE_NAME, VARIANTS_NAME)
PROFILES_DIR = Path("profiles")  # where group files are found last, from the working directory


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
    _index: dict[str, list[tuple[int, str, int]]] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:  # built once, before any thread reads it
        object.__setattr__(self, "_index", author_index(self.database.papers))

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


def find_database(
    profile_path: Path,
    explicit: Path | None = None,
    declared: str | None = None,
    profiles_dir: Path = PROFILES_DIR,
) -> Path | None:
    """``--db`` if given, else the profile's ``publications.database`` (relative to
    the profile), else ``publications.yaml`` beside the profile or in ``profiles/``."""
    if explicit is not None:
        if not explicit.is_file():
            raise FileReadError(f"{explicit}: no such publication database (check --db)")
        return explicit
    if declared:
        path = profile_path.parent / declared
        if not path.is_file():
            raise FileReadError(
                f"{profile_path}: publications.database: no such file {path} "
                "(the path is relative to the profile)"
            )
        return path
    return find_group_file(profile_path, DATABASE_NAME, profiles_dir)


def find_variants(
    profile_path: Path, database: Path | None = None, profiles_dir: Path = PROFILES_DIR
) -> Path | None:
    """``variants.yaml`` beside the database, else beside the profile or in ``profiles/``."""
    if database is not None and (database.parent / VARIANTS_NAME).is_file():
        return database.parent / VARIANTS_NAME
    return find_group_file(profile_path, VARIANTS_NAME, profiles_dir)


def find_group_file(
    profile_path: Path, name: str, profiles_dir: Path = PROFILES_DIR
) -> Path | None:
    """``name`` beside the profile, else in the group's folder (``profiles/``)."""
    for folder in (profile_path.parent, profiles_dir):
        candidate = folder / name
        if candidate.is_file():
            return candidate
    return None


def find_profiles(folder: Path = PROFILES_DIR) -> list[Path]:
    """Every profile in ``folder`` (all ``*.yaml`` but the group's files), sorted."""
    if not folder.is_dir():
        raise FileReadError(f"{folder}: no such folder (name profiles to build, or cd)")
    return sorted(p for p in folder.glob("*.yaml") if p.name not in GROUP_FILES and p.is_file())


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
        if declared and self.explicit_db is None:
            path = loaded.path.parent / declared
            if not path.is_file():
                where = ("publications", "database")
                raise InputError(
                    [
                        Problem(
                            loaded.source.locate(where),
                            "publications.database",
                            f"no such file {os.path.normpath(path)}",
                            "the path is relative to the profile",
                        )
                    ]
                )
        return find_database(loaded.path, self.explicit_db, declared, self.profiles_dir)

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
