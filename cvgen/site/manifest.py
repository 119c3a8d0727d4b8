"""What ``cvgen site`` wrote last time, so that the next run can take away what
it no longer writes: the PDFs of an earlier version date, the pages of a member
who left. The list is ``OUT/.cvgen-site.json``; a file cvgen did not write (a
``CNAME``, a page of the group's own) is never on it, so never removed.

The old files go only after every new one is written: a run that fails leaves
the site as it was. A list that cannot be read is taken as empty (nothing is
removed), and a name on it that would lead out of the folder is ignored.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from cvgen.support.files import write_atomically

MANIFEST = ".cvgen-site.json"


def _inside(name: object) -> str | None:
    """``name`` as a path inside the site folder, or None."""
    if not isinstance(name, str) or not name:
        return None
    path = PurePosixPath(name)
    if path.is_absolute() or ".." in path.parts or "\\" in name or name == MANIFEST:
        return None
    return path.as_posix()


def read_manifest(out: Path) -> set[str]:
    """The files the last run wrote, relative to ``out`` (none when unreadable)."""
    try:
        data = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list):
        return set()
    return {kept for name in files if (kept := _inside(name)) is not None}


def write_manifest(out: Path, files: Iterable[Path]) -> None:
    names = sorted({path.relative_to(out).as_posix() for path in files})
    text = json.dumps({"generator": "cvgen site", "files": names}, indent=1) + "\n"
    write_atomically(out / MANIFEST, text.encode("utf-8"))


def remove_stale(out: Path, before: set[str], now: Iterable[Path]) -> list[Path]:
    """Remove what the last run wrote and this one did not, and the folders that
    leaves empty; the paths removed, sorted."""
    kept = {path.relative_to(out).as_posix() for path in now}
    removed = []
    for name in sorted(before - kept):
        path = out / name
        if path.is_file() and not path.is_symlink():
            path.unlink()
            removed.append(path)
    for folder in sorted({p.parent for p in removed}, key=lambda p: len(p.parts), reverse=True):
        while folder != out and out in folder.parents and not any(folder.iterdir()):
            folder.rmdir()
            folder = folder.parent
    return removed
