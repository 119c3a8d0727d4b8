"""``cvgen validate``: check profiles and the publication database."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.options import DB, EPILOG, LOCALE, PROFILES, profiles_or_all
from cvgen.cli.report import echo_warnings


@click.command(epilog=EPILOG)
@PROFILES
@DB
@click.option(
    "--translations",
    is_flag=True,
    help="Then list every text a CV shows untranslated: in each variant's language, "
    "or in --locale's.",
)
@LOCALE
def validate(
    profiles: tuple[Path, ...], db_path: Path | None, translations: bool, locale: str | None
) -> None:
    """Check profiles and the publication database; report every problem at once.

    \b
    Example: cvgen validate profiles/*.yaml
    Example: cvgen validate --translations --locale de
    """
    from cvgen.cv.check import untranslated_texts, validate_profiles
    from cvgen.errors import display_path

    paths = profiles_or_all(profiles)
    report = validate_profiles(paths, db_path)
    echo_warnings(report.warnings, place_first=True)
    if translations:
        echo_warnings(untranslated_texts(paths, db_path, locale), place_first=True)
    for path in report.profiles:
        click.echo(f"ok {path}")
    for where, count in report.databases.items():
        click.echo(f"ok {display_path(where)} ({count} paper{'s' if count != 1 else ''})")
