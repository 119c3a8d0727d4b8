"""A CV's language: which locale it is in, and its texts in that language.

The locale is ``--locale``, else the variant's ``locale:`` (its layers as for
a theme), else the profile's, else ``en``; an unknown one is an error at the
line that wrote it, naming the locales there are. :func:`localize_profile`
then gives every free-text field its text in that language: the one written
for it (``{en: ..., zh: ...}``), else the text in the profile's own language
(else the first written), and that field is *untranslated*: a warning at its
line says so. A text the profile writes once is in the profile's language;
one without letters (``3.71/4.0``) needs no translation.

A heading of ``section_titles`` without a text in the CV's language is left
out, silently: the locale's own heading for that section is the right word,
where the profile's would mix two languages ("Teaching Experience" beside
学歴). A custom section's title has no locale word to fall back on: it shows
the profile's text and warns once at its line, as any other text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from cvgen.cv.variants import Variant
from cvgen.cv.written import unknown_setting
from cvgen.errors import Problem
from cvgen.model import Profile
from cvgen.model.locale import Locale
from cvgen.model.localtext import LocalText, map_texts
from cvgen.sources.loader import LoadedProfile, LoadedVariants
from cvgen.sources.locales import (
    DEFAULT_LOCALE,
    LocaleError,
    LocaleFile,
    available_locales,
    unknown_locale,
)
from cvgen.sources.yamlsource import format_path


def locale_of(profile: Profile, variant: Variant, override: str | None = None) -> str:
    """The code :func:`choose_locale` picks, without checking it."""
    return override or variant.locale or profile.locale or DEFAULT_LOCALE


def choose_locale(
    loaded: LoadedProfile,
    group: LoadedVariants,
    variant: Variant,
    override: str | None,
    load: Callable[[LocaleFile], Locale],
) -> Locale:
    """The CV's locale, loaded by ``load`` (the workspace's, once per file)."""
    code = locale_of(loaded.profile, variant, override)
    known = available_locales(loaded.path.parent)
    if code not in known:
        message = unknown_locale(code, known)
        raise unknown_setting(loaded, group, variant, "locale", override, message, LocaleError)
    return load(known[code])


def site_locale(folder: Path, code: str | None, load: Callable[[LocaleFile], Locale]) -> Locale:
    """The locale of a group's site or publication page (``--locale``, else
    ``en``; a group's file in ``folder`` wins), which must have the site's words."""
    code = code or DEFAULT_LOCALE
    known = available_locales(folder)
    if code not in known:
        raise LocaleError(unknown_locale(code, known))
    locale = load(known[code])
    if locale.site is None:
        raise LocaleError(
            f"{known[code].path}: site: missing: the words of the group's site and "
            f"publication page (copy the site: section of cvgen's "
            f"{DEFAULT_LOCALE}.yaml and translate it: docs/locales.md)"
        )
    return locale


@dataclass(frozen=True)
class Untranslated:
    text: LocalText
    shown: str  # the text the CV shows instead


def localize_profile(profile: Profile, language: str) -> tuple[Profile, tuple[Untranslated, ...]]:
    """``profile`` with each text in ``language`` (a locale's code), and the
    texts that have none in it."""
    own = profile.locale or DEFAULT_LOCALE
    same = language.split("-")[0] == own.split("-")[0]
    missing: list[Untranslated] = []
    titles = {
        name: title
        for name, title in profile.section_titles.items()
        if _written_in(title, language, same)
    }
    if titles != profile.section_titles:
        profile = profile.model_copy(update={"section_titles": titles})

    def pick(text: LocalText) -> str:
        chosen = text.text_for(language)
        if chosen is not None:
            return chosen
        shown = text.text_for(own)
        shown = str(text) if shown is None else shown
        if (text.texts or not same) and any(c.isalpha() for c in shown):
            missing.append(Untranslated(text, shown))
        return shown

    localized: Profile = map_texts(profile, pick)
    return localized, tuple(missing)


def _written_in(text: str, language: str, same: bool) -> bool:
    """Whether ``text`` has a text in ``language`` (a plain one is in the profile's)."""
    if isinstance(text, LocalText) and text.texts:
        return text.text_for(language) is not None
    return same


def untranslated_warnings(
    missing: Iterable[Untranslated], loaded: LoadedProfile, locale: Locale
) -> tuple[Problem, ...]:
    """One warning per text without a translation, at its line."""
    own = loaded.profile.locale or DEFAULT_LOCALE
    return tuple(
        Problem(
            loaded.source.locate(item.text.path),
            format_path(item.text.path),
            f"no {locale.code} text; the CV shows '{_short(item.shown)}'",
            f"write it as {{{own}: ..., {locale.code}: ...}}",
            warning=True,
        )
        for item in missing
    )


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."
