"""Hostile text in every free-text field of a bundled profile, on its web page in
headless Chromium: it shows as written, no script it spells runs, no element it
spells exists, and the page's JSON-LD still parses; an address that would run
script (``javascript:``) is never a link."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest
import yaml

from cvgen.cv.request import CvRequest
from cvgen.errors import InputError
from cvgen.model.dates import PartialDate
from cvgen.model.markup import quote
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_page
from tests.browser import Browser, Page
from tests.conftest import ROOT, squash
from tests.e2e.test_hostile import attack_every_field, comparable, hostile

DAY = PartialDate(2024, 10, 10)
WIDTHS = (360, 1280)
# A name that would end the JSON-LD <script> if it were not escaped there
NAME_ATTACK = "</script><script>alert('ld')</script><!-- -->"
INJECTED = (
    'document.querySelectorAll(\'script:not([type="application/ld+json"]), '
    "iframe, object, embed, [onerror], [onclick]').length"
)
# every event-handler attribute on the page (the template writes none)
HANDLERS = """[...document.querySelectorAll('*')]
  .flatMap(e => [...e.attributes].map(a => a.name)).filter(n => n.startsWith('on'))"""
PERSON = "JSON.parse(document.querySelector('script[type=\"application/ld+json\"]').textContent)"


def write_profile(folder: Path, data: dict[str, Any]) -> Path:
    """``data`` as a profile in ``folder``, using the bundled database."""
    data["publications"]["database"] = str(ROOT / "profiles/publications.yaml")
    # the name as the database writes it, so the papers still find their owner
    data["aliases"] = ["Zili Zhang"]
    profile = folder / "zili-zhang.yaml"
    profile.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return profile


class Attacked(NamedTuple):
    page: Path
    expected: list[str]  # the strings that must show on it, once for each field
    name: str  # the person's name, as written
    watch: Path  # the folder hostile() names


@pytest.fixture(scope="module")
def attacked(tmp_path_factory: pytest.TempPathFactory) -> Attacked:
    """Zili's page with a hostile string appended to every free-text field (as
    tests/e2e/test_hostile.py writes them), and one more to the name."""
    folder = tmp_path_factory.mktemp("web-hostile")
    data = yaml.safe_load((ROOT / "profiles/zili-zhang.yaml").read_text(encoding="utf-8"))
    watch = folder / "watch"
    attacks = hostile(watch)
    own_name = data["name"]["en"]
    expected = attack_every_field(data, attacks)
    # the name takes the script attack instead (a name holds at most 100 characters)
    expected.remove(next(a for a in attacks if data["name"]["en"] == f"{own_name} {quote(a)}"))
    name = f"{own_name} {NAME_ATTACK}"
    data["name"]["en"] = f"{own_name} {quote(NAME_ATTACK)}"
    expected.append(NAME_ATTACK)
    built = build_page(
        CvRequest(write_profile(folder, data), date=DAY),
        BuildOptions(out_dir=folder / "out", formats=("html",)),
    )
    assert built.warnings == ()
    return Attacked(built.page, expected, name, watch)


@pytest.fixture(params=WIDTHS, ids=[f"{w}px" for w in WIDTHS])
def shown(request: pytest.FixtureRequest, browser: Browser, attacked: Attacked) -> Iterator[Page]:
    with browser.open(attacked.page, width=request.param) as page:
        yield page
        assert page.dialogs == []  # no alert(): no script the user wrote ran
        assert page.console_errors == []
        assert page.failed_requests == []


def test_every_field_got_every_kind_of_attack(attacked: Attacked) -> None:
    assert len(attacked.expected) > 90
    assert set(attacked.expected) == {*hostile(attacked.watch), NAME_ATTACK}


def test_every_string_shows_literally(shown: Page, attacked: Attacked) -> None:
    text = comparable(shown.evaluate("document.body.innerText"))
    expected = attacked.expected
    assert [s for s in set(expected) if comparable(s) not in text] == []
    for string in set(expected):
        assert text.count(comparable(string)) >= expected.count(string), string
    if shown.width == WIDTHS[0]:
        shown.keep_screenshot("hostile-360.png")


def test_no_element_the_user_wrote_exists(shown: Page, attacked: Attacked) -> None:
    assert shown.evaluate(INJECTED) == 0
    assert shown.evaluate(HANDLERS) == []
    assert shown.evaluate("document.querySelectorAll('b').length") == 0  # <b>&amp;</b>: text
    assert shown.evaluate(PERSON)["mainEntity"]["name"] == attacked.name
    assert shown.evaluate("document.title") == f"{attacked.name} - Curriculum Vitae"


JAVASCRIPT = "javascript:alert(document.domain)"
# markup whose address is not https, http, mailto or tel is refused by validation
# (cvgen.model.links; tests/security/test_links.py shows that one that slips past
# is no link in any output); an http(s) one cannot step out of its href attribute
REFUSED = "[one](javascript:alert%28document.domain%29) [two](JAVASCRIPT:void0) "
LINKS = 'Links: [three](mailto:a@b.org) [four](https://example.com/"onmouseover="alert%283%29).'


@pytest.mark.parametrize(
    "homepage",
    [JAVASCRIPT, " JavaScript:alert(1)", "javascript://%0Aalert(1)", "data:text/html,<b>x</b>"],
)
def test_a_script_address_is_refused(tmp_path: Path, homepage: str) -> None:
    data = yaml.safe_load((ROOT / "profiles/zili-zhang.yaml").read_text(encoding="utf-8"))
    data["contacts"]["homepage"] = homepage
    data["projects"] = [{"name": "Scripted", "url": JAVASCRIPT, "description": "A project."}]
    data["experience"][0]["bullets"] = [REFUSED]
    with pytest.raises(InputError) as caught:
        build_page(
            CvRequest(write_profile(tmp_path, data), date=DAY),
            BuildOptions(out_dir=tmp_path / "out", formats=("html",)),
        )
    refused = [p.path for p in caught.value.problems]
    assert "contacts.homepage" in refused and "projects[0].url" in refused, refused
    assert "experience[0].bullets[0].text" in refused, refused
    assert not (tmp_path / "out").exists()


def test_an_address_cannot_step_out_of_its_link(tmp_path: Path, browser: Browser) -> None:
    data = yaml.safe_load((ROOT / "profiles/zili-zhang.yaml").read_text(encoding="utf-8"))
    data["experience"][0]["bullets"] = [LINKS]
    page = build_page(
        CvRequest(write_profile(tmp_path, data), date=DAY),
        BuildOptions(out_dir=tmp_path / "out", formats=("html",)),
    ).page
    with browser.open(page, width=1280) as shown:
        hrefs = shown.evaluate("[...document.querySelectorAll('[href]')].map(e => e.href)")
        assert [h for h in hrefs if not h.startswith(("https://", "mailto:"))] == []
        assert shown.evaluate(HANDLERS) == []
        four = "document.querySelector('.bullets a[href^=\"https://example.com/\"]')"
        assert shown.evaluate(f"{four}.textContent") == "four"
        assert shown.evaluate(f"{four}.getAttribute('href')").endswith(
            "%22onmouseover=%22alert%283%29"
        )
        text = squash(shown.evaluate("document.body.innerText"))
        assert "Links: three four." in text
        assert shown.dialogs == [] and shown.console_errors == []


def test_a_long_homepage_fits_a_phone(tmp_path: Path, browser: Browser) -> None:
    data = yaml.safe_load((ROOT / "profiles/zili-zhang.yaml").read_text(encoding="utf-8"))
    data["contacts"]["homepage"] = (
        "https://www.cs.some-university.example.edu/~zili.zhang/index.html"
    )
    page = build_page(
        CvRequest(write_profile(tmp_path, data), date=DAY),
        BuildOptions(out_dir=tmp_path / "out", formats=("html",)),
    ).page
    with browser.open(page, width=360) as shown:
        overflow = shown.horizontal_overflow()
        assert not overflow, str(overflow)


def test_the_hostile_page_fits_a_phone(browser: Browser, attacked: Attacked) -> None:
    with browser.open(attacked.page, width=360) as shown:
        overflow = shown.horizontal_overflow()
        assert not overflow, str(overflow)
