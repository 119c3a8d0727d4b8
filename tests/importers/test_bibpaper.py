"""A BibTeX entry as a Paper: LaTeX to Unicode, author lists, status, venue, fields."""

from pathlib import Path

import pytest

from cvgen.errors import Location
from cvgen.importers.bibpaper import Converted, convert_entry
from cvgen.importers.bibtex import BibEntry
from cvgen.importers.venues import VenueNames


def _entry(kind: str = "inproceedings", **fields: str) -> BibEntry:
    base = {"title": "A Title", "author": "Ye, Zhisheng", "year": "2024"}
    return BibEntry("k", kind, {**base, **fields}, Location(Path("x.bib"), 3, 1))


def _convert(entry: BibEntry) -> Converted:
    result = convert_entry(entry, VenueNames())
    assert isinstance(result, Converted), result
    return result


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"title": ""}, "missing title"),
        ({"author": " "}, "missing author"),
        ({"title": "{}", "year": ""}, "missing title and year"),
        ({"title": "", "author": "", "year": ""}, "missing title, author and year"),
        ({"year": "in press"}, "year 'in press' is not a year between 1900 and 2200"),
        ({"year": "1492"}, "year '1492' is not a year between 1900 and 2200"),
    ],
)
def test_an_entry_without_title_author_or_year_says_why(
    fields: dict[str, str], reason: str
) -> None:
    assert convert_entry(_entry(**fields), VenueNames()) == reason


def test_other_fields_are_optional() -> None:
    paper = _convert(_entry("inproceedings")).paper
    assert (paper.venue, paper.month, paper.doi, paper.url, paper.location) == (
        None,
        None,
        "",
        "",
        "",
    )
    assert paper.status == "published"


@pytest.mark.parametrize(
    ("kind", "fields"),
    [
        ("misc", {"howpublished": "Blog post"}),
        ("unpublished", {}),
        ("article", {"journal": "CoRR", "volume": "abs/2401.09670"}),
        ("article", {"journal": "arXiv preprint arXiv:2401.09670"}),
        ("techreport", {"eprinttype": "arXiv", "eprint": "2401.09670"}),
    ],
)
def test_preprints(kind: str, fields: dict[str, str]) -> None:
    paper = _convert(_entry(kind, **fields)).paper
    assert (paper.status, paper.venue) == ("preprint", None)


def test_a_published_paper_with_an_arxiv_copy_is_not_a_preprint() -> None:
    entry = _entry(booktitle="Proc. of (OSDI 24)", archiveprefix="arXiv", eprint="2401.01234")
    paper = _convert(entry).paper
    assert (paper.status, paper.arxiv, paper.url) == ("published", "2401.01234", "")


def test_to_appear_is_accepted() -> None:
    assert _convert(_entry("article", journal="J", note="To appear")).paper.status == "accepted"


@pytest.mark.parametrize(
    ("month", "number"),
    [("July", 7), ("jul", 7), ("{Jul.}", 7), ("7", 7), ("13", None), ("Summer", None)],
)
def test_months(month: str, number: int | None) -> None:
    assert _convert(_entry(month=month)).paper.month == number


@pytest.mark.parametrize(
    ("doi", "kept"),
    [
        ("10.1145/3600006.3613152", "10.1145/3600006.3613152"),
        ("https://doi.org/10.1109/TPDS.2021.1", "10.1109/TPDS.2021.1"),
        ("doi:10.5555/a\\_b", "10.5555/a_b"),
        ("not a doi", ""),
    ],
)
def test_dois_are_cleaned_or_dropped(doi: str, kept: str) -> None:
    assert _convert(_entry(doi=doi)).paper.doi == kept


def test_a_conference_place_is_kept_a_publishers_address_is_not() -> None:
    conference = _entry(booktitle="NSDI", address="Santa Clara, CA")
    assert _convert(conference).paper.location == "Santa Clara, CA"
    acm = _entry(booktitle="SOSP", address="New York, NY, USA", location="Koblenz, Germany")
    assert _convert(acm).paper.location == "Koblenz, Germany"
    article = _entry("article", journal="J", address="New York, NY, USA")
    assert _convert(article).paper.location == ""
