"""Importing BibTeX into the database: duplicates, keys, the written file, the command.

Every test works on copies in tmp_path; profiles/publications.yaml is only read.
"""

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.errors import Location
from cvgen.importers.bibimport import import_bib, plan_import
from cvgen.importers.bibtex import BibEntry
from cvgen.model import Paper, PublicationDatabase, Venue
from cvgen.model.pubdb import ET_AL
from cvgen.sources.loader import load_database

BIB = Path(__file__).parents[1] / "bib"
REAL_DB = Path(__file__).parents[2] / "profiles" / "publications.yaml"


@pytest.fixture
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """awkward.bib and a copy of the small database in a folder of their own
    (the working directory, so messages name them briefly)."""
    shutil.copy(BIB / "awkward.bib", tmp_path / "awkward.bib")
    shutil.copy(BIB / "small-db.yaml", tmp_path / "db.yaml")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _import(args: list[str]) -> str:
    result = CliRunner().invoke(main, ["import-bib", *args])
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    return result.stdout


def test_the_awkward_file_is_imported_as_expected(work: Path, update_goldens: bool) -> None:
    original = (work / "db.yaml").read_bytes()
    output = _import(["awkward.bib", "--db", "db.yaml"])
    after = (work / "db.yaml").read_bytes()
    assert after.startswith(original)  # every comment and blank line, byte for byte
    appended = after[len(original) :].decode()
    if update_goldens:
        (BIB / "awkward.expected").write_text(output)
        (BIB / "awkward.appended").write_text(appended)
    assert output == (BIB / "awkward.expected").read_text()
    assert appended == (BIB / "awkward.appended").read_text()


def test_the_papers_come_out_in_unicode(work: Path) -> None:
    import_bib(Path("awkward.bib"), Path("db.yaml"))
    papers = load_database(Path("db.yaml")).database.papers
    gpu = papers["gpu-nsdi25"]
    assert gpu.title == "GPU Sharing für Braced Acronyms: Fast & Fair"
    assert gpu.authors == [
        "Jörg Müller",
        "José Pérez",
        "Karel Čapek",
        "François Durand",
        "Stefan Groß",
        ET_AL,
    ]
    assert gpu.venue == Venue(
        short="NSDI'25", long="USENIX Symposium on Networked Systems Design and Implementation"
    )
    assert (gpu.year, gpu.month, gpu.location, gpu.doi) == (2025, 4, "Philadelphia, PA", "")
    deep = papers["deep-tpds21"]
    assert deep.title == "Deep Learning – Scheduling for Łukasz's Clusters with α-Fair Shares"
    assert deep.authors == ["Zhisheng Ye", "Mette Sørensen", "Łukasz Kowalski"]
    assert (deep.venue and deep.venue.short, deep.month) == ("TPDS'21", None)
    stream = papers["streamwise-2025"]
    assert (stream.status, stream.venue, stream.title) == (
        "preprint",
        None,
        "StreamWise: LLM Serving at Scale",
    )
    assert papers["why-2023"].abstract == "We cut 50% of the GPU hours — and “more”."


def test_importing_twice_adds_nothing(work: Path) -> None:
    first = import_bib(Path("awkward.bib"), Path("db.yaml"))
    after_first = (work / "db.yaml").read_bytes()
    second = import_bib(Path("awkward.bib"), Path("db.yaml"))
    assert len(first.plan.added) == 5
    assert (second.plan.added, second.written, second.appended) == ([], False, "")
    assert {d.existing for d in second.plan.duplicates} >= {a.key for a in first.plan.added}
    assert (work / "db.yaml").read_bytes() == after_first
    # and says so, in a dry run too, not "added 0 papers"
    for dry in ([], ["--dry-run"]):
        output = _import(["awkward.bib", "--db", "db.yaml", *dry])
        assert output.startswith("nothing new to add to db.yaml\nskipped 8 duplicates:\n")
        assert "appended" not in output


def test_a_dry_run_writes_nothing(work: Path) -> None:
    before = (work / "db.yaml").read_bytes()
    output = _import(["awkward.bib", "--db", "db.yaml", "--dry-run"])
    assert (work / "db.yaml").read_bytes() == before
    assert output.startswith("would add 5 papers to db.yaml:\n  gpu-nsdi25 (")
    appended = (BIB / "awkward.appended").read_text()
    assert output.endswith("the text that would be appended:\n" + appended.rstrip("\n") + "\n")


def test_the_real_database_takes_the_file(tmp_path: Path) -> None:
    db = Path(shutil.copy(REAL_DB, tmp_path / "publications.yaml"))
    original = db.read_bytes()
    report = import_bib(BIB / "awkward.bib", db)
    assert db.read_bytes().startswith(original)
    assert REAL_DB.read_bytes() == original
    assert [d.existing for d in report.plan.duplicates] == [
        "megascale-nsdi24",  # by title: this database's MegaScale has no DOI
        "astraea-tpds21",
    ]
    assert [(m.entry.key, m.key) for m in report.plan.merged] == [
        ("mueller2025gpu-arxiv", "gpu-nsdi25")  # its preprint, now its history
    ]
    added = {a.key: a.paper for a in report.plan.added}
    assert set(added) == {
        "gpu-nsdi25",
        "deep-tpds21",
        "streamwise-2025",
        "why-2023",
        "serving-sosp23",
    }
    sosp = added["serving-sosp23"].venue  # the database's own names for SOSP
    assert sosp == Venue(short="SOSP'23", long="ACM Symposium on Operating Systems Principles")
    result = CliRunner().invoke(main, ["validate", "profiles/zili-zhang.yaml", "--db", str(db)])
    assert result.exit_code == 0, result.output


def _entry(key: str, title: str, line: int, **fields: str) -> BibEntry:
    base = {"title": title, "author": "Zhang, Zili and Jin, Xin", "year": "2021"}
    return BibEntry(key, "article", {**base, **fields}, Location(Path("x.bib"), line, 1))


def test_keys_follow_the_convention_and_never_collide() -> None:
    astraea = Paper(
        title="Astraea: A fair scheduler",
        authors=["Zhisheng Ye"],
        venue=Venue(short="TPDS'21", long="IEEE Transactions on Parallel and Distributed Systems"),
        year=2021,
    )
    database = PublicationDatabase(papers={"astraea-tpds21": astraea})
    tpds = "IEEE Transactions on Parallel and Distributed Systems"
    entries = [
        _entry("a", "Astraea revisited", 1, journal=tpds),
        _entry("b", "Astraea: once more, {with} feeling", 2, journal=tpds),
        _entry("c", "The {Über}-Scheduler", 3, journal=tpds),
        _entry("d", "On 数据 centres", 4),
        _entry("e", "数据", 5),
        _entry("f", "Deep Speed Chat: easy RLHF", 6, archiveprefix="arXiv"),
    ]
    plan = plan_import(entries, database)
    assert [a.key for a in plan.added] == [
        "astraea-tpds21-2",
        "astraea-tpds21-3",
        "uber-tpds21",
        "centres-2021",
        "paper-2021",
        "deep-speed-chat-2021",
    ]


def test_duplicates_by_doi_title_and_former_title() -> None:
    old = Paper(
        title="MegaScale: Scaling LLM Training",
        former_titles=["Scaling Large Language Model Training"],
        authors=["Ziheng Jiang"],
        year=2024,
        doi="10.5555/ms",
    )
    database = PublicationDatabase(papers={"megascale-nsdi24": old})
    entries = [
        _entry("by-doi", "Another Title", 1, doi="https://doi.org/10.5555/MS"),
        _entry("by-title", "{megascale} -- scaling {LLM} training!", 2),
        _entry("by-former", "Scaling large-language model training", 3),
        _entry("new", "Something New", 4, doi="10.1/new"),
        _entry("new-again", "Another New Thing", 5, doi="10.1/NEW"),
        _entry("new-title", "something, new?", 6),
    ]
    plan = plan_import(entries, database)
    # the same DOI with a title that shares nothing: a slip, so both are kept, named
    assert [a.entry.key for a in plan.added] == ["by-doi", "new"]
    assert plan.added[0].paper.doi == ""  # the database keeps each DOI once
    assert [(s.key, s.other, s.by, s.identifier, s.in_database) for s in plan.same_id] == [
        ("another-2021", "megascale-nsdi24", "doi", "10.5555/MS", True)
    ]
    assert [(d.entry.key, d.existing, d.in_file) for d in plan.duplicates] == [
        ("by-title", "megascale-nsdi24", None),
        ("by-former", "megascale-nsdi24", None),
        ("new-again", "new", Location(Path("x.bib"), 4, 1)),
        ("new-title", "new", Location(Path("x.bib"), 4, 1)),
    ]


def test_authors_take_the_databases_spelling() -> None:
    known = Paper(title="Old", authors=["Zili Zhang", "Jörg Müller"], year=2020)
    database = PublicationDatabase(papers={"old-2020": known})
    entries = [
        _entry("a", "First", 1, author="ZHANG, ZILI and Muller, Jorg and Chen, Li"),
        _entry("b", "Second", 2, author="Li  Chen and Jorg Mueller"),
    ]
    plan = plan_import(entries, database)
    assert [a.paper.authors for a in plan.added] == [
        ["Zili Zhang", "Jörg Müller", "Li Chen"],
        ["Li Chen", "Jorg Mueller"],  # 'Mueller' is another spelling, not an accent
    ]


CASES = sorted((BIB / "bad").glob("*.bib"))


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_a_file_that_cannot_be_read_is_an_error(case: Path, work: Path) -> None:
    before = (work / "db.yaml").read_bytes()
    shutil.copy(case, work / case.name)
    result = CliRunner().invoke(main, ["import-bib", case.name, "--db", "db.yaml"])
    assert result.exit_code == 1
    expected = case.with_suffix(".expected").read_text()
    assert result.stderr == expected.replace("tests/bib/bad/", "")
    assert "Traceback" not in result.output
    assert (work / "db.yaml").read_bytes() == before


def test_without_db_the_database_in_profiles_is_used(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["import-bib", str(BIB / "awkward.bib"), "--dry-run"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("would add 5 papers to profiles/publications.yaml:\n")
    missing = CliRunner().invoke(main, ["import-bib", "nowhere.bib", "--db", "nope.yaml"])
    assert missing.exit_code == 1
    assert missing.stderr == "error: nowhere.bib: no such file (check the path)\n"
    assert not Path("nope.yaml").exists()


def test_an_entry_reported_as_skipped_is_never_imported(tmp_path: Path) -> None:
    # keys with parentheses or braces, or on the line after the header, are
    # bibtexparser's own: each of those entries was imported and also listed
    # as "cannot be parsed", with every entry after it
    report = import_bib(BIB / "keys.bib", tmp_path / "db.yaml", dry_run=True)
    plan = report.plan
    imported = [a.entry.key for a in plan.added]
    assert imported == ["smith(2020)", "jones{b}2021", "next-line", "last"]
    assert [(s.entry_key, s.location.line) for s in plan.skipped] == [("broken", 24)]
    assert [a.entry.location.line for a in plan.added] == [2, 9, 16, 31]


def test_one_arxiv_id_on_two_unrelated_titles_keeps_both_and_names_them() -> None:
    entries = [
        _entry(
            "a",
            "Tidal Heating of Icy Moons",
            1,
            journal="Icarus",
            eprint="2401.01234",
            archiveprefix="arXiv",
        ),
        _entry(
            "b",
            "Sparse Attention for Long Legal Documents",
            2,
            journal="arXiv e-prints",
            eprint="2401.01234v2",
            archiveprefix="arXiv",
            year="2024",
        ),
        _entry(
            "c",
            "Tidal heating of icy moons",
            3,
            journal="arXiv e-prints",
            eprint="2401.01234",
            archiveprefix="arXiv",
            year="2020",
        ),
    ]
    plan = plan_import(entries, PublicationDatabase())
    assert [(a.entry.key, a.paper.arxiv) for a in plan.added] == [("a", "2401.01234"), ("b", "")]
    assert [(s.key, s.other, s.by, s.identifier, s.in_database) for s in plan.same_id] == [
        ("sparse-2024", plan.added[0].key, "arxiv", "2401.01234", False)
    ]
    assert [m.entry.key for m in plan.merged] == ["c"]  # the same title: its preprint
