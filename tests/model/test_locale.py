"""The locale model: date patterns, phrases, and patterns checked when read."""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from cvgen.model.dates import PRESENT, PartialDate
from cvgen.model.locale import Locale
from cvgen.sources.locales import builtin_dir, builtin_locale


def english_data() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((builtin_dir() / "en.yaml").read_text("utf-8"))
    return data


def test_english_dates_read_as_the_seed_cvs_write_them() -> None:
    en = builtin_locale("en")
    assert en.month_year(PartialDate(2023, 9)) == "Sep. 2023"
    assert en.month_year(PartialDate(2023, 5)) == "May 2023"
    assert en.month_year(PartialDate(2023)) == "2023"
    assert en.full_date(PartialDate(2024, 10, 10)) == "October 10, 2024"
    assert en.month_year_long(PartialDate(2024, 4)) == "April 2024"
    both = en.date_range(PartialDate(2019, 9), PartialDate(2023, 6), expected=True)
    assert both == "Sep. 2019 - Jun. 2023 (Expected)"
    assert en.date_range(PartialDate(2022, 9), PRESENT, expected=False) == "Sep. 2022 - Present"
    assert en.date_range(None, PartialDate(2021), expected=False) == "2021"
    assert en.date_range(None, None, expected=False) == ""


def test_chinese_dates_are_year_month_and_present_is_zhijin() -> None:
    zh = builtin_locale("zh")
    assert zh.month_year(PartialDate(2024, 10)) == "2024年10月"
    assert zh.full_date(PartialDate(2024, 10, 10)) == "2024年10月10日"
    ongoing = zh.date_range(PartialDate(2022, 9), PRESENT, expected=False)
    assert ongoing == "2022年9月 – 至今"
    assert zh.date_range(PartialDate(2019, 9), PartialDate(2023, 6), expected=True).endswith(
        "（预计）"
    )
    assert zh.heading("education") == "教育经历"
    assert zh.cjk and not builtin_locale("en").cjk


def test_a_placeholder_a_key_does_not_take_is_an_error() -> None:
    data = english_data()
    data["dates"]["month_year"] = "{month_short} {yera}"
    with pytest.raises(ValidationError) as caught:
        Locale.model_validate(data)
    assert "{yera}" in str(caught.value)
    assert "month_year does not take" in str(caught.value)


def test_an_unmatched_brace_is_an_error() -> None:
    data = english_data()
    data["papers"]["to_appear"] = "To appear in {venue"
    with pytest.raises(ValidationError, match="is not a pattern"):
        Locale.model_validate(data)


def test_a_missing_phrase_is_an_error() -> None:
    data = english_data()
    del data["papers"]["equal_note"]
    with pytest.raises(ValidationError, match="equal_note"):
        Locale.model_validate(data)


def test_twelve_months_exactly() -> None:
    data = english_data()
    data["dates"]["months"] = data["dates"]["months"][:11]
    with pytest.raises(ValidationError, match="months"):
        Locale.model_validate(data)


@pytest.mark.parametrize(
    ("code", "value", "written"),
    [
        ("en", 1250000, "1,250,000"),
        ("en", 999, "999"),
        ("en", 1234.5, "1,234.5"),
        ("de", 1250000.25, "1.250.000,25"),
        ("fr", 1250000, "1\u202f250\u202f000"),
        ("zh", 0, "0"),
    ],
)
def test_an_amount_is_grouped_as_the_locale_groups_numbers(
    code: str, value: float, written: str
) -> None:
    assert builtin_locale(code).academic.number(value) == written


def test_a_summary_pattern_takes_only_its_placeholders() -> None:
    data = yaml.safe_load((builtin_dir() / "en.yaml").read_text(encoding="utf-8"))
    data["academic"]["grant_total"] = "Total as {rol}: {amounts}"
    with pytest.raises(ValidationError, match=r"names \{rol\}, which grant_total does not take"):
        Locale.model_validate(data)
