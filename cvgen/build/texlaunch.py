"""XeLaTeX started from the last early run's recipe, before cvgen loads.

:mod:`cvgen.build.warmtex` starts XeLaTeX on the standard preamble while Python
loads and renders. Working out that preamble and the TeX command takes
importing about 60 ms of modules (click among them, through the errors), so
each early run also leaves a *recipe* in the cache: the command, the TeX
environment, the class file and the preamble it used. The launcher
(:mod:`cvgen.cli.launch`) replays the recipe with nothing but the standard
library, about 60 ms sooner.

A recipe may be stale (a template or font changed since): the build compares
the preamble it renders with the recipe's, and the class file with its own,
and stops the early run when they differ (:func:`cvgen.build.warmtex.take_prestarted`);
the PDF is then made by an ordinary run. A stale recipe costs time, never a
wrong PDF.
"""

from __future__ import annotations

import atexit
import json
import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from cvgen import __version__
from cvgen.support import cache

BODY = "cvbody.tex"
MAIN = "cv.tex"
_RECIPE = f"recipe-{__version__}.json"


@dataclass(frozen=True)
class Recipe:
    command: list[str]  # run in the scratch folder on MAIN
    env: dict[str, str]  # added to the environment
    support: str  # the class file's path
    preamble: str


@dataclass(frozen=True)
class Launched:
    folder: Path
    process: subprocess.Popen[bytes]
    preamble: str


def save_recipe(recipe: Recipe) -> None:
    data = json.dumps(recipe.__dict__).encode("utf-8")
    if cache.read("warm", _RECIPE) != data:
        cache.write("warm", _RECIPE, data)


def start_run(recipe: Recipe) -> Launched | None:
    """XeLaTeX on ``MAIN``: the preamble, then the body read from a named pipe
    (see :mod:`cvgen.build.warmtex`); None when it cannot be started."""
    folder = Path(tempfile.mkdtemp(prefix="cvgen-warm-"))
    support = Path(recipe.support)
    try:
        (folder / support.name).write_bytes(support.read_bytes())
        os.mkfifo(folder / BODY)
        (folder / MAIN).write_text(
            recipe.preamble + f"\\csname @@input\\endcsname {BODY}\n", encoding="utf-8"
        )
        with (folder / "tex.out").open("wb") as out:  # a file: a pipe could fill and stall TeX
            process = subprocess.Popen(
                recipe.command,
                cwd=folder,
                env={**os.environ, **recipe.env},
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
    except OSError:
        _remove(folder)
        return None
    return Launched(folder, process, recipe.preamble)


_launched: Launched | None = None


def launch() -> None:
    """Start the last early run's recipe again, if there is one; the run is
    stopped at exit unless :func:`take_launched` takes it."""
    global _launched
    raw = cache.read("warm", _RECIPE)
    if raw is None:
        return
    try:
        recipe = Recipe(**json.loads(raw))
    except (ValueError, TypeError):
        return
    _launched = start_run(recipe)
    if _launched is not None:
        atexit.register(stop, _launched.process, _launched.folder)


def take_launched() -> Launched | None:
    """The run :func:`launch` started, if any (once)."""
    global _launched
    launched, _launched = _launched, None
    return launched


def stop(process: subprocess.Popen[bytes], folder: Path) -> None:
    """Stop a run if it is still going and remove its folder (safe to repeat)."""
    if process.poll() is None:
        process.kill()
        process.wait()
    _remove(folder)


def _remove(folder: Path) -> None:
    import shutil  # not at the top: the launcher's path stays short

    shutil.rmtree(folder, ignore_errors=True)
