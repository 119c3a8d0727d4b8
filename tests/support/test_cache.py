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


def _counts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The limits the cache's files were counted against, one a count (a spy)."""
    counted: list[int] = []
    real = cache._count

    def spy(folder: Path, limit: int, target: int, now: float) -> tuple[int, int]:
        counted.append(limit)
        return real(folder, limit, target, now)

    monkeypatch.setattr(cache, "_count", spy)
    return counted


def _held(folder: Path) -> int:
    """The bytes of the cache's files, as they are on disk."""
    return sum(p.stat().st_size for p in folder.glob("*/*") if p.is_file())


def _ledger(folder: Path) -> int:
    return int((folder / cache.LEDGER).read_text(encoding="ascii"))


def test_a_write_under_the_limit_counts_no_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """The ledger counts the writes: the files are counted once (no ledger
    yet), then not again while the cache is under its limit."""
    folder = Path(os.environ["CVGEN_CACHE_DIR"])
    counted = _counts(monkeypatch)
    for i in range(20):
        cache.write("pdf", f"{i}.pdf", b"x" * 1000)
    cache.write("builds", "a.json", b"{}")
    assert len(counted) == 1
    assert _ledger(folder) == _held(folder)
    cache.write("pdf", "0.pdf", b"x" * 1000)  # written over: counted twice, never less
    assert _ledger(folder) > _held(folder) and len(counted) == 1


def test_writes_over_the_limit_prune_to_the_low_water_mark(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each file is 1,079 bytes sealed: a 10,000-byte cache holds 9 of them;
    the write that makes it 10 prunes it down to 90% (8), so the next write
    counts no file, and the files are never over the limit after a write."""
    folder = Path(os.environ["CVGEN_CACHE_DIR"])
    monkeypatch.setenv("CVGEN_CACHE_MB", str(10_000 / 1024 / 1024))
    counted = _counts(monkeypatch)
    for i in range(30):
        cache.write("pdf", f"{i:02}.pdf", b"x" * 1000)
        os.utime(folder / "pdf" / f"{i:02}.pdf", (1_000_000 + i, 1_000_000 + i))  # in order
        assert _held(folder) <= 10_000 and _ledger(folder) >= _held(folder)
    kept = sorted(p.name for p in (folder / "pdf").iterdir())
    assert kept[-1] == "29.pdf" and kept == [f"{i:02}.pdf" for i in range(30 - len(kept), 30)]
    # the first write (no ledger yet), the 10th, then every other one: not all 30
    assert len(counted) == 1 + len(range(9, 30, 2))


def test_the_count_that_prunes_leaves_room_for_the_next_writes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = Path(os.environ["CVGEN_CACHE_DIR"])
    monkeypatch.setenv("CVGEN_CACHE_MB", str(10_000 / 1024 / 1024))
    for i in range(9):
        cache.write("pdf", f"{i}.pdf", b"x" * 1000)
    counted = _counts(monkeypatch)
    cache.write("pdf", "9.pdf", b"x" * 1000)  # 10 x 1,079 > 10,000: counted and pruned
    assert counted == [10_000]
    assert _held(folder) <= 9000 and _ledger(folder) == _held(folder)
    cache.write("pdf", "10.pdf", b"x" * 1000)  # 8 x 1,079 + 1,079 fits: not counted
    assert counted == [10_000]


def test_a_format_s_record_counts_the_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """TeX writes a format beside its record, not through the cache: writing
    the record counts the files, the format with them."""
    folder = Path(os.environ["CVGEN_CACHE_DIR"])
    cache.write("pdf", "a.pdf", b"x")
    counted = _counts(monkeypatch)
    (folder / "formats").mkdir()
    (folder / "formats" / "abc.fmt").write_bytes(b"f" * 5000)
    cache.write("formats", "abc.json", b"{}")
    assert len(counted) == 1 and _ledger(folder) == _held(folder) > 5000


def _plant(kind: str, ledger: Path, outside: Path) -> None:
    if kind == "symlink":
        ledger.symlink_to(outside)
    elif kind == "fifo":
        os.mkfifo(ledger)
    elif kind == "folder":
        ledger.mkdir()
        (ledger / "9").write_text("9\n")
    elif kind == "huge":
        with ledger.open("wb") as handle:
            handle.truncate(50 * 1024 * 1024)  # sparse: 50 MB of zero bytes
    else:
        ledger.write_bytes({"garbage": b"\xff\xfe12", "negative": b"-5\n", "empty": b""}[kind])


@pytest.mark.parametrize(
    "planted", ["missing", "symlink", "fifo", "folder", "huge", "garbage", "negative", "empty"]
)
def test_a_ledger_that_cannot_say_means_a_count(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, planted: str
) -> None:
    """A missing, damaged, linked or not regular ledger: the files are counted
    (a link to elsewhere, saying the cache is empty, is neither read, written
    through, nor believed), and the cache still keeps to its limit."""
    folder = tmp_path / "c"
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(folder))
    monkeypatch.setenv("CVGEN_CACHE_MB", str(5000 / 1024 / 1024))
    for i in range(4):
        cache.write("pdf", f"{i}.pdf", b"x" * 1000)
    outside = tmp_path / "elsewhere.txt"
    outside.write_bytes(b"0\n")
    (folder / cache.LEDGER).unlink()
    if planted != "missing":
        _plant(planted, folder / cache.LEDGER, outside)
    counted = _counts(monkeypatch)
    cache.write("pdf", "4.pdf", b"x" * 1000)  # 5 x 1,079 > 5,000
    assert counted == [5000] and _held(folder) <= 4500
    assert outside.read_bytes() == b"0\n" and not outside.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c", "elsewhere.txt"]
    if planted == "folder":  # left as it is: every write counts
        assert (folder / cache.LEDGER / "9").read_text() == "9\n"
    else:  # replaced by a ledger that says what the count found
        assert _ledger(folder) == _held(folder)
    assert not list(folder.glob(f"**/*{cache.PART}"))


def test_writers_at_once_lose_no_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """Writers in threads (each its own lock, as processes have), slowed
    between reading the ledger and writing it: every write is counted."""
    import threading
    import time

    folder = Path(os.environ["CVGEN_CACHE_DIR"])
    cache.write("pdf", "first.pdf", b"x")  # the ledger exists
    real = cache._ledger

    def slow(folder: Path) -> int | None:
        held = real(folder)
        time.sleep(0.005)  # another writer that read the same count would write over it
        return held

    monkeypatch.setattr(cache, "_ledger", slow)

    def writer(n: int) -> None:
        for i in range(10):
            cache.write("pdf", f"{n}-{i}.pdf", b"y" * (100 + n))

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(list((folder / "pdf").iterdir())) == 41
    assert _ledger(folder) == _held(folder)


def test_writers_in_processes_lose_no_count(tmp_path: Path) -> None:
    """Two cvgen processes writing at once: the ledger counts both."""
    import subprocess
    import sys

    folder = tmp_path / "c"
    script = (
        "import sys\nfrom cvgen.support import cache\n"
        "for i in range(200): cache.write('pdf', f'{sys.argv[1]}-{i}.pdf', b'z' * 300)\n"
    )
    env = {**os.environ, "CVGEN_CACHE_DIR": str(folder)}
    cache_writes = [
        subprocess.Popen([sys.executable, "-c", script, name], env=env) for name in "ab"
    ]
    assert [p.wait(timeout=600) for p in cache_writes] == [0, 0]
    assert len(list((folder / "pdf").iterdir())) == 400
    assert _ledger(folder) == _held(folder)


def test_a_format_in_use_outlives_older_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """TeX's format keeps the date it was made (its record checks it); each
    build reads its record: that read dates the format's last use."""
    folder = Path(os.environ["CVGEN_CACHE_DIR"])
    (folder / "formats").mkdir(parents=True)
    (folder / "formats" / "abc.fmt").write_bytes(b"f" * 5000)
    cache.write("formats", "abc.json", b"{}")
    cache.write("pdf", "a.pdf", b"x" * 1000)
    cache.write("pdf", "b.pdf", b"x" * 1000)
    for age, path in enumerate(["formats/abc.fmt", "formats/abc.json", "pdf/a.pdf", "pdf/b.pdf"]):
        os.utime(folder / path, (1_000_000 + age, 1_000_000 + age))  # the format first
    assert cache.read("formats", "abc.json") == b"{}"  # used just now
    assert cache.prune(folder, limit=_held(folder) - 1) == 1
    assert sorted(p.name for p in folder.glob("*/*")) == ["abc.fmt", "abc.json", "b.pdf"]
