"""The web's one escaper: user text shows as written, markup becomes tags, and
only safe addresses become links."""

from __future__ import annotations

import json

from cvgen.cv.words import marked, own
from cvgen.render.html.escape import (
    html,
    html_markup,
    html_text,
    html_words,
    json_script,
    safe_url,
)


def test_text_is_escaped_and_markup_becomes_tags() -> None:
    assert html("<b>&</b> \"x\" 'y'") == "&lt;b&gt;&amp;&lt;/b&gt; &#34;x&#34; &#39;y&#39;"
    out = html_markup("**Bold** and *it* [site](https://e.org/?a=1&b=2) <script>x</script>")
    assert out == (
        '<strong>Bold</strong> and <em>it</em> <a href="https://e.org/?a=1&amp;b=2">site</a> '
        "&lt;script&gt;x&lt;/script&gt;"
    )


def test_only_safe_addresses_become_links() -> None:
    for bad in (
        "javascript:alert(1)",
        " JavaScript:alert(1)",
        "data:text/html,x",
        "vbscript:x",
        "//e.org",
        "https://e.org/a b",  # a space: cvgen.model.links
    ):
        assert safe_url(bad) == ""
    assert safe_url('https://e.org/a"<c>') == "https://e.org/a%22%3Cc%3E"
    assert safe_url("mailto:a@b.org") == "mailto:a@b.org"
    assert safe_url("tel:+1-555-0100") == "tel:+1-555-0100"
    # markup that names an unsafe address shows its text, unlinked
    assert html_markup("[x](javascript:alert(1))") == "[x](javascript:alert(1))"


def test_words_keep_cvgen_words_apart_from_markup() -> None:
    words = own("GPA: *") + marked("**3.9**") + own(" <top>")
    assert html_words(words) == "GPA: *<strong>3.9</strong> &lt;top&gt;"


def test_json_in_a_script_cannot_end_it() -> None:
    data = {"name": "</script><script>alert(1)</script><!-- & \u2028"}
    text = json_script(data)
    assert "</" not in text and "<!--" not in text and "\u2028" not in text
    assert json.loads(text) == data


def test_digits_beside_cjk_are_marked_upright_in_text_never_in_an_attribute() -> None:
    upright = '<span class="cjk-digits">2023</span>年<span class="cjk-digits">9</span>月'
    assert html_text("2023年9月") == upright
    assert html_words(own("2023年9月")) == upright
    assert html_markup("*2023年*") == '<em><span class="cjk-digits">2023</span>年</em>'
    assert html("2023年<b>") == "2023年&lt;b&gt;"  # html(): for an attribute too
    assert html_text("OSDI 2024 <") == "OSDI 2024 &lt;"
