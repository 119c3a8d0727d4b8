"""The diff marks on TeX values, and the colours chosen away from the accent."""

from __future__ import annotations

import pytest

from cvgen.diff.marks import (
    APART,
    BLUE,
    GREEN,
    MAGENTA,
    ORANGE,
    changed,
    diff_colours,
    distance,
    typ_words,
    words,
)
from cvgen.render.latex.escape import Tex
from cvgen.render.typst.escape import Typ, typ, typ_markup


@pytest.mark.parametrize(
    ("accent", "colours"),
    [
        ("#DC3522", (BLUE, MAGENTA)),  # the default red: dark orange would be too close
        ("#333333", (BLUE, ORANGE)),
        ("#0550AE", (GREEN, ORANGE)),  # a blue accent: added turns green
        ("#2B6CB0", (GREEN, ORANGE)),
        ("#B54708", (BLUE, MAGENTA)),
    ],
)
def test_the_marks_keep_away_from_the_accent(accent: str, colours: tuple[str, str]) -> None:
    assert diff_colours(accent) == colours
    assert min(distance(c, accent.lstrip("#")) for c in colours) >= APART


def test_a_changed_value_is_marked_word_by_word() -> None:
    degree = changed(Tex("B.S. in Computer Science"), Tex("B.E. in Computer Science"))
    assert degree == r"\cvremoved{B.S.}\,\cvadded{B.E.} in Computer Science"
    award = changed(Tex("Academic Innovation Award"), Tex("Award for Academic Innovation"))
    assert award == r"\cvadded{Award for} Academic Innovation \cvremoved{Award}"
    # nothing in common: the old value struck whole, then the new one
    assert changed(Tex("2021"), Tex("2020")) == r"\cvchanged{2021}{2020}"
    assert changed(Tex(""), Tex("x")) == r"\cvadded{x}"


def test_words_keep_groups_and_escaped_spaces_whole() -> None:
    assert words(Tex(r"\textbf{two words} and\ more  {x y}")) == [
        r"\textbf{two words}",
        r"and\ more",
        "{x y}",
    ]


def test_typst_values_are_marked_in_typst_word_by_word() -> None:
    degree = changed(typ("B.S. in Computer Science"), typ("B.E. in Computer Science"))
    assert isinstance(degree, Typ)
    assert degree == (
        '#cvremoved[#"B.S.";]#h(0.1667em)#cvadded[#"B.E.";] #"in"; #"Computer"; #"Science";'
    )
    assert changed(typ("2021"), typ("2020")) == '#cvchanged[#"2021";][#"2020";]'
    assert changed(Typ(""), typ("x")) == '#cvadded[#"x";]'


def test_typst_words_split_its_strings_and_keep_brackets_whole() -> None:
    value = typ_markup('**top two** 9% [a b](https://example.org/x) "q] (" \\')
    assert typ_words(value) == [
        '#strong[#"top two";]',
        '#"9%";',
        '#link("https://example.org/x")[#"a b";]',
        '#"\\"q]";',
        '#"(\\"";',
        '#"\\\\";',
    ]
