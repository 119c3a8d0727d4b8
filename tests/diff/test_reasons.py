"""Why a paper the older version showed is missing from the newer one."""

from __future__ import annotations

import dataclasses

import click

from cvgen.cv.merge import ResolvedCV
from cvgen.cv.selection import SelectedCV, select_variant
from cvgen.cv.variants import resolve_variant
from cvgen.diff.compare import compare_versions
from cvgen.diff.match import diff_cvs
from cvgen.diff.report import format_text, to_json
from cvgen.model import Profile, SectionRule
from tests.diff.test_match import BASE, paper

OLD_PAPER = paper("old-atc19", "An Old Paper", year=2019)
NEW_PAPER = paper("new-osdi24", "A New Paper", year=2024)


def limited(*papers: object, **rule: object) -> SelectedCV:
    variant = dataclasses.replace(
        resolve_variant("long"), rules={"publications": SectionRule.model_validate(rule)}
    )
    resolved = ResolvedCV("ada", Profile.model_validate(BASE), tuple(papers))  # type: ignore[arg-type]
    return select_variant(resolved, variant)


def reasons(old: SelectedCV, new: SelectedCV) -> list[tuple[str, str]]:
    section = diff_cvs(old, new).section("publications")
    assert section is not None
    return [(c.kind, c.reason) for c in section.changes]


def test_a_paper_pushed_out_by_the_limit_says_so() -> None:
    old = limited(OLD_PAPER, max=1)
    new = limited(OLD_PAPER, NEW_PAPER, max=1)
    assert reasons(old, new) == [
        ("added", ""),
        ("removed", "left out by the variant's limit (long: publications.max = 1)"),
    ]


def test_a_paper_left_out_by_a_filter_names_the_filter() -> None:
    old = limited(OLD_PAPER)
    assert reasons(old, limited(OLD_PAPER, since=2020)) == [
        ("removed", "left out by the variant's filter (long: publications.since = 2020)")
    ]
    assert reasons(old, limited(OLD_PAPER, tags=["ml"])) == [
        ("removed", "left out by the variant's filter (long: publications.tags = [ml])")
    ]
    only = limited(OLD_PAPER, statuses=["accepted", "under review"])
    assert reasons(old, only) == [
        (
            "removed",
            "left out by the variant's filter "
            "(long: publications.statuses = [accepted, under review])",
        )
    ]


def test_a_paper_gone_from_the_database_gives_no_reason() -> None:
    assert reasons(limited(OLD_PAPER), limited()) == [("removed", "")]


def test_zilis_short_cv_says_why_a_paper_went() -> None:
    comparison = compare_versions(
        "examples/zili-zhang-2023-07-25.yaml", "profiles/zili-zhang.yaml", "short"
    )
    text = click.unstyle(format_text(comparison))
    assert (
        "(TOSEM'23, 2023-05)\n"
        "               why: left out by the variant's limit (short: publications.max = 8)\n"
    ) in text
    (papers,) = [s for s in to_json(comparison)["sections"] if s["name"] == "publications"]
    assert papers["changes"][-1]["reason"].startswith("left out by the variant's limit")
