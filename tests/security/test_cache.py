"""The cache is data that cannot reach outside the cache (issue 29): pruning
never follows a symlink out of it nor deletes what it did not write, a record
names no file to read, a format is used only for the class, recipe and TeX
it was made from, and a cache that cannot be written leaves nothing behind."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.rendered import KIND, find_rendered
from cvgen.sources.themes import load_theme
from cvgen.support import cache
from cvgen.tex import texformat
from cvgen.tex.xelatex import find_tex_engine
from tests.conftest import ROOT

DAY = PartialDate(2024, 10, 10)
ZILI = ROOT / "profiles" / "zili-zhang.yaml"


@pytest.fixture
def own_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(folder))
    return folder


def test_pruning_never_reaches_through_a_symlink_nor_deletes_what_it_did_not_write(
    own_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    for name in ("a.pdf", "b.json", "important.txt"):
        (elsewhere / name).write_bytes(b"precious" * 100)
    cache.write("pdf", "mine.pdf", b"x" * 100)
    (own_cache / "evil").symlink_to(elsewhere, target_is_directory=True)
    (own_cache / "pdf" / "link.pdf").symlink_to(elsewhere / "a.pdf")
    (own_cache / "stranger.txt").write_bytes(b"not the cache's")
    (own_cache / "pdf" / "foreign.pdf").write_bytes(b"a file the cache did not seal")
    huge = own_cache / "pdf" / "huge.pdf"  # sparse, 300 MB, dated 2030
    with huge.open("wb") as handle:
        handle.truncate(300 * 1024 * 1024)
    future = time.mktime((2030, 1, 1, 0, 0, 0, 0, 0, -1))
    os.utime(huge, (future, future))
    monkeypatch.setenv("CVGEN_CACHE_MB", "0.01")  # 10 KB
    (own_cache / cache.LEDGER).unlink()  # as an older cvgen leaves it: the next write counts
    for i in range(5):
        cache.write("pdf", f"{i}.pdf", b"y" * 1000)
    assert sorted(p.name for p in elsewhere.iterdir()) == ["a.pdf", "b.json", "important.txt"]
    assert (elsewhere / "a.pdf").read_bytes() == b"precious" * 100
    assert (own_cache / "pdf" / "link.pdf").is_symlink()
    assert (own_cache / "pdf" / "foreign.pdf").exists() and (own_cache / "stranger.txt").exists()
    assert huge.exists()  # not the cache's: neither counted nor deleted
    assert cache.read("pdf", "4.pdf") == b"y" * 1000  # the newest writes are all kept
    assert cache.read("pdf", "0.pdf") == b"y" * 1000


def test_pruning_through_a_symlinked_kind_folder_deletes_nothing_there(
    own_cache: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    cache.write("pdf", "x.pdf", b"x" * 100)
    sealed = (own_cache / "pdf" / "x.pdf").read_bytes()
    (elsewhere / "y.pdf").write_bytes(sealed)  # even a file that looks like the cache's
    (own_cache / "html").symlink_to(elsewhere, target_is_directory=True)
    assert cache.prune(own_cache, 0) == 1
    assert (elsewhere / "y.pdf").exists()
    cache.write("html", "z.html", b"page")  # nor written through it
    assert sorted(p.name for p in elsewhere.iterdir()) == ["y.pdf"]


def test_a_record_names_no_file_to_copy_into_tex_s_folder(tmp_path: Path) -> None:
    from cvgen.pipeline.plan import build_cv

    secret = tmp_path / "elsewhere" / "secret.txt"
    secret.parent.mkdir()
    secret.write_text("\\ProvidesClass{cvgen}THE SECRET", encoding="utf-8")
    build_cv(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path / "out"))
    key = BuildOptions().key(CvRequest(ZILI, variant="long", date=DAY))
    assert key
    record = json.loads(cache.read(KIND, f"{key}.json") or b"{}")
    record["support_files"] = [str(secret)]  # main's field: a path
    record["classes"] = [str(secret)]  # and this one's, with a path in it
    cache.write(KIND, f"{key}.json", json.dumps(record).encode())  # sealed again
    found = find_rendered(key, ZILI.parent)
    assert found is None or secret not in found.document.support_files


def test_a_resealed_record_can_only_name_a_theme_s_own_class(tmp_path: Path) -> None:
    """What an edited, resealed record can do: name another theme's class."""
    import hashlib

    from cvgen.pipeline.plan import build_cv

    build_cv(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path / "out"))
    key = BuildOptions().key(CvRequest(ZILI, variant="long", date=DAY))
    assert key
    found = find_rendered(key, ZILI.parent)
    assert found is not None
    assert found.document.support_files == (load_theme("awesome").class_file,)
    record = json.loads(cache.read(KIND, f"{key}.json") or b"{}")
    margin = load_theme("margin").class_file
    record["classes"] = [hashlib.sha256(margin.read_bytes()).hexdigest()]
    cache.write(KIND, f"{key}.json", json.dumps(record).encode())
    found = find_rendered(key, ZILI.parent)
    assert found is not None and found.document.support_files == (margin,)


def _fail_with(code: int) -> OSError:
    return OSError(code, os.strerror(code))


def test_a_full_disk_leaves_no_part_in_the_cache(
    own_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache.write("pdf", "first.pdf", b"x")  # the folders exist
    real_fdopen = os.fdopen

    class Full:
        def __init__(self, fd: int, mode: str) -> None:
            self.handle = real_fdopen(fd, mode)

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()

        def write(self, data: bytes) -> int:
            raise _fail_with(errno.ENOSPC)

    monkeypatch.setattr(cache.os, "fdopen", Full)
    cache.write("pdf", "x.pdf", b"data")  # no error: the cache only saves time
    monkeypatch.undo()
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(own_cache))

    def no_room(*args: object, **kwargs: object) -> None:
        raise _fail_with(errno.ENOSPC)

    monkeypatch.setattr(cache.os, "replace", no_room)
    cache.write("pdf", "y.pdf", b"data")
    assert sorted(p.name for p in (own_cache / "pdf").iterdir()) == ["first.pdf"]


def test_a_format_is_used_only_for_the_class_it_was_made_from(
    monkeypatch: pytest.MonkeyPatch, own_cache: Path, tmp_path: Path, _formats: Path
) -> None:
    monkeypatch.setenv(texformat.SWITCH, "on")
    made_for = load_theme("awesome").class_file
    engine = find_tex_engine()
    assert engine is not None
    (own_cache / texformat.KIND).mkdir(parents=True)
    for suffix in (".fmt", ".json"):  # the run's (a hard link: the inode its record names)
        name = texformat.format_key(made_for, engine) + suffix
        os.link(_formats / texformat.KIND / name, own_cache / texformat.KIND / name)
    fmt = texformat.usable_format(made_for)
    assert fmt is not None and fmt.parent == own_cache / texformat.KIND
    other = tmp_path / "cvgen.cls"  # another class: the margin theme's
    other.write_bytes(load_theme("margin").class_file.read_bytes())
    made_key, other_key = (texformat.format_key(c, engine) for c in (made_for, other))
    record = cache.read(texformat.KIND, f"{made_key}.json")
    assert record is not None
    # the format and its record, under the other class's key, sealed again
    copied = own_cache / texformat.KIND / f"{other_key}.fmt"
    os.link(fmt, copied)
    entry = json.loads(record)
    if "inode" in entry:  # main's record: the file's size, time and inode
        info = copied.stat()
        entry.update(size=info.st_size, mtime=info.st_mtime_ns, inode=info.st_ino)
    cache.write(texformat.KIND, f"{other_key}.json", json.dumps(entry).encode())
    assert texformat.usable_format(other) is None
    assert texformat.usable_format(made_for) == fmt


def test_a_failed_format_is_tried_again_later(
    monkeypatch: pytest.MonkeyPatch, own_cache: Path
) -> None:
    monkeypatch.setenv(texformat.SWITCH, "on")
    cls = load_theme("awesome").class_file
    texformat.discard_format(cls, "a run with it failed, an ordinary run did not")
    state = texformat.format_state(cls)
    assert state.startswith("cannot be made (a run with it failed")
    assert state.endswith("or now after `cvgen doctor --fix`")  # how to clear it now
    later = time.time() + 2 * texformat.RETRY_AFTER  # the record's date, not its file's
    monkeypatch.setattr(texformat.time, "time", lambda: later)
    assert texformat.format_state(cls).startswith("none yet")


def _processes_with(marker: str) -> list[int]:
    """The processes whose environment holds ``marker`` (Linux: /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue
        if marker.encode() in environ:
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs Linux's /proc")
def test_with_wait_the_format_is_made_inside_the_command_and_nothing_outlives_it(
    tmp_path: Path,
) -> None:
    import subprocess
    import sys

    folder = tmp_path / "cache-of-this-test"
    env = {**os.environ, "CVGEN_CACHE_DIR": str(folder), texformat.SWITCH: "wait"}
    command = [str(Path(sys.executable).parent / "cvgen"), "build", str(ZILI)]
    command += ["--date", "2024-10-10", "--out", str(tmp_path / "out")]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert _processes_with(str(folder)) == []  # no maker, no TeX left running
    state = subprocess.run(
        [sys.executable, "-c", "from cvgen.pipeline.doctor import check_format; "
         "print(check_format().detail)"],
        env=env, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert state.strip() == "ready"


def test_a_name_from_a_record_reads_and_writes_only_inside_its_kind_folder(
    own_cache: Path, tmp_path: Path
) -> None:
    """A build record's ``sha256`` names the kept PDF (``pdf/<sha256>.pdf``):
    one that says ``../../elsewhere/x`` reaches nothing outside the cache."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    cache.write("pdf", "x.pdf", b"%PDF-secret")
    os.replace(own_cache / "pdf" / "x.pdf", elsewhere / "x.pdf")
    # sealed for the name it is asked by
    name = "../../elsewhere/x.pdf"
    seal = cache._seal("pdf", name, b"%PDF-secret")
    (elsewhere / "x.pdf").write_bytes(seal + b"\n%PDF-secret")
    assert cache.read("pdf", name) is None
    cache.write("pdf", "../../elsewhere/new.pdf", b"data")
    assert sorted(p.name for p in elsewhere.iterdir()) == ["x.pdf"]
