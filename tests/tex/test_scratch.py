"""Scratch folders: named for their cvgen, and removed once it has ended and
a minute has passed; never a live run's folder, never a folder not cvgen's."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from cvgen.tex import scratch
from cvgen.tex.scratch import STALE_AGE, UNKNOWN_OWNER_AGE, clean_stale, make_folder
from tests.conftest import HANG


def ended_pid() -> int:
    """The pid of a process that has ended."""
    process = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    )
    return int(process.stdout)


def folder(temp: Path, name: str, seconds_old: float, *files: str) -> Path:
    path = temp / name
    path.mkdir()
    for file in files:
        (path / file).write_text("x")
    then = time.time() - seconds_old
    os.utime(path, (then, then))
    return path


def test_a_folder_is_named_for_its_kind_and_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    made = make_folder("warm")
    assert made.parent == tmp_path
    assert made.name.startswith(f"cvgen-warm-{os.getpid()}-")
    assert clean_stale(tmp_path, now=time.time() + UNKNOWN_OWNER_AGE * 10) == []  # ours: live


def test_only_ended_cvgens_folders_a_minute_old_are_removed(tmp_path: Path) -> None:
    dead = ended_pid()
    old = folder(tmp_path, f"cvgen-run-{dead}-abc_123x", STALE_AGE + 5, "cv.tex")
    young = folder(tmp_path, f"cvgen-warm-{dead}-abc_123y", STALE_AGE - 30)
    live = folder(tmp_path, f"cvgen-run-{os.getppid()}-abc_123z", 10 * UNKNOWN_OWNER_AGE)
    theirs = folder(tmp_path, "cvgen-notes", 10 * UNKNOWN_OWNER_AGE, "cv.tex")
    (tmp_path / f"cvgen-run-{dead}-file").write_text("a file, not a folder")
    assert clean_stale(tmp_path) == [old]
    assert young.exists() and live.exists() and theirs.exists()
    assert (tmp_path / f"cvgen-run-{dead}-file").exists()


def test_an_older_cvgens_folders_go_after_a_day_if_they_hold_a_run(tmp_path: Path) -> None:
    run = folder(tmp_path, "cvgen-k2j_8x0a", UNKNOWN_OWNER_AGE + 5, "cv.tex", "cv.log")
    warm = folder(tmp_path, "cvgen-warm-k2j_8x0b", UNKNOWN_OWNER_AGE + 5, "cv.tex")
    recent = folder(tmp_path, "cvgen-k2j_8x0c", UNKNOWN_OWNER_AGE - 60, "cv.tex")
    not_a_run = folder(tmp_path, "cvgen-projects", UNKNOWN_OWNER_AGE + 5, "notes.txt")
    assert sorted(clean_stale(tmp_path)) == sorted([run, warm])
    assert recent.exists() and not_a_run.exists()


def waiting_in_open(pid: int) -> None:
    """Return once the process ``pid`` waits in open() of a named pipe for a
    writer (Linux: the kernel's wait there is ``wait_for_partner``)."""
    deadline = time.monotonic() + HANG
    while Path(f"/proc/{pid}/wchan").read_text(encoding="ascii") != "wait_for_partner":
        assert time.monotonic() < deadline, "the reader never opened its pipe"
        time.sleep(0.01)


def test_an_orphaned_early_run_waiting_on_its_pipe_is_ended(tmp_path: Path) -> None:
    """Where no parent-death signal killed it, closing the pipe ends the reader."""
    old = folder(tmp_path, f"cvgen-warm-{ended_pid()}-abc_123x", STALE_AGE + 5)
    os.mkfifo(old / scratch.PIPE)
    code = f"print('opening', flush=True); print(repr(open({str(old / scratch.PIPE)!r}).read()))"
    reader = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert reader.stdout is not None
        assert reader.stdout.readline() == "opening\n"
        waiting_in_open(reader.pid)  # for a writer, as TeX does
        os.utime(old, (time.time() - STALE_AGE - 5,) * 2)
        assert clean_stale(tmp_path) == [old]
        assert reader.communicate(timeout=HANG)[0] == "''\n"  # the end of the file: it ends
    finally:
        reader.kill()


def test_on_windows_an_owner_that_cannot_be_asked_gets_a_day(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows has no os.kill(pid, 0) that only asks (it would end the process),
    no owner ids and no named pipes: a folder waits a day, then goes."""
    monkeypatch.setattr(sys, "platform", "win32")
    for name in ("getuid", "mkfifo", "O_NONBLOCK"):
        monkeypatch.delattr(os, name)
    dead = ended_pid()
    minutes = folder(tmp_path, f"cvgen-run-{dead}-abc_123x", STALE_AGE + 5, "cv.tex")
    day = folder(tmp_path, f"cvgen-warm-{dead}-abc_123y", UNKNOWN_OWNER_AGE + 5, scratch.PIPE)
    assert clean_stale(tmp_path) == [day]  # its cvbody.tex a file, not a pipe
    assert minutes.exists()
