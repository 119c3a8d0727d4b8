"""Ctrl-C at any moment (issue 29): exit 130 saying "interrupted", no
traceback, and nothing rewritten.

Each trial starts the installed command as a terminal would (its own process
group, SIGINT not ignored), waits a random delay from 0 to 2 s and sends
SIGINT to the whole group, as Ctrl-C does. The delays only choose moments:
nothing here depends on how fast the machine is. A trial passes when the
command either finished first (status 0) or stopped with status 130 and
"interrupted", with no traceback, and left every file in its output folder
either as it was or complete (a PDF that pypdf reads, stamped by cvgen; a
page that ends), nothing else there (no ``.part``, no ``cvgen-last-error.log``),
no crash log and no ``.part`` in its cache.

``CVGEN_SIGINT_TRIALS`` sets the number of trials (default 50, spread over a
one-CV build, a ``--jobs 2`` batch and ``cvgen site``); ``CVGEN_SIGINT_SEED``
replays a run's delays (the seed is printed, and named by every failure).
"""

from __future__ import annotations

import contextlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import HANG, ROOT

# fifty commands stopped at random moments: make test-campaigns
pytestmark = pytest.mark.campaign
CVGEN = Path(sys.executable).parent / "cvgen"
TRIALS = int(os.environ.get("CVGEN_SIGINT_TRIALS", "50"))
AT_ONCE = 4  # trials running together: most of a trial is waiting for its signal
LONGEST = 2.0  # seconds: the latest moment a signal is sent
BEFORE, AFTER = "2024-10-10", "2024-10-11"  # what the folder holds; what a site trial writes

#: The commands interrupted, by kind; ``{out}`` is the trial's output folder.
COMMANDS = {
    "one": ["build", "profiles/zili-zhang.yaml", "--date", BEFORE, "--force", "--out", "{out}"],
    "batch": [
        *("build", "profiles/zili-zhang.yaml", "profiles/zhisheng-ye.yaml", "--jobs", "2"),
        *("--date", BEFORE, "--force", "--out", "{out}"),
    ],
    "site": ["site", "--jobs", "2", "--date", AFTER, "--out", "{out}"],
}
SITE_BEFORE = ["site", "--jobs", "2", "--date", BEFORE, "--out", "{out}"]


@dataclass(frozen=True)
class Kind:
    name: str
    before: Path  # the output folder as each trial starts with it
    allowed: frozenset[str]  # the files a trial may leave: before's and a finished run's


@dataclass(frozen=True)
class Bench:
    root: Path
    cache: Path  # a warm cache: each trial gets a copy
    kinds: dict[str, Kind]


def run(args: list[str], out: Path, cache: Path, temp: Path) -> subprocess.CompletedProcess[str]:
    command = [str(CVGEN), *(a.format(out=out) for a in args)]
    env = _env(cache, temp)
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done


def _env(cache: Path, temp: Path) -> dict[str, str]:
    temp.mkdir(parents=True, exist_ok=True)
    return {**os.environ, "CVGEN_CACHE_DIR": str(cache), "TMPDIR": str(temp)}


def files(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() or p.is_symlink()
    }


@pytest.fixture(scope="module")
def bench(tmp_path_factory: pytest.TempPathFactory) -> Bench:
    """Output folders built on ``BEFORE`` (a trial's command rewrites them:
    ``--force``, or a site of another date), the files a trial may leave, and
    the warm cache they made."""
    root = tmp_path_factory.mktemp("interrupts")
    cache, temp = root / "cache", root / "tmp"
    built = root / "built"  # the batch's PDFs: the one-CV build's is among them
    run(COMMANDS["batch"], built, cache, temp)
    site = root / "site"
    run(SITE_BEFORE, site, cache, temp)
    made = set(files(built))
    kinds = {
        "one": Kind("one", built, frozenset(made)),
        "batch": Kind("batch", built, frozenset(made)),
        # the same site on AFTER: the same files, its PDFs named for that day
        "site": Kind(
            "site", site, frozenset(n for f in files(site) for n in (f, f.replace(BEFORE, AFTER)))
        ),
    }
    return Bench(root, cache, kinds)


@dataclass(frozen=True)
class Trial:
    number: int
    kind: str
    delay: float


def plan(seed: int) -> list[Trial]:
    rng = random.Random(seed)
    kinds = list(COMMANDS)
    return [Trial(n, kinds[n % len(kinds)], rng.uniform(0.0, LONGEST)) for n in range(TRIALS)]


def interrupt(bench: Bench, trial: Trial) -> list[str]:
    """Run one trial; what went wrong (nothing: an empty list)."""
    kind = bench.kinds[trial.kind]
    where = bench.root / f"trial-{trial.number}"
    out, cache, temp = where / "out", where / "cache", where / "tmp"
    shutil.copytree(kind.before, out)
    shutil.copytree(bench.cache, cache)
    before = files(out)
    command = [str(CVGEN), *(a.format(out=out) for a in COMMANDS[trial.kind])]
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        env=_env(cache, temp),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # a group of its own, as a shell gives a command
        # a test runner started in the background ignores SIGINT; a shell's command does not
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        time.sleep(trial.delay)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGINT)  # Ctrl-C: the terminal's whole foreground group
        _, stderr = process.communicate(timeout=HANG)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # anything left of a failed trial
    status = process.returncode
    wrong = []
    if status == 130:
        if "interrupted" not in stderr:
            wrong.append("status 130 without saying 'interrupted'")
    elif python_starting(status, stderr):
        print(f"trial {trial.number}: SIGINT while Python itself started ({status})")
    elif status != 0:
        wrong.append(f"status {status}")
    if "Traceback" in stderr and not python_starting(status, stderr):
        wrong.append("a traceback")
    wrong += [f"{name}: {what}" for name, what in changed(before, out, kind.allowed)]
    wrong += [f"left in the cache: {p.name}" for p in cache.rglob("*.part")]
    wrong += [f"a crash log: {p.name}" for p in temp.glob("cvgen-crash-*")]
    if wrong:
        shown = "\n    ".join(stderr.strip().splitlines()[-12:])
        return [f"trial {trial.number} ({trial.kind}, SIGINT after {trial.delay:.3f} s): "
                f"{'; '.join(wrong)}\n    {shown}"]  # fmt: skip
    shutil.rmtree(where, ignore_errors=True)
    return []


_FRAME = re.compile(r'^\s*File "([^"]+)", line \d+', re.MULTILINE)


def python_starting(status: int, stderr: str) -> bool:
    """Whether the signal came while Python itself was starting, before the
    console script reached cvgen's first line (a few ms, more on a loaded
    machine): Python then ends as it ends any program, killed by the signal
    or with a traceback of its own start-up (``site``, the script's first
    import) and no frame of cvgen or of what cvgen imports. ``site`` on the
    stack is Python's start-up whatever it runs: the ``.pth`` files of the
    venv's packages and what they import (setuptools' ``_distutils_hack``),
    all before the script's first line."""
    if status == -signal.SIGINT and not stderr:
        return True
    frames = _FRAME.findall(stderr)
    if status not in (1, -signal.SIGINT) or not frames or "interrupted" in stderr:
        return False
    if "<frozen site>" in frames:
        return True
    return all(f.startswith(("<frozen ", "<string>")) or f == str(CVGEN) for f in frames)


def changed(before: dict[str, bytes], out: Path, allowed: frozenset[str]) -> list[tuple[str, str]]:
    """The files of ``out`` that are neither as they were nor complete."""
    found = []
    for name, data in files(out).items():
        if name not in allowed:
            found.append((name, "a file the command does not write"))
        elif before.get(name) != data and (why := incomplete(name, data)):
            found.append((name, why))
    return found


def incomplete(name: str, data: bytes) -> str | None:
    """Why ``data`` is not a whole file the command writes as ``name``; None if it is."""
    if name.endswith(".pdf"):
        if not data.rstrip().endswith(b"%%EOF"):
            return "a PDF cut short"
        import io

        try:
            reader = PdfReader(io.BytesIO(data))
            stamped = reader.metadata and reader.metadata.get("/CvgenInputHash")
            pages = len(reader.pages)
        except Exception as exc:  # anything pypdf cannot read is a broken PDF here
            return f"an unreadable PDF ({exc})"
        return None if stamped and pages else "a PDF without cvgen's stamp"
    if name.endswith(".html"):
        return None if data.rstrip().endswith(b"</html>") else "a page cut short"
    if name.endswith(".json"):
        return None if data.rstrip().endswith(b"}") else "a manifest cut short"
    return None


def test_ctrl_c_at_any_moment_stops_cleanly(bench: Bench) -> None:
    seed = int(os.environ.get("CVGEN_SIGINT_SEED", random.randrange(2**32)))
    print(f"CVGEN_SIGINT_SEED={seed} CVGEN_SIGINT_TRIALS={TRIALS}")
    with ThreadPoolExecutor(max_workers=AT_ONCE) as pool:
        found = pool.map(lambda trial: interrupt(bench, trial), plan(seed))
        failures = [line for lines in found for line in lines]
    head = f"CVGEN_SIGINT_SEED={seed}: {len(failures)} of {TRIALS} trials went wrong:"
    assert not failures, "\n".join([head, *failures])
