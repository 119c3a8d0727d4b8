"""Venue names of imported papers: from the entry, from the database, else made up."""

import pytest

from cvgen.importers.venues import VenueNames, initials, split_venue_name
from cvgen.model import Paper, PublicationDatabase, Venue

NSDI = "USENIX Symposium on Networked Systems Design and Implementation"
SOSP = "ACM Symposium on Operating Systems Principles"


@pytest.mark.parametrize(
    ("name", "long", "acronym"),
    [
        (f"{NSDI} (NSDI 24)", NSDI, "NSDI"),
        (f"Proceedings of the 18th {NSDI} (NSDI '24)", NSDI, "NSDI"),
        (f"In Proc. of the {NSDI} (NSDI 2024)", NSDI, "NSDI"),
        (
            "Proceedings of the 29th Symposium on Operating Systems Principles, SOSP 2023, "
            "Koblenz, Germany, October 23-26, 2023",
            "Symposium on Operating Systems Principles",
            "SOSP",
        ),
        ("Proceedings of the ACM SIGCOMM 2023 Conference", "ACM SIGCOMM Conference", ""),
        ("IEEE Transactions on Computers", "IEEE Transactions on Computers", ""),
        ("Workshop on Things (in press)", "Workshop on Things (in press)", ""),
        ("Conference on Things (Vol. 2)", "Conference on Things (Vol. 2)", ""),
    ],
)
def test_venue_names_are_cleaned(name: str, long: str, acronym: str) -> None:
    assert split_venue_name(name) == (long, acronym)


@pytest.mark.parametrize(
    ("long", "acronym"),
    [
        (NSDI, "NSDI"),
        ("USENIX Symposium on Operating Systems Design and Implementation", "OSDI"),
        ("IEEE Transactions on Parallel and Distributed Systems", "TPDS"),
        ("IEEE Transactions on Computers", "TC"),
        ("ACM SIGOPS Asia-Pacific Workshop on Systems", "SIGOPSAPS"),
        ("", ""),
    ],
)
def test_initials(long: str, acronym: str) -> None:
    assert initials(long) == acronym


@pytest.fixture
def known() -> VenueNames:
    paper = Paper(
        title="T",
        authors=["A"],
        year=2023,
        venue=Venue(short="SOSP'23", long=SOSP),
    )
    apsys = paper.model_copy(update={"venue": Venue(short="APSys'22", long="ACM APSys")})
    return VenueNames.from_database(PublicationDatabase(papers={"a": paper, "b": apsys}))


def test_a_known_acronym_takes_the_databases_names(known: VenueNames) -> None:
    name = "Proceedings of the 29th Symposium on Operating Systems Principles, SOSP 2023, Koblenz"
    assert known.venue(name, "", 2023) == (Venue(short="SOSP'23", long=SOSP), False)
    assert known.venue("Workshop on Systems (APSYS)", "", 2024)[0].short == "APSys'24"


def test_a_known_name_gives_its_acronym(known: VenueNames) -> None:
    venue, guessed = known.venue("Symposium on Operating Systems Principles", "", 2021)
    assert (venue.short, venue.long, guessed) == ("SOSP'21", SOSP, False)


def test_a_short_name_field_wins(known: VenueNames) -> None:
    venue, guessed = known.venue("Proceedings of the Fancy Conference", "FANCY '23", 2023)
    assert (venue.short, venue.long, guessed) == ("FANCY'23", "Fancy Conference", False)
    # a series that is not an acronym is ignored
    venue, guessed = known.venue("Fancy Conference on Things", "Lecture Notes", 2023)
    assert (venue.short, guessed) == ("FT'23", True)


def test_an_unknown_venue_is_made_up_and_flagged() -> None:
    venue, guessed = VenueNames().venue(f"{NSDI}", "", 2025)
    assert (venue.short, venue.long, guessed) == ("NSDI'25", NSDI, True)
