"""Where a profile's group files are: found by name, without reading them.

Kept apart from :mod:`cvgen.sources.loader` (which validates) so that the fast
up-to-date check of a build (:mod:`cvgen.pipeline.freshness`) can find the files a CV
depends on before the models are loaded.
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path
from typing import Any

from cvgen.errors import FileReadError
from cvgen.sources import limits

DATABASE_NAME = "publications.yaml"
VARIANTS_NAME = "variants.yaml"  # the group's variants, beside the database
VENUES_NAME = "venues.yaml"  # the group's venue names for imports, beside the database
GROUP_NAME = "group.yaml"  # the site's front page: the group's name, about, links
GROUP_FILES = (DATABASE_NAME, VARIANTS_NAME, VENUES_NAME, GROUP_NAME)
PROFILES_DIR = Path("profiles")  # where group files are found last, from the working directory


class DeclaredDatabaseMissing(FileReadError):
    """The profile's ``publications.database`` names no file (the loader
    reports it at the line where it is written)."""

    def __init__(self, profile_path: Path, path: Path) -> None:
        self.path = Path(os.path.normpath(path))
        super().__init__(
            f"{profile_path}: publications.database: no such file {self.path} "
            "(the path is relative to the profile)"
        )


def plain_yaml(text: bytes | str) -> dict[str, Any]:
    """A YAML mapping as plain data, not validated; empty if it is not one
    (its errors are reported when the file is loaded for real).

    Any failure gives ``{}``, never an exception: PyYAML's own reading fails in
    ways cvgen's located one reports (``date: 2024-13-10`` is a ValueError
    here, a control character a ReaderError), and the caller then takes the
    located path. Aliases are not expanded here (PyYAML shares the values)."""
    import yaml

    if len(text) > limits.MAX_FILE_BYTES:
        return {}
    try:
        data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except Exception:  # see above: the located reading says what is wrong
        return {}
    return data if isinstance(data, dict) else {}


def declared_database(profile: dict[str, Any]) -> str | None:
    """The ``publications.database`` a profile (as :func:`plain_yaml`) declares."""
    publications = profile.get("publications")
    declared = publications.get("database") if isinstance(publications, dict) else None
    return declared if isinstance(declared, str) else None


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
            raise DeclaredDatabaseMissing(profile_path, path)
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


def group_folders(profiles_folder: Path, name: str) -> tuple[Path, ...]:
    """A group's own folder ``name`` (``themes``, ``locales``) for profiles in
    ``profiles_folder``: inside that folder, then beside it."""
    inside = profiles_folder / name
    beside = profiles_folder.resolve().parent / name
    return (inside,) if inside.resolve() == beside else (inside, beside)


def find_group_info(profiles_folder: Path) -> Path | None:
    """``group.yaml`` in the profiles folder, else beside it (the group's root)."""
    for folder in (profiles_folder, profiles_folder.resolve().parent):
        if (folder / GROUP_NAME).is_file():
            return folder / GROUP_NAME
    return None


def find_profiles(folder: Path = PROFILES_DIR) -> list[Path]:
    """Every profile in ``folder`` (all ``*.yaml`` but the group's files), sorted."""
    if not folder.is_dir():
        raise FileReadError(f"{folder}: no such folder (name profiles to build, or cd)")
    return sorted(p for p in folder.glob("*.yaml") if p.name not in GROUP_FILES and p.is_file())


# Letters that Unicode does not decompose into a base letter and an accent.
_FOLD = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d",
                       "þ": "th", "ı": "i"})  # fmt: skip


def slugify(name: str) -> str:
    """The file name of a person's profile: ``Zoë Müller`` -> ``zoe-muller``."""
    folded = unicodedata.normalize("NFKD", name.casefold().translate(_FOLD))
    ascii_only = "".join(c for c in folded if c.isascii() and not unicodedata.combining(c))
    return "-".join(re.sub(r"[^a-z0-9]+", " ", ascii_only).split())
