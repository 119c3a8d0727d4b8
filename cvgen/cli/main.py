"""The ``cvgen`` command group: one module per command (cvgen/cli/build.py is
``cvgen build``), registered here; what they share is in cvgen/cli/options.py,
how a command ends in cvgen/cli/group.py. No command imports this module."""

from __future__ import annotations

import click

from cvgen import __version__
from cvgen.cli import (
    build,
    diff,
    doctor,
    export,
    import_bib,
    import_jsonresume,
    import_rendercv,
    init_repo,
    list,
    locales,
    new,
    publications,
    schema,
    site,
    tex,
    themes,
    validate,
)
from cvgen.cli.group import CvgenGroup
from cvgen.cli.options import EPILOG


@click.group(
    cls=CvgenGroup, epilog=EPILOG, context_settings={"help_option_names": ["-h", "--help"]}
)
@click.version_option(__version__, prog_name="cvgen")
def main() -> None:
    """Typeset researchers' CVs from YAML profiles and a shared publication database.

    \b
    Example: cvgen build profiles/zili-zhang.yaml --date 2024-10-10
    """


for command in (
    build.build,
    diff.diff_command,
    doctor.doctor,
    export.export,
    import_bib.import_bib,
    import_jsonresume.import_jsonresume,
    import_rendercv.import_rendercv,
    init_repo.init_repo,
    list.list_command,
    locales.locales,
    new.new,
    publications.publications,
    schema.schema,
    site.site,
    tex.tex,
    themes.themes,
    validate.validate,
):
    main.add_command(command)
