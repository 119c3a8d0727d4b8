"""The ranking of papers a short CV keeps: what each paper is, the owner's role,
the criteria and their order, the group's and a variant's settings."""

from pathlib import Path

import pytest

from cvgen.cv.merge import CvPaper
from cvgen.cv.ranking import (
    DEFAULT_ORDER,
    owner_roles,
    paper_class,
    paper_ranking,
    venue_name,
)
from cvgen.cv.request import CvRequest
from cvgen.cv.selection import SelectedCV, top_ranked
from cvgen.cv.variants import Variant, resolve_variant
from cvgen.cv.workspace import Workspace
from cvgen.model import Honor, VariantSpec
from cvgen.model.dates import PartialDate
from cvgen.model.variant import Ranking

SENIOR = Path(__file__).resolve().parent.parent / "senior"
DAY = PartialDate.parse("2025-03-01")


def selected(who: str, variant: str = "short", day: PartialDate = DAY) -> SelectedCV:
    request = CvRequest(SENIOR / f"{who}.yaml", variant, day)
    return Workspace().resolve(request, typeset=False).selected


def by_key(who: str) -> dict[str, CvPaper]:
    return {p.paper.key: p for p in selected(who, "long").cv.papers}


def test_what_each_paper_is_to_a_committee() -> None:
    papers = by_key("pi")
    assert {key: paper_class(p) for key, p in papers.items()} == {
        "weave-2025": "preprint",
        "tessera-sosp24": "conference",
        "quill-nsdi24": "conference",
        "kestrel-eurosys24": "conference",
        "perspective-24": "perspective",  # "Nature Computational Science, Perspective"
        "memory-patent23": "patent",  # "US Patent 11,842,117"
        "harbor-osdi23": "conference",
        "drift-hotos23": "workshop",
        "lattice-eurosys23": "conference",
        "relay-atc22": "conference",
        "tiers-tocs22": "journal",  # Transactions
        "chapter-22": "chapter",  # kind: chapter
        "pacer-socc21": "conference",
        "mirage-nsdi21": "conference",
        "ember-osdi10": "conference",
        "flux-sosp09": "conference",
    }


def test_a_tag_that_names_a_kind_says_what_the_paper_is() -> None:
    import dataclasses

    from cvgen.model import Marks

    paper = by_key("pi")["tessera-sosp24"]
    tagged = dataclasses.replace(paper, marks=Marks(tags=["llm", "workshop"]))
    assert paper_class(tagged) == "workshop"


def test_the_owner_leads_as_first_last_or_corresponding_author() -> None:
    pi, student = by_key("pi"), by_key("student")
    assert owner_roles(pi["tessera-sosp24"]) == {"last", "corresponding"}
    assert owner_roles(pi["mirage-nsdi21"]) == {"corresponding"}  # second of three
    assert owner_roles(pi["chapter-22"]) == {"first"}  # alone: first, not last
    assert owner_roles(student["tessera-sosp24"]) == {"first"}
    assert owner_roles(student["harbor-osdi23"]) == set()  # second of three


def test_a_venue_is_named_without_its_year() -> None:
    papers = by_key("pi")
    assert venue_name(papers["tessera-sosp24"]) == "SOSP"
    assert venue_name(papers["chapter-22"]) == ""


def test_the_default_order_and_what_a_variant_writes_over_it() -> None:
    assert paper_ranking({}, 2025).order == DEFAULT_ORDER
    ranking = paper_ranking({"order": ["kind", "newest"], "kinds": {"patent": 9}}, 2025)
    assert ranking.order == ("kind", "newest")
    assert ranking.kinds["patent"] == 9 and ranking.kinds["conference"] == 3
    assert paper_ranking({"recent_years": 3}, 2025).recent_since == 2023
    assert paper_ranking({}, None).recent_since is None


def test_a_pi_short_cv_keeps_last_author_papers_over_a_patent_a_chapter_a_perspective() -> None:
    kept = [p.paper.key for p in selected("pi").papers]
    assert {"tessera-sosp24", "quill-nsdi24"} <= set(kept)
    assert not {"memory-patent23", "chapter-22", "perspective-24"} & set(kept)
    assert len(kept) == 8


def test_the_group_top_venues_rank_first_among_papers_of_a_kind() -> None:
    cv = selected("pi")
    worst_first = [c.ident for c in cv.candidates if c.section == "publications"]
    keys = [cv.cv.papers[int(i)].paper.key for i in worst_first]
    # the last to go: the top venues' papers, newest last
    assert keys[-3:] == ["harbor-osdi23", "quill-nsdi24", "tessera-sosp24"]
    assert cv.variant.ranking == {"top_venues": ["SOSP", "OSDI", "NSDI"]}


def test_only_first_author_papers_lead_when_the_variant_says() -> None:
    spec = VariantSpec.model_validate({"extends": "short", "ranking": {"roles": ["first"]}})
    variant = resolve_variant("mine", {"mine": spec}, None, Ranking(top_venues=["SOSP"]))
    assert variant.ranking == {"top_venues": ["SOSP"], "roles": ["first"]}
    assert Variant.from_definition(variant.definition()).ranking == variant.ranking


def test_a_variant_without_ranking_keys_has_the_definition_it_had() -> None:
    assert "ranking" not in resolve_variant("short").definition()


@pytest.mark.parametrize(
    ("rank", "top"),
    [("4/200", True), ("Top 10/408", True), ("613/4239", False), ("", False), ("1st", False)],
)
def test_an_honour_in_the_top_five_percent_is_told_by_its_rank(rank: str, top: bool) -> None:
    assert top_ranked(Honor.model_validate({"title": "A", "year": 2024, "rank": rank})) is top


def test_short_keeps_the_best_three_honours_through_the_page_budget() -> None:
    droppable = [str(c) for c in selected("pi").candidates if c.section == "honors"]
    assert droppable == [
        "honors: Early Career Research Award (2016)",
        "honors: School Teaching Award (2019)",
    ]
    student = [str(c) for c in selected("student").candidates if c.section == "honors"]
    # the two in the top 5% and the newest other are kept; 40/600 is not in the top 5%
    assert student == ["honors: Outstanding Graduate (2021)", "honors: Graduate Scholarship (2022)"]
