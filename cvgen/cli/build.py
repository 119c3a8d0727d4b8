"""``cvgen build``: XeLaTeX started early, the build's plan and its runner;
``--png`` (cvgen/tex/preview.py) and ``--watch`` (cvgen/pipeline/watch.py). The lines it
prints are cvgen/cli/report.py's."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli import NO_PDF_HALF_WRITTEN
from cvgen.cli.options import (
    DATE,
    DB,
    ENGINE,
    EPILOG,
    LOCALE,
    OUT_DIR,
    PROFILES,
    THEME,
    VARIANT,
    check_request,
    complete_formats,
    cv_request,
    parse_formats,
    profiles_or_all,
)
from cvgen.cli.report import BuildReport
from cvgen.support.defaults import TEX_TIMEOUT
from cvgen.tex.compile import ORDINARY, Compiler

if TYPE_CHECKING:
    from cvgen.cv.request import CvRequest
    from cvgen.pipeline.early import EarlyRun
    from cvgen.pipeline.options import BuildOptions


@click.command(epilog=EPILOG)
@PROFILES
@VARIANT
@DATE
@OUT_DIR
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=os.cpu_count() or 1,
    show_default="number of cores",
    help="PDFs built at once.",
)
@click.option("--force", is_flag=True, help="Rebuild even when nothing changed.")
@click.option(
    "--strict", is_flag=True, help="Fail when over the page budget instead of dropping entries."
)
@click.option(
    "--tex-timeout",
    type=click.FloatRange(min=0, min_open=True),
    default=TEX_TIMEOUT,
    show_default=True,
    metavar="SECONDS",
    help="Stop a XeLaTeX run that takes longer (the previous PDF stays).",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only errors: no warnings.")
@click.option(
    "--verbose",
    "-v",
    is_flag=True,
    help="Print every warning, not one line for each kind (such as texts without a translation).",
)
@click.option(
    "--png",
    is_flag=True,
    help="Also write a PNG of each page: OUT/NAME.png, or NAME-1.png, NAME-2.png...",
)
@click.option(
    "--png-dpi",
    type=click.IntRange(min=10, max=1200),
    default=110,
    show_default=True,
    help="Resolution of the PNGs.",
)
@click.option(
    "--watch", is_flag=True, help="Then rebuild on every change to the inputs, until Ctrl-C."
)
@click.option(
    "--format",
    "formats",
    default="pdf",
    show_default=True,
    callback=parse_formats,
    shell_complete=complete_formats,
    metavar="pdf|html|pdf,html",
    help="What to write: the PDF, the web page (OUT/NAME.html, linking to the PDF "
    "when both are built), or both.",
)
@DB
@THEME
@LOCALE
@ENGINE
@cv_request
def build(
    profiles: tuple[Path, ...],
    request: CvRequest,
    out_dir: Path,
    jobs: int,
    force: bool,
    strict: bool,
    tex_timeout: float,
    quiet: bool,
    verbose: bool,
    png: bool,
    png_dpi: int,
    watch: bool,
    formats: tuple[str, ...],
) -> None:
    """Build PDFs (and web pages: --format) into OUT: every profile in profiles/
    when none is named.

    --watch keeps going: a changed profile rebuilds its PDFs, a changed
    database, variants file or template all of them; errors are shown and
    watching goes on. Ctrl-C or SIGTERM ends it (status 0; 130 if it cut a build
    short).

    \b
    Example: cvgen build profiles/zili-zhang.yaml --variant long --date 2024-10-10
    """

    # one CV asked for: XeLaTeX on its preamble, started by the launcher
    # (cvgen/cli/launch.py) or now, runs while the rest loads (cvgen/pipeline/early.py)
    from cvgen.pipeline.engines import TYPST, with_engine
    from cvgen.pipeline.options import BuildOptions
    from cvgen.sources.themes import DEFAULT_THEME

    check_request(request, profiles)
    request, note = with_engine(request)
    if note and not quiet:
        click.echo(note, err=True)
    compiler: Compiler = ORDINARY
    # the early run loads the default theme's class: another theme's CV cannot use it
    one = len(profiles) == 1 and request.variant != "all" and "pdf" in formats
    launched = _take_launched()
    if one and request.theme in (None, DEFAULT_THEME) and request.engine != TYPST:
        from cvgen.pipeline.early import EarlyCompiler

        # checked (Jinja2) only if the CV must be rendered
        compiler = EarlyCompiler(launched, tex_timeout)
        if watch:
            compiler.check()
    elif launched is not None:  # the launcher guessed wrong, or did not guess
        launched.stop()
    report = BuildReport(quiet=quiet, png_dpi=png_dpi if png else None, verbose=verbose)
    options = BuildOptions(
        out_dir=out_dir, strict=strict, force=force, formats=formats, tex_timeout=tex_timeout
    )
    try:
        if png:
            from cvgen.tex.preview import require_pdftoppm

            require_pdftoppm()  # before TeX runs
        run = _watch if watch else _build
        run(profiles, request, options, jobs, compiler, report)
        report.flush()
    except KeyboardInterrupt:  # whenever it comes: loading, validating or building
        click.echo(
            f"{NO_PDF_HALF_WRITTEN}; those in {out_dir} not reported built above are as they were",
            err=True,
        )
        sys.exit(130)
    finally:
        compiler.close()
    if report.failed:
        sys.exit(1)


def _take_launched() -> EarlyRun | None:
    """The launcher's early XeLaTeX run, if it started one (cvgen/cli/launch.py);
    when it did not, the early start's module is not loaded for nothing (a
    Typst build needs nothing of XeLaTeX)."""
    if "cvgen.pipeline.early" not in sys.modules:
        return None
    from cvgen.pipeline.early import take_launched

    return take_launched()


def _build(
    profiles: tuple[Path, ...],
    request: CvRequest,
    options: BuildOptions,
    jobs: int,
    compiler: Compiler,
    report: BuildReport,
) -> None:
    """The build, top to bottom: every CV asked for, its steps planned from
    their source keys (each input file read once), then run
    (cvgen/pipeline/plan.py); each outcome reported as it comes."""
    from cvgen.pipeline.plan import expand, plan, run
    from cvgen.pipeline.sourcekeys import InputReader

    reader = InputReader()
    steps = plan(expand(profiles_or_all(profiles), request, reader), options, reader)
    run(steps, jobs=jobs, on_done=report.done, compiler=compiler)


def _watch(
    profiles: tuple[Path, ...],
    request: CvRequest,
    options: BuildOptions,
    jobs: int,
    compiler: Compiler,
    report: BuildReport,
) -> None:
    """Build, then rebuild on changes until Ctrl-C or SIGTERM (cvgen/pipeline/watch.py);
    a failure is shown and watching goes on, so it does not set the status."""
    import signal

    from cvgen.pipeline.watch import WatchRequest, watch_builds

    def terminated(signum: int, frame: object) -> None:
        # `cvgen build --watch &` ended by kill (or a process manager): Python's
        # default is to die silently mid-round; stop as Ctrl-C does instead
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, terminated)
    try:
        watching = WatchRequest(profiles, request, options, jobs=jobs)
        watch_builds(watching, report.watch_event, compiler=compiler)
    finally:
        signal.signal(signal.SIGTERM, previous)
    report.failed = False
    report.line("stopped watching")
