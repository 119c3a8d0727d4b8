"""The shape of the input files, as pydantic models (unknown keys rejected).

These models are where data enters cvgen. Text fields hold the user's text
exactly as written, including the small safe markup (``**bold**``,
``*italic*``, ``[text](https://...)``) that :mod:`cvgen.markup` understands.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    WithJsonSchema,
    field_validator,
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


def _text_or_mapping(key: str) -> Any:
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


BulletItem = Annotated[Bullet, _text_or_mapping("text")]
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


class Contacts(Model):
    email: str | None = None
    phone: str | None = Field(None, description="Optional; keep real numbers out of shared repos")
    homepage: str | None = Field(None, description="A URL, with or without https://")
    github: str | None = Field(None, description="GitHub user name")
    orcid: str | None = Field(None, pattern=r"^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$")
    google_scholar: str | None = Field(None, description="Google Scholar user id")
    linkedin: str | None = Field(None, description="LinkedIn user name")


class Education(Dated):
    institution: Text
    degree: Text
    location: Text = ""
    gpa: Text = Field("", description="e.g. 3.71/4.0")
    rank: Text = Field("", description="e.g. top 9%")
    advisor: Text = ""
    thesis: Text = ""
    courses: list[Text] = Field(default_factory=list, description="Related courses")
    bullets: list[BulletItem] = Field(default_factory=list)


class Experience(Dated):
    organization: Text
    role: Text
    location: Text = ""
    topic: Text = ""
    advisor: Text = ""
    mentor: Text = ""
    bullets: list[BulletItem] = Field(default_factory=list)


class Teaching(Dated):
    course: Text
    institution: Text = ""
    role: Text = "Teaching Assistant"
    location: Text = ""
    bullets: list[BulletItem] = Field(default_factory=list)


class Project(Dated):
    name: Text
    role: Text = ""
    location: Text = ""
    url: str = ""
    description: Text = ""
    bullets: list[BulletItem] = Field(default_factory=list)


class Honor(Marks):
    title: Text
    year: Date
    issuer: Text = Field("", description="The award's programme, e.g. Peking University Award")
    location: Text = ""
    rank: Text = Field("", description="e.g. 4/200")
    category: Text = Field("", description="Honours are grouped under their category")
    when: Text = Field("", description="Free-text years shown instead of year (2022, 2023)")


class Language(Model):
    name: Text
    level: Text = ""


class CustomEntry(Dated):
    title: Text = ""
    subtitle: Text = ""
    location: Text = ""
    bullets: list[BulletItem] = Field(default_factory=list)


class CustomSection(Model):
    title: Text
    entries: list[CustomEntry] = Field(default_factory=list)


class PaperRef(Marks):
    key: str


class PublicationChoice(Model):
    by_author: bool = Field(
        True, description="Take every database paper that has the owner among its authors"
    )
    papers: list[Annotated[PaperRef, _text_or_mapping("key")]] = Field(
        default_factory=list, description="Database keys: papers to add, or to mark"
    )
    exclude: list[str] = Field(default_factory=list, description="Database keys to leave out")
    as_of: Date | None = Field(
        None,
        description="Show papers as they stood on this day (earlier titles, preprint status); "
        "papers that came later are left out. Default: as they stand now",
    )


class Style(Model):
    accent_color: str = Field("#DC3522", pattern=r"^#[0-9A-Fa-f]{6}$")


# The sections a CV can show, in their default order.
SectionName = Literal[
    "summary",
    "research_interests",
    "education",
    "experience",
    "teaching",
    "projects",
    "publications",
    "honors",
    "skills",
    "custom",
]


class Profile(Model):
    """One person's CV source."""

    date: Date | None = Field(None, description="The version date stamped on the CV")
    name: Text
    family_name: str = Field(
        "", description="The part of the name set in bold; default: the last word"
    )
    aliases: list[str] = Field(
        default_factory=list, description="Other spellings of the name in author lists"
    )
    position: Text = ""
    affiliation: Text = ""
    address: Text = ""
    contacts: Contacts = Field(default_factory=Contacts)
    summary: Text = ""
    research_interests: list[Text] = Field(default_factory=list)
    education: list[Education] = Field(default_factory=list)
    experience: list[Experience] = Field(default_factory=list)
    teaching: list[Teaching] = Field(default_factory=list)
    projects: list[Project] = Field(default_factory=list)
    honors: list[Honor] = Field(default_factory=list)
    skills: dict[str, list[Text]] = Field(default_factory=dict)
    languages: list[Annotated[Language, _text_or_mapping("name")]] = Field(default_factory=list)
    interests: list[Text] = Field(default_factory=list)
    publications: PublicationChoice = Field(default_factory=PublicationChoice)
    custom_sections: list[CustomSection] = Field(default_factory=list)
    section_titles: dict[SectionName, str] = Field(default_factory=dict)
    style: Style = Field(default_factory=Style)

    @field_validator("date")
    @classmethod
    def _full_date(cls, date: PartialDate | None) -> PartialDate | None:
        if date and not (date.is_full and not date.present):
            raise PydanticCustomError(
                "cvgen_version_date",
                "'{date}' is not a day (the version date is YYYY-MM-DD, e.g. 2024-10-10)",
                {"date": date.iso()},
            )
        return date


class Venue(Model):
    short: str = Field(description="e.g. NSDI'24")
    long: str = Field("", description="e.g. USENIX Symposium on Networked Systems Design ...")


class PaperState(Model):
    """What a paper was before a date: its earlier title, status or venue."""

    until: Date = Field(description="When this state ended (e.g. the acceptance date)")
    title: str = ""
    status: Literal["preprint", "under review", "accepted", "published"] = "preprint"
    venue: Venue | None = None
    year: int | None = Field(None, ge=1900, le=2200)
    month: int | None = Field(None, ge=1, le=12)
    location: str = ""


class Paper(Marks):
    title: str
    authors: list[str] = Field(min_length=1, description="Full names, in order")
    equal_contribution: list[str] = Field(
        default_factory=list, description="Authors marked * (equal contribution)"
    )
    venue: Venue | None = None
    status: Literal["preprint", "under review", "accepted", "published"] = "published"
    year: int = Field(ge=1900, le=2200)
    month: int | None = Field(None, ge=1, le=12)
    location: str = ""
    doi: str = Field("", pattern=r"^(10\.\S+/\S+)?$")
    url: str = ""
    abstract: str = ""
    former_titles: list[str] = Field(default_factory=list)
    history: list[PaperState] = Field(
        default_factory=list, description="Earlier states, oldest first"
    )

    @model_validator(mode="after")
    def _equal_are_authors(self) -> Paper:
        for name in self.equal_contribution:
            if name not in self.authors:
                raise PydanticCustomError(
                    "cvgen_equal",
                    "'{name}' is not among the authors (write the name as in authors)",
                    {"name": name, "field": "equal_contribution"},
                )
        return self


_KEY = re.compile(r"^[a-z0-9][a-z0-9._-]*$")


class PublicationDatabase(Model):
    papers: dict[str, Paper] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _keys(self) -> PublicationDatabase:
        for key in self.papers:
            if not _KEY.match(key):
                raise PydanticCustomError(
                    "cvgen_key",
                    "paper key '{key}' must be lower-case letters, digits, '.', '_' or '-'",
                    {"key": key, "field": "papers"},
                )
        return self
