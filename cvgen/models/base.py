"""Building blocks shared by the input models: dates, marked text, bullets.

Text fields hold the user's text exactly as written, including the small safe
markup (``**bold**``, ``*italic*``, ``[text](https://...)``) that
:mod:`cvgen.markup` understands.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    WithJsonSchema,
    model_validator,
)
from pydantic_core import PydanticCustomError

from cvgen.dates import PartialDate


def _parse_date(value: object) -> PartialDate:
    try:
        return PartialDate.parse(value)
    except ValueError as exc:
        raise PydanticCustomError("cvgen_date", str(exc)) from None


Date = Annotated[
    PartialDate,
    BeforeValidator(_parse_date),
    PlainSerializer(lambda d: d.iso(), return_type=str),
    WithJsonSchema(
        {
            "type": ["string", "integer"],
            "pattern": r"^(\d{4}(-\d{1,2}(-\d{1,2})?)?|present)$",
            "description": "YYYY, YYYY-MM, YYYY-MM-DD or present",
            "examples": ["2023-09", "present"],
        }
    ),
]

Text = Annotated[str, Field(description="Text; **bold**, *italic* and [links](url) allowed")]


def text_or_mapping(key: str) -> Any:
    """Allow ``- some text`` as shorthand for ``- {key: some text}``."""

    def convert(value: object) -> object:
        return {key: value} if isinstance(value, str) else value

    return BeforeValidator(convert)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)


class Marks(Model):
    """What a variant may select by (see ``variants``)."""

    tags: list[str] = Field(default_factory=list, description="Labels a variant can select by")
    selected: bool = Field(False, description="Keep this item in the short CV")
    priority: int = Field(0, description="Higher survives longer when a page budget bites")


class Bullet(Marks):
    text: Text
    items: list[BulletItem] = Field(default_factory=list, description="Nested sub-bullets")


BulletItem = Annotated[Bullet, text_or_mapping("text")]
Bullet.model_rebuild()


class Dated(Marks):
    start: Date | None = None
    end: Date | None = None
    expected: bool = Field(False, description="The end date is expected, not yet reached")
    when: Text = Field("", description="Free-text dates shown instead of start/end (2023 Spring)")

    @model_validator(mode="after")
    def _ordered(self) -> Dated:
        if self.start and self.end and self.end.sort_key() < self.start.sort_key():
            raise PydanticCustomError(
                "cvgen_date_order",
                "ends ({end}) before it starts ({start}) (swap start and end, or fix the year)",
                {"end": self.end.iso(), "start": self.start.iso(), "field": "end"},
            )
        return self
