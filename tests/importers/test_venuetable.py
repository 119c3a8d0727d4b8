"""The venue table: the shipped file's shape, lookups by name and macro, the group's own file."""

from pathlib import Path

import pytest

from cvgen.errors import InputError
from cvgen.importers.venuetable import (
    BUNDLED,
    TableVenue,
    VenueTable,
    bundled_table,
    core_key,
    load_venue_table,
    name_key,
    read_venue_file,
)

# The AAS journal macros ADS writes in `journal = {\apj}`, and the venue each is.
AAS = {
    "aj": "AJ", "actaa": "AcA", "araa": "ARA&A", "apj": "ApJ", "apjl": "ApJL", "apjs": "ApJS",
    "ao": "Appl. Opt.", "apss": "Ap&SS", "aap": "A&A", "aapr": "A&ARv", "aaps": "A&AS",
    "azh": "AZh", "baas": "BAAS", "bac": "BAICz", "caa": "ChA&A", "cjaa": "ChJAA",
    "icarus": "Icarus", "jcap": "JCAP", "jrasc": "JRASC", "memras": "MmRAS", "mnras": "MNRAS",
    "na": "NewA", "nar": "NewAR", "pra": "PRA", "prb": "PRB", "prc": "PRC", "prd": "PRD",
    "pre": "PRE", "prl": "PRL", "pasa": "PASA", "pasp": "PASP", "pasj": "PASJ",
    "qjras": "QJRAS", "rmxaa": "RMxAA", "skytel": "S&T", "solphys": "SoPh", "sovast": "SvA",
    "ssr": "SSRv", "zap": "ZA", "nat": "Nature", "iaucirc": "IAU Circ.", "aplett": "ApL",
    "apspr": "ASPR", "bain": "BAN", "fcp": "FCPh", "gca": "GeCoA", "grl": "GRL", "jcp":
    "J. Chem. Phys.", "jgr": "JGR", "jqsrt": "JQSRT", "memsai": "MmSAI", "nphysa":
    "Nucl. Phys. A", "physrep": "Phys. Rep.", "physscr": "Phys. Scr.", "planss": "P&SS",
    "procspie": "Proc. SPIE", "psj": "PSJ", "rnaas": "RNAAS",
}  # fmt: skip

# A few venues of each field the table must know, by the short name CVs print.
EXPECTED = [
    "OSDI", "SOSP", "NSDI", "EuroSys", "ATC", "ASPLOS", "ISCA", "MICRO", "HPCA", "SIGCOMM",
    "SIGMOD", "VLDB", "PVLDB", "ICDE", "NeurIPS", "ICML", "ICLR", "AAAI", "IJCAI", "CVPR",
    "ICCV", "ECCV", "ACL", "EMNLP", "NAACL", "Interspeech", "ICASSP", "STOC", "FOCS", "SODA",
    "ICALP", "CONCUR", "POPL", "PLDI", "OOPSLA", "ICFP", "CCS", "NDSS", "CHI", "UIST",
    "SIGGRAPH", "KDD", "WWW", "SIGIR", "MLSys", "SoCC", "FAST", "PPoPP", "SC", "CACM", "JACM",
    "TOCS", "TPDS", "TC", "TKDE", "TPAMI", "JMLR", "TOPLAS", "Algorithmica", "SICOMP", "TCS",
    "PRL", "PRD", "PRB", "PRX", "JHEP", "PNAS", "Science", "Nature", "MNRAS", "ApJ", "A&A",
    "USENIX Security", "S&P", "Inf. Comput.", "Rev. Mod. Phys.", "Nucl. Phys. B",
    "Nature Astronomy",
]  # fmt: skip


def test_the_shipped_table_is_well_formed() -> None:
    file = read_venue_file(BUNDLED)
    shorts = [short.casefold() for short in file.venues]
    assert len(shorts) == len(set(shorts))  # unique short names, case aside
    table = bundled_table()
    assert table.clashes == ()  # no name or macro given to two venues
    assert None not in table.by_core.values()  # no two venues share a core name
    for short, spec in file.venues.items():
        assert short.strip() and spec.long.strip() and all(n.strip() for n in spec.also)
    assert [v for v in EXPECTED if v.casefold() not in table.venues] == []
    assert len(table.venues) >= 200


def test_every_aas_macro_is_one_venue() -> None:
    table = bundled_table()
    assert {macro: table.by_macro[macro].short for macro in AAS if macro in table.by_macro} == AAS
    assert set(table.by_macro) == set(AAS)


@pytest.mark.parametrize(
    ("name", "short"),
    [
        ("The Astrophysical Journal", "ApJ"),
        ("Astrophysical Journal", "ApJ"),
        ("ASTROPHYS. J.", "ApJ"),
        ("Astronomy & Astrophysics", "A&A"),
        ("Astronomy and Astrophysics", "A&A"),
        ("Mon. Not. R. Astron. Soc.", "MNRAS"),
        ("Commun. ACM", "CACM"),
        ("Inf. Comput", "Inf. Comput."),
        ("NIPS", "NeurIPS"),
        ("Proceedings of the National Academy of Sciences", "PNAS"),
        ("Revista Mexicana de Astronomia y Astrofisica", "RMxAA"),  # accents aside
    ],
)
def test_any_name_finds_the_venue(name: str, short: str) -> None:
    found = bundled_table().find(name)
    assert found is not None and found.short == short


def test_a_long_name_is_found_without_its_publisher() -> None:
    table = bundled_table()
    assert core_key("ACM Symposium on Operating Systems Principles") == (
        "symposium on operating systems principles"
    )
    assert table.find("International Symposium on Operating Systems Principles") is None
    found = table.find_core("International Symposium on Operating Systems Principles")
    assert found is not None and found.short == "SOSP"
    assert table.find_core("ACM SIGCOMM Conference") is None  # too short without publisher
    assert name_key("The  A&A") == "a a"


def test_the_groups_file_adds_and_replaces(tmp_path: Path) -> None:
    (tmp_path / "publications.yaml").write_text("papers: {}\n")
    assert load_venue_table(tmp_path / "publications.yaml") is bundled_table()
    (tmp_path / "venues.yaml").write_text(
        "venues:\n"
        "  ApJ:\n    long: Astrophysical Journal (the group's way)\n    macros: [apj, apjx]\n"
        "  HotFoo:\n    long: Workshop on Hot Topics in Foo\n    also: [Hot Foo]\n"
        "  Comm. ACM:\n    long: Communications of the ACM\n    also: [Commun. ACM]\n"
    )
    table = load_venue_table(tmp_path / "publications.yaml")
    assert table.macro("\\apjx") == table.macro("apj") == table.venues["apj"]
    assert table.venues["apj"].long == "Astrophysical Journal (the group's way)"
    assert table.find("Hot Foo") == TableVenue(
        "HotFoo", "Workshop on Hot Topics in Foo", ("Hot Foo",)
    )
    # the group's names win: CACM keeps its other names, this one is the group's
    comm = table.find("Commun. ACM")
    assert comm is not None and comm.short == "Comm. ACM"
    cacm = table.find("CACM")
    assert cacm is not None and cacm.short == "CACM"
    assert len(table.venues) == len(bundled_table().venues) + 2
    assert table.clashes  # the overridden name is noted, not an error
    assert bundled_table().venues["apj"].long == "The Astrophysical Journal"  # the cache is intact


def test_the_groups_file_with_mistakes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "publications.yaml").write_text("papers: {}\n")
    (tmp_path / "venues.yaml").write_text("venues:\n  X:\n    lung: Xylophone Conference\n")
    with pytest.raises(InputError) as caught:
        load_venue_table(Path("publications.yaml"))
    assert str(caught.value).splitlines() == [
        "2 problems found",
        "venues.yaml:3:5: venues.X.long: is required (add 'long:' to this entry)",
        "venues.yaml:3:5: venues.X.lung: unknown key (did you mean 'long'?)",
    ]


def test_an_empty_table_finds_nothing() -> None:
    assert VenueTable().find("Nature") is None
    assert VenueTable().macro("apj") is None
    assert bundled_table().find("  ") is None
