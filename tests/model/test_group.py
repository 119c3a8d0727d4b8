"""``group.yaml``: the group's name, about text and links, checked as written."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from cvgen.model.group import GroupInfo, paragraphs


def test_about_is_paragraphs_of_plain_text() -> None:
    text = "We build systems\nfor machine learning.\n\n\n  Second, <b>not</b> HTML.  \n"
    assert paragraphs(text) == [
        "We build systems for machine learning.",
        "Second, <b>not</b> HTML.",
    ]
    assert paragraphs("") == []


def test_a_link_must_lead_somewhere_a_page_may_link_to() -> None:
    ok = GroupInfo.model_validate({"links": [{"text": "Home", "url": "lab.example.org"}]})
    assert ok.links[0].url == "lab.example.org"  # https:// is added when the page is written
    with pytest.raises(ValidationError, match="'javascript:' links are not allowed"):
        GroupInfo.model_validate({"links": [{"text": "x", "url": "javascript:alert(1)"}]})
    with pytest.raises(ValidationError, match="Extra inputs are not permitted"):
        GroupInfo.model_validate({"motto": "hi"})
    assert GroupInfo().title is None and GroupInfo().about == ""
