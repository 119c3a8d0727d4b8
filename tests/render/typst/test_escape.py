"""Any text through the Typst escaper shows literally: compiled, its text layer
is the text (white space folded), whatever Typst syntax it holds."""

from __future__ import annotations

import re
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cvgen.render.typst.escape import Typ, literal, typ, typ_markup, typ_url
from cvgen.tex.fonts import resolve_fonts
from cvgen.typst.compile import TypstDocument, compile_typst

SYNTAX = "#$*_<>@`\\/[]=-+~\"'{}();:.,!?%&^|0123456789 \n\tabcXYZ"
HOSTILE = [
    '#read("/etc/passwd")',
    "$x^2$",
    "*bold* _emph_ `raw` ```py\nprint(1)```",
    "= Heading\n- item\n+ enum\n/ term: x",
    "<label> @ref https://example.org // comment /* c */",
    '"; #panic("x"); "',
    "\\u{41} \\\\ \\#",
    '#import "@preview/x:0.1.0": *',
]


def _text_of(markup: str) -> str:
    fonts = tuple(f.path("UprightFont") for f in resolve_fonts().values())
    document = TypstDocument(f'#set text(font: "Source Sans Pro")\n{markup}\n', (), fonts)
    pdf = compile_typst(document).pdf
    done = subprocess.run(["pdftotext", "-", "-"], input=pdf, capture_output=True, check=True)
    return done.stdout.decode()


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("text", HOSTILE)
def test_typst_syntax_shows_as_written(text: str) -> None:
    assert _squash(_text_of(typ(text))) == _squash(text)


@settings(max_examples=25, deadline=None)
@given(st.text(alphabet=SYNTAX, min_size=1, max_size=40))
def test_any_text_shows_literally(text: str) -> None:
    """A property: the escaped text compiles and shows every character (the body
    font has each of SYNTAX)."""
    assert _squash(_text_of(typ(text))) == _squash(text)


@given(st.text(alphabet=st.characters(exclude_categories=("Cs",)) | st.sampled_from("年月2")))
def test_the_escaped_text_is_closed_literals(text: str) -> None:
    """Whatever the text, its markup is string literals, each closed: no quote
    or backslash escapes one (digits beside CJK are a literal in ``#text``)."""
    escaped = typ(text)
    assert isinstance(escaped, Typ)
    literal_ = r'"(?:[^"\\]|\\.)*"'
    piece = rf'#{literal_};|#text\(style: "normal", {literal_}\);'
    assert re.fullmatch(rf"(?:{piece})*", escaped, re.DOTALL), escaped


def test_digits_beside_cjk_stay_upright() -> None:
    assert typ("2023年9月") == (
        '#text(style: "normal", "2023");#"年";#text(style: "normal", "9");#"月";'
    )


def test_markup_becomes_functions_and_links_are_checked() -> None:
    assert typ_markup("**a** *b* [c](https://x.org)") == (
        '#strong[#"a";]#"\u0020";#emph[#"b";]#"\u0020";#link("https://x.org")[#"c";]'
    )
    assert typ_markup("[c](javascript:alert(1))") == '#"[c](javascript:alert(1))";'
    assert typ_url("javascript:alert(1)") == ""
    assert literal('a"b\\c') == '"a\\"b\\\\c"'


def test_white_space_folds_and_unprintables_go() -> None:
    assert typ("a\n\tb\x00c\ue000") == '#"a bc";'
    assert typ("") == ""


def test_concatenation_keeps_the_type() -> None:
    assert isinstance(typ("a") + typ("b"), Typ)
    with pytest.raises(TypeError):
        typ("a") + "raw"  # type: ignore[operator]
