"""``cvgen import-rendercv``: a profile from a RenderCV file."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.import_jsonresume import echo_import
from cvgen.cli.options import EPILOG, check_out_or_profile, import_options


@click.command("import-rendercv", epilog=EPILOG)
@click.argument(
    "cv_file", metavar="FILE", type=click.Path(path_type=Path, dir_okay=False, exists=True)
)
@import_options("cv.name of FILE")
def import_rendercv(
    cv_file: Path, out_dir: Path, profile: Path | None, db_path: Path | None, name: str | None
) -> None:
    """Make a profile from a RenderCV file (rendercv.com: cv:, design:, ...); its
    papers go to the publication database, the names in bold become the
    profile's aliases.

    Sections go by their entries' type and title (education, experience,
    awards, skills, languages, ...; grants, talks and the rest as custom
    sections), in their order; the theme, colour, page size, language and date
    to the nearest of cvgen's. What cvgen has no place for is reported as a
    warning; an existing profile is never replaced.

    \b
    Example: cvgen import-rendercv Ada_Lovelace_CV.yaml --out profiles
    """
    from cvgen.importers.rendercv.importer import import_rendercv as run_import

    check_out_or_profile(profile)
    imported = run_import(cv_file, out_dir, db_path, name, profile=profile)
    echo_import(imported, imported.schemas)
