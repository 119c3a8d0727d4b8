"""What a build gives, the one place it is written and recorded
(:func:`write_output`), and how a run stops it: light on purpose, so that a
build of a rendered CV (:mod:`cvgen.pipeline.rendered`) imports no models."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from cvgen.errors import CvgenError, Problem
from cvgen.pipeline.freshness import FreshBuild, record_build
from cvgen.tex.pdflib import load_pypdf
from cvgen.tex.texruns import cancelled as cancelled  # set by Ctrl-C: nothing more is written
from cvgen.tex.texruns import stop_all


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


@dataclass(frozen=True)
class PageResult:
    profile_path: Path
    page: Path
    seconds: float
    warnings: tuple[Problem, ...] = ()
    cached: bool = False  # up to date: not written again
    restored: bool = False  # copied from the cache


@dataclass(frozen=True)
class Fresh:
    """A build found up to date by its input bytes: nothing ran."""

    profile: Path
    build: FreshBuild


def fresh_result(found: Fresh, seconds: float) -> BuildResult | PageResult:
    """A build found up to date by its input bytes (see :mod:`cvgen.pipeline.freshness`)."""
    fresh, restored = found.build, found.build.from_cache
    if fresh.pdf.suffix != ".pdf":
        return PageResult(found.profile, fresh.pdf, seconds, fresh.warnings, True, restored)
    return BuildResult(
        found.profile, fresh.pdf, fresh.pages, seconds, fresh.warnings, cached=True,
        dropped=fresh.dropped, compiles=0, restored=restored,
    )  # fmt: skip


def preload_pdf_tools() -> None:
    """Import pypdf in a thread while XeLaTeX runs, when a second core can do
    it: the stamp may not need it (cvgen.tex.stamp keeps stamped PDFs), and
    on one core an import nobody uses only takes time from TeX."""
    import threading

    from cvgen.support.children import usable_cores

    if usable_cores() > 1:
        threading.Thread(target=_import_pypdf, daemon=True).start()


def _import_pypdf() -> None:
    load_pypdf()


def count_pages(pdf: bytes) -> int:
    import io

    return len(load_pypdf().PdfReader(io.BytesIO(pdf)).pages)


class BuildCancelled(CvgenError):
    """The batch was interrupted: builds not yet written are dropped."""


class BatchInterrupted(KeyboardInterrupt):
    """Ctrl-C while a batch still had builds to do: those not reported were cut
    short (and wrote nothing). A Ctrl-C once every build was reported is a plain
    KeyboardInterrupt: ``--watch`` takes that as the end of watching."""


@contextmanager
def batch_pool(jobs: int) -> Iterator[ThreadPoolExecutor]:
    """The threads of a batch of builds, ``jobs`` of them. Ctrl-C while the
    batch runs (a KeyboardInterrupt in the ``with``) stops the XeLaTeX runs
    (:func:`cvgen.tex.texruns.stop_all`: they end as interrupted, keeping
    no log), lets no build still running write its output (:data:`cancelled`),
    starts none of those waiting, and is raised again once the threads are done."""
    cancelled.clear()
    pool = ThreadPoolExecutor(max_workers=max(1, jobs))
    try:
        yield pool
    except KeyboardInterrupt:
        stop_all()
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    finally:
        pool.shutdown(wait=True)  # after an error too: no build goes on behind the caller


def write_output(
    result: BuildResult | PageResult, data: bytes | None, key: str | None, out_dir: Path
) -> None:
    """The one place a build's PDF or page is written (atomically, never outside
    ``out_dir``) and recorded under ``key``; ``data`` None: the file there is
    already the build's (its stamp says so), only recorded. Nothing is written
    when the batch was interrupted while it was being made."""
    from cvgen.support.files import write_atomically

    target, pages, dropped = (
        (result.pdf, result.pages, result.dropped)
        if isinstance(result, BuildResult)
        else (result.page, 0, ())
    )
    if data is not None:
        if cancelled.is_set():  # Ctrl-C while TeX ran: write nothing
            raise BuildCancelled(f"{result.profile_path}: interrupted; {target} was not touched")
        write_atomically(target, data, inside=out_dir)
    if key:
        record_build(key, target, pages, result.warnings, dropped)


#: The PDFs :func:`unchanged_pdf` searches for the stamp's digits before pypdf reads them.
_MAX_PDF_BYTES = 64 << 20


def unchanged_pdf(
    profile_path: Path, target: Path, input_hash: str, warnings: tuple[Problem, ...],
    started: float,
) -> BuildResult | None:  # fmt: skip
    """The PDF already at ``target`` when it is stamped with ``input_hash`` (the
    inputs changed, not the PDF); else None. A PDF that does not even hold the
    hash's digits is not read with pypdf (45 ms of imports, before the
    typesetter can start, after most edits): the stamp writes them as they are."""
    import time

    from cvgen.support.reading import read_regular
    from cvgen.tex.stamp import read_stamped

    try:
        if input_hash.encode() not in read_regular(target, _MAX_PDF_BYTES):
            return None
    except OSError:  # missing (most often), or too large to look at so: pypdf says
        pass
    existing = read_stamped(target)
    if existing is None or existing.input_hash != input_hash:
        return None
    seconds = time.perf_counter() - started
    return BuildResult(profile_path, target, existing.pages, seconds, warnings, cached=True)
