"""Venue names of imported papers: the database, the table, the entry's own, else none."""

import itertools
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.importers.venues import VenueNames, expand_journal_macro, split_venue_name
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
    assert not named.unknown


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
    assert not named.unknown


@pytest.mark.parametrize(
    ("name", "long"),
    [
        ("Journal of Foo Research", "Journal of Foo Research"),
        (  # no acronym: the whole name, without the dates DBLP puts at its end
            "Proceedings of the 5th Workshop on Foo Bars, Virtual Event, June 2021",
            "Workshop on Foo Bars, Virtual Event",
        ),
        ("Conference on Things (Vol. 2)", "Conference on Things (Vol. 2)"),
        (  # an ordinal in parentheses leaves no space behind
            "Engineering in Foo Society (39th Annual International Conference of the IEEE)",
            "Engineering in Foo Society (Annual International Conference of the IEEE)",
        ),
    ],
)
def test_a_venue_without_a_known_short_name_has_none(name: str, long: str) -> None:
    named = VenueNames().name(name, "", 2021)
    assert (named.venue.short, named.venue.long, named.source) == ("", long, "unknown")
    assert named.unknown
    assert VenueNames().venue(name, "", 2021) == (named.venue, True)


def test_one_unknown_journal_is_written_one_way() -> None:
    names = VenueNames()
    first = names.name("Journal of Foo Research", "", 2011).venue
    for spelling in (
        "JOURNAL OF FOO RESEARCH",
        "journal of foo research",
        "Journal of Foo-Research",
    ):
        assert names.name(spelling, "", 2012).venue == first
    # nor one the entry abbreviates
    first = names.name("Virus Evol", "", 2020, full="Virus evolution").venue
    assert first == Venue(short="Virus Evol'20", long="Virus Evolution")
    assert names.name("VIRUS EVOL", "", 2020, full="VIRUS EVOLUTION").venue == first
    assert names.name("Theor. Quux. Lett.", "", 2020).venue.short == "Theor. Quux. Lett.'20"
    assert names.name("Theor Quux Lett", "", 2020).venue.short == "Theor. Quux. Lett.'20"
    # the database's spelling wins over the file's
    paper = Paper(title="T", authors=["A"], year=2020, venue=Venue(long="J. of Quux Studies"))
    names = VenueNames.from_database(PublicationDatabase(papers={"t": paper}))
    assert names.name("J of QUUX studies", "", 2021).venue == Venue(long="J. of Quux Studies")


# The names a biologist's, a mathematician's and a linguist's files write.
@pytest.mark.parametrize(
    ("name", "short", "long"),
    [
        ("J Virol", "J. Virol.'21", "Journal of Virology"),
        ("J. Virol.", "J. Virol.'21", "Journal of Virology"),
        ("Proc Natl Acad Sci U S A", "PNAS'21", "Proceedings of the National Academy of Sciences"),
        ("Proc Natl Acad Sci USA", "PNAS'21", "Proceedings of the National Academy of Sciences"),
        ("PLoS One", "PLOS ONE'21", "PLOS ONE"),
        ("PLOS ONE", "PLOS ONE'21", "PLOS ONE"),
        ("Plos one", "PLOS ONE'21", "PLOS ONE"),
        ("Nat Commun", "Nature Commun.'21", "Nature Communications"),
        ("Cell Rep", "Cell Rep.'21", "Cell Reports"),
        ("Nucleic Acids Res", "Nucleic Acids Res.'21", "Nucleic Acids Research"),
        ("Bioinformatics (Oxford, England)", "Bioinformatics'21", "Bioinformatics"),
        ("eLife", "eLife'21", "eLife"),
        ("Sci Rep", "Sci. Rep.'21", "Scientific Reports"),
        (
            "The Journal of biological chemistry",
            "J. Biol. Chem.'21",
            "Journal of Biological Chemistry",
        ),
        ("SIAM J. Appl. Dyn. Syst.", "SIADS'21", "SIAM Journal on Applied Dynamical Systems"),
        (
            "SIAM Journal on Applied Dynamical Systems",
            "SIADS'21",
            "SIAM Journal on Applied Dynamical Systems",
        ),
        (
            "Proceedings of the 2021 SIAM International Conference on Data Mining (SDM)",
            "SDM'21",
            "SIAM International Conference on Data Mining",
        ),
        (
            "Findings of the Association for Computational Linguistics: EMNLP 2021",
            "EMNLP Findings'21",
            "Findings of the Association for Computational Linguistics: EMNLP",
        ),
        (  # DBLP's: the place and dates after it
            "Findings of the Association for Computational Linguistics: EMNLP 2021, "
            "Virtual Event / Punta Cana, Dominican Republic, 16-20 November, 2021",
            "EMNLP Findings'21",
            "Findings of the Association for Computational Linguistics: EMNLP",
        ),
        (  # 2024's ACL Anthology drops the colon
            "Findings of the Association for Computational Linguistics ACL 2024",
            "ACL Findings'21",
            "Findings of the Association for Computational Linguistics: ACL",
        ),
        ("First Conference on Language Modeling", "COLM'21", "Conference on Language Modeling"),
        (
            "IEEE Trans. Pattern Anal. Mach. Intell.",
            "TPAMI'21",
            "IEEE Transactions on Pattern Analysis and Machine Intelligence",
        ),
        (
            "IEEE Trans Pattern Anal Mach Intell",
            "TPAMI'21",
            "IEEE Transactions on Pattern Analysis and Machine Intelligence",
        ),
        (  # DBLP's SAT 2003: a period after the acronym's year
            "Theory and Applications of Satisfiability Testing, 6th International Conference, "
            "SAT 2003. Santa Margherita Ligure, Italy, May 5-8, 2003 Selected Revised Papers",
            "SAT'21",
            "International Conference on Theory and Applications of Satisfiability Testing",
        ),
        (
            "2017 39th Annual International Conference of the IEEE Engineering in Medicine and "
            "Biology Society (EMBC)",
            "EMBC'21",
            "Annual International Conference of the IEEE Engineering in Medicine and Biology "
            "Society",
        ),
    ],
)
def test_other_fields_venues_come_from_the_table(name: str, short: str, long: str) -> None:
    named = VenueNames().name(name, "", 2021)
    assert (named.venue.short, named.venue.long, named.source) == (short, long, "table")


def test_the_entrys_journal_full_and_abbr() -> None:
    names = VenueNames()
    # PubMed's journal-full, in sentence case: the table's name when it knows the journal
    named = names.name("J Virol", "", 2020, full="Journal of virology")
    assert (named.venue, named.source) == (
        Venue(short="J. Virol.'20", long="Journal of Virology"),
        "table",
    )
    # else the journal's abbreviation is its short name, journal-full its full name
    named = names.name("J Foo Res", "", 2020, full="Journal of foo research")
    assert (named.venue, named.source) == (
        Venue(short="J Foo Res'20", long="Journal of Foo Research"),
        "entry",
    )
    named = names.name("Lab Quux", "", 2020, full="Lab quux (London, England)")
    assert named.venue == Venue(short="Lab Quux'20", long="Lab Quux (London, England)")
    # a journal-full that is the journal's name again gives no short name
    named = names.name("Journal of Quux", "", 2020, full="Journal of quux")
    assert (named.venue, named.source) == (Venue(long="Journal of Quux"), "unknown")
    # al-folio's abbr is the short name the owner chose
    named = names.name("Workshop on Foo Bars", "", 2022, abbr="FooBar WS")
    assert (named.venue, named.source) == (
        Venue(short="FooBar WS'22", long="Workshop on Foo Bars"),
        "entry",
    )
    named = names.name("Proceedings of the Workshop on Foo Bars", "", 2022, abbr="FOOB 2022")
    assert named.venue.short == "FOOB'22"
    # a venue of the table keeps the table's short name
    named = names.name(
        "Advances in Neural Information Processing Systems", "", 2023, abbr="NeurIPS"
    )
    assert named.venue.short == "NeurIPS'23"
    # an abbr that is a sentence is not a short name
    named = names.name("Workshop on Foo Bars", "", 2022, abbr="Best paper at the workshop")
    assert named.unknown


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
    venue, unknown = known.venue("Fancy Conference on Things", "Lecture Notes", 2023)
    assert (venue.short, unknown) == ("", True)
    venue, unknown = known.venue("Fancy Conference on Things", "LNCS", 2023)
    assert (venue.short, unknown) == ("", True)
    # a short journal name the table knows
    assert known.venue("Journal X", "Astrophys. J.", 2020)[0].short == "ApJ'20"


def test_without_a_table_no_name_is_made_up() -> None:
    venue, unknown = VenueNames(table=VenueTable()).venue(NSDI, "", 2025)
    assert (venue.short, venue.long, unknown) == ("", NSDI, True)


BIB = Path(__file__).parents[1] / "bib" / "venues"
REVIEW = "venues with no known short name, printed in full (give one in venues.yaml"
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


def test_a_dblp_file_lists_only_the_unknown_venue(group: Path) -> None:
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
        "Hot": ("", "Workshop on Hot Topics in Imaginary Computing"),
    }
    review = output[output.index(REVIEW) :].splitlines()
    assert review[1:] == ["  hot-2023: 'Workshop on Hot Topics in Imaginary Computing'"]


def test_an_ads_file_has_its_journals(group: Path) -> None:
    output, papers = _import(group, "ads.bib")
    got = {p.title: (p.status, p.venue and p.venue.short, p.doi) for p in papers.values()}
    assert got == {
        "Imaginary Galaxies Far Away": ("published", "ApJ'21", "10.3847/1538-4357/example1"),
        "Imaginary Haloes": ("published", "MNRAS'20", "10.1093/mnras/example2"),
        "Imaginary Stars": ("published", "A&A'19", "10.1051/0004-6361/example3"),
        "An Imaginary Preprint": ("preprint", None, ""),
    }
    assert REVIEW not in output


def test_the_groups_venues_file_is_used(group: Path) -> None:
    (group / "venues.yaml").write_text(
        "venues:\n  HotIC:\n    long: Workshop on Hot Topics in Imaginary Computing\n"
        "  Astrophys. J.:\n    long: Astrophysical Journal\n    macros: [apj]\n"
    )
    output, papers = _import(group, "dblp.bib")
    assert papers["hot-hotic23"].venue == Venue(
        short="HotIC'23", long="Workshop on Hot Topics in Imaginary Computing"
    )
    assert REVIEW not in output
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


# tests/bib/venues/<file>.venues: each paper's key, status, short and full
# name and year, then what the import's report asks of the user. A work with
# no year is given the year of the import: {YEAR}, {YY} in the file.
CORPUS = sorted(p.name for p in BIB.glob("*.bib") if p.with_suffix(".venues").is_file())


def _expected(bib: str) -> tuple[dict[str, tuple[str, ...]], list[str], list[str]]:
    text = (BIB / bib).with_suffix(".venues").read_text(encoding="utf-8")
    papers, review, undated = {}, [], []
    for line in text.splitlines():
        if line.startswith("review: "):
            review.append(line.removeprefix("review: "))
        elif line.startswith("undated: "):
            undated.append(line.removeprefix("undated: "))
        elif line and not line.startswith("#"):
            key, *facts = (part.strip() for part in line.split("|"))
            papers[key] = tuple(facts)
    return papers, review, undated


def _indented_after(output: str, heading: str) -> list[str]:
    if heading not in output:
        return []
    lines = output[output.index(heading) :].splitlines()[1:]
    return [line.strip() for line in itertools.takewhile(lambda x: x.startswith("  "), lines)]


@pytest.mark.parametrize("bib", CORPUS)
def test_every_venue_and_status_of_the_corpus(group: Path, bib: str) -> None:
    output, papers = _import(group, bib)
    got = {
        key: (
            p.status,
            p.venue.short if p.venue else "",
            p.venue.long if p.venue else "",
            str(p.year),
        )
        for key, p in papers.items()
    }
    expected, review, undated = _expected(bib)
    assert got == expected
    assert _indented_after(output, REVIEW) == review
    written = _indented_after(output, "no year, kept undated as their status allows")
    assert [line.split(" (")[0] for line in written] == undated
    assert all(f" ({bib}:" in line for line in written)


def test_a_published_work_without_a_year_is_skipped_with_its_place(group: Path) -> None:
    output, _ = _import(group, "handkept.bib")
    assert "  vance-noyear: missing year (handkept.bib:66:1)" in output.splitlines()
