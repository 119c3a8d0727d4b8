"""Reading a file cvgen did not write: regular files only, refused unread,
and the limit counts the bytes read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cvgen.support.reading import NotRegularFile, TooLarge, file_kind, read_regular


def test_a_regular_file_reads_whole_within_its_limit(tmp_path: Path) -> None:
    path = tmp_path / "f.yaml"
    path.write_bytes(b"name: x\n")
    assert read_regular(path, 8) == b"name: x\n"
    assert read_regular(path, 8, follow_symlinks=False) == b"name: x\n"
    with pytest.raises(TooLarge) as caught:
        read_regular(path, 7)
    assert (caught.value.size, caught.value.limit) == (8, 7)


def test_special_files_are_refused_unread(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)  # opened, it would wait for a writer
    with pytest.raises(NotRegularFile, match=r"fifo: not a regular file \(a FIFO\)"):
        read_regular(fifo, 100)
    with pytest.raises(NotRegularFile, match=r"a folder"):
        read_regular(tmp_path, 100)
    zero = tmp_path / "zero"
    zero.symlink_to("/dev/zero")
    with pytest.raises(NotRegularFile, match=r"a character device"):
        read_regular(zero, 100)
    with pytest.raises(NotRegularFile, match=r"a symbolic link"):
        read_regular(zero, 100, follow_symlinks=False)


def test_a_missing_file_is_the_os_error() -> None:
    with pytest.raises(FileNotFoundError):
        read_regular(Path("/nonexistent/cvgen"), 100)


def test_kinds_in_words() -> None:
    assert file_kind(os.stat("/dev/null").st_mode) == "a character device"
    assert file_kind(os.stat("/").st_mode) == "a folder"
