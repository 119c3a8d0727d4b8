"""Folders are walls (issue 29): every write and every delete goes through
cvgen/support/files.py, which follows no symbolic link out of the folder a
command was given, refuses ``..``, and deletes only what cvgen wrote."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.security.test_names import cvgen

SECRET = "a file outside the site, not cvgen's"


@pytest.fixture
def work(tmp_path: Path) -> Path:
    """``tmp_path/work/profiles/ada.yaml``; ``tmp_path/elsewhere/important.txt``."""
    profiles = tmp_path / "work" / "profiles"
    profiles.mkdir(parents=True)
    (profiles / "ada.yaml").write_text("name: Ada Lovelace\n", encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "important.txt").write_text(SECRET, encoding="utf-8")
    return profiles.parent


def manifest(*names: str, text: str = SECRET) -> str:
    """A site manifest listing ``names`` as written, with ``text``'s hash."""
    sha = hashlib.sha256(text.encode()).hexdigest()
    return json.dumps(
        {"generator": "cvgen site", "files": names, "sha256": dict.fromkeys(names, sha)}
    )


def test_the_site_deletes_nothing_through_a_link_in_its_folder(work: Path) -> None:
    """``OUT/evil -> /elsewhere`` and a manifest naming ``evil/important.txt``
    once deleted ``/elsewhere/important.txt``."""
    out = work / "out"
    assert cvgen("site", "--out", "out", "--no-pdf", cwd=work).returncode == 0
    (out / "evil").symlink_to(work.parent / "elsewhere", target_is_directory=True)
    (out / ".cvgen-site.json").write_text(manifest("evil/important.txt"), encoding="utf-8")
    done = cvgen("site", "--out", "out", "--no-pdf", cwd=work)
    assert done.returncode == 0, done.stderr
    assert (work.parent / "elsewhere" / "important.txt").read_text(encoding="utf-8") == SECRET


def test_the_site_deletes_only_what_it_wrote(work: Path) -> None:
    """A manifest naming the group's own file (a pull request may write one)
    takes nothing away: its bytes are not those cvgen wrote."""
    out = work / "out"
    assert cvgen("site", "--out", "out", "--no-pdf", cwd=work).returncode == 0
    (out / "CNAME").write_text("lab.example.org\n", encoding="utf-8")
    listed = json.loads((out / ".cvgen-site.json").read_text(encoding="utf-8"))
    listed["files"].append("CNAME")
    listed.setdefault("sha256", {})["CNAME"] = hashlib.sha256(b"something else").hexdigest()
    (out / ".cvgen-site.json").write_text(json.dumps(listed), encoding="utf-8")
    assert cvgen("site", "--out", "out", "--no-pdf", cwd=work).returncode == 0
    assert (out / "CNAME").read_text(encoding="utf-8") == "lab.example.org\n"


def test_the_site_writes_nothing_through_a_link_in_its_folder(work: Path) -> None:
    out = work / "out"
    out.mkdir()
    (out / "ada").symlink_to(work.parent / "elsewhere", target_is_directory=True)
    done = cvgen("site", "--out", "out", "--no-pdf", cwd=work)
    assert done.returncode == 1, done.stderr
    assert "out/ada is a symbolic link; cvgen writes and deletes only inside out" in done.stderr
    assert sorted(p.name for p in (work.parent / "elsewhere").iterdir()) == ["important.txt"]


def test_tex_replaces_a_link_in_its_folder_instead_of_writing_through_it(work: Path) -> None:
    """``cvgen tex --out OUT`` once copied the class through ``OUT/cvgen.cls ->
    /elsewhere/important.txt``, overwriting it."""
    out = work / "out"
    out.mkdir()
    (out / "cvgen.cls").symlink_to(work.parent / "elsewhere" / "important.txt")
    done = cvgen("tex", "profiles/ada.yaml", "--out", "out", cwd=work)
    assert done.returncode == 0, done.stderr
    assert (work.parent / "elsewhere" / "important.txt").read_text(encoding="utf-8") == SECRET
    assert not (out / "cvgen.cls").is_symlink()
    assert "\\ProvidesClass" in (out / "cvgen.cls").read_text(encoding="utf-8")
