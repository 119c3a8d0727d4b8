"""``cvgen publications``, ``cvgen site`` and ``cvgen import-bib``: the group's
publication database and its web site."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.main import DATE, DB, EPILOG, OUT_FILE, VARIANT, main
from cvgen.cli.report import echo_warnings
from cvgen.cli.themeopts import THEME, check_locale, check_theme
from cvgen.model.dates import PartialDate


@main.command("import-bib", epilog=EPILOG)
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


@main.command(epilog=EPILOG)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["markdown", "html", "latex", "bibtex"]),
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
    help="Write the page's words in this language (en, zh, ja, de, fr, es or the group's "
    "locales/; see cvgen locales).  [default: en]",
)
def publications(
    fmt: str, out_file: Path | None, since: int | None, db_path: Path | None, locale: str | None
) -> None:
    """The group's publication page: every paper once, newest year first.

    \b
    Example: cvgen publications --format html --out site/publications.html
    """
    from cvgen.publications.formats import publications as render_publications
    from cvgen.publications.formats import write_page
    from cvgen.publications.page import DEFAULT_DATABASE

    check_locale(locale, [], folder=(db_path or DEFAULT_DATABASE).parent)
    rendered = render_publications(fmt, db_path=db_path, since=since, locale=locale)
    echo_warnings(rendered.warnings, place_first=True)
    if out_file is None:
        click.echo(rendered.text, nl=False)
    else:
        click.echo(write_page(rendered, out_file))


@main.command(epilog=EPILOG)
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
@click.option("--title", help="The front page's title (default: the locale's \"Our group\").")
@THEME
@click.option(
    "--locale",
    metavar="CODE",
    help="Every CV, and the site's own words, in this language (en, zh, ja, de, fr, es or "
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
def site(
    out_dir: Path,
    profiles_dir: Path,
    variant: str,
    date: PartialDate | None,
    db_path: Path | None,
    title: str | None,
    theme: str | None,
    locale: str | None,
    pdf: bool,
    jobs: int,
) -> None:
    """The group's static web site: an index of the members, each member's CV
    page (and PDF), and the publication page filtered by year and member.

    Links between the pages are relative: serve OUT from anywhere, or open
    OUT/index.html from disk.

    \b
    Example: cvgen site --out site/ --date 2024-10-10
    """
    from cvgen.errors import display_path
    from cvgen.site.builder import build_site

    def told(path: Path) -> None:
        click.echo(f"wrote {display_path(path)}")

    check_theme(theme, [], folder=profiles_dir)  # a group's own is in its folder
    check_locale(locale, [], folder=profiles_dir)

    result = build_site(
        out_dir,
        profiles_dir=profiles_dir,
        db_path=db_path,
        variant=variant,
        date=date,
        title=title,
        theme=theme,
        locale=locale,
        pdf=pdf,
        jobs=jobs,
        on_file=told,
    )
    for path in result.removed:
        click.echo(f"removed {display_path(path)}")
    echo_warnings(dict.fromkeys(result.warnings))
    click.echo(
        f"site: {len(result.files)} files in {display_path(out_dir)}/ ({result.seconds:.2f} s)"
    )
