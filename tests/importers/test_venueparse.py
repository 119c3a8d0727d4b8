"""Booktitles and journals taken apart: full name, acronym, parts."""

import pytest

from cvgen.importers.venueparse import clean_name, is_abbreviation, parse_venue


def _known(acronym: str) -> bool:
    return acronym.casefold() in {"interspeech", "usenix security"}


@pytest.mark.parametrize(
    ("name", "long", "acronyms"),
    [
        (  # DBLP: the acronym first, the full name after the colon, then place and dates
            "EuroSys '21: Sixteenth European Conference on Computer Systems, Online Event, "
            "United Kingdom, April 26-28, 2021",
            "European Conference on Computer Systems",
            ("EuroSys",),
        ),
        (  # the volume is not part of the name
            "Proceedings of the 28th ACM International Conference on Architectural Support "
            "for Programming Languages and Operating Systems, Volume 2, ASPLOS 2023, "
            "Vancouver, BC, Canada, March 25-29, 2023",
            "ACM International Conference on Architectural Support for Programming Languages "
            "and Operating Systems",
            ("ASPLOS",),
        ),
        (  # an acronym the table knows, though not in capitals; then the full name
            "Interspeech 2022, 23rd Annual Conference of the International Speech "
            "Communication Association, Incheon, Korea, 18-22 September 2022",
            "Annual Conference of the International Speech Communication Association",
            ("Interspeech",),
        ),
        (
            "30th USENIX Security Symposium, USENIX Security 2021, August 11-13, 2021",
            "USENIX Security Symposium",
            ("USENIX Security",),
        ),
        ("Proceedings of the ACM CCS 2021 Workshop, ACM CCS 2021", "ACM CCS Workshop", ("CCS",)),
        (  # "June 2021" and "Columbia, SC" are no acronyms: SC has no year
            "Workshop on Things, Columbia, SC, USA, June 2021",
            "Workshop on Things, Columbia, SC, USA",
            (),
        ),
    ],
)
def test_names_are_taken_apart(name: str, long: str, acronyms: tuple[str, ...]) -> None:
    parts = parse_venue(name, _known)
    assert (parts.long, parts.acronyms) == (long, acronyms)
    assert parts.whole == " ".join(name.split())


def test_the_parts_to_look_up() -> None:
    parts = parse_venue("Proceedings of the 5th Workshop on Foo Bars, Virtual Event, Mars", _known)
    assert parts.segments == ("Workshop on Foo Bars",)


@pytest.mark.parametrize(
    ("name", "cleaned"),
    [
        ("Inf. Comput.", "Inf. Comput."),
        ("Phys. Rev.", "Phys. Rev."),
        ("Nature.", "Nature"),
        ("Proceedings of the IEEE", "Proceedings of the IEEE"),
        ("Proc. of the Twenty-First Symposium on Things", "Symposium on Things"),
        ("In Proceedings of the 3rd Workshop on Stuff 2021", "Workshop on Stuff"),
    ],
)
def test_names_are_cleaned(name: str, cleaned: str) -> None:
    assert clean_name(name) == cleaned


@pytest.mark.parametrize(
    ("name", "abbreviated"),
    [
        ("Inf. Comput.", True),
        ("Theory Comput. Syst.", True),
        ("J. of Things", True),
        ("Conference on Things (Vol. 2)", False),
        ("Journal of Things", False),
        ("", False),
    ],
)
def test_abbreviated_names(name: str, abbreviated: bool) -> None:
    assert is_abbreviation(name) is abbreviated
