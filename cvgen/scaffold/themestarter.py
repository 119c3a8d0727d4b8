"""``cvgen new --theme-from THEME NAME``: a theme of one's own, started as a
copy of a built-in theme in ``themes/NAME/`` beside the profiles folder.

The copy ``extends`` the theme it came from, so every file the user deletes
from it comes from the built-in again: a theme of one's own keeps only what
it changes (docs/themes.md). Its Typst side is not a copy: the chain of
themes' ``cvgen.typ`` lets one define only the functions it changes
(:func:`cvgen.typst.compile.root_files`), so the new theme's ``cvgen.typ``
starts with one, the built-in's section title as written there, to change.
Nothing is ever overwritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from cvgen.errors import CvgenError, display_path
from cvgen.sources.themes import THEME_FILE, available_themes, theme_dirs, unknown_theme
from cvgen.support.defaults import TYPST_FILE
from cvgen.support.files import write_atomically
from cvgen.support.names import name_problem

#: the function a new theme's ``cvgen.typ`` starts with, the built-in's own
TYPST_EXAMPLE = "cvsection"


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
            data = path.read_bytes()
            if path.relative_to(origin).as_posix() == TYPST_FILE:
                data = typst_starter(data.decode("utf-8"), source).encode("utf-8")
            write_atomically(target, data, inside=folder)
            written.append(target)
    return NewTheme(folder, tuple(written))


def typst_starter(origin: str, source: str) -> str:
    """A new theme's ``cvgen.typ``, from its origin's (``origin``, the text):
    only what it changes, for now the origin's :data:`TYPST_EXAMPLE` as the
    origin writes it; every other function comes from ``source``'s."""
    return (
        f"// A theme of your own, from the built-in theme '{source}' (cvgen new), for\n"
        f"// Typst (--engine typst). Define here only the functions you change: every\n"
        f"// other one, and the helpers these use, come from {source}'s cvgen.typ\n"
        f"// (theme.yaml: extends). This one, {source}'s section title as it is there,\n"
        f"// is yours to change, or delete. docs/how-to/typst.md lists the functions.\n"
        f"\n{typst_definition(origin, TYPST_EXAMPLE)}"
    )


def typst_definition(text: str, name: str) -> str:
    """The top-level ``#let name(...)`` of a ``cvgen.typ``, with the comment
    lines right above it: its first line, and every indented line after it up
    to the bracket that closes it at the margin; empty when there is none."""
    lines = text.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.startswith(f"#let {name}(")), None)
    if start is None:
        return ""
    first = start
    while first > 0 and lines[first - 1].startswith("//"):
        first -= 1
    end = start + 1
    while end < len(lines) and lines[end][:1] in (" ", "\t", "}", ")", "]"):
        end += 1
        if lines[end - 1][:1] in ("}", ")", "]"):
            break
    return "".join(lines[first:end])


def _description(theme_file: Path) -> str:
    from cvgen.sources.paths import plain_yaml

    text = plain_yaml(theme_file.read_bytes()).get("description")
    return str(text).rstrip(".") if text else "no description"
