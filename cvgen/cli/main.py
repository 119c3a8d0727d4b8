"""The ``cvgen`` command group: one module per command (cvgen/cli/build.py is
``cvgen build``), named in :data:`COMMANDS`; what they share is in
cvgen/cli/options.py, how a command ends in cvgen/cli/group.py. No command
imports this module.

A command's module is imported when click asks for that command
(:meth:`~cvgen.cli.group.CvgenGroup.get_command`): ``cvgen build`` loads no
other command's module and what it imports; ``cvgen --help``, which lists every
command's short help, and shell completion load them all."""

from __future__ import annotations

import click

from cvgen import __version__
from cvgen.cli.group import CvgenGroup
from cvgen.cli.options import EPILOG

#: Every command: its name, and the module of cvgen/cli and the name in it that
#: define it (tests/cli/test_main.py checks that none is missing).
COMMANDS: dict[str, tuple[str, str]] = {
    "build": ("build", "build"),
    "diff": ("diff", "diff_command"),
    "doctor": ("doctor", "doctor"),
    "export": ("export", "export"),
    "import-bib": ("import_bib", "import_bib"),
    "import-jsonresume": ("import_jsonresume", "import_jsonresume"),
    "import-rendercv": ("import_rendercv", "import_rendercv"),
    "init-repo": ("init_repo", "init_repo"),
    "list": ("list", "list_command"),
    "locales": ("locales", "locales"),
    "new": ("new", "new"),
    "publications": ("publications", "publications"),
    "schema": ("schema", "schema"),
    "site": ("site", "site"),
    "tex": ("tex", "tex"),
    "themes": ("themes", "themes"),
    "validate": ("validate", "validate"),
}


@click.group(
    cls=CvgenGroup,
    lazy_commands=COMMANDS,
    epilog=EPILOG,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, prog_name="cvgen")
def main() -> None:
    """Typeset researchers' CVs from YAML profiles and a shared publication database.

    \b
    Example: cvgen build profiles/zili-zhang.yaml --date 2024-10-10
    """
