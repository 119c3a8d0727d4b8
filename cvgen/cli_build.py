"""``cvgen build``: the fast up-to-date check, XeLaTeX started early, the batch."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click

from cvgen.cli import DATE, DB, EPILOG, OUT_DIR, PROFILES, main, pages_label, profiles_or_all
from cvgen.dates import PartialDate


@main.command(epilog=EPILOG)
@PROFILES
@click.option("--variant", default="long", show_default=True, help="Variant to build, or all.")
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
    default=120.0,
    show_default=True,
    metavar="SECONDS",
    help="Stop a XeLaTeX run that takes longer (the previous PDF stays).",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only warnings and errors.")
@DB
def build(
    profiles: tuple[Path, ...],
    variant: str,
    date: PartialDate | None,
    out_dir: Path,
    jobs: int,
    force: bool,
    strict: bool,
    tex_timeout: float,
    quiet: bool,
    db_path: Path | None,
) -> None:
    """Build PDFs into OUT: every profile in profiles/ when none is named.

    \b
    Example: cvgen build profiles/zili-zhang.yaml --variant long --date 2024-10-10
    """

    # one CV asked for: start XeLaTeX on its preamble now, while the rest loads
    early = len(profiles) == 1 and variant != "all"
    warm = _start_tex_early() if early else None
    try:
        _build(
            profiles,
            variant,
            warm,
            quiet=quiet,
            jobs=jobs,
            out_dir=out_dir,
            date=date,
            db_path=db_path,
            force=force,
            strict=strict,
            tex_timeout=tex_timeout,
        )
    except KeyboardInterrupt:  # whenever it comes: loading, validating or building
        click.echo(
            f"interrupted: no PDF was half-written; those in {out_dir} not reported "
            "built above are as they were",
            err=True,
        )
        sys.exit(130)
    finally:
        if warm is not None:
            warm.close()


def _build(
    profiles: tuple[Path, ...],
    variant: str,
    warm: Any,
    *,
    quiet: bool,
    out_dir: Path,
    **options: Any,
) -> None:
    from cvgen.freshness import split_fresh

    date, db_path, strict, force = (options[k] for k in ("date", "db_path", "strict", "force"))
    fresh, stale = split_fresh(
        profiles_or_all(profiles),
        variant,
        date=date,
        db_path=db_path,
        strict=strict,
        out_dir=out_dir,
        force=force,
    )
    for _, found in fresh:
        if not quiet:
            click.echo(_not_built(found.pdf, found.pages, restored=found.from_cache))
        for warning in found.warnings:
            click.echo(f"warning: {warning}", err=True)
    if stale:
        _build_stale(stale, warm, quiet=quiet, out_dir=out_dir, **options)


def _not_built(pdf: Path, pages: int, *, restored: bool) -> str:
    """The line for a PDF TeX did not have to make."""
    how = "restored from the cache" if restored else "up to date"
    return f"{how} {pdf} ({pages_label(pages)})"


def _start_tex_early() -> Any:
    """XeLaTeX on the standard preamble, while the models load (cvgen/warmtex.py)."""
    from cvgen.compile import TEX_EPOCH
    from cvgen.resources import template_dir
    from cvgen.texdocument import CLASS_FILE
    from cvgen.warmtex import WarmTex

    return WarmTex.start(TEX_EPOCH, template_dir() / CLASS_FILE)


def _build_stale(
    stale: list[tuple[Path, str]], warm: Any, *, quiet: bool, out_dir: Path, **options: Any
) -> None:
    from cvgen.batch import build_many, plan_builds
    from cvgen.build import BuildResult
    from cvgen.errors import CvgenError

    targets = plan_builds(stale, options["db_path"])  # every profile validated before TeX runs

    def report(outcome: BuildResult | tuple[Path, CvgenError]) -> None:
        if isinstance(outcome, BuildResult):
            pages = pages_label(outcome.pages)
            if not quiet:
                if outcome.cached:
                    click.echo(_not_built(outcome.pdf, outcome.pages, restored=outcome.restored))
                else:
                    click.echo(f"built {outcome.pdf} ({pages}, {outcome.seconds:.2f} s)")
                if outcome.dropped:
                    click.echo(
                        f"  dropped {len(outcome.dropped)} entries to fit the page budget "
                        f"({outcome.compiles} compiles): " + "; ".join(outcome.dropped)
                    )
            for warning in outcome.warnings:
                click.echo(f"warning: {warning}", err=True)
        else:
            path, error = outcome
            click.echo(f"error: {path}: {error.format_message()}", err=True)

    batch = build_many(targets, on_done=report, out_dir=out_dir, warm=warm, **options)
    if batch.failed:
        sys.exit(1)
