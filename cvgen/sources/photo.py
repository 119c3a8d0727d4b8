"""A profile's photo (``photo: ada.jpg``), read and checked like every input.

The path is relative to the profile's folder, each of its parts a name by
:mod:`cvgen.support.names`' rule (no ``..``, no leading dot, no absolute path),
with no symbolic link on the way (:func:`cvgen.support.files.inside_folder`)
and a regular file at its end (:func:`cvgen.support.reading.read_regular`),
at most :data:`MAX_PHOTO_BYTES`. Its format is read from its first bytes,
never from its name: a PNG or a baseline or progressive JPEG, whose pixel
size (read from the PNG's IHDR or the JPEG's start-of-frame) is within
:data:`MAX_PIXELS` a side. Every problem is located at the ``photo:`` line
with a fix.

The bytes travel with the loaded profile; LaTeX sees only the fixed name
:attr:`Photo.file_name` in its scratch folder, never the user's path.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from cvgen.errors import CvgenError, Location, Problem
from cvgen.support.files import OutsideFolderError, inside_folder
from cvgen.support.names import name_problem
from cvgen.support.reading import NotRegularFile, TooLarge, read_regular

MAX_PHOTO_BYTES = 5 * 1024 * 1024
MAX_PIXELS = 6000  # a side: a phone's photo fits, a poster's scan does not
MIN_PIXELS = 32
_PNG = b"\x89PNG\r\n\x1a\n"
_JPEG = b"\xff\xd8\xff"
# start-of-frame markers (not DHT C4, JPG C8, DAC CC) hold the height and width
_SOF = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}
_FIX = "a JPEG or PNG of at most 5 MB and 6000 pixels a side, beside the profile"


@dataclass(frozen=True)
class Photo:
    data: bytes
    kind: str  # "png" or "jpeg", from the first bytes
    width: int
    height: int
    written: str  # as the profile wrote it (a relative link for Markdown and JSON Resume)

    @property
    def file_name(self) -> str:
        """The one name LaTeX sees, in its scratch folder."""
        return f"cvgen-photo.{'png' if self.kind == 'png' else 'jpg'}"


class PhotoError(CvgenError):
    """What is wrong with a photo, and its fix (located by :func:`photo_problem`)."""

    def __init__(self, message: str, fix: str = _FIX) -> None:
        super().__init__(message)
        self.fix = fix


def photo_path(profile: Path, written: str) -> Path:
    """Where ``written`` (relative to the profile's folder) is, if it follows the rules."""
    if "\\" in written or written.startswith("/") or not written:
        raise PhotoError(f"{written!r}: not a path relative to the profile's folder")
    for part in PurePosixPath(written).parts:
        if problem := name_problem(part, "each part of the photo's path", "is read as a path"):
            raise PhotoError(problem[0], problem[1])
    folder = profile.parent
    try:
        return inside_folder(folder, folder / written)
    except OutsideFolderError as exc:
        raise PhotoError(f"{written!r}: {exc}", "put the photo in the profile's folder") from None


def read_photo(profile: Path, written: str) -> Photo:
    """The photo, read and checked; a :class:`PhotoError` says what is wrong."""
    path = photo_path(profile, written)
    try:
        data = read_regular(path, MAX_PHOTO_BYTES, follow_symlinks=False)
    except TooLarge as exc:
        raise PhotoError(f"{written!r}: more than {exc.limit // (1024 * 1024)} MB") from None
    except NotRegularFile as exc:
        raise PhotoError(f"{written!r}: {exc.kind}, not a file") from None
    except FileNotFoundError:
        raise PhotoError(f"{written!r}: no such file beside the profile") from None
    except OSError as exc:
        raise PhotoError(f"{written!r}: cannot be read ({exc.strerror or exc})") from None
    kind, width, height = image_size(data)
    if not (min(width, height) >= MIN_PIXELS and max(width, height) <= MAX_PIXELS):
        raise PhotoError(
            f"{written!r}: {width}x{height} pixels; a photo is {MIN_PIXELS} to "
            f"{MAX_PIXELS} pixels a side"
        )
    return Photo(data, kind, width, height, written)


def image_size(data: bytes) -> tuple[str, int, int]:
    """(kind, width, height) of a PNG or JPEG, from its header; a
    :class:`PhotoError` when it is neither, or is cut short."""
    if data.startswith(_PNG):
        if data[12:16] != b"IHDR" or len(data) < 33 or not data.endswith(b"IEND\xaeB`\x82"):
            raise PhotoError("a PNG that is cut short or damaged", "save it again as PNG")
        width, height = struct.unpack(">II", data[16:24])
        return "png", width, height
    if data.startswith(_JPEG):
        return ("jpeg", *_jpeg_size(data))
    raise PhotoError("neither a JPEG nor a PNG (read from its first bytes, not its name)")


def _jpeg_size(data: bytes) -> tuple[int, int]:
    at = 2
    while at + 9 < len(data):
        if data[at] != 0xFF:
            break
        marker = data[at + 1]
        if marker == 0xFF:  # fill byte
            at += 1
            continue
        (length,) = struct.unpack(">H", data[at + 2 : at + 4])
        if marker in _SOF:
            height, width = struct.unpack(">HH", data[at + 5 : at + 9])
            if data.rstrip(b"\0").endswith(b"\xff\xd9"):
                return width, height
            break
        at += 2 + length
    raise PhotoError("a JPEG that is cut short or damaged", "save it again as JPEG")


def photo_problem(error: PhotoError, location: Location) -> Problem:
    return Problem(location, "photo", str(error), error.fix)
