"""The select stage: rules, ranking, bullets, hidden fields and drop candidates."""

from pathlib import Path
from typing import Any

import pytest

from cvgen.cv.merge import ResolvedCV, merge_publications
from cvgen.cv.ranking import leads
from cvgen.cv.selection import ItemRef, SelectedCV, select_variant
from cvgen.cv.variants import resolve_variant
from cvgen.errors import InputError
from cvgen.model import Profile, PublicationDatabase, VariantSpec
from cvgen.sources.loader import LoadedDatabase, LoadedProfile, load_variants
from cvgen.sources.yamlsource import SourceMap

DB = PublicationDatabase.model_validate(
    {
        "papers": {
            "first": {"title": "First", "authors": ["Ada Lovelace", "Bob"], "year": 2021},
            "equal": {
                "title": "Equal",
                "authors": ["Bob", "Ada Lovelace", "Cy"],
                "equal_contribution": ["Bob", "Ada Lovelace"],
                "year": 2024,
                "abstract": "We did it.",
                "location": "Boston",
            },
            "middle": {"title": "Middle", "authors": ["Bob", "Ada Lovelace"], "year": 2025},
        }
    }
)

PROFILE: dict[str, Any] = {
    "name": "Ada Lovelace",
    "experience": [
        {"organization": "Old Lab", "role": "Intern", "start": 2015, "end": 2016},
        {
            "organization": "Grant Lab",
            "role": "Researcher",
            "start": 2019,
            "end": 2021,
            "tags": ["grant"],
            "mentor": "Prof. X",
            "location": "Paris",
        },
        {
            "organization": "Now Inc",
            "role": "Engineer",
            "start": 2022,
            "end": "present",
            "bullets": ["one", {"text": "two", "selected": True}, "three"],
        },
    ],
    "honors": [
        {"title": "Old Prize", "year": 2010, "selected": True},
        {"title": "New Prize", "year": 2024},
        {"title": "Mid Prize", "year": 2018, "priority": -1},
    ],
}


def resolved(data: dict[str, Any] = PROFILE) -> ResolvedCV:
    path = Path("ada.yaml")
    loaded = LoadedProfile(path, Profile.model_validate(data), SourceMap(path))
    return merge_publications(loaded, LoadedDatabase(None, DB, None))


def select(variant: dict[str, Any], drop: tuple[ItemRef, ...] = ()) -> SelectedCV:
    spec = VariantSpec.model_validate(variant)
    return select_variant(resolved(), resolve_variant("v", {"v": spec}), drop)


def organizations(selected: SelectedCV) -> list[str]:
    return [e.organization for e in selected.profile.experience]


def test_long_keeps_everything_in_the_profile_order() -> None:
    long = select_variant(resolved(), resolve_variant("long"))
    assert organizations(long) == ["Old Lab", "Grant Lab", "Now Inc"]
    assert [p.paper.key for p in long.papers] == ["middle", "equal", "first"]


def test_select_by_tag_and_by_year() -> None:
    assert organizations(select({"rules": {"experience": {"tags": ["grant"]}}})) == ["Grant Lab"]
    assert organizations(select({"rules": {"experience": {"since": 2021}}})) == [
        "Grant Lab",
        "Now Inc",  # ongoing: always recent enough
    ]


def test_only_selected_entries() -> None:
    honors = select({"rules": {"honors": {"selected": True}}}).profile.honors
    assert [h.title for h in honors] == ["Old Prize"]


def test_max_keeps_the_best_ranked_shown_in_original_order() -> None:
    honors = select({"rules": {"honors": {"max": 2}}}).profile.honors
    assert [h.title for h in honors] == ["Old Prize", "New Prize"]  # selected, then newest


def test_first_author_includes_equal_first() -> None:
    papers = select({"rules": {"publications": {"first_author": True}}}).papers
    assert [p.paper.key for p in papers] == ["equal", "first"]
    assert [leads(p) for p in resolved().papers] == [False, True, True]


def test_first_author_papers_survive_a_max_before_newer_others() -> None:
    only_first = {"roles": ["first"]}
    papers = select({"rules": {"publications": {"max": 2}}, "ranking": only_first}).papers
    assert [p.paper.key for p in papers] == ["equal", "first"]


def test_a_last_author_paper_counts_like_a_first_author_one_by_default() -> None:
    papers = select({"rules": {"publications": {"max": 2}}}).papers
    assert [p.paper.key for p in papers] == ["middle", "equal"]  # Ada is last of 'middle'


def test_bullets_keep_selected_ones_first_in_their_order() -> None:
    now = select({"bullets": 2}).profile.experience[2]
    assert [b.text for b in now.bullets] == ["one", "two"]
    now = select({"bullets": 1}).profile.experience[2]
    assert [b.text for b in now.bullets] == ["two"]


def test_hidden_fields_abstracts_locations_mentors() -> None:
    plain = select({"abstracts": False, "locations": False, "mentors": False})
    grant = plain.profile.experience[1]
    assert (grant.location, grant.mentor) == ("", "")
    equal = plain.papers[1].paper
    assert (equal.abstract, equal.location) == ("", "")
    shown = select({"abstracts": True})
    assert shown.papers[1].paper.abstract == "We did it."
    assert shown.profile.experience[1].mentor == "Prof. X"


def test_candidates_follow_priority_then_drop_order_and_skip_selected() -> None:
    chosen = select({"sections": ["experience", "honors"], "drop_order": ["honors", "experience"]})
    assert [str(c) for c in chosen.candidates] == [
        "honors: Mid Prize (2018)",  # priority -1 goes first
        "honors: New Prize (2024)",
        "experience: Old Lab (2016)",
        "experience: Grant Lab (2021)",
        "experience: Now Inc",
    ]  # Old Prize is selected: never dropped; publications are not shown


def test_dropping_removes_exactly_those_entries() -> None:
    chosen = select({"sections": ["experience", "honors"]})
    cut = select({"sections": ["experience", "honors"]}, chosen.candidates[:2])
    assert len(cut.profile.honors) + len(cut.profile.experience) == 4
    assert cut.dropped == chosen.candidates[:2]


def test_without_a_drop_order_papers_outlive_projects() -> None:
    from cvgen.cv.selection import default_drop_order
    from cvgen.cv.variants import Variant

    order = default_drop_order(Variant("v", sections=("education", "projects", "publications")))
    assert order == ["projects", "publications", "education"]
    cv = resolved({**PROFILE, "projects": [{"name": "placeholder", "description": "x"}]})

    def candidates(variant: dict[str, Any]) -> list[str]:
        chosen = resolve_variant("v", {"v": VariantSpec.model_validate(variant)})
        return [c.section for c in select_variant(cv, chosen).candidates]

    shown = {"sections": ["projects", "publications", "honors"]}
    assert candidates(shown) == ["honors", "honors", "projects", *["publications"] * 3]
    own = candidates({**shown, "drop_order": ["publications", "projects"]})  # the variant's word
    assert own == [*["publications"] * 3, "projects"]


def test_section_order_puts_its_sections_first_and_the_rest_as_they_were() -> None:
    from cvgen.cv.selection import ordered

    assert ordered(
        ("education", "experience", "publications", "honors"), ["honors", "skills", "experience"]
    ) == (
        "honors",
        "experience",
        "education",
        "publications",
    )


def test_a_variant_keeps_the_papers_of_the_statuses_it_names() -> None:
    rule = {"rules": {"publications": {"statuses": ["accepted", "published"]}}}
    assert [p.paper.key for p in select(rule).papers] == ["middle", "equal", "first"]
    under_review = {"rules": {"publications": {"statuses": ["under review"]}}}
    assert select(under_review).papers == ()


def test_a_variant_may_name_only_the_statuses_a_paper_can_have(tmp_path: Path) -> None:
    variants = tmp_path / "variants.yaml"
    variants.write_text(
        "variants:\n  cv:\n    rules:\n      publications:\n        statuses: [publishd]\n"
    )
    with pytest.raises(InputError) as raised:
        load_variants(variants)
    message = str(raised.value)
    assert "variants.yaml:5:20" in message, message
    assert "variants.cv.rules.publications.statuses[0]" in message
    assert "'in preparation', 'preprint', 'under review', 'accepted' or 'published'" in message
