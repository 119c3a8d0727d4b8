"""A build killed with SIGKILL while XeLaTeX runs leaves no XeLaTeX running,
and the next cvgen removes the scratch folder it left (Linux: /proc)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import HANG, ROOT, link_kinds

CVGEN = Path(sys.executable).parent / "cvgen"
ZILI = ROOT / "profiles/zili-zhang.yaml"
DAY = "2024-10-10"


@dataclass(frozen=True)
class Sandbox:
    env: dict[str, str]
    temp: Path  # TMPDIR: where the scratch folders go
    out: Path


@pytest.fixture
def sandbox(tmp_path: Path) -> Iterator[Sandbox]:
    temp, out = tmp_path / "tmp", tmp_path / "out"
    temp.mkdir()
    # the run's formats (conftest.py: WITH_FORMATS), as a cache of a user's later builds
    link_kinds(Path(os.environ["CVGEN_CACHE_DIR"]), tmp_path / "cache", ("formats",))
    env = dict(os.environ, CVGEN_CACHE_DIR=str(tmp_path / "cache"), TMPDIR=str(temp))
    box = Sandbox(env, temp, out)
    yield box
    for pid in tex_processes(temp):  # only if the test failed: leave nothing running
        os.kill(pid, signal.SIGKILL)


def tex_processes(temp: Path) -> list[int]:
    """The XeLaTeX processes running with ``temp`` as their TMPDIR. (The tests
    poll it every few milliseconds: each process's name is read first, and the
    state and environment of XeLaTeX's alone.)"""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                argv0 = cmdline.read().split(b"\0")[0]
            if os.path.basename(argv0) not in (b"xelatex", b"xetex"):
                continue
            with open(f"/proc/{pid}/stat", "rb") as stat:
                state = stat.read().rpartition(b")")[2].split()[0]
            with open(f"/proc/{pid}/environ", "rb") as environ:
                variables = environ.read().split(b"\0")
        except OSError:  # ended meanwhile
            continue
        if state != b"Z" and f"TMPDIR={temp}".encode() in variables:
            found.append(int(pid))
    return found


def tex_folder(pid: int) -> str:
    try:
        return os.readlink(f"/proc/{pid}/cwd")
    except OSError:
        return ""


def build(box: Sandbox, *args: str) -> subprocess.CompletedProcess[str]:
    command = [str(CVGEN), "build", str(ZILI), "--date", DAY, "--out", str(box.out), *args]
    return subprocess.run(command, env=box.env, capture_output=True, text=True, timeout=HANG)


def kill_while_tex_runs(box: Sandbox, args: list[str], kind: str) -> int:
    """Start a build, SIGKILL it once XeLaTeX runs in a ``kind`` folder; its pid."""
    command = [str(CVGEN), "build", str(ZILI), "--date", DAY, "--out", str(box.out), *args]
    process = subprocess.Popen(
        command,
        env=box.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own group: the teardown could end all of it
    )
    try:
        deadline = time.monotonic() + HANG  # for the build to start XeLaTeX
        while not any(
            f"/cvgen-{kind}-{process.pid}-" in tex_folder(p) for p in tex_processes(box.temp)
        ):
            assert process.poll() is None, "the build ended before XeLaTeX was seen"
            assert time.monotonic() < deadline, "no XeLaTeX started"
            time.sleep(0.005)
        os.kill(process.pid, signal.SIGKILL)  # cvgen alone: its TeX must follow by itself
        process.wait()
        deadline = time.monotonic() + HANG  # for the killed cvgen's TeX to be gone
        while tex_processes(box.temp) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert tex_processes(box.temp) == []
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
    return process.pid


def age(folders: list[Path], seconds: float) -> None:
    then = time.time() - seconds
    for folder in folders:
        os.utime(folder, (then, then))


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        pytest.param(["--force"], "warm", id="early-start"),
        pytest.param(["--force", "--variant", "all", "--jobs", "2"], "run", id="ordinary"),
    ],
)
def test_a_killed_build_leaves_no_tex_and_its_folder_is_cleaned(
    sandbox: Sandbox, args: list[str], kind: str
) -> None:
    # fills the cache: the next one-CV build starts TeX early; another date, so that
    # the CV must be rendered again (a rendered CV is sent to TeX before it is seen)
    first = build(sandbox, "--date", "2024-10-11")
    assert first.returncode == 0, first.stderr
    pid = kill_while_tex_runs(sandbox, args, kind)
    left = sorted(sandbox.temp.glob(f"cvgen-{kind}-{pid}-*"))
    assert left  # SIGKILL: nothing could clean up
    # TeX died with cvgen rather than finishing its run (which takes 0.5 s)
    assert not any((folder / "cv.pdf").exists() for folder in left)
    again = build(sandbox, "--force")
    assert again.returncode == 0, again.stderr
    assert all(folder.exists() for folder in left)  # not yet a minute old: kept
    age(left, 120)
    again = build(sandbox, "--force")
    assert again.returncode == 0, again.stderr
    assert not any(folder.exists() for folder in left)
    assert list(sandbox.temp.iterdir()) == []  # and the builds since left nothing
