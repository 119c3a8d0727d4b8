"""Reading a JSON Resume document field by field: wrong types, bad dates and
fields cvgen has no place for are located warnings, never problems."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cvgen.importers.jsonresume.fields import ResumeReader, describe
from cvgen.model.dates import PRESENT, PartialDate
from cvgen.sources.jsonsource import load_json


def reader_for(tmp_path: Path, data: Any, monkeypatch: pytest.MonkeyPatch) -> ResumeReader:
    """A reader of ``data`` written as r.json, one key per line."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "r.json").write_text(json.dumps(data, indent=1))
    return ResumeReader(load_json(Path("r.json")))


def test_values_of_the_right_type(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = {"a": {"s": " text ", "l": ["x", "", None, " y"], "d": "2023-09"}, "n": None}
    reader = reader_for(tmp_path, data, monkeypatch)
    assert reader.text(("a", "s")) == "text"
    assert reader.texts(("a", "l")) == ["x", "y"]
    assert reader.date(("a", "d")) == PartialDate(2023, 9)
    assert reader.date(("a", "missing")) is None
    assert reader.text(("n",)) == ""  # null is absent
    assert reader.objects(("n",)) == []
    assert reader.markup(("q",)) == ""
    assert (reader.problems, reader.warnings) == ([], [])


def test_text_is_quoted_so_it_prints_as_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reader = reader_for(tmp_path, {"s": "C++ *and* [links]"}, monkeypatch)
    assert reader.markup(("s",)) == r"C++ \*and\* \[links\]"


def test_wrong_types_are_located_warnings_never_problems(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = {
        "basics": {"name": 42, "profiles": {"network": "GitHub"}},
        "work": [{"highlights": "Shipped it", "startDate": 2020}, "just text", True],
        "skills": [{"keywords": ["a", 3.5, ["b"]]}],
    }
    reader = reader_for(tmp_path, data, monkeypatch)
    assert reader.text(("basics", "name")) == "42"  # a number is read as its text
    assert reader.objects(("basics", "profiles")) == []
    assert reader.texts(("work", 0, "highlights")) == []
    assert reader.date(("work", 0, "startDate")) == PartialDate.parse("2020")
    assert reader.objects(("work",)) == [("work", 0)]
    assert reader.texts(("skills", 0, "keywords")) == ["a", "3.5"]
    assert reader.problems == []
    assert [str(p) for p in reader.warnings] == [
        "r.json:4:15: warning: basics.profiles: left out: is an object, not a list "
        '(write a list, e.g. ["first", "second"])',
        "r.json:10:18: warning: work[0].highlights: left out: is text, not a list "
        '(write a list, e.g. ["first", "second"])',
        "r.json:13:3: warning: work[1]: left out: is text, not an object "
        '(write an object, e.g. {"name": "..."})',
        "r.json:14:3: warning: work[2]: left out: is true (true/false), not an object "
        '(write an object, e.g. {"name": "..."})',
        "r.json:21:5: warning: skills[0].keywords[2]: left out: is a list, not text "
        '(write text in double quotes, e.g. "Acme")',
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2020-13", "'2020-13' has month 13 (a month is 01 to 12)"),
        ("2021-02-30", "'2021-02-30' is not a day of the calendar"),
        ("last May", "'last May' is not a date (write YYYY, YYYY-MM or YYYY-MM-DD)"),
        (
            "2020-01-01T10:00:00",
            "'2020-01-01T10:00:00' is not a date (write YYYY, YYYY-MM or YYYY-MM-DD)",
        ),
    ],
)
def test_a_date_cvgen_cannot_read_is_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, message: str
) -> None:
    reader = reader_for(tmp_path, {"d": text}, monkeypatch)
    assert reader.date(("d",)) is None
    assert reader.problems == []
    assert [str(p) for p in reader.warnings] == [f"r.json:2:7: warning: d: left out: {message}"]


def test_present_is_read_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    reader = reader_for(tmp_path, {"d": "Present"}, monkeypatch)
    assert reader.date(("d",)) == PRESENT


def test_fields_without_a_place_are_warnings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = {"e": {"name": "x", "startdate": "2020", "color": "red", "empty": "", "none": None}}
    reader = reader_for(tmp_path, data, monkeypatch)
    assert reader.obj(("e",), ("name", "startDate")) == data["e"]
    assert [str(w) for w in reader.warnings] == [
        "r.json:4:3: warning: e.startdate: left out: cvgen has no place for it "
        "(did you mean 'startDate'?)",
        "r.json:5:3: warning: e.color: left out: cvgen has no place for it",
    ]
    assert reader.problems == []


def test_describe() -> None:
    assert [describe(v) for v in (1, 2.5, False, [], {}, "x")] == [
        "a number (1)",
        "a number (2.5)",
        "false (true/false)",
        "a list",
        "an object",
        "text",
    ]


def test_a_renamed_field_is_read_under_either_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = {
        "new": {"url": "https://a.example.org", "website": "https://b.example.org"},
        "old": {"url": "", "website": "https://b.example.org"},
        "same": {"url": "https://a.example.org", "website": "https://a.example.org"},
    }
    reader = reader_for(tmp_path, data, monkeypatch)
    assert reader.either(("new",), "url", "website") == ("new", "url")
    assert reader.either(("old",), "url", "website") == ("old", "website")
    assert reader.either(("same",), "url", "website") == ("same", "url")
    assert reader.either(("none",), "url", "website") == ("none", "url")
    assert [str(w) for w in reader.warnings] == [  # only a second one that differs
        "r.json:4:3: warning: new.website: left out: url is used (keep one)"
    ]
