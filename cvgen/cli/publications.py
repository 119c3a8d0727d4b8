"""``cvgen publications``: the group's publication page."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.options import EPILOG, OUT_FILE, FormatChoice, check_request, complete_locale
from cvgen.cli.report import echo_warnings


@click.command(epilog=EPILOG)
@click.option(
    "--format",
    "fmt",
    type=FormatChoice("cvgen.publications.formats:FORMATS"),
    default="markdown",
    show_default=True,
    help="Layout of the page (latex needs cvgen.cls beside it: --out writes it there).",
)
@OUT_FILE
@click.option(
    "--since", type=click.IntRange(1900, 2200), metavar="YEAR", help="Papers from YEAR on."
)
@click.option(
    "--db",
    "db_path",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Publication database (default: profiles/publications.yaml); the profiles in "
    "its folder are the group's members, set in bold.",
)
@click.option(
    "--locale",
    metavar="CODE",
    shell_complete=complete_locale,
    help="Write the page's words in this language (en, zh, ja, ko, de, fr, es or the group's "
    "locales/; see cvgen locales).  [default: en]",
)
def publications(
    fmt: str, out_file: Path | None, since: int | None, db_path: Path | None, locale: str | None
) -> None:
    """The group's publication page: every paper once, newest year first.

    \b
    Example: cvgen publications --format html --out site/publications.html
    """
    from cvgen.cv.request import CvRequest
    from cvgen.publications.formats import publications as render_publications
    from cvgen.publications.formats import write_page
    from cvgen.publications.page import DEFAULT_DATABASE

    folder = (db_path or DEFAULT_DATABASE).parent
    check_request(CvRequest(locale=locale), [], folder=folder)  # the page's words
    rendered = render_publications(fmt, db_path=db_path, since=since, locale=locale)
    echo_warnings(rendered.warnings, place_first=True)
    if out_file is None:
        click.echo(rendered.text, nl=False)
    else:
        click.echo(write_page(rendered, out_file))
