"""The summary line: its parts, counted as of the CV's date, in each locale's words."""

import dataclasses

import pytest

from cvgen.cv.document import cv_document
from cvgen.cv.selection import SelectedCV
from cvgen.cv.snapshot import to_snapshot
from cvgen.cv.summaryline import SUMMARY_PARTS, funding_as_pi, students_graduated, summary_line
from cvgen.model.dates import PartialDate
from cvgen.sources.locales import available_locales, builtin_locale
from tests.cv.test_ranking import DAY
from tests.cv.test_ranking import selected as ranked


def selected(who: str, variant: str = "record", day: PartialDate = DAY) -> SelectedCV:
    """The test group's CV with the summary line (variants.yaml's ``record``)."""
    return ranked(who, variant, day)


PI_LINE = (
    "Publications: 16 (10 conference, 1 journal, 1 workshop, 1 preprint, 1 chapter, "
    "1 perspective, 1 patent) · 5 as first author · 10 as last author"
)


def test_the_pi_line_counts_her_whole_record_by_kind_and_role() -> None:
    assert summary_line(selected("pi")) == PI_LINE
    assert cv_document(selected("pi")).summary == PI_LINE


def test_a_short_cv_counts_the_whole_record_not_the_papers_it_keeps() -> None:
    short = selected("pi", "short")
    assert len(short.papers) == 8
    on = dataclasses.replace(
        short,
        profile=short.profile.model_copy(
            update={"style": short.profile.style.model_copy(update={"summary_line": True})}
        ),
    )
    assert summary_line(on) == PI_LINE


def test_the_line_is_as_of_the_cv_date() -> None:
    # on 1 June 2024 neither the SOSP paper (November) nor the preprint (2025) was out
    line = summary_line(selected("pi", day=PartialDate.parse("2024-06-01")))
    assert line.startswith("Publications: 14 (9 conference, 1 journal, 1 workshop, 1 chapter,")
    assert line.endswith("5 as first author · 8 as last author")


def test_the_student_line_has_no_last_author_part() -> None:
    assert summary_line(selected("student")) == (
        "Publications: 6 (4 conference, 1 workshop, 1 preprint) · 5 as first author"
    )


def test_no_line_unless_the_style_asks() -> None:
    assert summary_line(selected("pi", "long")) == ""
    assert cv_document(selected("pi", "long")).summary == ""


def test_students_and_funding_are_counted_as_their_sections_count_them() -> None:
    """The line's two parts that other sections contribute: the students who had
    graduated by the CV's date (a postdoc does not graduate; a student who starts
    later is not counted) and the funding as PI by currency (a co-PI grant and a
    grant that starts after the CV's date are not)."""
    from cvgen.model import Profile

    assert [p.name for p in SUMMARY_PARTS] == [
        "papers",
        "first_author",
        "last_author",
        "students_graduated",
        "funding_as_pi",
    ]
    pi = selected("pi")
    assert students_graduated(pi) == "" and funding_as_pi(pi) == ""  # none in her profile
    record = Profile.model_validate(
        {
            "name": "Test",
            "supervision": [
                {"name": "A", "level": "phd", "start": "2015", "end": "2020"},
                {"name": "B", "level": "masters", "start": "2019", "end": "2021"},
                {"name": "C", "level": "postdoc", "start": "2018", "end": "2020"},
                {"name": "D", "level": "phd", "start": "2021"},
                {"name": "E", "level": "phd", "start": "2030", "end": "2034"},
            ],
            "grants": [
                {
                    "title": "G1",
                    "funder": "ERC",
                    "role": "PI",
                    "amount": 1500000,
                    "currency": "EUR",
                    "start": "2020",
                },
                {
                    "title": "G2",
                    "funder": "NSF",
                    "role": "PI",
                    "amount": 550000,
                    "currency": "USD",
                    "start": "2022",
                },
                {
                    "title": "G3",
                    "funder": "NSF",
                    "role": "co-PI",
                    "amount": 900000,
                    "currency": "USD",
                    "start": "2021",
                },
                {
                    "title": "G4",
                    "funder": "DFG",
                    "role": "PI",
                    "amount": 100000,
                    "currency": "EUR",
                    "start": "2031",
                },
            ],
        }
    )
    cv = dataclasses.replace(pi.cv, profile=record)
    with_sections = dataclasses.replace(pi, cv=cv)
    assert students_graduated(with_sections) == "2 students graduated"
    assert funding_as_pi(with_sections) == "EUR 1,500,000 + USD 550,000 as PI"


@pytest.mark.parametrize("code", sorted(available_locales()))
def test_every_locale_words_the_line(code: str) -> None:
    pi = dataclasses.replace(selected("pi"), locale=builtin_locale(code))
    line = summary_line(pi)
    words = builtin_locale(code).summary
    assert "16" in line and "10" in line and "5" in line
    assert words.kinds["patent"] in line and words.kinds["conference"] in line
    assert line.count(words.separator) == 2
    assert "{" not in line


def test_a_cv_without_the_line_embeds_the_words_it_did() -> None:
    zh = dataclasses.replace(selected("pi", "long"), locale=builtin_locale("zh"))
    assert "summary" not in to_snapshot(zh, DAY, "0")["locale"]
    with_line = dataclasses.replace(selected("pi"), locale=builtin_locale("zh"))
    assert to_snapshot(with_line, DAY, "0")["locale"]["summary"]["papers"] == "论文 {count} 篇"
