"""The comparison itself, on in-memory CVs: identity, reordering, fields."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from cvgen.cv.merge import CvPaper, ResolvedCV
from cvgen.cv.selection import SelectedCV, select_variant
from cvgen.cv.variants import resolve_variant
from cvgen.diff.match import Change, FieldChange, diff_cvs, section_order
from cvgen.model import Profile, Venue
from tests.conftest import cv_paper

BASE: dict[str, Any] = {
    "name": "Ada Lovelace",
    "contacts": {"email": "ada@example.org", "phone": "+1 555 0100"},
    "experience": [
        {"organization": "Analytical Engines", "role": "Engineer", "start": "2020-01"},
        {
            "organization": "Moqi",
            "role": "Intern of Retrieval",
            "start": "2019-06",
            "end": "2019-09",
            "bullets": ["Faiss runtime", "Benchmarks"],
        },
    ],
    "honors": [
        {"title": "Third Prize", "year": 2021, "issuer": "PKU"},
        {"title": "Award for Research", "year": 2021, "issuer": "PKU"},
        {"title": "Award for Research", "year": 2022, "issuer": "PKU"},
    ],
    "skills": {"Programming": ["C++", "Python"]},
}


def paper(key: str, title: str, status: str = "published", **extra: Any) -> CvPaper:
    venue = Venue(short="NSDI'24") if status != "preprint" else None
    return cv_paper(key=key, title=title, venue=venue, status=status, month=4, **extra)


def cv(changes: dict[str, Any] | None = None, papers: tuple[CvPaper, ...] = ()) -> SelectedCV:
    data = {**BASE, **(changes or {})}
    resolved = ResolvedCV("ada", Profile.model_validate(data), papers)
    return select_variant(resolved, resolve_variant("long"))


def changes(old: SelectedCV, new: SelectedCV, section: str) -> list[Change]:
    found = diff_cvs(old, new).section(section)
    return list(found.changes) if found else []


def test_identical_versions_have_no_changes() -> None:
    diff = diff_cvs(cv(), cv())
    assert diff.identical
    assert diff.counts() == {"added": 0, "removed": 0, "changed": 0}


def test_reordering_entries_bullets_and_skills_is_not_a_change() -> None:
    reordered = {
        "experience": list(
            reversed(
                [
                    *BASE["experience"][:1],
                    {**BASE["experience"][1], "bullets": ["Benchmarks", "Faiss runtime"]},
                ]
            )
        ),
        "honors": list(reversed(BASE["honors"])),
        "skills": {"Programming": ["Python", "C++"]},
    }
    assert diff_cvs(cv(), cv(reordered)).identical


def test_a_renamed_role_is_one_change_matched_by_organization_and_start() -> None:
    moved = [BASE["experience"][0], {**BASE["experience"][1], "role": "Intern of Vector DB"}]
    assert changes(cv(), cv({"experience": moved}), "experience") == [
        Change(
            "changed",
            "Moqi, Intern of Vector DB",
            "Jun. 2019 - Sep. 2019",
            (FieldChange("role", "Intern of Retrieval", "Intern of Vector DB"),),
            old_index=1,
            new_index=1,
            key="moqi|intern of vector db|2019-06",
        )
    ]


def test_a_corrected_end_date_names_the_field() -> None:
    fixed = [BASE["experience"][0], {**BASE["experience"][1], "end": "2019-10"}]
    (change,) = changes(cv(), cv({"experience": fixed}), "experience")
    assert change.fields == (FieldChange("end", "2019-09", "2019-10"),)


def test_a_new_position_is_added_and_a_dropped_one_removed() -> None:
    new_job = {"organization": "StepFun", "role": "Intern", "start": "2024-04", "end": "present"}
    found = changes(cv(), cv({"experience": [new_job, BASE["experience"][0]]}), "experience")
    assert [(c.kind, c.label, c.detail) for c in found] == [
        ("added", "StepFun, Intern", "Apr. 2024 - Present"),
        ("removed", "Moqi, Intern of Retrieval", "Jun. 2019 - Sep. 2019"),
    ]


def test_bullets_are_compared_as_a_set() -> None:
    edited = [
        BASE["experience"][0],
        {**BASE["experience"][1], "bullets": ["Faiss runtime", "Tuning"]},
    ]
    (change,) = changes(cv(), cv({"experience": edited}), "experience")
    assert change.fields == (
        FieldChange("bullet", "Benchmarks", None),
        FieldChange("bullet", None, "Tuning"),
    )


def test_removed_phone_and_changed_email_are_header_changes() -> None:
    found = changes(cv(), cv({"contacts": {"email": "ada@example.com"}}), "header")
    assert [(c.kind, c.label, c.fields) for c in found] == [
        ("changed", "email", (FieldChange("email", "ada@example.org", "ada@example.com"),)),
        ("removed", "phone", ()),
    ]


def test_an_honour_whose_year_was_corrected_is_matched_by_title() -> None:
    honors = [{**BASE["honors"][0], "year": 2020}, *BASE["honors"][1:]]
    (change,) = changes(cv(), cv({"honors": honors}), "honors")
    assert (change.label, change.fields) == ("Third Prize", (FieldChange("year", "2021", "2020"),))


def test_two_honours_with_one_title_stay_apart_by_year() -> None:
    honors = [BASE["honors"][0], BASE["honors"][2]]  # the 2021 research award is gone
    (change,) = changes(cv(), cv({"honors": honors}), "honors")
    assert (change.kind, change.label, change.detail) == ("removed", "Award for Research", "2021")


def test_a_preprint_that_became_a_paper_changes_venue_and_title() -> None:
    old = paper("rlhfuse", "RLHFuse: Efficient RLHF Training", status="preprint")
    new = paper(
        "rlhfuse",
        "Optimizing RLHF Training with Stage Fusion",
        former_titles=("RLHFuse: Efficient RLHF Training",),
    )
    (change,) = changes(cv(papers=(old,)), cv(papers=(new,)), "publications")
    assert change.kind == "changed"
    assert change.fields == (
        FieldChange(
            "title",
            "RLHFuse: Efficient RLHF Training",
            "Optimizing RLHF Training with Stage Fusion",
        ),
        FieldChange("venue", "preprint", "NSDI'24"),
    )


def test_papers_are_matched_by_a_former_title_when_the_key_changed() -> None:
    old = paper("old-key", "Fast Serving")
    new = paper("new-key", "Faster Serving", former_titles=("Fast Serving",))
    (change,) = changes(cv(papers=(old,)), cv(papers=(new,)), "publications")
    assert change.kind == "changed"


def test_skills_items_and_languages() -> None:
    found = changes(
        cv(), cv({"skills": {"Programming": ["C++", "CUDA"]}, "languages": ["English"]}), "skills"
    )
    assert [(c.kind, c.label, c.fields) for c in found] == [
        (
            "changed",
            "Programming",
            (FieldChange("item", "Python", None), FieldChange("item", None, "CUDA")),
        ),
        ("added", "Languages", ()),
    ]


def test_only_sections_the_variant_shows_are_compared() -> None:
    resolved = ResolvedCV("ada", Profile.model_validate(BASE), ())
    edited = {**BASE, "skills": {"Programming": ["Rust"]}}
    other = ResolvedCV("ada", Profile.model_validate(edited), ())
    short = resolve_variant("short")  # no skills section
    assert diff_cvs(select_variant(resolved, short), select_variant(other, short)).identical


def test_a_changed_section_title_is_a_layout_change() -> None:
    found = changes(cv(), cv({"section_titles": {"honors": "Awards"}}), "layout")
    assert [(c.label, c.fields) for c in found] == [
        ("honors heading", (FieldChange("title", "Honors & Awards", "Awards"),))
    ]


def test_an_award_renamed_and_moved_a_year_is_one_change() -> None:
    honors = [
        {"title": "Academic Innovation Award", "year": 2023, "issuer": "PKU"},
        {"title": "Best Paper Award", "year": 2019, "issuer": "PKU"},
    ]
    renamed = [
        {"title": "Exceptional Award for Academic Innovation", "year": 2022, "issuer": "PKU"},
        {"title": "Best Paper Award of ATC", "year": 2015, "issuer": "PKU"},  # years apart
    ]
    found = changes(cv({"honors": honors}), cv({"honors": renamed}), "honors")
    assert [(c.kind, c.label, c.fields) for c in found] == [
        (
            "changed",
            "Exceptional Award for Academic Innovation",
            (
                FieldChange("title", "Academic Innovation Award", renamed[0]["title"]),
                FieldChange("year", "2023", "2022"),
            ),
        ),
        ("added", "Best Paper Award of ATC", ()),
        ("removed", "Best Paper Award", ()),
    ]


def test_a_rename_that_could_be_either_of_two_is_left_as_added_and_removed() -> None:
    honors = [{"title": "Research Award", "year": 2022, "issuer": "PKU"}]
    two = [
        {"title": "Research Award, PKU", "year": 2022, "issuer": "PKU"},
        {"title": "PKU Research Award", "year": 2023, "issuer": "PKU"},
    ]
    found = changes(cv({"honors": honors}), cv({"honors": two}), "honors")
    assert [c.kind for c in found] == ["added", "added", "removed"]
    # unlike names stay apart however close the dates
    other = [{"title": "Presidential Scholarship", "year": 2022, "issuer": "PKU"}]
    found = changes(cv({"honors": honors}), cv({"honors": other}), "honors")
    assert [c.kind for c in found] == ["added", "removed"]


def test_a_section_with_every_entry_gone_keeps_its_place() -> None:
    """The CV's document leaves an empty section out: it is found where it was."""
    old = ["header", "education", "honors", "skills", "layout"]
    assert section_order(old, ["header", "education", "skills", "layout"]) == old
    assert section_order(["header", "summary", "layout"], ["header", "layout"]) == [
        "header",
        "summary",
        "layout",
    ]
    assert section_order(["a", "b"], ["c"]) == ["a", "b", "c"]


def test_a_status_change_at_the_same_venue_is_a_change() -> None:
    steps = [paper("serve", "Serving", status=s) for s in ("under review", "accepted", "published")]
    found = [
        changes(cv(papers=(old,)), cv(papers=(new,)), "publications")
        for old, new in pairwise(steps)
    ]
    assert [[c.fields for c in step] for step in found] == [
        [(FieldChange("venue", "NSDI'24 (under review)", "NSDI'24 (accepted)"),)],
        [(FieldChange("venue", "NSDI'24 (accepted)", "NSDI'24"),)],
    ]


def test_positions_grouped_under_one_employer_are_matched_each_on_its_own() -> None:
    jobs = [
        {"organization": "Engine Works", "role": "Principal Analyst", "start": "2021-01"},
        {"organization": "Engine Works", "role": "Analyst", "start": "2019-05", "end": "2020-12"},
    ]
    later = [{**jobs[0]}, {**jobs[1], "end": "2021-01"}]
    found = changes(cv({"experience": jobs}), cv({"experience": later}), "experience")
    assert [(c.kind, c.label) for c in found] == [("changed", "Engine Works, Analyst")]
    assert found[0].new_index == 1  # the second position, though shown under the first


def test_an_own_link_is_in_the_header() -> None:
    old = cv({"contacts": {"links": [{"label": "Lab", "url": "lab.example.org"}]}})
    new = cv({"contacts": {"links": [{"label": "Lab", "url": "lab2.example.org"}]}})
    assert [c.kind for c in changes(old, new, "header")] == ["changed"]


def test_a_papers_number_changing_because_another_came_is_no_change() -> None:
    numbered = {"style": {"group_by": "kind", "numbering": "reverse"}}
    old = cv(numbered, papers=(paper("a", "Alpha"),))
    new = cv(numbered, papers=(paper("b", "Beta"), paper("a", "Alpha")))
    found = changes(old, new, "publications")
    assert [(c.kind, c.label) for c in found] == [("added", "Beta")]


def test_a_custom_section_is_known_by_its_id_whatever_its_title_or_language() -> None:
    def lectures(title: Any, entries: list[str]) -> dict[str, Any]:
        return {
            "custom_sections": [
                {"id": "lectures", "title": title, "entries": [{"title": t} for t in entries]}
            ]
        }

    old = cv(lectures("Talks", ["Keynote"]))
    new = cv(lectures({"en": "Invited Talks", "zh": "特邀报告"}, ["Keynote", "Seminar"]))
    found = changes(old, new, "lectures")
    assert [(c.kind, c.label) for c in found] == [("added", "Seminar")]
