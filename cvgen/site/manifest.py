"""What ``cvgen site`` wrote last time, so that the next run can take away what
it no longer writes: the PDFs of an earlier version date, the pages of a member
who left. The list is ``OUT/.cvgen-site.json``: each file's name and the
SHA-256 of the bytes written. A file cvgen did not write (a ``CNAME``, a page
of the group's own) is never on it, and a file whose bytes changed since is no
longer what cvgen wrote: neither is removed.

The old files go only after every new one is written: a run that fails leaves
the site as it was. A list that cannot be read is taken as empty (nothing is
removed), a name on it that would lead out of the folder is ignored, and each
removal goes through :func:`cvgen.support.files.remove_file`, which follows no
symbolic link (``OUT/evil -> /elsewhere`` with ``evil/x`` on the list removes
nothing). A list without hashes (an older cvgen's) removes nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from cvgen.support.files import (
    OutsideFolderError,
    inside_folder,
    remove_empty_folders,
    remove_file,
    write_atomically,
)

MANIFEST = ".cvgen-site.json"


def _inside(name: object) -> str | None:
    """``name`` as a path inside the site folder, or None."""
    if not isinstance(name, str) or not name:
        return None
    path = PurePosixPath(name)
    if path.is_absolute() or ".." in path.parts or "\\" in name or name == MANIFEST:
        return None
    return path.as_posix()


def _regular(path: Path) -> bool:
    """A file, not a link, a folder or a FIFO (which reading would wait on)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def read_manifest(out: Path) -> dict[str, str]:
    """The files the last run wrote, relative to ``out``, with the SHA-256 of
    each (none when the list is unreadable)."""
    try:
        data = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    hashes = data.get("sha256") if isinstance(data, dict) else None
    if not isinstance(hashes, dict):
        return {}
    return {
        kept: sha
        for name, sha in hashes.items()
        if (kept := _inside(name)) is not None and isinstance(sha, str)
    }


def write_manifest(out: Path, files: Iterable[Path]) -> None:
    hashes = {path.relative_to(out).as_posix(): _sha256(path) for path in files}
    names = sorted(hashes)
    listed = {"generator": "cvgen site", "files": names, "sha256": {n: hashes[n] for n in names}}
    text = json.dumps(listed, indent=1) + "\n"
    write_atomically(out / MANIFEST, text.encode("utf-8"), inside=out)


def remove_stale(out: Path, before: dict[str, str], now: Iterable[Path]) -> list[Path]:
    """Remove what the last run wrote and this one did not (if its bytes are
    still those written), and the folders that leaves empty; the paths
    removed, sorted."""
    kept = {path.relative_to(out).as_posix() for path in now}
    removed = []
    for name in sorted(before.keys() - kept):
        path = out / name
        try:
            inside_folder(out, path)
        except OutsideFolderError:  # through a link: not the file cvgen wrote
            continue
        if _regular(path) and _sha256(path) == before[name] and remove_file(path, inside=out):
            removed.append(path)
    for folder in sorted({p.parent for p in removed}, key=lambda p: len(p.parts), reverse=True):
        remove_empty_folders(folder, inside=out)
    return removed
