"""cvgen's cache: what is costly to make again, kept by a hash of its inputs.

It lives in ``$CVGEN_CACHE_DIR``, else in the user's cache folder as platformdirs
names it: ``$XDG_CACHE_HOME/cvgen``, else ``~/.cache/cvgen`` on Linux,
``~/Library/Caches/cvgen`` on macOS, ``%LOCALAPPDATA%\\cvgen\\Cache`` on Windows
(``CVGEN_CACHE_DIR=off`` turns it off). It holds at most
``$CVGEN_CACHE_MB`` megabytes (default 256): when a write takes it over, the
least recently used files go first. Losing it loses nothing but time.

- ``pdf/<sha256>.pdf``: built PDFs, by their content's hash;
- ``builds/<key>.json``: which PDF a build of exactly these input bytes made
  (see :mod:`cvgen.build.freshness`);
- ``yaml/<key>.json``: parsed YAML data, by the file's content hash;
- ``preamble/<key>.tex``: the standard preamble, rendered once per set of
  templates and fonts (:mod:`cvgen.render.latex.document`);
- ``early/preamble-<version>.tex``: the preamble of the last early XeLaTeX
  run, which the launcher starts the next one on (:mod:`cvgen.build.early`);
  text only, never a command.

The cache holds data only: nothing in it is run, and no TeX command line or
environment is read from it (:mod:`cvgen.render.xelatex` makes them in code).
Each file starts with a seal, a hash of its kind, name and content
(:func:`read`), so a file that was cut short, edited by hand, copied under
another name or written by another cvgen version reads as missing: it
costs a rebuild, never a wrong result. The seal is a checksum, not a
signature: whoever can write the cache can also write cvgen itself.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

DEFAULT_MB = 256
_SEAL = b"cvgen-cache-1 "  # then the hex digest and a newline; a new format, a new mark


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
    name (and it counts as used), or None: missing, unreadable, or not sealed
    for this kind, name and content."""
    folder = cache_dir()
    if folder is None:
        return None
    path = folder / kind / name
    try:
        sealed = path.read_bytes()
        os.utime(path)  # least recently used goes first
    except OSError:
        return None
    seal, _, data = sealed.partition(b"\n")
    return data if seal == _seal(kind, name, data) else None


def _seal(kind: str, name: str, data: bytes) -> bytes:
    return _SEAL + digest(kind, name, data).encode()


def write(kind: str, name: str, data: bytes) -> None:
    """Store a file (atomically; a cache that cannot be written is skipped)."""
    folder = cache_dir()
    if folder is None:
        return
    try:
        (folder / kind).mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=folder / kind, prefix=".", suffix=".part")
        with os.fdopen(fd, "wb") as handle:
            handle.write(_seal(kind, name, data) + b"\n" + data)
        os.replace(temp, folder / kind / name)
        prune(folder, limit_bytes())
    except OSError:
        return


def prune(folder: Path, limit: int) -> int:
    """Delete the least recently used files until the cache fits ``limit``
    bytes; the number deleted."""
    entries = []
    for path in folder.glob("*/*"):
        try:
            stat = path.stat()
        except OSError:
            continue
        entries.append((stat.st_mtime, stat.st_size, path))
    total = sum(size for _, size, _ in entries)
    deleted = 0
    for _, size, path in sorted(entries):
        if total <= limit:
            break
        path.unlink(missing_ok=True)
        total -= size
        deleted += 1
    return deleted
