"""The one rule for an address any output links to."""

from __future__ import annotations

import pytest

from cvgen.model.links import absolute_url, link_problem, safe_link
from cvgen.model.markup import Link, link_problems, parse


@pytest.mark.parametrize(
    "url",
    [
        "https://example.org",
        "HTTPS://Example.org/a?b=c#d",
        "http://example.org:8080/x",
        "https://doi.org/10.1109/TPDS.2021.12345",
        "https://arxiv.org/abs/2401.01234",
        "https://orcid.org/0000-0002-1825-0097",
        "mailto:ada@example.org",
        "tel:+1 555 0100",
    ],
)
def test_what_may_be_a_link(url: str) -> None:
    assert link_problem(url) is None and safe_link(url) == url


@pytest.mark.parametrize(
    ("url", "why"),
    [
        ("javascript://%0Aalert(1)", "'javascript:' links are not allowed"),
        ("data:text/html,x", "'data:' links are not allowed"),
        ("file:///etc/passwd", "'file:' links are not allowed"),
        ("vbscript:x", "'vbscript:' links are not allowed"),
        ("example.org/a", "is no address"),
        ("https:example.org", "is not a web address"),
        ("https://", "has no host"),
        ("https://a:b@/x", "has no host"),
        ("https://host:port/", "has no host"),
        ("https://a\\b", "is not a web address"),
        ("https://a b", "U+0020 (SPACE)"),
        ("https://a\tb", "U+0009"),
        ("https://a\u200bb", "U+200B (ZERO WIDTH SPACE)"),
        ("https://a\u202eb", "RIGHT-TO-LEFT OVERRIDE"),
        ("mailto:", "has nothing after 'mailto:'"),
        ("", "is no address"),
    ],
)
def test_what_may_not(url: str, why: str) -> None:
    problem = link_problem(url)
    assert problem is not None and why in problem, problem
    assert safe_link(url) == ""


def test_an_address_without_a_scheme_is_a_web_one() -> None:
    assert absolute_url("www.example.org") == "https://www.example.org"
    assert absolute_url("example.org:8080/x") == "https://example.org:8080/x"
    assert absolute_url("mailto:a@b.org") == "mailto:a@b.org"
    assert absolute_url("javascript:alert(1)") == "javascript:alert(1)"  # and refused
    assert absolute_url("") == ""


def test_markup_links_follow_the_rule() -> None:
    assert parse("[a](https://e.org)") == (Link((parse("a")[0],), "https://e.org"),)
    assert not any(isinstance(s, Link) for s in parse("[a](javascript:void)"))
    assert not any(isinstance(s, Link) for s in parse("[a](https://e.org/\x01)"))
    assert link_problems("[a](javascript:void) and [b](data:x)") == [
        "'javascript:' links are not allowed (a link is https://..., http://..., mailto: or tel:)",
        "'data:' links are not allowed (a link is https://..., http://..., mailto: or tel:)",
    ]
    assert link_problems("[see](below) [a](https://e.org)") == []
