"""The sections of a profile and their entries: education, experience, teaching, ...

Every field has a description and examples: ``cvgen schema`` turns them into the
JSON schema that editors show as help while the profile is typed.
"""

import re
from collections.abc import Iterable, Sequence
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    AfterValidator,
    Field,
    ValidationInfo,
    WithJsonSchema,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from cvgen.errors import did_you_mean
from cvgen.model.base import (
    BulletItem,
    Date,
    Dated,
    Heading,
    Line,
    LinkText,
    Marks,
    Model,
    Name,
    Text,
    empty_list,
)
from cvgen.model.codes import CURRENCY_CODES
from cvgen.model.markup import plain_text
from cvgen.model.names import DERIVED_ID_PATTERN, NAME_ERROR, SectionId, check_section_id
from cvgen.support.names import NAME_PATTERN

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
    "grants",
    "honors",
    "talks",
    "supervision",
    "service",
    "skills",
    "custom",
]
SECTION_NAMES: tuple[str, ...] = get_args(SectionName)
#: Where :class:`~cvgen.model.profile.Profile` leaves its custom sections' ids in
#: the validation context, so that a section's name is checked where it is written
SECTION_IDS = "section_ids"


def _section_ref(value: str, info: ValidationInfo) -> str:
    if value in SECTION_NAMES:
        return value
    value = check_section_id(value)
    known = (info.context or {}).get(SECTION_IDS)
    if known is not None and value not in known:
        guess = did_you_mean(value, [*SECTION_NAMES, *known])
        ids = f"the custom sections' ids: {', '.join(known)}" if known else ""
        fix = guess or (
            f"{ids}; or cvgen's: {', '.join(SECTION_NAMES)}"
            if ids
            else f"cvgen's sections: {', '.join(SECTION_NAMES)}; or give a custom section "
            f"this id (id: {value})"
        )
        raise PydanticCustomError(
            NAME_ERROR, "{message}", {"message": f"no section '{value}'", "fix": fix}
        )
    return value


#: A section as section_order and variants name it: one of cvgen's
#: (``custom``: every custom section not named elsewhere) or a custom section's id
SectionRef = Annotated[
    str,
    AfterValidator(_section_ref),
    WithJsonSchema(
        {
            "type": "string",
            "anyOf": [
                {"enum": list(SECTION_NAMES)},
                {"pattern": NAME_PATTERN},
                {"pattern": DERIVED_ID_PATTERN},
            ],
        }
    ),
]


def _bullets() -> Any:
    return Field(
        default_factory=empty_list,
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
        default_factory=empty_list,
        description="Related courses",
        examples=[["Distributed Systems"]],
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


GrantRole = Literal["PI", "co-PI", "senior personnel"]
#: a grant role's key among a locale's ``kinds.grant_roles``
GRANT_ROLE_KEYS = {"PI": "pi", "co-PI": "co_pi", "senior personnel": "senior_personnel"}


class Grant(Dated):
    """A grant, fellowship or contract: start and end are its period."""

    title: Line = Field(
        description="The project's title", examples=["Scheduling Systems for Large Models"]
    )
    funder: Line = Field(description="Who funds it", examples=["National Science Foundation"])
    programme: Line = Field(
        "", description="The funder's programme or scheme", examples=["CAREER", "ERC Starting"]
    )
    role: GrantRole = Field(
        description="Your role: PI, co-PI or senior personnel", examples=["PI", "co-PI"]
    )
    amount: float | None = Field(
        None, ge=0, description="The award's amount, a number (no currency sign)", examples=[500000]
    )
    currency: str = Field(
        "", description="The amount's currency, an ISO 4217 code", examples=["USD", "EUR", "CNY"]
    )
    share: float | None = Field(
        None,
        ge=0,
        description="Your part of the amount, in the same currency",
        examples=[250000],
    )
    location: Line = Field("", description="Where it is held", examples=["ETH Zurich"])
    bullets: list[BulletItem] = _bullets()

    @field_validator("currency")
    @classmethod
    def _iso_4217(cls, code: str) -> str:
        if code and code not in CURRENCY_CODES:
            hint = f"write {code.upper()}" if code.upper() in CURRENCY_CODES else "e.g. USD, EUR"
            raise PydanticCustomError(
                "cvgen_currency",
                "'{code}' is no ISO 4217 currency code ({hint})",
                {"code": code, "hint": hint},
            )
        return code

    @model_validator(mode="after")
    def _amounts(self) -> "Grant":
        if self.amount is not None and not self.currency:
            raise PydanticCustomError(
                "cvgen_currency",
                "an amount needs its currency (add currency: USD, EUR, ...)",
                {"field": "currency"},
            )
        if self.share is not None and self.amount is None:
            raise PydanticCustomError(
                "cvgen_share", "a share needs the grant's amount (add amount:)", {"field": "share"}
            )
        if self.share is not None and self.amount is not None and self.share > self.amount:
            raise PydanticCustomError(
                "cvgen_share",
                "share ({share}) is more than the amount ({amount}): your share is part of it",
                {"share": f"{self.share:g}", "amount": f"{self.amount:g}", "field": "share"},
            )
        return self


TalkKind = Literal["invited", "contributed"]


class Talk(Dated):
    """A talk: start is the day it was given."""

    title: Line = Field(description="The talk's title", examples=["Serving LLMs at scale"])
    kind: TalkKind = Field(
        "invited", description="invited (the default) or contributed", examples=["contributed"]
    )
    keynote: bool = Field(False, description="A keynote or plenary talk", examples=[True])
    event: Line = Field(
        "", description="The event, seminar series or venue", examples=["SOSP 2024 Workshop"]
    )
    host: Line = Field("", description="Who invited you", examples=["Prof. Xin Jin"])
    location: Line = _location()
    slides: LinkText = Field(
        "", description="A link to the slides", examples=["https://example.org/slides.pdf"]
    )
    video: LinkText = Field(
        "", description="A link to a recording", examples=["https://youtu.be/abc"]
    )
    bullets: list[BulletItem] = _bullets()


Level = Literal["phd", "masters", "undergraduate", "postdoc", "visiting"]
SupervisionStatus = Literal["current", "graduated", "left"]


class Supervision(Dated):
    """A student or postdoc you advise or advised: start and end are the years."""

    name: Name = Field(description="The person's name", examples=["Zhisheng Ye"])
    level: Level = Field(
        description="phd, masters, undergraduate, postdoc or visiting", examples=["phd"]
    )
    co_advisor: Line = Field("", description="Who co-advises", examples=["Prof. Xin Jin"])
    thesis: Line = Field("", description="The thesis' title", examples=["Scheduling LLM Jobs"])
    placement: Line = Field(
        "", description="Where they went next", examples=["Assistant Professor, ETH Zurich"]
    )
    status: SupervisionStatus | None = Field(
        None,
        description="current, graduated or left; default: current until the end "
        "date, graduated after it (as of the CV's date)",
        examples=["left"],
    )
    location: Line = _location()
    bullets: list[BulletItem] = _bullets()


ServiceKind = Literal[
    "editorial", "committee", "organizing", "reviewing", "department", "university", "other"
]


class Service(Dated):
    """A service role; the section groups them by kind."""

    kind: ServiceKind = Field(
        description="editorial, committee (programme committees), organizing, "
        "reviewing, department, university or other",
        examples=["committee", "reviewing"],
    )
    role: Line = Field(
        description="Your role", examples=["PC member", "Reviewer", "Associate Editor"]
    )
    venue: Line = Field(
        description="The conference, journal, committee or body served",
        examples=["OSDI 2025", "IEEE TPDS", "Graduate Admissions Committee"],
    )
    count: int | None = Field(None, ge=0, description="Papers or proposals reviewed", examples=[12])
    location: Line = _location()
    bullets: list[BulletItem] = _bullets()


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
    """A section cvgen has no name for (Service, Talks, ...): where ``custom``
    stands in a variant's sections, unless its id is named there or in
    ``style.section_order``."""

    id: SectionId | None = Field(
        None,
        description="What style.section_order, a variant's sections and rules call this "
        "section (letters, digits, '-' and '_'); default: custom- and its title's words "
        "in lower case (Academic Service: custom-academic-service)",
        examples=["grants-legacy", "talks"],
    )
    title: Heading = Field(
        description="The section heading: one text, or one per language ({en: Patents, zh: 专利})",
        examples=["Service", {"en": "Patents", "zh": "专利"}],
    )
    entries: list[CustomEntry] = Field(
        default_factory=empty_list,
        description="The section's entries",
        examples=[[{"title": "Reviewer", "subtitle": "OSDI Artifact Evaluation", "start": 2023}]],
    )


def custom_ids(titles: Iterable[str], written: Sequence[str | None] = ()) -> list[str]:
    """Each custom section's id: the one ``written`` for it, else ``custom-`` and
    its title in lower case, its words joined by ``-`` (``Academic Service``:
    ``custom-academic-service``; write the title as first written, not as
    translated, so the id is one in every language), a repeated one numbered
    (``-2``): the same id while the title stays, wherever the section moves."""
    titles = list(titles)
    given = [*written, *[None] * (len(titles) - len(written))]
    ids: list[str] = []
    taken = {w for w in given if w}
    for title, own in zip(titles, given, strict=True):
        if own:
            ids.append(own)
            continue
        base = "-".join(["custom", *re.findall(r"[^\W_]+", plain_text(title).casefold())])
        id_, n = base, 1
        while id_ in ids or id_ in taken:
            n += 1
            id_ = f"{base}-{n}"
        ids.append(id_)
    return ids


def section_ids(sections: Sequence[CustomSection]) -> list[str]:
    """The ids of a profile's custom sections (:func:`custom_ids`)."""
    return custom_ids([str(s.title) for s in sections], [s.id for s in sections])
