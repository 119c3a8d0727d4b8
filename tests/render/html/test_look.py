"""A theme's look as the page's custom properties: each built-in theme's
declared facts, and nothing a theme.yaml could turn into other CSS."""

from __future__ import annotations

import pytest

from cvgen.render.html.look import RULE_COLORS, TEXT_COLORS, look_css, look_properties
from cvgen.sources.themes import load_theme


def test_each_theme_says_its_own_facts() -> None:
    awesome, classic, margin = (
        look_properties(load_theme(t).look) for t in ("awesome", "classic", "margin")
    )
    assert awesome["--name-given-weight"] == "300" and classic["--name-given-weight"] == "700"
    assert classic["--rule"] == RULE_COLORS["text"] and awesome["--rule"] == "#999999"
    assert classic["--name-caps"] == classic["--heading-caps"] == "all-small-caps"
    assert awesome["--heading-caps"] == "normal"
    assert (awesome["--place-style"], margin["--place-style"]) == ("italic", "normal")
    assert awesome["--place-color"] == TEXT_COLORS["accent"]
    assert margin["--header-align"] == "left" and margin["--header-justify"] == "flex-start"
    assert margin["--heading-color"] == margin["--heading-first"] == "var(--accent-text)"
    assert awesome["--heading-first"] != awesome["--heading-color"]
    assert margin["--honor-weight"] == "400"


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_the_declarations_are_cvgens_words_only(theme: str) -> None:
    css = look_css(load_theme(theme).look)
    assert css.count(";") == len(look_properties(load_theme(theme).look))
    assert not any(c in css for c in "{}<>\\")
