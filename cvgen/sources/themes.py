"""Themes: folders of a class, a style and templates, found by name.

The built-in themes are ``latex_templates/themes/<name>/``. A group's own
themes sit in ``themes/<name>/`` beside the profiles folder (the group
repository's root: ``./themes/`` next to ``./profiles/``), or in ``themes/``
inside the profiles folder; a name found in both is the one inside. A user
theme cannot take a built-in theme's name.

Each folder has ``theme.yaml`` (:class:`~cvgen.model.theme.ThemeSpec`); a
user theme ``extends`` another, and whatever its folder lacks (the class,
a template, the web look) comes from that one. :func:`load_theme` gives the
chain, the chosen theme first; :mod:`cvgen.render.latex.render` makes the
Jinja2 loader and the class file from it, :mod:`cvgen.render.html.document`
the web page's stylesheet.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen.errors import (
    CvgenError,
    InputError,
    Location,
    Problem,
    did_you_mean,
    display_path,
)
from cvgen.sources.paths import group_folders
from cvgen.support.defaults import CLASS_FILE as CLASS_FILE
from cvgen.support.defaults import DEFAULT_THEME as DEFAULT_THEME
from cvgen.support.defaults import THEMES_DIR as THEMES_DIR
from cvgen.support.names import is_name
from cvgen.support.resources import template_dir

if TYPE_CHECKING:  # pydantic is loaded when a theme is read, not on import
    from cvgen.model.theme import ThemeLook

THEME_FILE = "theme.yaml"
STYLE_FILE = "style.tex"
WEB_FILE = "web.css"


class ThemeError(CvgenError):
    """An unknown theme, or themes that cannot be put together."""


@dataclass(frozen=True)
class Theme:
    """One theme folder, not read yet."""

    name: str
    folder: Path
    builtin: bool

    @property
    def where(self) -> str:
        return "built-in" if self.builtin else display_path(self.folder)


@dataclass(frozen=True)
class LoadedTheme:
    theme: Theme
    description: str
    extends: str | None
    ignores: tuple[str, ...]
    look: ThemeLook | None = None


@dataclass(frozen=True)
class ThemeChain:
    """A chosen theme and the themes it extends, the chosen one first."""

    themes: tuple[LoadedTheme, ...]

    @property
    def name(self) -> str:
        return self.themes[0].theme.name

    @property
    def builtin(self) -> str:
        """The nearest built-in theme of the chain (the default when none): the
        web look a group's theme starts from, as its class does."""
        return next((t.theme.name for t in self.themes if t.theme.builtin), DEFAULT_THEME)

    @property
    def folders(self) -> tuple[Path, ...]:
        """The themes' own folders, the chosen one first."""
        return tuple(t.theme.folder for t in self.themes)

    @property
    def template_folders(self) -> tuple[Path, ...]:
        """Where the templates are looked for, in order: the themes, then the shared ones."""
        return (*self.folders, template_dir())

    @property
    def class_file(self) -> Path:
        """The nearest ``cvgen.cls`` of the chain (a built-in theme has one)."""
        for loaded in self.themes:
            if found := theme_file(loaded.theme.folder, CLASS_FILE):
                return found
        return builtin_dir() / DEFAULT_THEME / CLASS_FILE

    @property
    def style_files(self) -> tuple[Path, ...]:
        """Every ``style.tex`` of the chain, the farthest parent's first: each
        theme changes what the one it extends set."""
        found = (theme_file(t.theme.folder, STYLE_FILE) for t in reversed(self.themes))
        return tuple(path for path in found if path)

    @property
    def web_files(self) -> tuple[Path, ...]:
        """The ``web.css`` of each group theme of the chain, the farthest
        parent's first (a built-in theme's is in cvgen's stylesheet:
        :func:`builtin_web_files`)."""
        own = (t.theme.folder for t in reversed(self.themes) if not t.theme.builtin)
        return tuple(path for path in (theme_file(f, WEB_FILE) for f in own) if path)

    @property
    def look(self) -> ThemeLook:
        """The chain's look: each key from the nearest theme that sets it
        (:func:`cvgen.model.theme.merged_look`), else from the default theme,
        whose class a chain without a built-in theme uses."""
        from cvgen.model.theme import merged_look

        looks = [t.look for t in self.themes if t.look is not None]
        if not any(t.theme.builtin for t in self.themes):
            looks.append(default_look())
        return merged_look(looks)

    @property
    def ignores(self) -> frozenset[str]:
        return frozenset(option for t in self.themes for option in t.ignores)


def default_look() -> ThemeLook:
    """The default theme's look (its ``theme.yaml`` sets every key)."""
    return load_theme(DEFAULT_THEME).look


def theme_file(folder: Path, name: str) -> Path | None:
    """``folder/name`` if the theme has that file, None if not; a symlink that
    leads out of the theme's folder is an error (a theme reads only its own
    files: a pull request's ``style.tex -> ~/.ssh/id_rsa`` would put the key
    into the .tex)."""
    path = folder / name
    if not path.is_file():
        return None
    if not path.resolve().is_relative_to(folder.resolve()):
        raise ThemeError(
            f"{_as_written(path)} leads out of its theme's folder "
            "(a theme's files are its own: copy the file in instead of linking to it)"
        )
    return path


def _as_written(path: Path) -> str:
    """A link's own path (display_path would name where it leads)."""
    try:
        return str(path.absolute().relative_to(Path.cwd().absolute()))
    except ValueError:
        return str(path)


def builtin_dir() -> Path:
    return template_dir() / THEMES_DIR


def builtin_web_files() -> tuple[Path, ...]:
    """Every built-in theme's ``web.css``, by name: each is scoped to its pages
    (``[data-theme="classic"] ...``), and cvgen's stylesheet holds them all."""
    found = (theme_file(t.folder, WEB_FILE) for t in available_themes().values())
    return tuple(path for path in found if path)


def theme_dirs(profiles_folder: Path) -> tuple[Path, ...]:
    """Where a group's themes are, for profiles in ``profiles_folder``: its
    ``themes/``, then the one beside it."""
    return group_folders(profiles_folder, THEMES_DIR)


def available_themes(profiles_folder: Path | None = None) -> dict[str, Theme]:
    """The built-in themes, then the group's (by name; see :func:`theme_dirs`)."""
    found = {
        folder.name: Theme(folder.name, folder, True)
        for folder in sorted(builtin_dir().iterdir())
        if (folder / THEME_FILE).is_file()
    }
    if profiles_folder is None:
        return found
    own: dict[str, Theme] = {}
    for place in theme_dirs(profiles_folder):
        if not place.is_dir():
            continue
        for folder in sorted(place.iterdir()):
            name = folder.name
            if not (folder / THEME_FILE).is_file() or name in own:
                continue
            if name in found:
                raise ThemeError(
                    f"{display_path(folder)}: a built-in theme is called '{name}' "
                    "(rename the folder, and extends: the built-in to start from it)"
                )
            if not folder.resolve().is_relative_to(place.resolve()):
                raise ThemeError(
                    f"{_as_written(folder)} leads out of {_as_written(place)} "
                    "(a theme is a folder of its own there, not a link to another)"
                )
            if is_name(name):  # a folder of another name is not a theme
                own[name] = Theme(name, folder, False)
    return found | dict(sorted(own.items()))


def unknown_theme(name: str, known: dict[str, Theme]) -> str:
    """``no theme 'x' (did you mean 'y'? themes: a, b)``"""
    names = ", ".join(known)
    guess = did_you_mean(name, known)
    return f"no theme '{name}' ({f'{guess} ' if guess else ''}themes: {names})"


def load_theme(name: str, profiles_folder: Path | None = None) -> ThemeChain:
    """The theme ``name`` and those it extends; an unknown name, a bad
    ``theme.yaml`` or a loop in ``extends`` is an error that says where."""
    known = available_themes(profiles_folder)
    if name not in known:
        raise ThemeError(unknown_theme(name, known))
    chain: list[LoadedTheme] = []
    while True:
        theme = known[name]
        loaded, where = read_theme(theme)
        chain.append(loaded)
        parent = loaded.extends
        if parent is None:
            return ThemeChain(tuple(chain))
        seen = [t.theme.name for t in chain]
        problem = None
        if parent in seen:
            loop = " -> ".join([*seen, parent])
            problem = Problem(where, "extends", f"a loop of themes ({loop})", "break the loop")
        elif parent not in known:
            problem = Problem(where, "extends", unknown_theme(parent, known))
        if problem:
            raise InputError([problem])
        name = parent


def read_theme(theme: Theme) -> tuple[LoadedTheme, Location]:
    """A theme's ``theme.yaml``, validated (located errors), and where its
    ``extends`` is written."""
    from cvgen.model.theme import ThemeSpec
    from cvgen.sources.validate import validate_document
    from cvgen.sources.yamlsource import load_yaml

    document = load_yaml(theme.folder / THEME_FILE)
    spec = validate_document(ThemeSpec, document)
    loaded = LoadedTheme(theme, spec.description, spec.extends, tuple(spec.ignores), spec.look)
    return loaded, document.source.locate(("extends",))
