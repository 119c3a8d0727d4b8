"""Writing files so that a failure loses nothing: every file cvgen writes
(PDFs, databases, profiles, schemas, pages) goes through :func:`write_atomically`."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, data: bytes, *, replace: bool = True) -> None:
    """Write to a temporary file beside ``path`` and rename it into place:
    readers see the old file or the new one, never a partial one. With
    ``replace=False`` an existing ``path`` is kept (FileExistsError), even one
    that appeared while writing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, 0o644)
        if replace:
            os.replace(temp, path)
        else:
            os.link(temp, path)  # fails if the name is taken, unlike a rename
            os.unlink(temp)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
