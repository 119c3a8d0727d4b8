"""What a build gives, and how a batch stops it: light on purpose, so that a
build of a rendered CV (:mod:`cvgen.build.rendered`) imports no models."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from cvgen.build.freshness import FreshBuild, record_build
from cvgen.errors import CvgenError, Problem


@dataclass(frozen=True)
class BuildResult:
    profile_path: Path
    pdf: Path
    pages: int
    seconds: float
    warnings: tuple[Problem, ...] = ()
    cached: bool = False  # the PDF was up to date: TeX did not run
    dropped: tuple[str, ...] = ()  # entries dropped to fit the page budget
    compiles: int = 1
    restored: bool = False  # copied from the cache (cvgen/support/cache.py)


def fresh_result(profile_path: Path, fresh: FreshBuild, seconds: float) -> BuildResult:
    """A build found up to date by its input bytes (see :mod:`cvgen.build.freshness`)."""
    return BuildResult(
        profile_path,
        fresh.pdf,
        fresh.pages,
        seconds,
        fresh.warnings,
        cached=True,
        dropped=fresh.dropped,
        compiles=0,
        restored=fresh.from_cache,
    )


def preload_pdf_tools() -> None:
    """Import pypdf in a thread while XeLaTeX runs, when a second core can do
    it: the stamp may not need it (cvgen.render.stamp keeps stamped PDFs), and
    on one core an import nobody uses only takes time from TeX."""
    import os
    import threading

    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if (cores or 1) > 1:
        threading.Thread(target=_import_pypdf, daemon=True).start()


def _import_pypdf() -> None:
    import pypdf  # noqa: F401


def count_pages(pdf: bytes) -> int:
    import io

    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(pdf)).pages)


class BuildCancelled(CvgenError):
    """The batch was interrupted: builds not yet written are dropped."""


class BatchInterrupted(KeyboardInterrupt):
    """Ctrl-C while a batch still had builds to do: those not reported were cut
    short (and wrote nothing). A Ctrl-C once every build was reported is a plain
    KeyboardInterrupt: ``--watch`` takes that as the end of watching."""


#: Set when a batch is interrupted: builds still running write nothing.
cancelled = threading.Event()


def write_output(
    profile_path: Path, target: Path, data: bytes, key: str | None, pages: int,
    warnings: tuple[Problem, ...], dropped: tuple[str, ...] = (), *, out_dir: Path,
) -> None:  # fmt: skip
    """Write a build's PDF or page (atomically, never outside ``out_dir``) and
    record it under ``key``; nothing when the batch was interrupted while it
    was being made."""
    from cvgen.support.files import write_atomically

    if cancelled.is_set():  # Ctrl-C while TeX ran: write nothing
        raise BuildCancelled(f"{profile_path}: interrupted; {target} was not touched")
    write_atomically(target, data, inside=out_dir)
    if key:
        record_build(key, target, pages, warnings, dropped)


def unchanged_pdf(
    profile_path: Path, target: Path, input_hash: str, key: str | None,
    warnings: tuple[Problem, ...], started: float,
) -> BuildResult | None:  # fmt: skip
    """The PDF already at ``target`` when it is stamped with ``input_hash`` (the
    inputs changed, not the PDF), recorded under ``key`` again; else None."""
    import time

    from cvgen.render.stamp import read_stamped

    existing = read_stamped(target)
    if existing is None or existing.input_hash != input_hash:
        return None
    if key:
        record_build(key, target, existing.pages, warnings, ())
    seconds = time.perf_counter() - started
    return BuildResult(profile_path, target, existing.pages, seconds, warnings, cached=True)
