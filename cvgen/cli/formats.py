"""``cvgen import-jsonresume`` and ``cvgen export``: CVs in other formats."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.main import DATE, DB, EPILOG, OUT_FILE, main
from cvgen.cli.themeopts import LOCALE, check_locale
from cvgen.model.dates import PartialDate

if TYPE_CHECKING:
    from cvgen.importers.jsonresume.importer import ImportedResume


@main.command("import-jsonresume", epilog=EPILOG)
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
    echo_import(imported)
    from cvgen.errors import display_path

    written = [display_path(s.path) for s in imported.schemas if s.written]
    if written:
        click.echo(f"wrote {', '.join(written)} (for your editor: see cvgen schema --help)")


def echo_import(imported: ImportedResume) -> None:
    """What ``import-jsonresume`` (and ``new --from-jsonresume``) prints."""
    from cvgen.cli.report import echo_warnings
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


@main.command("export", epilog=EPILOG)
@click.argument("profile", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["jsonresume", "markdown"]),
    required=True,
    help="jsonresume: a JSON Resume document; markdown: a CV for a web page.",
)
@click.option("--variant", default="long", show_default=True, help="Variant to export.")
@OUT_FILE
@DB
@DATE
@LOCALE
def export(
    profile: Path,
    fmt: str,
    variant: str,
    out_file: Path | None,
    db_path: Path | None,
    date: PartialDate | None,
    locale: str | None,
) -> None:
    """Write one CV as JSON Resume or Markdown: the sections and entries its
    variant selects (a page budget is not applied: that needs TeX).

    \b
    Example: cvgen export profiles/zili-zhang.yaml --format markdown --out site/cv.md
    """
    from cvgen.cli.report import echo_warnings
    from cvgen.render.export import export_cv
    from cvgen.support.files import write_atomically

    check_locale(locale, [profile])
    exported = export_cv(profile, fmt, variant=variant, date=date, db_path=db_path, locale=locale)
    echo_warnings(exported.warnings)
    if out_file is None:
        click.echo(exported.text, nl=False)
    else:
        write_atomically(out_file, exported.text.encode("utf-8"))
        click.echo(out_file)
