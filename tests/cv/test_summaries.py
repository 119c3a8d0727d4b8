"""The typed sections' summary lines: what each counts, as of the CV's date, in
its locale's words and numbers."""

from __future__ import annotations

from typing import Any

import pytest

from cvgen.cv.summaries import (
    AsOf,
    grant_amount,
    grant_totals,
    review_total,
    status,
    supervised_papers,
    supervision_counts,
    talk_counts,
)
from cvgen.model.dates import PartialDate
from cvgen.model.entries import Grant, Service, Supervision, Talk
from cvgen.sources.locales import builtin_locale
from tests.conftest import cv_paper

DAY = PartialDate(2024, 10, 10)
EN, ZH, DE, FR = (builtin_locale(code) for code in ("en", "zh", "de", "fr"))


def _grant(**fields: Any) -> Grant:
    return Grant.model_validate({"title": "T", "funder": "F", "role": "PI", **fields})


GRANTS = [
    _grant(amount=550000, currency="USD", start="2021-07"),
    _grant(amount=1500000, currency="EUR", start="2022-01"),
    _grant(amount=700000, currency="USD", start=2023),
    _grant(role="co-PI", amount=1200000, currency="USD", share=400000, start="2020-09"),
    _grant(amount=100000, currency="USD", start="2025-01"),  # after the CV's date
    _grant(role="senior personnel"),  # no amount: nothing to add
]


def test_grant_totals_by_role_and_currency_as_of_the_cvs_date() -> None:
    line = grant_totals(GRANTS, AsOf(EN, DAY)).plain()
    assert line == (
        "Total as PI: USD 1,250,000 + EUR 1,500,000; "
        "Total as Co-PI: USD 1,200,000 (as of October 2024)"
    )
    earlier = grant_totals(GRANTS, AsOf(EN, PartialDate(2022, 6, 1))).plain()
    assert earlier.startswith("Total as PI: USD 550,000 + EUR 1,500,000;")  # 2023's not yet


def test_grant_totals_in_the_locales_words_and_number_format() -> None:
    assert grant_totals(GRANTS[:2], AsOf(DE, DAY)).plain() == (
        "Summe als Antragsteller:in: 550.000 USD + 1.500.000 EUR (Stand Oktober 2024)"
    )
    assert grant_totals(GRANTS[:1], AsOf(ZH, DAY)).plain() == (
        "作为负责人合计：USD 550,000（截至2024年10月）"
    )
    assert grant_amount(1250000.5, "EUR", FR) == "1\u202f250\u202f000,5\u00a0EUR"
    assert grant_amount(None, "USD", EN) == ""


def test_no_amounts_no_summary() -> None:
    assert not grant_totals([_grant()], AsOf(EN, DAY))


def _talk(**fields: Any) -> Talk:
    return Talk.model_validate({"title": "T", **fields})


def test_talk_counts_by_kind_a_keynote_once_and_only_talks_given() -> None:
    talks = [
        _talk(keynote=True, start="2024-09"),
        _talk(start="2024-03"),
        _talk(start="2023-03"),
        _talk(kind="contributed", start=2022),
        _talk(start="2025-03"),  # not yet given
    ]
    assert talk_counts(talks, AsOf(EN, DAY)).plain() == (
        "Keynotes: 1; Invited talks: 2; Contributed talks: 1 (as of October 2024)"
    )


def _person(**fields: Any) -> Supervision:
    return Supervision.model_validate({"name": "N", "level": "phd", **fields})


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"start": 2019, "end": 2024}, "graduated"),  # a year ended by October
        ({"start": 2019, "end": "2024-12"}, "current"),  # ends after the CV's date
        ({"start": 2021, "end": "present"}, "current"),
        ({"start": 2021}, "current"),
        ({"start": 2019, "end": 2022, "status": "left"}, "left"),  # as given
    ],
)
def test_a_students_status_from_the_years_unless_given(
    fields: dict[str, Any], expected: str
) -> None:
    assert status(_person(**fields), DAY) == expected


def test_supervision_counts_by_level_and_status_and_the_papers_with_students() -> None:
    people = [
        _person(name="Lin Wei", start=2019, end=2024),
        _person(name="Bram Okafor", start=2021, end="present"),
        _person(name="Sara Lind", level="masters", start=2022, end=2023),
        _person(name="Omar Haddad", level="postdoc", start=2023),
        _person(name="Not Yet", start=2025),  # starts after the CV's date
    ]
    papers = [
        cv_paper(authors=("Lin Wei", "Ada Lovelace"), students=frozenset({"Lin Wei"})),
        cv_paper(key="b", authors=("Bram Okafor", "Lin Wei"), students=frozenset({"Bram Okafor"})),
        # a supervised person among the authors, but not marked a student there
        cv_paper(key="c", authors=("Omar Haddad", "Ada Lovelace")),
        # a student, but of someone else
        cv_paper(key="d", authors=("Zoe Stranger",), students=frozenset({"Zoe Stranger"})),
    ]
    assert supervised_papers(people, papers) == 2
    assert supervision_counts(people, AsOf(EN, DAY, papers)).plain() == (
        "PhD students: 2 (1 current, 1 graduated); Master's students: 1 (1 graduated); "
        "Postdocs: 1 (1 current); Papers with supervised students: 2 (as of October 2024)"
    )
    assert supervision_counts(people[:1], AsOf(ZH, DAY)).plain() == (
        "博士生：1（已毕业 1）（截至2024年10月）"
    )


def test_reviews_add_up_the_counts_given() -> None:
    service = [
        Service(kind="reviewing", role="Reviewer", venue="TPDS", count=12, start=2020),
        Service(kind="reviewing", role="Reviewer", venue="TOCS", count=3, start=2024),
        Service(kind="committee", role="PC member", venue="OSDI 2024", start=2024),
    ]
    assert review_total(service, AsOf(EN, DAY)).plain() == (
        "Papers reviewed: 15 (as of October 2024)"
    )
    assert not review_total(service[2:], AsOf(EN, DAY))
