"""Several builds at once: validated together first, then built ``jobs`` at a
time in threads (each waits on its own XeLaTeX), Ctrl-C stopping them cleanly.
The builds share the command's options (:class:`~cvgen.pipeline.options.BuildOptions`),
workspace and input reader: each input file is loaded, and read for the
up-to-date check, once for the whole batch. Each CV is built in every format
asked for: its PDF, its web page (:mod:`cvgen.pipeline.webpage`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.cv.workspace import Workspace
from cvgen.errors import CvgenError
from cvgen.pipeline.engine import BuildResult, build_pdf
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BatchInterrupted, batch_pool
from cvgen.pipeline.sourcekeys import InputReader
from cvgen.pipeline.webpage import PageResult, build_html
from cvgen.tex.compile import ORDINARY, Compiler

Outcome = BuildResult | PageResult | tuple[Path, CvgenError]


@dataclass
class BatchResult:
    built: list[BuildResult | PageResult] = field(default_factory=list)
    failed: list[tuple[Path, CvgenError]] = field(default_factory=list)


def plan_builds(targets: list[tuple[Path, str]], workspace: Workspace) -> list[tuple[Path, str]]:
    """The (profile, variant) pairs to build, once every profile among them is
    validated: all problems are reported before TeX runs."""
    workspace.profiles(list(dict.fromkeys(path for path, _ in targets)))
    return targets


def build_many(
    targets: list[tuple[Path, str]],
    options: BuildOptions,
    *,
    jobs: int,
    on_done: Callable[[Outcome], None] | None = None,
    compiler: Compiler = ORDINARY,
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
) -> BatchResult:
    """Build several (profile, variant) CVs, ``jobs`` at a time, all with
    ``compiler`` and the command's ``options``, each in ``options.formats``
    (``pdf``, ``html``); a failure stops no other.

    Interrupted (Ctrl-C), it starts no more builds, lets none still running
    write its PDF, and raises ``KeyboardInterrupt`` once they are done: every
    PDF in the output folder is then the previous one or a complete new one.
    ``workspace`` and ``reader``: the command's (new ones if not given)."""
    workspace = workspace or Workspace(options.db_path)
    reader = reader or InputReader()
    batch = BatchResult()

    def one(target: tuple[Path, str]) -> list[Outcome]:
        """The CV's PDF, then its page; an error both meet (a broken profile) said once."""
        path, variant = target
        outcomes: list[Outcome] = []
        if "pdf" in options.formats:
            try:
                pdf = build_pdf(
                    path, variant, options, compiler=compiler, workspace=workspace, reader=reader
                )
                outcomes.append(pdf)
            except CvgenError as exc:
                outcomes.append((path, exc))
        if "html" in options.formats:
            try:
                outcomes.append(
                    build_html(path, variant, options, workspace=workspace, reader=reader)
                )
            except CvgenError as exc:
                said = any(isinstance(o, tuple) and o[1].message == exc.message for o in outcomes)
                outcomes += [] if said else [(path, exc)]
        return outcomes

    told = 0  # targets whose every outcome was told
    with batch_pool(jobs) as pool:
        try:
            for outcomes in pool.map(one, targets):
                for outcome in outcomes:
                    if isinstance(outcome, tuple):
                        batch.failed.append(outcome)
                    else:
                        batch.built.append(outcome)
                    if on_done:
                        on_done(outcome)
                told += 1
        except KeyboardInterrupt:
            if told < len(targets):
                raise BatchInterrupted from None
            raise  # after the last build was told: nothing was cut short
    return batch
