"""The scratch folders XeLaTeX runs in, and the cleaning of those a cvgen
killed from outside left behind.

A folder is named ``cvgen-<kind>-<pid>-<random>`` in the temporary folder:
``warm`` for a run started early (:mod:`cvgen.pipeline.early`), ``run`` for an
ordinary one (:mod:`cvgen.tex.compile`); ``<pid>`` is the cvgen that made
it. Once per process, before its first ordinary run or when a build takes
its early run (:func:`clean_once`, after TeX has started), cvgen removes the
folders of cvgens that are no longer running, once they are a minute old: a live run's folder is
never touched (its owner is running), nor one whose owner cannot be known to
have ended (another user's, or on Windows, where asking would end it; those
wait :data:`UNKNOWN_OWNER_AGE`). Folders from cvgen versions that did not
record an owner are removed after that age too, if they hold what a cvgen run
holds. Standard library only: the launcher makes the early run's folder.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
import time
from pathlib import Path

PREFIX = "cvgen-"
STALE_AGE = 60.0  # seconds: a folder this old whose cvgen has ended is left over
UNKNOWN_OWNER_AGE = 24 * 3600.0  # no run lasts a day (--tex-timeout is per run)
PIPE = "cvbody.tex"  # the early run's named pipe (cvgen.pipeline.early feeds it)
_RANDOM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")  # tempfile's names
_cleaned = False


def make_folder(kind: str) -> Path:
    """A new scratch folder of ``kind`` (``warm`` or ``run``) owned by this process."""
    return Path(tempfile.mkdtemp(prefix=f"{PREFIX}{kind}-{os.getpid()}-"))


def remove_folder(folder: Path) -> None:
    """Remove a scratch folder this process made (:func:`make_folder`) and what it
    holds, through the one place cvgen deletes: never following a link."""
    from cvgen.support.files import remove_tree  # here: the launcher stays light

    remove_tree(folder, inside=folder.parent)


def clean_once() -> None:
    """:func:`clean_stale`, the first time only."""
    global _cleaned
    if not _cleaned:
        _cleaned = True
        clean_stale()


def clean_stale(temp: Path | None = None, now: float | None = None) -> list[Path]:
    """Remove the scratch folders in ``temp`` (the temporary folder) that
    ended cvgens left; the folders removed."""
    from cvgen.support.files import remove_tree  # here: the launcher stays light

    temp = Path(tempfile.gettempdir()) if temp is None else temp
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = [e for e in os.scandir(temp) if e.name.startswith(PREFIX)]
    except OSError:
        return removed
    for entry in entries:
        folder = Path(entry.path)
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISDIR(info.st_mode) or not _ours(info):
            continue
        age = now - info.st_mtime
        if _stale(entry.name, folder, age):
            _release_pipe(folder / PIPE)
            remove_tree(folder, inside=temp)  # never through a link
            if not folder.exists():
                removed.append(folder)
    return removed


def _ours(info: os.stat_result) -> bool:
    getuid = getattr(os, "getuid", None)
    return getuid is None or info.st_uid == getuid()


def _stale(name: str, folder: Path, age: float) -> bool:
    # no regular expression: compiling one costs the launcher a millisecond
    parts = name.split("-")  # cvgen-run-<pid>-<random>, or cvgen[-warm]-<random>
    if len(parts) == 4 and parts[1] in ("warm", "run") and parts[2].isdigit():
        if not _random(parts[3]):
            return False
        alive = _alive(int(parts[2]))
        if alive is None:
            return age > UNKNOWN_OWNER_AGE
        return not alive and age > STALE_AGE
    unowned = parts[1:] in ([parts[-1]], ["warm", parts[-1]])
    if unowned and len(parts[-1]) == 8 and _random(parts[-1]):  # an older cvgen's: if it is one
        return age > UNKNOWN_OWNER_AGE and (folder / "cv.tex").is_file()
    return False


def _random(text: str) -> bool:
    return bool(text) and set(text) <= _RANDOM


def _alive(pid: int) -> bool | None:
    """Whether process ``pid`` runs; None when that cannot be known."""
    if pid == os.getpid():
        return True
    if sys.platform == "win32":  # os.kill(pid, 0) would end the process there
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    except OSError:
        return None
    return True


def _release_pipe(pipe: Path) -> None:
    """End an orphaned early run still waiting for its body: open the pipe
    for writing and close it, so TeX reads the end of the file and stops
    (where no parent-death signal killed it: outside Linux, older cvgens)."""
    try:
        if not stat.S_ISFIFO(pipe.lstat().st_mode):
            return
        fd = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:  # ENXIO: no TeX reads it
        return
    os.close(fd)
