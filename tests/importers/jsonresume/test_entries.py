"""One entry of a JSON Resume section: the names of the schema before 1.0,
the dates awards are written with, and the first line every entry keeps."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cvgen.importers.jsonresume import entries
from cvgen.importers.jsonresume.fields import ResumeReader
from tests.importers.jsonresume.test_fields import reader_for


def _reader(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, entry: Any) -> ResumeReader:
    return reader_for(tmp_path, {"s": [entry]}, monkeypatch)


def test_the_old_names_of_a_job(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    job = {"company": "Acme", "position": "Engineer", "website": "acme.example.org"}
    reader = _reader(tmp_path, monkeypatch, job | {"startDate": "2019", "endDate": "2020"})
    assert entries.work(reader, ("s", 0), ("name", "company")) == {
        "organization": "[Acme](https://acme.example.org)",
        "role": "Engineer",
        "start": 2019,
        "end": 2020,
    }
    assert (reader.problems, reader.warnings) == ([], [])


def test_the_old_name_of_a_grade(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    school = {"institution": "Uni", "studyType": "B.Sc.", "gpa": "3.9/4.0"}
    reader = _reader(tmp_path, monkeypatch, school)
    assert entries.education(reader, ("s", 0)) == {
        "institution": "Uni",
        "degree": "B.Sc.",
        "gpa": "3.9/4.0",
    }


@pytest.mark.parametrize("key", ["date", "awardDate", "startDate", "startdate"])
def test_the_dates_of_an_award(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str) -> None:
    reader = _reader(tmp_path, monkeypatch, {"title": "Prize", key: "2019-06-02"})
    assert entries.award(reader, ("s", 0)) == {"title": "Prize", "year": 2019}
    assert (reader.problems, reader.warnings) == ([], [])


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        ({"position": "Consultant"}, {"organization": "Consultant", "role": ""}),
        ({"name": "Acme"}, {"organization": "Acme", "role": ""}),
        ({"highlights": ["Orphan"]}, None),
    ],
)
def test_every_entry_has_a_first_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, entry: Any, expected: Any
) -> None:
    reader = _reader(tmp_path, monkeypatch, entry)
    assert entries.work(reader, ("s", 0), ("name", "company")) == expected
    assert [w.message for w in reader.warnings] == (
        ["left out: an entry needs its name or position"] if expected is None else []
    )


def test_a_certificate_without_a_name_shows_its_issuer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reader = _reader(tmp_path, monkeypatch, {"issuer": "Guild", "date": "2021-03"})
    assert entries.certificate(reader, ("s", 0)) == {
        "organization": "Guild",
        "role": "",
        "start": "2021-03",
    }


def test_advisor_and_thesis_lines_of_courses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    degree = {
        "institution": "Example University",
        "studyType": "PhD",
        "courses": [
            "Advisor: Prof. Grace Hopper",
            'Dissertation: "Compilers *for* Everyone"',
            "Distributed Systems",
            "Supervisor: a second one stays a course",
        ],
    }
    reader = _reader(tmp_path, monkeypatch, degree)
    assert entries.education(reader, ("s", 0)) == {
        "institution": "Example University",
        "degree": "PhD",
        "advisor": "Prof. Grace Hopper",
        "thesis": r"Compilers \*for\* Everyone",
        "courses": ["Distributed Systems", "Supervisor: a second one stays a course"],
    }


@pytest.mark.parametrize("label", ["Thesis", "thesis", "PhD Thesis", "Master's thesis"])
def test_the_words_for_a_thesis(label: str) -> None:
    assert entries.labelled([f"{label}: On Graphs"], "courses") == {
        "thesis": "On Graphs",
        "courses": [],
    }
