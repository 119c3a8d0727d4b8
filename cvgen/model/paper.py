"""The shared publication database: ``profiles/publications.yaml``."""

import re
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from cvgen.model.base import Date, LinkText, Marks, Model, NameStr, ShortStr, empty_list
from cvgen.model.papergroups import GroupBy

Status = Literal["in preparation", "preprint", "under review", "accepted", "published"]
# the statuses of a work not yet out: it may have no year yet
UNDATED_STATUSES = ("in preparation", "under review", "accepted")
# What the work is: most entries are papers; the rest print what they are
# ("PhD thesis, Peking University") where a paper prints its venue.
Kind = Literal["paper", "book", "chapter", "phd-thesis", "masters-thesis", "report", "patent"]
# What a paper is (cvgen.cv.paperclass.paper_class says how it is told)
PaperClass = Literal[
    "conference",
    "journal",
    "workshop",
    "preprint",
    "book",
    "chapter",
    "perspective",
    "patent",
    "thesis",
    "report",
]

_KEY = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
# DBLP tells namesakes apart by a number after the name: "Wei Wang 0002"
HOMONYM = re.compile(r"^(?P<name>.*\S)\s+(?P<number>\d{4})$")
# arXiv identifiers: 2401.01234 (since 2007, with an optional version) or hep-th/9901001
ARXIV_PATTERN = r"^((\d{4}\.\d{4,5})|([a-z-]+(\.[A-Z]{2})?/\d{7}))(v\d+)?$"


def split_homonym(name: str) -> tuple[str, str]:
    """``Wei Wang 0002`` -> (``Wei Wang``, ``0002``): DBLP's number for namesakes."""
    found = HOMONYM.match(name.strip())
    return (found["name"], found["number"]) if found else (name, "")


# The words that say an author is a group, not a person
_GROUP = re.compile(
    r"\b(consortium|consortia|collaboration|group|team|network|initiative|investigators"
    r"|committee|alliance|association|society|task force|working party)\b",
    re.IGNORECASE,
)


def is_group(name: str) -> bool:
    """A consortium or group among the authors (``{COVID, Canadian}``, braced
    whole with its comma, or ``The ENCODE Project Consortium``), not a person:
    never taken for the owner."""
    return "," in name or _GROUP.search(name) is not None


def _page_text(value: object) -> object:
    """``pages: 12`` is read by YAML as a number: a page is text all the same."""
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else value


class Venue(Model):
    """Where the paper appeared: the short name is what CVs print first."""

    short: ShortStr = Field(
        "",
        description="The short name with the year; none for a talk, a software "
        "release or a dataset",
        examples=["NSDI'24"],
    )
    long: ShortStr = Field(
        "",
        description="The full name of the conference or journal",
        examples=["USENIX Symposium on Networked Systems Design and Implementation"],
    )


# The marks an author's name may carry: a sign after it, or underlined
Sign = Literal["*", "\u2020", "\u2021", "\u00a7", "\u00b6", "#", "underline"]
# What a mark may say about an author, in the order the signs follow a name
ROLES = ("equal_contribution", "corresponding", "student", "presenter")
_DEFAULT_SIGNS = {"equal_contribution": "*", "corresponding": "\u2020"}


class MarkMeaning(Model):
    """One mark on authors' names and the legend that says what it means."""

    mark: Sign = Field(description="The sign after the name, or underline", examples=["*"])
    legend: ShortStr = Field(
        "",
        description="What the mark means, printed once under a CV that uses it "
        "(default for * and \u2020: the locale's words)",
        examples=["underlined: a student I advised"],
    )


class AuthorMarks(Model):
    """What each mark on an author means, for the group (the database's) or one
    person (the profile's ``publications.author_marks``)."""

    equal_contribution: MarkMeaning = Field(
        default_factory=lambda: MarkMeaning(mark="*"),
        description="The authors listed in a paper's equal_contribution",
        examples=[{"mark": "*"}],
    )
    corresponding: MarkMeaning = Field(
        default_factory=lambda: MarkMeaning(mark="\u2020"),
        description="The authors listed in a paper's corresponding",
        examples=[{"mark": "\u2020"}],
    )
    student: MarkMeaning | None = Field(
        None,
        description="The authors listed in a paper's students (mentees); unmarked if not set",
        examples=[{"mark": "underline", "legend": "underlined: a student I advised"}],
    )
    presenter: MarkMeaning | None = Field(
        None,
        description="The authors listed in a paper's presenters; unmarked if not set",
        examples=[{"mark": "\u2021", "legend": "\u2021 presenter"}],
    )

    @model_validator(mode="after")
    def _legends(self) -> "AuthorMarks":
        seen: dict[str, str] = {}
        for role in ROLES:
            meaning = getattr(self, role)
            if meaning is None:
                continue
            if meaning.mark in seen:
                raise PydanticCustomError(
                    "cvgen_marks",
                    "'{mark}' already marks {other} (give each role its own mark)",
                    {"mark": meaning.mark, "other": seen[meaning.mark], "field": role},
                )
            seen[meaning.mark] = role
            if not meaning.legend and meaning.mark != _DEFAULT_SIGNS.get(role):
                raise PydanticCustomError(
                    "cvgen_legend",
                    "{role} marked '{mark}' needs a legend (say what the mark means)",
                    {"role": role, "mark": meaning.mark, "field": role},
                )
        return self


class PaperLinks(Model):
    """A paper's other materials, each an address every output links to under
    its label (code, slides, ...); the paper itself is ``url``/``doi``/``arxiv``."""

    pdf: LinkText = Field("", description="The paper's PDF", examples=["example.org/p.pdf"])
    code: LinkText = Field(
        "", description="Its code or artifact", examples=["github.com/ada/engine"]
    )
    slides: LinkText = Field("", description="The talk's slides", examples=["example.org/s.pdf"])
    video: LinkText = Field(
        "", description="The talk's recording", examples=["youtu.be/dQw4w9WgXcQ"]
    )
    poster: LinkText = Field("", description="The poster", examples=["example.org/poster.pdf"])
    project: LinkText = Field("", description="The project's page", examples=["example.org/engine"])


class PaperState(Model):
    """What a paper was before a date: its earlier title, status or venue."""

    until: Date = Field(
        description="When this state ended (e.g. the acceptance date)", examples=["2025-05"]
    )
    title: ShortStr = Field(
        "", description="The title it had then, if different", examples=["RLHFuse: Efficient ..."]
    )
    status: Status = Field("preprint", description="Its status then", examples=["preprint"])
    venue: Venue | None = Field(
        None, description="Its venue then, if any", examples=[{"short": "arXiv"}]
    )
    year: int | None = Field(None, ge=1900, le=2200, description="Its year then", examples=[2024])
    month: int | None = Field(None, ge=1, le=12, description="Its month then (1-12)", examples=[8])
    location: ShortStr = Field("", description="Its place then", examples=["Santa Clara, U.S."])


class Paper(Marks):
    """One paper, in its newest state; earlier states under history."""

    title: ShortStr = Field(
        description="The current title",
        examples=["Hydro: Surrogate-Based hyperparameter tuning service in datacenters"],
    )
    authors: list[NameStr] = Field(
        min_length=1,
        description="Full names, in order; the same spelling in every paper",
        examples=[["Q. Hu", "Zhisheng Ye", "Peng Sun"]],
    )
    equal_contribution: list[str] = Field(
        default_factory=empty_list,
        description="Authors marked * (equal contribution), written as in authors",
        examples=[["Ziheng Jiang", "Haibin Lin"]],
    )
    corresponding: list[str] = Field(
        default_factory=empty_list,
        description="Corresponding authors (marked †), written as in authors",
        examples=[["Xin Jin"]],
    )
    dblp: dict[str, Annotated[str, Field(pattern=r"^\d{4}$")]] = Field(
        default_factory=dict,
        description="DBLP's number of an author who has namesakes, by the name as in "
        "authors (DBLP writes 'Wei Wang 0002'): it tells them apart, and is never printed",
        examples=[{"Wei Wang": "0002"}],
    )
    students: list[str] = Field(
        default_factory=empty_list,
        description="Students or mentees among the authors (marked as author_marks "
        "says), written as in authors",
        examples=[["Zhisheng Ye"]],
    )
    presenters: list[str] = Field(
        default_factory=empty_list,
        description="Who presented it (marked as author_marks says), written as in authors",
        examples=[["Xin Jin"]],
    )
    kind: Kind = Field(
        "paper",
        description="What it is: a paper (the default), a book, a chapter, a PhD or "
        "master's thesis, a technical report, or a patent (its number in number, "
        "its assignee in institution)",
        examples=["phd-thesis"],
    )
    venue: Venue | None = Field(
        None,
        description="Where it appeared (none for a preprint)",
        examples=[
            {
                "short": "OSDI'23",
                "long": "17th USENIX Symposium on Operating Systems Design and Implementation",
            }
        ],
    )
    status: Status = Field("published", description="Where it stands", examples=["preprint"])
    year: int | None = Field(
        None,
        ge=1900,
        le=2200,
        description="Year of publication; a work in preparation, under review or "
        "accepted may have none yet",
        examples=[2024],
    )
    month: int | None = Field(None, ge=1, le=12, description="Month (1-12)", examples=[7])
    location: ShortStr = Field(
        "", description="Where the conference took place", examples=["Santa Clara, U.S."]
    )
    pages: Annotated[str, BeforeValidator(_page_text)] = Field(
        "",
        description="Pages in the proceedings or journal, printed as pp. 1-14",
        examples=["1-14", "e1234"],
    )
    volume: str = Field("", description="The journal's volume", examples=["521"])
    number: str = Field(
        "",
        description="The journal's issue, a technical report's or a patent's number",
        examples=["3", "MSR-TR-2024-12"],
    )
    publisher: ShortStr = Field(
        "", description="The publisher of a book or chapter", examples=["Springer"]
    )
    institution: ShortStr = Field(
        "",
        description="The school of a thesis, or the institution of a technical report",
        examples=["Peking University"],
    )
    arxiv: str = Field(
        "",
        pattern=ARXIV_PATTERN,
        description="The arXiv identifier, without arXiv:",
        examples=["2401.01234", "hep-th/9901001"],
    )
    doi: str = Field(
        "",
        pattern=r"^(10\.\S+/\S+)?$",
        description="DOI, without https://doi.org/",
        examples=["10.1109/TPDS.2021.12345"],
    )
    url: LinkText = Field(
        "", description="Link to the paper", examples=["https://example.org/paper.pdf"]
    )
    abstract: str = Field(
        "",
        description="The abstract (shown by variants with abstracts: true)",
        examples=["DistServe improves the performance of LLM serving by ..."],
    )
    awards: list[ShortStr] = Field(
        default_factory=empty_list,
        description="What set it apart, printed with it in every output",
        examples=[["Best Paper Award", "Oral presentation"]],
    )
    note: ShortStr = Field(
        "",
        description="A line printed with it: a contribution statement, a remark",
        examples=["Led the design and the evaluation"],
    )
    links: PaperLinks = Field(
        default_factory=PaperLinks,
        description="Its code, slides, video, poster, PDF and project page",
        examples=[{"code": "github.com/ada/engine", "slides": "example.org/slides.pdf"}],
    )
    former_titles: list[str] = Field(
        default_factory=empty_list,
        description="Every earlier title, so that older documents are still recognised",
        examples=[["RLHFuse: Efficient RLHF Training for Large Language Models"]],
    )
    history: list[PaperState] = Field(
        default_factory=empty_list,
        description="Earlier states, oldest first",
        examples=[[{"until": "2025-05", "status": "preprint", "year": 2024, "month": 8}]],
    )
    related: list[str] = Field(
        default_factory=empty_list,
        description="Keys of other versions that are papers of their own "
        "(a conference paper and its journal version)",
        examples=[["hydro-tpds24"]],
    )

    @model_validator(mode="before")
    @classmethod
    def _homonym_numbers(cls, data: object) -> object:
        """``Wei Wang 0002`` in the authors (a DBLP export read by an older cvgen):
        the name is ``Wei Wang``, the number goes to ``dblp``, so no output prints it."""
        if not isinstance(data, dict) or not isinstance(data.get("authors"), list):
            return data
        numbers: dict[str, str] = {}

        def plain(name: object) -> object:
            if not isinstance(name, str) or is_group(name):
                return name
            name, number = split_homonym(name)
            numbers.update({name: number} if number else {})
            return name

        authors = [plain(a) for a in data["authors"]]
        if not numbers:
            return data
        marked = {
            field: [plain(a) for a in data[field]]
            for field in ("equal_contribution", "corresponding", "students", "presenters")
            if isinstance(data.get(field), list)
        }
        given = data.get("dblp")
        dblp = {**numbers, **given} if isinstance(given, dict) else given or numbers
        return {**data, "authors": authors, **marked, "dblp": dblp}

    @model_validator(mode="after")
    def _dated(self) -> "Paper":
        if self.year is None and self.status not in UNDATED_STATUSES:
            raise PydanticCustomError(
                "cvgen_year",
                "a {status} paper needs its year (add year: YYYY)",
                {"status": self.status, "field": "year"},
            )
        return self

    @model_validator(mode="after")
    def _marked_are_authors(self) -> "Paper":
        for field in ("equal_contribution", "corresponding", "students", "presenters", "dblp"):
            for name in getattr(self, field):
                if name not in self.authors:
                    raise PydanticCustomError(
                        "cvgen_equal",
                        "'{name}' is not among the authors (write the name as in authors)",
                        {"name": name, "field": field},
                    )
        return self


class PublicationDatabase(Model):
    """The group's papers, each once (profiles/publications.yaml)."""

    author_marks: AuthorMarks = Field(
        default_factory=AuthorMarks,
        description="What the marks on authors' names mean in the group's CVs and page",
        examples=[{"student": {"mark": "underline", "legend": "underlined: a student"}}],
    )

    group_by: GroupBy | None = Field(
        None,
        description="How the group's publication page (cvgen publications, cvgen site) "
        "groups the papers: by year, newest first (the default), by kind (journal, "
        "conference, ...: the groups and titles of a CV's group_by: kind), or none",
        examples=["kind"],
    )

    papers: dict[str, Paper] = Field(
        default_factory=dict,
        description="Each paper under a stable key: <name>-<venue><yy>, lower case",
        examples=[{"hydro-osdi23": {"title": "Hydro", "authors": ["Q. Hu"], "year": 2023}}],
        json_schema_extra={"propertyNames": {"pattern": _KEY.pattern}},
    )

    @field_validator("papers", mode="before")
    @classmethod
    def _none_yet(cls, value: object) -> object:
        """``papers:`` with nothing under it: a database without papers yet."""
        return {} if value is None else value

    @model_validator(mode="after")
    def _keys(self) -> "PublicationDatabase":
        for key in self.papers:
            if not _KEY.match(key):
                raise PydanticCustomError(
                    "cvgen_key",
                    "paper key '{key}' must be lower-case letters, digits, '.', '_' or '-'",
                    {"key": key, "field": "papers"},
                )
        return self
