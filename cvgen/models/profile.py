"""One person's CV source: ``profiles/<slug>.yaml``."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from cvgen.dates import PartialDate
from cvgen.models.base import BulletItem, Date, Dated, Marks, Model, Text, text_or_mapping
from cvgen.models.variant import SectionName, VariantSpec


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
    papers: list[Annotated[PaperRef, text_or_mapping("key")]] = Field(
        default_factory=list, description="Database keys: papers to add, or to mark"
    )
    exclude: list[str] = Field(default_factory=list, description="Database keys to leave out")
    database: str | None = Field(
        None,
        description="The publication database, relative to this file "
        "(default: publications.yaml beside it, or in profiles/)",
    )
    as_of: Date | None = Field(
        None,
        description="Show papers as they stood on this day (earlier titles, preprint status); "
        "papers that came later are left out. Default: as they stand now",
    )


class Style(Model):
    accent_color: str = Field("#DC3522", pattern=r"^#[0-9A-Fa-f]{6}$")


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
    languages: list[Annotated[Language, text_or_mapping("name")]] = Field(default_factory=list)
    interests: list[Text] = Field(default_factory=list)
    publications: PublicationChoice = Field(default_factory=PublicationChoice)
    custom_sections: list[CustomSection] = Field(default_factory=list)
    section_titles: dict[SectionName, str] = Field(default_factory=dict)
    style: Style = Field(default_factory=Style)
    variants: dict[str, VariantSpec] = Field(
        default_factory=dict, description="This person's own variants, or changes to the group's"
    )

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
