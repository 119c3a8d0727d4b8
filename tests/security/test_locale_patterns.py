"""A locale's patterns take placeholders only: a format spec, a conversion,
an attribute or an index is a located error with a fix (issue 29: on main,
``dates.day: "{month} {day:>30000000} {year}"`` made a 90 MB page and 824 MB
of memory; a larger width ended in MemoryError, exit 70)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from pydantic import ValidationError

from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.model.wordpatterns import PatternError, fill
from tests.conftest import ROOT
from tests.security.groupcli import copy_group, run_cvgen

#: A pattern that is more than placeholders, and what the error says to write
HOSTILE = {
    "{month} {day:>30000000} {year}": "write {day}, or {day:02} for two digits",
    "{month} {day:>999999999999} {year}": "write {day}, or {day:02} for two digits",
    "{month} {day!r} {year}": "write {day}",
    "{month.__class__} {day} {year}": "write {month}",
    "{month.__class__.__mro__} {year}": "write {month}",
    "{month.__init__.__globals__} {year}": "write {month}",
    "{month[0]} {day} {year}": "write {month}",
    "{0} {day} {year}": "write a name in braces",
    "{} {day} {year}": "write a name in braces",
    "{month} {day:{year}} {year}": "write {day}",
    "{month:02} {day} {year}": "write {month}",
    "{month} {day:,} {year}": "write {day}",
}


def _english() -> dict[str, object]:
    data: dict[str, object] = yaml.safe_load((ROOT / "locales/en.yaml").read_text("utf-8"))
    return data


@pytest.mark.parametrize("pattern", sorted(HOSTILE))
def test_a_pattern_is_placeholders_only(pattern: str) -> None:
    data = _english()
    data["dates"]["day"] = pattern  # type: ignore[index]
    with pytest.raises(ValidationError) as caught:
        Locale.model_validate(data)
    assert "is not a placeholder" in str(caught.value) or "is not a pattern" in str(caught.value)
    assert HOSTILE[pattern] in str(caught.value)


def test_two_digits_are_allowed() -> None:
    data = _english()
    data["dates"]["day"] = "{year}-{month_number:02}-{day:02}"  # type: ignore[index]
    assert Locale.model_validate(data).full_date(PartialDate(2024, 3, 5)) == "2024-03-05"


@pytest.mark.parametrize("pattern", sorted(HOSTILE))
def test_filling_an_unchecked_pattern_makes_no_page(pattern: str) -> None:
    """A pattern that skipped validation (a model built by hand) is never
    handed to str.format: fill refuses it."""
    with pytest.raises(PatternError):
        fill(pattern, month="May", day=5, year=2024)


def test_a_groups_locale_with_a_spec_is_a_located_error(tmp_path: Path) -> None:
    copy_group(tmp_path)
    english = (ROOT / "locales/en.yaml").read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(english) if text.startswith("  day:"))
    english[line] = '  day: "{month} {day:>30000000} {year}"'
    (tmp_path / "profiles/locales").mkdir()
    group_locale = tmp_path / "profiles/locales/en.yaml"
    group_locale.write_text("\n".join(english) + "\n", encoding="utf-8")
    for command in (["validate"], ["tex", "profiles/zili-zhang.yaml", "--out", "out"]):
        done = run_cvgen(tmp_path, *command)
        assert done.returncode == 1, (command, done.stderr)
        assert "Traceback" not in done.stderr
        assert (
            f"profiles/locales/en.yaml:{line + 1}:8: dates.day: "
            "'{month} {day:>30000000} {year}' is not a pattern: "
            "{day:>30000000} is not a placeholder: write {day}, or {day:02} for two digits"
        ) in done.stderr, done.stderr
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


@pytest.mark.parametrize("code", sorted(p.stem for p in (ROOT / "locales").glob("*.yaml")))
def test_the_bundled_locales_are_placeholders_only(code: str) -> None:
    """Every pattern cvgen ships passes the same rule (and so fills without str.format)."""
    data = yaml.safe_load((ROOT / "locales" / f"{code}.yaml").read_text("utf-8"))
    Locale.model_validate(data)
