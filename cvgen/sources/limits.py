"""Reading an input file within bounds: its size, how deep it nests and how much
its YAML aliases may expand, so that a hostile or broken file (a 100 MB dump, a
few hundred bytes of "billion laughs") stops with a clear error instead of
holding the machine. docs/reference/profiles.md, "Limits", states the same numbers.
"""

from __future__ import annotations

from pathlib import Path

from cvgen.errors import FileReadError, InputError, Location, Problem
from cvgen.support.reading import NotRegularFile, TooLarge, read_regular

#: A profile, database, variants file, BibTeX or JSON file larger than this is
#: refused unread: a synthetic group of 10,000 papers is 3.3 MB.
MAX_FILE_BYTES = 20 * 1024 * 1024
#: Values nested deeper than this: cvgen's own files nest 6 levels at most.
MAX_DEPTH = 64
#: Values a document may hold beyond one per character of its text: without
#: aliases a document holds fewer values than characters, so only aliases that
#: expand far beyond the text they are written in reach this.
EXTRA_VALUES = 100_000


def value_budget(text: str) -> int:
    """How many values reading ``text`` may produce, aliases expanded."""
    return len(text) + EXTRA_VALUES


def read_text(path: Path) -> str:
    """The text of an input file, or a FileReadError that says what to do. A
    FIFO, a device or a socket is refused before it is read, and the limit
    counts the bytes read (:func:`cvgen.support.reading.read_regular`)."""
    data = read_input(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[: exc.start]
        line = before.count(b"\n") + 1
        column = len(before[before.rfind(b"\n") + 1 :].decode("utf-8", errors="replace")) + 1
        raise FileReadError(
            f"{path}:{line}:{column}: byte 0x{data[exc.start]:02X} is not UTF-8 "
            "(save the file as UTF-8)"
        ) from None


def read_input(path: Path, limit: int | None = None) -> bytes:
    """The bytes of an input file (at most ``limit``, by default
    :data:`MAX_FILE_BYTES`), or a FileReadError that says where, what and
    what to do."""
    where = str(path)
    limit = MAX_FILE_BYTES if limit is None else limit
    try:
        return read_regular(path, limit)
    except FileNotFoundError:
        raise FileReadError(f"{where}: no such file (check the path)") from None
    except NotRegularFile as exc:
        if exc.kind == "a folder":
            raise FileReadError(f"{where}: is a folder, not a file (name a file in it)") from None
        raise FileReadError(
            f"{where}: not a regular file ({exc.kind}); cvgen reads only regular files "
            "(copy its content into a file and name that)"
        ) from None
    except TooLarge as exc:
        raise FileReadError(too_big(where, exc.size, limit)) from None
    except IsADirectoryError:
        raise FileReadError(f"{where}: is a folder, not a file (name a file in it)") from None
    except PermissionError:
        raise FileReadError(f"{where}: cannot be read (check its permissions)") from None
    except OSError as exc:  # a symlink loop, a path through a file, a device error
        raise FileReadError(f"{where}: cannot be read ({exc.strerror or exc})") from None


def too_big(where: str, size: int, limit: int) -> str:
    return (
        f"{where}: {size / (1024 * 1024):.1f} MB is more than cvgen reads "
        f"(at most {limit / (1024 * 1024):g} MB; is this the right file?)"
    )


def position(path: Path, text: str, offset: int) -> Location:
    """The line and column of character ``offset`` of ``text``."""
    before = text[:offset]
    return Location(path, before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1)


def control_character(path: Path, text: str, offset: int, char: str) -> InputError:
    """A character YAML refuses (ESC, NUL, other control codes)."""
    name = {"\0": "NUL", "\x1b": "ESC", "\x7f": "DEL"}.get(char, "a control character")
    return InputError(
        [
            Problem(
                position(path, text, offset),
                "",
                f"character U+{ord(char):04X} ({name}) is not allowed in YAML",
                "delete it: most editors do not show it, `cat -A FILE` does",
            )
        ]
    )


def too_many_values(location: Location) -> InputError:
    return InputError(
        [
            Problem(
                location,
                "",
                "the YAML aliases (*name) here expand to more values than the file could "
                "hold written out",
                "write the values out, or use fewer nested aliases",
            )
        ]
    )


def too_deep(location: Location, path: str) -> InputError:
    return InputError(
        [
            Problem(
                location,
                path,
                f"values nested more than {MAX_DEPTH} levels deep",
                "check the brackets and indentation here",
            )
        ]
    )
