"""``cvgen tex``: LaTeX that plain XeLaTeX compiles, or Typst source that Typst does."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.options import (
    DATE,
    DB,
    EPILOG,
    LOCALE,
    PROFILES,
    THEME,
    VARIANT,
    check_request,
    cv_request,
    profiles_or_all,
)

if TYPE_CHECKING:
    from cvgen.cv.request import CvRequest


@click.command(epilog=EPILOG)
@PROFILES
@VARIANT
@DATE
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    required=True,
    help="Folder to write the LaTeX (or the Typst source) into.",
)
@DB
@THEME
@LOCALE
@click.option(
    "--engine",
    type=click.Choice(["xelatex", "typst"]),
    default="xelatex",
    show_default=True,
    help="Write LaTeX for XeLaTeX, or Typst source (.typ, its theme's cvgen.typ beside it), "
    "whatever the profile's style.engine.",
)
@cv_request
def tex(profiles: tuple[Path, ...], request: CvRequest, out_dir: Path) -> None:
    """Write LaTeX that plain `xelatex MAIN.tex` compiles: one .tex per profile
    (every profile in profiles/ when none is named) and its theme's cvgen.cls, in OUT;
    with --engine typst, one .typ per profile and its theme's cvgen.typ, which
    `typst compile` compiles with the fonts it prints.

    \b
    Example: cvgen tex profiles/zili-zhang.yaml --out build/zili
    """
    from cvgen.pipeline.engine import prepare_many
    from cvgen.tex.compile import TexDocument, write_tex_folder
    from cvgen.typst.compile import TypstDocument, typst_command, write_typst_folder

    check_request(request, profiles)
    for prepared in prepare_many(request, profiles_or_all(profiles)):
        document = prepared.document
        if isinstance(document, TypstDocument):
            main = write_typst_folder(document, out_dir, prepared.stem)
            click.echo(main)
            click.echo(f"compile with: {typst_command(document, main)}", err=True)
        else:
            assert isinstance(document, TexDocument)
            click.echo(write_tex_folder(document, out_dir, prepared.stem))
