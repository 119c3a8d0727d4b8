"""Writing a file whole: the old one or the new one, never a partial one."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.support.files import (
    OutputError,
    OutsideFolderError,
    discard_file,
    remove_empty_folders,
    remove_file,
    remove_tree,
    write_atomically,
)


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


def test_a_write_never_leaves_the_folder_it_was_given(tmp_path: Path) -> None:
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    elsewhere.mkdir()
    with pytest.raises(
        OutsideFolderError, match=r"outside .*out, the folder this command writes in"
    ):
        write_atomically(out / ".." / "elsewhere" / "x.pdf", b"x", inside=out)
    with pytest.raises(OutsideFolderError):
        write_atomically(tmp_path / "x.pdf", b"x", inside=out)
    (out / "sub").parent.mkdir()
    (out / "sub").symlink_to(elsewhere, target_is_directory=True)
    with pytest.raises(OutsideFolderError, match="out/sub is a symbolic link"):
        write_atomically(out / "sub" / "deeper" / "x.pdf", b"x", inside=out)
    assert list(elsewhere.iterdir()) == []


def test_a_link_at_the_target_is_replaced_not_followed(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "cv.pdf").symlink_to(victim)
    write_atomically(tmp_path / "out" / "cv.pdf", b"new", inside=tmp_path / "out")
    assert victim.read_text() == "keep" and (tmp_path / "out" / "cv.pdf").read_bytes() == b"new"


def test_a_refusal_of_the_system_names_the_path_and_what_to_do(tmp_path: Path) -> None:
    (tmp_path / "taken").write_text("a file")
    with pytest.raises(OutputError) as caught:
        write_atomically(tmp_path / "taken" / "cv.pdf", b"x")
    assert "taken/cv.pdf: a file is where a folder should be" in caught.value.message
    assert "(name a folder" in caught.value.message


def test_a_delete_removes_only_a_file_inside_and_never_through_a_link(tmp_path: Path) -> None:
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    (out / "a").mkdir(parents=True)
    elsewhere.mkdir()
    (elsewhere / "x").write_text("keep")
    (out / "evil").symlink_to(elsewhere, target_is_directory=True)
    (out / "link").symlink_to(elsewhere / "x")
    (out / "a" / "old.html").write_text("old")
    with pytest.raises(OutsideFolderError):
        remove_file(out / "evil" / "x", inside=out)
    with pytest.raises(OutsideFolderError):
        remove_file(out / ".." / "elsewhere" / "x", inside=out)
    assert not remove_file(out / "a", inside=out)  # a folder: left
    assert not remove_file(out / "link", inside=out)  # a link: left, and what it names
    assert (out / "link").is_symlink() and (elsewhere / "x").read_text() == "keep"
    assert remove_file(out / "a" / "old.html", inside=out)
    assert not remove_file(out / "a" / "old.html", inside=out)


def test_a_tree_is_removed_without_following_links(tmp_path: Path) -> None:
    temp, elsewhere = tmp_path / "temp", tmp_path / "elsewhere"
    (temp / "cvgen-run-1-x").mkdir(parents=True)
    elsewhere.mkdir()
    (elsewhere / "x").write_text("keep")
    (temp / "cvgen-run-1-x" / "link").symlink_to(elsewhere, target_is_directory=True)
    (temp / "cvgen-run-2-y").symlink_to(elsewhere, target_is_directory=True)
    assert not remove_tree(temp / "cvgen-run-2-y", inside=temp)
    assert remove_tree(temp / "cvgen-run-1-x", inside=temp)
    assert (elsewhere / "x").read_text() == "keep"
    assert [p.name for p in temp.iterdir()] == ["cvgen-run-2-y"]


def test_empty_folders_go_up_to_the_folder_given_and_never_through_a_link(tmp_path: Path) -> None:
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    (out / "a" / "b" / "c").mkdir(parents=True)
    (out / "a" / "kept.txt").write_text("mine", encoding="utf-8")
    remove_empty_folders(out / "a" / "b" / "c", inside=out)
    assert not (out / "a" / "b").exists()
    assert (out / "a" / "kept.txt").exists()  # a folder that holds something stays

    (out / "x").mkdir()
    remove_empty_folders(out / "x", inside=out)
    assert out.is_dir() and not (out / "x").exists()  # the folder given is never removed

    (elsewhere / "empty").mkdir(parents=True)
    (out / "link").symlink_to(elsewhere)
    with pytest.raises(OutsideFolderError):
        remove_empty_folders(out / "link" / "empty", inside=out)
    assert (elsewhere / "empty").is_dir()


def test_a_discarded_file_that_cannot_go_is_left_without_an_error(tmp_path: Path) -> None:
    folder, elsewhere = tmp_path / "cache", tmp_path / "elsewhere"
    (folder / "kind").mkdir(parents=True)
    elsewhere.mkdir()
    (elsewhere / "x").write_text("not the cache's", encoding="utf-8")
    (folder / "kind" / "y").write_text("the cache's", encoding="utf-8")
    (folder / "link").symlink_to(elsewhere)
    assert discard_file(folder / "kind" / "y", inside=folder)
    assert not discard_file(folder / "link" / "x", inside=folder)  # through a link: refused
    assert (elsewhere / "x").exists()
    assert not discard_file(folder / "kind" / "gone", inside=folder)
