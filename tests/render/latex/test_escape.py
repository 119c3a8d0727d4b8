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
    url = tex_url("https://x.org/a}{evil%#~")
    assert "}" not in url and "{" not in url
    assert url == r"https://x.org/a\%7D\%7Bevil\%\#\%7E"
    # a space or a backslash is no link at all (cvgen.model.links)
    assert tex_url("https://x.org/a b") == tex_url("https://x.org/\\evil") == ""


def test_tex_concatenation_keeps_the_type() -> None:
    assert isinstance(tex("a") + tex("b"), Tex)


@pytest.mark.parametrize(
    ("text", "latex"),
    [
        ("z∼6", r"z\cvsym{∼}6"),
        ("├──", r"\cvsym{├}\cvsym{─}\cvsym{─}"),
        ("a → b ≤ ∞ ✓", r"a \cvsym{→} b \cvsym{≤ }\cvsym{∞ }\cvsym{✓}"),
        # the space between two symbols goes into the first one's font: see test_fonts
        ("╔ ★", r"\cvsym{╔ }\cvsym{★}"),
        ("╔  ─ ★ x", r"\cvsym{╔ }\cvsym{─ }\cvsym{★} x"),
        ("╔\u00a0★", r"\mbox{\cvsym{╔ }}\cvsym{★}"),
        ("╔ a ★", r"\cvsym{╔} a \cvsym{★}"),
        ("10⁻³ M⊙", r"10\cvsym{⁻}³ M\cvsym{⊙}"),  # ³ is Latin-1: every text font has it
        ("state‐of‐the‐art", r"state\cvsym{‐}of\cvsym{‐}the\cvsym{‐}art"),
        ("𝒪(n)", r"\cvsym{𝒪}(n)"),
    ],
)
def test_symbols_are_wrapped_for_the_fallback_font(text: str, latex: str) -> None:
    assert tex(text) == latex


def test_letters_and_the_punctuation_of_running_text_are_left_alone() -> None:
    text = "Zoë Łukasz Ελληνικά Русский 张子立 – — “a” ‘b’ … • † ‰ × ± ° é"
    assert tex(text) == text


def test_digits_beside_cjk_stay_upright_and_french_thin_spaces_never_break() -> None:
    assert tex("2023年9月 – 至今") == r"{\upshape 2023}年{\upshape 9}月 – 至今"
    assert tex("OSDI 2024, 3.71") == "OSDI 2024,{} 3.71"  # no CJK beside: as the run is
    assert tex("a\u202f; b\u00a0: c") == r"a\,; b~: c"
