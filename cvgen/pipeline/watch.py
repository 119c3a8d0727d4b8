"""``cvgen build --watch``: build, then rebuild what each change to an input affects.

The inputs are those the up-to-date check reads (:mod:`cvgen.pipeline.inputs`):
each profile, the database and variants file it uses, the templates, and,
when no profile was named, the profiles folder itself (a new profile is
built, a removed one is no longer watched). A changed profile rebuilds its
own PDFs; a changed database or variants file those of the profiles that
use it; a changed template all of them. Fonts are not watched. The PDFs,
previews and logs a build writes (even into a watched folder) and editors'
swap, backup and lock files wake nothing (:mod:`cvgen.pipeline.folderwatch`).

A broken profile is reported and watching goes on; its previous PDF stays.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen.cv.request import CvRequest
from cvgen.errors import CvgenError
from cvgen.pipeline.folderwatch import Changes, FolderWatch
from cvgen.pipeline.inputs import Inputs
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BatchInterrupted
from cvgen.pipeline.outcome import Fresh as Fresh
from cvgen.pipeline.sourcekeys import InputReader
from cvgen.sources.paths import PROFILES_DIR
from cvgen.tex.compile import ORDINARY, Compiler

if TYPE_CHECKING:
    from cvgen.pipeline.outcome import BuildResult, PageResult
    from cvgen.pipeline.plan import Outcome


@dataclass(frozen=True)
class WatchRequest:
    """What ``cvgen build`` was asked to build (``profiles`` empty: every
    profile in ``profiles_dir``, now and later; ``cv``: the request of each,
    but its profile), with the command's options (``options.force``: the first
    build only; a change rebuilds what it affects anyway)."""

    profiles: tuple[Path, ...] = ()
    cv: CvRequest = field(default_factory=CvRequest)
    options: BuildOptions = field(default_factory=BuildOptions)
    jobs: int = 1
    profiles_dir: Path = PROFILES_DIR


@dataclass(frozen=True)
class Watching:
    """Watching starts, or what is watched changed."""

    inputs: Inputs


@dataclass(frozen=True)
class Changed:
    paths: tuple[Path, ...]  # the inputs that changed
    rebuild: tuple[Path, ...]  # the profiles built again
    removed: tuple[Path, ...]  # profiles gone from the profiles folder


@dataclass(frozen=True)
class Built:
    result: BuildResult | PageResult
    rebuilt: bool  # False: the first build


@dataclass(frozen=True)
class Failed:
    profile: Path | None  # None: not one profile's problem (the profiles folder is gone)
    error: CvgenError


WatchEvent = Watching | Changed | Fresh | Built | Failed


Watcher = Callable[[Inputs, threading.Event | None], Changes]


def watch_builds(
    request: WatchRequest,
    emit: Callable[[WatchEvent], None],
    *,
    stop: threading.Event | None = None,
    watcher: Watcher = FolderWatch,
    compiler: Compiler = ORDINARY,
) -> None:
    """Build what ``request`` asks, then rebuild on every change to its inputs
    until ``stop`` is set or Ctrl-C comes while waiting. A failed build is
    reported (``Failed``) and watching goes on; its previous PDF stays. Ctrl-C
    while builds run raises :class:`~cvgen.pipeline.outcome.BatchInterrupted` (a
    KeyboardInterrupt), as ``cvgen build`` does, once no PDF is half-written;
    at any other moment (waiting, or just after a round's last line) it ends
    watching. ``compiler`` runs TeX for the first build (it may have
    started early); later builds run it the ordinary way."""
    inputs = _inputs(request)
    changes = watcher(inputs, stop)  # watching first: a save during the first build counts
    try:
        _build_round(inputs.profiles, request, emit, first=True, compiler=compiler)
        compiler.close()  # an early run is unused when the PDF was up to date: do not keep it
        emit(Watching(inputs))
        reading = iter(changes)
        while (changed := _next(reading)) is not None:
            now = _find(request, inputs, emit)
            changed = {p for p in changed if inputs.wanted(p) or now.wanted(p)}
            rebuild = now.affected(changed, inputs)
            removed = tuple(p for p in inputs.profiles if p not in now.profiles)
            before, inputs = inputs, now
            if rebuild or removed:
                emit(Changed(tuple(sorted(changed)), rebuild, removed))
                _build_round(rebuild, request, emit, first=False)
            if (now.profiles, now.uses) != (before.profiles, before.uses):
                emit(Watching(now))
            if now.folders() != before.folders():  # a new folder: the new watch first
                changes, old = watcher(now, stop), changes
                old.close()
                reading = iter(changes)
    except BatchInterrupted:
        raise  # builds were cut short: an interruption, as in cvgen build
    except KeyboardInterrupt:
        return  # nothing was being built (a line just printed, a folder read): a stop
    finally:
        changes.close()


def _inputs(request: WatchRequest) -> Inputs:
    return Inputs.find(
        request.profiles, db_path=request.cv.db_path, profiles_dir=request.profiles_dir
    )


def _next(changes: Iterator[set[Path]]) -> set[Path] | None:
    """The next changes; None when watching ends: ``stop`` set, or Ctrl-C
    while waiting (the usual way to end it, not an interruption)."""
    try:
        return next(changes)
    except (StopIteration, KeyboardInterrupt):
        return None


def _find(request: WatchRequest, previous: Inputs, emit: Callable[[WatchEvent], None]) -> Inputs:
    """The inputs now; the previous ones when they cannot be found (the
    profiles folder is gone), saying so."""
    try:
        return _inputs(request)
    except CvgenError as error:
        emit(Failed(None, error))
        return previous


def _build_round(
    profiles: tuple[Path, ...],
    request: WatchRequest,
    emit: Callable[[WatchEvent], None],
    *,
    first: bool,
    compiler: Compiler = ORDINARY,
) -> None:
    """Build ``profiles`` (each variant asked for) through the build's plan and
    runner (:mod:`cvgen.pipeline.plan`); each profile is validated on its own,
    so one broken profile stops no other. The round has its own workspace and
    reader: the files changed since the last."""
    from cvgen.pipeline.plan import expand, plan, run

    options = request.options if first else replace(request.options, force=False)
    reader = InputReader()  # the round's: files change between rounds
    steps = plan(expand(list(profiles), request.cv, reader), options, reader)
    reported: set[tuple[Path, str]] = set()  # a broken profile fails each variant alike

    def done(outcome: Outcome) -> None:
        if isinstance(outcome, Fresh):
            emit(outcome)
        elif not isinstance(outcome, tuple):
            emit(Built(outcome, rebuilt=not first))
        elif (outcome[0], outcome[1].message) not in reported:
            reported.add((outcome[0], outcome[1].message))
            emit(Failed(*outcome))

    run(steps, jobs=request.jobs, on_done=done, compiler=compiler, together=False)
