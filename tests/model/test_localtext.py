"""Texts in several languages: read, placed and picked."""

from __future__ import annotations

import pickle

import pytest
from pydantic import ValidationError

from cvgen.model import Profile
from cvgen.model.localtext import LocalText, map_texts, place_texts


def test_a_mapping_by_language_is_a_text_whose_first_value_it_reads_as() -> None:
    profile = Profile.model_validate({"name": {"en": "Zili Zhang", "zh": "张子力"}})
    assert profile.name == "Zili Zhang"
    assert isinstance(profile.name, LocalText)
    assert profile.name.text_for("zh") == "张子力"
    assert profile.name.text_for("zh-TW") == "张子力"  # the base language's text
    assert profile.name.text_for("ja") is None


def test_a_plain_text_has_no_translations() -> None:
    profile = Profile.model_validate({"name": "Ada Lovelace"})
    assert isinstance(profile.name, LocalText) and profile.name.texts == ()


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"english": "x"}, "'english' is not a language code"),
        ({"en": ["x"]}, "the en text is not a string"),
        ({}, "an empty mapping is not a text"),
        (3, "valid string"),
    ],
)
def test_bad_texts_say_what_a_text_is(value: object, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        Profile.model_validate({"name": value})


def test_a_bullet_may_be_written_as_a_text_in_languages() -> None:
    data = {"name": "A", "experience": [{"organization": "X", "role": "Y", "bullets": []}]}
    data["experience"][0]["bullets"] = [{"en": "Built it", "zh": "构建"}]  # type: ignore[index]
    profile = Profile.model_validate(data)
    bullet = profile.experience[0].bullets[0]
    assert isinstance(bullet.text, LocalText) and bullet.text.text_for("zh") == "构建"


def test_placing_sets_each_texts_key_path_and_mapping_replaces_them() -> None:
    profile = Profile.model_validate(
        {"name": "A", "education": [{"institution": {"en": "PKU", "zh": "北大"}, "degree": "BS"}]}
    )
    place_texts(profile)
    institution = profile.education[0].institution
    assert isinstance(institution, LocalText)
    assert institution.path == ("education", 0, "institution")
    picked = map_texts(profile, lambda t: t.text_for("zh") or str(t))
    assert picked.education[0].institution == "北大"
    assert type(picked.education[0].institution) is str
    assert picked.name == "A" and profile.education[0].institution == "PKU"  # a copy


def test_a_text_pickles_with_its_languages() -> None:
    text = LocalText("A", (("en", "A"), ("zh", "甲")))
    again = pickle.loads(pickle.dumps(text))
    assert again == "A" and again.texts == text.texts
