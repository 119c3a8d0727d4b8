"""The command line: parse flags, call the library, print. No logic lives here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from cvgen import __version__
from cvgen.cli.group import CvgenGroup
from cvgen.cli.themeopts import LOCALE, THEME, check_locale, check_theme  # used by others too
from cvgen.model.dates import PartialDate

EPILOG = """\b
Exit status: 0 success; 1 bad input or a failed build (the message says
FILE:LINE:COL: field: what is wrong (how to fix)); 2 bad command line;
70 internal error (a bug: the message names a log to report); 130 Ctrl-C.
cvgen diff follows diff(1) instead: see cvgen diff --help."""


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
    type=click.Path(path_type=Path, dir_okay=False, exists=True),
    help="Publication database (default: publications.yaml beside the profile).",
)
OUT_DIR = click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("out"),
    show_default=True,
    help="Folder to write into.",
)
OUT_FILE = click.option(
    "--out",
    "out_file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="File to write (atomically); default: standard output.",
)
DATE = click.option(
    "--date", type=DateParam(), help="Version date (default: profile's, else today)."
)


def complete_variant(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of ``--variant``: the variants of the profile named on
    the command line (or of the first in profiles/), and ``all``."""
    from cvgen.pipeline.sourcekeys import variant_names
    from cvgen.sources.paths import find_profiles

    try:
        named = ctx.params.get("profiles") or find_profiles()
        names = variant_names(Path(named[0])) if named else []
    except Exception:  # a shell's completion must not fail: offer nothing
        names = []
    if ctx.command.name == "build":
        names.append("all")
    return [name for name in names if name.startswith(incomplete)]


VARIANT = click.option(
    "--variant",
    default="long",
    show_default=True,
    shell_complete=complete_variant,
    help="Variant to use (see cvgen list).",
)


def pages_label(count: int) -> str:
    return f"{count} page{'s' if count != 1 else ''}"


def profiles_or_all(profiles: tuple[Path, ...]) -> list[Path]:
    from cvgen.sources.paths import find_profiles

    return list(profiles) if profiles else find_profiles()


@click.group(
    cls=CvgenGroup, epilog=EPILOG, context_settings={"help_option_names": ["-h", "--help"]}
)
@click.version_option(__version__, prog_name="cvgen")
def main() -> None:
    """Typeset researchers' CVs from YAML profiles and a shared publication database.

    \b
    Example: cvgen build profiles/zili-zhang.yaml --date 2024-10-10
    """


@main.command(epilog=EPILOG)
@PROFILES
@DB
def validate(profiles: tuple[Path, ...], db_path: Path | None) -> None:
    """Check profiles and the publication database; report every problem at once.

    \b
    Example: cvgen validate profiles/*.yaml
    """
    from cvgen.cli.report import echo_warnings
    from cvgen.cv.check import validate_profiles
    from cvgen.errors import display_path

    report = validate_profiles(profiles_or_all(profiles), db_path)
    echo_warnings(report.warnings, place_first=True)
    for path in report.profiles:
        click.echo(f"ok {path}")
    for where, count in report.databases.items():
        click.echo(f"ok {display_path(where)} ({count} papers)")


@main.command("list", epilog=EPILOG)
@PROFILES
@OUT_DIR
@DB
def list_command(profiles: tuple[Path, ...], out_dir: Path, db_path: Path | None) -> None:
    """List profiles, their variants, entries per section and the last build of each.

    \b
    Example: cvgen list
    """
    from cvgen.cli.report import echo_warnings
    from cvgen.errors import display_path
    from cvgen.pipeline.listing import list_profiles

    for listing in list_profiles(profiles_or_all(profiles), out_dir, db_path):
        click.echo(f"{display_path(listing.path)}: {listing.name}")
        items = ", ".join(f"{name} {count}" for name, count in listing.items.items())
        click.echo(f"  entries: {items}")
        width = max(len(v.name) for v in listing.variants)
        themes = max(len(v.theme) for v in listing.variants)
        for v in listing.variants:
            budget = f"max {pages_label(v.max_pages)}" if v.max_pages else "no page budget"
            if v.last_pdf and v.pages is not None:
                built = f"{pages_label(v.pages)}: {display_path(v.last_pdf)}"
            else:
                built = "not built"
            click.echo(f"  {v.name:<{width}}  {v.theme:<{themes}}  {budget:<15}  {built}")
        echo_warnings(listing.warnings)


@main.command(epilog=EPILOG)
@PROFILES
@VARIANT
@DATE
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    required=True,
    help="Folder to write the LaTeX into.",
)
@DB
@THEME
@LOCALE
def tex(
    profiles: tuple[Path, ...],
    variant: str,
    date: PartialDate | None,
    out_dir: Path,
    db_path: Path | None,
    theme: str | None,
    locale: str | None,
) -> None:
    """Write LaTeX that plain `xelatex MAIN.tex` compiles: one .tex per profile
    (every profile in profiles/ when none is named) and its theme's cvgen.cls, in OUT.

    \b
    Example: cvgen tex profiles/zili-zhang.yaml --out build/zili
    """
    from cvgen.pipeline.engine import prepare_many
    from cvgen.render.compile import write_tex_folder

    check_theme(theme, profiles)
    check_locale(locale, profiles)
    found, options = profiles_or_all(profiles), {"theme": theme, "locale": locale}
    for prepared in prepare_many(found, variant=variant, date=date, db_path=db_path, **options):
        click.echo(write_tex_folder(prepared.document, out_dir, prepared.stem))


# The other commands live in their own modules and register on ``main``.
from cvgen.cli import build as cli_build  # noqa: E402, F401
from cvgen.cli import diff as cli_diff  # noqa: E402, F401
from cvgen.cli import formats as cli_formats  # noqa: E402, F401
from cvgen.cli import pages as cli_pages  # noqa: E402, F401
from cvgen.cli import repo as cli_repo  # noqa: E402, F401
from cvgen.cli import start as cli_start  # noqa: E402, F401
