"""A paper's status and venue in words: the CV's, the publication page's, the diff's."""

from typing import Any

import pytest

from cvgen.cv.papers import (
    author_marks,
    cv_status,
    cv_venue,
    cv_when,
    long_date,
    marks_note,
    page_range,
    paper_entry,
    paper_link,
    venue_and_pages,
    venue_long,
    venue_name,
    venue_short,
    venue_status,
)
from cvgen.model import Venue
from cvgen.model.paper import AuthorMarks, PaperLinks
from cvgen.model.pubdb import PaperView
from cvgen.sources.locales import builtin_locale
from tests.conftest import cv_paper

EN = builtin_locale()

NSDI = Venue(short="NSDI'24", long="USENIX Symposium on Networked Systems Design")
ARXIV = Venue(short="arXiv")


def _view(**fields: Any) -> PaperView:
    return cv_paper(**fields).paper


@pytest.mark.parametrize(
    ("status", "venue", "cv", "page", "diff"),
    [
        ("published", NSDI, ("NSDI'24", NSDI.long), f"{NSDI.long} (NSDI'24)", "NSDI'24"),
        ("preprint", ARXIV, ("arXiv", "In Preprint"), "Preprint", "preprint (arXiv)"),
        ("preprint", None, ("", "In Preprint"), "Preprint", "preprint"),
        (
            "accepted",
            NSDI,
            ("NSDI'24", f"To appear in {NSDI.long}"),
            f"To appear in {NSDI.long} (NSDI'24)",
            "NSDI'24 (accepted)",
        ),
        ("accepted", None, ("", "Accepted"), "Accepted", "accepted"),
        (
            "under review",
            ARXIV,
            ("", "Under review at arXiv"),
            "Under review at arXiv",
            "arXiv (under review)",
        ),
        # never printed as if published: the venue only after "Under review at"
        (
            "under review",
            NSDI,
            ("", f"Under review at {NSDI.long}"),
            f"Under review at {NSDI.long}",
            "NSDI'24 (under review)",
        ),
        ("under review", None, ("", "Under review"), "Under review", "under review"),
        (
            "in preparation",
            NSDI,
            ("", "In preparation"),
            "In preparation",
            "NSDI'24 (in preparation)",
        ),
        ("in preparation", None, ("", "In preparation"), "In preparation", "in preparation"),
    ],
)
def test_the_three_wordings(
    status: str, venue: Venue | None, cv: tuple[str, str], page: str, diff: str
) -> None:
    paper = _view(status=status, venue=venue)
    assert (cv_venue(paper), cv_status(paper, EN)) == cv
    assert venue_name(paper, EN) == page
    assert venue_status(paper) == diff


def test_the_page_names_a_venue_by_its_long_name_and_a_preprint_by_what_it_is() -> None:
    assert (venue_long(_view(venue=NSDI), EN), venue_short(_view(venue=NSDI))) == (
        NSDI.long,
        "NSDI'24",
    )
    assert venue_short(_view(status="preprint", venue=ARXIV)) == ""
    assert venue_long(_view(venue=Venue(short="HotOS'25")), EN) == "HotOS'25"
    assert venue_name(_view(venue=Venue(short="HotOS'25")), EN) == "HotOS'25"


def test_dates_short_on_the_cv_long_on_the_page() -> None:
    paper = _view(month=9, location="Santa Clara, CA")
    assert (cv_when(paper, EN), long_date(paper, EN)) == (
        "Santa Clara, CA, Sep. 2024",
        "September 2024",
    )
    assert (cv_when(_view(), EN), long_date(_view(), EN)) == ("2024", "2024")


def test_the_link_is_the_doi_else_a_web_address() -> None:
    assert paper_link(_view(doi="10.1/a b", url="https://x")) == "https://doi.org/10.1/a%20b"
    assert paper_link(_view(url=" https://example.org/p.pdf ")) == "https://example.org/p.pdf"
    assert paper_link(_view(url="file:///etc/passwd")) == ""


def test_an_entry_carries_the_cvs_wording_and_the_authors_marks() -> None:
    item = cv_paper(
        status="preprint",
        month=5,
        equal_contribution=frozenset({"Charles Babbage"}),
        abstract="On engines.",
    )
    entry = paper_entry(item, EN)
    assert (entry.status, entry.venue, entry.when) == ("In Preprint", "", "May 2024")
    assert [(a.name, a.owner, a.equal) for a in entry.authors] == [
        ("Ada Lovelace", True, False),
        ("Charles Babbage", False, True),
    ]
    assert entry.has_equal_contribution and entry.abstract == "On engines."
    assert EN.papers.equal_note == "* indicates equal contribution"


def test_pages_follow_the_date_in_every_output() -> None:
    paper = _view(venue=NSDI, year=2024, month=4, location="Santa Clara", pages="101-114")
    assert page_range(paper, EN) == "pp. 101-114"
    assert page_range(_view(pages="e1234"), EN) == "p. e1234"
    assert page_range(_view(), EN) == ""
    assert cv_when(paper, EN) == "Santa Clara, Apr. 2024, pp. 101-114"  # the PDF and Markdown
    assert long_date(paper, EN) == "April 2024, pp. 101-114"  # the publication page
    assert venue_and_pages(paper, EN) == f"{NSDI.long} (NSDI'24), pp. 101-114"  # JSON Resume
    assert venue_name(paper, EN) == f"{NSDI.long} (NSDI'24)"
    assert paper_entry(cv_paper(pages="7"), EN).when == "2024, p. 7"


def _work(kind: str, **fields: Any) -> PaperView:
    return _view(kind=kind, **fields)


PEKING = {"institution": "Peking University"}


@pytest.mark.parametrize(
    ("paper", "cv", "page"),
    [
        (
            _work("phd-thesis", **PEKING),
            ("", "PhD thesis, Peking University"),
            "PhD thesis, Peking University",
        ),
        (_work("phd-thesis"), ("", "PhD thesis"), "PhD thesis"),
        (
            _work("masters-thesis", institution="ETH Zurich"),
            ("", "Master's thesis, ETH Zurich"),
            "Master's thesis, ETH Zurich",
        ),
        (
            _work("report", number="MSR-TR-2024-12", institution="Microsoft Research"),
            ("", "Technical report MSR-TR-2024-12, Microsoft Research"),
            "Technical report MSR-TR-2024-12, Microsoft Research",
        ),
        (
            _work("report", institution="CERN"),
            ("", "Technical report, CERN"),
            "Technical report, CERN",
        ),
        (_work("book", publisher="Springer"), ("", "Springer"), "Springer"),
        (
            _work("book", publisher="Springer", venue=Venue(short="LNCS", long="Lecture Notes")),
            ("LNCS", "Lecture Notes, Springer"),
            "Lecture Notes, Springer (LNCS)",
        ),
        (
            _work("chapter", publisher="Springer", venue=Venue(short="HB", long="Handbook of X")),
            ("HB", "In Handbook of X, Springer"),
            "In Handbook of X, Springer (HB)",
        ),
        (
            _view(status="preprint", arxiv="2401.01234", venue=ARXIV),
            ("arXiv", "In Preprint (arXiv:2401.01234)"),
            "Preprint (arXiv:2401.01234)",
        ),
    ],
)
def test_a_work_that_is_not_a_plain_paper_says_what_it_is(
    paper: PaperView, cv: tuple[str, str], page: str
) -> None:
    assert (cv_venue(paper), cv_status(paper, EN)) == cv
    assert venue_name(paper, EN) == page
    assert venue_and_pages(paper, EN) == page  # the JSON Resume export's publisher


def test_the_diff_names_what_a_work_without_a_venue_is() -> None:
    assert venue_status(_work("phd-thesis", **PEKING)) == "PhD thesis, Peking University"
    assert venue_status(_work("book", publisher="Springer", venue=NSDI)) == "NSDI'24"
    assert venue_status(_work("report", status="preprint")) == "preprint (Technical report)"


def test_volume_and_issue_come_between_the_date_and_the_pages() -> None:
    paper = _view(venue=NSDI, month=9, volume="521", number="3", pages="1-14")
    assert cv_when(paper, EN) == "Sep. 2024, vol. 521, no. 3, pp. 1-14"
    assert long_date(paper, EN) == "September 2024, vol. 521, no. 3, pp. 1-14"
    assert venue_and_pages(paper, EN) == f"{NSDI.long} (NSDI'24), vol. 521, no. 3, pp. 1-14"
    assert cv_when(_view(volume="7"), EN) == "2024, vol. 7"
    # a report's number is its name, said once under the title, not an issue
    report = _work("report", number="TR-9", institution="MIT", month=1)
    assert (cv_when(report, EN), cv_status(report, EN)) == (
        "Jan. 2024",
        "Technical report TR-9, MIT",
    )


def test_the_link_falls_back_to_the_arxiv_page() -> None:
    assert paper_link(_view(arxiv="2401.01234")) == "https://arxiv.org/abs/2401.01234"
    assert paper_link(_view(arxiv="hep-th/9901001v2")) == "https://arxiv.org/abs/hep-th/9901001v2"
    assert paper_link(_view(arxiv="2401.01234", url="https://example.org/p")) == (
        "https://example.org/p"
    )
    assert paper_link(_view(arxiv="2401.01234", doi="10.1/x")) == "https://doi.org/10.1/x"


def test_corresponding_authors_are_marked_with_a_dagger_and_a_note() -> None:
    item = cv_paper(
        authors=("Ada Lovelace", "Charles Babbage", "Mary Somerville"),
        equal_contribution=frozenset({"Ada Lovelace", "Charles Babbage"}),
        corresponding=frozenset({"Ada Lovelace", "Mary Somerville"}),
    )
    entry = paper_entry(item, EN)
    assert [a.name + a.marks for a in entry.authors] == [
        "Ada Lovelace*\u2020",
        "Charles Babbage*",
        "Mary Somerville\u2020",
    ]
    assert entry.note == "* indicates equal contribution; \u2020 corresponding author"
    assert paper_entry(cv_paper(corresponding=frozenset({"Ada Lovelace"})), EN).note == (
        EN.papers.corresponding_note
    )
    assert paper_entry(cv_paper(), EN).note == ""
    assert (author_marks(()), marks_note((), EN)) == ("", "")


def test_the_marks_mean_what_the_group_says_and_only_used_ones_are_explained() -> None:
    meanings = AuthorMarks.model_validate(
        {
            "equal_contribution": {"mark": "\u2021", "legend": "\u2021 equal contribution"},
            "student": {"mark": "*", "legend": "* a student I advised"},
            "presenter": {"mark": "underline", "legend": "underlined: presenter"},
        }
    )
    item = cv_paper(
        equal_contribution=frozenset({"Ada Lovelace"}),
        students=frozenset({"Charles Babbage"}),
        presenters=frozenset({"Charles Babbage"}),
    )
    entry = paper_entry(item, EN, meanings)
    assert [(a.name, a.marks, a.underline) for a in entry.authors] == [
        ("Ada Lovelace", "\u2021", False),
        ("Charles Babbage", "*", True),
    ]
    assert entry.note == "\u2021 equal contribution; * a student I advised; underlined: presenter"
    # a role no author has is not explained; a role the group does not mark is not marked
    plain = paper_entry(cv_paper(students=frozenset({"Ada Lovelace"})), EN)
    assert ([a.marks for a in plain.authors], plain.note) == (["", ""], "")
    only = paper_entry(cv_paper(students=frozenset({"Ada Lovelace"})), EN, meanings)
    assert only.note == "* a student I advised"


@pytest.mark.parametrize(
    ("written", "message"),
    [
        ({"student": {"mark": "underline"}}, "student marked 'underline' needs a legend"),
        ({"corresponding": {"mark": "*"}}, "'*' already marks equal_contribution"),
        ({"equal_contribution": {"mark": "#"}}, "equal_contribution marked '#' needs a legend"),
    ],
)
def test_a_mark_needs_a_legend_and_a_role_of_its_own(written: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        AuthorMarks.model_validate(written)


@pytest.mark.parametrize(
    ("code", "preparation", "labels"),
    [
        ("en", "In preparation", ["PDF", "Code", "Slides", "Project"]),
        ("zh", "准备中", ["PDF", "代码", "幻灯片", "项目主页"]),
        ("ja", "準備中", ["PDF", "コード", "スライド", "プロジェクト"]),
        ("ko", "준비 중", ["PDF", "코드", "슬라이드", "프로젝트"]),
        ("de", "In Vorbereitung", ["PDF", "Code", "Folien", "Projekt"]),
        ("fr", "En préparation", ["PDF", "Code", "Diapositives", "Projet"]),
        ("es", "En preparación", ["PDF", "Código", "Diapositivas", "Proyecto"]),
    ],
)
def test_a_work_in_preparation_and_its_links_in_the_locales_words(
    code: str, preparation: str, labels: list[str]
) -> None:
    links = {"project": "example.org/p", "slides": "example.org/s", "pdf": "example.org/p.pdf"}
    item = cv_paper(status="in preparation", links=PaperLinks(**links, code="github.com/a/b"))
    entry = paper_entry(item, builtin_locale(code))
    assert entry.status == preparation
    assert [link.label for link in entry.links] == labels  # in the one order
    assert [link.name for link in entry.links] == ["pdf", "code", "slides", "project"]
