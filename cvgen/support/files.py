"""Every file cvgen writes or deletes in a folder it was given, in one place.

- :func:`write_atomically` writes a file whole (PDFs, pages, exports,
  databases, profiles, schemas): a temporary file beside it, renamed into place,
  so readers see the old file or the new one, never a partial one.
- :func:`remove_file`, :func:`discard_file` (a cache's file, a lock) and
  :func:`remove_tree` delete.

Each takes the folder the command was given (``inside``: ``--out``, the
profiles folder, the scratch folder's parent) and refuses, with an
:class:`OutsideFolderError`, a target that is not below it or that is reached
through a symbolic link below it (``OUT/evil -> /elsewhere``): a name that came
from a file (a variant's, a site manifest's, a cache record's) cannot lead a
write or a delete out of the folder. The folder itself, and the folders above
it, are the user's and are trusted as they are. Each folder between the given
one and the target is checked with ``lstat`` as it is made or entered; a
process that swaps one for a link between that check and the write can still
race it (that process could write there itself).

When the operating system refuses (a read-only or full file system, a file
where a folder should be, a file cvgen may not replace), :func:`refused` makes
the ``OSError`` an :class:`OutputError` that names the path and what to do: bad
input (exit 1), not a bug. It is the one mapping; every write and delete here
goes through it, and the scratch folders XeLaTeX runs in use it too.
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from cvgen.errors import CvgenError, display_path


class OutsideFolderError(CvgenError):
    """A write or delete that would reach outside the folder it was given."""


class OutputError(CvgenError):
    """The operating system refused a write or a delete (read-only, full, ...)."""

    def __init__(self, message: str, path: Path) -> None:
        super().__init__(message)
        self.path = path


#: errno -> (what happened, what to do)
_REFUSALS: dict[int, tuple[str, str]] = {
    errno.EROFS: ("the file system is read-only", "write somewhere else (--out)"),
    errno.EACCES: (
        "permission denied",
        "check the folder's and the file's permissions (chmod; chattr -i), or write elsewhere",
    ),
    errno.ENOSPC: ("no space left on the device", "free some space, or write elsewhere"),
    errno.EFBIG: (
        "the file is larger than this file system or the file-size limit allows",
        "free some space, raise the limit (ulimit -f), or write elsewhere",
    ),
    errno.ENOTDIR: (
        "a file is where a folder should be",
        "name a folder (--out), or move the file away",
    ),
    errno.EISDIR: ("a folder is where the file should be", "move the folder away"),
    errno.EEXIST: ("a file is where a folder should be", "name a folder, or move the file away"),
    errno.ENAMETOOLONG: ("the name is too long", "use a shorter folder or name"),
    errno.ENOENT: ("no such folder", "create it, or name another"),
    errno.ELOOP: ("too many symbolic links", "name a folder without links that loop"),
    errno.EIO: ("an input/output error", "check the disk, or write elsewhere"),
}
_REFUSALS[errno.EPERM] = _REFUSALS[errno.EACCES]
_REFUSALS[errno.EDQUOT] = ("the disk quota is exceeded", "free some space, or write elsewhere")


def refused(error: OSError, path: Path, doing: str = "write") -> OutputError:
    """The operating system's refusal of ``doing`` (``write``, ``delete``) at
    ``path``, as an error that says what happened and what to do."""
    where = Path(error.filename) if isinstance(error.filename, str) else path
    what, fix = _REFUSALS.get(error.errno or 0, (error.strerror or str(error), "write elsewhere"))
    if Path(tempfile.gettempdir()) in path.parents:  # a scratch folder: TMPDIR says where
        fix = fix.replace("write elsewhere", "set TMPDIR to a folder with room")
    shown = display_path(path)
    at = f" ({display_path(where)})" if where != path else ""
    return OutputError(f"cannot {doing} {shown}: {what}{at} ({fix})", path)


@contextmanager
def refusals(path: Path, doing: str = "write") -> Iterator[None]:
    """Turn an ``OSError`` inside the block into :func:`refused`."""
    try:
        yield
    except OSError as exc:
        raise refused(exc, path, doing) from exc


def inside_folder(folder: Path, target: Path, *, make: bool = False) -> Path:
    """``target``, checked to be below ``folder`` by a path without ``..`` and
    without a symbolic link between the two (the target itself may be one: a
    write replaces a link, it does not follow it); with ``make``, the folders
    between (and ``folder`` itself) are created. An :class:`OutsideFolderError`
    otherwise."""
    base = Path(os.path.abspath(folder))
    full = Path(os.path.abspath(target))
    if target.parts.count("..") > folder.parts.count("..") or base not in full.parents:
        raise OutsideFolderError(
            f"{display_path(target)}: outside {display_path(folder)}, the folder this command "
            "writes in (a name with '/' or '..' in it? cvgen validate finds those)"
        )
    if make:
        with refusals(target):
            folder.mkdir(parents=True, exist_ok=True)
    here = base
    for part in full.relative_to(base).parts[:-1]:
        here = here / part
        try:
            info = os.lstat(here)
        except FileNotFoundError:
            if not make:
                return target
            with refusals(here):
                os.mkdir(here)
            info = os.lstat(here)
        if stat.S_ISLNK(info.st_mode):
            raise OutsideFolderError(
                f"{display_path(target)}: {display_path(here)} is a symbolic link; cvgen "
                f"writes and deletes only inside {display_path(folder)} (replace the link "
                "with a folder, or write elsewhere)"
            )
        if not stat.S_ISDIR(info.st_mode):
            raise refused(OSError(errno.ENOTDIR, "", str(here)), target)
    return target


def write_atomically(
    path: Path, data: bytes, *, replace: bool = True, inside: Path | None = None, sync: bool = True
) -> None:
    """Write to a temporary file beside ``path`` and rename it into place:
    readers see the old file or the new one, never a partial one. ``inside``:
    the folder the command was given (default: ``path``'s own), which ``path``
    must not leave (:func:`inside_folder`). With ``replace=False`` an existing
    ``path`` is kept (FileExistsError), even one that appeared while writing.
    ``sync=False``: no ``fsync`` (a scratch file nobody keeps after a crash).
    A refusal of the operating system is an :class:`OutputError`, and leaves
    no temporary file."""
    inside_folder(path.parent if inside is None else inside, path, make=True)
    temp = ""
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.chmod(temp, 0o644)
        if replace:
            os.replace(temp, path)
        else:
            try:
                os.link(temp, path)  # fails if the name is taken, unlike a rename
            finally:
                os.unlink(temp)
    except OSError as exc:
        _drop(temp)
        if not replace and isinstance(exc, FileExistsError):
            raise  # the caller's question: the name was taken
        raise refused(exc, path) from exc
    except BaseException:
        _drop(temp)
        raise


def _drop(temp: str) -> None:
    if temp:
        with suppress(OSError):
            os.unlink(temp)


def remove_file(path: Path, *, inside: Path) -> bool:
    """Delete the regular file ``path`` below ``inside`` (:func:`inside_folder`);
    False when there is none (a link, a folder or nothing is left alone)."""
    inside_folder(inside, path)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise refused(exc, path, "delete") from exc
    if not stat.S_ISREG(info.st_mode):
        return False
    with refusals(path, "delete"):
        os.unlink(path)
    return True


def discard_file(path: Path, *, inside: Path) -> bool:
    """:func:`remove_file` for what only saves time (a cache's file, a lock):
    one that cannot be deleted is left, and False said."""
    try:
        return remove_file(path, inside=inside)
    except CvgenError:
        return False


def remove_empty_folders(folder: Path, *, inside: Path) -> None:
    """Delete ``folder`` if it is empty, then each parent it leaves empty, up
    to ``inside`` (kept); never through a symbolic link (:func:`inside_folder`)."""
    inside_folder(inside, folder / "-")
    base = Path(os.path.abspath(inside))
    here = Path(os.path.abspath(folder))
    while here != base and base in here.parents:
        try:
            os.rmdir(here)  # only an empty folder; a link is not a folder to rmdir
        except OSError:
            return
        here = here.parent


def remove_tree(folder: Path, *, inside: Path) -> bool:
    """Delete the folder ``folder`` below ``inside`` and what it holds, never
    following a symbolic link (in it, or to it); False when it is not a folder.
    What cannot be deleted is left."""
    inside_folder(inside, folder)
    try:
        info = os.lstat(folder)
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode):
        return False
    shutil.rmtree(folder, ignore_errors=True)  # on a link: nothing; inside, links are removed
    return True
