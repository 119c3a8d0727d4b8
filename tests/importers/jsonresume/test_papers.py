"""JSON Resume publications as database papers: keys, venues, authors, duplicates."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.importers.jsonresume.papers import read_papers
from cvgen.model import Paper, PublicationDatabase, Venue
from cvgen.sources.jsonsource import load_json
from tests.importers.jsonresume.test_fields import reader_for

FULL = Path("tests/jsonresume/full.resume.json")
NADIA = "Nadia Verhoeven"


def test_the_full_documents_papers_in_an_empty_database() -> None:
    reader = ResumeReader(load_json(FULL))
    plan = read_papers(reader, PublicationDatabase(), NADIA)
    assert reader.problems == []
    assert (plan.known, plan.listed) == ([], [])
    assert dict(plan.new) == {
        "tiered-nsdi24": Paper(
            title="Tiered Prefetching for Training Data at Scale",
            authors=[NADIA, "Tomas Brandt", "Lea Fischer"],
            venue=Venue(
                short="NSDI'24",
                long="USENIX Symposium on Networked Systems Design and Implementation",
            ),
            year=2024,
            month=4,
            doi="10.5555/tiered.2024",
            abstract="Prefetches training samples across storage tiers.",
        ),
        "sample-2025": Paper(
            title="Sample Caches Considered Harmful",
            authors=["Tomas Brandt", NADIA],
            status="preprint",
            year=2025,
            month=1,
            url="https://arxiv.org/abs/2501.00001",
        ),
        "survey-csur22": Paper(
            title="A Survey of Object Caches",
            authors=[NADIA],  # the document gives no authors
            venue=Venue(short="CSUR'22", long="ACM Computing Surveys"),
            year=2022,
        ),
    }
    assert [str(w) for w in reader.warnings] == [
        f"{FULL}:117:5: warning: publications[2]: no authors list: the paper is credited to "
        'Nadia Verhoeven alone (add "authors": ["First Author", ...] to the entry, or the '
        "co-authors to the database)"
    ]


def test_papers_the_database_has_are_not_added_again() -> None:
    database = PublicationDatabase(
        papers={
            "tiered-nsdi24": Paper(
                title="Tiered prefetching for training data at scale!",
                authors=["N. Verhoeven", "Tomas Brandt"],
                year=2024,
            ),
            "sample-2025": Paper(
                title="Sample Caches: Considered Harmful?",
                authors=["Tomas Brandt", NADIA],
                year=2025,
            ),
        }
    )
    reader = ResumeReader(load_json(FULL))
    plan = read_papers(reader, database, NADIA)
    assert [key for key, _ in plan.new] == ["survey-csur22"]
    assert plan.known == ["tiered-nsdi24", "sample-2025"]
    assert plan.listed == ["tiered-nsdi24"]  # its authors spell her N. Verhoeven
    assert [str(w) for w in reader.warnings[:4]] == [
        # the database's entry is used, but what the document adds is not dropped unseen
        f"{FULL}:107:7: warning: publications[0].summary: left out: tiered-nsdi24 is in the "
        "database already, without this abstract (add it to tiered-nsdi24 in the database)",
        f"{FULL}:106:7: warning: publications[0].url: left out: tiered-nsdi24 is in the "
        "database already, without this link (add it to tiered-nsdi24 in the database)",
        f"{FULL}:108:18: warning: publications[0].authors: Nadia Verhoeven is not among the "
        "authors of tiered-nsdi24: listed under publications.papers (if the authors spell "
        "the name another way, add that spelling to aliases)",
        f"{FULL}:114:7: warning: publications[1].url: left out: sample-2025 is in the "
        "database already, without this link (add it to sample-2025 in the database)",
    ]


def test_publishers_and_spellings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = PublicationDatabase(
        papers={"old-2020": Paper(title="Old", authors=["Ada Lovelace", "José Pérez"], year=2020)}
    )
    publications = [
        {
            "name": "Accepted One",
            "publisher": "To appear in ACM SIGCOMM (SIGCOMM'25)",
            "releaseDate": "2025-08",
            "authors": ["Ada Lovelace", "jose  PEREZ"],
        },
        {
            "name": "Reviewed One",
            "publisher": "Under review at Nature",
            "releaseDate": "2025",
            "authors": ["Ada Lovelace"],
        },
        {"name": "Plain One", "releaseDate": "2024-02-03", "authors": ["Ada Lovelace"]},
        {"name": "Plain  one", "releaseDate": "2024", "authors": ["Ada Lovelace"]},
        {
            "name": "Submitted One",
            "publisher": "In submission to CRYPTO 2025",
            "releaseDate": "2025",
            "authors": ["Ada Lovelace"],
        },
        {
            "name": "Drafted One",
            "publisher": "In preparation",
            "releaseDate": "2025",
            "authors": ["Ada Lovelace"],
        },
    ]
    reader = reader_for(tmp_path, {"publications": publications}, monkeypatch)
    plan = read_papers(reader, database, "Ada Lovelace")
    papers = dict(plan.new)
    accepted = papers["accepted-sigcomm25"]
    assert (accepted.status, accepted.venue, accepted.month) == (
        "accepted",
        Venue(short="SIGCOMM'25", long="ACM SIGCOMM"),
        8,
    )
    assert accepted.authors == ["Ada Lovelace", "José Pérez"]  # the database's spelling
    reviewed = papers["reviewed-nature25"]
    assert (reviewed.status, reviewed.venue) == (
        "under review",
        Venue(short="Nature'25", long="Nature"),  # from the venue table: no guess to check
    )
    plain = papers["plain-2024"]
    assert (plain.status, plain.venue, plain.year, plain.month) == ("published", None, 2024, 2)
    submitted = papers["submitted-crypto25"]  # the phrase is the status, never the venue
    assert (submitted.status, submitted.venue) == (
        "under review",
        Venue(short="CRYPTO'25", long="Annual International Cryptology Conference"),
    )
    drafted = papers["drafted-2025"]
    assert (drafted.status, drafted.venue) == ("in preparation", None)
    assert list(papers) == [
        "accepted-sigcomm25", "reviewed-nature25", "plain-2024", "submitted-crypto25",
        "drafted-2025",
    ]  # fmt: skip
    assert [str(w) for w in reader.warnings] == [
        "r.json:27:3: warning: publications[3]: left out: the same paper as plain-2024 above "
        "(keep one)",
    ]


def test_odd_publications_are_warnings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    publications = [
        {"name": "No Date"},
        {"releaseDate": "2020"},
        {"name": "Text Authors", "releaseDate": "2020", "authors": "Lovelace, Ada and Chen, Bo"},
        {
            "name": "Odd Authors",
            "releaseDate": "2020",
            "authors": ["Ada Lovelace", {"name": "B"}, 7],
        },
        {"name": "Too Old", "releaseDate": "1850"},
        {"name": "Bad Date", "releaseDate": "2020-00"},
        {"name": "Number Authors", "releaseDate": 2021, "authors": 3},
    ]
    reader = reader_for(tmp_path, {"publications": publications}, monkeypatch)
    plan = read_papers(reader, PublicationDatabase(), "Ada Lovelace")
    assert [(p.title, p.authors, p.year) for _, p in plan.new] == [
        ("Text Authors", ["Ada Lovelace", "Bo Chen"], 2020),
        ("Odd Authors", ["Ada Lovelace", "B"], 2020),
        ("Number Authors", ["Ada Lovelace"], 2021),
    ]
    assert reader.problems == []
    assert [str(w) for w in reader.warnings] == [
        "r.json:3:3: warning: publications[0]: left out: cvgen needs the year of a paper "
        "(add releaseDate)",
        "r.json:6:3: warning: publications[1]: left out: cvgen needs the title of a "
        "paper (add name)",
        "r.json:12:15: warning: publications[2].authors: is text, not a list of names: "
        'read as 2 authors (check them, or write ["First Author", "Second Author"])',
        "r.json:22:5: warning: publications[3].authors[2]: left out: is a number (7), "
        'not a name (write "First Author")',
        "r.json:27:19: warning: publications[4].releaseDate: left out: year 1850 is not "
        "between 1900 and 2200",
        "r.json:31:19: warning: publications[5].releaseDate: left out: '2020-00' has "
        "month 0 (a month is 01 to 12)",
        "r.json:36:15: warning: publications[6].authors: left out: is a number (3), not "
        'a list of names (write ["First Author", "Second Author"])',
        "r.json:33:3: warning: publications[6]: no authors list: the paper is credited "
        'to Ada Lovelace alone (add "authors": ["First Author", ...] to the entry, or '
        "the co-authors to the database)",
    ]
