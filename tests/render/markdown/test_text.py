"""Markdown escaping: user text inert, cvgen's own markup kept as Markdown."""

from __future__ import annotations

from cvgen.render.markdown import text
from cvgen.render.markdown.text import Md, md_escape, md_inline, md_markup, md_pieces, md_url


def test_specials_are_escaped_and_whitespace_folded() -> None:
    assert md_escape("<script>|#") == r"\<script\>\|\#"
    assert md_escape("a_b *c* [d](e) `f` ~g~ $h$ !i & j") == (
        r"a\_b \*c\* \[d\](e) \`f\` \~g\~ \$h\$ \!i \& j"
    )
    assert md_escape("two\n\nlines") == "two lines"
    assert md_escape(Md("**kept**")) == "**kept**"


def test_nothing_at_the_start_opens_a_block() -> None:
    assert md_escape("1. one") == r"1\. one"
    assert md_escape("- dash") == r"\- dash"
    assert md_escape("# head") == r"\# head"
    assert md_inline("+1 555 0100") == "+1 555 0100"  # inside a line: no need


def test_markup_stays_markdown_and_the_rest_is_inert() -> None:
    assert md_markup("**bold**, *italic* and [a link](https://example.org/a<b>)") == (
        "**bold**, *italic* and [a link](<https://example.org/a%3Cb%3E>)"
    )
    assert md_markup("Wu*, Zhong* and 2*3 <b>") == r"Wu\*, Zhong\* and 2\*3 \<b\>"
    assert md_markup(r"a \*literal\* star") == r"a \*literal\* star"
    assert md_markup("**snake_case** [x_y](https://e.org)") == (
        r"**snake\_case** [x\_y](<https://e.org>)"
    )
    assert md_markup("- starts a list") == r"\- starts a list"
    assert md_markup("keeps the space before **bold**") == "keeps the space before **bold**"


def test_a_url_cannot_close_its_brackets() -> None:
    assert md_url("https://e.org/<x>y") == "<https://e.org/%3Cx%3Ey>"
    assert md_url("javascript:alert(1)") == "<>"  # no link (cvgen.model.links)


def test_pieces_are_parsed_apart_and_the_line_made_safe_once() -> None:
    pieces = [("1. GPA: ", False), ("*3.7", True), (" (", False), ("top*", True), (")", False)]
    assert md_pieces(pieces) == "1\\. GPA: \\*3.7 (top\\*)"  # no emphasis across two pieces
    assert md_pieces([("**x**  y", True), (" *z*", False)]) == "**x** y \\*z\\*"
    assert md_pieces([("3.71/4.0", True)]) == md_markup("3.71/4.0") == "3\\.71/4.0"


def test_a_separator_keeps_its_spaces_and_is_inert() -> None:
    assert text.md_separator(", ") == ", " and text.md_separator("、") == "、"
    assert text.md_separator(" * ") == " \\* "
