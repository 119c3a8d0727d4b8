"""The web CV in headless Chromium: at a phone's and a desktop's width, in each
built-in theme and in Chinese, nothing scrolls sideways, nothing fails, the
embedded fonts are the ones drawn, axe finds nothing serious, and the print
stylesheet drops what paper does not need."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cvgen.cv.workspace import select_cv
from cvgen.model.dates import PartialDate
from cvgen.render.html.document import render_html
from cvgen.sources.themes import available_themes, load_theme
from tests.browser import Browser, resolve_internal, screenshot_dir
from tests.conftest import ROOT

DAY = PartialDate(2024, 10, 10)
ZILI = ROOT / "profiles/zili-zhang.yaml"
PDF = "zili-zhang-long-2024-10-10.pdf"


def write_page(folder: Path, *, theme: str = "awesome", variant: str = "long") -> Path:
    selected = select_cv(ZILI, variant=variant).selected
    page = folder / f"zili-{variant}-{theme}.html"
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
        page.screenshot(screenshot_dir() / f"cv-zili-zhang-{width}.png")


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
        page.screenshot(screenshot_dir() / f"cv-zili-zhang-{variant}-{theme}-360.png")


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
