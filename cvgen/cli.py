"""The command line: parse flags, call the library, print. No logic lives here."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click

from cvgen import __version__
from cvgen.dates import PartialDate

EPILOG = """\b
Exit status: 0 success; 1 bad input or a failed build (the message says
FILE:LINE:COL: field: what is wrong (how to fix)); 2 bad command line."""


class DateParam(click.ParamType):  # type: ignore[type-arg]
    name = "YYYY-MM-DD"

    def convert(self, value: Any, param: Any, ctx: Any) -> PartialDate:
        try:
            day = PartialDate.parse(value)
        except ValueError as exc:
            self.fail(str(exc))
        if not day.is_full or day.present:
            self.fail(f"'{value}' is not a day (write YYYY-MM-DD)")
        return day


PROFILES = click.argument("profiles", nargs=-1, type=click.Path(path_type=Path, dir_okay=False))
DB = click.option(
    "--db",
    "db_path",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Publication database (default: publications.yaml beside the profile).",
)
DATE = click.option(
    "--date", type=DateParam(), help="Version date (default: profile's, else today)."
)


def _profiles_or_all(profiles: tuple[Path, ...]) -> list[Path]:
    from cvgen.loader import find_profiles

    return list(profiles) if profiles else find_profiles()


@click.group(epilog=EPILOG, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="cvgen")
def main() -> None:
    """Typeset researchers' CVs from YAML profiles and a shared publication database.

    \b
    Example: cvgen build profiles/zili-zhang.yaml --date 2024-10-10
    """


@main.command(epilog=EPILOG)
@PROFILES
@click.option("--variant", default="long", show_default=True, help="Variant to build, or all.")
@DATE
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("out"),
    show_default=True,
    help="Folder for the PDFs.",
)
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=os.cpu_count() or 1,
    show_default="number of cores",
    help="PDFs built at once.",
)
@click.option("--force", is_flag=True, help="Rebuild even when nothing changed.")
@DB
def build(
    profiles: tuple[Path, ...],
    variant: str,
    date: PartialDate | None,
    out_dir: Path,
    jobs: int,
    force: bool,
    db_path: Path | None,
) -> None:
    """Build PDFs into OUT: every profile in profiles/ when none is named.

    \b
    Example: cvgen build profiles/zili-zhang.yaml --variant long --date 2024-10-10
    """
    from cvgen.build import BuildResult, build_many
    from cvgen.errors import CvgenError
    from cvgen.loader import load_all
    from cvgen.variants import variant_names

    paths = _profiles_or_all(profiles)
    load_all(paths)  # every validation problem of every profile, before any TeX runs
    variants = variant_names() if variant == "all" else [variant]

    def report(outcome: BuildResult | tuple[Path, CvgenError]) -> None:
        if isinstance(outcome, BuildResult):
            pages = f"{outcome.pages} page{'s' if outcome.pages != 1 else ''}"
            if outcome.cached:
                click.echo(f"up to date {outcome.pdf} ({pages})")
                return
            click.echo(f"built {outcome.pdf} ({pages}, {outcome.seconds:.2f} s)")
            for warning in outcome.warnings:
                click.echo(f"warning: {warning}", err=True)
        else:
            path, error = outcome
            click.echo(f"error: {path}: {error.format_message()}", err=True)

    failed = 0
    for name in variants:
        batch = build_many(
            paths,
            jobs=jobs,
            on_done=report,
            out_dir=out_dir,
            variant=name,
            date=date,
            db_path=db_path,
            force=force,
        )
        failed += len(batch.failed)
    if failed:
        sys.exit(1)


@main.command(epilog=EPILOG)
@PROFILES
@DB
def validate(profiles: tuple[Path, ...], db_path: Path | None) -> None:
    """Check profiles and the publication database; report every problem at once.

    \b
    Example: cvgen validate profiles/*.yaml
    """
    from cvgen.check import validate_profiles
    from cvgen.errors import display_path

    report = validate_profiles(_profiles_or_all(profiles), db_path)
    for warning in report.warnings:
        click.echo(str(warning), err=True)
    for path in report.profiles:
        click.echo(f"ok {path}")
    for where, count in report.databases.items():
        click.echo(f"ok {display_path(where)} ({count} papers)")


@main.command(epilog=EPILOG)
@click.argument("profile", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--variant", default="long", show_default=True)
@DATE
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    required=True,
    help="Folder to write the LaTeX into.",
)
@DB
def tex(
    profile: Path, variant: str, date: PartialDate | None, out_dir: Path, db_path: Path | None
) -> None:
    """Write a self-contained LaTeX folder that plain `xelatex MAIN.tex` compiles.

    \b
    Example: cvgen tex profiles/zili-zhang.yaml --out build/zili
    """
    from cvgen.build import prepare
    from cvgen.compile import write_tex_folder

    prepared = prepare(profile, variant=variant, date=date, db_path=db_path)
    click.echo(write_tex_folder(prepared.document, out_dir, prepared.stem))
