"""Which theme a CV is typeset in: ``--theme``, else its variant's ``theme:``
(the profile's own variants, then the group's, then the variant it
``extends``), else the profile's ``theme:``, else the default.

An unknown name is an error at the line that wrote it, naming the themes
there are (:mod:`cvgen.sources.themes` finds them beside the profile).
"""

from __future__ import annotations

from pathlib import Path

from cvgen.cv.workspace import Selection, Workspace
from cvgen.errors import InputError, Location, Problem
from cvgen.sources.themes import (
    DEFAULT_THEME,
    ThemeChain,
    ThemeError,
    available_themes,
    load_theme,
    unknown_theme,
)

Written = tuple[Location, str]  # where a theme's name is written, and its key path


def choose_theme(
    selection: Selection, workspace: Workspace | None = None, override: str | None = None
) -> ThemeChain:
    """The theme chain of a selected CV; ``override``: ``--theme`` (checked by
    the CLI, so unknown here is a plain error)."""
    folder = selection.loaded.path.parent
    name, written = _chosen(selection, workspace or Workspace(), override)
    known = available_themes(folder)
    if name not in known and written is not None:
        where, path = written
        raise InputError([Problem(where, path, unknown_theme(name, known))])
    if name not in known:
        raise ThemeError(unknown_theme(name, known))
    return load_theme(name, folder)


def theme_of(selection: Selection, override: str | None = None) -> str:
    """The name :func:`choose_theme` picks, without checking it."""
    variant, profile = selection.selected.variant, selection.loaded.profile
    return override or variant.theme or profile.theme or DEFAULT_THEME


def _chosen(
    selection: Selection, workspace: Workspace, override: str | None
) -> tuple[str, Written | None]:
    name = theme_of(selection, override)
    loaded = selection.loaded
    if override:
        return name, None
    if selection.selected.variant.theme:
        return name, _variant_theme(selection, workspace)
    if loaded.profile.theme:
        return name, (loaded.source.locate(("theme",)), "theme")
    return name, None


def _variant_theme(selection: Selection, workspace: Workspace) -> Written | None:
    """Where the variant's theme is written: the first layer that sets it, in
    the order :func:`cvgen.cv.variants.resolve_variant` applies them, last first."""
    from cvgen.sources.yamlsource import load_yaml

    loaded = selection.loaded
    own = loaded.profile.variants
    group_file = workspace.variants(loaded)
    group = group_file.variants
    name: str | None = selection.selected.variant.name
    seen: set[str] = set()
    while name is not None and name not in seen:
        seen.add(name)
        path = ("variants", name, "theme")
        if name in own and own[name].theme:
            return loaded.source.locate(path), ".".join(path)
        if name in group and group[name].theme and group_file.path is not None:
            return load_yaml(Path(group_file.path)).source.locate(path), ".".join(path)
        layers = [spec for spec in (group.get(name), own.get(name)) if spec]
        name = next((s.extends for s in reversed(layers) if s.extends), None)
    return None
