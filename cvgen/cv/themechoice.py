"""Which theme a CV is typeset in: ``--theme``, else its variant's ``theme:``
(the profile's own variants, then the group's, then the variant it
``extends``), else the profile's ``theme:``, else the default.

An unknown name is an error at the line that wrote it, naming the themes
there are (:mod:`cvgen.sources.themes` finds them beside the profile).
"""

from __future__ import annotations

from cvgen.cv.workspace import Selection, Workspace
from cvgen.cv.written import Written, chosen_setting
from cvgen.errors import InputError, Problem
from cvgen.sources.themes import (
    DEFAULT_THEME,
    ThemeChain,
    ThemeError,
    available_themes,
    load_theme,
    unknown_theme,
)


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
    loaded, variant = selection.loaded, selection.selected.variant
    group = workspace.variants(loaded)
    return theme_of(selection, override), chosen_setting(loaded, group, variant, "theme", override)
