"""External programs: a missing one names its package, a failing one its message."""

from __future__ import annotations

import pytest

from cvgen.errors import FileReadError, ToolMissingError
from cvgen.support.tools import run_tool


def test_the_output_is_returned() -> None:
    assert run_tool(["cat"], package="coreutils", stdin=b"text") == b"text"


def test_a_missing_program_names_the_package() -> None:
    with pytest.raises(ToolMissingError) as caught:
        run_tool(["cvgen-no-such-program", "x"], package="poppler-utils")
    assert caught.value.message == (
        "cvgen-no-such-program is not installed (install it: sudo apt-get install poppler-utils)"
    )


def test_a_failure_shows_the_programs_message() -> None:
    with pytest.raises(FileReadError) as caught:
        run_tool(["git", "cat-file", "-p", "no-such-object"], package="git")
    assert caught.value.message.startswith("git cat-file: fatal: ")
