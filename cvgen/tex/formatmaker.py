"""Making cvgen's XeLaTeX format (:mod:`cvgen.tex.texformat` says what it
is and when it is used): the recipe's three runs in a scratch folder, the
state check, and the sealed record of what TeX read. ``python -m
cvgen.tex.formatmaker CLASS KEY`` is the process
:func:`request_format` starts, or the command itself with
``CVGEN_TEX_FORMAT=wait``. Standard library only.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from cvgen.support import cache
from cvgen.support.children import bounded_child
from cvgen.support.files import discard_file, remove_tree
from cvgen.tex import xelatex
from cvgen.tex.texformat import (
    BACKGROUND_WALL,
    DUMP_TIMEOUT,
    DUMP_WALL,
    KIND,
    LOCK_STALE,
    RECIPE,
    RETRY_AFTER,
    RETRY_SOON,
    failure,
    format_folder,
    format_key,
    formats_on,
    made_from,
    made_in_background,
    made_on_request,
    making,
    recipe_dir,
    remember_failure,
    sha256_of,
    usable_format,
)

_INTERRUPTED = re.compile(xelatex.INTERRUPTION.encode(), re.MULTILINE)
_SCRATCH = ".making-"  # a maker's scratch folder in the cache's formats/
_STAND_INS = ("lmroman10-regular.otf", "lmroman10-bold.otf")  # whose metrics the dump copies
# The maker's own CPU time (its three TeX runs have DUMP_TIMEOUT each, counted apart)
MAKER_CPU_SECONDS = 60.0


def request_format(class_file: Path) -> None:
    """Have the format for ``class_file`` made, unless it exists, is being
    made, or could not be made lately: by a process of its own, beside the
    build (the default: the next builds use it), or here, before this returns
    (``CVGEN_TEX_FORMAT=wait``: no process outlives the command)."""
    engine, folder = xelatex.find_tex_engine(), format_folder()
    if not formats_on() or not made_on_request() or engine is None or folder is None:
        return
    try:
        key = format_key(class_file, engine)
        if failure(class_file, key) is not None or usable_format(class_file):
            return
        folder.mkdir(parents=True, exist_ok=True)
        lock = folder / f"{key}.lock"
        if making(lock) is not None:
            return  # another cvgen is making it
        if os.path.lexists(lock):
            discard_file(lock, inside=folder)  # left by a maker that died
        fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0))
        os.close(fd)
    except OSError:
        return
    if not made_in_background():
        make_format(class_file, key)  # this thread waits for its TeX runs: they die with it
        return
    command = [sys.executable, "-m", "cvgen.tex.formatmaker", str(class_file), key]
    try:
        maker = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # not stopped by the Ctrl-C that stops the build
            preexec_fn=bounded_child(MAKER_CPU_SECONDS, die_with_parent=False),
        )
        lock.write_text(str(maker.pid), encoding="ascii")  # for cvgen doctor
    except OSError:
        discard_file(lock, inside=folder)


def make_format(class_file: Path, key: str, wall: float = DUMP_WALL) -> bool:
    """Make and keep the format (the recipe's three runs, each given ``wall``
    seconds on the clock, then the state check); remember a failure under
    the key. True when it was kept."""
    engine, folder = xelatex.find_tex_engine(), format_folder()
    if engine is None or folder is None:
        return False
    folder.mkdir(parents=True, exist_ok=True)
    _clean_scratch(folder)
    try:
        with tempfile.TemporaryDirectory(dir=folder, prefix=_SCRATCH) as scratch:
            why, retry_after = _dump(engine, class_file, Path(scratch), wall)
            if why:
                if retry_after:  # stopped from outside: no failure of the format's
                    inputs: list[tuple[str, int, int]] = []
                    with contextlib.suppress(OSError):  # what TeX read: a change heals it
                        inputs = _inputs(engine, *Path(scratch).glob("*.fls"))
                    remember_failure(class_file, why, retry_after, inputs)
                return False
            made = Path(scratch) / "cvgenfmt.fmt"
            record: dict[str, object] = {"sha256": sha256_of(made)}
            record["made_from"] = made_from(class_file, engine)
            record["inputs"] = _inputs(engine, Path(scratch) / "cvgenfmt.fls")
            os.replace(made, folder / f"{key}.fmt")
            kept = (folder / f"{key}.fmt").stat()  # what usable_format compares: not hashed again
            record.update(size=kept.st_size, mtime=kept.st_mtime_ns, inode=kept.st_ino)
            cache.write(KIND, f"{key}.json", json.dumps(record).encode())
            return True
    finally:
        discard_file(folder / f"{key}.lock", inside=folder)


def clear_failures() -> list[str]:
    """Forget every format that could not be made, and remove the locks of
    makers that died (``cvgen doctor --fix``): the next build asks again.
    What was done, one line each, the formats first (none: there was nothing
    to do)."""
    folder = format_folder()
    if folder is None or not folder.is_dir():
        return []
    done = []
    for path in sorted(folder.iterdir(), key=lambda p: (p.suffix != ".failed", p.name)):
        if path.suffix == ".failed":
            why = ""
            with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
                why = f" ({json.loads(cache.read(KIND, path.name) or b'')['why']})"
            if discard_file(path, inside=folder):
                done.append(f"cleared a format that could not be made{why}: {path}")
        elif path.suffix == ".lock" and making(path) is None and discard_file(path, inside=folder):
            done.append(f"removed the lock of a format maker that is gone: {path}")
    return done


def _clean_scratch(folder: Path) -> None:
    """Remove the scratch folders of makers that were killed (older than any
    maker lives): each holds a format of 31 MB. Symlinks are left alone."""
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            if not entry.name.startswith(_SCRATCH) or not entry.is_dir(follow_symlinks=False):
                continue
            if time.time() - entry.stat(follow_symlinks=False).st_mtime > LOCK_STALE:
                remove_tree(Path(entry.path), inside=folder)  # never through a link


def _dump(engine: str, class_file: Path, scratch: Path, wall: float) -> tuple[str, float]:
    """The recipe's runs in ``scratch``: empty when the format checks out,
    else why not and when to try again (0: the next build may; a run that took
    too long on a busy machine: :data:`RETRY_SOON`; else :data:`RETRY_AFTER`)."""
    for name in RECIPE:
        shutil.copyfile(recipe_dir() / name, scratch / name)
    shutil.copyfile(class_file, scratch / "cvgen.cls")
    flags = xelatex.tex_command(engine, "")[1:-1]  # cvgen's own: no shell escape
    steps = [
        [engine, *flags, "-recorder", "cvgenfmt-probe.tex"],
        [engine, "-ini", *flags, "-recorder", "-jobname=cvgenfmt", "&xelatex", "cvgenfmt.tex"],
        [engine, *flags, f"-fmt={scratch / 'cvgenfmt.fmt'}", "cvgenfmt-check.tex"],
    ]
    env = xelatex.tex_process_environment(xelatex.TEX_EPOCH)
    for step, command in zip(("probe", "dump", "check"), steps, strict=True):
        if step == "check":  # the format as it will be kept is the one checked
            _uncompress(scratch / "cvgenfmt.fmt")
        try:
            done = subprocess.run(
                command, cwd=scratch, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                timeout=wall, check=False,
                preexec_fn=bounded_child(DUMP_TIMEOUT),  # this thread waits: TeX dies with it
            )  # fmt: skip
        except subprocess.TimeoutExpired:  # a busy machine, not only a class that loops
            return f"the {step} run took over {wall:g} s", RETRY_SOON
        if done.returncode == -getattr(signal, "SIGXCPU", 0):
            return f"the {step} run used over {DUMP_TIMEOUT:g} s of CPU time", RETRY_AFTER
        if done.returncode < 0 or _INTERRUPTED.search(done.stdout):
            return "stopped from outside", 0  # killed, or TeX's own Ctrl-C: not the class's fault
        if done.returncode != 0:  # a failed \dump still writes a .fmt: trust exit status 0 only
            if not _whole(scratch):
                return "its scratch folder was changed from outside while TeX ran", 0
            return f"the {step} run failed: {_first_error(scratch, done.stdout)}", RETRY_AFTER
    probe, check = (scratch / f"cvgenfmt-{n}.state" for n in ("probe", "check"))
    if probe.read_bytes() != check.read_bytes():
        return "the format's state differs from an ordinary run's", RETRY_AFTER
    return "", 0


def _whole(scratch: Path) -> bool:
    """Whether the files the recipe's runs read are all still in ``scratch``:
    a run that failed without one (the folder removed, a cache deleted while
    the maker ran) says nothing of the class, whose format is tried again."""
    return all((scratch / name).is_file() for name in (*RECIPE, "cvgen.cls"))


def _uncompress(fmt: Path) -> None:
    """Keep the format uncompressed (texformat.STORED): XeTeX reads formats
    through zlib, which takes a plain file as it is, and each run is then
    spared decompressing 31 MB (about 80 ms of Zili's 0.27 s)."""
    data = fmt.read_bytes()
    if data[:2] == b"\x1f\x8b":  # gzip's magic number
        fmt.write_bytes(gzip.decompress(data))


def _first_error(scratch: Path, stdout: bytes) -> str:
    text = stdout.decode(errors="replace")
    line = next((x for x in text.splitlines() if x.startswith("!") or ".tex:" in x), "")
    return line.strip()[:200] or "no error in the log"


def _inputs(engine: str, *recorders: Path) -> list[tuple[str, int, int]]:
    """Size and time of every file TeX read to make the format (its runs'
    ``.fls``), and of the fonts whose metrics the stand-ins copy."""
    paths = {
        line[6:] for recorder in recorders
        for line in recorder.read_text(errors="replace").splitlines()
        if line.startswith("INPUT /")
    }  # fmt: skip
    kpsewhich = xelatex.find_tex_program("kpsewhich") or "kpsewhich"
    found = subprocess.run(
        [kpsewhich, *_STAND_INS], capture_output=True, text=True, check=False,
        env=xelatex.tex_process_environment(xelatex.TEX_EPOCH),
    ).stdout.split()  # fmt: skip
    entries = []
    for path in sorted(paths | set(found)):
        stat = os.stat(path)
        entries.append((path, stat.st_size, stat.st_mtime_ns))
    return entries


def lower_priority() -> None:
    """Make the format only with CPU time no build wants: the build that asked
    for it (and any after it) runs at full speed beside it. The process leads
    a session of its own, so on Linux it is also its own scheduling group
    (autogroup), whose share is set apart from the process's nice value."""
    with contextlib.suppress(AttributeError, OSError):  # no nice on Windows
        os.nice(19)
    with contextlib.suppress(OSError):  # not Linux, or autogroups off
        Path("/proc/self/autogroup").write_text("19")


if __name__ == "__main__":  # the process request_format starts
    lower_priority()
    make_format(Path(sys.argv[1]), sys.argv[2], BACKGROUND_WALL)
