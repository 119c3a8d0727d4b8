"""``cvgen validate``: check profiles and the publication database."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.options import DB, EPILOG, PROFILES, profiles_or_all
from cvgen.cli.report import echo_warnings


@click.command(epilog=EPILOG)
@PROFILES
@DB
def validate(profiles: tuple[Path, ...], db_path: Path | None) -> None:
    """Check profiles and the publication database; report every problem at once.

    \b
    Example: cvgen validate profiles/*.yaml
    """
    from cvgen.cv.check import validate_profiles
    from cvgen.errors import display_path

    report = validate_profiles(profiles_or_all(profiles), db_path)
    echo_warnings(report.warnings, place_first=True)
    for path in report.profiles:
        click.echo(f"ok {path}")
    for where, count in report.databases.items():
        click.echo(f"ok {display_path(where)} ({count} paper{'s' if count != 1 else ''})")
