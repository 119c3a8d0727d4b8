"""``cvgen schema``: the JSON Schemas editors read."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.options import EPILOG, OUT_FILE

if TYPE_CHECKING:
    from cvgen.sources.schema import Kind


KINDS: dict[str, Kind] = {"profile": "profile", "database": "database"}


@click.command(epilog=EPILOG)
@click.option(
    "--kind",
    type=click.Choice(KINDS),
    default="profile",
    show_default=True,
    help="A person's profile, or the publication database (publications.yaml).",
)
@OUT_FILE
@click.option(
    "--dir",
    "directory",
    type=click.Path(path_type=Path, file_okay=False),
    help="Write both schemas into DIR as profile.schema.json and publications.schema.json, "
    "the names the profiles' first line points to.",
)
def schema(kind: str, out_file: Path | None, directory: Path | None) -> None:
    """JSON Schema of profiles, for editors.

    Prints (or writes) the JSON Schema of a profile, or with --kind database of
    the publication database, made from cvgen's own models: editors use it for
    completion, help on every key and mistakes marked as you type. A file whose
    first line is `# yaml-language-server: $schema=profile.schema.json` is
    checked against the schema of that name beside it.

    \b
    Example: cvgen schema --dir profiles
    """
    from cvgen.errors import display_path
    from cvgen.sources.schema import schema_text, write_schema, write_schemas

    if directory is not None and out_file is not None:
        raise click.UsageError("give --out FILE or --dir DIR, not both")
    if directory is not None:
        for written in write_schemas(directory):
            state = "wrote" if written.written else "up to date"
            click.echo(f"{state} {display_path(written.path)}")
    elif out_file is not None:
        written = write_schema(KINDS[kind], out_file)
        click.echo(f"{'wrote' if written.written else 'up to date'} {display_path(out_file)}")
    else:
        click.echo(schema_text(KINDS[kind]), nl=False)
