"""Variant definitions: ``profiles/variants.yaml`` and a profile's ``variants:``.

A variant is a declaration of what one kind of CV shows, not a copy of the
CV: which sections in which order, which entries of each, how many bullets,
and a page budget. The group defines variants once next to the publication
database; a profile may override any field of any variant for itself.
"""

from typing import Any, Literal, get_args

from pydantic import Field

from cvgen.model.base import Model, empty_list
from cvgen.model.entries import SectionName, SectionRef
from cvgen.model.locale import LocaleCode
from cvgen.model.names import DERIVED_ID_PATTERN, VariantName
from cvgen.model.paper import PaperClass, Status
from cvgen.model.style import Style
from cvgen.model.theme import ThemeName
from cvgen.support.names import NAME_PATTERN


def _section_names(schema: dict[str, Any]) -> None:
    """The keys of ``rules``: cvgen's section names or custom sections' ids."""
    schema["propertyNames"] = {
        "anyOf": [
            {"enum": list(get_args(SectionName))},
            {"pattern": NAME_PATTERN},
            {"pattern": DERIVED_ID_PATTERN},
        ]
    }


class SectionRule(Model):
    """Which entries of one section a variant keeps."""

    max: int | None = Field(
        None, ge=0, description="At most this many entries (best first)", examples=[3]
    )
    selected: bool = Field(False, description="Only entries marked selected: true", examples=[True])
    tags: list[str] = Field(
        default_factory=empty_list,
        description="Only entries carrying one of these tags",
        examples=[["teaching"]],
    )
    since: int | None = Field(
        None,
        ge=1900,
        le=2200,
        description="Only entries from this year on (ongoing ones stay)",
        examples=[2020],
    )
    first_author: bool = Field(
        False,
        description="publications: only papers the owner leads (first or equal-first)",
        examples=[True],
    )
    statuses: list[Status] | None = Field(
        None,
        description="publications: only papers that stand so (published, accepted, "
        "under review, in preparation, preprint); all when not given",
        examples=[["published", "accepted"]],
    )
    bullets: int | None = Field(
        None, ge=0, description="At most this many bullets per entry", examples=[1]
    )
    keep: int | None = Field(
        None,
        ge=0,
        description="The best this many entries kept are never dropped to fit the page "
        "budget (as if marked selected)",
        examples=[3],
    )


# Each criterion ranks papers by one thing; the order says which counts first
Criterion = Literal["selected", "role", "recent", "kind", "venue", "newest"]
AuthorRole = Literal["first", "last", "corresponding"]


class Ranking(Model):
    """How a variant ranks papers to keep the best ``rules.publications.max`` and to
    drop the worst first to fit its page budget (docs/how-to/ranking.md)."""

    order: list[Criterion] | None = Field(
        None,
        description="The criteria, most important first: selected (the selected mark, "
        "then priority), role (the owner leads it: roles), recent (from the last "
        "recent_years before the CV's date), kind (kinds), venue (top_venues), newest; "
        "default: selected, role, recent, kind, venue, newest",
        examples=[["selected", "kind", "venue", "role", "newest"]],
    )
    roles: list[AuthorRole] | None = Field(
        None,
        description="Where the owner's name makes a paper theirs: first (or equal-first), "
        "last, corresponding; default: all three (a PI's last-author papers count like a "
        "student's first-author ones)",
        examples=[["first"]],
    )
    kinds: dict[PaperClass, int] = Field(
        default_factory=dict,
        description="The weight of each kind of paper, higher first, over the defaults "
        "(conference, journal and preprint 3; workshop and book 2; chapter, perspective, "
        "patent, thesis and report 1)",
        examples=[{"journal": 4, "preprint": 1}],
    )
    top_venues: list[str] | None = Field(
        None,
        description="Venues, by short name without the year, whose papers rank first "
        "among papers of the same kind",
        examples=[["SOSP", "OSDI", "NSDI"]],
    )
    recent_years: int | None = Field(
        None,
        ge=1,
        le=100,
        description="A paper is recent when it is at most this many years older than "
        "the CV's date (default 5)",
        examples=[5],
    )


class VariantSpec(Model):
    """One variant as written; unset fields come from ``extends`` or the built-in."""

    description: str = Field(
        "",
        description="What this CV is for (shown by cvgen list)",
        examples=["For a teaching application: education, teaching, recent research"],
    )
    extends: str | None = Field(
        None, description="Start from this variant's definition", examples=["short"]
    )
    sections: list[SectionRef] | None = Field(
        None,
        description="The sections shown, in this order: cvgen's names, and a custom "
        "section's id for that one alone (custom: every custom section not named)",
        examples=[
            ["education", "teaching", "experience", "publications", "honors"],
            ["education", "publications", "talks", "custom"],
        ],
    )
    rules: dict[SectionRef, SectionRule] = Field(
        default_factory=dict,
        description="Per section: which entries to keep (a custom section's id: that "
        "one; custom: the others)",
        json_schema_extra=_section_names,
        examples=[{"experience": {"max": 2, "bullets": 1}, "publications": {"max": 3}}],
    )
    bullets: int | None = Field(
        None, ge=0, description="Bullets per entry, unless a rule says", examples=[2]
    )
    abstracts: bool | None = Field(None, description="Show paper abstracts", examples=[False])
    locations: bool | None = Field(
        None, description="Show the places of entries and papers", examples=[False]
    )
    mentors: bool | None = Field(
        None, description="Show advisor, mentor and topic lines", examples=[False]
    )
    photo: bool | None = Field(
        None,
        description="Show the profile's photo (default: yes); false for a CV that an "
        "applicant tracking system reads, or one a photo should not reach",
        examples=[False],
    )
    max_pages: int | None = Field(
        None, ge=1, description="Page budget: drop items until it fits", examples=[2]
    )
    theme: ThemeName | None = Field(
        None,
        description="The look of this variant (default: the profile's theme, else awesome)",
        examples=["classic"],
    )
    locale: LocaleCode | None = Field(
        None,
        description="The language of this variant's CVs (default: the profile's locale, "
        "else en); the PDF's name ends with it (see cvgen locales)",
        examples=["zh"],
    )
    drop_order: list[SectionName] | None = Field(
        None,
        description="Sections to shorten first when over the page budget",
        examples=[["publications", "experience", "honors", "skills"]],
    )
    ranking: Ranking | None = Field(
        None,
        description="How this variant ranks papers: the keys written here win over the "
        "group's ranking (see the group's variants.yaml)",
        examples=[{"order": ["selected", "kind", "role", "newest"]}],
    )
    style: Style | None = Field(
        None,
        description="The look of this variant's CVs: the keys written here win over "
        "the profile's style (see the profile's style for each key)",
        examples=[{"paper": "letter", "section_order": ["publications", "education"]}],
    )


class VariantFile(Model):
    """``profiles/variants.yaml``: the group's variants."""

    ranking: Ranking | None = Field(
        None,
        description="How every variant of the group ranks papers, unless it says "
        "otherwise (see docs/how-to/ranking.md)",
        examples=[{"top_venues": ["SOSP", "OSDI", "NSDI"], "roles": ["first", "last"]}],
    )
    variants: dict[VariantName, VariantSpec] = Field(
        default_factory=dict,
        description="The group's variants by name; short and long change the built-ins",
        examples=[{"teaching": {"extends": "short", "max_pages": 2}}],
    )
