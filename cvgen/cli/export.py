"""``cvgen export``: one CV in another format (the library's export formats)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.options import (
    DATE,
    DB,
    EPILOG,
    LOCALE,
    OUT_FILE,
    FormatChoice,
    check_request,
    cv_request,
)
from cvgen.cli.report import echo_warnings

if TYPE_CHECKING:
    from cvgen.cv.request import CvRequest


@click.command("export", epilog=EPILOG)
@click.argument("profile", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--format",
    "fmt",
    type=FormatChoice("cvgen.render.export:FORMATS"),
    required=True,
    help="jsonresume: a JSON Resume document; markdown: a CV for a web page.",
)
@click.option("--variant", default="long", show_default=True, help="Variant to export.")
@OUT_FILE
@DB
@DATE
@LOCALE
@cv_request
def export(profile: Path, fmt: str, request: CvRequest, out_file: Path | None) -> None:
    """Write one CV as JSON Resume or Markdown: the sections and entries its
    variant selects (a page budget is not applied: that needs TeX).

    \b
    Example: cvgen export profiles/zili-zhang.yaml --format markdown --out site/cv.md
    """
    from cvgen.render.export import export_cv
    from cvgen.support.files import write_atomically

    check_request(request, [profile])
    exported = export_cv(replace(request, profile=profile), fmt)
    echo_warnings(exported.warnings)
    if out_file is None:
        click.echo(exported.text, nl=False)
    else:
        write_atomically(out_file, exported.text.encode("utf-8"))
        click.echo(out_file)
