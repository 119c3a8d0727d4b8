"""``cvgen import-jsonresume``: a profile from a JSON Resume document."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.options import EPILOG
from cvgen.cli.report import echo_warnings

if TYPE_CHECKING:
    from collections.abc import Iterable

    from cvgen.importers.profilewrite import ImportedProfile
    from cvgen.sources.schema import SchemaFile


@click.command("import-jsonresume", epilog=EPILOG)
@click.argument("resume", type=click.Path(path_type=Path, dir_okay=False, exists=True))
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("profiles"),
    show_default=True,
    help="Folder for the new profile, named after the person.",
)
@click.option(
    "--profile",
    type=click.Path(path_type=Path, dir_okay=False),
    help="The profile file to write (instead of one named after the person in --out).",
)
@click.option(
    "--db",
    "db_path",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Publication database for the papers (default: publications.yaml beside "
    "the profile, made if needed).",
)
@click.option("--name", help="The person's name (default: basics.name of RESUME).")
def import_jsonresume(
    resume: Path, out_dir: Path, profile: Path | None, db_path: Path | None, name: str | None
) -> None:
    """Make a profile from a JSON Resume document (jsonresume.org); its papers
    go to the publication database.

    What cvgen has no place for is reported as a warning; an existing profile
    is never replaced.

    \b
    Example: cvgen import-jsonresume resume.json --out profiles
    """
    from cvgen.importers.jsonresume.importer import import_jsonresume as run_import

    source = click.get_current_context().get_parameter_source("out_dir")
    if profile is not None and source is not click.core.ParameterSource.DEFAULT:
        raise click.UsageError("give --out or --profile, not both")
    imported = run_import(resume, out_dir, db_path, name, profile=profile)
    echo_import(imported, imported.schemas)


def echo_import(imported: ImportedProfile, schemas: Iterable[SchemaFile]) -> None:
    """What ``import-jsonresume`` (and ``new --from-jsonresume``) prints: the
    import's lines, then the editor's schemas written beside the profile."""
    from cvgen.errors import display_path

    echo_warnings(imported.warnings, place_first=True)
    click.echo(f"wrote {display_path(imported.profile)} ({imported.name})")
    if imported.database is not None and imported.added:
        count = len(imported.added)
        click.echo(
            f"added {count} paper{'s' if count != 1 else ''} to "
            f"{display_path(imported.database)}: {', '.join(imported.added)}"
        )
    if imported.database is not None and imported.known:
        click.echo(f"already in {display_path(imported.database)}: {', '.join(imported.known)}")
    written = [display_path(s.path) for s in schemas if s.written]
    if written:
        click.echo(f"wrote {', '.join(written)} (for your editor: see cvgen schema --help)")
