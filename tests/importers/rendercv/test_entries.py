"""One RenderCV entry by its type: what tells the types apart, RenderCV's
Markdown kept as cvgen markup, its dates (a free-text date is shown as
written), and the advisor and thesis read from an education's highlights."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.importers.rendercv import entries
from cvgen.sources.yamlsource import load_yaml


def reader_of(tmp_path: Path, text: str) -> ResumeReader:
    """A reader of the YAML ``text`` (an entry under ``e:``)."""
    return ResumeReader(load_yaml(tmp_path / "cv.yaml", text))


@pytest.mark.parametrize(
    ("value", "kind"),
    [
        ({"institution": "U", "area": "CS"}, "education"),
        ({"company": "Acme", "position": "Engineer"}, "experience"),
        ({"title": "A Paper", "authors": ["A"]}, "publication"),
        ({"name": "A talk", "date": "2024"}, "normal"),
        ({"label": "Reviewer", "details": "OSDI"}, "one_line"),
        ({"bullet": "Fault tolerance"}, "bullet"),
        ({"number": "One"}, "numbered"),
        ({"reversed_number": "One"}, "reversed_numbered"),
        ("Plain text", "text"),
        (2024, "text"),
        ({"company": "Acme"}, ""),  # no position: nothing RenderCV knows
        (["a", "list"], ""),
        (True, ""),
    ],
)
def test_entry_types(value: Any, kind: str) -> None:
    assert entries.entry_type(value) == kind


def test_an_education_entry(tmp_path: Path) -> None:
    reader = reader_of(
        tmp_path,
        "e:\n"
        "  institution: Example University\n"
        "  area: Physics\n"
        "  degree: MSc\n"
        "  start_date: 2015-09\n"
        "  end_date: 2017\n"
        "  summary: With *distinction*\n"
        "  highlights:\n"
        "    - 'Thesis: Cold Atoms'\n"
        "    - '**Supervisor:** Dr. Ada Byron'\n"
        "    - 'Courses: [Optics](https://example.org/optics)'\n"
        "  gpa: 3.9\n",
    )
    assert entries.education(reader, ("e",)) == {
        "institution": "Example University",
        "degree": "MSc in Physics",
        "start": "2015-09",
        "end": 2017,
        "thesis": "Cold Atoms",
        "advisor": "Dr. Ada Byron",
        "bullets": ["With *distinction*", "Courses: [Optics](https://example.org/optics)"],
    }
    assert [(w.path, w.message) for w in reader.warnings] == [
        ("e.gpa", "left out: cvgen has no place for it in an education entry")
    ]


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ("start_date: 2020-01\n", {"start": "2020-01", "end": "present"}),
        ("start_date: 2020\n  end_date: present\n", {"start": 2020, "end": "present"}),
        ("date: 2021-05\n", {"start": "2021-05"}),
        ("date: Fall 2023\n", {"when": "Fall 2023"}),
        ("date: 2019 – 2021\n", {"when": "2019 – 2021"}),
    ],
)
def test_dates(tmp_path: Path, fields: str, expected: dict[str, Any]) -> None:
    reader = reader_of(tmp_path, f"e:\n  {fields}")
    assert entries.dates(reader, ("e",)) == expected
    assert reader.warnings == []


def test_a_range_that_ends_before_it_starts(tmp_path: Path) -> None:
    reader = reader_of(tmp_path, "e:\n  start_date: 2020\n  end_date: 2019\n")
    assert entries.dates(reader, ("e",)) == {"start": 2020}
    assert [str(w) for w in reader.warnings] == [
        f"{tmp_path / 'cv.yaml'}:3:13: warning: e.end_date: left out: ends (2019) before it "
        "starts (2020) (swap start_date and end_date, or fix the year)"
    ]


def test_a_link_cvgen_cannot_show_is_quoted(tmp_path: Path) -> None:
    reader = reader_of(tmp_path, "e: 'See [this](javascript:alert) *now*'\n")
    assert entries.markup(reader, ("e",)) == r"See \[this\](javascript:alert) \*now\*"
    assert [w.path for w in reader.warnings] == ["e"]


def test_a_normal_entry_and_its_summary(tmp_path: Path) -> None:
    long = "word " * 40
    reader = reader_of(
        tmp_path,
        f"a:\n  name: Short\n  summary: one line\n  url: example.org/x\n"
        f"b:\n  name: Long\n  summary: {long}\n  highlights: one highlight\n",
    )
    assert entries.normal(reader, ("a",)) == {
        "title": "[Short](https://example.org/x)",
        "subtitle": "one line",
    }
    assert entries.normal(reader, ("b",)) == {
        "title": "Long",
        "bullets": [long.strip(), "one highlight"],
    }


def test_lists_split_outside_parentheses() -> None:
    assert entries.split_list("C++, Python (NumPy, SciPy); Rust") == [
        "C++",
        "Python (NumPy, SciPy)",
        "Rust",
    ]
