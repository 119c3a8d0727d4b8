"""Which theme a CV is typeset in: ``--theme``, else its variant's ``theme:``
(the profile's own variants, then the group's, then the variant it
``extends``), else the profile's ``theme:``, else the default.

An unknown name is an error at the line that wrote it, naming the themes
there are (:mod:`cvgen.sources.themes` finds them beside the profile); where
it is written is looked up only then.
"""

from __future__ import annotations

from cvgen.cv.variants import Variant
from cvgen.cv.written import unknown_setting
from cvgen.model.profile import Profile
from cvgen.sources.loader import LoadedProfile, LoadedVariants
from cvgen.sources.themes import (
    DEFAULT_THEME,
    ThemeChain,
    ThemeError,
    available_themes,
    load_theme,
    unknown_theme,
)


def choose_theme(
    loaded: LoadedProfile, group: LoadedVariants, variant: Variant, override: str | None
) -> ThemeChain:
    """The theme chain of a CV cut to ``variant``; ``override``: ``--theme``."""
    folder = loaded.path.parent
    name = theme_of(variant, loaded.profile, override)
    known = available_themes(folder)
    if name not in known:
        message = unknown_theme(name, known)
        raise unknown_setting(loaded, group, variant, "theme", override, message, ThemeError)
    return load_theme(name, folder)


def theme_of(variant: Variant, profile: Profile, override: str | None = None) -> str:
    """The name :func:`choose_theme` picks, without checking it."""
    return override or variant.theme or profile.theme or DEFAULT_THEME
