"""cvgen's XeLaTeX format: the class and its packages loaded once, dumped, and
loaded again by every later run in a fraction of the time (``-fmt``).

Loading ``cvgen.cls`` (fontspec, hyperref, xcolor, geometry...) is most of a
XeLaTeX run: 0.41 s for Zili's CV, 0.19 s with the format. XeTeX writes a
format gzip-compressed and reads it through zlib, which reads a plain file as
it is; cvgen keeps it uncompressed (31 MB, not 9 MB), which saves the 80 ms
each run spent decompressing it. The format holds
the state ``\\documentclass{cvgen}`` leaves; the document is unchanged and
everything after its first line, the fonts by path included, runs each time.
The recipe is ``latex_templates/format/`` (its comments say why each step):

1. an ordinary run of ``cvgenfmt-probe.tex`` writes the metrics of the two
   fonts loading the class selects, and a *state file* (every allocated
   register, the catcodes, ~70 parameters);
2. ``xelatex -ini "&xelatex" cvgenfmt.tex`` loads the class with stand-in
   fonts of those metrics (XeTeX cannot dump an OpenType font), keeps what
   the class put on the page, and dumps;
3. a run of ``cvgenfmt-check.tex`` with the new format must write the same
   state file, byte for byte; else the format is thrown away.

Only a format whose three runs exited 0 and whose states agree is kept. It is
kept per class (each theme's ``cvgen.cls``), TeX installation and recipe
(:func:`format_key`), in cvgen's cache with a sealed record that names the
SHA-256 of the class, the recipe and the XeLaTeX program it was made from
(:func:`made_from`), the format file (size, time, inode and SHA-256) and
the size and time of every file TeX read to make it: :func:`usable_format`
uses it only when the class, recipe and program are the current ones and
the file is the one described, without reading the 31 MB again (any doubt,
and the run is an ordinary one); a run with it that fails where one without
it succeeds drops it. The first build without a format asks for one
(:func:`~cvgen.tex.formatmaker.request_format`): by default a process of its own makes it, in the
background, so no build waits for it (its lock file holds its process id,
which ``cvgen doctor`` shows; its TeX runs die with it and have a CPU-time
limit); ``CVGEN_TEX_FORMAT=wait`` makes it inside the command that asks, so
that nothing outlives the command (CI). A class that cannot be dumped (one
that loads a font itself) is remembered, with a date and what it was made
from: it is tried again after :data:`RETRY_AFTER`, at once when the class,
the recipe, XeLaTeX or a file TeX read changes (a TeX Live update), or
when ``cvgen doctor --fix`` clears the record (:func:`clear_failures`).
``CVGEN_TEX_FORMAT=off`` turns formats off; so does ``CVGEN_CACHE_DIR=off``;
``CVGEN_TEX_FORMAT=use`` uses a format made before and never makes one.
The PDF is the same byte for byte either way (``tests/tex/test_texformat.py``).

Standard library only: the launcher starts XeLaTeX with it before the rest loads.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from contextlib import suppress
from functools import lru_cache
from pathlib import Path
from stat import S_ISREG

from cvgen.support import cache
from cvgen.support.reading import read_regular
from cvgen.support.resources import template_dir
from cvgen.tex import xelatex

RECIPE = ("cvgenfmt.tex", "cvgenfmt-probe.tex", "cvgenfmt-state.tex", "cvgenfmt-check.tex")
KIND = "formats"  # the cache's folder
_SAME_FILE = ("size", "mtime", "inode")  # of the format, in its record
SWITCH = (
    "CVGEN_TEX_FORMAT"  # off: no formats; wait: made inside the command; else in the background
)
RETRY_AFTER = 24 * 3600.0  # seconds: a format that could not be made is tried again after this
RETRY_SOON = 600.0  # seconds: the same, when it only took too long (a busy machine)
DUMP_TIMEOUT = 60.0  # seconds of CPU time, each of the three runs
# seconds on the clock, each run, made inside the command (CVGEN_TEX_FORMAT=wait)
DUMP_WALL = 600.0
# the same for the maker of its own: it runs at the lowest priority, so on a busy
# machine it waits long for the CPU time it needs (DUMP_TIMEOUT stops a run that
# loops), and no command waits for it
BACKGROUND_WALL = 3600.0
# How a format is kept (cvgen.tex.formatmaker): another way is another format
STORED = "uncompressed"
# seconds: a lock older than this was left by a maker that died
LOCK_STALE = 3 * BACKGROUND_WALL + 60.0
# what every message about a format that could not be made says
HOW_TO_RETRY = (
    f"tried again within {RETRY_AFTER / 3600:g} hours or after a change to TeX or the theme's "
    "class, or now after `cvgen doctor --fix`"
)
MAX_CLASS_BYTES = 1024 * 1024  # a class file larger than this is not cvgen's
# where TeX finds its files: a change makes another installation, so another format
_TEX_PATHS = ("TEXMFCNF", "TEXMFHOME", "TEXMFVAR", "TEXMFCONFIG", "TEXMFLOCAL", "TEXINPUTS",
              "TFMFONTS", "OPENTYPEFONTS", "TEXFONTMAPS", "TEXFORMATS", "TEXMF")  # fmt: skip


def recipe_dir() -> Path:
    return template_dir() / "format"


def formats_on() -> bool:
    off = os.environ.get(SWITCH, "").strip().lower() in ("off", "0", "no")
    return not off and cache.cache_dir() is not None and hasattr(os, "fork")


def made_in_background() -> bool:
    """Whether a format is made by a process of its own, beside the build
    (the default), or inside the command that asks for it (``wait``)."""
    return os.environ.get(SWITCH, "").strip().lower() != "wait"


def made_on_request() -> bool:
    """Whether a build without a format asks for one; ``use``: no, a format
    made before is used and none is made (a cache shared read-only, the tests)."""
    return os.environ.get(SWITCH, "").strip().lower() != "use"


def made_from(class_file: Path, engine: str) -> dict[str, str]:
    """The SHA-256 of what a format is made from: the class, the recipe and
    the XeLaTeX program. A format's record names them, and it is used only
    when they are the current ones (:func:`usable_format`)."""
    recipe = cache.digest(*((recipe_dir() / name).read_bytes() for name in RECIPE))
    return {
        "class": _sha256(read_regular(class_file, MAX_CLASS_BYTES)),
        "recipe": recipe,
        "tex": _program_sha256(*_identity(os.path.realpath(engine))),
    }


def _identity(path: str) -> tuple[str, int, int, int]:
    info = os.stat(path)
    return path, info.st_size, info.st_mtime_ns, info.st_ino


@lru_cache(maxsize=4)
def _program_sha256(path: str, size: int, mtime: int, inode: int) -> str:
    """The XeLaTeX program's SHA-256, once per process while the file is the same."""
    return sha256_of(Path(path))


def format_key(class_file: Path, engine: str) -> str:
    """Which format a class needs: what it is made from (:func:`made_from`),
    the XeLaTeX program's path and where TeX looks for its files."""
    made = made_from(class_file, engine)
    parts: list[bytes | str] = [made["class"], made["recipe"], made["tex"]]
    parts += [os.path.realpath(engine)]
    parts += [f"{name}={os.environ.get(name, '')}" for name in _TEX_PATHS]
    return cache.digest(*parts, str(xelatex.TEX_EPOCH), STORED)[:32]


def format_folder() -> Path | None:
    """The cache's ``formats/``; None without a cache, or when it is a symlink
    (the cache reaches nowhere else)."""
    root = cache.cache_dir()
    if root is None or os.path.islink(root / KIND):
        return None
    return root / KIND


def usable_format(class_file: Path) -> Path | None:
    """The format for ``class_file``, if there is one, its record names the
    current class, recipe and XeLaTeX, and nothing TeX read to make it has
    changed since (else None: the run is an ordinary one)."""
    if not formats_on():
        return None
    engine, folder = xelatex.find_tex_engine(), format_folder()
    if engine is None or folder is None:
        return None
    try:
        key = format_key(class_file, engine)
        record = cache.read(KIND, f"{key}.json")
        if record is None or failure(class_file, key) is not None:
            return None
        made = json.loads(record)
        if made["made_from"] != made_from(class_file, engine):
            return None  # made from another class, recipe or TeX
        fmt = folder / f"{key}.fmt"
        stat = os.lstat(fmt)  # the file the record describes (its hash is in the record too)
        if not S_ISREG(stat.st_mode) or (stat.st_size, stat.st_mtime_ns, stat.st_ino) != (
            made["size"],
            made["mtime"],
            made["inode"],
        ):
            return None
        if not unchanged(made["inputs"]):
            return None
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return fmt


def unchanged(inputs: list[tuple[str, int, int]]) -> bool:
    """Whether every file of a record's ``inputs`` (path, size, time) is as it was."""
    try:
        for path, size, mtime in inputs:
            stat = os.stat(path)
            if (stat.st_size, stat.st_mtime_ns) != (size, mtime):
                return False
    except OSError:
        return False
    return True


def failure(class_file: Path, key: str) -> str | None:
    """Why the format with this key could not be made or was dropped, if that
    was less than :data:`RETRY_AFTER` ago and nothing it was made from has
    changed since: the class, the recipe, XeLaTeX and the files TeX read (a
    failure is not forever: TeX, the fonts or the machine's load may change)."""
    raw = cache.read(KIND, f"{key}.failed")
    if raw is None:
        return None
    engine = xelatex.find_tex_engine()
    try:
        failed = json.loads(raw)
        if not isinstance(failed, dict) or time.time() > float(failed["retry"]):
            return None
        if engine is None or failed["made_from"] != made_from(class_file, engine):
            return None
        if not unchanged(failed["inputs"]):
            return None
        return str(failed["why"])
    except (OSError, ValueError, KeyError, TypeError):
        return None  # a record from before failures were dated and sealed: tried again


def remember_failure(
    class_file: Path,
    why: str,
    retry_after: float = RETRY_AFTER,
    inputs: list[tuple[str, int, int]] | None = None,
) -> None:
    """Remember why the format for ``class_file`` could not be made, and not
    try again for ``retry_after`` seconds (the record is dated: the file's own
    date changes each time it is read), nor while what it was made from, and
    ``inputs`` (path, size, time: the files TeX read), stay the same."""
    engine = xelatex.find_tex_engine()
    if engine is None:
        return
    retry = time.time() + min(retry_after, RETRY_AFTER)
    record = {"why": why, "retry": retry, "made_from": made_from(class_file, engine)}
    record["inputs"] = inputs or []
    key = format_key(class_file, engine)
    cache.write(KIND, f"{key}.failed", json.dumps(record).encode())


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def discard_format(class_file: Path, why: str) -> None:
    """Do not use this class's format for a while (:data:`RETRY_AFTER`), or
    until what TeX read to make it changes: a run with it failed where an
    ordinary run did not."""
    engine = xelatex.find_tex_engine()
    if engine is None:
        return
    inputs: list[tuple[str, int, int]] = []
    with suppress(OSError, ValueError, KeyError, TypeError):
        record = cache.read(KIND, f"{format_key(class_file, engine)}.json")
        inputs = [tuple(entry) for entry in json.loads(record or b"{}")["inputs"]]
    remember_failure(class_file, why, inputs=inputs)


def format_state(class_file: Path) -> str:
    """``ready``, ``none yet``, ``being made (...)``, ``cannot be made (...)``
    or ``off``, and how it is made: for ``cvgen doctor``."""
    if not formats_on():
        return f"off ({SWITCH}=off or no cache)"
    engine, folder = xelatex.find_tex_engine(), format_folder()
    if engine is None or folder is None:
        return "none (no XeLaTeX)"
    if usable_format(class_file) is not None:
        return "ready"
    key = format_key(class_file, engine)
    if (why := failure(class_file, key)) is not None:
        return f"cannot be made ({why}); {HOW_TO_RETRY}"
    if (maker := making(folder / f"{key}.lock")) is not None:
        return f"being made (process {maker}, in the background; {SWITCH}=wait: inside the build)"
    if not made_on_request():
        return f"none ({SWITCH}=use: only a format made before is used)"
    if made_in_background():
        return f"none yet (the next build has one made in the background; {SWITCH}=off: never)"
    return f"none yet (the next build makes one and waits for it: {SWITCH}=wait)"


def making(lock: Path) -> str | None:
    """The process id a fresh lock names (the maker at work), if any."""
    try:
        if time.time() - os.lstat(lock).st_mtime >= LOCK_STALE:
            return None
        pid = read_regular(lock, 64, follow_symlinks=False).decode().strip()
    except (OSError, UnicodeDecodeError):
        return None
    if pid.isdigit() and hasattr(os, "getpgid"):  # POSIX: a maker that died left it
        try:
            os.getpgid(int(pid))
        except (ProcessLookupError, OverflowError):
            return None
        except OSError:
            pass
    return pid or "?"
