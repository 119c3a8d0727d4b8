"""Free text in one language or several: ``name: {en: Zili Zhang, zh: 张子力}``.

Every free-text field of a profile (:data:`cvgen.model.base.Text`) is read
into a :class:`LocalText`: a ``str`` (so everything that reads a profile reads
it as text) that also keeps the texts by language as written, and, once the
loader has placed it (:func:`place_texts`), its key path in its file. As a ``str`` it is the
first text written; :mod:`cvgen.cv.localize` picks the text of a CV's locale.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticCustomError

from cvgen.model.codes import LANGUAGE_CODE as LANGUAGE_CODE


class LocalText(str):
    """One text as a ``str``; ``texts`` holds it by language when written as a mapping."""

    texts: tuple[tuple[str, str], ...] = ()  # (language, text), as written; () for a plain text
    path: tuple[str | int, ...] = ()  # the key path in its file, set by the loader

    def __new__(cls, text: str, texts: tuple[tuple[str, str], ...] = ()) -> LocalText:
        made = super().__new__(cls, text)
        made.texts = texts
        return made

    def __reduce__(self) -> Any:  # pickled with its texts (a str subclass drops them)
        return (LocalText, (str(self), self.texts))

    def text_for(self, language: str) -> str | None:
        """The text written for ``language`` (``zh-TW`` also takes a ``zh`` text), or None."""
        by_language = dict(self.texts)
        base = language.split("-")[0]
        return by_language.get(language, by_language.get(base))


def _is_code(code: object) -> bool:
    return isinstance(code, str) and LANGUAGE_CODE.match(code) is not None


def by_language(value: object) -> bool:
    """Whether ``value`` is a text written by language (``{en: ..., zh: ...}``),
    not the fields of a model written as a mapping."""
    return (
        isinstance(value, Mapping)
        and bool(value)
        and all(_is_code(code) and isinstance(text, str) for code, text in value.items())
    )


def parse_text(value: object) -> LocalText:
    """A text field's value: a string, or a mapping of language codes to strings."""
    if isinstance(value, LocalText):
        return value
    if isinstance(value, str):
        return LocalText(value)
    if isinstance(value, Mapping):
        if not value:
            raise PydanticCustomError(
                "cvgen_text_languages",
                "an empty mapping is not a text (write the text, or {en: ..., zh: ...})",
            )
        texts = []
        for code, text in value.items():
            if not _is_code(code):
                raise PydanticCustomError(
                    "cvgen_text_languages",
                    "'{code}' is not a language code (a text in several languages is "
                    "written {en: ..., zh: ...} with codes such as en, zh, ja, ko, de, fr, es)",
                    {"code": str(code)},
                )
            if not isinstance(text, str):
                raise PydanticCustomError(
                    "cvgen_text_languages",
                    "the {code} text is not a string (write it on one line after '{code}: ')",
                    {"code": code},
                )
            texts.append((code, text))
        return LocalText(texts[0][1], tuple(texts))
    raise PydanticCustomError("string_type", "Input should be a valid string")


# What an editor accepts (cvgen schema): a string, or one string per language
TEXT_SCHEMA: dict[str, Any] = {
    "anyOf": [
        {"type": "string"},
        {
            "type": "object",
            "description": "The text in several languages: {en: ..., zh: ...}; "
            "a CV in a language the mapping lacks shows the text in the profile's "
            "locale (else the first), with a warning",
            "propertyNames": {"pattern": LANGUAGE_CODE.pattern},
            "additionalProperties": {"type": "string"},
            "minProperties": 1,
            "examples": [{"en": "Peking University", "zh": "北京大学"}],
        },
    ]
}


def place_texts(value: object, path: tuple[str | int, ...] = ()) -> None:
    """Set every :class:`LocalText` in ``value`` (a model, list or dict) to know its path."""
    if isinstance(value, LocalText):
        value.path = path
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            place_texts(getattr(value, name), (*path, name))
    elif isinstance(value, (list, tuple)):
        for n, item in enumerate(value):
            place_texts(item, (*path, n))
    elif isinstance(value, dict):
        for key, item in value.items():
            place_texts(item, (*path, key))


def map_texts(value: Any, pick: Callable[[LocalText], str]) -> Any:
    """``value`` with every :class:`LocalText` replaced by ``pick(text)``; models
    are copied only where something changed."""
    if isinstance(value, LocalText):
        return pick(value)
    if isinstance(value, BaseModel):
        update = {}
        for name in type(value).model_fields:
            old = getattr(value, name)
            new = map_texts(old, pick)
            if new is not old:
                update[name] = new
        return value.model_copy(update=update) if update else value
    if isinstance(value, (list, tuple)):
        items = [map_texts(item, pick) for item in value]
        if all(new is old for new, old in zip(items, value, strict=True)):
            return value
        return type(value)(items) if isinstance(value, tuple) else items
    if isinstance(value, dict):
        mapped = {key: map_texts(item, pick) for key, item in value.items()}
        return value if all(mapped[k] is value[k] for k in value) else mapped
    return value
