"""``cvgen list``: the profiles, their variants and the last build of each."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.options import DB, EPILOG, OUT_DIR, PROFILES, pages_label, profiles_or_all
from cvgen.cli.report import echo_warnings


@click.command("list", epilog=EPILOG)
@PROFILES
@OUT_DIR
@DB
def list_command(profiles: tuple[Path, ...], out_dir: Path, db_path: Path | None) -> None:
    """List profiles, their variants, entries per section and the last build of each.

    \b
    Example: cvgen list
    """
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
