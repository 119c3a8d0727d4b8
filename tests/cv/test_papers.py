"""A paper's status and venue in words: the CV's, the publication page's, the diff's."""

from typing import Any

import pytest

from cvgen.cv.papers import (
    EQUAL_NOTE,
    cv_status,
    cv_venue,
    cv_when,
    long_date,
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
from cvgen.model.pubdb import PaperView
from tests.conftest import cv_paper

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
            ("NSDI'24", NSDI.long),
            f"To appear in {NSDI.long} (NSDI'24)",
            "NSDI'24 (accepted)",
        ),
        ("accepted", None, ("", "Accepted"), "Accepted", "accepted"),
        (
            "under review",
            ARXIV,
            ("arXiv", ""),
            "Under review at arXiv (arXiv)",
            "arXiv (under review)",
        ),
    ],
)
def test_the_three_wordings(
    status: str, venue: Venue | None, cv: tuple[str, str], page: str, diff: str
) -> None:
    paper = _view(status=status, venue=venue)
    assert (cv_venue(paper), cv_status(paper)) == cv
    assert venue_name(paper) == page
    assert venue_status(paper) == diff


def test_the_page_names_a_venue_by_its_long_name_and_a_preprint_by_what_it_is() -> None:
    assert (venue_long(_view(venue=NSDI)), venue_short(_view(venue=NSDI))) == (NSDI.long, "NSDI'24")
    assert venue_short(_view(status="preprint", venue=ARXIV)) == ""
    assert venue_long(_view(venue=Venue(short="HotOS'25"))) == "HotOS'25"
    assert venue_name(_view(venue=Venue(short="HotOS'25"))) == "HotOS'25"


def test_dates_short_on_the_cv_long_on_the_page() -> None:
    paper = _view(month=9, location="Santa Clara, CA")
    assert (cv_when(paper), long_date(paper)) == ("Santa Clara, CA, Sep. 2024", "September 2024")
    assert (cv_when(_view()), long_date(_view())) == ("2024", "2024")


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
    entry = paper_entry(item)
    assert (entry.status, entry.venue, entry.when) == ("In Preprint", "", "May 2024")
    assert [(a.name, a.owner, a.equal) for a in entry.authors] == [
        ("Ada Lovelace", True, False),
        ("Charles Babbage", False, True),
    ]
    assert entry.has_equal_contribution and entry.abstract == "On engines."
    assert EQUAL_NOTE == "* indicates equal contribution"


def test_pages_follow_the_date_in_every_output() -> None:
    paper = _view(venue=NSDI, year=2024, month=4, location="Santa Clara", pages="101-114")
    assert page_range(paper) == "pp. 101-114"
    assert page_range(_view(pages="e1234")) == "p. e1234"
    assert page_range(_view()) == ""
    assert cv_when(paper) == "Santa Clara, Apr. 2024, pp. 101-114"  # the PDF and Markdown
    assert long_date(paper) == "April 2024, pp. 101-114"  # the publication page
    assert venue_and_pages(paper) == f"{NSDI.long} (NSDI'24), pp. 101-114"  # JSON Resume
    assert venue_name(paper) == f"{NSDI.long} (NSDI'24)"
    assert paper_entry(cv_paper(pages="7")).when == "2024, p. 7"
