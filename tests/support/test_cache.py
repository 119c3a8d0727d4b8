"""The cache folder: where it is, what it keeps, and that it stays bounded."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cvgen.support import cache


def test_where_the_cache_lives(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(tmp_path / "mine"))
    assert cache.cache_dir() == tmp_path / "mine"
    monkeypatch.setenv("CVGEN_CACHE_DIR", "off")
    assert cache.cache_dir() is None
    monkeypatch.delenv("CVGEN_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_dir() == tmp_path / "xdg" / "cvgen"
    monkeypatch.setenv("XDG_CACHE_HOME", " ")  # set but blank: as if unset
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache.cache_dir() == tmp_path / "home" / ".cache" / "cvgen"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache.cache_dir() == tmp_path / "home" / ".cache" / "cvgen"


def test_a_file_written_reads_back(tmp_path: Path) -> None:
    assert cache.read("pdf", "x.pdf") is None
    cache.write("pdf", "x.pdf", b"data")
    assert cache.read("pdf", "x.pdf") == b"data"
    assert not list(Path(os.environ["CVGEN_CACHE_DIR"]).glob("*/*.part"))


def test_off_means_nothing_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CVGEN_CACHE_DIR", "off")
    cache.write("pdf", "x.pdf", b"data")
    assert cache.read("pdf", "x.pdf") is None


def test_an_unwritable_cache_is_skipped(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(blocker / "cache"))
    cache.write("pdf", "x.pdf", b"data")  # no error: the cache only saves time
    assert cache.read("pdf", "x.pdf") is None


def test_the_least_recently_used_go_first(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    folder = tmp_path / "c"
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(folder))
    for age, name in enumerate(["new", "old", "older"]):
        cache.write("pdf", name, b"x" * 100)
        path = folder / "pdf" / name
        os.utime(path, (1_000_000 - age * 1000, 1_000_000 - age * 1000))
    assert cache.prune(folder, limit=200) == 2
    assert [p.name for p in (folder / "pdf").iterdir()] == ["new"]


def test_a_write_keeps_the_cache_under_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CVGEN_CACHE_MB", str(2500 / 1024 / 1024))  # 2,500 bytes
    for i in range(5):
        cache.write("pdf", f"{i}.pdf", b"x" * 1000)
    kept = sorted(p.name for p in Path(os.environ["CVGEN_CACHE_DIR"]).glob("pdf/*"))
    assert len(kept) == 2 and "4.pdf" in kept


def test_digest_parts_do_not_run_together() -> None:
    assert cache.digest("ab", "c") != cache.digest("a", "bc")
    assert cache.digest(b"a") == cache.digest("a")


def test_a_file_reads_back_only_as_written_under_its_name() -> None:
    """Edited, cut short, copied under another name or kind: missing, not wrong."""
    folder = Path(os.environ["CVGEN_CACHE_DIR"])
    cache.write("builds", "a.json", b'{"sha256": "aaa"}')
    sealed = (folder / "builds/a.json").read_bytes()
    assert sealed.endswith(b'\n{"sha256": "aaa"}') and cache.read("builds", "a.json") is not None
    (folder / "builds/b.json").write_bytes(sealed)
    (folder / "pdf").mkdir()
    (folder / "pdf/a.json").write_bytes(sealed)
    assert cache.read("builds", "b.json") is None
    assert cache.read("pdf", "a.json") is None
    for damaged in (
        sealed.replace(b"aaa", b"bbb"),
        sealed[:-3],
        b'{"sha256": "aaa"}',  # no seal: an older cvgen's file, or one written by hand
        b"\xff\xfe\x00garbage",
        b"",
    ):
        (folder / "builds/a.json").write_bytes(damaged)
        assert cache.read("builds", "a.json") is None
