"""Reading a file cvgen did not write, within bounds: the one way every input
(profiles, the database, variants, locales, themes, BibTeX and JSON files),
every cache file and every template and font cvgen reads itself is read.

A path that is not a regular file is refused before it is read: a FIFO would
block forever, ``/dev/zero`` or ``/dev/urandom`` never end, a device may do
something when opened. :func:`read_regular` looks first (``lstat`` without
following a symlink when asked not to, ``stat`` otherwise), opens without
blocking (``O_NONBLOCK``: opening a FIFO that appeared since does not wait for
a writer) and without following a last symlink when asked, looks again at what
it opened (``fstat``: the path may have changed in between), and counts the
bytes it actually reads against the limit, so a file that grows while it is
read, or whose size ``stat`` misstates, stops at the limit too. Standard
library only: the launcher reads the cache with it before anything else loads.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_CHUNK = 1 << 20
_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISLNK, "a symbolic link"),
)


class NotRegularFile(OSError):
    """The path is a FIFO, a device, a socket, a folder, or (when symlinks are
    not followed) a symbolic link: cvgen reads regular files only."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(f"{path}: not a regular file ({kind})")
        self.path = path
        self.kind = kind


class TooLarge(OSError):
    """The file holds more than the limit (``size``: at least this many bytes)."""

    def __init__(self, path: Path, size: int, limit: int) -> None:
        super().__init__(f"{path}: more than {limit} bytes")
        self.path = path
        self.size = size
        self.limit = limit


def file_kind(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words (``a FIFO``...)."""
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def read_regular(path: Path, limit: int, *, follow_symlinks: bool = True) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises :class:`NotRegularFile` (nothing was read), :class:`TooLarge` (it
    holds more than ``limit`` bytes; reading stopped there), or the
    ``OSError`` of opening or reading it (missing, no permission...).
    """
    before = os.stat(path, follow_symlinks=follow_symlinks)
    if not stat.S_ISREG(before.st_mode):
        raise NotRegularFile(path, file_kind(before.st_mode))
    if before.st_size > limit:
        raise TooLarge(path, before.st_size, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    if not follow_symlinks:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if not follow_symlinks and os.path.islink(path):  # ELOOP: it became a symlink
            raise NotRegularFile(path, "a symbolic link") from exc
        raise
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # changed since the first look
            raise NotRegularFile(path, file_kind(opened.st_mode))
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(fd, min(_CHUNK, limit + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise TooLarge(path, total, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)
