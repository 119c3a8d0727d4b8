"""``cvgen tex``: LaTeX that plain XeLaTeX compiles."""

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
    help="Folder to write the LaTeX into.",
)
@DB
@THEME
@LOCALE
@cv_request
def tex(profiles: tuple[Path, ...], request: CvRequest, out_dir: Path) -> None:
    """Write LaTeX that plain `xelatex MAIN.tex` compiles: one .tex per profile
    (every profile in profiles/ when none is named) and its theme's cvgen.cls, in OUT.

    \b
    Example: cvgen tex profiles/zili-zhang.yaml --out build/zili
    """
    from dataclasses import replace

    from cvgen.pipeline.engine import prepare_many
    from cvgen.tex.compile import TexDocument, write_tex_folder

    check_request(request, profiles)
    request = replace(request, engine="xelatex")  # LaTeX, whatever the style's engine
    for prepared in prepare_many(request, profiles_or_all(profiles)):
        assert isinstance(prepared.document, TexDocument)
        click.echo(write_tex_folder(prepared.document, out_dir, prepared.stem))
