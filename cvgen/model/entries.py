"""The sections of a profile and their entries: education, experience, teaching, ...

Every field has a description and examples: ``cvgen schema`` turns them into the
JSON schema that editors show as help while the profile is typed.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from cvgen.model.base import BulletItem, Date, Dated, LinkText, Marks, Model, Text

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

    institution: Text = Field(description="University or school", examples=["Peking University"])
    degree: Text = Field(
        description="The degree and subject", examples=["Ph.D. in Computer Science and Engineering"]
    )
    location: Text = _location()
    gpa: Text = Field("", description="Grade point average", examples=["3.71/4.0"])
    rank: Text = Field("", description="Class rank", examples=["top 9%"])
    advisor: Text = Field("", description="Advisor's name", examples=["Prof. Xin Jin"])
    thesis: Text = Field("", description="Thesis title", examples=["Scheduling Deep Learning Jobs"])
    courses: list[Text] = Field(
        default_factory=list, description="Related courses", examples=[["Distributed Systems"]]
    )
    bullets: list[BulletItem] = _bullets()


class Experience(Dated):
    """A position: a job, an internship, a research post."""

    organization: Text = Field(description="Employer or lab", examples=["StepFun"])
    role: Text = Field(description="Job title", examples=["Research Intern of LLM Training"])
    location: Text = _location()
    topic: Text = Field(
        "",
        description="What the work was about",
        examples=["Machine Learning System and Cloud Computing"],
    )
    advisor: Text = Field("", description="Advisor's name", examples=["Prof. Xin Jin"])
    mentor: Text = Field("", description="Mentor's name", examples=["Xin Liu"])
    bullets: list[BulletItem] = _bullets()


class Teaching(Dated):
    """A course taught or assisted."""

    course: Text = Field(description="Course name", examples=["Introduction to Computer System"])
    institution: Text = Field("", description="Where it was taught", examples=["Peking University"])
    role: Text = Field("Teaching Assistant", description="Your part in it", examples=["Head TA"])
    location: Text = _location()
    bullets: list[BulletItem] = _bullets()


class Project(Dated):
    """A project: software, a website, a dataset."""

    name: Text = Field(description="Project name", examples=["Alpa"])
    role: Text = Field("", description="Your part in it", examples=["Core developer"])
    location: Text = _location()
    url: LinkText = Field("", description="Link to the project", examples=["https://csdiy.wiki"])
    description: Text = Field(
        "",
        description="One paragraph on what it is",
        examples=["Alpa automates model-parallel training of large deep learning models."],
    )
    bullets: list[BulletItem] = _bullets()


class Honor(Marks):
    """An award, scholarship or prize."""

    title: Text = Field(description="The award", examples=["Presidential Scholarship"])
    year: Date = Field(description="When it was awarded (YYYY or YYYY-MM)", examples=[2024])
    issuer: Text = Field(
        "", description="The award's programme", examples=["Peking University Award"]
    )
    location: Text = Field("", description="Where it was awarded", examples=["Peking University"])
    rank: Text = Field("", description="Rank among the candidates", examples=["4/200"])
    category: Text = Field(
        "", description="Honours are grouped under their category", examples=["University Awards"]
    )
    when: Text = Field(
        "", description="Free-text years shown instead of year", examples=["2022, 2023"]
    )


class Language(Model):
    """A spoken language; write a plain string for one without a level."""

    name: Text = Field(description="The language", examples=["Chinese"])
    level: Text = Field("", description="How well", examples=["native", "fluent"])


class CustomEntry(Dated):
    """One entry of a custom section."""

    title: Text = Field("", description="First line of the entry", examples=["Reviewer"])
    subtitle: Text = Field("", description="Second line", examples=["OSDI Artifact Evaluation"])
    location: Text = _location()
    bullets: list[BulletItem] = _bullets()


class CustomSection(Model):
    """A section cvgen has no name for (Service, Talks, ...), shown after the others."""

    title: Text = Field(description="The section heading", examples=["Service"])
    entries: list[CustomEntry] = Field(
        default_factory=list,
        description="The section's entries",
        examples=[[{"title": "Reviewer", "subtitle": "OSDI Artifact Evaluation", "start": 2023}]],
    )
