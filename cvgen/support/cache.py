"""cvgen's cache: what is costly to make again, kept by a hash of its inputs.

It lives in ``$CVGEN_CACHE_DIR``, else in the user's cache folder as platformdirs
names it: ``$XDG_CACHE_HOME/cvgen``, else ``~/.cache/cvgen`` on Linux,
``~/Library/Caches/cvgen`` on macOS, ``%LOCALAPPDATA%\\cvgen\\Cache`` on Windows
(``CVGEN_CACHE_DIR=off`` turns it off). It holds at most
``$CVGEN_CACHE_MB`` megabytes (default 256): when a write takes it over, the
least recently used files go first, down to :data:`LOW_WATER` of the limit.
Losing it loses nothing but time.

How much it holds is kept in a ledger, ``.ledger`` (a dot-name: no kind's),
so that a write need not count every file: the bytes the last count found,
plus every write since, each added before its file is stored, under a lock
on the cache folder (``flock``: concurrent cvgen processes lose no write).
A write counts the files afresh only when the ledger says it takes the cache
over its limit, or the ledger is missing, unreadable, not a regular file (a
symlink is not followed) or not one number; or when it is a format's record
(``formats/``: TeX wrote the format beside it). A count that finds the cache
over its limit prunes it down to :data:`LOW_WATER` of it, so the next writes
need not count. A file deleted by hand, or written over, makes the ledger
count more than there is, never less. So after every write the cache's own
files fit its limit, except for what came in other than through
:func:`write` since the last count (the ``.part`` of a writer that died, a
file copied in), which the next count finds. Without ``flock`` (Windows),
every write counts the files.

- ``pdf/<sha256>.pdf``: built PDFs, by their content's hash;
- ``builds/<key>.json``: which PDF a build of exactly these input bytes made
  (see :mod:`cvgen.pipeline.freshness`);
- ``yaml/<key>.json``: parsed YAML data, by the file's content hash;
- ``preamble/<key>.tex``: the standard preamble, rendered once per set of
  templates and fonts (:mod:`cvgen.render.latex.document`);
- ``early/preamble-<version>.tex``: the preamble of the last early XeLaTeX
  run, which the launcher starts the next one on (:mod:`cvgen.pipeline.early`);
  text only, never a command.

The cache holds data only: nothing in it is run, and no TeX command line or
environment is read from it (:mod:`cvgen.tex.xelatex` makes them in code).
Each file starts with a seal, a hash of its kind, name and content
(:func:`read`), so a file that was cut short, edited by hand, copied under
another name or written by another cvgen version reads as missing: it
costs a rebuild, never a wrong result. The seal is a checksum, not a
signature: whoever can write the cache can reseal an edit. So no record
names a path to read: what a record names is another of the cache's own
files, or a file cvgen looks up by its content's hash among its own (a
rendered CV's class: :mod:`cvgen.pipeline.rendered`).

The cache never reaches outside itself: :func:`read` refuses anything but a
regular file (a FIFO, a device, a symlink: a miss, unread) and reads no
more than the cache may hold; :func:`write` leaves no temporary file on any
failure (a full disk, a read-only folder: the write is skipped), and reads
the ledger as it reads a cached file and replaces it whole, never writing
through a link; and :func:`prune` follows no symlink and deletes only the
files the cache wrote.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import stat
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from cvgen.support.reading import read_regular

try:
    import fcntl
except ImportError:  # Windows: no flock, no ledger (every write counts the cache)
    fcntl = None  # type: ignore[assignment]

DEFAULT_MB = 256
_SEAL = b"cvgen-cache-1 "  # then the hex digest and a newline; a new format, a new mark
PART = ".part"  # a file being written
PART_AGE = 3600.0  # seconds: a .part this old was left by a writer that died
_KIND = re.compile(r"[a-z][a-z0-9-]*")  # pdf, builds, formats...
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]*")  # <hash>.pdf, preamble-1.2.tex...
_FORMATS = "formats"  # TeX's formats: <key>.fmt (TeX writes and reads it: no seal)...
_FORMAT = re.compile(r"[0-9a-f]+\.fmt")  # ...beside its sealed record, <key>.json
LEDGER = ".ledger"  # the bytes the cache holds as last counted, plus the writes since
_COUNT = re.compile(rb"([0-9]{1,18})\n")  # the ledger's one line
LOW_WATER = 0.9  # a write that prunes leaves this share of the limit: the next ones do not
_COUNTED = frozenset({_FORMATS})  # kinds whose files are also written by others (TeX)


def cache_dir() -> Path | None:
    """The cache folder, or None when the cache is off."""
    explicit = os.environ.get("CVGEN_CACHE_DIR")
    if explicit is not None:
        return None if explicit.strip().lower() in ("", "off", "0", "no") else Path(explicit)
    # imported here: the launcher reads the cache before anything but the
    # standard library loads, and CVGEN_CACHE_DIR (the tests') needs no lookup
    from platformdirs import user_cache_path

    return user_cache_path("cvgen", appauthor=False)


def limit_bytes() -> int:
    try:
        return int(float(os.environ.get("CVGEN_CACHE_MB", DEFAULT_MB)) * 1024 * 1024)
    except ValueError:
        return DEFAULT_MB * 1024 * 1024


def digest(*parts: bytes | str) -> str:
    """A hash of the parts, each length-prefixed so that no two splits collide."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


def read(kind: str, name: str) -> bytes | None:
    """A cached file's bytes as :func:`write` stored them under this kind and
    name (and it counts as used), or None: missing, unreadable, not a regular
    file (a FIFO, a device, a symlink: refused unread), larger than the cache
    may be, or not sealed for this kind, name and content."""
    folder = cache_dir()
    if folder is None or not _plain(kind, name):
        return None
    path = folder / kind / name
    try:
        if not _real_folder(folder / kind):
            return None
        sealed = read_regular(path, limit_bytes() + 4096, follow_symlinks=False)
        os.utime(path, follow_symlinks=os.utime not in os.supports_follow_symlinks)
    except OSError:
        return None
    seal, _, data = sealed.partition(b"\n")
    return data if seal == _seal(kind, name, data) else None


def _plain(kind: str, name: str) -> bool:
    """A kind (``pdf``) and a name (``<hash>.pdf``) as cvgen's callers make
    them: a folder of the cache and a file in it, nowhere else."""
    return bool(_KIND.fullmatch(kind) and _NAME.fullmatch(name))


def _real_folder(path: Path) -> bool:
    """Whether ``path`` is a folder itself, not a symlink to one."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def _seal(kind: str, name: str, data: bytes) -> bytes:
    return _SEAL + digest(kind, name, data).encode()


def write(kind: str, name: str, data: bytes) -> None:
    """Store a file (atomically), counted in the ledger first, and keep the
    cache within its limit. A cache that cannot be written (read-only, full,
    not a folder) is skipped, and leaves no temporary file behind."""
    folder = cache_dir()
    if folder is None or not _plain(kind, name):
        return
    sealed = _seal(kind, name, data) + b"\n" + data
    limit = limit_bytes()
    try:
        (folder / kind).mkdir(parents=True, exist_ok=True)
        if not _real_folder(folder / kind):  # a symlink planted in the cache
            return
        with _locked(folder) as locked:  # no other write, no count, until this one is counted
            held = _ledger(folder) if locked and kind not in _COUNTED else None
            if held is not None:  # counted before it is there: a writer that dies overcounts
                _keep_count(folder, held + len(sealed))
            _store(folder / kind, name, sealed)
            if held is None or held + len(sealed) > limit:
                counted = _count(folder, limit, int(limit * LOW_WATER), time.time())[1]
                if locked:
                    _keep_count(folder, counted)
    except OSError:
        return


def _store(folder: Path, name: str, data: bytes) -> None:
    """Write ``folder/name`` whole: a temporary file renamed over it (a link
    there is replaced, not followed); none is left on any failure."""
    temp: str | None = None
    try:
        fd, temp = tempfile.mkstemp(dir=folder, prefix=".", suffix=PART)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temp, folder / name)
        temp = None
    finally:
        if temp is not None:  # a full disk, an interrupt: no .part left
            with contextlib.suppress(OSError):
                os.unlink(temp)


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[bool]:
    """Hold the cache's lock (``flock`` on its folder, which every cvgen
    process shares); whether it is held (no flock, or refused: False)."""
    if fcntl is None:
        yield False
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | os.O_CLOEXEC)
    except OSError:
        yield False
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except OSError:
            yield False
            return
        yield True
    finally:
        os.close(fd)  # and the lock with it


def _ledger(folder: Path) -> int | None:
    """The bytes the ledger counts, or None: missing, not a regular file (a
    symlink is not followed), or not one number and a newline."""
    try:
        found = _COUNT.fullmatch(read_regular(folder / LEDGER, 32, follow_symlinks=False))
    except OSError:
        return None
    return int(found[1]) if found else None


def _keep_count(folder: Path, total: int) -> None:
    """Write the ledger (under the lock); one that cannot be is deleted, so
    that the next write counts the cache afresh rather than trust an old count."""
    try:
        _store(folder, LEDGER, f"{total}\n".encode())
    except OSError:
        with contextlib.suppress(OSError):
            if not os.path.isdir(folder / LEDGER):
                os.unlink(folder / LEDGER)


def prune(folder: Path, limit: int, now: float | None = None) -> int:
    """Delete the least recently used of the cache's own files until the cache
    fits ``limit`` bytes; the number deleted.

    Its own files are the regular files directly in its kind folders that
    carry its seal (or are kept formats, ``formats/<key>.fmt``), and
    temporary files (``.part``) older than :data:`PART_AGE`: nothing else is
    counted or deleted, no symlink is followed (a symlinked folder or file in
    the cache is left alone, as is what it points to). A file dated in the
    future counts as the oldest; a sparse file counts the bytes it holds; a
    format was last used when its record was (read for each build)."""
    return _count(folder, limit, limit, time.time() if now is None else now)[0]


def _count(folder: Path, limit: int, target: int, now: float) -> tuple[int, int]:
    """:func:`prune`, down to ``target`` bytes once over ``limit``: the
    number of files deleted, and the bytes the cache holds after (at least:
    a count for the ledger). Under the limit, nothing is opened: the bytes of
    every file pruning may count."""
    entries = []
    try:
        kinds = [e for e in os.scandir(folder) if _KIND.fullmatch(e.name)]
    except OSError:
        return 0, 0
    for kind in kinds:
        if kind.is_dir(follow_symlinks=False):
            entries += _candidates(Path(kind.path), now)
    total = sum(size for _, size, _ in entries)
    if total <= limit:
        return 0, total
    entries = [entry for entry in entries if _ours(entry[2], now)]  # only when over the limit
    total = sum(size for _, size, _ in entries)
    deleted = 0
    for _, size, path in sorted(entries):
        if total <= target:
            break
        if _remove(path, folder):
            deleted += 1
        if not os.path.lexists(path):  # deleted (by this process or another)
            total -= size
    return deleted, total


def _remove(path: Path, folder: Path) -> bool:
    """Delete one of the cache's files through the one place cvgen deletes (a
    regular file below ``folder``, through no link); one that cannot be is left."""
    from cvgen.support.files import discard_file  # here: the launcher reads the cache first

    return discard_file(path, inside=folder)


def _candidates(kind: Path, now: float) -> list[tuple[float, int, Path]]:
    """The files in one kind folder that pruning may count: regular files,
    not symlinks, named as cvgen names them."""
    found = []
    try:
        entries = list(os.scandir(kind))
    except OSError:
        return []
    for entry in entries:
        if not (_NAME.fullmatch(entry.name) or entry.name.endswith(PART)):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue
        used = info.st_mtime if info.st_mtime <= now else 0.0  # from the future: wrong, so old
        blocks = getattr(info, "st_blocks", None)
        size = info.st_size if blocks is None else min(info.st_size, blocks * 512)
        found.append((used, size, Path(entry.path)))
    if kind.name == _FORMATS:  # TeX's format keeps its date (its record checks it): the record's
        used_at = {path.name: used for used, _, path in found}
        for i, (used, size, path) in enumerate(found):
            if _FORMAT.fullmatch(path.name):
                found[i] = (max(used, used_at.get(f"{path.stem}.json", 0.0)), size, path)
    return found


def _ours(path: Path, now: float) -> bool:
    """Whether the cache wrote ``path``: a temporary file no writer is still
    writing, a kept format, or a file that starts with the seal. Checked by
    reading its first bytes, without following a symlink."""
    if path.name.endswith(PART):
        try:
            return now - os.lstat(path).st_mtime > PART_AGE
        except OSError:
            return False
    if path.parent.name == _FORMATS and _FORMAT.fullmatch(path.name):
        return True
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    except OSError:
        return False
    try:
        return stat.S_ISREG(os.fstat(fd).st_mode) and os.read(fd, len(_SEAL)) == _SEAL
    except OSError:
        return False
    finally:
        os.close(fd)
