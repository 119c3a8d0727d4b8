"""One person's CV source: ``profiles/<slug>.yaml``.

Every field has a description and examples: ``cvgen schema`` turns them into the
JSON schema that editors show as help while the profile is typed.
"""

from typing import Annotated

from pydantic import Field, ValidationInfo, WithJsonSchema, field_validator, model_validator
from pydantic_core import PydanticCustomError

from cvgen.model.base import (
    DAY_PATTERN,
    Date,
    Heading,
    Line,
    Model,
    Name,
    Text,
    empty_list,
    text_or_mapping,
)
from cvgen.model.choice import PublicationChoice
from cvgen.model.contacts import Contacts
from cvgen.model.dates import PartialDate
from cvgen.model.entries import (
    SECTION_IDS,
    CustomSection,
    Education,
    Experience,
    Grant,
    Honor,
    Language,
    Project,
    SectionName,
    Service,
    Supervision,
    Talk,
    Teaching,
    custom_ids,
    section_ids,
)
from cvgen.model.locale import LocaleCode
from cvgen.model.names import VariantName
from cvgen.model.style import Style
from cvgen.model.theme import ThemeName
from cvgen.model.variant import VariantSpec

# The version date is a day; the model says so in _full_date, the schema here.
Day = Annotated[
    Date,
    WithJsonSchema(
        {
            "type": "string",
            "pattern": DAY_PATTERN,
            "examples": ["2024-10-10"],
        }
    ),
]


class Profile(Model):
    """One person's CV source for cvgen (profiles/<first>-<last>.yaml)."""

    date: Day | None = Field(
        None,
        description="The version date stamped on the CV (default: today)",
        examples=["2024-10-10"],
    )
    name: Name = Field(
        description="Full name, as the CV's heading shows it", examples=["Zili Zhang"]
    )
    family_name: str = Field(
        "",
        description="The part of the name set in bold; default: the last word",
        examples=["Zhang"],
    )
    aliases: list[str] = Field(
        default_factory=empty_list,
        description="Other spellings of the name in author lists",
        examples=[["Z. Ye"]],
    )
    position: Line = Field("", description="Current position", examples=["Ph.D. Student"])
    affiliation: Line = Field("", description="Current institution", examples=["Peking University"])
    address: Line = Field(
        "", description="Postal address", examples=["No.5 Yiheyuan Road, Haidian District, Beijing"]
    )
    photo: str | None = Field(
        None,
        max_length=200,
        description="A photo (JPEG or PNG, at most 5 MB and 6000 pixels a side): its path "
        "relative to the profile's folder; a variant with photo: false leaves it out",
        examples=["photo.jpg"],
    )
    contacts: Contacts = Field(
        default_factory=Contacts,
        description="E-mail, homepage, GitHub, ...",
        examples=[{"email": "zzlcs@pku.edu.cn", "github": "Gold-Sea"}],
    )
    summary: Text = Field(
        "",
        description="A paragraph at the top of the CV",
        examples=["My research interest lies in the intersection of Deep Learning and Systems."],
    )
    research_interests: list[Line] = Field(
        default_factory=empty_list,
        description="Research interests, shown as one line",
        examples=[["Distributed Systems", "Systems for Machine Learning"]],
    )
    education: list[Education] = Field(
        default_factory=empty_list,
        description="Degrees, newest first",
        examples=[
            [
                {
                    "institution": "Peking University",
                    "degree": "Ph.D. in Computer Science",
                    "start": "2022-09",
                    "end": "present",
                }
            ]
        ],
    )
    experience: list[Experience] = Field(
        default_factory=empty_list,
        description="Positions and internships, newest first",
        examples=[[{"organization": "StepFun", "role": "Research Intern", "start": "2024-04"}]],
    )
    teaching: list[Teaching] = Field(
        default_factory=empty_list,
        description="Courses taught or assisted",
        examples=[
            [
                {
                    "course": "Introduction to Computing",
                    "role": "TA",
                    "when": "2022 Fall",
                    "start": 2022,
                }
            ]
        ],
    )
    projects: list[Project] = Field(
        default_factory=empty_list,
        description="Projects worth a line of their own",
        examples=[[{"name": "csdiy.wiki", "url": "https://csdiy.wiki"}]],
    )
    honors: list[Honor] = Field(
        default_factory=empty_list,
        description="Awards and scholarships",
        examples=[[{"title": "Tian Chuang Scholarship", "year": 2019}]],
    )
    grants: list[Grant] = Field(
        default_factory=empty_list,
        description="Grants and fellowships, newest first; the section states the "
        "totals by role and currency as of the CV's date",
        examples=[
            [
                {
                    "title": "Scheduling Systems for Large Models",
                    "funder": "National Science Foundation",
                    "programme": "CAREER",
                    "role": "PI",
                    "amount": 550000,
                    "currency": "USD",
                    "start": "2024-07",
                    "end": "2029-06",
                }
            ]
        ],
    )
    talks: list[Talk] = Field(
        default_factory=empty_list,
        description="Talks, newest first; the section counts them by kind",
        examples=[
            [{"title": "Serving LLMs at scale", "event": "SOSP 2024 Workshop", "start": "2024-11"}]
        ],
    )
    supervision: list[Supervision] = Field(
        default_factory=empty_list,
        description="Students and postdocs you advise or advised; the section counts "
        "them by level and status",
        examples=[[{"name": "Zhisheng Ye", "level": "phd", "start": 2021, "end": 2025}]],
    )
    service: list[Service] = Field(
        default_factory=empty_list,
        description="Reviewing, programme committees, editorial roles, organising, "
        "department and university service, grouped by kind",
        examples=[[{"kind": "committee", "role": "PC member", "venue": "OSDI 2025"}]],
    )
    skills: dict[Line, list[Line]] = Field(
        default_factory=dict,
        description="Skills by category: a list under each heading",
        examples=[{"Programming": ["C++", "Python"], "Software & Tools": ["PyTorch"]}],
    )
    languages: list[Annotated[Language, text_or_mapping("name", Language)]] = Field(
        default_factory=empty_list,
        description="Spoken languages: a name, or {name, level}",
        examples=[["English", {"name": "Chinese", "level": "native"}]],
    )
    interests: list[Line] = Field(
        default_factory=empty_list, description="Interests outside work", examples=[["Climbing"]]
    )
    publications: PublicationChoice = Field(
        default_factory=PublicationChoice,
        description="Which papers of the publication database the CV lists",
        examples=[{"by_author": True}],
    )
    custom_sections: list[CustomSection] = Field(
        default_factory=empty_list,
        description="Sections of your own (Service, Talks, ...)",
        examples=[[{"title": "Service", "entries": [{"title": "Reviewer"}]}]],
    )
    section_titles: dict[SectionName, Heading] = Field(
        default_factory=dict,
        description="Headings to use instead of the default ones",
        examples=[{"honors": "Honors & Awards", "teaching": "Teaching Experience"}],
    )
    style: Style = Field(
        default_factory=Style,
        description="The look of the CV; a variant's style: changes the keys it writes",
        examples=[
            {"accent_color": "#DC3522"},
            {"paper": "letter", "dates": "left", "font_size": 11},
        ],
    )
    theme: ThemeName | None = Field(
        None,
        description="The look of every variant that names none: a built-in theme "
        "(awesome, classic, margin) or a folder in themes/ (see cvgen themes)",
        examples=["classic"],
    )
    locale: LocaleCode | None = Field(
        None,
        description="The language of this profile's plain texts and of its CVs, unless a "
        "variant or --locale says otherwise: en (default), zh, ja, ko, de, fr, es, or a file "
        "of the group's locales/ (see cvgen locales)",
        examples=["en", "zh"],
    )
    variants: dict[VariantName, VariantSpec] = Field(
        default_factory=dict,
        description="This person's own variants, or changes to the group's",
        examples=[{"onepage": {"extends": "short", "max_pages": 1}}],
    )

    def spellings(self) -> list[str]:
        """The owner's names in author lists: the name in each language, then the aliases."""
        texts = getattr(self.name, "texts", ())
        names = [self.name, *(text for _, text in texts if text != self.name)]
        return [*dict.fromkeys(names), *self.aliases]

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

    @model_validator(mode="before")
    @classmethod
    def _known_sections(cls, data: object, info: ValidationInfo) -> object:
        """The custom sections' ids as written, left in the validation context:
        each name of a section (style.section_order, a variant's sections and
        rules) is checked where it is written, with the file's other problems."""
        sections = data.get("custom_sections") if isinstance(data, dict) else None
        if isinstance(info.context, dict) and isinstance(sections, list):
            written = [s if isinstance(s, dict) else {} for s in sections]
            titles = [_first_text(s.get("title")) for s in written]
            ids = [i if isinstance(i := s.get("id"), str) else None for s in written]
            info.context[SECTION_IDS] = list(dict.fromkeys(custom_ids(titles, ids)))
        elif isinstance(info.context, dict):
            info.context[SECTION_IDS] = []
        return data

    @field_validator("custom_sections")
    @classmethod
    def _once_each(cls, sections: list[CustomSection]) -> list[CustomSection]:
        ids = section_ids(sections)
        for n, id_ in enumerate(ids):
            if id_ in ids[:n]:
                raise PydanticCustomError(
                    "cvgen_section_id",
                    "two custom sections have the id '{id}' (give each its own id:)",
                    {"id": id_, "field": (n, "id")},
                )
        return sections


def _first_text(title: object) -> str:
    """A title as written: the text, or the first of its languages'."""
    if isinstance(title, dict):
        title = next(iter(title.values()), "")
    return title if isinstance(title, str) else ""
