"""One plan, one runner: what ``cvgen build``, ``build --watch`` and ``cvgen
site`` (and the library's :func:`cvgen.pipeline.engine.build_cv`) build, and how.

Each target, a CV (:class:`~cvgen.cv.request.CvRequest`) in one output format
(``pdf``, ``html``), gets one :class:`Step`, computed once from its source key
(:mod:`cvgen.pipeline.sourcekeys`) by :func:`plan`: up to date in the output
folder (``FRESH``), copied from the cache (``RESTORED``), a CV rendered before
that needs only the typesetter and the stamp (``RENDERED``, :mod:`cvgen.pipeline.rendered`),
or the whole build (``FULL``: load, validate, merge, select, render, compile,
stamp; :mod:`cvgen.pipeline.engine`, :mod:`cvgen.pipeline.webpage`). :func:`run`
then does the steps, ``jobs`` at a time, and writes and records each outcome in
one place (:func:`cvgen.pipeline.outcome.write_output`).

This module is as light as the up-to-date check: a build with nothing to do
imports neither the models nor Jinja2 nor pypdf.
"""

from __future__ import annotations

import enum
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen.cv.request import CvRequest
from cvgen.errors import CvgenError
from cvgen.pipeline.freshness import FreshBuild, fresh_build
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import (
    BatchInterrupted,
    BuildResult,
    Fresh,
    PageResult,
    batch_pool,
    fresh_result,
    write_output,
)
from cvgen.pipeline.rendered import Rendered, build_rendered, find_rendered
from cvgen.pipeline.sourcekeys import InputReader, variant_names
from cvgen.support.defaults import BUILTIN_VARIANTS
from cvgen.tex.compile import ORDINARY, Compiler

if TYPE_CHECKING:
    from cvgen.cv.workspace import Workspace

Failure = tuple[Path, CvgenError]
Outcome = BuildResult | PageResult | Fresh | Failure


class Kind(enum.Enum):
    FRESH = "up to date in the output folder"
    RESTORED = "copied from the cache"
    RENDERED = "rendered before: the typesetter and the stamp only"
    FULL = "the whole build"


@dataclass(frozen=True)
class Step:
    request: CvRequest
    fmt: str  # "pdf" or "html"
    options: BuildOptions
    source: str | None  # the build's source key (None: unknown, the full build says why)
    key: str | None  # this output's (:meth:`BuildOptions.output_key`)
    found: FreshBuild | Rendered | None = None  # the output up to date, or the CV rendered before

    @property
    def kind(self) -> Kind:
        """What the step does, as what :func:`plan` found says."""
        if isinstance(self.found, FreshBuild):
            return Kind.RESTORED if self.found.from_cache else Kind.FRESH
        return Kind.FULL if self.found is None else Kind.RENDERED


@dataclass
class BatchResult:
    built: list[BuildResult | PageResult] = field(default_factory=list)
    fresh: list[Fresh] = field(default_factory=list)
    failed: list[Failure] = field(default_factory=list)


def expand(
    profiles: list[Path], request: CvRequest, reader: InputReader | None = None
) -> list[CvRequest]:
    """``request`` for each profile (``variant`` ``all``: each of its variants,
    read from plain YAML; the built-in ones when that fails)."""
    requests = []
    for path in profiles:
        names = [request.variant]
        if request.variant == "all":
            try:
                names = variant_names(path, request.db_path, reader)
            except Exception:  # any failure here: the full, located build says why
                names = list(BUILTIN_VARIANTS)
        requests += [replace(request, profile=path, variant=name) for name in names]
    return requests


def plan(
    requests: list[CvRequest], options: BuildOptions, reader: InputReader | None = None
) -> list[Step]:
    """One step for each request in each of ``options.formats``, from its key
    (the keys of a profile's variants made together); ``reader``: the
    command's (the steps then read no input file again)."""
    reader = reader or InputReader()
    variants: dict[CvRequest, list[str]] = {}
    for request in requests:
        variants.setdefault(replace(request, variant=""), []).append(request.variant)
    keys = {cv: _keys(cv, names, options, reader) for cv, names in variants.items()}
    steps = []
    for request in requests:
        source = keys[replace(request, variant="")].get(request.variant)
        for fmt in options.formats:
            key = options.output_key(source, fmt, reader) if source else None
            steps.append(_step(request, fmt, options, source, key))
    return steps


def _keys(
    request: CvRequest, variants: list[str], options: BuildOptions, reader: InputReader
) -> dict[str, str]:
    try:
        return options.keys(request, variants, reader) or {}
    except Exception:  # any failure here: the full, located build says why
        return {}


def _step(
    request: CvRequest, fmt: str, options: BuildOptions, source: str | None, key: str | None
) -> Step:
    found: FreshBuild | Rendered | None = None
    if key and not options.force:
        try:
            found = fresh_build(key, options.out_dir)
        except Exception:  # an unreadable output folder, a cache entry of the wrong shape
            found = None
    if found is None and source and fmt == "pdf":  # rendered before: no loading, no rendering
        found = find_rendered(source, request.profile.parent)
    return Step(request, fmt, options, source, key, found)


def run(
    steps: list[Step],
    *,
    jobs: int = 1,
    on_done: Callable[[Outcome], None] | None = None,
    compiler: Compiler = ORDINARY,
    workspace: Workspace | None = None,
    together: bool = True,
) -> BatchResult:
    """Do ``steps``, ``jobs`` at a time, telling ``on_done`` of each outcome: the
    fresh and restored first, then those rendered before (the longest first, told
    in order), then the full builds, each CV's PDF before its page (which leaves
    out what the PDF dropped). ``together``: every profile validated before TeX
    runs for any (else each fails alone, as under ``--watch``). A failure stops
    no other; an error both of a CV's outputs meet is told once.

    Interrupted (Ctrl-C), it starts no more steps, lets none still running
    write its output, and raises :class:`BatchInterrupted` once they are done
    (a plain ``KeyboardInterrupt`` if every outcome was told): every file in
    the output folder is then the previous one or a complete new one."""
    batch = BatchResult()
    told: list[Step] = []

    def tell(step: Step, outcome: Outcome | None) -> None:
        if isinstance(outcome, Fresh):
            batch.fresh.append(outcome)
        elif isinstance(outcome, tuple):
            batch.failed.append(outcome)
        elif outcome is not None:  # None: said already
            batch.built.append(outcome)
        told.append(step)  # its output is complete: a Ctrl-C while telling cuts nothing short
        if on_done and outcome is not None:
            on_done(outcome)

    for step in steps:
        if isinstance(step.found, FreshBuild):
            tell(step, Fresh(step.request.profile, step.found))
    if len(told) == len(steps):
        return batch  # nothing to build: no threads, no models
    try:
        with batch_pool(jobs) as pool:
            rendered = [s for s in steps if s.kind is Kind.RENDERED]
            started = {id(s): pool.submit(_do, s, compiler) for s in sorted(rendered, key=_cost)}
            again: dict[int, Step] = {}  # rendered before, but the full build must run
            for step in rendered:
                if (made := started[id(step)].result()) is None:
                    again[id(step)] = replace(step, found=None)
                else:
                    tell(step, made)
            cvs: dict[CvRequest, list[Step]] = {}
            for step in steps:
                if step.kind is Kind.FULL or id(step) in again:
                    cvs.setdefault(step.request, []).append(again.get(id(step), step))
            if cvs:
                loaded = _ready(list(cvs), compiler, workspace, together)
                for done in pool.map(lambda cv: _do_cv(cv, compiler, loaded), cvs.values()):
                    for step, outcome in done:
                        tell(step, outcome)
    except KeyboardInterrupt:
        if len(told) < len(steps):
            raise BatchInterrupted from None
        raise  # after the last outcome was told: nothing was cut short
    return batch


def _ready(
    requests: list[CvRequest], compiler: Compiler, workspace: Workspace | None, together: bool
) -> Workspace:
    """The workspace of the full builds, once an early XeLaTeX run is known to
    be on the right preamble, and (``together``) every profile validated."""
    from cvgen.cv.workspace import Workspace

    early = sys.modules.get("cvgen.pipeline.early")  # loaded if the compiler is an early one
    if early and isinstance(compiler, early.EarlyCompiler):  # is the run's preamble the CV's?
        compiler.check()
    workspace = workspace or Workspace(requests[0].db_path)
    if together:
        workspace.profiles(list(dict.fromkeys(r.profile for r in requests)), requests)
    return workspace


def _do_cv(
    steps: list[Step], compiler: Compiler, workspace: Workspace
) -> list[tuple[Step, Outcome | None]]:
    """One CV's full steps, its PDF first; an error both meet (a broken
    profile) said once (None: said already)."""
    done: list[tuple[Step, Outcome | None]] = []
    for step in steps:
        outcome = _do(step, compiler, workspace)
        said = isinstance(outcome, tuple) and any(
            isinstance(o, tuple) and o[1].message == outcome[1].message for _, o in done
        )
        done.append((step, None if said else outcome))
    return done


def _do(
    step: Step, compiler: Compiler, workspace: Workspace | None = None
) -> BuildResult | PageResult | Failure | None:
    """One step, its output written and recorded; None when a CV rendered
    before needs the full build after all."""
    try:
        made: tuple[BuildResult | PageResult, bytes | None] | None
        request, options = step.request, step.options
        if isinstance(step.found, Rendered):
            made = build_rendered(request.profile, step.found, options, compiler)
            if made is None:
                return None
        elif step.fmt == "pdf":
            from cvgen.pipeline.engine import build_pdf

            made = build_pdf(request, step.source, options, compiler, workspace)
        else:
            from cvgen.pipeline.webpage import build_html

            made = build_html(request, step.source, options, workspace)
        result, data = made
        write_output(result, data, step.key, step.options.out_dir)
        return result
    except CvgenError as exc:
        return (step.request.profile, exc)


def _cost(step: Step) -> float:
    """A rendered CV's typesetting time, roughly, negated (for sorting): its
    source's length, half as much again for CJK text (xeCJK's fonts and line
    breaking; Typst's CJK font)."""
    source = step.found.document.source if isinstance(step.found, Rendered) else ""
    return -len(source) * (1.5 if "xeCJK" in source or "Noto Sans CJK" in source else 1.0)


def build_cv(
    request: CvRequest,
    options: BuildOptions | None = None,
    *,
    compiler: Compiler = ORDINARY,
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
) -> BuildResult:
    """Build one stamped PDF into ``options.out_dir``, planned and run as any
    batch; a failure leaves the old PDF as it was.

    A PDF already there whose source key matches is left as it is, without
    running TeX, unless ``options.force``. A CV over its variant's page budget
    is shortened by :func:`cvgen.cv.fit.fit_to_budget` (``options.strict``:
    fails). ``--theme`` other than the CV's own: the PDF's name ends ``-THEME``."""
    options = options or BuildOptions()
    made = _one(request, options, "pdf", compiler=compiler, workspace=workspace, reader=reader)
    assert isinstance(made, BuildResult)
    return made


def build_page(
    request: CvRequest,
    options: BuildOptions | None = None,
    *,
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
) -> PageResult:
    """Write one CV's web page into ``options.out_dir``, planned and run as any
    batch; a failure leaves the old page as it was. With ``pdf`` among
    ``options.formats`` (default ``html`` alone) the page links to its PDF."""
    options = options or BuildOptions(formats=("html",))
    made = _one(request, options, "html", workspace=workspace, reader=reader)
    assert isinstance(made, PageResult)
    return made


def _one(
    request: CvRequest,
    options: BuildOptions,
    fmt: str,
    *,
    compiler: Compiler = ORDINARY,
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
) -> BuildResult | PageResult:
    """One CV's output in ``fmt``, planned and run as any batch's; its error raised."""
    started = time.perf_counter()
    steps = [s for s in plan([request], options, reader) if s.fmt == fmt]
    batch = run(steps, compiler=compiler, workspace=workspace, together=False)
    if batch.failed:
        raise batch.failed[0][1]
    if batch.fresh:
        return fresh_result(batch.fresh[0], time.perf_counter() - started)
    return batch.built[0]
