"""Load profiles and the publication database from disk, validated."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cvgen.errors import FileReadError, InputError, Problem
from cvgen.models import Profile, PublicationDatabase
from cvgen.validate import validate_document
from cvgen.yamlsource import SourceMap, load_yaml

DATABASE_NAME = "publications.yaml"


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


def load_profile(path: Path) -> LoadedProfile:
    document = load_yaml(path)
    return LoadedProfile(path, validate_document(Profile, document), document.source)


def load_database(path: Path | None) -> LoadedDatabase:
    """The database at ``path``; with None, an empty one."""
    if path is None:
        return LoadedDatabase(None, PublicationDatabase(), None)
    document = load_yaml(path)
    return LoadedDatabase(path, validate_document(PublicationDatabase, document), document.source)


def find_database(profile_path: Path, explicit: Path | None = None) -> Path | None:
    """``--db`` if given, else ``publications.yaml`` beside the profile or in ``profiles/``."""
    if explicit is not None:
        if not explicit.is_file():
            raise FileReadError(f"{explicit}: no such publication database (check --db)")
        return explicit
    for folder in (profile_path.parent, Path("profiles")):
        candidate = folder / DATABASE_NAME
        if candidate.is_file():
            return candidate
    return None


def find_profiles(folder: Path = Path("profiles")) -> list[Path]:
    """Every profile in ``folder`` (all ``*.yaml`` but the database), sorted."""
    if not folder.is_dir():
        raise FileReadError(f"{folder}: no such folder (name profiles to build, or cd)")
    return sorted(p for p in folder.glob("*.yaml") if p.name != DATABASE_NAME and p.is_file())


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
