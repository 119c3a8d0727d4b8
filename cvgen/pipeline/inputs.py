"""The files a set of builds reads, found from plain YAML as the up-to-date
check finds them (:mod:`cvgen.pipeline.freshness`): each profile, the database and
variants file it uses, and the templates (LaTeX, themes, and the web page's).
Which builds a change to one of
them affects, and which folders to watch for it (``cvgen build --watch``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from cvgen.pipeline.sourcekeys import read_inputs
from cvgen.sources.paths import PROFILES_DIR, find_profiles
from cvgen.support.resources import page_template_dir, template_dir


@dataclass(frozen=True)
class Inputs:
    """The files the requested builds read, found from plain YAML as the
    up-to-date check finds them (paths resolved, except the profiles')."""

    profiles: tuple[Path, ...]
    uses: dict[Path, frozenset[Path]]  # an input file -> the profiles that read it
    templates: Path
    profiles_dir: Path | None  # None: the profiles were named
    # every theme's folder and the web page's templates: a change is a template's
    themes: frozenset[Path] = frozenset()

    @classmethod
    def find(
        cls,
        named: tuple[Path, ...] = (),
        *,
        db_path: Path | None = None,
        profiles_dir: Path = PROFILES_DIR,
    ) -> Inputs:
        """The inputs of the builds of ``named`` profiles, or (none named) of
        every profile in ``profiles_dir``; ``db_path``: ``--db``."""
        folder = None if named else profiles_dir
        profiles = named or tuple(find_profiles(profiles_dir))
        uses: dict[Path, set[Path]] = {}
        for profile in profiles:
            found = read_inputs(profile, db_path)
            group = (found.database, found.variants) if found else ()
            for path in (profile, *group):
                if path is not None:
                    uses.setdefault(path.resolve(), set()).add(profile)
        return cls(
            profiles,
            {path: frozenset(users) for path, users in uses.items()},
            template_dir().resolve(),
            folder.resolve() if folder else None,
            _theme_folders({p.parent for p in profiles} | ({folder} if folder else set()))
            | {page_template_dir().resolve()},
        )

    @property
    def group_files(self) -> tuple[Path, ...]:
        """The inputs that are not profiles (databases, variants files)."""
        own = {p.resolve() for p in self.profiles}
        return tuple(sorted(set(self.uses) - own))

    def folders(self) -> tuple[Path, ...]:
        """The folders to watch (not recursively)."""
        wanted = {path.parent for path in self.uses} | {self.templates} | self.themes
        if self.profiles_dir:
            wanted.add(self.profiles_dir)
        return tuple(sorted(folder for folder in wanted if folder.is_dir()))

    def wanted(self, path: Path) -> bool:
        """Could a change to ``path`` (absolute) change a build?"""
        if path in self.uses:
            return True
        if path.name.startswith("."):
            return False
        if path.parent == self.templates or path.parent in self.themes:
            return True
        return path.parent == self.profiles_dir and path.suffix == ".yaml"

    def affected(self, changed: Iterable[Path], before: Inputs) -> tuple[Path, ...]:
        """The profiles to build again after ``changed`` (``before``: the
        inputs as they were): those that read a changed file then or now,
        every one for a template, and new ones."""
        changed = set(changed)
        if any(path.parent == self.templates or path.parent in self.themes for path in changed):
            return self.profiles
        hit: set[Path] = set()
        for inputs in (before, self):
            for path in changed & set(inputs.uses):
                hit |= inputs.uses[path]
        return tuple(p for p in self.profiles if p in hit or p not in before.profiles)


def _theme_folders(profile_folders: set[Path]) -> frozenset[Path]:
    """The built-in themes' folders and the group's (:mod:`cvgen.sources.themes`)."""
    from cvgen.sources.themes import builtin_dir, theme_dirs

    places = {builtin_dir(), *(d for f in profile_folders for d in theme_dirs(f))}
    return frozenset(
        theme.resolve()
        for place in places
        if place.is_dir()
        for theme in place.iterdir()
        if theme.is_dir()
    )
