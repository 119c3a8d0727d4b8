"""A CV's language: which locale it is in, and its texts in that language.

The locale is ``--locale``, else the variant's ``locale:`` (its layers as for
a theme), else the profile's, else ``en``; an unknown one is an error at the
line that wrote it, naming the locales there are. :func:`localize_profile`
then gives every free-text field its text in that language: the one written
for it (``{en: ..., zh: ...}``), else the text in the profile's own language
(else the first written), and that field is *untranslated*: a warning at its
line says so. A text the profile writes once is in the profile's language;
one that reads the same in every language (:func:`reads_the_same`: a skill,
``C++``; an acronym, ``GPA 3.71/4.0``) needs no translation.

A heading of ``section_titles`` without a text in the CV's language is left
out, silently: the locale's own heading for that section is the right word,
where the profile's would mix two languages ("Teaching Experience" beside
学歴). A custom section's title has no locale word to fall back on: it shows
the profile's text and warns once at its line, as any other text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from cvgen.cv.variants import Variant
from cvgen.cv.written import unknown_setting
from cvgen.errors import Kind, Problem
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


def localize_profile(
    profile: Profile, language: str, *, latin: bool = True
) -> tuple[Profile, tuple[Untranslated, ...]]:
    """``profile`` with each text in ``language`` (a locale's code; ``latin``:
    written in the Latin script, :func:`is_latin`), and the texts that have
    none in it."""
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
        if (text.texts or not same) and not reads_the_same(text, shown, latin=latin):
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
    kind = untranslated_kind(locale.code)
    return tuple(
        Problem(
            loaded.source.locate(item.text.path),
            format_path(item.text.path),
            f"no {locale.code} text; the CV shows '{_short(item.shown)}'",
            f"write it as {{{own}: ..., {locale.code}: ...}}",
            warning=True,
            kind=kind,
        )
        for item in missing
    )


def untranslated_kind(code: str) -> Kind:
    """The kind of the warnings of texts without a ``code`` translation."""
    return Kind(f"texts have no '{code}' translation", "cvgen validate --translations")


# fields of an entry that hold the name of a person or an organization
_NAMES = frozenset({"institution", "organization", "issuer", "advisor", "mentor"})


def reads_the_same(text: LocalText, shown: str, *, latin: bool = True) -> bool:
    """Whether the text a CV shows for ``text`` (``shown``, in another
    language) reads the same in the CV's, so that its missing translation is
    no warning:

    - a text without two lowercase letters in a row: acronyms, symbols and
      numbers (``AWS``, ``C++``, ``GPA 3.9/4.0``);
    - the name of a person or an organization (the profile's ``name``; an
      entry's ``institution``, ``organization``, ``issuer``, ``advisor``,
      ``mentor``) in the Latin script, when the CV's language is written in
      it too (``latin``): a name is kept within a script, and transliterated
      across it (zh, ja);
    - an item of ``skills`` written once: a skill is a name (a language, a
      tool, a method: ``Python``, ``Kubernetes``); one written in several
      languages but not this one is told."""
    if not any(_lower(a) and _lower(b) for a, b in pairwise(shown)):
        return True
    fields = [part for part in text.path if isinstance(part, str)]
    named = fields == ["name"] or (len(fields) > 1 and fields[-1] in _NAMES)
    if latin and named and is_latin(shown):
        return True
    return not text.texts and text.path[:1] == ("skills",) and len(text.path) == 3


def is_latin(text: str) -> bool:
    """Whether every letter of ``text`` is of the Latin script (with its accents)."""
    return all(ord(char) < 0x250 for char in text if char.isalpha())


def _lower(char: str) -> bool:
    """A lowercase letter, or one of a script without case (中文)."""
    return char.isalpha() and not char.isupper()


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."
