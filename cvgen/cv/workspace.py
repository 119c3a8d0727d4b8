"""One command's view of the inputs: every file it reads loaded and validated once.

A command (a build of any number of profiles and variants, ``tex``,
``validate``, ``list``, ``export``, the publication page, one side of a diff)
makes one :class:`Workspace` and asks it for what it needs. The group's
database and variants file are loaded and validated the first time a profile
needs them and shared by every profile after; so are the profiles themselves,
the database's cross-entry checks and (in :class:`LoadedDatabase`) the author
index. A file that fails to load fails the same way each time it is asked for,
without being read again.

The threads of a batch build share one workspace: each file is loaded under
its own lock, so a thread wanting a file another is loading waits for it, and
one wanting a different file does not. Files can change between commands (and
between the rounds of ``cvgen build --watch``): make a new workspace then.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, NamedTuple, TypeVar

from cvgen.cv.dbcheck import check_database, no_database
from cvgen.cv.localize import choose_locale, site_locale, untranslated_warnings
from cvgen.cv.merge import merge_publications
from cvgen.cv.request import CvRequest
from cvgen.cv.selection import SelectedCV, select_variant
from cvgen.cv.themechoice import choose_theme
from cvgen.cv.variants import resolve_variant, variant_names
from cvgen.errors import CvgenError, InputError, Problem
from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.sources import loader
from cvgen.sources.loader import LoadedDatabase, LoadedProfile, LoadedVariants
from cvgen.sources.locales import load_locale
from cvgen.sources.paths import PROFILES_DIR, DeclaredDatabaseMissing, find_database, find_variants
from cvgen.sources.themes import ThemeChain
from cvgen.sources.validate import InvalidInput
from cvgen.support.defaults import version_date

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class _Once(Generic[K, V]):
    """``load(key)`` run at most once per key, however many threads ask; a
    :class:`CvgenError` it raises is kept and raised again to every asker."""

    def __init__(self, load: Callable[[K], V]) -> None:
        self._load = load
        self._guard = threading.Lock()
        self._locks: dict[K, threading.Lock] = {}
        self._done: dict[K, V | CvgenError] = {}

    def __call__(self, key: K) -> V:
        with self._guard:
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:
            if key not in self._done:
                try:
                    loaded: V | CvgenError = self._load(key)
                except CvgenError as exc:
                    loaded = exc
                with self._guard:  # loaded() may be reading
                    self._done[key] = loaded
            found = self._done[key]
        if isinstance(found, CvgenError):
            raise found.with_traceback(None)  # this call's frames, not every earlier one's
        return found

    def loaded(self) -> dict[K, V]:
        """What loaded without error so far, in the order it loaded."""
        with self._guard:
            return {k: v for k, v in self._done.items() if not isinstance(v, CvgenError)}


class Workspace:
    """The files one command reads (``db_path`` is ``--db``; ``profiles_dir``
    is the group's folder, searched last for the group files)."""

    def __init__(self, db_path: Path | None = None, profiles_dir: Path = PROFILES_DIR) -> None:
        self.db_path = db_path
        self.profiles_dir = profiles_dir
        self.profile = _Once(loader.load_profile)
        self.database_file = _Once(loader.load_database)
        self.variants_file = _Once(loader.load_variants)
        self.locale_file = _Once(load_locale)
        self._problems = _Once(self._check)

    def profiles(self, paths: list[Path], asked: Sequence[CvRequest] = ()) -> list[LoadedProfile]:
        """Several profiles, the problems of all of them reported together; of
        a profile ``asked`` builds, every problem of its request (:meth:`problems`)."""
        loaded: list[LoadedProfile] = []
        problems: list[Problem] = []
        requests = {request.profile: request for request in reversed(asked)}  # the first
        for path in paths:
            try:
                loaded.append(self.profile(path))
            except InputError as exc:
                request = requests.get(path)
                problems.extend(self.every_problem(request) if request else exc.problems)
        if problems:
            raise InputError(problems)
        return loaded

    def database_path(self, loaded: LoadedProfile) -> Path | None:
        """Where the profile's database is (None: it has none)."""
        declared = loaded.profile.publications.database
        try:
            return find_database(loaded.path, self.db_path, declared, self.profiles_dir)
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
        return self.database_file(self.database_path(loaded))

    def variants(self, loaded: LoadedProfile) -> LoadedVariants:
        path = find_variants(loaded.path, self.database_path(loaded), self.profiles_dir)
        return self.variants_file(path)

    def database_problems(self, db: LoadedDatabase) -> tuple[Problem, ...]:
        """The database's cross-entry problems (:func:`check_database`), as errors."""
        try:
            return self._problems(db.path)
        except InvalidInput:  # ``db`` is the part that validates: checked as far as it goes
            return tuple(check_database(db))

    def _check(self, path: Path | None) -> tuple[Problem, ...]:
        return tuple(check_database(self.database_file(path)))

    def site_locale(self, code: str | None, folder: Path | None = None) -> Locale:
        """The locale of the group's site and publication page (``--locale``,
        else ``en``), the group's file in ``folder`` (else its profiles') first."""
        return site_locale(folder or self.profiles_dir, code, self.locale_file)

    def databases(self) -> dict[Path | None, LoadedDatabase]:
        """Every database loaded so far (``None``: the empty one of a profile without)."""
        return self.database_file.loaded()

    def resolve(self, request: CvRequest, *, typeset: bool = True) -> Selection:
        """Load, validate, merge and select the CV ``request`` asks for, choosing
        its variant, locale, theme (unless not ``typeset``: an export, a diff)
        and date by one rule: the request's, over the variant's and the profile's.

        A problem in the files is raised with every other one the request and
        its profile meet (:meth:`every_problem`), not the first alone; an error
        of the command line's (``--locale xx``) alone."""
        try:
            return self._resolve(request, typeset=typeset)
        except InputError:
            found = self.every_problem(request, typeset=typeset)
            if len(found) < 2:
                raise
            raise InputError(found) from None

    def every_problem(self, request: CvRequest, *, typeset: bool = True) -> list[Problem]:
        """The problems of ``request`` (:meth:`problems`) and of its profile
        (:meth:`profile_problems`): what a command that fails says, so that
        one run shows all there is to fix."""
        found = self.problems(request, typeset=typeset) + self.profile_problems(request.profile)
        return list(dict.fromkeys(found))

    def profile_problems(self, path: Path) -> list[Problem]:
        """Every problem of the profile at ``path`` and of the files it reads,
        each checked as far as it validates: its model, its database's (and the
        database's cross-checks), and those of each variant it can build (the
        papers it names, locale, theme): what ``cvgen validate`` reports."""
        loaded, db, group, found = self.partial(path)
        if loaded is None:
            return found
        if db is not None:
            found.extend(self.database_problems(db))
        for variant in variant_names(group.variants, loaded.profile.variants):
            found.extend(self.problems(CvRequest(path, variant)))
        return list(dict.fromkeys(found))

    def partial(self, path: Path) -> Partial:
        """The profile at ``path``, its database and its group's variants, each
        as far as it validates, and the problems found loading them."""
        found: list[Problem] = []
        loaded = _as_far_as_valid(self.profile, path, LoadedProfile, found)
        if loaded is None:
            return Partial(None, None, LoadedVariants(None, {}), found)
        database = _as_far_as_valid(self.database, loaded, LoadedDatabase, found)
        group = _as_far_as_valid(self.variants, loaded, LoadedVariants, found)
        return Partial(loaded, database, group or LoadedVariants(None, {}), found)

    def problems(self, request: CvRequest, *, typeset: bool = True) -> list[Problem]:
        """Every problem of the CV ``request`` asks for, in one list: its files'
        (each checked as far as it validates, :meth:`partial`), the papers the
        profile names, its variant, locale and (``typeset``) theme."""
        loaded, database, group, found = self.partial(request.profile)
        if loaded is None:
            return found
        if database is not None:
            with _gathered(found):
                merge_publications(loaded, database, request.date)
        try:
            chosen = resolve_variant(request.variant, group.variants, loaded.profile.variants)
        except CvgenError as exc:
            return [*found, variant_problem(loaded, group, request.variant, exc)]
        with _gathered(found):
            choose_locale(loaded, group, chosen, request.locale, self.locale_file)
        if typeset:
            with _gathered(found):
                choose_theme(loaded, group, chosen, request.theme)
        return list(dict.fromkeys(found))

    def _resolve(self, request: CvRequest, *, typeset: bool) -> Selection:
        loaded = self.profile(request.profile)
        database = self.database(loaded)
        group = self.variants(loaded)
        chosen = resolve_variant(
            request.variant, group.variants, loaded.profile.variants, group.ranking
        )
        language = choose_locale(loaded, group, chosen, request.locale, self.locale_file)
        theme = choose_theme(loaded, group, chosen, request.theme) if typeset else None
        cv = merge_publications(loaded, database, request.date)  # papers as of the CV's day
        selected = select_variant(cv, chosen, locale=language)
        problem = no_database(loaded, database)
        untranslated = untranslated_warnings(selected.untranslated, loaded, language)
        warnings = ((problem,) if problem else ()) + cv.warnings + untranslated
        day = resolve_date(request.date, loaded.profile.date)
        return Selection(selected, loaded, database, day, theme, warnings)


class Partial(NamedTuple):
    """A profile and its group files as far as each validates (None: not at
    all), and the problems found loading them."""

    loaded: LoadedProfile | None
    database: LoadedDatabase | None
    group: LoadedVariants
    problems: list[Problem]


def _as_far_as_valid(
    load: Callable[[K], V], key: K, kind: type[V], found: list[Problem]
) -> V | None:
    """``load(key)``; when it fails, its problems added to ``found`` and the
    part of the file that validates returned (:class:`InvalidInput`)."""
    try:
        return load(key)
    except InvalidInput as exc:
        found.extend(exc.problems)
        return exc.partial if isinstance(exc.partial, kind) else None
    except InputError as exc:  # a file that cannot be read is an error of its own
        found.extend(exc.problems)
    return None


@contextmanager
def _gathered(found: list[Problem]) -> Iterator[None]:
    """The problems of an error raised inside, added to ``found``."""
    try:
        yield
    except InputError as exc:
        found.extend(exc.problems)
    except CvgenError as exc:  # not located: a command line's --theme or --locale
        found.append(Problem(None, "", exc.message))


def variant_problem(
    loaded: LoadedProfile, group: LoadedVariants, name: str, exc: CvgenError
) -> Problem:
    """A variant that does not resolve (an unknown name, an ``extends`` loop),
    at the profile's own ``extends`` when the profile defines it."""
    if name in loaded.profile.variants:
        where = loaded.source.locate(("variants", name, "extends"))
        return Problem(where, f"variants.{name}.extends", exc.message)
    if name in group.variants:
        return Problem(None, f"{group.path}: variants.{name}", exc.message)
    return Problem(None, "", exc.message)


@dataclass(frozen=True)
class Selection:
    """One CV cut to a variant, its date and theme, and the loaded files it came
    from (for locating a problem found later, such as a character no font has)."""

    selected: SelectedCV
    loaded: LoadedProfile
    database: LoadedDatabase
    version_date: PartialDate
    chain: ThemeChain | None = None  # None: resolved without typesetting
    warnings: tuple[Problem, ...] = ()  # each with warning=True

    @property
    def theme(self) -> ThemeChain:
        assert self.chain is not None, "resolved with typeset=False"
        return self.chain


def select_cv(
    profile_path: Path, *, variant: str = "long", workspace: Workspace | None = None
) -> Selection:
    """:meth:`Workspace.resolve` without typesetting, in a workspace of its own
    unless given one."""
    request = CvRequest(profile_path, variant)
    return (workspace or Workspace()).resolve(request, typeset=False)


def resolve_date(explicit: PartialDate | None, profile_date: PartialDate | None) -> PartialDate:
    """``--date``, else the profile's ``date``, else today."""
    return version_date(explicit, profile_date, PartialDate.from_date)
