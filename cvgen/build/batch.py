"""Several builds at once: validated together first, then built ``jobs`` at a
time in threads (each waits on its own XeLaTeX), Ctrl-C stopping them cleanly."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.build.engine import BuildResult, build_cv, cancelled
from cvgen.errors import CvgenError
from cvgen.render.compile import ORDINARY, Compiler
from cvgen.sources.loader import load_all


@dataclass
class BatchResult:
    built: list[BuildResult] = field(default_factory=list)
    failed: list[tuple[Path, CvgenError]] = field(default_factory=list)


def plan_builds(targets: list[tuple[Path, str]], db_path: Path | None) -> list[tuple[Path, str]]:
    """The (profile, variant) pairs to build, once every profile among them is
    validated: all problems are reported before TeX runs."""
    load_all(list(dict.fromkeys(path for path, _ in targets)))
    return targets


def build_many(
    targets: list[tuple[Path, str]],
    *,
    jobs: int,
    on_done: Callable[[BuildResult | tuple[Path, CvgenError]], None] | None = None,
    compiler: Compiler = ORDINARY,
    **options: object,
) -> BatchResult:
    """Build several (profile, variant) CVs, ``jobs`` at a time, all with
    ``compiler``; a failure stops no other.

    Interrupted (Ctrl-C), it starts no more builds, lets none still running
    write its PDF, and raises ``KeyboardInterrupt`` once they are done: every
    PDF in the output folder is then the previous one or a complete new one."""
    batch = BatchResult()
    cancelled.clear()

    def one(target: tuple[Path, str]) -> BuildResult | tuple[Path, CvgenError]:
        path, variant = target
        try:
            return build_cv(path, variant=variant, compiler=compiler, **options)  # type: ignore[arg-type]
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
