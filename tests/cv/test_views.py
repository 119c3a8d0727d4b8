"""Entry views: what a section's entries show, as their sections declare it."""

from typing import Any

from cvgen.cv.sections import SECTIONS
from cvgen.cv.views import current_role, entries_of, entry_view, honor_groups, skill_rows
from cvgen.cv.words import Words, marked, own
from cvgen.model import Education, Honor, Profile, Project, Teaching
from cvgen.sources.locales import builtin_locale
from tests.conftest import cv_paper

EN = builtin_locale()


def _plain(words: tuple[Words, ...]) -> list[str]:
    return [w.plain() for w in words]


def test_an_education_shows_its_labelled_lines_in_order() -> None:
    education = Education.model_validate(
        {
            "institution": "Peking University",
            "degree": "B.S. in **CS**",
            "location": "Beijing",
            "gpa": "3.71/4.0",
            "rank": "top 9%",
            "advisor": "Prof. Xin Jin",
            "thesis": "Scheduling",
            "courses": ["Systems", "", "Networks"],
            "bullets": ["x"],
            "start": "2019-09",
            "end": "2023-07",
            "expected": True,
        }
    )
    view = entry_view(SECTIONS["education"], education, EN)
    assert (view.title, view.role, view.place) == (
        marked("Peking University"),
        marked("B.S. in **CS**"),
        marked("Beijing"),
    )
    assert view.dates == own("Sep. 2019 - Jul. 2023 (Expected)")
    assert _plain(view.lines) == [
        "Overall GPA: 3.71/4.0 (top 9%)",
        "Advisor: Prof. Xin Jin",
        "Thesis: Scheduling",
        "Related Courses: Systems / Networks",
    ]
    assert view.lines[0].pieces[1].markup and not view.lines[0].pieces[2].markup
    assert [b.text for b in view.bullets] == ["x"]


def test_a_rank_without_a_gpa_has_its_own_line() -> None:
    education = Education(institution="PKU", degree="B.S.", rank="1/100")
    assert _plain(entry_view(SECTIONS["education"], education, EN).lines) == ["Rank: 1/100"]


def test_teaching_takes_the_institution_when_there_is_no_place() -> None:
    teaching = Teaching.model_validate(
        {"course": "ICS", "institution": "PKU", "when": "2022 *Fall*"}
    )
    view = entry_view(SECTIONS["teaching"], teaching, EN)
    assert (view.place, view.role, view.dates) == (
        marked("PKU"),
        marked("Teaching Assistant"),
        marked("2022 *Fall*"),
    )
    assert view.lines == ()


def test_a_project_shows_its_description_then_its_link() -> None:
    project = Project(name="csdiy", url="csdiy.wiki", description="A *guide*")
    lines = entry_view(SECTIONS["projects"], project, EN).lines
    assert lines == (marked("A *guide*"), marked("[csdiy.wiki](https://csdiy.wiki)"))


def test_honours_group_by_category_with_the_rank_after_the_title() -> None:
    honors = [
        Honor.model_validate({"title": "A", "year": 2024, "category": "Uni", "when": "2023, 2024"}),
        Honor.model_validate({"title": "B", "year": 2023, "rank": "1/9"}),
        Honor.model_validate({"title": "C", "year": "2022-05", "category": "Uni"}),
    ]
    groups = honor_groups(honors, EN)
    assert [(g.category.plain(), [r.honor.title for r in g.rows]) for g in groups] == [
        ("Uni", ["A", "C"]),
        ("", ["B"]),
    ]
    assert [r.year.plain() for r in groups[0].rows] == ["2023, 2024", "May 2022"]
    assert groups[1].rows[0].title.plain() == "B (1/9)"


def test_skill_rows_then_languages_and_interests() -> None:
    profile = Profile.model_validate(
        {
            "name": "Ada",
            "skills": {"*Programming*": ["C++", ""]},
            "languages": [{"name": "Chinese", "level": "native"}, "English"],
            "interests": ["Go"],
        }
    )
    rows = skill_rows(profile, EN)
    assert [(r.category, r.items) for r in rows] == [
        (marked("*Programming*"), ("C++", "")),
        (own("Languages"), ("Chinese (native)", "English")),
        (own("Interests"), ("Go",)),
    ]


def test_what_each_kind_of_section_lists() -> None:
    profile = Profile.model_validate(
        {
            "name": "Ada",
            "summary": "Engines.",
            "research_interests": ["Engines", "Looms"],
            "skills": {"A": ["x"], "B": ["y"]},
            "languages": ["English"],
            "custom_sections": [
                {"title": "Talks", "entries": [{"title": "One"}, {"title": "Two"}]},
                {"title": "Service", "entries": [{"title": "Three"}]},
            ],
        }
    )
    papers = (cv_paper(),)
    lengths: dict[str, Any] = {
        name: len(entries_of(section, profile, papers, EN)) for name, section in SECTIONS.items()
    }
    assert lengths == {
        "summary": 1,
        "research_interests": 2,
        "education": 0,
        "experience": 0,
        "teaching": 0,
        "projects": 0,
        "publications": 1,
        "grants": 0,
        "honors": 0,
        "talks": 0,
        "supervision": 0,
        "service": 0,
        "skills": 3,
        "custom": 3,
    }
    assert entries_of(SECTIONS["summary"], Profile(name="Ada"), (), EN) == []


def test_what_a_person_is_now_when_no_position_says() -> None:
    def now(data: dict[str, Any]) -> tuple[str, str]:
        return current_role(Profile.model_validate({"name": "Ada Lovelace", **data}))

    school = {"institution": "PKU", "degree": "Ph.D. in CS", "start": "2022-09"}
    job = {"organization": "Lab", "role": "Postdoc", "start": "2023-01"}
    assert now({"education": [{**school, "end": "present"}]}) == ("Ph.D. in CS", "PKU")
    finished = {**school, "end": "2023-06"}
    assert now({"education": [finished], "experience": [{**job, "end": "present"}]}) == (
        "Postdoc",
        "Lab",
    )
    assert now({"education": [finished], "experience": [{**job, "end": "2024-01"}]}) == ("", "")
    assert now({}) == ("", "")
