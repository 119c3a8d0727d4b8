"""cvgen/cv/citation.py: seed 000's venue line and seed 004's references."""

from __future__ import annotations

import pytest

from cvgen.cv.citation import (
    author_series,
    cited_venue,
    edition,
    edition_when,
    ieee_tag,
    initials,
    venue_edition_line,
)
from cvgen.model import Paper
from cvgen.model.pubdb import PaperView, paper_as_of
from cvgen.sources.locales import builtin_locale

NSDI = {
    "short": "NSDI'24",
    "long": "USENIX Symposium on Networked Systems Design and Implementation",
}
TPDS = {"short": "TPDS'21", "long": "IEEE Transactions on Parallel and Distributed Systems"}


def paper(**fields: object) -> PaperView:
    data = {"title": "T", "authors": ["A B"], "year": 2024, **fields}
    view = paper_as_of("t", Paper.model_validate(data), None)
    assert view is not None
    return view


@pytest.mark.parametrize(
    ("name", "cited"),
    [
        ("Zhisheng Ye", "Z. Ye"),
        ("Q. Hu", "Q. Hu"),
        ("Joseph E. Gonzalez", "J. E. Gonzalez"),
        ("Jean-Pierre Dupont", "J.-P. Dupont"),
        ("Ludwig van Beethoven", "L. van Beethoven"),
        ("张子立", "张子立"),
        ("et al.", "et al."),
    ],
)
def test_every_author_by_initials(name: str, cited: str) -> None:
    assert initials(name) == cited


def test_and_before_the_last_author_but_not_before_et_al() -> None:
    assert author_series(["A", "B"], "and") == ["", " and "]
    assert author_series(["A", "B", "C"], "and") == ["", ", ", ", and "]
    assert author_series(["A", "B", "et al."], "and") == ["", ", ", ", "]


def test_seed_000s_venue_names_the_year_once() -> None:
    locale = builtin_locale()
    at_nsdi = paper(venue=NSDI, month=4, location="Santa Clara, U.S.")
    assert edition(at_nsdi) == "NSDI 2024"
    assert venue_edition_line(at_nsdi, locale) == f"{NSDI['long']} (NSDI 2024)"
    assert edition_when(at_nsdi, locale) == "Santa Clara, U.S., Apr. 2024"  # the edition's date
    year_only = paper(venue=NSDI)
    assert edition_when(year_only, locale) == ""  # "(NSDI 2024)" has said it
    preprint = paper(status="preprint")
    assert venue_edition_line(preprint, locale) == "In Preprint"
    assert edition_when(preprint, locale) == "2024"


def test_seed_004s_reference_says_in_before_a_conference_only() -> None:
    locale = builtin_locale()
    assert ieee_tag(paper(venue=NSDI)) == "NSDI ’24"
    assert cited_venue(paper(venue=NSDI), locale) == f"in {NSDI['long']} (NSDI ’24)"
    assert ieee_tag(paper(venue=TPDS, year=2021)) == "TPDS"
    assert cited_venue(paper(venue=TPDS, year=2021), locale) == f"{TPDS['long']} (TPDS)"
    accepted = paper(venue=NSDI, status="accepted")
    assert cited_venue(accepted, locale).startswith("To appear in USENIX")
