"""The CV's document: every section once, with its id, heading and items."""

from __future__ import annotations

from typing import Any

import pytest

from cvgen.cv.document import custom_ids, cv_document, split_heading
from cvgen.cv.merge import ResolvedCV
from cvgen.cv.sections import SECTIONS, Kind
from cvgen.cv.selection import SelectedCV, select_variant
from cvgen.cv.variants import Variant
from cvgen.model import Profile
from cvgen.sources.locales import builtin_locale
from tests.conftest import cv_paper

EN = builtin_locale()

#: A profile with something in every section, two custom sections of one title,
#: an empty list item and a custom section without entries
EVERYTHING: dict[str, Any] = {
    "name": "Ada King Lovelace",
    "family_name": "King Lovelace",
    "position": "Analyst",
    "affiliation": "*Analytical Society*",
    "contacts": {"email": "ada@example.org", "homepage": "ada.example.org", "github": "ada"},
    "summary": "Engines and *looms*.",
    "research_interests": ["Engines", "", "Looms"],
    "education": [{"institution": "Home", "degree": "Tutoring", "start": 1830}],
    "experience": [{"organization": "Babbage & Co", "role": "Analyst", "start": "1842-01"}],
    "teaching": [{"course": "Notes", "role": "Author", "start": 1843}],
    "projects": [{"name": "Note G", "role": "Author", "start": 1843}],
    "honors": [{"title": "Countess", "year": 1838, "category": "Titles"}],
    "skills": {"Mathematics": ["Bernoulli numbers"]},
    "custom_sections": [
        {"title": "Invited Talks", "entries": [{"title": "On Engines"}]},
        {"title": "Nothing", "entries": []},
        {"title": "Invited talks!", "entries": [{"title": "On Looms"}]},
    ],
}


def everything(profile: dict[str, Any] | None = None) -> SelectedCV:
    papers = () if profile else (cv_paper(),)
    cv = ResolvedCV("ada", Profile.model_validate(profile or EVERYTHING), papers)
    return select_variant(cv, Variant(name="all", sections=tuple(SECTIONS)), locale=EN)


def test_every_section_in_the_variants_order_with_its_id() -> None:
    document = cv_document(everything())
    assert [(s.id, s.kind) for s in document.sections] == [
        ("summary", Kind.PARAGRAPH),
        ("research_interests", Kind.LIST),
        ("education", Kind.ENTRIES),
        ("experience", Kind.ENTRIES),
        ("teaching", Kind.ENTRIES),
        ("projects", Kind.ENTRIES),
        ("publications", Kind.PAPERS),
        ("honors", Kind.HONORS),
        ("skills", Kind.SKILLS),
        ("custom-invited-talks", Kind.CUSTOM),  # "Nothing" has no entries: not shown
        ("custom-invited-talks-2", Kind.CUSTOM),
    ]
    assert {s.kind for s in document.sections} == set(Kind)  # a template branch for each


def test_a_sections_heading_and_what_it_lists() -> None:
    sections = {s.id: s for s in cv_document(everything()).sections}
    assert sections["experience"].heading == ("Exp", "erience")  # the locale's accent
    assert sections["custom-invited-talks"].title == "Invited Talks"
    assert sections["custom-invited-talks"].layout == "entries"
    assert sections["publications"].layout == "entries"
    assert sections["honors"].layout == "honors"
    assert [e.title.plain() for e in sections["experience"].entries] == ["Babbage & Co"]
    assert sections["experience"].entries[0].entry.organization == "Babbage & Co"  # type: ignore[attr-defined]
    assert [p.item.paper.key for p in sections["publications"].papers] == [
        everything().papers[0].paper.key
    ]
    assert sections["summary"].text == "Engines and *looms*."
    assert [g.category.plain() for g in sections["honors"].groups] == ["Titles"]
    assert [r.category.plain() for r in sections["skills"].rows] == ["Mathematics"]


def test_an_empty_list_item_is_left_out_and_an_empty_section_too() -> None:
    sections = {s.id: s for s in cv_document(everything()).sections}
    assert sections["research_interests"].items == ("Engines", "Looms")
    empty = everything({"name": "Ada", "research_interests": [""], "summary": ""})
    assert cv_document(empty).sections == ()


def test_the_header_once_for_every_output() -> None:
    head = cv_document(everything()).header
    assert (head.given, head.family) == ("Ada", "King Lovelace")
    assert head.position.plain() == "Analyst · Analytical Society"
    assert [(c.kind.field, c.value, c.url) for c in head.contacts] == [
        ("email", "ada@example.org", "mailto:ada@example.org"),
        ("homepage", "ada.example.org", "https://ada.example.org"),
        ("github", "ada", "https://github.com/ada"),
    ]


def test_the_family_name_is_the_last_word_unless_given() -> None:
    head = cv_document(everything({"name": "Ada *Lovelace*"})).header
    assert (head.given, head.family) == ("Ada", "Lovelace")
    head = cv_document(everything({"name": "Zhang Zili", "family_name": "Zhang"})).header
    assert (head.given, head.family) == ("Zhang", "Zili")  # not at the end: the last word


def test_custom_ids_follow_the_title_not_the_place() -> None:
    assert custom_ids(["Service", "Talks"]) == ["custom-service", "custom-talks"]
    assert custom_ids(["Talks", "Service"]) == ["custom-talks", "custom-service"]
    assert custom_ids(["Talks", "talks", "*Talks*"]) == [
        "custom-talks",
        "custom-talks-2",
        "custom-talks-3",
    ]
    assert custom_ids(["学术 服务", "Peer-review & service", "!!"]) == [
        "custom-学术-服务",
        "custom-peer-review-service",
        "custom",
    ]


def test_split_heading() -> None:
    zh = builtin_locale("zh")
    assert split_heading("Education", EN) == ("Edu", "cation")
    assert split_heading("教育背景", zh) == (
        "教育背景"[: zh.title_accent or 4],
        "教育背景"[zh.title_accent or 4 :],
    )
    assert "".join(split_heading("Ed", EN)) == "Ed"


def test_an_opaque_id_shows_as_its_label_and_links_to_the_profile() -> None:
    contacts = {"google_scholar": "AbCdEfGAAAAJ", "orcid": "0000-0002-1825-0097"}
    document = cv_document(everything({"name": "Ada Lovelace", "contacts": contacts}))
    shown = {c.kind.field: (c.text, c.url) for c in document.header.contacts}
    assert shown["google_scholar"] == (
        "Google Scholar",
        "https://scholar.google.com/citations?user=AbCdEfGAAAAJ",
    )
    assert shown["orcid"][0] == "0000-0002-1825-0097"  # an ORCID iD is read as written


def test_the_pdf_and_the_page_say_what_the_cv_is_in_one_sentence() -> None:
    from cvgen.cv.document import title_and_subject
    from cvgen.model.dates import PartialDate

    cv = everything()
    title, subject = title_and_subject(cv.profile, EN, PartialDate(2024, 10, 10))
    assert title == "Ada King Lovelace - Curriculum Vitae"
    assert subject.startswith("Curriculum vitae of Ada King Lovelace, version of ")
    assert "all" not in subject  # the variant's name is internal


def test_a_summary_line_counts_every_entry_as_of_the_date_it_is_given() -> None:
    """The summary is the section's (cvgen.cv.summaries), made from the whole
    profile, so a variant that keeps one talk still counts three; without a
    date (the diff's document) there is none."""
    from cvgen.model.dates import PartialDate
    from cvgen.model.variant import SectionRule

    talks = [{"title": f"Talk {n}", "start": f"202{n}"} for n in range(3)]
    cv = ResolvedCV("ada", Profile.model_validate({"name": "Ada", "talks": talks}), ())
    rules = {"talks": SectionRule(max=1)}
    selected = select_variant(cv, Variant(name="one", sections=("talks",), rules=rules), locale=EN)
    [section] = cv_document(selected, PartialDate(2024, 10, 10)).sections
    assert len(section.entries) == 1
    assert section.summary.plain() == "Invited talks: 3 (as of October 2024)"
    assert not cv_document(selected).sections[0].summary


def test_service_entries_grouped_by_kind_first_seen_first() -> None:
    service = [
        {"kind": "committee", "role": "PC member", "venue": "OSDI 2024"},
        {"kind": "reviewing", "role": "Reviewer", "venue": "TPDS"},
        {"kind": "committee", "role": "PC member", "venue": "NSDI 2023"},
    ]
    selected = everything({"name": "Ada", "service": service})
    [section] = cv_document(selected).sections
    assert [(e.group.plain(), e.title.plain()) for e in section.entries] == [
        ("Program Committees", "OSDI 2024"),
        ("", "NSDI 2023"),  # in its group, after the first
        ("Reviewing", "TPDS"),
    ]


def _job(organization: str, role: str, start: str, location: str = "London") -> dict[str, str]:
    return {"organization": organization, "role": role, "start": start, "location": location}


def test_positions_at_one_employer_in_a_row_are_grouped_under_it() -> None:
    jobs = [
        _job("Engine Works", "Principal Analyst", "1845-01"),
        _job("engine works", "Analyst", "1842-05"),  # the same employer, as a reader sees it
        _job("Engine Works", "Intern", "1841-05", location="Paris"),  # another place: its own
        _job("Royal Society", "Visitor", "1840"),
        _job("Engine Works", "Reader", "1839"),  # not next to the others: its own
    ]
    document = cv_document(everything({"name": "Ada Lovelace", "experience": jobs}))
    (section,) = (s for s in document.sections if s.id == "experience")
    assert [(e.role.plain(), e.continues) for e in section.entries] == [
        ("Principal Analyst", False),
        ("Analyst", True),
        ("Intern", False),
        ("Visitor", False),
        ("Reader", False),
    ]


def test_a_custom_section_by_its_id_in_section_order_and_a_variants_sections() -> None:
    profile = {
        "name": "Ada",
        "education": [{"institution": "Home", "degree": "Tutoring", "start": 1830}],
        "style": {"section_order": ["lectures", "education"]},
        "custom_sections": [
            {
                "id": "lectures",
                "title": {"en": "Lectures", "zh": "报告"},
                "entries": [{"title": "T"}],
            },
            {"title": {"en": "Service", "zh": "服务"}, "entries": [{"title": "S"}]},
            {"id": "grants-legacy", "title": "Grants", "entries": [{"title": "G"}]},
        ],
    }
    cv = ResolvedCV("ada", Profile.model_validate(profile), ())
    variant = Variant(name="v", sections=("education", "grants-legacy", "custom"))
    for locale in (EN, builtin_locale("zh")):
        document = cv_document(select_variant(cv, variant, locale=locale))
        ids = [s.id for s in document.sections]
        # talks moved first by section_order; grants at its own place; custom: the rest
        assert ids == ["lectures", "education", "grants-legacy", "custom-service"]
    assert document.sections[0].title == "报告"
    alone = Variant(name="w", sections=("lectures",))
    assert [s.id for s in cv_document(select_variant(cv, alone)).sections] == ["lectures"]


def test_the_contacts_words_are_the_locales_a_sites_name_its_own() -> None:
    from cvgen.cv.document import header

    profile = Profile.model_validate(
        {"name": "Ada", "contacts": {"email": "ada@example.org", "github": "ada", "x": "ada"}}
    )
    email_of = {"en": "Email", "zh": "邮箱", "de": "E-Mail", "ja": "メール", "ko": "이메일"}
    for code, email in email_of.items():
        words = [c.word for c in header(profile, locale=builtin_locale(code)).contacts]
        assert words == [email, "GitHub", "X"]


@pytest.mark.parametrize(
    ("separator", "parts"),
    [(": ", (":", " ")), ("\u00a0: ", ("\u00a0:", " ")), ("：", ("：", ""))],
)
def test_a_contacts_word_is_followed_by_the_locales_separator(
    separator: str, parts: tuple[str, str]
) -> None:
    from cvgen.cv.document import word_separator

    assert word_separator(separator) == parts
