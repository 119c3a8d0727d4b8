"""A BibTeX entry as a Paper: LaTeX to Unicode, author lists, status, venue, fields."""

from pathlib import Path

import pytest

from cvgen.errors import Location
from cvgen.importers.bibimport import import_bib
from cvgen.importers.bibpaper import Converted, convert_entry
from cvgen.importers.bibtex import BibEntry, read_bib
from cvgen.importers.venues import VenueNames
from cvgen.model import Venue
from cvgen.sources.loader import load_database


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
        ({"year": "n.d."}, "year 'n.d.' is not a year between 1900 and 2200"),
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
        ("misc", {"eprint": "2401.09670"}),
        ("misc", {"howpublished": "arXiv preprint"}),
        ("unpublished", {}),
        ("article", {"journal": "CoRR", "volume": "abs/2401.09670"}),
        ("article", {"journal": "arXiv preprint arXiv:2401.09670"}),
        ("techreport", {"eprinttype": "arXiv", "eprint": "2401.09670"}),
    ],
)
def test_preprints(kind: str, fields: dict[str, str]) -> None:
    paper = _convert(_entry(kind, **fields)).paper
    assert (paper.status, paper.venue) == ("preprint", None)


@pytest.mark.parametrize(
    ("kind", "fields", "venue"),
    [
        ("misc", {"howpublished": "Blog post"}, Venue(long="Blog post")),
        # the note, as a link alone says nothing of what the work is
        (
            "misc",
            {"howpublished": r"\url{https://example.org/x}", "note": "Software"},
            Venue(long="Software"),
        ),
        ("online", {"url": "https://example.org/blog"}, None),
    ],
)
def test_a_misc_entry_is_what_it_says_it_is(
    kind: str, fields: dict[str, str], venue: Venue | None
) -> None:
    paper = _convert(_entry(kind, **fields)).paper
    assert (paper.status, paper.venue) == ("published", venue)


def test_a_published_paper_with_an_arxiv_copy_is_not_a_preprint() -> None:
    entry = _entry(booktitle="Proc. of (OSDI 24)", archiveprefix="arXiv", eprint="2401.01234")
    paper = _convert(entry).paper
    assert (paper.status, paper.arxiv, paper.url) == ("published", "2401.01234", "")


def test_to_appear_is_accepted() -> None:
    assert _convert(_entry("article", journal="J", note="To appear")).paper.status == "accepted"


@pytest.mark.parametrize(
    ("kind", "fields", "status", "venue"),
    [
        ("article", {"journal": "In submission to CRYPTO 2025"}, "under review", "CRYPTO'24"),
        ("article", {"journal": "Nature", "note": "Under review"}, "under review", "Nature'24"),
        ("inproceedings", {"booktitle": "To appear in ICML 2024"}, "accepted", "ICML'24"),
        ("misc", {"note": "Submitted to NeurIPS"}, "under review", "NeurIPS'24"),
        ("unpublished", {"note": "Submitted to NeurIPS"}, "under review", "NeurIPS'24"),
        ("article", {"journal": "Forthcoming"}, "accepted", None),
        ("misc", {"howpublished": "In preparation"}, "in preparation", None),
        ("article", {"journal": "In progress"}, "in preparation", None),
        ("unpublished", {"note": "In preparation", "eprint": "2401.01234"}, "in preparation", None),
    ],
)
def test_a_status_phrase_is_the_status_and_never_the_venue(
    kind: str, fields: dict[str, str], status: str, venue: str | None
) -> None:
    converted = _convert(_entry(kind, **fields))
    paper = converted.paper
    assert (paper.status, paper.venue and paper.venue.short) == (status, venue)
    assert converted.dropped == ()  # the phrase's field is read, not left out


def test_a_work_not_yet_out_may_have_no_year() -> None:
    for fields in ({"note": "In preparation"}, {"journal": "Submitted to Nature"}):
        converted = _convert(_entry("article", year="", **fields))
        assert (converted.paper.year, converted.undated) == (None, True)
    in_press = _convert(_entry("article", journal="Sci Rep", year="in press"))  # BibDesk's
    assert (in_press.paper.status, in_press.undated) == ("accepted", True)
    # no year in the short name either: never the year of the import
    assert in_press.paper.venue == Venue(short="Sci. Rep.", long="Scientific Reports")
    # a published paper needs its year
    assert convert_entry(_entry("article", journal="Nature", year=""), VenueNames()) == (
        "missing year"
    )


def test_the_entrys_own_names_for_its_venue() -> None:
    # MEDLINE's abbreviation and PubMed's journal-full (BibDesk)
    converted = _convert(
        _entry("article", journal="J Foo Res", **{"journal-full": "Journal of foo research"})
    )
    assert converted.paper.venue == Venue(short="J Foo Res'24", long="Journal of Foo Research")
    assert converted.dropped == ()
    known = _convert(
        _entry("article", journal="J Virol", **{"journal-full": "Journal of virology"})
    )
    assert known.paper.venue == Venue(short="J. Virol.'24", long="Journal of Virology")
    # al-folio's abbr
    converted = _convert(_entry(booktitle="Workshop on Foo Bars", abbr="FooBar WS"))
    assert converted.paper.venue == Venue(short="FooBar WS'24", long="Workshop on Foo Bars")
    assert (converted.dropped, converted.unknown_venue) == ((), False)
    # no short name anywhere: none made up
    converted = _convert(_entry(booktitle="Workshop on Foo Bars"))
    assert converted.paper.venue == Venue(short="", long="Workshop on Foo Bars")
    assert converted.unknown_venue


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


STYLES = Path(__file__).parents[1] / "bib" / "styles"
# every entry of the style files: the Paper's fields (but the venue, which is
# the venue table's business) and the fields left out, or why it is no paper
EXPECTED: dict[str, tuple[dict[str, object], list[str]] | str] = {
    "2023MNRAS.520.1234E": (
        {
            "title": "The ¹³CO Content of H₂O-Rich Discs at z ∼ 6",
            "authors": ["Kyle A. Example", "Beth Sample", "C. Placeholder"],
            "year": 2023,
            "month": 3,
            "pages": "1234-1250",
            "volume": "520",
            "number": "1",
            "arxiv": "2301.04567",
            "doi": "10.5555/mnras/stad001",
        },
        ["adsnote", "adsurl", "primaryclass", "keywords"],
    ),
    "2024ApJ...960L..12S": (
        {
            "title": "A α-Enhanced Dwarf",
            "authors": ["Beth Sample", "Kyle A. Example"],
            "year": 2024,
            "month": 1,
            "pages": "L12",
            "volume": "960",
            "number": "1",
            "doi": "10.5555/apjl/ad0001",
        },
        ["adsnote", "adsurl", "eid"],
    ),
    "2024PhRvD.109b3001E": (
        {
            "title": "Dark Matter Halos",
            "authors": ["Kyle A. Example"],
            "year": 2024,
            "pages": "023001",
            "volume": "109",
            "number": "2",
            "doi": "10.5555/PhysRevD.109.023001",
        },
        [],
    ),
    "2024arXiv240512345E": (
        {
            "title": "A Preprint on Rotation Curves",
            "authors": ["Kyle A. Example", "Beth Sample"],
            "status": "preprint",
            "year": 2024,
            "month": 5,
            "arxiv": "2405.12345",
        },
        ["primaryclass", "journal"],
    ),
    "2019PhDT.........1E": (
        {
            "title": "Galaxies in the Dark",
            "authors": ["Kyle A. Example"],
            "kind": "phd-thesis",
            "year": 2019,
            "month": 6,
            "institution": "Example University",
        },
        ["adsurl"],
    ),
    "einstein1950": (
        {
            "title": "On Marks After Names",
            "authors": ["A. Einstein", "Yuan Tian", "Bo Li", "Ada Example"],
            "equal_contribution": ["A. Einstein", "Bo Li", "Ada Example"],
            "corresponding": ["A. Einstein", "Yuan Tian"],
            "year": 1950,
            "month": 2,
            "pages": "560-572",
            "volume": "77",
            "number": "4",
            "doi": "10.5555/PhysRev.77.560",
            "url": "https://example.org/einstein1950",
            "students": ["Bo Li"],  # \underline{Bo Li}
            "selected": True,
            "links": {
                "code": "https://github.com/example/marks",
                "video": "https://example.org/einstein1950-talk",
            },
            "awards": ["Best Paper Award"],
            "note": "Led the experiments and wrote the paper",
        },
        # abbr: al-folio's badge, not the table's short name (Phys. Rev.); pdf: a
        # file of the site, not an address
        ["preview", "pdf", "publisher", "numpages", "bibtex_show", "abbr"],
    ),
    "tian2024online": (
        {
            "title": "An Online Preprint",
            "authors": ["Yuan Tian", "Bob Sample"],
            "corresponding": ["Yuan Tian"],
            "status": "preprint",
            "year": 2024,
            "arxiv": "2403.00001",
        },
        [],
    ),
    "tian2020thesis": (
        {
            "title": "A Thesis of Marks",
            "authors": ["Yuan Tian"],
            "kind": "masters-thesis",
            "year": 2020,
            "month": 6,
            "institution": "Example University",
        },
        [],
    ),
    "DBLP:conf/osdi/2024": "used as the crossref of DBLP:conf/osdi/SampleE24 (not a paper itself)",
    "DBLP:conf/osdi/ExampleS24": (
        {
            "title": "Fast Circuits in AC⁰ for Schedulers",
            "authors": ["Ada Example", "Bob Sample"],
            "year": 2024,
            "pages": "1-16",
            "url": "https://www.usenix.org/conference/osdi24/presentation/example",
        },
        ["bibsource", "biburl", "timestamp", "publisher"],
    ),
    "DBLP:conf/osdi/SampleE24": (
        {
            "title": "Sorting in O(n log n) Steps",
            "authors": ["Bob Sample", "Ada Example"],
            "year": 2024,
            "pages": "17-30",
            "doi": "10.5555/osdi24.sample",
        },
        ["bibsource", "biburl", "timestamp", "publisher", "editor"],
    ),
    "DBLP:journals/corr/abs-2401-01234": (
        {
            "title": "Square Roots of √n-Sized Heaps",
            "authors": ["Ada Example", "Carl Placeholder"],
            "status": "preprint",
            "year": 2024,
            "arxiv": "2401.01234",
        },
        ["bibsource", "biburl", "timestamp", "journal"],
    ),
    "DBLP:journals/tocs/ExampleP23": (
        {
            "title": "Scheduling Is Hard",
            "authors": ["Ada Example", "Carl Placeholder"],
            "year": 2023,
            "pages": "5:1-5:30",
            "volume": "41",
            "number": "2",
            "doi": "10.5555/tocs.2023.5",
        },
        ["bibsource", "biburl", "timestamp"],
    ),
    "DBLP:conf/hotos/Example23": (
        {"title": "A Doubled At Sign", "authors": ["Ada Example"], "year": 2023},
        [],
    ),
    "Example:2023:SOSP": (
        {
            "title": "O(1) Scheduling and the α-fair Share",
            "authors": ["Ada Example", "Bob Sample"],
            "year": 2023,
            "month": 10,
            "location": "Koblenz, Germany",
            "awards": ["Best paper award"],  # its note
        },
        ["file", "keywords"],
    ),
    "Example:2025:draft": (
        {
            "title": "A Draft",
            "authors": ["Ada Example"],
            "status": "preprint",
            "year": 2025,
            "arxiv": "2501.09876",
        },
        [],
    ),
    "Example:2025:blog": (
        {
            "title": "A Blog Post",
            "authors": ["Ada Example"],
            "year": 2025,
            "url": "https://example.org/blog",
        },
        ["urldate"],
    ),
    "example2024preprint": (
        {
            "title": "Learning to Route Packets",
            "authors": ["Ada Example", "Bob Sample"],
            "status": "preprint",
            "year": 2024,
            "arxiv": "2402.05678",
        },
        [],
    ),
    "example2022interspeech": (
        {
            "title": "Speech at Scale",
            "authors": ["Ada Example", "Carl Placeholder", "et al."],
            "year": 2022,
            "pages": "100-104",
        },
        [],
    ),
    "example2020book": (
        {
            "title": "Distributed Systems for Example Readers",
            "authors": ["Ada Example"],
            "kind": "book",
            "year": 2020,
            "publisher": "Example Press",
        },
        ["isbn"],
    ),
    "example2016thesis": (
        {
            "title": "Caching Things",
            "authors": ["Ada Example"],
            "kind": "masters-thesis",
            "year": 2016,
            "institution": "Example Institute of Technology",
        },
        [],
    ),
    "example2018report": (
        {
            "title": "A Report on Reports",
            "authors": ["Ada Example", "Bob Sample"],
            "kind": "report",
            "year": 2018,
            "number": "ER-TR-2018-07",
            "institution": "Example Research",
        },
        ["type"],
    ),
    "example2021chapter": (
        {
            "title": "Consensus, Briefly",
            "authors": ["Ada Example"],
            "kind": "chapter",
            "year": 2021,
            "pages": "45-67",
            "publisher": "Example Press",
        },
        ["address", "editor"],
    ),
}


@pytest.mark.parametrize("style", ["dblp", "ads", "scholar", "alfolio", "handkept"])
def test_the_files_people_have_are_read_field_by_field(style: str) -> None:
    for entry in read_bib(STYLES / f"{style}.bib").entries:
        result = convert_entry(entry, VenueNames())
        expected = EXPECTED[entry.key]
        if isinstance(result, str):
            assert result == expected, entry.key
            continue
        fields = result.paper.model_dump(exclude_defaults=True, exclude={"venue"})
        assert (fields, [name for name, _ in result.dropped]) == expected, entry.key


def test_the_venue_of_a_crossref_child_is_its_parents_title() -> None:
    entries = {e.key: e for e in read_bib(STYLES / "dblp.bib").entries}
    paper = _convert(entries["DBLP:conf/osdi/SampleE24"]).paper
    assert paper.venue is not None and paper.venue.short == "OSDI'24"


def test_a_journal_macro_reaches_the_venue_lookup_unharmed() -> None:
    entries = {e.key: e for e in read_bib(STYLES / "ads.bib").entries}
    mnras = entries["2023MNRAS.520.1234E"]
    assert mnras.fields["journal"] == r"\mnras"  # for the venue table to expand
    converted = _convert(mnras)
    assert (converted.paper.status, converted.paper.arxiv) == ("published", "2301.04567")
    assert converted.paper.venue == Venue(
        short="MNRAS'23", long="Monthly Notices of the Royal Astronomical Society"
    )
    assert "journal" not in dict(converted.dropped)


def test_the_style_files_go_into_a_database_that_loads_back(tmp_path: Path) -> None:
    database = tmp_path / "publications.yaml"
    database.write_bytes((STYLES.parent / "small-db.yaml").read_bytes())
    for style in ["dblp", "ads", "scholar", "alfolio", "handkept"]:
        import_bib(STYLES / f"{style}.bib", database)
    papers = load_database(database).database.papers
    marked = papers["marks-physrev50"]
    assert (marked.equal_contribution, marked.corresponding) == (
        ["A. Einstein", "Bo Li", "Ada Example"],
        ["A. Einstein", "Yuan Tian"],
    )
    thesis = next(p for p in papers.values() if p.title == "Galaxies in the Dark")
    assert (thesis.kind, thesis.institution) == ("phd-thesis", "Example University")
