"""The one rule for names that become parts of file names."""

from __future__ import annotations

import pytest

from cvgen.errors import CvgenError
from cvgen.model.codes import LANGUAGE_CODE
from cvgen.support.names import MAX_LENGTH, check_name, is_name, name_problem, suggest_name


@pytest.mark.parametrize(
    "name", ["long", "short-2", "zili-zhang", "Zili", "zh-TW", "j.doe", "a_b", "2024", "x" * 64]
)
def test_identifiers_are_names(name: str) -> None:
    assert is_name(name)
    assert check_name(name, "a variant's name") == name


@pytest.mark.parametrize(
    "name",
    [
        "", ".", "..", "...", "../x", "a/b", "a\\b", "/abs", "-x", ".hidden", "x.", "a..b",
        "a b", "a#b?c", "a%2fb", "zoë", "张三", "a\nb", "x" * (MAX_LENGTH + 1),
    ],
)  # fmt: skip
def test_anything_else_is_not(name: str) -> None:
    assert not is_name(name)
    with pytest.raises(CvgenError):
        check_name(name, "a variant's name")


def test_the_problem_says_whose_name_what_is_wrong_and_a_name_that_would_do() -> None:
    assert name_problem("../../x", "a variant's name") == (
        "'../../x': a variant's name becomes part of a file name",
        "use letters, digits, '-' and '_', a dot only between two of them, e.g. 'x'",
    )
    message, _ = name_problem("y" * 70, "a theme's name") or ("", "")
    assert message.endswith(f"(at most {MAX_LENGTH} characters)")


@pytest.mark.parametrize(
    ("name", "suggested"),
    [("Zoë Müller", "Zoe-Muller"), ("../../x", "x"), ("张三", "name-1"), ("a#b?c", "a-b-c")],
)
def test_a_suggestion_follows_the_rule(name: str, suggested: str) -> None:
    assert suggest_name(name) == suggested and is_name(suggested)


@pytest.mark.parametrize("code", ["en", "zh", "zh-TW", "pt-BR", "sr-Latn-RS"])
def test_every_locale_code_is_a_name(code: str) -> None:
    assert LANGUAGE_CODE.match(code) and is_name(code)
