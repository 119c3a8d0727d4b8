"""``--theme`` (``build``, ``tex``, ``diff --pdf``, ``site``) and ``--locale``
(``build``, ``tex``, ``export``, ``site``, ``publications``): a name checked
against the themes or locales there are before anything loads (a usage error
naming them); ``build --format``."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import click

THEME = click.option(
    "--theme",
    metavar="NAME",
    help="Typeset in this theme, over the variant's and the profile's (see cvgen themes); "
    "a PDF's name then ends -NAME.",
)


def check_theme(theme: str | None, profiles: Iterable[Path], folder: Path | None = None) -> None:
    """A usage error unless ``theme`` is a built-in theme or one beside every
    profile named (none named: beside profiles/, or in the group's ``folder``)."""
    if theme is None:
        return  # nothing to import
    from cvgen.sources.themes import available_themes, unknown_theme

    _check("--theme", theme, _folders(profiles, folder), available_themes, unknown_theme)


LOCALE = click.option(
    "--locale",
    metavar="CODE",
    help="Write cvgen's words and pick the texts in this language (en, zh, ja, de, fr, es "
    "or the group's locales/), over the variant's and the profile's (see cvgen locales).",
)


def check_locale(locale: str | None, profiles: Iterable[Path], folder: Path | None = None) -> None:
    """A usage error unless ``locale`` is cvgen's or beside every profile named
    (or in the group's ``folder``)."""
    if locale is None:
        return  # nothing to import
    from cvgen.sources.locales import available_locales, unknown_locale

    _check("--locale", locale, _folders(profiles, folder), available_locales, unknown_locale)


def _folders(profiles: Iterable[Path], folder: Path | None) -> set[Path]:
    """The folders of the profiles named, else ``folder``, else profiles/."""
    from cvgen.sources.paths import PROFILES_DIR

    return {path.parent for path in profiles} or {folder or PROFILES_DIR}


def _check(
    option: str,
    name: str,
    folders: set[Path],
    available: Callable[[Path], Mapping[str, object]],
    unknown: Callable[[str, Any], str],
) -> None:
    """``name`` among what ``available`` finds in every folder, or a usage
    error that says what ``unknown`` says."""
    for folder in sorted(folders):
        known = available(folder)
        if name not in known:
            raise click.BadParameter(unknown(name, known), param_hint=f"'{option}'")


def parse_formats(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    """``pdf``, ``html`` or both, comma-separated, each once, in the order given."""
    from cvgen.pipeline.sourcekeys import OUTPUT_FORMATS

    formats = tuple(dict.fromkeys(part.strip().lower() for part in value.split(",")))
    unknown = [f for f in formats if f not in OUTPUT_FORMATS]
    if unknown or not formats:
        raise click.BadParameter(
            f"{', '.join(repr(f) for f in unknown) or 'nothing'} is not a format: "
            f"write {', '.join(OUTPUT_FORMATS)} or both, comma-separated (pdf,html)"
        )
    return formats
