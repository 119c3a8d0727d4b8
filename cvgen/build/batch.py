"""Several builds at once: validated together first, then built ``jobs`` at a
time in threads (each waits on its own XeLaTeX), Ctrl-C stopping them cleanly.
The builds share the command's workspace and input reader: each input file is
loaded, and read for the up-to-date check, once for the whole batch."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.build.engine import BuildResult, build_cv, cancelled
from cvgen.build.sourcekeys import InputReader
from cvgen.cv.workspace import Workspace
from cvgen.errors import CvgenError
from cvgen.render.compile import ORDINARY, Compiler


@dataclass
class BatchResult:
    built: list[BuildResult] = field(default_factory=list)
    failed: list[tuple[Path, CvgenError]] = field(default_factory=list)


def plan_builds(targets: list[tuple[Path, str]], workspace: Workspace) -> list[tuple[Path, str]]:
    """The (profile, variant) pairs to build, once every profile among them is
    validated: all problems are reported before TeX runs."""
    workspace.profiles(list(dict.fromkeys(path for path, _ in targets)))
    return targets


def build_many(
    targets: list[tuple[Path, str]],
    *,
    jobs: int,
    on_done: Callable[[BuildResult | tuple[Path, CvgenError]], None] | None = None,
    compiler: Compiler = ORDINARY,
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
    **options: object,
) -> BatchResult:
    """Build several (profile, variant) CVs, ``jobs`` at a time, all with
    ``compiler``; a failure stops no other.

    Interrupted (Ctrl-C), it starts no more builds, lets none still running
    write its PDF, and raises ``KeyboardInterrupt`` once they are done: every
    PDF in the output folder is then the previous one or a complete new one.
    ``workspace`` and ``reader``: the command's (new ones if not given)."""
    workspace = workspace or Workspace(options.get("db_path"))  # type: ignore[arg-type]
    reader = reader or InputReader()
    batch = BatchResult()
    cancelled.clear()

    def one(target: tuple[Path, str]) -> BuildResult | tuple[Path, CvgenError]:
        path, variant = target
        try:
            return build_cv(
                path,
                variant=variant,
                compiler=compiler,
                workspace=workspace,
                reader=reader,
                **options,  # type: ignore[arg-type]
            )
        except CvgenError as exc:
            return (path, exc)

    pool = ThreadPoolExecutor(max_workers=max(1, jobs))
    try:
        for outcome in pool.map(one, targets):
            if isinstance(outcome, BuildResult):
                batch.built.append(outcome)
            else:
                batch.failed.append(outcome)
            if on_done:
                on_done(outcome)
    except KeyboardInterrupt:
        cancelled.set()
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
    return batch
