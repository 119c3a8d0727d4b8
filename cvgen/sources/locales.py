"""The locale files: cvgen's own in ``locales/``, and a group's beside its profiles.

A group adds or changes a locale without touching cvgen by writing
``profiles/locales/<code>.yaml`` (or ``locales/`` beside ``profiles/``): the
group's file of a code wins over the built-in one. A file is validated like
any input (every problem located); its name is its code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from cvgen.errors import CvgenError, did_you_mean
from cvgen.model.codes import LANGUAGE_CODE
from cvgen.sources.paths import group_folders
from cvgen.support.names import is_name
from cvgen.support.resources import resource_dir

if TYPE_CHECKING:  # the up-to-date check finds the files without the models
    from cvgen.model.locale import Locale

LOCALES_DIR = "locales"
DEFAULT_LOCALE = "en"


class LocaleError(CvgenError):
    pass


@dataclass(frozen=True)
class LocaleFile:
    code: str
    path: Path
    builtin: bool


def builtin_dir() -> Path:
    return resource_dir(LOCALES_DIR)


def locale_dirs(profiles_folder: Path) -> tuple[Path, ...]:
    """Where a group's locales are: ``locales/`` in its profiles' folder, then beside it."""
    return group_folders(profiles_folder, LOCALES_DIR)


def available_locales(profiles_folder: Path | None = None) -> dict[str, LocaleFile]:
    """Every locale by code: the built-in ones, each replaced by a group's file of its code."""
    found = {p.stem: LocaleFile(p.stem, p, True) for p in sorted(builtin_dir().glob("*.yaml"))}
    if profiles_folder is None:
        return found
    own: dict[str, LocaleFile] = {}
    for place in locale_dirs(profiles_folder):
        if place.is_dir() and place.resolve() != builtin_dir().resolve():
            for path in sorted(place.glob("*.yaml")):
                if LANGUAGE_CODE.match(path.stem) and is_name(path.stem) and path.stem not in own:
                    own[path.stem] = LocaleFile(path.stem, path, False)
    return dict(sorted((found | own).items()))


def unknown_locale(code: str, known: dict[str, LocaleFile]) -> str:
    """``no locale 'zh-CN' (did you mean 'zh'? locales: de, en, ...)``"""
    guess = did_you_mean(code, known) or (
        f"did you mean '{code.split('-')[0]}'?" if code.split("-")[0] in known else None
    )
    return (
        f"no locale '{code}' ({f'{guess} ' if guess else ''}locales: {', '.join(known)}; "
        f"add one as {LOCALES_DIR}/{code}.yaml beside the profiles: docs/locales.md)"
    )


def load_locale(file: LocaleFile) -> Locale:
    """A locale file, validated (every problem located)."""
    from cvgen.model.locale import Locale
    from cvgen.sources.validate import validate_document
    from cvgen.sources.yamlsource import load_yaml

    locale = validate_document(Locale, load_yaml(file.path))
    return locale.model_copy(update={"code": file.code})


@cache
def builtin_locale(code: str = DEFAULT_LOCALE) -> Locale:
    """One of cvgen's own locales (the publication page's words are English)."""
    known = available_locales()
    if code not in known:
        raise LocaleError(unknown_locale(code, known))
    return load_locale(known[code])
