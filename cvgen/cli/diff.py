"""``cvgen diff``: what changed between two versions of a CV."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.options import (
    ENGINE,
    LOCALE,
    THEME,
    FormatChoice,
    check_request,
    cv_request,
    pages_label,
)
from cvgen.cli.report import echo_warnings

if TYPE_CHECKING:
    from cvgen.cv.request import CvRequest

DIFF_EPILOG = """\b
OLD and NEW are each a profile (profiles/ada.yaml), a file in a git revision
(HEAD~1:profiles/ada.yaml), or a PDF. A PDF built by cvgen carries its CV
data, so it compares entry by entry; any other PDF is compared by its text.
\b
Exit status (as diff(1)): 0 no differences, or differences without
--exit-code; 1 differences with --exit-code; 2 trouble (bad input, a bad
command line, a failed --pdf)."""


@click.command("diff", epilog=DIFF_EPILOG)
@click.argument("old")
@click.argument("new")
@click.option(
    "--variant", "pinned", help="Variant to compare profiles as [default: a PDF's, else long]."
)
@click.option(
    "--format",
    "fmt",
    type=FormatChoice("cvgen.diff.report:FORMATS"),
    default="text",
    show_default=True,
    help="Report for a terminal, a changelog, or programs (see docs/diff-json.md).",
)
@click.option(
    "--pdf",
    "pdf_out",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Also write NEW as a PDF with the changes marked.",
)
@THEME
@LOCALE
@ENGINE
@click.option("--exit-code", is_flag=True, help="Exit 1 when the versions differ.")
@click.option(
    "--color",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour the text report (auto: on a terminal).",
)
@cv_request
def diff_command(
    old: str,
    new: str,
    pinned: str | None,
    fmt: str,
    pdf_out: Path | None,
    request: CvRequest,
    exit_code: bool,
    color: str,
) -> None:
    """What changed between two versions of a CV, entry by entry.

    \b
    Example: cvgen diff HEAD~1:profiles/zili-zhang.yaml profiles/zili-zhang.yaml
    """
    from cvgen.diff.compare import compare_versions, write_marked_pdf
    from cvgen.diff.report import FORMATS
    from cvgen.errors import EXIT_USAGE, CvgenError
    from cvgen.pipeline.engines import with_engine

    # the theme the newer is typeset in; the locale is each side's own folder's
    check_request(replace(request, locale=None), [Path(new)])
    request, note = with_engine(request)
    try:
        comparison = compare_versions(old, new, pinned, request)
        if note and (pdf_out or comparison.typesets):
            click.echo(note, err=True)
        pages = write_marked_pdf(comparison, pdf_out, request) if pdf_out else 0
    except CvgenError as exc:
        exc.exit_code = EXIT_USAGE  # 1 means "they differ", as in diff(1)
        raise
    for version in (comparison.old, comparison.new):
        echo_warnings(version.warnings)
    colour = {"always": True, "never": False}.get(color)
    click.echo(FORMATS[fmt](comparison), color=colour)
    if pdf_out:
        click.echo(f"wrote {pdf_out} ({pages_label(pages)}, changes marked)", err=True)
    if exit_code and not comparison.diff.identical:
        sys.exit(1)
