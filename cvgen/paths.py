"""Where a profile's group files are: found by name, without reading them.

Kept apart from :mod:`cvgen.loader` (which validates) so that the fast
up-to-date check of a build (:mod:`cvgen.freshness`) can find the files a CV
depends on without importing the models.
"""

from __future__ import annotations

from pathlib import Path

from cvgen.errors import FileReadError

DATABASE_NAME = "publications.yaml"
VARIANTS_NAME = "variants.yaml"  # the group's variants, beside the database
GROUP_FILES = (DATABASE_NAME, VARIANTS_NAME)
PROFILES_DIR = Path("profiles")  # where group files are found last, from the working directory


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
