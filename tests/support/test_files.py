"""Writing a file whole: the old one or the new one, never a partial one."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.support.files import write_atomically


def test_a_write_replaces_the_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "cv.pdf"
    write_atomically(target, b"old")
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new"
    assert [p.name for p in target.parent.iterdir()] == ["cv.pdf"]  # no .part left


def test_without_replace_an_existing_file_is_kept(tmp_path: Path) -> None:
    target = tmp_path / "ada.yaml"
    write_atomically(target, b"first", replace=False)
    with pytest.raises(FileExistsError):
        write_atomically(target, b"second", replace=False)
    assert target.read_bytes() == b"first"
    assert [p.name for p in tmp_path.iterdir()] == ["ada.yaml"]
    assert oct(target.stat().st_mode & 0o777) == "0o644"
