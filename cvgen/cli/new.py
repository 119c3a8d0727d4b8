"""``cvgen new``: a newcomer's first profile (or a theme of their own)."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.import_jsonresume import echo_import
from cvgen.cli.options import EPILOG


@click.command(epilog=EPILOG)
@click.argument("name")
@click.option(
    "--dir",
    "directory",
    metavar="DIR",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("."),
    show_default=True,
    help="The CV folder: the profile goes to DIR/profiles/ (made if missing; a DIR "
    "named profiles is that folder itself).",
)
@click.option(
    "--slug",
    metavar="SLUG",
    help="The file name, without .yaml (default: from NAME, 'Zoë Müller' -> zoe-muller).",
)
@click.option(
    "--from-bib",
    "from_bib",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Import this BibTeX file's papers into the publication database.",
)
@click.option(
    "--from-jsonresume",
    "from_jsonresume",
    type=click.Path(path_type=Path, dir_okay=False, exists=True),
    help="Make the profile from this JSON Resume document (see cvgen import-jsonresume).",
)
@click.option(
    "--from-rendercv",
    "from_rendercv",
    type=click.Path(path_type=Path, dir_okay=False, exists=True),
    help="Make the profile from this RenderCV file (see cvgen import-rendercv).",
)
@click.option(
    "--theme-from",
    "theme_from",
    metavar="THEME",
    help="Start a theme instead: copy the built-in THEME to DIR/themes/NAME/.",
)
def new(
    name: str,
    directory: Path,
    slug: str | None,
    from_bib: Path | None,
    from_jsonresume: Path | None,
    from_rendercv: Path | None,
    theme_from: str | None,
) -> None:
    """Start a new profile that builds as it is, in a CV folder.

    Writes DIR/profiles/<name>.yaml for NAME: every section once, with example
    values and comments that explain each field. Never overwrites a profile.
    Then `cd DIR && cvgen build` builds it.

    Also writes the schemas editors read (profiles/profile.schema.json and
    profiles/publications.schema.json) and, when profiles/ has no
    publications.yaml, a publication database: with one example paper by NAME,
    or with the papers of --from-bib. --from-jsonresume and --from-rendercv make
    the profile from a JSON Resume document or a RenderCV file instead of the
    starter (its papers go to the database).

    With --theme-from THEME, NAME names a theme of your own instead: the
    built-in THEME's files are copied to DIR/themes/NAME/, extending THEME; a
    profile or variant chooses it with `theme: NAME` (docs/themes.md).

    \b
    Example: cvgen new "Ada Lovelace" --dir ~/cv
    Example: cvgen new --theme-from classic mytheme
    """
    sources = [
        o
        for o, v in (
            ("--from-bib", from_bib),
            ("--from-jsonresume", from_jsonresume),
            ("--from-rendercv", from_rendercv),
        )
        if v is not None
    ]
    from cvgen.scaffold import starter

    if theme_from is not None:
        if sources or slug:
            raise click.UsageError("--theme-from makes a theme: no --slug, --from-bib, ...")
        _new_theme(theme_from, name, starter.profiles_folder(directory))
        return
    if len(sources) > 1:
        raise click.UsageError(f"give {' or '.join(sources)}, not both")
    if from_jsonresume is not None or from_rendercv is not None:
        run = starter.new_from_jsonresume if from_jsonresume else starter.new_from_rendercv
        source = from_jsonresume or from_rendercv
        assert source is not None
        profiles = starter.profiles_folder(directory)
        imported, schemas = run(name, profiles, source, slug=slug)
        echo_import(imported, schemas)
        click.echo(f"next: {starter.build_command(imported.profile)}")
        return
    made = starter.new_cv(name, directory, slug=slug, from_bib=from_bib)
    for line in starter.report_lines(made):
        click.echo(line)
    for warning in starter.warnings(made):
        click.echo(f"warning: {warning}", err=True)
    click.echo(f"next: {starter.next_command(made)}")


def _new_theme(source: str, name: str, directory: Path) -> None:
    from cvgen.errors import display_path
    from cvgen.scaffold.themestarter import new_theme

    made = new_theme(source, name, directory)
    for path in made.files:
        click.echo(f"wrote {display_path(path)}")
    click.echo(f"next: write `theme: {name}` in a profile, or cvgen build --theme {name}")
