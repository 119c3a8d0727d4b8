"""The locale files: every built-in one complete, a group's own found first."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from cvgen.errors import InputError
from cvgen.model.dates import PartialDate
from cvgen.sources.locales import (
    LocaleError,
    available_locales,
    builtin_dir,
    builtin_locale,
    load_locale,
    unknown_locale,
)

SHIPPED = ("en", "zh", "ja", "ko", "de", "fr", "es")


def keys(data: Any, prefix: str = "") -> set[str]:
    """Every key path of a nested mapping: ``papers.status.accepted``; a word
    in its singular and plural forms (``{one: ..., other: ...}``) is one phrase,
    as a word the same for every count is."""
    if not isinstance(data, dict) or set(data) == {"one", "other"}:
        return set()
    found = set()
    for key, value in data.items():
        found |= {f"{prefix}{key}"} | keys(value, f"{prefix}{key}.")
    return found


def test_cvgen_ships_the_seven_locales() -> None:
    assert set(SHIPPED) <= set(available_locales())


@pytest.mark.parametrize("code", sorted(p.stem for p in builtin_dir().glob("*.yaml")))
def test_every_locale_has_every_phrase_english_has(code: str) -> None:
    english = keys(yaml.safe_load((builtin_dir() / "en.yaml").read_text("utf-8")))
    theirs = keys(yaml.safe_load((builtin_dir() / f"{code}.yaml").read_text("utf-8")))
    assert english - theirs == set(), f"{code}.yaml lacks these phrases of en.yaml"
    assert theirs - english == set(), f"{code}.yaml has phrases en.yaml does not"
    locale = builtin_locale(code)  # and it validates: patterns, twelve months
    assert locale.code == code


def test_the_check_sees_a_missing_phrase() -> None:
    data = yaml.safe_load((builtin_dir() / "zh.yaml").read_text("utf-8"))
    del data["labels"]["mentor"]
    english = keys(yaml.safe_load((builtin_dir() / "en.yaml").read_text("utf-8")))
    assert english - keys(data) == {"labels.mentor"}


def test_a_groups_locale_beside_the_profiles_is_found_and_wins(tmp_path: Path) -> None:
    profiles = tmp_path / "profiles"
    (profiles / "locales").mkdir(parents=True)
    shutil.copy(builtin_dir() / "en.yaml", profiles / "locales" / "pt.yaml")
    text = (builtin_dir() / "de.yaml").read_text("utf-8").replace("Ausbildung", "Studium")
    (profiles / "locales" / "de.yaml").write_text(text, "utf-8")
    found = available_locales(profiles)
    assert not found["pt"].builtin and not found["de"].builtin and found["en"].builtin
    assert load_locale(found["de"]).heading("education") == "Studium"
    assert load_locale(found["pt"]).code == "pt"


def test_a_broken_locale_file_is_a_located_error(tmp_path: Path) -> None:
    folder = tmp_path / "profiles" / "locales"
    folder.mkdir(parents=True)
    text = (builtin_dir() / "en.yaml").read_text("utf-8")
    (folder / "xx.yaml").write_text(text.replace("  present: Present", "  present: 7"), "utf-8")
    with pytest.raises(InputError) as caught:
        load_locale(available_locales(tmp_path / "profiles")["xx"])
    assert "xx.yaml:" in str(caught.value) and "dates.present" in str(caught.value)


def test_an_unknown_locale_names_the_ones_there_are() -> None:
    message = unknown_locale("zh-CN", available_locales())
    assert "no locale 'zh-CN'" in message and "did you mean 'zh'?" in message
    assert "de, en, es, fr, ja, ko, zh" in message and "docs/locales.md" in message
    with pytest.raises(LocaleError):
        builtin_locale("xx")


def _phrases(data: Any) -> list[str]:
    if isinstance(data, dict):
        return [p for value in data.values() for p in _phrases(value)]
    if isinstance(data, list):
        return [p for value in data for p in _phrases(value)]
    return [data] if isinstance(data, str) else []


def test_french_phrases_keep_french_spacing_and_apostrophes() -> None:
    """A no-break space before : and a narrow one before ; ! ? and inside « »;
    a typographic apostrophe (aujourd’hui), never a straight one."""
    phrases = _phrases(yaml.safe_load((builtin_dir() / "fr.yaml").read_text("utf-8")))
    assert not [p for p in phrases if "'" in p]
    assert not [p for p in phrases if re.search(r" [:;!?»]|« ", p)]
    assert builtin_locale("fr").labels.separator == "\u00a0: "
    assert builtin_locale("fr").dates.present == "aujourd’hui"


@pytest.mark.parametrize(
    ("code", "marks"),
    [
        ("en", (", ", ", ", " (", ")")),
        ("zh", ("、", "，", "（", "）")),
        ("ja", ("、", "、", "（", "）")),
        ("ko", (", ", ", ", " (", ")")),  # Korean's punctuation is Western
    ],
)
def test_chinese_and_japanese_join_and_bracket_full_width(
    code: str, marks: tuple[str, ...]
) -> None:
    words = builtin_locale(code).punctuation
    assert (words.items, words.parts, words.bracket_open, words.bracket_close) == marks


def test_the_japanese_cv_is_no_rirekisho() -> None:
    """履歴書 names the fixed JIS form; a CV is a 経歴書."""
    document = builtin_locale("ja").document
    assert not [p for p in _phrases(document.model_dump()) if "履歴書" in p]
    assert "経歴書" in document.title


def test_korean_breaks_at_spaces_and_chinese_and_japanese_anywhere() -> None:
    """Korean is written with spaces between words and breaks there only; the
    other CJK locales break between any two characters; a Latin one is not CJK."""
    assert [code for code in SHIPPED if builtin_locale(code).breaks_at_spaces] == ["ko"]
    korean = builtin_locale("ko")
    assert (korean.cjk, korean.cjk_face, korean.language) == (True, "KR", "ko-KR")


def test_korean_dates_keep_a_month_with_its_year() -> None:
    """``2024년 10월``: the space a no-break one, so no line parts the two, nor
    starts with the range's ``~``."""
    korean = builtin_locale("ko")
    start, end = PartialDate(2019, 9), PartialDate(2023, 6)
    assert korean.date_range(start, end, expected=False) == "2019년\xa09월\xa0~ 2023년\xa06월"
    assert korean.full_date(PartialDate(2024, 10, 10)) == "2024년\xa010월\xa010일"
    assert korean.date_range(start, PartialDate.parse("present"), expected=False).endswith("~ 현재")
