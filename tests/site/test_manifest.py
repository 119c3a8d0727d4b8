"""``cvgen site`` takes away what it no longer writes (an old version's PDFs, a
member who left), and nothing it did not write."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.errors import InputError
from cvgen.model.dates import PartialDate
from cvgen.site.builder import build_site
from cvgen.site.manifest import MANIFEST, read_manifest, remove_stale
from tests.conftest import ROOT

DAY = PartialDate(2024, 10, 10)
# the sites' files are read here, never their pages' fonts
pytestmark = pytest.mark.usefixtures("fonts_not_embedded")


def group(tmp_path: Path, *names: str) -> Path:
    folder = tmp_path / "profiles"
    folder.mkdir(exist_ok=True)
    for name in (*names, "publications.yaml"):
        shutil.copy(ROOT / "profiles" / name, folder / name)
    return folder


def test_an_earlier_versions_pdf_goes_and_the_groups_own_files_stay(tmp_path: Path) -> None:
    profiles, out = group(tmp_path, "zili-zhang.yaml"), tmp_path / "site"
    build_site(out, CvRequest(date=PartialDate(2024, 10, 10)), profiles_dir=profiles)
    (out / "CNAME").write_text("lab.example.org\n")
    (out / "zili-zhang" / "talk.pdf").write_bytes(b"%PDF-1.4 the group's own")
    result = build_site(out, CvRequest(date=PartialDate(2024, 10, 11)), profiles_dir=profiles)
    names = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert names == [
        MANIFEST,
        "CNAME",
        "index.html",
        "publications.html",
        "zili-zhang/index.html",
        "zili-zhang/talk.pdf",
        "zili-zhang/zili-zhang-long-2024-10-11.pdf",
    ]
    assert result.removed == (out / "zili-zhang/zili-zhang-long-2024-10-10.pdf",)
    listed = json.loads((out / MANIFEST).read_text())["files"]
    assert "CNAME" not in listed and "zili-zhang/zili-zhang-long-2024-10-11.pdf" in listed


def test_a_member_who_left_is_taken_away_folder_and_all(tmp_path: Path) -> None:
    profiles = group(tmp_path, "zili-zhang.yaml", "zhisheng-ye.yaml")
    out = tmp_path / "site"
    build_site(out, CvRequest(date=DAY), profiles_dir=profiles, pdf=False)
    assert (out / "zhisheng-ye/index.html").is_file()
    (profiles / "zhisheng-ye.yaml").unlink()
    result = build_site(out, CvRequest(date=DAY), profiles_dir=profiles, pdf=False)
    assert result.removed == (out / "zhisheng-ye/index.html",)
    assert not (out / "zhisheng-ye").exists()
    assert "zhisheng-ye" not in (out / "index.html").read_text(encoding="utf-8")


def test_a_run_that_fails_takes_nothing_away(tmp_path: Path) -> None:
    profiles, out = group(tmp_path, "zili-zhang.yaml"), tmp_path / "site"
    build_site(out, CvRequest(date=DAY), profiles_dir=profiles, pdf=False)
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    broken = profiles / "zili-zhang.yaml"
    broken.write_text(broken.read_text(encoding="utf-8") + "surprise: 1\n", encoding="utf-8")
    with pytest.raises(InputError):
        build_site(out, CvRequest(date=DAY), profiles_dir=profiles, pdf=False)
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        '{"files": "index.html"}',
        '{"files": [1, null]}',
        '{"files": ["index.html"]}',  # an older cvgen's: no hashes, nothing known as written
        '{"sha256": ["index.html"]}',
    ],
)
def test_a_list_that_cannot_be_read_removes_nothing(tmp_path: Path, text: str) -> None:
    (tmp_path / MANIFEST).write_text(text)
    assert read_manifest(tmp_path) == {}


def test_a_name_that_leads_out_of_the_folder_is_ignored(tmp_path: Path) -> None:
    out = tmp_path / "site"
    (out / "a").mkdir(parents=True)
    (tmp_path / "precious.txt").write_text("keep me")
    (out / "a" / "old.html").write_text("old")
    names = ["../precious.txt", str(tmp_path / "precious.txt"), "a\\..\\..\\x", MANIFEST]
    hashes = dict.fromkeys([*names, "a/old.html"], hashlib.sha256(b"old").hexdigest())
    (out / MANIFEST).write_text(json.dumps({"files": list(hashes), "sha256": hashes}))
    listed = read_manifest(out)
    assert listed == {"a/old.html": hashes["a/old.html"]}
    assert remove_stale(out, listed, []) == [out / "a/old.html"]
    assert (tmp_path / "precious.txt").read_text() == "keep me"
    assert not (out / "a").exists() and out.is_dir()


def test_a_file_changed_since_it_was_written_stays(tmp_path: Path) -> None:
    out = tmp_path / "site"
    out.mkdir()
    (out / "old.html").write_text("edited by hand")
    written = {"old.html": hashlib.sha256(b"as cvgen wrote it").hexdigest()}
    assert remove_stale(out, written, []) == []
    assert (out / "old.html").read_text() == "edited by hand"
