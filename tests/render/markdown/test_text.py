"""Markdown escaping: user text inert, cvgen's own markup kept as Markdown."""

from __future__ import annotations

from cvgen.render.markdown.text import Md, md_escape, md_inline, md_markup, md_url


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
    assert md_url("https://e.org/<x> y") == "<https://e.org/%3Cx%3E%20y>"
