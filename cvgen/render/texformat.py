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
(:func:`format_key`), in cvgen's cache with a sealed record of the format
file (size, time, inode and SHA-256) and of the size and time of every file
TeX read to make it: :func:`usable_format` checks them without reading the
31 MB again (any doubt, and the run is an ordinary one), and a run with it
that fails where one without it succeeds drops it. The first build
without a format asks for one (:func:`request_format`): a process of its own
makes it, beside the build, so no build waits for it; a class that cannot be
dumped (one that loads a font itself) is remembered and not tried again.
``CVGEN_TEX_FORMAT=off`` turns formats off; so does ``CVGEN_CACHE_DIR=off``.
The PDF is the same byte for byte either way (``tests/render/test_texformat.py``).

Standard library only: the launcher starts XeLaTeX with it before the rest loads.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from cvgen.render import xelatex
from cvgen.support import cache
from cvgen.support.resources import template_dir

RECIPE = ("cvgenfmt.tex", "cvgenfmt-probe.tex", "cvgenfmt-state.tex", "cvgenfmt-check.tex")
KIND = "formats"  # the cache's folder
_SAME_FILE = ("size", "mtime", "inode")  # of the format, in its record
SWITCH = "CVGEN_TEX_FORMAT"
DUMP_TIMEOUT = 60.0  # seconds, each of the three runs
# How a format is kept (cvgen.render.formatmaker): another way is another format
STORED = "uncompressed"
LOCK_STALE = 180.0  # seconds: a lock older than this was left by a dumper that died
# where TeX finds its files: a change makes another installation, so another format
_TEX_PATHS = ("TEXMFCNF", "TEXMFHOME", "TEXMFVAR", "TEXMFCONFIG", "TEXMFLOCAL", "TEXINPUTS",
              "TFMFONTS", "OPENTYPEFONTS", "TEXFONTMAPS", "TEXFORMATS", "TEXMF")  # fmt: skip


def recipe_dir() -> Path:
    return template_dir() / "format"


def formats_on() -> bool:
    off = os.environ.get(SWITCH, "").strip().lower() in ("off", "0", "no")
    return not off and cache.cache_dir() is not None and hasattr(os, "fork")


def format_key(class_file: Path, engine: str) -> str:
    """Which format a class needs: its bytes, the recipe, the XeLaTeX program
    (path, size, time) and where TeX looks for its files."""
    real = os.path.realpath(engine)
    stat = os.stat(real)
    program = f"{real}|{stat.st_size}|{stat.st_mtime_ns}"
    parts: list[bytes | str] = [class_file.read_bytes(), program]
    parts += [(recipe_dir() / name).read_bytes() for name in RECIPE]
    parts += [f"{name}={os.environ.get(name, '')}" for name in _TEX_PATHS]
    return cache.digest(*parts, str(xelatex.TEX_EPOCH), STORED)[:32]


def format_folder() -> Path | None:
    root = cache.cache_dir()
    return root / KIND if root is not None else None


def usable_format(class_file: Path) -> Path | None:
    """The format for ``class_file``, if there is one and nothing it was made
    from has changed since (else None: the run is an ordinary one)."""
    if not formats_on():
        return None
    engine, folder = xelatex.find_tex_engine(), format_folder()
    if engine is None or folder is None:
        return None
    try:
        key = format_key(class_file, engine)
        record = cache.read(KIND, f"{key}.json")
        if record is None or cache.read(KIND, f"{key}.failed") is not None:
            return None
        made = json.loads(record)
        fmt = folder / f"{key}.fmt"
        stat = fmt.stat()  # the file the record describes (its hash is in the record too)
        if (stat.st_size, stat.st_mtime_ns, stat.st_ino) != (
            made["size"],
            made["mtime"],
            made["inode"],
        ):
            return None
        for path, size, mtime in made["inputs"]:
            stat = os.stat(path)
            if (stat.st_size, stat.st_mtime_ns) != (size, mtime):
                return None
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return fmt


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def discard_format(class_file: Path, why: str) -> None:
    """Never use this class's format again: a run with it failed where an
    ordinary run did not."""
    engine = xelatex.find_tex_engine()
    if engine is not None:
        cache.write(KIND, f"{format_key(class_file, engine)}.failed", why.encode())


def format_state(class_file: Path) -> str:
    """``ready``, ``none yet``, ``cannot be made (...)`` or ``off``: for ``cvgen doctor``."""
    if not formats_on():
        return "off"
    engine = xelatex.find_tex_engine()
    if engine is None:
        return "none (no XeLaTeX)"
    if usable_format(class_file) is not None:
        return "ready"
    failed = cache.read(KIND, f"{format_key(class_file, engine)}.failed")
    return f"cannot be made ({failed.decode(errors='replace')})" if failed else "none yet"


def request_format(class_file: Path) -> None:
    """Have the format for ``class_file`` made, by a process of its own, unless
    it exists, is being made, or cannot be made."""
    engine, folder = xelatex.find_tex_engine(), format_folder()
    if not formats_on() or engine is None or folder is None:
        return
    try:
        key = format_key(class_file, engine)
        if cache.read(KIND, f"{key}.failed") is not None or usable_format(class_file):
            return
        folder.mkdir(parents=True, exist_ok=True)
        lock = folder / f"{key}.lock"
        if lock.exists() and time.time() - lock.stat().st_mtime < LOCK_STALE:
            return  # another cvgen is making it
        lock.unlink(missing_ok=True)
        os.close(os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except OSError:
        return
    command = [sys.executable, "-m", "cvgen.render.formatmaker", str(class_file), key]
    try:
        subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # not stopped by the Ctrl-C that stops the build
        )
    except OSError:
        lock.unlink(missing_ok=True)
