"""``cvgen site``: the group's static web site."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.options import (
    DATE,
    DB,
    ENGINE,
    EPILOG,
    THEME,
    VARIANT,
    check_request,
    complete_locale,
    cv_request,
)
from cvgen.cli.report import echo_warnings

if TYPE_CHECKING:
    from cvgen.cv.request import CvRequest


@click.command(epilog=EPILOG)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("site"),
    show_default=True,
    help="Folder for the site (its files are replaced, and those of the last run it no "
    "longer writes removed; others in it are left).",
)
@click.option(
    "--profiles",
    "profiles_dir",
    type=click.Path(path_type=Path, file_okay=False, exists=True),
    default=Path("profiles"),
    show_default=True,
    help="The group's folder: every profile in it is a member.",
)
@VARIANT
@DATE
@DB
@click.option(
    "--title",
    help="The front page's title, over group.yaml's (default: the locale's \"Our group\").",
)
@click.option(
    "--about",
    metavar="TEXT",
    help="What the group does, under the title, over group.yaml's (plain text; an empty "
    "line starts a paragraph).",
)
@THEME
@click.option(
    "--locale",
    metavar="CODE",
    shell_complete=complete_locale,
    help="Every CV, and the site's own words, in this language (en, zh, ja, ko, de, fr, es or "
    "the group's locales/), over the variants' and the profiles' (see cvgen locales); "
    "without it each CV is in its own and the site's words are English.",
)
@click.option(
    "--pdf/--no-pdf",
    default=True,
    show_default=True,
    help="Also build each CV's PDF (XeLaTeX) beside its page, and link it.",
)
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=2,
    show_default=True,
    help="PDFs built at once.",
)
@click.option(
    "--verbose",
    "-v",
    is_flag=True,
    help="Print every warning, not one line for each kind (such as texts without a translation).",
)
@ENGINE
@cv_request
def site(
    out_dir: Path,
    profiles_dir: Path,
    request: CvRequest,
    title: str | None,
    about: str | None,
    pdf: bool,
    jobs: int,
    verbose: bool,
) -> None:
    """The group's static web site: a front page with the group (its name,
    about text and links: group.yaml in the profiles folder or beside it) and
    its members, each member's CV page (and PDF), and the publication page
    filtered by year and member.

    Links between the pages are relative: serve OUT from anywhere, or open
    OUT/index.html from disk.

    \b
    Example: cvgen site --out site/ --date 2024-10-10
    """
    from cvgen.errors import display_path
    from cvgen.site.builder import build_site

    def told(path: Path) -> None:
        click.echo(f"wrote {display_path(path)}")

    from cvgen.pipeline.engines import with_engine

    check_request(request, [], folder=profiles_dir)  # a group's own are in its folder
    if pdf:
        request, note = with_engine(request)
        if note:
            click.echo(note, err=True)
    result = build_site(
        out_dir,
        request,
        profiles_dir=profiles_dir,
        title=title,
        about=about,
        pdf=pdf,
        jobs=jobs,
        on_file=told,
    )
    for path in result.removed:
        click.echo(f"removed {display_path(path)}")
    echo_warnings(dict.fromkeys(result.warnings), verbose=verbose)
    click.echo(
        f"site: {len(result.files)} files in {display_path(out_dir)}/ ({result.seconds:.2f} s)"
    )
