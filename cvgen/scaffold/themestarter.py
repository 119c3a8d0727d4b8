"""``cvgen new --theme-from THEME NAME``: a theme of one's own, started as a
copy of a built-in theme in ``themes/NAME/`` beside the profiles folder.

The copy ``extends`` the theme it came from, so every file the user deletes
from it comes from the built-in again: a theme of one's own keeps only what
it changes (docs/themes.md). Nothing is ever overwritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from cvgen.errors import CvgenError, display_path
from cvgen.sources.themes import THEME_FILE, available_themes, theme_dirs, unknown_theme
from cvgen.support.files import write_atomically
from cvgen.support.names import name_problem


class ThemeStartError(CvgenError):
    pass


@dataclass(frozen=True)
class NewTheme:
    folder: Path
    files: tuple[Path, ...]  # what was written, theme.yaml first


def new_theme(source: str, name: str, profiles_folder: Path) -> NewTheme:
    """Copy the built-in theme ``source`` to ``themes/<name>/`` beside
    ``profiles_folder`` (see :func:`cvgen.sources.themes.theme_dirs`)."""
    themes = available_themes(profiles_folder)
    builtin = {n: t for n, t in themes.items() if t.builtin}
    if source not in builtin:
        raise ThemeStartError(f"--theme-from: {unknown_theme(source, builtin)}")
    if problem := name_problem(name, "a theme's name"):
        raise ThemeStartError(f"{problem[0]} ({problem[1]})")
    if name in themes:
        where = themes[name].where
        raise ThemeStartError(f"a theme '{name}' exists already ({where}); choose another name")
    folder = theme_dirs(profiles_folder)[-1] / name
    if folder.exists():
        raise ThemeStartError(f"{display_path(folder)} exists already; cvgen never overwrites it")
    origin = builtin[source].folder
    description = _description(origin / THEME_FILE)
    spec = (
        f"# A theme of your own, copied from the built-in theme '{source}' by cvgen new.\n"
        f"# Delete any file you do not change: {source}'s own is used instead.\n"
        f"# docs/themes.md shows how to change one thing (a style.tex).\n"
        f"description: {json.dumps(f'My own theme, from {source} ({description})')}\n"
        f"extends: {source}\n"
    )
    written = [folder / THEME_FILE]
    write_atomically(written[0], spec.encode("utf-8"), inside=folder)
    for path in sorted(origin.rglob("*")):
        if path.is_file() and path.name != THEME_FILE:
            target = folder / path.relative_to(origin)
            write_atomically(target, path.read_bytes(), inside=folder)
            written.append(target)
    return NewTheme(folder, tuple(written))


def _description(theme_file: Path) -> str:
    from cvgen.sources.paths import plain_yaml

    text = plain_yaml(theme_file.read_bytes()).get("description")
    return str(text).rstrip(".") if text else "no description"
