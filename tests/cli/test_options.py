"""What the commands share (cvgen/cli/options.py): a --format's choices are the
library's own registry, loaded only when a command needs them."""

import subprocess
import sys

import click
import pytest

from cvgen.cli.main import main
from cvgen.diff import report
from cvgen.publications import formats
from cvgen.render import export


@pytest.mark.parametrize(
    ("command", "registry"),
    [("diff", report.FORMATS), ("export", export.FORMATS), ("publications", formats.FORMATS)],
)
def test_format_choices_are_the_librarys(command: str, registry: object) -> None:
    (option,) = [p for p in main.commands[command].params if p.name == "fmt"]
    assert isinstance(option.type, click.Choice)
    assert option.type.choices == tuple(registry)  # type: ignore[arg-type]


def test_loading_the_cli_loads_no_format() -> None:
    code = (
        "import sys, cvgen.cli.main; "
        "print([m for m in ('cvgen.diff.report', 'cvgen.render.export', "
        "'cvgen.publications.formats') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
