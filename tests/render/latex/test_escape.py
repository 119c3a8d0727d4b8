import pytest

from cvgen.render.latex.escape import Tex, tex, tex_markup, tex_url


@pytest.mark.parametrize(
    ("text", "latex"),
    [
        ("100% & $5 #1 a_b", r"100\% \& \$5 \#1 a\_b"),
        (r"\input{/etc/passwd}", r"\textbackslash{}input\{/etc/passwd\}"),
        ("^^5c", r"\textasciicircum{}\textasciicircum{}5c"),
        ("a--b---c", "a-{}-{}b-{}-{}-{}c"),
        (
            "''quoted''",
            r"\textquotesingle{}\textquotesingle{}quoted\textquotesingle{}\textquotesingle{}",
        ),
        ("tab\there\nline", "tab here line"),
        ("bell\x07", "bell"),
    ],
)
def test_tex_escapes_every_special(text: str, latex: str) -> None:
    assert tex(text) == latex
    assert isinstance(tex(text), Tex)


def test_markup_becomes_commands_and_the_rest_stays_text() -> None:
    assert tex_markup("**A & B**") == r"\textbf{A \& B}"
    assert tex_markup("*x*") == r"\textit{x}"


def test_urls_cannot_break_out_of_href() -> None:
    url = tex_url("https://x.org/a b}{\\evil%#~")
    assert "}" not in url and "{" not in url and "\\evil" not in url
    assert url == r"https://x.org/a\%20b\%7D\%7B\%5Cevil\%\#\%7E"


def test_tex_concatenation_keeps_the_type() -> None:
    assert isinstance(tex("a") + tex("b"), Tex)
