"""The group's publication page in headless Chromium (tests/browser.py): it loads clean
on a phone and a desktop, and its filter shows exactly the papers the page model says,
by year, by member and both, from the select boxes and from the URL's fragment."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cvgen.model import PublicationDatabase
from cvgen.publications.formats import publications, render_page
from cvgen.publications.page import PublicationPage, choose_papers, load_page
from tests.browser import Browser, Page
from tests.conftest import HANG

ROOT = Path(__file__).resolve().parents[2]
DATABASE = ROOT / "profiles/publications.yaml"
WIDTHS = (360, 1280)

# What the reader sees: the articles and year sections laid out (not only not [hidden])
SHOWN = """[...document.querySelectorAll('article.paper')]
  .filter(e => e.getClientRects().length).map(e => e.id)"""
SHOWN_YEARS = """[...document.querySelectorAll('section.year')]
  .filter(e => e.getClientRects().length).map(e => Number(e.id.slice(1)))"""
STATE = """({year: document.getElementById('filter-year').value,
  member: document.getElementById('filter-member').value,
  count: document.getElementById('filter-count').textContent, hash: location.hash,
  empty: !!document.getElementById('filter-empty').getClientRects().length})"""


@pytest.fixture(scope="module")
def page_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled group's page, as ``cvgen publications --format html`` writes it."""
    rendered = publications(fmt="html", db_path=DATABASE)
    path = tmp_path_factory.mktemp("site") / "publications.html"
    path.write_text(rendered.text, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def model() -> PublicationPage:
    return load_page(DATABASE)


@pytest.fixture(params=WIDTHS, ids=[f"{w}px" for w in WIDTHS])
def shown(request: pytest.FixtureRequest, browser: Browser, page_file: Path) -> Iterator[Page]:
    with browser.open(page_file, width=request.param, height=800) as page:
        yield page
        assert page.console_errors == []


def expected(model: PublicationPage, year: int | None, member: str | None) -> list[str]:
    return [
        p.paper.key
        for p in model.papers
        if (year is None or p.paper.year == year) and (member is None or member in p.member_ids)
    ]


def count_text(shown: int, total: int) -> str:
    return f"{shown} of {total} paper{'s' if total != 1 else ''}"


def test_the_page_loads_clean_and_looks_right(shown: Page, model: PublicationPage) -> None:
    assert shown.console_errors == [] and shown.failed_requests == [] and shown.dialogs == []
    overflow = shown.horizontal_overflow()
    assert not overflow, str(overflow)
    assert shown.evaluate("document.querySelector('form.filter').hidden") is False
    assert shown.evaluate(SHOWN) == [p.paper.key for p in model.papers]
    assert shown.evaluate(STATE)["count"] == count_text(26, 26) == "26 of 26 papers"
    shown.keep_screenshot(f"publications-{shown.width}.png")
    serious = [str(v) for v in shown.axe() if v.impact in ("serious", "critical")]
    assert serious == []
    # the same in the dark (its own colours), and on paper: no form, no chips
    shown.call("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "dark"}]})  # fmt: skip
    assert [str(v) for v in shown.axe() if v.impact in ("serious", "critical")] == []
    shown.call("Emulation.setEmulatedMedia", {"media": "print"})
    hidden = "getComputedStyle(document.querySelector('{}')).display"
    assert shown.evaluate(hidden.format("form.filter")) == "none"
    assert shown.evaluate(hidden.format("nav.years")) == "none"


def test_choosing_a_year_shows_that_years_papers(shown: Page, model: PublicationPage) -> None:
    total = len(model.papers)
    for group in model.years:
        shown.select("#filter-year", str(group.year))
        assert shown.evaluate(SHOWN) == expected(model, group.year, None)
        assert shown.evaluate(SHOWN_YEARS) == [group.year]
        state = shown.evaluate(STATE)
        assert state["count"] == count_text(len(group.papers), total)
        assert state["hash"] == f"#year={group.year}"
        assert not state["empty"]
    shown.select("#filter-year", "")
    assert shown.evaluate(SHOWN) == expected(model, None, None)
    assert shown.evaluate(STATE)["hash"] == ""
    assert shown.evaluate("location.href").endswith("publications.html")


def test_choosing_a_member_shows_exactly_their_papers(shown: Page, model: PublicationPage) -> None:
    assert [m.id for m in model.members] == ["yinmin-zhong", "zhisheng-ye", "zili-zhang"]
    options = "[...document.querySelectorAll('#filter-member option')].map(o => o.textContent)"
    assert shown.evaluate(options) == ["All members", *(m.name for m in model.members)]
    for member in model.members:
        shown.select("#filter-member", member.id)
        keys = expected(model, None, member.id)
        assert keys and shown.evaluate(SHOWN) == keys
        # each paper shown names the member in bold
        bold = """[...document.querySelectorAll('article.paper')].filter(e => e.getClientRects()
          .length).map(e => [...e.querySelectorAll('.authors strong')].map(s => s.textContent))"""
        assert all(member.name in names for names in shown.evaluate(bold))
        assert shown.evaluate(STATE)["count"] == count_text(len(keys), len(model.papers))
        assert shown.evaluate(STATE)["hash"] == f"#member={member.id}"
        # a year's heading counts the papers it shows; a year without any is gone
        years = sorted({p.paper.year for p in model.papers if member.id in p.member_ids})
        assert sorted(shown.evaluate(SHOWN_YEARS)) == years
        heading = shown.evaluate(f"document.querySelector('#h{years[0]} span').textContent")
        assert heading == f"{len(expected(model, years[0], member.id))} paper" + (
            "s" if len(expected(model, years[0], member.id)) != 1 else ""
        )
        # the year chips lead only to the years shown
        chips = "[...document.querySelectorAll('nav.years a')].filter(a => a.getClientRects()" \
            ".length).map(a => Number(a.textContent))"  # fmt: skip
        assert sorted(shown.evaluate(chips)) == years


def test_year_and_member_together(shown: Page, model: PublicationPage) -> None:
    for group in model.years:
        shown.select("#filter-year", str(group.year))
        for member in model.members:
            shown.select("#filter-member", member.id)
            keys = expected(model, group.year, member.id)
            assert shown.evaluate(SHOWN) == keys, (group.year, member.id)
            state = shown.evaluate(STATE)
            assert state["count"] == count_text(len(keys), len(model.papers))
            assert state["hash"] == f"#year={group.year}&member={member.id}"
            assert state["empty"] == (not keys)  # "No paper matches this choice."
            assert shown.evaluate(SHOWN_YEARS) == ([group.year] if keys else [])
            nav = "document.querySelector('nav.years').getClientRects().length"
            assert shown.evaluate(nav) == (1 if keys else 0)  # no chip leads anywhere


def test_the_fragment_chooses_on_load_and_on_change(
    browser: Browser, page_file: Path, model: PublicationPage
) -> None:
    url = page_file.as_uri()
    with browser.open(f"{url}#member=zhisheng-ye", width=360) as page:
        assert page.evaluate(SHOWN) == expected(model, None, "zhisheng-ye")
        state = page.evaluate(STATE)
        assert (state["year"], state["member"]) == ("", "zhisheng-ye")
        assert state["count"] == count_text(7, 26)
        page.goto(f"{url}#year=2023&member=zili-zhang")  # the same page: a hashchange
        assert page.evaluate(SHOWN) == expected(model, 2023, "zili-zhang")
        # an anchor is not a choice: the filter stays, the chips and #y2023 still work
        page.goto(f"{url}#y2023")
        assert page.evaluate(STATE)["member"] == "zili-zhang"
        assert page.evaluate(SHOWN) == expected(model, 2023, "zili-zhang")
        page.goto(f"{url}#")  # no fragment: every paper
        assert page.evaluate(SHOWN) == expected(model, None, None)
        assert page.console_errors == []
    # what the page does not offer is "all"; a fragment that is not key=value is an anchor
    for fragment in ("member=nobody&year=1999", "year=2024&member=", "y2022", "%E0%A4%A"):
        with browser.open(f"{url}#{fragment}", width=1280) as page:
            year = "2024" if fragment.startswith("year=2024") else ""
            assert page.evaluate(STATE)["year"] == year
            assert page.evaluate(STATE)["member"] == ""
            assert page.evaluate(SHOWN) == expected(model, int(year) if year else None, None)
            assert page.console_errors == []


def test_the_year_chips_still_jump_to_their_year(
    browser: Browser, page_file: Path, model: PublicationPage
) -> None:
    with browser.open(page_file, width=1280, height=600) as page:
        page.click('nav.years a[href="#y2022"]')
        top = "Math.round(document.getElementById('y2022').getBoundingClientRect().top)"
        deadline = time.monotonic() + HANG  # the page scrolls smoothly
        while abs(page.evaluate(top)) > 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert abs(page.evaluate(top)) <= 2
        assert page.evaluate("location.hash") == "#y2022"
        assert page.evaluate(SHOWN) == expected(model, None, None)  # and nothing hidden


def test_without_javascript_the_page_is_the_whole_list(
    browser: Browser, page_file: Path, model: PublicationPage
) -> None:
    with browser.open("about:blank", width=360) as page:
        page.call("Emulation.setScriptExecutionDisabled", {"value": True})
        page.goto(page_file.as_uri() + "#member=zhisheng-ye")
        assert page.evaluate(SHOWN) == [p.paper.key for p in model.papers]
        assert page.evaluate("document.querySelector('form.filter').getClientRects().length") == 0


@pytest.mark.parametrize(
    "papers",
    [{}, {"only": {"title": "Only", "authors": ["Ada Lovelace", "Bo"], "year": 2024}}],
    ids=["no paper", "one year"],
)
def test_a_page_of_no_paper_or_one_year_works(
    browser: Browser, tmp_path: Path, papers: dict[str, object]
) -> None:
    db = PublicationDatabase.model_validate({"papers": papers})
    small = choose_papers(db, {"Ada Lovelace": "ada-lovelace"})
    path = tmp_path / "publications.html"
    path.write_text(render_page(small, "html")[0], encoding="utf-8")
    with browser.open(f"{path.as_uri()}#member=ada-lovelace", width=360) as page:
        assert page.console_errors == []
        assert not page.horizontal_overflow()
        assert page.evaluate(SHOWN) == list(papers)
        if papers:
            assert page.evaluate(STATE)["count"] == "1 of 1 paper"
            page.select("#filter-year", "2024")
            page.select("#filter-member", "")
            assert page.evaluate(SHOWN) == ["only"]
        assert [str(v) for v in page.axe() if v.impact in ("serious", "critical")] == []
        assert page.console_errors == []
