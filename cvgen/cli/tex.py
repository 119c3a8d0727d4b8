"""``cvgen tex``: LaTeX that plain XeLaTeX compiles."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.options import (
    DATE,
    DB,
    EPILOG,
    LOCALE,
    PROFILES,
    THEME,
    VARIANT,
    check_locale,
    check_theme,
    profiles_or_all,
)
from cvgen.model.dates import PartialDate


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
def tex(
    profiles: tuple[Path, ...],
    variant: str,
    date: PartialDate | None,
    out_dir: Path,
    db_path: Path | None,
    theme: str | None,
    locale: str | None,
) -> None:
    """Write LaTeX that plain `xelatex MAIN.tex` compiles: one .tex per profile
    (every profile in profiles/ when none is named) and its theme's cvgen.cls, in OUT.

    \b
    Example: cvgen tex profiles/zili-zhang.yaml --out build/zili
    """
    from cvgen.pipeline.engine import prepare_many
    from cvgen.tex.compile import write_tex_folder

    check_theme(theme, profiles)
    check_locale(locale, profiles)
    found, options = profiles_or_all(profiles), {"theme": theme, "locale": locale}
    for prepared in prepare_many(found, variant=variant, date=date, db_path=db_path, **options):
        click.echo(write_tex_folder(prepared.document, out_dir, prepared.stem))
