"""Load a profile, the publication database or the group's variants from disk,
validated. A command loads each through its workspace (:mod:`cvgen.cv.workspace`),
which loads each file once."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.errors import InputError, Location, Problem
from cvgen.model import Profile, PublicationDatabase, VariantFile, VariantSpec
from cvgen.model.localtext import place_texts
from cvgen.model.pubdb import author_index, normalize_name
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import SourceMap, load_yaml
from cvgen.support.names import name_problem


@dataclass(frozen=True)
class LoadedProfile:
    path: Path
    profile: Profile
    source: SourceMap


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


def load_profile(path: Path) -> LoadedProfile:
    """The profile at ``path``, validated; a file name that cannot name the
    outputs (:mod:`cvgen.support.names`) is one of its problems."""
    document = load_yaml(path)
    try:
        profile = validate_document(Profile, document)
    except InputError as exc:
        raise InputError([*exc.problems, *stem_problems(path)]) from None
    if problems := stem_problems(path):
        raise InputError(problems)
    place_texts(profile)  # so a text without a translation can be located
    return LoadedProfile(path, profile, document.source)


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
    return LoadedDatabase(path, validate_document(PublicationDatabase, document), document.source)


def load_variants(path: Path | None) -> LoadedVariants:
    """The group's variants at ``path``; with None, none."""
    if path is None:
        return LoadedVariants(None, {})
    return LoadedVariants(path, validate_document(VariantFile, load_yaml(path)).variants)
