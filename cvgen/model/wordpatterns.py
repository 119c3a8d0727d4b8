"""A locale's patterns: each names only the placeholders its key takes
(``{month_short} {year}``), so a typo never reaches a page as ``{yera}``.

A placeholder is a name in braces and nothing else: no format spec
(``{day:>30000000}`` made a 90 MB page), no conversion (``{day!r}``), no
attribute or index (``{day.__class__}``, ``{months[0]}``), no position
(``{0}``); the one spec allowed is ``:02`` on a number (``{day:02}``: two
digits). :func:`fill` fills a pattern by the same rule, without
``str.format``, so even a pattern that skipped the check can only be text.

A word or pattern said of a count may have two forms (:class:`Forms`: ``{one:
"{count} student graduated", other: "{count} students graduated"}``); the
locale's one :data:`PluralRule` says which count takes which
(:func:`counted`), so no output writes "1 diplômés".
"""

import string
from typing import Literal

from pydantic import Field
from pydantic_core import PydanticCustomError

from cvgen.model.base import Model

#: Which counts take a word's singular (``one``) form: 1 only (English,
#: German, Spanish), 0 and 1 (French: "0 article", "1 diplômé"), or none (a
#: language without plural forms: Chinese, Japanese)
PluralRule = Literal["one", "zero-one", "none"]


class Forms(Model):
    """A word or pattern said of a count, in its singular and plural forms."""

    one: str = Field(description="For a count the locale's plural rule calls singular")
    other: str = Field(description="For every other count")


#: A word or pattern the same for every count, or in its two forms
Counted = str | Forms


def singular(rule: str, count: int) -> bool:
    """Whether ``count`` takes the singular form under ``rule`` (:data:`PluralRule`)."""
    if rule == "none":
        return False
    return count == 1 or (rule == "zero-one" and count == 0)


def counted(word: Counted, rule: str, count: int) -> str:
    """``word``'s form for ``count`` under ``rule`` (one word: itself)."""
    if isinstance(word, str):
        return word
    return word.one if singular(rule, count) else word.other


#: The specs a placeholder may carry, and which placeholders (numbers) may
SPECS = {"02": frozenset({"day", "month_number"})}


class PatternError(ValueError):
    """A pattern that is not placeholders and text."""


def parse_pattern(pattern: str) -> list[tuple[str, str | None, str]]:
    """``pattern`` as (literal text, placeholder or None, spec) pieces; a
    placeholder that is more than a name (or a spec :data:`SPECS` allows) is a
    :class:`PatternError` saying what to write instead."""
    try:
        parsed = list(string.Formatter().parse(pattern))
    except ValueError as exc:  # an unmatched brace
        raise PatternError(f"{exc}; write a literal brace twice: {{{{ or }}}}") from None
    pieces: list[tuple[str, str | None, str]] = []
    for literal, name, spec, conversion in parsed:
        if name is None:
            pieces.append((literal, None, ""))
            continue
        written = (
            "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
        )
        written += "}"
        if not name.isidentifier():
            bare = name.split(".")[0].split("[")[0]
            hint = f"{{{bare}}}" if bare.isidentifier() else "a name in braces, such as {year}"
            raise PatternError(f"{written} is not a placeholder: write {hint}")
        if conversion or (spec and name not in SPECS.get(spec, ())):
            digits = [f"{{{name}:{s}}}" for s, names in SPECS.items() if name in names]
            two = f", or {digits[0]} for two digits" if digits else ""
            raise PatternError(f"{written} is not a placeholder: write {{{name}}}{two}")
        pieces.append((literal, name, spec or ""))
    return pieces


def fill(pattern: str, **values: object) -> str:
    """``pattern`` with its placeholders replaced by ``values`` (a number with
    ``:02`` zero-padded); what :func:`parse_pattern` refuses raises it."""
    out: list[str] = []
    for literal, name, spec in parse_pattern(pattern):
        out.append(literal)
        if name is not None:
            value = values[name]
            out.append(f"{value:02}" if spec and isinstance(value, int) else str(value))
    return "".join(out)


def _placeholders(pattern: str) -> set[str]:
    return {name for _, name, _ in parse_pattern(pattern) if name is not None}


def check_patterns(model: Model, allowed: dict[str, set[str]]) -> None:
    """Every pattern of ``model`` names only the placeholders its key takes."""
    for key, names in allowed.items():
        value = getattr(model, key)
        for pattern in (value.one, value.other) if isinstance(value, Forms) else (value,):
            _check_pattern(key, pattern, names)


def _check_pattern(key: str, pattern: str, names: set[str]) -> None:
    takes = ", ".join("{" + n + "}" for n in sorted(names)) or "no placeholders"
    try:
        unknown = sorted(_placeholders(pattern) - names)
    except PatternError as exc:
        raise PydanticCustomError(
            "cvgen_locale_pattern",
            "'{pattern}' is not a pattern: {why} ({key} takes {takes}, names in braces only)",
            {"pattern": pattern, "why": str(exc), "key": key, "takes": takes, "field": key},
        ) from None
    if unknown:
        raise PydanticCustomError(
            "cvgen_locale_pattern",
            "'{pattern}' names {unknown}, which {key} does not take (it takes {takes})",
            {
                "pattern": pattern,
                "unknown": ", ".join("{" + n + "}" for n in unknown),
                "key": key,
                "takes": takes,
                "field": key,
            },
        )
