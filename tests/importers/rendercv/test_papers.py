"""RenderCV's PublicationEntry as a paper: the bold owner, the marks after a
name, the venue and status from ``journal``, a year found in a free date."""

from __future__ import annotations

from pathlib import Path

from cvgen.importers.jsonresume.papers import plan_papers
from cvgen.importers.rendercv.papers import owner_spellings, read_paper
from cvgen.importers.venues import VenueNames
from cvgen.model import PublicationDatabase
from tests.importers.rendercv.test_entries import reader_of

ENTRIES = (
    "p:\n"
    "  - title: One\n"
    "    authors: ['**Ada Byron**', 'Bo Chen*', 'Cy Dee*', 'Di Eng†']\n"
    "    journal: To appear in Proceedings of the VLDB Endowment\n"
    "    date: Spring 2024\n"
    "    doi: https://doi.org/10.1234/one\n"
    "  - title: Two\n"
    "    authors: [Bo Chen, '**A. Byron**']\n"
    "    journal: bioRxiv\n"
    "    date: 2023-11-02\n"
    "    url: https://example.org/two\n"
    "  - title: Three\n"
    "    authors: ['*Bo Chen*', '**Ada** Byron']\n"
    "    date: 2022\n"
)


def test_papers_and_their_owner(tmp_path: Path) -> None:
    reader = reader_of(tmp_path, ENTRIES)
    paths = [("p", 0), ("p", 1), ("p", 2)]
    assert owner_spellings(reader, paths) == ["Ada Byron", "A. Byron"]  # "**Ada** Byron" too
    plan = plan_papers(
        reader,
        PublicationDatabase(),
        ["Ada Byron", "A. Byron"],
        paths,
        lambda path, names: read_paper(reader, path, names, "Ada Byron"),
    )
    one, two, three = (paper for _, paper in plan.new)
    assert (one.authors, one.equal_contribution, one.corresponding) == (
        ["Ada Byron", "Bo Chen", "Cy Dee", "Di Eng"],
        ["Bo Chen", "Cy Dee"],
        ["Di Eng"],
    )
    assert (one.status, one.year, one.month, one.doi) == ("accepted", 2024, None, "10.1234/one")
    assert (two.status, two.year, two.month, two.url) == (
        "preprint",
        2023,
        11,
        "https://example.org/two",
    )
    assert (three.authors, three.equal_contribution) == (["Bo Chen", "Ada Byron"], [])


def test_a_work_under_review_without_a_date_is_kept_undated(tmp_path: Path) -> None:
    reader = reader_of(
        tmp_path,
        "p:\n"
        "  - title: Four\n"
        "    authors: ['**Ada Byron**']\n"
        "    journal: Under review at OSDI\n"
        "  - title: Five\n"
        "    authors: ['**Ada Byron**']\n"
        "    journal: Nature\n",
    )
    four = read_paper(reader, ("p", 0), VenueNames(), "Ada Byron")
    assert four is not None and (four.status, four.year) == ("under review", None)
    assert read_paper(reader, ("p", 1), VenueNames(), "Ada Byron") is None  # published: a year
    assert [w.message for w in reader.warnings] == ["left out: cvgen needs the year of a paper"]
