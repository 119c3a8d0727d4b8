"""``--theme`` (``build``, ``tex``, ``diff --pdf``) and ``--locale`` (``build``,
``tex``, ``export``): a name checked against the themes or locales there are
before anything loads (a usage error naming them)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import click

THEME = click.option(
    "--theme",
    metavar="NAME",
    help="Typeset in this theme, over the variant's and the profile's (see cvgen themes); "
    "a PDF's name then ends -NAME.",
)


def check_theme(theme: str | None, profiles: Iterable[Path]) -> None:
    """A usage error unless ``theme`` is a built-in theme or one beside every
    profile named (none named: beside profiles/)."""
    if theme is None:
        return
    from cvgen.sources.paths import PROFILES_DIR
    from cvgen.sources.themes import available_themes, unknown_theme

    folders = {path.parent for path in profiles} or {PROFILES_DIR}
    for folder in sorted(folders):
        known = available_themes(folder)
        if theme not in known:
            raise click.BadParameter(unknown_theme(theme, known), param_hint="'--theme'")


LOCALE = click.option(
    "--locale",
    metavar="CODE",
    help="Write cvgen's words and pick the texts in this language (en, zh, ja, de, fr, es "
    "or the group's locales/), over the variant's and the profile's (see cvgen locales).",
)


def check_locale(locale: str | None, profiles: Iterable[Path]) -> None:
    """A usage error unless ``locale`` is cvgen's or beside every profile named."""
    if locale is None:
        return
    from cvgen.sources.locales import available_locales, unknown_locale
    from cvgen.sources.paths import PROFILES_DIR

    for folder in sorted({path.parent for path in profiles} or {PROFILES_DIR}):
        known = available_locales(folder)
        if locale not in known:
            raise click.BadParameter(unknown_locale(locale, known), param_hint="'--locale'")
