from pathlib import Path

import pytest

from cvgen.errors import InputError, Location
from cvgen.sources.yamlsource import format_path, load_yaml

TEXT = """\
name: Ada
education:
  - institution: London
    start: 1840-02
    gpa: 4.0
"""


def test_positions_are_kept_for_every_value() -> None:
    doc = load_yaml(Path("x.yaml"), TEXT)
    assert doc.source.values[("name",)] == Location(Path("x.yaml"), 1, 7)
    assert doc.source.values[("education", 0, "start")] == Location(Path("x.yaml"), 4, 12)
    assert doc.source.keys[("education", 0, "gpa")] == Location(Path("x.yaml"), 5, 5)


def test_dates_stay_text_and_numbers_stay_numbers() -> None:
    doc = load_yaml(Path("x.yaml"), TEXT)
    assert doc.data["education"][0]["start"] == "1840-02"
    assert doc.data["education"][0]["gpa"] == 4.0


def test_locate_falls_back_to_the_nearest_parent() -> None:
    doc = load_yaml(Path("x.yaml"), TEXT)
    assert doc.source.locate(("education", 0, "degree")).line == 3


def test_duplicate_keys_are_problems_not_silently_dropped() -> None:
    doc = load_yaml(Path("x.yaml"), "a: 1\nb: 2\na: 3\n")
    assert [str(p) for p in doc.problems] == [
        "x.yaml:3:1: a: key written twice (first at line 1) (keep one of the two)"
    ]
    assert doc.data == {"a": 1, "b": 2}


def test_syntax_error_has_a_location() -> None:
    with pytest.raises(InputError) as info:
        load_yaml(Path("x.yaml"), "a: [1, 2\n")
    assert str(info.value.problems[0]).startswith("x.yaml:2:1: YAML syntax error:")


def test_format_path() -> None:
    assert format_path(("education", 1, "end")) == "education[1].end"
    assert format_path(()) == ""


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("name: Ada\ncontacts:\n\temail: a@b.c\n", "x.yaml:3:1"),
        ("contacts:\n  email: a\n  \tgithub: x\nname: y\n", "x.yaml:3:3"),
        ("name: Ada\naliases:\n\t- A\n", "x.yaml:3:1"),
        (
            "name: Ada\neducation:\n  - institution: X\n    degree: Y\n\t  start: 2020\n",
            "x.yaml:5:1",
        ),
    ],
)
def test_a_tab_that_indents_is_reported_at_its_own_line_and_column(text: str, where: str) -> None:
    with pytest.raises(InputError) as info:
        load_yaml(Path("x.yaml"), text)
    assert [str(p) for p in info.value.problems] == [
        f"{where}: YAML does not allow tabs for indentation; use spaces"
    ]


def test_a_tab_inside_a_value_is_no_problem() -> None:
    assert load_yaml(Path("x.yaml"), "summary: a\tb\n").data == {"summary": "a\tb"}
