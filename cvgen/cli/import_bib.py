"""``cvgen import-bib``: a BibTeX file's papers into the publication database."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.options import EPILOG


@click.command("import-bib", epilog=EPILOG)
@click.argument("bib", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--db",
    "db_path",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Publication database, created if missing (default: publications.yaml beside "
    "BIB or the profile, else in profiles/).",
)
@click.option(
    "--profile",
    type=click.Path(path_type=Path, dir_okay=False, exists=True),
    help="The owner's profile: say how many papers list its name or aliases, "
    "and the aliases line to add when most do not.",
)
@click.option("--dry-run", is_flag=True, help="Print what would be added; write nothing.")
def import_bib(bib: Path, db_path: Path | None, profile: Path | None, dry_run: bool) -> None:
    """Add the papers of a BibTeX file to the publication database.

    Papers the database already has (same DOI, arXiv id or title) are reported
    and left out; a published version of a preprint the database has updates
    that entry (the preprint becomes its history); a conference paper and its
    journal version are two papers, listed as related. The new papers are
    appended below the last paper, comments kept; a missing database is created.

    \b
    Example: cvgen import-bib refs.bib --profile profiles/ada-lovelace.yaml --dry-run
    """
    from cvgen.importers import bibimport

    report = bibimport.import_bib(bib, db_path, dry_run=dry_run, profile=profile)
    for line in bibimport.report_lines(report):
        click.echo(line)
