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
from cvgen.model.wordpatterns import fill
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


ES, JA = builtin_locale("es"), builtin_locale("ja")


@pytest.mark.parametrize(
    ("locale", "one", "two"),
    [
        (EN, "PhD students: 1 (1 graduated)", "PhD students: 2 (2 graduated)"),
        (FR, "Doctorants\u00a0: 1 (1 diplômé)", "Doctorants\u00a0: 2 (2 diplômés)"),
        (ES, "Doctorandos: 1 (1 titulado)", "Doctorandos: 2 (2 titulados)"),
        (ZH, "博士生：1（已毕业 1）", "博士生：2（已毕业 2）"),
    ],
)
def test_a_status_count_takes_the_locales_singular_or_plural(
    locale: Any, one: str, two: str
) -> None:
    """ "1 diplômés" was every locale's plural after any count: each locale's
    one rule (plural: one, zero-one, none) picks the form."""
    graduated = _person(start=2019, end=2024)
    assert supervision_counts([graduated], AsOf(locale, DAY)).plain().startswith(one)
    assert supervision_counts([graduated] * 2, AsOf(locale, DAY)).plain().startswith(two)


@pytest.mark.parametrize(
    ("locale", "counts"),
    [
        (EN, {0: "0 papers", 1: "1 paper", 2: "2 papers"}),
        (DE, {0: "0 Publikationen", 1: "1 Publikation", 2: "2 Publikationen"}),
        (FR, {0: "0 article", 1: "1 article", 2: "2 articles"}),
        (JA, {0: "論文 0 件", 1: "論文 1 件", 2: "論文 2 件"}),
    ],
)
def test_the_sites_counts_follow_the_same_rule(locale: Any, counts: dict[int, str]) -> None:
    assert {n: locale.site_words.papers(n) for n in counts} == counts


def test_the_summary_lines_graduates_take_the_rule_too() -> None:
    def graduates(locale: Any, n: int) -> str:
        return fill(locale.counted(locale.summary.students_graduated, n), count=n)

    assert [graduates(EN, n) for n in (1, 2)] == ["1 student graduated", "2 students graduated"]
    assert [graduates(FR, n) for n in (0, 1, 2)] == [
        "0 étudiant diplômé",
        "1 étudiant diplômé",
        "2 étudiants diplômés",
    ]
    assert graduates(DE, 1) == "1 betreuter Abschluss"
    assert graduates(ZH, 1) == "已毕业学生 1 名"
