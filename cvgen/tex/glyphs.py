"""Characters no loaded font has: which fields hold them, and how to fix it.

XeLaTeX only logs "Missing character" and leaves a gap in the PDF; cvgen
turns each such character into a warning at the field that holds it. A symbol
the body font lacks is set from the fallback font (:mod:`cvgen.tex.fonts`),
so it is missing only when that font lacks it too, or is not installed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from cvgen.errors import Problem
from cvgen.sources.loader import LoadedDatabase, LoadedProfile
from cvgen.sources.yamlsource import PathKey, format_path
from cvgen.support.system import install_fix
from cvgen.tex.fonts import (
    CJK_FAMILY,
    FALLBACK_FAMILY,
    find_fallback_font,
    is_cjk,
    is_symbol,
)

# the Debian packages of each fix; the command is this system's, made when a
# character is missing (install_fix reads /etc/os-release: not at import)
CJK_PACKAGES = (CJK_FAMILY.package, "texlive-lang-cjk", "texlive-lang-chinese")
OTHER_FIX = "replace it, or add a font that has it"


def describe(char: str) -> str:
    return f"'{char}' (U+{ord(char):04X})"


def missing_glyph_problems(
    chars: Iterable[str],
    profile: LoadedProfile,
    database: LoadedDatabase,
    paper_keys: Iterable[str],
) -> list[Problem]:
    """A warning for each field that holds one of ``chars``, at its position."""
    wanted = set(chars)
    if not wanted:
        return []
    places: list[tuple[Any, PathKey, str]] = [
        (profile.source, path, text) for path, text in strings(profile.profile.model_dump())
    ]
    papers = database.database.papers
    for key in paper_keys:
        if key in papers:
            data = papers[key].model_dump()
            places += [(database.source, ("papers", key, *p), t) for p, t in strings(data)]
    problems = []
    found: set[str] = set()
    for source, path, text in places:
        here = sorted({c for c in text if c in wanted}, key=text.index)
        if not here:
            continue
        found.update(here)
        problems.append(_problem(source.locate(path) if source else None, path, here))
    rest = sorted(wanted - found)
    if rest:  # not from the inputs (a bug in cvgen's own text): still say so
        problems.append(_problem(None, (), rest))
    return problems


def _problem(location: Any, path: PathKey, chars: list[str]) -> Problem:
    names = ", ".join(describe(c) for c in chars)
    noun = "the character" if len(chars) == 1 else "the characters"
    return Problem(
        location,
        format_path(path),
        f"no loaded font has {noun} {names}: missing from the PDF",
        _fix(chars),
        warning=True,
    )


def _fix(chars: list[str]) -> str:
    if any(is_cjk(c) for c in chars):
        return f"install a CJK font and xeCJK: {install_fix(*CJK_PACKAGES)}"
    if any(is_symbol(c) for c in chars) and find_fallback_font() is None:
        return f"install the symbol font: {install_fix(FALLBACK_FAMILY.package)}"
    return OTHER_FIX


def strings(value: Any, path: PathKey = ()) -> Iterator[tuple[PathKey, str]]:
    """Every string in plain data, with its path."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from strings(item, (*path, i))
