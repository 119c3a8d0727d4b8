"""Hostile text on every page of ``cvgen site``, in headless Chromium: the site's
title, a member's every free-text field and a paper's every field (title,
authors, venue, abstract, address) show as written on the index, the member's
page and the publication page; no script it spells runs, no element it spells
exists, and the publication page's filter still finds the paper."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest
import yaml

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.model.markup import quote
from cvgen.site.builder import build_site
from tests.browser import Browser, Page
from tests.conftest import ROOT
from tests.e2e.test_hostile import attack_every_field, comparable, hostile
from tests.e2e.test_web_hostile import HANDLERS, NAME_ATTACK

DAY = PartialDate(2024, 10, 10)
TITLE = "Group </title><script>alert('title')</script> & <i>Co</i>"
AUTHOR = "Eve <img src=x onerror=alert('author')> O'Hara"
PAPER = {
    "title": "Fast <script>alert('paper')</script> & {braces} 100% $x$ \\input{/etc/passwd}",
    "authors": [AUTHOR, "Zili Zhang", "et al."],
    "equal_contribution": [AUTHOR, "Zili Zhang"],
    "venue": {"short": "X<b>Y'24", "long": 'Workshop on "<Things>" & <svg onload=alert(1)>'},
    "status": "published",
    "year": 2024,
    "month": 5,
    "url": "https://example.org/\"><script>alert('url')</script>",  # javascript: is refused
    "abstract": "Line one </details><script>alert('abstract')</script> <u>not</u> ends.",
}
# the paper's texts as a reader sees them on the publication page
# what the user wrote would add: a script of its own (the publication page has one,
# its filter, which alerts nothing; JSON-LD is data), or an element that runs one
INJECTED = (
    "[...document.scripts].filter(s => s.type != 'application/ld+json')"
    ".filter(s => s.src || s.textContent.includes('alert')).length"
    " + document.querySelectorAll('iframe, object, embed, [onerror], [onload]').length"
)
PAPER_TEXTS = (PAPER["title"], AUTHOR, "X<b>Y'24", PAPER["venue"]["long"])  # type: ignore[index]


class HostileSite(NamedTuple):
    out: Path
    expected: list[str]  # what the member's page must show, once per field
    name: str  # the member's name, as written


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> HostileSite:
    folder = tmp_path_factory.mktemp("site-hostile")
    data = yaml.safe_load((ROOT / "profiles/zili-zhang.yaml").read_text(encoding="utf-8"))
    own_name = data["name"]["en"]
    expected = attack_every_field(data, hostile(folder / "watch"))
    # the name takes the script attack instead (a name holds at most 100 characters)
    name = f"{own_name} {NAME_ATTACK}"
    data["name"]["en"] = f"{own_name} {quote(NAME_ATTACK)}"
    data["aliases"] = ["Zili Zhang"]  # the papers still find their owner
    profiles = folder / "profiles"
    profiles.mkdir()
    (profiles / "zili-zhang.yaml").write_text(
        yaml.safe_dump(data, allow_unicode=True), encoding="utf-8"
    )
    database: dict[str, Any] = yaml.safe_load(
        (ROOT / "profiles/publications.yaml").read_text(encoding="utf-8")
    )
    database["papers"] = {"hostile-2024": PAPER, **database["papers"]}
    (profiles / "publications.yaml").write_text(
        yaml.safe_dump(database, allow_unicode=True), encoding="utf-8"
    )
    out = folder / "site"
    built = build_site(out, CvRequest(date=DAY), profiles_dir=profiles, title=TITLE, pdf=False)
    assert built.warnings == ()
    return HostileSite(out, expected, name)


PAGES = ("index.html", "zili-zhang/index.html", "publications.html")


@pytest.fixture(params=PAGES)
def shown(request: pytest.FixtureRequest, browser: Browser, site: HostileSite) -> Iterator[Page]:
    with browser.open(site.out / request.param, width=360) as page:
        yield page
        assert page.dialogs == []  # no alert(): no script the user wrote ran
        assert page.console_errors == []
        assert page.failed_requests == []
        overflow = page.horizontal_overflow()
        assert not overflow, f"{request.param}: {overflow}"


def test_no_element_or_handler_the_user_wrote_exists(shown: Page) -> None:
    assert shown.evaluate(INJECTED) == 0
    assert shown.evaluate(HANDLERS) == []
    for tag in ("img", "svg", "u", "i"):
        assert shown.evaluate(f"document.querySelectorAll('{tag}').length") == 0, tag
    hrefs = shown.evaluate("[...document.querySelectorAll('[href]')].map(e => e.href)")
    assert [h for h in hrefs if h.lower().startswith(("javascript:", "data:"))] == []


def text_of(page: Page) -> str:
    """Every text of the page, the closed abstracts' too."""
    return comparable(page.evaluate("document.body.textContent"))


def test_the_index_shows_the_title_and_the_members_texts(
    browser: Browser, site: HostileSite
) -> None:
    with browser.open(site.out / "index.html", width=1280) as page:
        assert page.evaluate("document.title") == TITLE
        og = "document.querySelector('meta[property=\"og:title\"]').content"
        assert page.evaluate(og) == TITLE
        assert page.evaluate("document.querySelector('h1').textContent") == TITLE
        card = comparable(page.evaluate("document.querySelector('.member').textContent"))
        assert comparable(site.name) in card
        position = comparable(
            page.evaluate("document.querySelector('.member .position').textContent")
        )
        assert position and position in card
        page.keep_screenshot("hostile-site-index-1280.png")
        assert page.dialogs == []


def test_the_members_page_shows_every_field_as_written(browser: Browser, site: HostileSite) -> None:
    with browser.open(site.out / "zili-zhang/index.html", width=360) as page:
        text = text_of(page)
        assert [s for s in set(site.expected) if comparable(s) not in text] == []
        assert comparable(PAPER["title"]) in text  # type: ignore[arg-type]
        assert page.dialogs == []


def test_the_publication_page_shows_the_paper_and_filters_to_it(
    browser: Browser, site: HostileSite
) -> None:
    url = (site.out / "publications.html").as_uri() + "#member=zili-zhang"
    with browser.open(url, width=360) as page:
        text = text_of(page)
        for string in (*PAPER_TEXTS, PAPER["abstract"]):
            assert comparable(string) in text, string  # type: ignore[arg-type]
        shown = page.evaluate(
            "[...document.querySelectorAll('article.paper')].filter(a => a.offsetParent)"
            ".map(a => a.querySelector('h3').textContent)"
        )
        assert PAPER["title"] in shown
        page.select("#filter-year", "2023")
        still = page.evaluate(
            "[...document.querySelectorAll('article.paper')].filter(a => a.offsetParent).length"
        )
        assert 0 < still < len(shown)
        assert page.dialogs == [] and page.console_errors == []
