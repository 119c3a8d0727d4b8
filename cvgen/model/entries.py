"""The sections of a profile and their entries: education, experience, teaching, ...

Every field has a description and examples: ``cvgen schema`` turns them into the
JSON schema that editors show as help while the profile is typed.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from cvgen.model.base import BulletItem, Date, Dated, Heading, Line, LinkText, Marks, Model, Text

# The sections a CV can show, in their default order: each is declared, with
# what it shows, in cvgen.cv.sections (docs/adding-a-section.md)
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


def _bullets() -> Any:
    return Field(
        default_factory=list,
        description="Bullets: each a string, or {text: ..., items: [...]} for sub-bullets",
        examples=[["Optimization for TVM compiler runtime"]],
    )


def _location() -> Any:
    return Field("", description="City and country", examples=["Beijing, China"])


class Education(Dated):
    """A degree, finished or under way."""

    institution: Line = Field(description="University or school", examples=["Peking University"])
    degree: Line = Field(
        description="The degree and subject", examples=["Ph.D. in Computer Science and Engineering"]
    )
    location: Line = _location()
    gpa: Line = Field("", description="Grade point average", examples=["3.71/4.0"])
    rank: Line = Field("", description="Class rank", examples=["top 9%"])
    advisor: Line = Field("", description="Advisor's name", examples=["Prof. Xin Jin"])
    thesis: Line = Field("", description="Thesis title", examples=["Scheduling Deep Learning Jobs"])
    courses: list[Line] = Field(
        default_factory=list, description="Related courses", examples=[["Distributed Systems"]]
    )
    bullets: list[BulletItem] = _bullets()


class Experience(Dated):
    """A position: a job, an internship, a research post."""

    organization: Line = Field(description="Employer or lab", examples=["StepFun"])
    role: Line = Field(description="Job title", examples=["Research Intern of LLM Training"])
    location: Line = _location()
    topic: Line = Field(
        "",
        description="What the work was about",
        examples=["Machine Learning System and Cloud Computing"],
    )
    advisor: Line = Field("", description="Advisor's name", examples=["Prof. Xin Jin"])
    mentor: Line = Field("", description="Mentor's name", examples=["Xin Liu"])
    bullets: list[BulletItem] = _bullets()


class Teaching(Dated):
    """A course taught or assisted."""

    course: Line = Field(description="Course name", examples=["Introduction to Computer System"])
    institution: Line = Field("", description="Where it was taught", examples=["Peking University"])
    role: Line = Field("Teaching Assistant", description="Your part in it", examples=["Head TA"])
    location: Line = _location()
    bullets: list[BulletItem] = _bullets()


class Project(Dated):
    """A project: software, a website, a dataset."""

    name: Line = Field(description="Project name", examples=["Alpa"])
    role: Line = Field("", description="Your part in it", examples=["Core developer"])
    location: Line = _location()
    url: LinkText = Field("", description="Link to the project", examples=["https://csdiy.wiki"])
    description: Text = Field(
        "",
        description="One paragraph on what it is",
        examples=["Alpa automates model-parallel training of large deep learning models."],
    )
    bullets: list[BulletItem] = _bullets()


class Honor(Marks):
    """An award, scholarship or prize."""

    title: Line = Field(description="The award", examples=["Presidential Scholarship"])
    year: Date = Field(description="When it was awarded (YYYY or YYYY-MM)", examples=[2024])
    issuer: Line = Field(
        "", description="The award's programme", examples=["Peking University Award"]
    )
    location: Line = Field("", description="Where it was awarded", examples=["Peking University"])
    rank: Line = Field("", description="Rank among the candidates", examples=["4/200"])
    category: Line = Field(
        "", description="Honours are grouped under their category", examples=["University Awards"]
    )
    when: Line = Field(
        "", description="Free-text years shown instead of year", examples=["2022, 2023"]
    )


class Language(Model):
    """A spoken language; write a plain string for one without a level."""

    name: Line = Field(description="The language", examples=["Chinese"])
    level: Line = Field("", description="How well", examples=["native", "fluent"])


class CustomEntry(Dated):
    """One entry of a custom section."""

    title: Line = Field("", description="First line of the entry", examples=["Reviewer"])
    subtitle: Line = Field("", description="Second line", examples=["OSDI Artifact Evaluation"])
    location: Line = _location()
    bullets: list[BulletItem] = _bullets()


class CustomSection(Model):
    """A section cvgen has no name for (Service, Talks, ...), shown after the others."""

    title: Heading = Field(description="The section heading", examples=["Service"])
    entries: list[CustomEntry] = Field(
        default_factory=list,
        description="The section's entries",
        examples=[[{"title": "Reviewer", "subtitle": "OSDI Artifact Evaluation", "start": 2023}]],
    )
