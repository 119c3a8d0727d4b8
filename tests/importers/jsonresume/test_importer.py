"""``cvgen import-jsonresume`` end to end: the full test document imported,
built with the real ``cvgen build`` and exported back as a JSON Resume document
that the schema accepts; the database, the profile that is never replaced,
and every error with its exact message."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from jsonschema import Draft7Validator

from cvgen.cli.main import main
from cvgen.cv.workspace import select_cv
from cvgen.importers.jsonresume.importer import import_jsonresume
from cvgen.sources.loader import load_database, load_profile
from cvgen.sources.schema import schema_line
from tests.conftest import ROOT, cvgen_in_process, jsonresume_schema, pdf_text, squash

FULL = Path("tests/jsonresume/full.resume.json")
SCHEMA = jsonresume_schema()


def cvgen(*args: str) -> subprocess.CompletedProcess[str]:
    """The command, as a user runs it from the repository (in the test's process)."""
    return cvgen_in_process(*args, cwd=ROOT)


def run(*args: str) -> Result:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result


def test_the_full_document_round_trips(tmp_path: Path) -> None:
    (tmp_path / "publications.yaml").write_text("")
    imported = cvgen("import-jsonresume", str(FULL), "--out", str(tmp_path))
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout == (
        f"wrote {tmp_path}/nadia-verhoeven.yaml (Nadia Verhoeven)\n"
        f"added 3 papers to {tmp_path}/publications.yaml: "
        "tiered-nsdi24, sample-2025, survey-csur22\n"
        f"wrote {tmp_path}/profile.schema.json, {tmp_path}/publications.schema.json "
        "(for your editor: see cvgen schema --help)\n"
    )
    assert len(imported.stderr.splitlines()) == 5  # what cvgen has no place for
    profile = tmp_path / "nadia-verhoeven.yaml"
    assert profile.read_text().splitlines()[0] == schema_line("profile")

    built = cvgen("build", str(profile), "--out", str(tmp_path / "out"), "--date", "2025-02-01")
    assert built.returncode == 0, built.stderr
    text = squash(pdf_text(tmp_path / "out/nadia-verhoeven-long-2025-02-01.pdf"))
    for fact in (
        "Tidewater Labs Amsterdam, Netherlands Postdoctoral Researcher Oct. 2023 - Present",
        "Kelpie Systems Rotterdam, Netherlands Research Intern Jun. 2021 - Sep. 2021",
        "Cut p99 read latency by 40% with *two* tricks & a [cache]",
        "Delft University of Technology Ph.D. in Computer Science Sep. 2019 - Sep. 2023",
        "Best Paper Award (for Tiered Prefetching), Symposium on Networked Systems",
        "Tiered Prefetching for Training Data at Scale NSDI'24",
        "Nadia Verhoeven, Tomas Brandt, Lea Fischer",
        "Certified Kubernetes Administrator CNCF Nov. 2022",
    ):
        assert fact in text

    out = tmp_path / "nadia.json"
    exported = cvgen(
        "export", str(profile), "--format", "jsonresume", "--date", "2025-02-01", "--out", str(out)
    )
    assert (exported.returncode, exported.stdout, exported.stderr) == (0, f"{out}\n", "")
    document = json.loads(out.read_text())
    errors = Draft7Validator(SCHEMA, format_checker=Draft7Validator.FORMAT_CHECKER).iter_errors(
        document
    )
    assert [e.message for e in errors] == []
    assert document["basics"]["name"] == "Nadia Verhoeven"
    assert document["basics"]["phone"] == "+1 555 0100"
    assert [(w["name"], w.get("startDate"), w.get("endDate")) for w in document["work"]] == [
        ("Tidewater Labs", "2023-10", None),  # ongoing: no endDate
        ("Kelpie Systems", "2021-06-01", "2021-09-30"),
    ]
    assert document["work"][0]["url"] == "https://tidewater.example.org"
    assert document["work"][0]["highlights"][1:] == [
        "Cut p99 read latency by 40% with *two* tricks & a [cache]",
        "Mentored four Ph.D. students",
    ]
    assert [(e["studyType"], e["area"]) for e in document["education"]] == [
        ("Ph.D.", "Computer Science"),
        ("B.Sc.", "Mathematics"),
    ]
    assert {p["name"]: p["authors"] for p in document["publications"]} == {
        "Sample Caches Considered Harmful": ["Tomas Brandt", "Nadia Verhoeven"],
        "Tiered Prefetching for Training Data at Scale": [
            "Nadia Verhoeven",
            "Tomas Brandt",
            "Lea Fischer",
        ],
        "A Survey of Object Caches": ["Nadia Verhoeven"],
    }
    assert document["publications"][1]["publisher"] == (
        "USENIX Symposium on Networked Systems Design and Implementation (NSDI'24)"
    )
    assert document["publications"][1]["url"] == "https://doi.org/10.5555/tiered.2024"
    assert {s["name"]: s["keywords"] for s in document["skills"]} == {
        "Programming (Expert)": ["C++", "Rust", "Python"],
        "Systems": ["Linux", "Kubernetes"],
        "Skills": ["Technical writing (Advanced)"],
    }
    assert [a["title"] for a in document["awards"]] == ["Best Paper Award", "Rubicon Fellowship"]
    assert document["volunteer"][0]["organization"] == "Open Benchmarks Foundation"
    assert document["certificates"][0]["date"] == "2022-11-05"
    assert [(p["name"], p.get("type")) for p in document["projects"]] == [
        ("kelpfs", None),
        ("Distributed Systems", "teaching"),
    ]
    assert document["meta"] == {"version": "2025-02-01", "lastModified": "2025-02-01T00:00:00"}


def test_an_existing_profile_is_never_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "publications.yaml").write_text("")
    (tmp_path / "nadia-verhoeven.yaml").write_text("name: Nadia\n")
    monkeypatch.chdir(tmp_path)
    result = run("import-jsonresume", str(ROOT / FULL), "--out", ".")
    assert (result.exit_code, result.stdout, result.stderr) == (
        1,
        "",
        "error: nadia-verhoeven.yaml: already exists, and an import never replaces a "
        "profile (name another file with --profile, or move this one away)\n",
    )
    assert (tmp_path / "nadia-verhoeven.yaml").read_text() == "name: Nadia\n"
    assert (tmp_path / "publications.yaml").read_text() == ""


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '{\n  "basics": {"name": "Ada",}\n}\n',
            "error: r.json:2:28: not valid JSON: Expecting property name enclosed in double "
            "quotes (write keys in double quotes, and no comma after the last member of an "
            "object)\n",
        ),
        (
            '["not", "an", "object"]',
            "1 problem found\nr.json:1:1: the document is a list, not an object (a JSON "
            "Resume document is one {...} with basics, work, education, ...)\n",
        ),
    ],
)
def test_errors_name_the_place_and_write_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, message: str
) -> None:
    (tmp_path / "r.json").write_text(text)
    (tmp_path / "publications.yaml").write_text("")
    monkeypatch.chdir(tmp_path)
    result = run("import-jsonresume", "r.json", "--out", ".")
    assert (result.exit_code, result.stdout, result.stderr) == (1, "", message)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["publications.yaml", "r.json"]
    assert (tmp_path / "publications.yaml").read_text() == ""


def test_odd_shapes_are_warnings_and_the_profile_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = (
        '{"basics": {"name": "Ada Lovelace", "location": {"postalCode": 12345}},\n'
        ' "work": [{"name": "Acme", "highlights": "Shipped", "startDate": "2020-13"}],\n'
        ' "education": [{"institution": ["U"], "studyType": "PhD"}],\n'
        ' "publications": [{"name": "P", "releaseDate": "2020", '
        '"authors": "Ada Lovelace, Bo Chen and Cy Dee"}]}'
    )
    (tmp_path / "r.json").write_text(text)
    monkeypatch.chdir(tmp_path)
    result = run("import-jsonresume", "r.json", "--out", ".")
    assert result.exit_code == 0, result.stderr
    assert result.stderr.splitlines() == [
        "r.json:2:42: warning: work[0].highlights: left out: is text, not a list "
        '(write a list, e.g. ["first", "second"])',
        "r.json:2:66: warning: work[0].startDate: left out: '2020-13' has month 13 "
        "(a month is 01 to 12)",
        "r.json:3:32: warning: education[0].institution: left out: is a list, not text "
        '(write text in double quotes, e.g. "Acme")',
        "r.json:4:67: warning: publications[0].authors: is text, not a list of names: read "
        'as 3 authors (check them, or write ["First Author", "Second Author"])',
    ]
    profile = load_profile(tmp_path / "ada-lovelace.yaml").profile
    assert profile.address == "12345"
    assert [(e.organization, e.start) for e in profile.experience] == [("Acme", None)]
    assert [(e.institution, e.degree) for e in profile.education] == [("PhD", "")]
    papers = load_database(tmp_path / "publications.yaml").database.papers
    assert [p.authors for p in papers.values()] == [["Ada Lovelace", "Bo Chen", "Cy Dee"]]


def test_a_resume_without_papers_does_not_ask_for_a_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no profiles/publications.yaml to find
    resume = tmp_path / "r.json"
    resume.write_text('{"basics": {"name": "Ada Lovelace"}, "work": [{"name": "Acme"}]}')
    imported = import_jsonresume(resume, tmp_path / "people")
    assert imported.database is None
    assert "publications:\n  by_author: false\n" in imported.text
    result = run("validate", str(imported.profile))
    assert (result.exit_code, result.stderr) == (0, "")


def test_a_database_elsewhere_is_declared_in_the_profile(tmp_path: Path) -> None:
    (tmp_path / "group").mkdir()
    db = tmp_path / "group/papers.yaml"
    db.write_text("# the group's papers\n")
    imported = import_jsonresume(FULL, tmp_path / "people", db)
    assert imported.profile == tmp_path / "people/nadia-verhoeven.yaml"
    assert "publications:\n  database: ../group/papers.yaml\n" in imported.text
    selected = select_cv(imported.profile).selected  # finds the database it declares
    assert [p.paper.key for p in selected.papers] == [
        "sample-2025",
        "tiered-nsdi24",
        "survey-csur22",
    ]
    assert db.read_text().startswith("# the group's papers\n\npapers:\n")


def test_a_database_is_made_when_there_is_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no profiles/ here either
    imported = import_jsonresume(ROOT / FULL, Path("cv"), name="N. Verhoeven")
    assert imported.profile == Path("cv/n-verhoeven.yaml")
    assert imported.database == Path("cv/publications.yaml")
    papers = load_database(imported.database).database.papers
    assert list(papers) == ["tiered-nsdi24", "sample-2025", "survey-csur22"]
    # the name given replaces basics.name, so the papers with authors do not name the owner
    assert "  papers:\n    - tiered-nsdi24\n    - sample-2025\n" in imported.text
    assert papers["survey-csur22"].authors == ["N. Verhoeven"]
    assert len(select_cv(imported.profile).selected.papers) == 3


def test_papers_already_in_the_database_are_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "publications.yaml").write_text(
        "papers:\n  tiered-2024:\n    title: 'Tiered Prefetching for Training Data at Scale'\n"
        "    authors: [Nadia Verhoeven]\n    year: 2024\n"
    )
    monkeypatch.chdir(tmp_path)
    result = run("import-jsonresume", str(ROOT / FULL), "--profile", "nv.yaml")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "wrote nv.yaml (Nadia Verhoeven)\n"
        "added 2 papers to publications.yaml: sample-2025, survey-csur22\n"
        "already in publications.yaml: tiered-2024\n"
        "wrote profile.schema.json, publications.schema.json "
        "(for your editor: see cvgen schema --help)\n"
    )
    assert "\npublications:" not in Path("nv.yaml").read_text()  # picked by author


def test_a_document_without_papers_needs_no_database(tmp_path: Path) -> None:
    resume = tmp_path / "r.json"
    resume.write_text('{"basics": {"name": "Ada Lovelace", "label": "Analyst"}}')
    imported = import_jsonresume(resume, tmp_path)
    assert imported.database is None
    assert imported.text.endswith("\n\nname: Ada Lovelace\nposition: Analyst\n")
    assert not (tmp_path / "publications.yaml").exists()


def test_a_database_named_must_exist(tmp_path: Path) -> None:
    result = run("import-jsonresume", str(FULL), "--out", str(tmp_path), "--db", "nope.yaml")
    assert (result.exit_code, result.stderr) == (
        1,
        "error: nope.yaml: no such publication database (check --db)\n",
    )
    assert list(tmp_path.iterdir()) == []


def test_out_and_profile_exclude_each_other(tmp_path: Path) -> None:
    result = run("import-jsonresume", str(FULL), "--out", str(tmp_path), "--profile", "x.yaml")
    assert result.exit_code == 2
    assert "give --out or --profile, not both" in result.stderr


def test_out_elsewhere_never_touches_the_groups_database(tmp_path: Path) -> None:
    """--out people: the papers go to people/publications.yaml (made), not to the
    group's profiles/publications.yaml; the schema the profile names is beside it."""
    group = tmp_path / "profiles/publications.yaml"
    group.parent.mkdir()
    group.write_text("# the group's papers\npapers: {}\n")
    before = group.read_bytes()
    result = cvgen_in_process("import-jsonresume", ROOT / FULL, "--out", "people", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert group.read_bytes() == before
    assert "added 3 papers to people/publications.yaml:" in result.stdout
    assert "wrote people/profile.schema.json, people/publications.schema.json" in result.stdout
    profile = tmp_path / "people/nadia-verhoeven.yaml"
    assert profile.read_text().startswith(schema_line("profile") + "\n")
    assert (tmp_path / "people/profile.schema.json").is_file()
    made = tmp_path / "people/publications.yaml"
    assert made.read_text().startswith(schema_line("database") + "\n")
    assert len(load_database(made).database.papers) == 3
    assert "database:" not in profile.read_text()  # found beside the profile
