from hypothesis import given
from hypothesis import strategies as st

from cvgen.model.markup import Bold, Italic, Link, Plain, parse, plain_text, quote


def test_bold_italic_link() -> None:
    assert parse("**Zili Zhang**, Yinmin") == (Bold((Plain("Zili Zhang"),)), Plain(", Yinmin"))
    assert parse("an *aside*") == (Plain("an "), Italic((Plain("aside"),)))
    assert parse("[site](https://example.com)") == (Link((Plain("site"),), "https://example.com"),)


def test_unmatched_or_spaced_stars_are_text() -> None:
    assert parse("a * b") == (Plain("a * b"),)
    assert parse("Wu*, Zhong*") == (Plain("Wu*, Zhong*"),)
    assert parse("**") == (Plain("**"),)


def test_links_only_for_web_and_mail() -> None:
    assert parse("[x](javascript:alert(1))") == (Plain("[x](javascript:alert(1))"),)
    assert parse("[x](file:///etc/passwd)") == (Plain("[x](file:///etc/passwd)"),)


def test_backslash_escapes_only_markup_characters() -> None:
    assert plain_text(r"\*not italic\*") == "*not italic*"
    assert plain_text(r"\input{x}") == r"\input{x}"


@given(st.text())
def test_quote_makes_any_text_literal(text: str) -> None:
    assert plain_text(quote(text)) == text
