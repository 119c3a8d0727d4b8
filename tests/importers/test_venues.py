"""Venue names of imported papers: the database, the table, the entry's own, else made up."""

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.importers.venues import VenueNames, expand_journal_macro, initials, split_venue_name
from cvgen.importers.venuetable import TableVenue, VenueTable
from cvgen.model import Paper, PublicationDatabase, Venue
from cvgen.sources.loader import load_database

NSDI = "USENIX Symposium on Networked Systems Design and Implementation"
SOSP = "ACM Symposium on Operating Systems Principles"
POPL = "ACM SIGPLAN-SIGACT Symposium on Principles of Programming Languages"


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


# The names real exports write, and what a CV should print (short, long).
@pytest.mark.parametrize(
    ("name", "series", "year", "short", "long"),
    [
        (  # DBLP's POPL booktitle: the acronym in the middle, the place and dates after it
            "The 41st Annual ACM SIGPLAN-SIGACT Symposium on Principles of Programming "
            "Languages, POPL '14, San Diego, CA, USA, January 20-21, 2014",
            "",
            2014,
            "POPL'14",
            POPL,
        ),
        (
            "18th USENIX Symposium on Networked Systems Design and Implementation, NSDI 2021, "
            "April 12-14, 2021",
            "",
            2021,
            "NSDI'21",
            NSDI,
        ),
        ("Algorithmica", "", 2024, "Algorithmica'24", "Algorithmica"),
        ("Commun. ACM", "", 2024, "CACM'24", "Communications of the ACM"),
        ("Communications of the ACM", "", 2023, "CACM'23", "Communications of the ACM"),
        (
            "Interspeech 2022, 23rd Annual Conference of the International Speech "
            "Communication Association, Incheon, Korea, 18-22 September 2022",
            "",
            2022,
            "Interspeech'22",
            "Annual Conference of the International Speech Communication Association",
        ),
        (  # LIPIcs is the book series, not the venue
            "30th International Conference on Concurrency Theory, CONCUR 2019, "
            "August 27-30, 2019, Amsterdam, the Netherlands",
            "LIPIcs",
            2019,
            "CONCUR'19",
            "International Conference on Concurrency Theory",
        ),
        ("The Astrophysical Journal", "", 2021, "ApJ'21", "The Astrophysical Journal"),
        ("Astrophys. J.", "", 2021, "ApJ'21", "The Astrophysical Journal"),
        ("\\apj", "", 2021, "ApJ'21", "The Astrophysical Journal"),
        (
            "Mon. Not. R. Astron. Soc.",
            "",
            2020,
            "MNRAS'20",
            "Monthly Notices of the Royal Astronomical Society",
        ),
        ("Astronomy & Astrophysics", "", 2020, "A&A'20", "Astronomy and Astrophysics"),
        ("Phys. Rev. Lett.", "", 2019, "PRL'19", "Physical Review Letters"),
        ("Phys. Rev.", "", 1935, "Phys. Rev.'35", "Physical Review"),
        ("Inf. Comput.", "", 2020, "Inf. Comput.'20", "Information and Computation"),
        (
            "CCS '21: 2021 ACM SIGSAC Conference on Computer and Communications Security, "
            "Virtual Event, Republic of Korea, November 15 - 19, 2021",
            "",
            2021,
            "CCS'21",
            "ACM SIGSAC Conference on Computer and Communications Security",
        ),
        (
            "Advances in Neural Information Processing Systems 33: Annual Conference on Neural "
            "Information Processing Systems 2020, NeurIPS 2020, December 6-12, 2020, virtual",
            "",
            2020,
            "NeurIPS'20",
            "Conference on Neural Information Processing Systems",
        ),
        (
            "Proceedings of the 38th International Conference on Machine Learning, ICML 2021, "
            "18-24 July 2021, Virtual Event",
            "Proceedings of Machine Learning Research",
            2021,
            "ICML'21",
            "International Conference on Machine Learning",
        ),
        (
            "2021 IEEE Symposium on Security and Privacy, SP 2021, San Francisco, CA, USA, "
            "24-27 May 2021",
            "",
            2021,
            "S&P'21",
            "IEEE Symposium on Security and Privacy",
        ),
        (
            "Proceedings of the Sixteenth European Conference on Computer Systems",
            "",
            2021,
            "EuroSys'21",
            "European Conference on Computer Systems",
        ),
        (
            "Proceedings of the 29th Symposium on Operating Systems Principles",
            "SOSP '23",
            2023,
            "SOSP'23",
            SOSP,
        ),
        ("Proc. VLDB Endow.", "", 2022, "PVLDB'22", "Proceedings of the VLDB Endowment"),
        (
            "IEEE Trans. Parallel Distributed Syst.",
            "",
            2021,
            "TPDS'21",
            "IEEE Transactions on Parallel and Distributed Systems",
        ),
    ],
)
def test_real_venues_come_from_the_table(
    name: str, series: str, year: int, short: str, long: str
) -> None:
    named = VenueNames().name(name, series, year)
    assert (named.venue.short, named.venue.long, named.source) == (short, long, "table")
    assert not named.guessed


@pytest.mark.parametrize(
    ("name", "series", "short", "long"),
    [
        # a journal written abbreviated keeps its abbreviation, final period too
        ("Theory Comput. Syst.", "", "Theory Comput. Syst.'21", "Theory Comput. Syst."),
        ("Entropy", "", "Entropy'21", "Entropy"),  # one word: its own short name
        (  # DBLP's acronym of an unknown workshop; the full name is never cut
            "Proceedings of the 5th Workshop on Foo Bars, FOOB 2021, Virtual Event, June 2021",
            "",
            "FOOB'21",
            "Workshop on Foo Bars",
        ),
        ("Workshop on Quux Systems (QUUX '21)", "", "QUUX'21", "Workshop on Quux Systems"),
        ("Proceedings of the Fancy Conference", "FANCY '23", "FANCY'21", "Fancy Conference"),
    ],
)
def test_the_entrys_own_abbreviation(name: str, series: str, short: str, long: str) -> None:
    named = VenueNames().name(name, series, 2021)
    assert (named.venue.short, named.venue.long, named.source) == (short, long, "entry")
    assert not named.guessed


@pytest.mark.parametrize(
    ("name", "short", "long"),
    [
        ("Journal of Foo Research", "JFR'21", "Journal of Foo Research"),
        (  # no acronym: the whole name, without the dates DBLP puts at its end
            "Proceedings of the 5th Workshop on Foo Bars, Virtual Event, June 2021",
            "FBVE'21",
            "Workshop on Foo Bars, Virtual Event",
        ),
        ("Conference on Things (Vol. 2)", "TV'21", "Conference on Things (Vol. 2)"),
    ],
)
def test_only_initials_are_guesses(name: str, short: str, long: str) -> None:
    named = VenueNames().name(name, "", 2021)
    assert (named.venue.short, named.venue.long, named.source) == (short, long, "initials")
    assert named.guessed
    assert VenueNames().venue(name, "", 2021) == (named.venue, True)


def test_macros_expand_to_the_journal() -> None:
    assert expand_journal_macro("\\mnras") == "Monthly Notices of the Royal Astronomical Society"
    assert expand_journal_macro(" {\\apjl} ") == "The Astrophysical Journal Letters"
    assert expand_journal_macro("\\aap") == "Astronomy and Astrophysics"
    # an unknown macro, or text around one, is left to the LaTeX conversion
    assert expand_journal_macro("\\notajournal") == "\\notajournal"
    assert expand_journal_macro("\\apj Letters") == "\\apj Letters"
    own = VenueTable.of([TableVenue("MyJ", "My Journal", macros=("myj",))])
    assert VenueNames(table=own).expand_macro("\\myj") == "My Journal"


@pytest.fixture
def known() -> VenueNames:
    paper = Paper(
        title="T",
        authors=["A"],
        year=2023,
        venue=Venue(short="SOSP'23", long="Symposium on Operating Systems Principles"),
    )
    apsys = paper.model_copy(update={"venue": Venue(short="APSys'22", long="ACM APSys")})
    cacm = paper.model_copy(update={"venue": Venue(short="Comm. ACM'20", long="Commun. ACM")})
    papers = {"a": paper, "b": apsys, "c": cacm}
    return VenueNames.from_database(PublicationDatabase(papers=papers))


def test_a_venue_the_database_has_keeps_its_spelling(known: VenueNames) -> None:
    name = "Proceedings of the 29th Symposium on Operating Systems Principles, SOSP 2023, Koblenz"
    named = known.name(name, "", 2023)
    assert named.venue == Venue(short="SOSP'23", long="Symposium on Operating Systems Principles")
    assert named.source == "database"
    assert known.venue("Workshop on Systems (APSYS)", "", 2024)[0].short == "APSys'24"
    # found by its full name, with or without the publisher
    venue, guessed = known.venue(SOSP, "", 2021)
    assert (venue.short, venue.long, guessed) == ("SOSP'21", venue.long, False)
    # the table names it CACM, but the group writes it its own way
    assert known.venue("Communications of the ACM", "", 2024)[0].short == "Comm. ACM'24"


def test_a_short_name_field(known: VenueNames) -> None:
    venue, guessed = known.venue("Proceedings of the Fancy Conference", "FANCY '23", 2023)
    assert (venue.short, venue.long, guessed) == ("FANCY'23", "Fancy Conference", False)
    # a series that is not an acronym, or a book series, is not the venue
    venue, guessed = known.venue("Fancy Conference on Things", "Lecture Notes", 2023)
    assert (venue.short, guessed) == ("FT'23", True)
    venue, guessed = known.venue("Fancy Conference on Things", "LNCS", 2023)
    assert (venue.short, guessed) == ("FT'23", True)
    # a short journal name the table knows
    assert known.venue("Journal X", "Astrophys. J.", 2020)[0].short == "ApJ'20"


def test_without_a_table_the_names_are_made_up() -> None:
    venue, guessed = VenueNames(table=VenueTable()).venue(NSDI, "", 2025)
    assert (venue.short, venue.long, guessed) == ("NSDI'25", NSDI, True)


BIB = Path(__file__).parents[1] / "bib" / "venues"
DB = "papers:\n  other-2020:\n    title: Other\n    authors: [Someone Else]\n    year: 2020\n"


def _import(folder: Path, bib: str) -> tuple[str, dict[str, Paper]]:
    shutil.copy(BIB / bib, folder / bib)
    result = CliRunner().invoke(main, ["import-bib", bib, "--db", "publications.yaml"])
    assert result.exit_code == 0, result.output
    papers = load_database(folder / "publications.yaml").database.papers
    return result.stdout, {k: p for k, p in papers.items() if k != "other-2020"}


@pytest.fixture
def group(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "publications.yaml").write_text(DB)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_dblp_file_lists_only_the_real_guess(group: Path) -> None:
    output, papers = _import(group, "dblp.bib")
    venues = {
        p.title.split()[0]: p.venue and (p.venue.short, p.venue.long) for p in papers.values()
    }
    assert venues == {
        "Types": ("POPL'14", POPL),
        "Sorting": ("Algorithmica'24", "Algorithmica"),
        "A": ("CACM'24", "Communications of the ACM"),
        "Hearing": (
            "Interspeech'22",
            "Annual Conference of the International Speech Communication Association",
        ),
        "Concurrent": ("CONCUR'19", "International Conference on Concurrency Theory"),
        "Networks": ("NSDI'21", NSDI),
        "Computing": ("Inf. Comput.'20", "Information and Computation"),
        "Hot": ("HTIC'23", "Workshop on Hot Topics in Imaginary Computing"),
    }
    review = output[output.index("check the guessed venue abbreviations:") :].splitlines()
    assert review[1:] == [
        "  hot-htic23: \"HTIC'23\" for 'Workshop on Hot Topics in Imaginary Computing'"
    ]


def test_an_ads_file_has_its_journals(group: Path) -> None:
    output, papers = _import(group, "ads.bib")
    got = {p.title: (p.status, p.venue and p.venue.short, p.doi) for p in papers.values()}
    assert got == {
        "Imaginary Galaxies Far Away": ("published", "ApJ'21", "10.3847/1538-4357/example1"),
        "Imaginary Haloes": ("published", "MNRAS'20", "10.1093/mnras/example2"),
        "Imaginary Stars": ("published", "A&A'19", "10.1051/0004-6361/example3"),
        "An Imaginary Preprint": ("preprint", None, ""),
    }
    assert "guessed" not in output


def test_the_groups_venues_file_is_used(group: Path) -> None:
    (group / "venues.yaml").write_text(
        "venues:\n  HotIC:\n    long: Workshop on Hot Topics in Imaginary Computing\n"
        "  Astrophys. J.:\n    long: Astrophysical Journal\n    macros: [apj]\n"
    )
    output, papers = _import(group, "dblp.bib")
    assert papers["hot-hotic23"].venue == Venue(
        short="HotIC'23", long="Workshop on Hot Topics in Imaginary Computing"
    )
    assert "guessed" not in output
    _, papers = _import(group, "ads.bib")
    galaxies = next(p for p in papers.values() if p.title.startswith("Imaginary Galaxies"))
    assert galaxies.venue == Venue(short="Astrophys. J.'21", long="Astrophysical Journal")


def test_a_mistake_in_the_groups_venues_file_stops_the_import(group: Path) -> None:
    (group / "venues.yaml").write_text("venues:\n  HotIC: {lang: Hot}\n")
    shutil.copy(BIB / "dblp.bib", group / "dblp.bib")
    result = CliRunner().invoke(main, ["import-bib", "dblp.bib", "--db", "publications.yaml"])
    assert result.exit_code != 0
    assert "venues.yaml:2:11: venues.HotIC.lang: unknown key (did you mean 'long'?)" in (
        result.output
    )
    assert (group / "publications.yaml").read_text() == DB
