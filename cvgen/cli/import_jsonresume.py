"""``cvgen import-jsonresume``: a profile from a JSON Resume document."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.options import EPILOG, check_out_or_profile, import_options
from cvgen.cli.report import echo_warnings

if TYPE_CHECKING:
    from collections.abc import Iterable

    from cvgen.importers.profilewrite import ImportedProfile
    from cvgen.sources.schema import SchemaFile


@click.command("import-jsonresume", epilog=EPILOG)
@click.argument("resume", type=click.Path(path_type=Path, dir_okay=False, exists=True))
@import_options("basics.name of RESUME")
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

    check_out_or_profile(profile)
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
