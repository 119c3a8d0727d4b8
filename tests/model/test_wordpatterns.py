"""A locale's patterns: names in braces, filled without str.format."""

from __future__ import annotations

import pytest

from cvgen.model.wordpatterns import PatternError, fill, parse_pattern


def test_fill_is_str_format_for_names() -> None:
    for pattern in ("{month} {day}, {year}", "{{literal}} {year}", "{year}年{month_number}月", ""):
        values = {"month": "May", "day": 5, "year": 2024, "month_number": 5}
        assert fill(pattern, **values) == pattern.format(**values)
    assert fill("{year}-{month_number:02}-{day:02}", year=2024, month_number=3, day=5) == (
        "2024-03-05"
    )


@pytest.mark.parametrize(
    ("pattern", "says"),
    [
        ("{day:>9}", "{day:>9} is not a placeholder: write {day}, or {day:02} for two digits"),
        ("{year:02}", "{year:02} is not a placeholder: write {year}"),
        ("{day!s}", "{day!s} is not a placeholder: write {day}"),
        ("{day.real}", "{day.real} is not a placeholder: write {day}"),
        ("{months[0]}", "{months[0]} is not a placeholder: write {months}"),
        ("{0}", "{0} is not a placeholder: write a name in braces, such as {year}"),
        ("{day", "expected '}' before end of string; write a literal brace twice"),
    ],
)
def test_anything_but_a_name_is_refused(pattern: str, says: str) -> None:
    with pytest.raises(PatternError) as caught:
        parse_pattern(pattern)
    assert says in str(caught.value)
