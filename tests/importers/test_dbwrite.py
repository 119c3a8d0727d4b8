"""Appending papers to the database as text: quoting, layout, and nothing lost on failure."""

import shutil
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from cvgen.importers.dbwrite import DatabaseAppendError, append_papers, paper_yaml, quote
from cvgen.model import Paper, Venue
from cvgen.sources.loader import load_database

SMALL_DB = Path(__file__).parents[1] / "bib" / "small-db.yaml"

PAPER = Paper(
    title='Sharing: "GPUs" # not a comment',
    authors=["Jörg Müller", "et al."],
    venue=Venue(short="NSDI'25", long="USENIX Symposium"),
    year=2025,
    month=4,
    abstract="Line one\nline two: with 'quotes' and \\ backslash",
)


@given(st.text())
def test_a_quoted_string_loads_back_as_itself(text: str) -> None:
    assert yaml.safe_load(quote(text)) == text
    assert "\n" not in quote(text)


@pytest.mark.parametrize(
    "text", ["a: b", "# c", "- d", "'e'", '"f"', "yes", "null", "12", "", " g ", "\u2028", "🎉"]
)
def test_awkward_strings_stay_strings(text: str) -> None:
    assert yaml.safe_load(f"k: {quote(text)}") == {"k": text}


def test_the_layout_is_the_databases() -> None:
    assert paper_yaml("sharing-nsdi25", PAPER) == [
        "  sharing-nsdi25:",
        '    title: "Sharing: \\"GPUs\\" # not a comment"',
        '    authors: ["Jörg Müller", "et al."]',
        '    venue: {short: "NSDI\'25", long: "USENIX Symposium"}',
        "    status: published",
        "    year: 2025",
        "    month: 4",
        "    abstract: \"Line one\\nline two: with 'quotes' and \\\\ backslash\"",
    ]


def test_the_new_fields_are_written_in_reading_order() -> None:
    paper = Paper(
        title="A thesis",
        authors=["Ada Lovelace", "Grace Hopper"],
        equal_contribution=["Ada Lovelace"],
        corresponding=["Grace Hopper"],
        dblp={"Grace Hopper": "0002"},
        kind="phd-thesis",
        year=2024,
        volume="2",
        number="TR-7",
        pages="1-9",
        publisher="P # {x}",
        institution="MIT",
        doi="10.1/x",
        arxiv="2401.01234",
        related=["other-key"],
    )
    names = [line.split(":")[0].strip() for line in paper_yaml("t", paper)[1:]]
    assert names == [
        "title", "authors", "equal_contribution", "corresponding", "dblp", "kind", "status", "year",
        "volume", "number", "pages", "publisher", "institution", "doi", "arxiv", "related",
    ]  # fmt: skip
    assert "    kind: phd-thesis" in paper_yaml("t", paper)
    assert '    dblp: {"Grace Hopper": "0002"}' in paper_yaml("t", paper)  # names quoted
    loaded = yaml.safe_load("\n".join(paper_yaml("t", paper)))["t"]
    assert Paper.model_validate(loaded) == paper


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return Path(shutil.copy(SMALL_DB, tmp_path / "db.yaml"))


def test_appending_keeps_every_byte_and_loads_back(db: Path) -> None:
    before = db.read_bytes()
    appended = append_papers(db, [("sharing-nsdi25", PAPER)], note="imported from x.bib")
    after = db.read_bytes()
    assert after == before + appended.encode()
    assert appended.startswith("\n  # imported from x.bib\n  sharing-nsdi25:\n")
    loaded = load_database(db).database
    assert loaded.papers["sharing-nsdi25"] == PAPER
    assert list(loaded.papers)[-1] == "sharing-nsdi25"


def test_a_dry_run_checks_but_writes_nothing(db: Path) -> None:
    before = db.read_bytes()
    appended = append_papers(db, [("sharing-nsdi25", PAPER)], note="n", dry_run=True)
    assert "sharing-nsdi25:" in appended
    assert db.read_bytes() == before


def test_windows_line_ends_are_kept(tmp_path: Path) -> None:
    db = tmp_path / "db.yaml"
    original = SMALL_DB.read_bytes().replace(b"\n", b"\r\n")
    db.write_bytes(original)
    append_papers(db, [("sharing-nsdi25", PAPER)], note="n")
    after = db.read_bytes()
    assert after.startswith(original)
    assert b"\n" not in after.replace(b"\r\n", b"")
    assert load_database(db).database.papers["sharing-nsdi25"] == PAPER


@pytest.mark.parametrize(
    ("text", "indent"),
    [
        ("# only a comment\n", 2),
        ("papers:\n", 2),
        ("papers:\n    a:\n      title: T\n      authors: [A]\n      year: 2020", 4),
    ],
)
def test_the_indent_follows_the_file(tmp_path: Path, text: str, indent: int) -> None:
    db = tmp_path / "db.yaml"
    db.write_text(text)
    append_papers(db, [("sharing-nsdi25", PAPER)], note="n")
    assert db.read_text().startswith(text)
    assert f"\n{' ' * indent}sharing-nsdi25:\n" in db.read_text()
    assert load_database(db).database.papers["sharing-nsdi25"] == PAPER


@pytest.mark.parametrize(
    ("text", "opened"),
    [
        ("papers: {}\n", "papers:\n"),
        (
            "# the group's papers\npapers:  {  }  # none yet\n",
            "# the group's papers\npapers:  # none yet\n",
        ),
    ],
)
def test_an_empty_flow_mapping_is_opened_to_take_papers(
    tmp_path: Path, text: str, opened: str
) -> None:
    db = tmp_path / "db.yaml"
    db.write_text(text)
    append_papers(db, [("sharing-nsdi25", PAPER)], note="n")
    assert db.read_text().startswith(opened + "\n  # n\n  sharing-nsdi25:\n")
    assert load_database(db).database.papers == {"sharing-nsdi25": PAPER}


def test_a_database_with_an_empty_papers_key_has_no_papers(tmp_path: Path) -> None:
    db = tmp_path / "db.yaml"
    db.write_text("# nothing yet\npapers:\n")
    assert load_database(db).database.papers == {}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "papers:\n  a: {title: T, authors: [A], year: 2020}\nvenues: {}\n",
            "db.yaml:1:1: papers: must be the last top-level key to import papers into it "
            "(move 'venues:' above 'papers:')",
        ),
        (
            "# flow\npapers: {a: {title: T, authors: [A], year: 2020}}\n",
            "db.yaml:2:1: papers: is written on one line ({...}); write one paper key per "
            "line below 'papers:' to import papers into it",
        ),
    ],
)
def test_a_database_that_cannot_take_papers_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, message: str
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("db.yaml").write_text(text)
    with pytest.raises(DatabaseAppendError) as info:
        append_papers(Path("db.yaml"), [("sharing-nsdi25", PAPER)], note="n")
    assert info.value.message == message
    assert Path("db.yaml").read_text() == text


def test_a_paper_that_would_break_the_database_writes_nothing(db: Path) -> None:
    before = db.read_bytes()
    twin = PAPER.model_copy(update={"doi": "10.5555/megascale.2024"})
    with pytest.raises(DatabaseAppendError) as info:
        append_papers(db, [("twin-nsdi25", twin)], note="n")
    message = info.value.message
    assert "the new papers would make the database invalid, so nothing was written" in message
    assert "'10.5555/megascale.2024' is also the DOI of papers.megascale-nsdi24" in message
    assert db.read_bytes() == before
    with pytest.raises(DatabaseAppendError, match="'Bad Key' must be lower-case"):
        append_papers(db, [("Bad Key", PAPER)], note="n")
    assert db.read_bytes() == before
