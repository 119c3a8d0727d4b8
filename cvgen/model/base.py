"""Building blocks shared by the input models: dates, marked text, bullets.

Text fields hold the user's text exactly as written, including the small safe
markup (``**bold**``, ``*italic*``, ``[text](https://...)``) that
:mod:`cvgen.model.markup` understands.
"""

from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    WithJsonSchema,
    model_validator,
)
from pydantic.config import JsonDict
from pydantic_core import PydanticCustomError

from cvgen.model.dates import PartialDate
from cvgen.model.links import absolute_url, link_problem
from cvgen.model.localtext import TEXT_SCHEMA, by_language, parse_text
from cvgen.model.markup import link_problems


def _parse_date(value: object) -> PartialDate:
    try:
        return PartialDate.parse(value)
    except ValueError as exc:
        raise PydanticCustomError("cvgen_date", str(exc)) from None


_MONTH, _DAY = r"(0?[1-9]|1[0-2])", r"(0?[1-9]|[12]\d|3[01])"
DAY_PATTERN = rf"^\d{{4}}-{_MONTH}-{_DAY}$"  # YYYY-MM-DD, for the JSON schema

Date = Annotated[
    PartialDate,
    BeforeValidator(_parse_date),
    PlainSerializer(lambda d: d.iso(), return_type=str),
    # What an editor checks as the user types (``cvgen schema``): a YAML date is a
    # string to an editor (YAML 1.2) and to cvgen's reader; a bare year an integer.
    WithJsonSchema(
        {
            "type": ["string", "integer"],
            "pattern": rf"^(\d{{4}}(-{_MONTH}(-{_DAY})?)?|[Pp]resent|PRESENT)$",
            "minimum": 1000,
            "maximum": 9999,
            "description": "YYYY, YYYY-MM, YYYY-MM-DD or present",
            "examples": ["2023-09", "present"],
        }
    ),
]

MARKUP = "**bold**, *italic* and [text](https://...) allowed"


def _markup_note(schema: JsonDict) -> None:
    """Every field holding :data:`Text` says, in the editor's help, that markup works."""
    description = schema.get("description")
    schema["description"] = f"{description} ({MARKUP})" if description else f"Text; {MARKUP}"


def _check_links(text: str) -> str:
    """A text's ``[text](address)`` links pass :mod:`cvgen.model.links`."""
    for written in (text, *(t for _, t in getattr(text, "texts", ()))):
        for why in link_problems(written):
            raise PydanticCustomError("cvgen_link", "{why}", {"why": why})
    return text


# Free text: one string, or one per language (cvgen.model.localtext)
Text = Annotated[
    str,
    PlainValidator(parse_text),
    AfterValidator(_check_links),
    WithJsonSchema(TEXT_SCHEMA),
    Field(json_schema_extra=_markup_note),
]


#: The most characters a :data:`Line` may hold (in each language).
LINE_MAX = 300
#: The most characters a person's name may hold (in each language).
NAME_MAX = 100
#: The most characters a section's heading may hold (the margin theme sets it in
#: its narrow left column).
HEADING_MAX = 60


def check_length(text: str, limit: int = LINE_MAX, what: str = "this field") -> str:
    """``text`` if none of its languages' texts is longer than ``limit``."""
    texts = [text, *(written for _, written in getattr(text, "texts", ()))]
    if (longest := max(len(t) for t in texts)) > limit:
        raise PydanticCustomError(
            "cvgen_too_long",
            "{length} characters: {what} holds at most {limit} (it is typeset on "
            "one line or in a narrow column; shorten it, and put the details in "
            "a bullet or the summary)",
            {"length": longest, "limit": limit, "what": what},
        )
    return text


def _at_most(limit: int, what: str) -> AfterValidator:
    """A text's check that no language's text is longer than ``limit``."""
    return AfterValidator(lambda text: check_length(text, limit, what))


def _limited_schema(limit: int) -> dict[str, Any]:
    """:data:`TEXT_SCHEMA` with each text at most ``limit`` characters long."""
    string, by_lang = TEXT_SCHEMA["anyOf"]
    return {
        **TEXT_SCHEMA,
        "anyOf": [
            {**string, "maxLength": limit},
            {**by_lang, "additionalProperties": {"type": "string", "maxLength": limit}},
        ],
    }


def _limit_note(limit: int) -> Any:
    def note(schema: JsonDict) -> None:
        _markup_note(schema)
        schema["description"] = f"{schema['description']}; at most {limit} characters"

    return note


# A text typeset in a heading, on one line or in a narrow column (titles,
# places, roles): Text with at most LINE_MAX characters, so that it fits a
# page. Free text that flows (summaries, bullets, descriptions) is Text.
Line = Annotated[
    str,
    PlainValidator(parse_text),
    _at_most(LINE_MAX, "this field"),
    WithJsonSchema(_limited_schema(LINE_MAX)),
    Field(json_schema_extra=_limit_note(LINE_MAX)),
]
# A section's heading
Heading = Annotated[
    str,
    PlainValidator(parse_text),
    _at_most(HEADING_MAX, "a section heading"),
    WithJsonSchema(_limited_schema(HEADING_MAX)),
    Field(json_schema_extra=_limit_note(HEADING_MAX)),
]
# A person's name (the CV's owner, a paper's author): on a footer's line too
Name = Annotated[
    str,
    PlainValidator(parse_text),
    _at_most(NAME_MAX, "a name"),
    WithJsonSchema(_limited_schema(NAME_MAX)),
    Field(json_schema_extra=_limit_note(NAME_MAX)),
]

# the same limits on a plain string (the publication database's fields)
ShortStr = Annotated[
    str, _at_most(LINE_MAX, "this field"), WithJsonSchema({"type": "string", "maxLength": LINE_MAX})
]
NameStr = Annotated[
    str, _at_most(NAME_MAX, "a name"), WithJsonSchema({"type": "string", "maxLength": NAME_MAX})
]


# a text as written, one string or one per language (for the schema of a shorthand)
_TextInput = Annotated[str | dict[str, str], WithJsonSchema(TEXT_SCHEMA)]


def text_or_mapping(key: str, model: type[BaseModel]) -> Any:
    """Allow ``- some text`` (or ``- {en: ..., zh: ...}``) as shorthand for
    ``- {key: some text}`` (``model``'s fields): the JSON schema accepts both
    forms, as validation does."""

    def convert(value: object) -> object:
        if isinstance(value, str) or by_language(value):
            return {key: value}  # also a text in several languages, {en: ..., zh: ...}
        return value

    return BeforeValidator(convert, json_schema_input_type=_TextInput | model)


def empty_list() -> list[Any]:
    """A field's empty list: ``default_factory=list``, but cheap for pydantic to
    look at. pydantic reads each factory's signature (does it take the validated
    data?), and a builtin's takes 0.15 ms to read: 12 ms of every build."""
    return []


class Model(BaseModel):
    # defer_build: a model's validator is built when it is first used on its own
    # (Profile.model_validate, Marks()), not when its class is made; the models
    # only ever validated inside another (an Education inside a Profile, the
    # locale's words) never build one, which spares a build 40-60 ms of CPU.
    # Thread-safe from pydantic 2.14, which locks the first build (pyproject.toml).
    model_config = ConfigDict(
        extra="forbid", frozen=True, str_strip_whitespace=False, defer_build=True
    )


class Marks(Model):
    """What a variant may select by (see ``variants``)."""

    tags: list[str] = Field(
        default_factory=empty_list,
        description="Labels a variant can select by (rules.<section>.tags)",
        examples=[["teaching", "llm"]],
    )
    selected: bool = Field(
        False,
        description="Keep this item in the short CV (and any variant that asks)",
        examples=[True],
    )
    priority: int = Field(
        0, description="Higher survives longer when a page budget bites", examples=[1, -1]
    )


class Bullet(Marks):
    """One bullet; write a plain string for a bullet with no sub-bullets or marks."""

    text: Text = Field(description="The bullet's text", examples=["Optimization for Faiss runtime"])
    items: "list[BulletItem]" = Field(
        default_factory=empty_list,
        description="Nested sub-bullets, each a string or a bullet",
        examples=[["Automatic profiling and communication hotspot discovery for LLM training."]],
    )


BulletItem = Annotated[Bullet, text_or_mapping("text", Bullet)]  # Bullet's items: built later


class Dated(Marks):
    start: Date | None = Field(
        None, description="When it began: YYYY, YYYY-MM or YYYY-MM-DD", examples=["2023-09"]
    )
    end: Date | None = Field(
        None,
        description="When it ended (YYYY, YYYY-MM, YYYY-MM-DD), or present if it goes on",
        examples=["2023-06", "present"],
    )
    expected: bool = Field(
        False, description="The end date is expected, not yet reached", examples=[True]
    )
    when: Line = Field(
        "",
        description="Free-text dates shown instead of start/end (keep start for sorting)",
        examples=["2023 Spring", "2019 Fall, 2020 Fall, 2021 Fall"],
    )

    @model_validator(mode="after")
    def _ordered(self) -> "Dated":
        if self.start and self.end and self.end.sort_key() < self.start.sort_key():
            raise PydanticCustomError(
                "cvgen_date_order",
                "ends ({end}) before it starts ({start}) (swap start and end, or fix the year)",
                {"end": self.end.iso(), "start": self.start.iso(), "field": "end"},
            )
        return self


def check_link(url: str, *, prefix: str = "") -> str:
    """A field holding an address (``prefix``: what cvgen writes before it,
    ``mailto:``): an error saying why when it cannot be a link."""
    if url and (why := link_problem(prefix + url if prefix else absolute_url(url))):
        why = why.replace(f"'{prefix}", "'") if prefix else why  # as the user wrote it
        raise PydanticCustomError("cvgen_link", "{why}", {"why": why})
    return url


LinkText = Annotated[str, AfterValidator(check_link)]  # an address, with or without https://
