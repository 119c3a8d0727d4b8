"""The web CV in headless Chromium: at a phone's and a desktop's width, in each
built-in theme and in Chinese, nothing scrolls sideways, nothing fails, the
embedded fonts are the ones drawn, axe finds nothing serious, and the print
stylesheet drops what paper does not need."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cvgen.cv.workspace import select_cv
from cvgen.model.dates import PartialDate
from cvgen.render.html.document import render_html
from cvgen.sources.themes import available_themes, load_theme
from tests.browser import Browser, Page, resolve_internal
from tests.conftest import ROOT, campaign_beyond

DAY = PartialDate(2024, 10, 10)
ZILI = ROOT / "profiles/zili-zhang.yaml"
PDF = "zili-zhang-long-2024-10-10.pdf"


def write_page(folder: Path, *, theme: str = "awesome", variant: str = "long") -> Path:
    """Zili's page in ``theme``, written into the module's ``folder`` by the first
    test that asks (the same CV and date give the same bytes)."""
    page = folder / f"zili-{variant}-{theme}.html"
    if not page.exists():
        selected = select_cv(ZILI, variant=variant).selected
        page.write_text(render_html(selected, DAY, load_theme(theme), pdf=PDF), encoding="utf-8")
    return page


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory, zili_pdf: Path) -> Path:
    out = tmp_path_factory.mktemp("web")
    shutil.copy(zili_pdf, out / PDF)  # the PDF the page links to, beside it
    return out


@pytest.mark.parametrize("width", [360, 1280])
def test_the_page_at_a_phones_and_a_desktops_width(
    folder: Path, browser: Browser, width: int
) -> None:
    path = write_page(folder)
    with browser.open(path, width=width) as page:
        assert not page.horizontal_overflow(), str(page.horizontal_overflow())
        assert (page.console_errors, page.failed_requests, page.dialogs) == ([], [], [])
        assert resolve_internal(page.links(), folder) == []
        drawn = page.fonts_loaded()
        assert {"cvgen-body", "cvgen-head", "cvgen-solid", "cvgen-brands"} <= drawn, drawn
        family = page.evaluate(
            "getComputedStyle(document.querySelector('.entry .title')).fontFamily"
        )
        assert family.split(",")[0].strip('"') == "cvgen-body"
        serious = [v for v in page.axe() if v.impact in ("serious", "critical")]
        assert serious == [], "; ".join(map(str, serious))
        page.keep_screenshot(f"cv-zili-zhang-{width}.png")


@pytest.mark.parametrize(
    ("theme", "variant"),
    [(t, "long") for t in sorted(available_themes()) if t != "awesome"] + [("awesome", "long-zh")],
)
def test_every_theme_and_chinese_fit_a_phone(
    folder: Path, browser: Browser, theme: str, variant: str
) -> None:
    path = write_page(folder, theme=theme, variant=variant)
    with browser.open(path, width=360) as page:
        assert not page.horizontal_overflow(), str(page.horizontal_overflow())
        assert page.console_errors == []
        assert page.evaluate("document.documentElement.dataset.theme") == theme
        serious = [v for v in page.axe() if v.impact in ("serious", "critical")]
        assert serious == [], "; ".join(map(str, serious))
        page.keep_screenshot(f"cv-zili-zhang-{variant}-{theme}-360.png")


def test_printed_it_drops_the_links_paper_does_not_need(folder: Path, browser: Browser) -> None:
    path = write_page(folder)
    with browser.open(path, width=1280) as page:
        shown = "getComputedStyle(document.querySelector('.version .pdf')).display"
        assert page.evaluate(shown) != "none"
        page.call("Emulation.setEmulatedMedia", {"media": "print"})
        assert page.evaluate(shown) == "none"
        assert page.evaluate("getComputedStyle(document.querySelector('.cv')).maxWidth") == "none"
        printed = page.call("Page.printToPDF", {"preferCSSPageSize": True})
        assert printed["data"]  # Chromium lays the page out on A4 without an error
        assert page.console_errors == []


# Where each built-in theme's web.css draws the rule by a section's title (its
# layout); its colour is the theme's declared fact (theme.yaml: look.rule_color)
RULES = {
    "awesome": (".section > h2", "::after", "backgroundColor"),
    "classic": (".section > h2", None, "borderBottomColor"),
    "margin": (".section + .section", None, "borderTopColor"),
}
# the page's shades of the look's colour words (cvgen/render/html/look.py), in
# the browser's words; the accent is the profile's
SHADES = {"accent": "rgb(220, 53, 34)", "text": "rgb(26, 26, 26)", "light": "rgb(153, 153, 153)"}
_STYLE = """(([selector, pseudo, property]) => {
  const e = document.querySelector(selector);
  return e ? getComputedStyle(e, pseudo)[property] : null; })"""


def computed(page: Page, selector: str, property: str, pseudo: str | None = None) -> object:
    return page.evaluate(f"{_STYLE}({json.dumps([selector, pseudo, property])})")


# make test: each theme at one width, both widths (the styles read here are set
# outside web.css's width rules; classic's worded contacts at a phone's width,
# margin's two columns at a desktop's; every theme's page fits a phone:
# test_every_theme_and_chinese_fit_a_phone); the campaign: every theme at each width
@pytest.mark.parametrize(
    ("theme", "width"),
    campaign_beyond(
        [(t, w) for t in sorted(RULES) for w in (360, 1280)],
        ("awesome", 1280),
        ("classic", 360),
        ("margin", 1280),
    ),
)
def test_the_page_follows_its_themes_look(
    folder: Path, browser: Browser, theme: str, width: int
) -> None:
    """Computed styles say what the theme's theme.yaml declares, the facts its PDF
    draws too: heading alignment, fonts, rule colour, the name's weight, capitals,
    the header's alignment, places' style, contacts as icons or words."""
    look = load_theme(theme).look
    path = write_page(folder, theme=theme)
    with browser.open(path, width=width) as page:
        assert not page.horizontal_overflow(), str(page.horizontal_overflow())
        assert computed(page, ".section > h2", "textAlign") == look.heading_align
        family = computed(page, ".section > h2", "fontFamily")
        assert str(family).split(",")[0].strip('"') == "cvgen-body"  # bold body, as every class
        selector, pseudo, prop = RULES[theme]
        assert computed(page, selector, prop, pseudo) == SHADES[str(look.rule_color)]
        caps = "all-small-caps" if look.capitals else "normal"
        assert computed(page, ".section > h2", "fontVariantCaps") == caps
        assert computed(page, ".head h1", "fontVariantCaps") == caps
        given = {"light-bold": "300", "bold": "700"}[str(look.name)]
        assert computed(page, ".head h1 .given", "fontWeight") == given
        assert computed(page, ".head h1 .family", "fontWeight") == "700"
        assert computed(page, ".head", "textAlign") == look.header_align
        italic = "italic" if look.place_color == "accent" else "normal"
        assert computed(page, ".entry .place", "fontStyle") == italic
        words = page.evaluate("document.querySelectorAll('.contacts .icon').length") == 0
        assert words == (look.contacts == "words")
        serious = [v for v in page.axe() if v.impact in ("serious", "critical")]
        assert serious == [], "; ".join(map(str, serious))
        page.keep_screenshot(f"cv-zili-zhang-{theme}-{width}.png")


def test_chinese_in_an_italic_run_stays_upright(folder: Path, browser: Browser) -> None:
    """中国北京 and 至今 in italics: no slanted fake, as the PDF's upright CJK."""
    path = write_page(folder, variant="long-zh")
    with browser.open(path, width=1280) as page:
        assert computed(page, ".entry .place", "fontStyle") == "italic"
        assert computed(page, ".entry .place", "fontSynthesisStyle") == "none"
        assert computed(page, ".entry .title", "fontSynthesisStyle") == "none"


_ROWS = """[...document.querySelectorAll(%s)].map(e => {
  const box = x => x ? x.getBoundingClientRect() : null;
  const [a, b, row] = [box(e.querySelector(%s)), box(e.querySelector(%s)), box(e)];
  return [Math.round(a.top - b.top), Math.round(row.right - b.right)]; })"""


@pytest.mark.parametrize("width", [360, 1280])
def test_classic_on_the_web_as_seed_000(folder: Path, browser: Browser, width: int) -> None:
    """As classic's PDF: a teaching entry (a role, no place, no lines) on one line,
    "Head TA, Operating Systems (Honor Track)", its term flush right; an honour's
    title first, its year flush right."""
    selected = select_cv(ROOT / "profiles/yinmin-zhong.yaml", variant="long").selected
    path = folder / "yinmin-classic.html"
    path.write_text(render_html(selected, DAY, load_theme("classic")), encoding="utf-8")
    with browser.open(path, width=width) as page:
        assert not page.horizontal_overflow(), str(page.horizontal_overflow())
        line = page.evaluate(
            "document.querySelector('#teaching .entry-head').innerText.replace(/\\s+/g, ' ')"
        )
        assert line.startswith("Operating Systems (Honor Track) Head TA")  # as read; drawn:
        teaching = page.evaluate(_ROWS % ('"#teaching .entry-head"', '".role"', '".title"'))
        assert teaching and all(top == 0 for top, _ in teaching), teaching  # one line
        honors = page.evaluate(_ROWS % ('".honors li"', '".what"', '".year"'))
        assert honors and all(right == 0 for _, right in honors), honors  # years flush right
