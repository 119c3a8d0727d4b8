"""What a build reads from font files, kept in cvgen's cache: a face's family
name and the characters it has (:func:`font_facts`), an icon's outline
(:func:`cached_outline`).

Reading them takes fontTools (about 0.1 s of imports, and a CJK font's
character map is large), and the files rarely change: so each file's facts
are kept under a hash of its resolved path, size and modification time, and
fontTools loads only for a file that is new or changed since. A record holds
data read from the file, never a path to read.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from cvgen.support import cache

KIND = "fonts"


@dataclass(frozen=True)
class FontFacts:
    family: str  # the typographic family (``Roboto`` for ``Roboto-Light.ttf``)
    starts: tuple[int, ...]  # the character map as runs of code points: their firsts
    ends: tuple[int, ...]  # and their lasts

    def lacks(self, characters: set[str]) -> set[str]:
        """Those of ``characters`` the face has no glyph for."""
        return {c for c in characters if not self.has(ord(c))}

    def has(self, code: int) -> bool:
        run = bisect_right(self.starts, code) - 1
        return run >= 0 and code <= self.ends[run]


def _file_key(path: Path) -> str | None:
    """The file's resolved path, size and time, hashed; None if it cannot be read."""
    try:
        resolved = path.resolve()
        status = resolved.stat()
    except (OSError, RuntimeError):
        return None
    return cache.digest(str(resolved), str(status.st_size), str(status.st_mtime_ns))


def _kept(name: str, make: Callable[[], Any], key: str | None, valid: Callable[[Any], bool]) -> Any:
    """The JSON data kept as ``<key>-<name>.json`` if ``valid`` (a record edited
    and sealed again is made anew), else ``make()`` kept there."""
    if key is not None and (raw := cache.read(KIND, f"{key}-{name}.json")) is not None:
        try:
            data = json.loads(raw)
        except ValueError:
            data = None
        if data is not None and valid(data):
            return data
    data = make()
    if key is not None:
        cache.write(KIND, f"{key}-{name}.json", json.dumps(data).encode())
    return data


@lru_cache(maxsize=64)
def font_facts(path: Path) -> FontFacts:
    """The family name and character map of ``path``'s first face."""
    data = _kept("facts", lambda: _read_facts(path), _file_key(path), _is_facts)
    runs = data["runs"]
    return FontFacts(str(data["family"]), tuple(r[0] for r in runs), tuple(r[1] for r in runs))


def _is_facts(data: Any) -> bool:
    """Data read from the cache is facts as :func:`_read_facts` makes them."""
    if not isinstance(data, dict) or not isinstance(data.get("family"), str):
        return False
    runs = data.get("runs")
    return isinstance(runs, list) and all(
        isinstance(r, list) and len(r) == 2 and all(type(c) is int for c in r) for r in runs
    )


def _read_facts(path: Path) -> dict[str, Any]:
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

    with TTFont(path, lazy=True, fontNumber=0) as face:
        names = face["name"]
        family = names.getDebugName(16) or names.getDebugName(1)
        codes = sorted(face.getBestCmap())
    runs: list[list[int]] = []
    for code in codes:
        if runs and runs[-1][1] == code - 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    return {"family": str(family or path.stem), "runs": runs}


def cached_outline(
    font: Path, code_point: str, draw: Callable[[], Any], valid: Callable[[Any], bool]
) -> Any:
    """``draw()``'s outline of the glyph ``font`` maps ``code_point`` to (JSON
    data), kept like the facts; read back only if ``valid``."""
    return _kept(f"icon-{code_point}", draw, _file_key(font), valid)
