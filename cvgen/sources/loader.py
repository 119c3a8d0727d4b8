"""Load a profile, the publication database or the group's variants from disk,
validated. A command loads each through its workspace (:mod:`cvgen.cv.workspace`),
which loads each file once."""

from __future__ import annotations

import shlex
import threading
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.errors import InputError, Location, Problem, display_path
from cvgen.model import Profile, PublicationDatabase, VariantFile, VariantSpec
from cvgen.model.group import GroupInfo
from cvgen.model.localtext import place_texts
from cvgen.model.pubdb import author_index, normalize_name
from cvgen.model.variant import Ranking
from cvgen.sources.photo import Photo, PhotoError, photo_problem, read_photo
from cvgen.sources.validate import InvalidInput, validate_document
from cvgen.sources.yamlsource import SourceMap, load_yaml
from cvgen.support.names import name_problem


@dataclass(frozen=True)
class LoadedProfile:
    path: Path
    profile: Profile
    source: SourceMap
    photo: Photo | None = None  # the profile's photo, read and checked (sources.photo)


AuthorIndex = dict[str, list[tuple[int, str, int]]]


@dataclass(frozen=True)
class LoadedDatabase:
    path: Path | None
    database: PublicationDatabase
    source: SourceMap | None
    # built on first use (import-bib never needs it), once even when the
    # threads of a batch ask for it together
    _index: list[AuthorIndex] = field(default_factory=list, init=False, repr=False, compare=False)
    _lock: threading.Lock = field(
        default_factory=threading.Lock, init=False, repr=False, compare=False
    )

    def _authors(self) -> AuthorIndex:
        with self._lock:
            if not self._index:
                self._index.append(author_index(self.database.papers))
            return self._index[0]

    def written(self, key: str) -> bool:
        """Whether the file has a paper ``key``, valid or not: a database
        checked as far as it validates lacks the papers with problems."""
        return key in self.database.papers or (
            self.source is not None and ("papers", key) in self.source.values
        )

    def papers_of(self, names: list[str]) -> dict[str, list[int]]:
        """The keys of the papers any of ``names`` wrote (database order), each
        with the positions those names hold in its author list."""
        index = self._authors()
        found: dict[str, tuple[int, list[int]]] = {}
        for name in dict.fromkeys(normalize_name(n) for n in names):
            for place, key, position in index.get(name, ()):
                found.setdefault(key, (place, []))[1].append(position)
        ordered = sorted(found.items(), key=lambda item: item[1][0])
        return {key: sorted(positions) for key, (_, positions) in ordered}


@dataclass(frozen=True)
class LoadedVariants:
    path: Path | None
    variants: dict[str, VariantSpec]
    ranking: Ranking | None = None  # the group's, under every variant's own


def load_profile(path: Path) -> LoadedProfile:
    """The profile at ``path``, validated; a file name that cannot name the
    outputs (:mod:`cvgen.support.names`) is one of its problems."""
    document = load_yaml(path)
    if is_rendercv(document.data):  # one problem that says what it is, not an unknown key each
        raise InputError([rendercv_problem(path, document.source, document.data["cv"].get("name"))])
    try:
        profile = validate_document(Profile, document)
    except InvalidInput as exc:
        partial = exc.partial if isinstance(exc.partial, Profile) else None
        if partial is not None:
            place_texts(partial)
        loaded = LoadedProfile(path, partial, document.source) if partial else None
        raise InvalidInput([*exc.problems, *stem_problems(path)], loaded) from None
    place_texts(profile)  # so a text without a translation can be located
    problems = stem_problems(path)
    photo = None
    if profile.photo is not None:
        try:
            photo = read_photo(path, profile.photo)
        except PhotoError as exc:
            problems.append(photo_problem(exc, document.source.locate(("photo",))))
    loaded = LoadedProfile(path, profile, document.source, photo)
    if problems:
        raise InvalidInput(problems, loaded)
    return loaded


_YOUR_NAME = '"Your Name"'
RENDERCV_KEYS = ("cv", "design", "locale", "locale_catalog", "rendercv_settings", "settings")


def is_rendercv(data: object) -> bool:
    """Whether ``data`` is a RenderCV file: a ``cv:`` mapping with ``sections:``,
    or beside ``design:``, ``locale:`` or ``rendercv_settings:`` (a cvgen
    profile has no ``cv:``)."""
    if not isinstance(data, dict) or not isinstance(data.get("cv"), dict):
        return False
    return "sections" in data["cv"] or any(key in data for key in RENDERCV_KEYS[1:])


def rendercv_problem(path: Path, source: SourceMap, name: object = None) -> Problem:
    """A RenderCV file given where a profile belongs: what it is, and the
    commands that make a profile of it (for ``name``, the file's cv.name)."""
    shown = shlex.quote(display_path(path))
    person = shlex.quote(" ".join(name.split())) if isinstance(name, str) and name.strip() else ""
    return Problem(
        source.locate(("cv",), key=True),
        "cv",
        "this is a RenderCV file, not a cvgen profile",
        f"make a profile of it: cvgen import-rendercv {shown}, or "
        f"cvgen new {person or _YOUR_NAME} --from-rendercv {shown}",
    )


def stem_problems(path: Path) -> list[Problem]:
    """The profile's file name as a problem, when it breaks the rule for names:
    it names the PDFs, the pages and the site's folders."""
    problem = name_problem(path.stem, "the file's name", "names the CV's PDFs and pages")
    if problem is None:
        return []
    message, fix = problem
    return [Problem(Location(path, 1, 1), "", message, f"rename the file; {fix}")]


def load_database(path: Path | None) -> LoadedDatabase:
    """The database at ``path``; with None, an empty one."""
    if path is None:
        return LoadedDatabase(None, PublicationDatabase(), None)
    document = load_yaml(path)
    try:
        database = validate_document(PublicationDatabase, document)
    except InvalidInput as exc:  # the papers that validate, for the checks that need them
        partial = exc.partial
        loaded = (
            LoadedDatabase(path, partial, document.source)
            if isinstance(partial, PublicationDatabase)
            else None
        )
        raise InvalidInput(exc.problems, loaded) from None
    return LoadedDatabase(path, database, document.source)


def load_group(path: Path | None) -> GroupInfo:
    """The group's ``group.yaml`` (the site's front page), validated; None: empty."""
    if path is None:
        return GroupInfo()
    return validate_document(GroupInfo, load_yaml(path))


def load_variants(path: Path | None) -> LoadedVariants:
    """The group's variants at ``path``; with None, none."""
    if path is None:
        return LoadedVariants(None, {})
    try:
        whole = validate_document(VariantFile, load_yaml(path))
        return LoadedVariants(path, whole.variants, whole.ranking)
    except InvalidInput as exc:
        partial = exc.partial
        loaded = (
            LoadedVariants(path, partial.variants, partial.ranking)
            if isinstance(partial, VariantFile)
            else None
        )
        raise InvalidInput(exc.problems, loaded) from None
