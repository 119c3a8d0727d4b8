"""JSON Resume documents as people have them, end to end with the installed
``cvgen``: one written for the schema before 1.0 (``company``, ``website``,
``gpa``), a 1.x one with the awkward cases (award dates spelt ``startDate``,
entries without a name), each imported, built with real XeLaTeX and read back
with pdftotext; and the round trip export -> import -> export, which keeps
every fact of the bundled profile and of the full test document."""

from __future__ import annotations

import json
from pathlib import Path

from cvgen.cv.workspace import select_cv
from tests.conftest import ROOT, pdf_text, squash
from tests.importers.jsonresume.test_importer import cvgen

OLD = Path("tests/jsonresume/old-schema.resume.json")
AWKWARD = Path("tests/jsonresume/awkward.resume.json")
ZILI = Path("profiles/zili-zhang.yaml")
DAY = "2025-02-01"


def import_and_build(document: Path, out: Path) -> tuple[str, list[str], list[str]]:
    """The profile written, the warnings and the lines of the built PDF."""
    imported = cvgen("import-jsonresume", str(document), "--out", str(out))
    assert imported.returncode == 0, imported.stderr
    profile = next(out.glob("*.yaml"))
    assert profile.name != "publications.yaml"
    built = cvgen("build", str(profile), "--out", str(out / "pdf"), "--date", DAY)
    assert built.returncode == 0, built.stderr
    pdf = out / "pdf" / f"{profile.stem}-long-{DAY}.pdf"
    return profile.read_text(), imported.stderr.splitlines(), pdf_text(pdf).splitlines()


def between(lines: list[str], first: str, last: str) -> list[str]:
    """The lines under heading ``first``, up to heading ``last``."""
    return lines[lines.index(first) + 1 : lines.index(last)]


def test_a_document_of_the_schema_before_1_0(tmp_path: Path) -> None:
    text, warnings, lines = import_and_build(OLD, tmp_path)
    assert text.split("\n\n", 1)[1] == (ROOT / "tests/jsonresume/old-schema.yaml").read_text()
    assert warnings == [
        f"{OLD}:5:5: warning: basics.picture: left out: cvgen has no place for it",
        f"{OLD}:68:5: warning: publications[0]: no authors list: the paper is credited to "
        'Tobias Lindqvist alone (add "authors": ["First Author", ...] to the entry, or the '
        "co-authors to the database)",
        f"{OLD}:87:5: warning: references[0]: left out: cvgen has no references section "
        "(a CV says 'references on request'; add a custom section by hand to list them)",
    ]
    database = (tmp_path / "publications.yaml").read_text()
    assert 'doi: "10.5555/probing.2021"' in database  # website: a doi.org address
    assert 'abstract: "Measures last-mile latency with a tenth of the probes."' in database
    # the icons are drawn, not text (cvgen/tex/icons.py): the contacts read as words
    assert "tobias@example.org | +1 555 0100 | https://tobias.example.org" in lines[3]
    assert between(lines, "Experience", "Publications") == [
        "Skerry Networks",
        "Research Engineer Mar. 2019 - Present",
        "• Runs the measurement platform.",
        "• Cut probe cost by half",
        "• Wrote the outage reports",
        "Fjord Data",
        "Software Engineer Aug. 2015 - Feb. 2019",
        "• Built the ingest pipeline",
    ]
    assert between(lines, "Education", "Experience")[2] == "• Overall GPA: 4.6/5"
    volunteering = lines.index("Volunteering")
    assert lines[volunteering + 1 : volunteering + 3] == [
        "Open Measurement Lab",
        "Mentor Jan. 2020 - Dec. 2022",
    ]


def test_awkward_entries_keep_a_first_line_or_are_left_out(tmp_path: Path) -> None:
    _, warnings, lines = import_and_build(AWKWARD, tmp_path)
    assert [w.split(": warning: ", 1)[1] for w in warnings] == [
        "work[0].website: left out: url is used (keep one)",
        "work[2]: left out: an entry needs its name or position (add name)",
        "awards[2].startDate: left out: date is used (keep one)",
        "awards[3]: left out: an honour needs its title (add title)",
        "publications[0].publisher: no known short name for 'Journal of Forecasting Examples': "
        "it is printed in full (give it one in venues.yaml beside the database)",
        "languages[1]: left out: an entry needs its language (add language)",
        "projects[0]: left out: an entry needs its name (add name)",
    ]
    assert between(lines, "Experience", "Publications") == [
        "Lagoon Analytics",
        "Data Scientist Feb. 2020 - Present",
        "Independent Consultant",  # no employer: the position is the first line
        "2018 - 2019",
        "• Forecasting for three retailers",
    ]
    assert between(lines, "Education", "Experience") == ["Diploma in Statistics", "2014 - 2016"]
    assert between(lines, "Honors & Awards", "Skills & Interests") == [
        "2019 Travel Grant, Data Science Society",  # its date spelt startDate
        "2015 Dean's List",  # startdate
        "2016 Poster Prize",
    ]
    assert between(lines, "Certificates", "February 1, 2025 Mira Okafor · Curriculum Vitae 1") == [
        "Cloud Guild",
        "Mar. 2021",
    ]
    assert (
        "Shows that sparse sales still forecast well."
        in (tmp_path / "publications.yaml").read_text()
    )


def export(profile: Path, out: Path) -> dict[str, object]:
    result = cvgen(
        "export", str(profile), "--format", "jsonresume", "--date", DAY, "--out", str(out)
    )
    assert result.returncode == 0, result.stderr
    document: dict[str, object] = json.loads(out.read_text())
    return document


def round_trip(profile: Path, tmp_path: Path) -> tuple[dict[str, object], dict[str, object]]:
    """The export of ``profile``, and the export of that export imported."""
    first = export(profile, tmp_path / "first.json")
    imported = cvgen(
        "import-jsonresume", str(tmp_path / "first.json"), "--out", str(tmp_path / "again")
    )
    assert imported.returncode == 0, imported.stderr
    again = next(p for p in (tmp_path / "again").glob("*.yaml") if p.name != "publications.yaml")
    return first, export(again, tmp_path / "second.json")


def test_the_bundled_profile_round_trips(tmp_path: Path) -> None:
    first, second = round_trip(ZILI, tmp_path)
    assert second == first
    papers = first["publications"]
    assert isinstance(papers, list)
    abstracts = {p.paper.title: p.paper.abstract for p in select_cv(ZILI).selected.cv.papers}
    assert {p["name"]: p["summary"] for p in papers if "summary" in p} == {
        title: abstract for title, abstract in abstracts.items() if abstract
    }  # every abstract, though the long variant shows none
    assert len([a for a in abstracts.values() if a]) == 3


def test_the_full_document_round_trips_as_a_profile(tmp_path: Path) -> None:
    imported = cvgen(
        "import-jsonresume", "tests/jsonresume/full.resume.json", "--out", str(tmp_path / "full")
    )
    assert imported.returncode == 0, imported.stderr
    first, second = round_trip(tmp_path / "full/nadia-verhoeven.yaml", tmp_path)
    assert second == first
    assert squash(json.dumps(first)).count("Prefetches training samples across storage tiers.") == 1
