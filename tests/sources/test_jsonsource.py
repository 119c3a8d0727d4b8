"""JSON read with the line and column of every value and key; syntax errors
with their place and a fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.errors import Location
from cvgen.sources.jsonsource import JsonSyntaxError, load_json


def _write(tmp_path: Path, text: str, name: str = "r.json") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_every_value_and_key_has_its_place(tmp_path: Path) -> None:
    lines = [
        "{",
        '  "basics": {"name": "A\\"da", "x": [1, 2.5e3, {"a": null}, true]},',
        '  "work": [',
        '    {"startDate": "2020-13"}',
        "  ]",
        "}",
    ]
    path = _write(tmp_path, "\n".join(lines))
    document = load_json(path)
    assert document.data["basics"]["name"] == 'A"da'
    values, keys = document.source.values, document.source.keys

    def at(line: int, text: str) -> Location:
        return Location(path, line, lines[line - 1].index(text) + 1)

    assert values[("basics", "name")] == at(2, '"A')
    assert values[("basics", "x", 1)] == at(2, "2.5e3")
    assert values[("basics", "x", 2)] == at(2, '{"a"')
    assert values[("basics", "x", 2, "a")] == at(2, "null")
    assert values[("basics", "x", 3)] == at(2, "true")
    assert values[("work", 0, "startDate")] == at(4, '"2020')
    assert keys[("work", 0, "startDate")] == at(4, '"startDate"')
    assert document.source.locate(("work", 0, "endDate")) == at(4, "{")


def test_a_byte_order_mark_is_read_and_columns_stay_right(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}')
    document = load_json(path)
    assert document.data == {"a": 1}
    assert document.source.values[("a",)] == Location(path, 1, 8)


def test_non_ascii_text_counts_characters_not_bytes(tmp_path: Path) -> None:
    path = _write(tmp_path, '{"name": "Łukasz Čapek", "x": 1}')
    assert load_json(path).source.values[("x",)] == Location(path, 1, 31)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '{\n  "basics": {"name": "Ada",}\n}\n',
            "r.json:2:28: not valid JSON: Expecting property name enclosed in double quotes "
            "(write keys in double quotes, and no comma after the last member of an object)",
        ),
        (
            '{"a": 1 "b": 2}',
            "r.json:1:9: not valid JSON: Expecting ',' delimiter "
            "(a comma is missing between two members)",
        ),
        (
            '{"a": [1, 2]\n',
            "r.json:2:1: not valid JSON: Expecting ',' delimiter "
            "(the file ends too early: a closing } or ] is missing)",
        ),
        (
            '{"a": 1} {"b": 2}',
            "r.json:1:10: not valid JSON: Extra data "
            "(the document must be one JSON object: remove what follows it)",
        ),
        (
            "basics:\n  name: Ada\n",
            "r.json:1:1: not valid JSON: Expecting value "
            "(this is not JSON; a JSON document is one {...} object)",
        ),
        (
            "",
            "r.json:1:1: not valid JSON: Expecting value "
            "(the file is empty; a JSON document is one {...} object)",
        ),
        (
            '{"a": [1, 2,]}',
            "r.json:1:13: not valid JSON: Expecting value "
            "(a value is missing here, or a comma follows the last item)",
        ),
    ],
)
def test_syntax_errors_name_the_place_and_a_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, message: str
) -> None:
    monkeypatch.chdir(tmp_path)
    _write(tmp_path, text)
    with pytest.raises(JsonSyntaxError) as error:
        load_json(Path("r.json"))
    assert error.value.message == message
