"""How a command is found and how it ends (cvgen/cli/group.py), most as a real process."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import HANG


@pytest.mark.parametrize("command", [["locales"], ["publications"], ["schema"]])
def test_a_reader_that_leaves_early_is_not_a_bug(command: list[str]) -> None:
    """``cvgen ... | head``: the pipe closes before cvgen writes; it stops quietly
    with 141 (128 + SIGPIPE), as git does, instead of reporting an internal error."""
    cvgen = Path(sys.executable).parent / "cvgen"
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line
    try:
        done = subprocess.run([cvgen, *command], stdout=write, capture_output=False,
                              stderr=subprocess.PIPE, text=True, timeout=HANG)  # fmt: skip
    finally:
        os.close(write)
    assert done.returncode == 141, done.stderr
    assert done.stderr == ""


def test_a_ctrl_c_a_library_wrapped_is_an_interruption_not_a_bug(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ctrl-C while pydantic-core builds a model's validator (the models are
    imported by the first command that needs them) comes out as its SchemaError,
    whose last line names the KeyboardInterrupt: found by the Ctrl-C campaign
    (tests/security/test_interrupts.py) on a site build. It ends with 130 and
    "interrupted", as any other Ctrl-C does; other errors stay bugs."""
    from click.testing import CliRunner
    from pydantic_core import SchemaError

    from cvgen.cli.main import main
    from cvgen.sources import locales as command

    def wrapped(*_: object, **__: object) -> None:
        raise SchemaError(
            'Error building "literal" validator:\n  SchemaError: Field "role":\n'
            "  KeyboardInterrupt: "
        )

    monkeypatch.setattr(command, "available_locales", wrapped)
    result = CliRunner().invoke(main, ["locales"])
    assert (result.exit_code, result.stderr) == (130, "interrupted\n")

    def bug(*_: object, **__: object) -> None:
        raise SchemaError('Error building "literal" validator: unknown literal')

    monkeypatch.setattr(command, "available_locales", bug)
    result = CliRunner().invoke(main, ["locales"])
    assert result.exit_code == 70 and "internal error" in result.stderr


def test_a_command_is_added_when_it_is_asked_for() -> None:
    """The table's commands are listed without loading them; each is added
    to the group when click asks for it, and a name not in the table is none."""
    import click

    from cvgen.cli.group import CvgenGroup
    from cvgen.cli.themes import themes

    group = CvgenGroup("cvgen", lazy_commands={"themes": ("themes", "themes")})
    ctx = click.Context(group)
    assert group.list_commands(ctx) == ["themes"]
    assert group.commands == {}
    assert group.get_command(ctx, "themes") is themes
    assert group.commands == {"themes": themes}
    assert group.get_command(ctx, "site") is None
