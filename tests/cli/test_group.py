"""How a command ends (cvgen/cli/group.py), run as a real process."""

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
