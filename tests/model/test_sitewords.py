"""The site's words (a locale's ``site:``): counts, the page's summary, and
patterns checked when read, as the CV's words are."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from cvgen.model.locale import Locale
from cvgen.sources.locales import available_locales, builtin_locale, load_locale
from tests.model.test_locale import english_data


def test_counts_take_the_one_or_the_other_form() -> None:
    site = builtin_locale("en").site
    assert site is not None
    assert [site.papers(n) for n in (0, 1, 2)] == ["0 papers", "1 paper", "2 papers"]
    assert site.members(1) == "1 member" and site.members(3) == "3 members"
    de = builtin_locale("de").site
    assert de is not None and de.papers(1) == "1 Publikation" and de.papers(7) == "7 Publikationen"


@pytest.mark.parametrize(
    ("code", "summary"),
    [
        ("en", "26 papers, 2021–2025"),
        ("zh", "26 篇论文，2021–2025 年"),
        ("ja", "論文 26 件（2021–2025 年）"),
        ("ko", "논문 26편(2021–2025년)"),
        ("fr", "26 articles, 2021–2025"),
    ],
)
def test_the_page_summary(code: str, summary: str) -> None:
    site = builtin_locale(code).site
    assert site is not None
    assert site.page_summary(26, (2021, 2025)) == summary
    assert site.page_summary(0, None) == site.papers(0)
    assert site.page_summary(3, (2024, 2024)).endswith(("2024", "2024 年", "2024 年）", "2024년)"))


def test_every_builtin_locale_has_the_sites_words() -> None:
    for code, file in available_locales().items():
        assert load_locale(file).site is not None, code


def test_a_placeholder_a_key_does_not_take_is_an_error() -> None:
    data = english_data()
    data["site"]["papers_other"] = "{cuont} papers"
    with pytest.raises(ValidationError) as caught:
        Locale.model_validate(data)
    assert "{cuont}" in str(caught.value) and "papers_other does not take" in str(caught.value)
    assert "it takes {count}" in str(caught.value)


def test_a_locale_without_them_still_makes_cvs() -> None:
    data = english_data()
    del data["site"]
    assert Locale.model_validate(data).site is None


def test_a_pattern_split_where_the_page_marks_up_a_value() -> None:
    site = builtin_locale("en").site_words
    assert site.around("updated", "date") == ("Updated ", True, "")
    lede = site.around("lede", "bold", summary="3 papers, 2024", note="")
    assert lede == ("3 papers, 2024. Group members are in ", True, ".")
    literal = site.model_copy(update={"updated": "{{Lab}} as of {date}"})
    assert literal.around("updated", "date") == ("{Lab} as of ", True, "")
    assert site.around("title", "date") == ("Our group", False, "")


def test_a_locale_without_site_words_says_so_when_they_are_asked_for() -> None:
    data = english_data()
    del data["site"]
    with pytest.raises(ValueError, match="has no site: words"):
        Locale.model_validate(data).site_words  # noqa: B018
