"""The headless-browser harness (tests/browser.py) on small pages written here: each check
must see the fault it is for, and stay quiet on a page without it."""

from __future__ import annotations

import base64
import contextlib
import shutil
import socket
import struct
import time
from pathlib import Path

import font_roboto
import pytest

from tests.browser import (
    Browser,
    BrowserError,
    Overflow,
    find_chromium,
    resolve_internal,
    screenshot_dir,
)
from tests.conftest import HANG

HEAD = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>'
PHONE_HEAD = HEAD + '<meta name="viewport" content="width=device-width, initial-scale=1">'
DOT_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)


def page_file(folder: Path, body: str, name: str = "page.html", head: str = PHONE_HEAD) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"{head}</head><body>{body}</body></html>", encoding="utf-8")
    return path


def test_a_page_wider_than_a_phone_overflows_and_names_what_sticks_out(
    browser: Browser, tmp_path: Path
) -> None:
    wide = page_file(tmp_path, '<p>text</p><div id="wide" class="big" style="width:600px">x</div>')
    with browser.open(wide, width=360) as page:
        overflow = page.horizontal_overflow()
    assert overflow.px == 600 + 8 - 360  # the body's 8px margin
    assert overflow.widest[0] == "div#wide.big to 608px", str(overflow)
    with browser.open(wide, width=1280) as page:
        assert not page.horizontal_overflow()
    # a wide table in a box that scrolls by itself does not widen the page
    boxed = '<div style="overflow-x:auto"><table style="width:900px"><tr><td>x</table></div>'
    with browser.open(page_file(tmp_path, boxed, "boxed.html"), width=360) as page:
        assert page.horizontal_overflow() == Overflow(0, 360, ())  # the table is not named
    # without a viewport <meta>, a phone lays the page out 980px wide
    with browser.open(page_file(tmp_path, "<p>x</p>", "bare.html", HEAD), width=360) as page:
        overflow = page.horizontal_overflow()
    assert overflow.px == 980 - 360 and "no viewport <meta>?" in str(overflow)


def test_console_errors_and_uncaught_exceptions_are_collected(
    browser: Browser, tmp_path: Path
) -> None:
    script = "<script>console.log('fine'); console.error('boom', 3); null.x;</script>"
    with browser.open(page_file(tmp_path, script)) as page:
        assert page.console_errors[0] == "boom 3"
        assert "TypeError: Cannot read properties of null" in page.console_errors[1]
        assert len(page.console_errors) == 2
    with browser.open(page_file(tmp_path, "<p>quiet</p>", "quiet.html")) as page:
        assert page.console_errors == [] and page.failed_requests == []


def test_a_missing_image_or_font_is_reported_and_a_present_one_is_not(
    browser: Browser, tmp_path: Path
) -> None:
    (tmp_path / "dot.png").write_bytes(DOT_PNG)
    shutil.copy(font_roboto.Roboto, tmp_path / "roboto.ttf")
    style = (
        "<style>@font-face{font-family:Good;src:url(roboto.ttf)}"
        "@font-face{font-family:Gone;src:url(gone.woff2)}"
        "p{font-family:Good} em{font-family:Gone}</style>"
    )
    body = style + '<p>a <em>b</em></p><img src="dot.png" alt="d"><img src="none.png" alt="n">'
    with browser.open(page_file(tmp_path, body)) as page:
        images = {Path(src).name: loaded for src, loaded in page.images().items()}
        assert images == {"dot.png": True, "none.png": False}
        assert page.fonts_loaded() == {"Good"}
        failed = sorted(request.rsplit("/", 1)[1] for request in page.failed_requests)
    assert failed == ["gone.woff2: net::ERR_FILE_NOT_FOUND", "none.png: net::ERR_FILE_NOT_FOUND"]


def test_no_host_but_localhost_is_reached(browser: Browser, tmp_path: Path) -> None:
    # this machine's own name resolves without a network (/etc/hosts): only the browser's
    # host rules make it fail to; localhost, for a test's own server, is let through
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    expected = {
        "fonts.example.com": "ERR_NAME_NOT_RESOLVED",
        socket.gethostname(): "ERR_NAME_NOT_RESOLVED",
        "localhost": "ERR_CONNECTION_REFUSED",  # reached: nobody listens there
    }
    urls = {host: f"http://{host}:{port}/s.css" for host in expected}
    links = "".join(f'<link rel="stylesheet" href="{url}">' for url in urls.values())
    with browser.open(page_file(tmp_path, links)) as page:
        failed = sorted(page.failed_requests)
    assert failed == sorted(f"{urls[host]}: net::{error}" for host, error in expected.items())


def test_a_script_that_runs_opens_a_dialog_that_is_seen_and_dismissed(
    browser: Browser, tmp_path: Path
) -> None:
    hostile = "<p>Ada <script>alert(1)</script></p><img src=x alt=x onerror=alert(2)>"
    with browser.open(page_file(tmp_path, hostile)) as page:
        assert sorted(page.dialogs) == ["alert: 1", "alert: 2"]
        assert page.evaluate("document.readyState") == "complete"  # not stuck on a dialog
    inert = "<p>Ada &lt;script&gt;alert(1)&lt;/script&gt;</p>"
    with browser.open(page_file(tmp_path, inert, "inert.html")) as page:
        assert page.dialogs == []
        assert page.evaluate("document.querySelector('p').textContent").endswith(
            "alert(1)</script>"
        )
    # a page whose policy forbids scripts runs none of its own, and can still be inspected
    policy = (
        PHONE_HEAD + '<meta http-equiv="Content-Security-Policy" content="script-src \'none\'">'
    )
    with browser.open(page_file(tmp_path, hostile, "csp.html", policy)) as page:
        assert page.dialogs == []
        assert page.evaluate("1 + 1") == 2
        assert "region" in {violation.id for violation in page.axe()}  # no <main>: axe ran


def test_evaluate_awaits_promises_and_raises_what_the_page_throws(
    browser: Browser, tmp_path: Path
) -> None:
    with browser.open(page_file(tmp_path, "<p>x</p>")) as page:
        assert page.evaluate("new Promise(r => setTimeout(() => r([1, 'a']), 20))") == [1, "a"]
        with pytest.raises(BrowserError, match="ReferenceError: nope is not defined"):
            page.evaluate("nope()")


def test_axe_reports_an_image_without_alt_and_passes_a_clean_page(
    browser: Browser, tmp_path: Path
) -> None:
    (tmp_path / "dot.png").write_bytes(DOT_PNG)
    with browser.open(
        page_file(tmp_path, '<main><h1>CV</h1><img id="me" src="dot.png"></main>')
    ) as page:
        violations = page.axe()
    assert [(v.id, v.impact, v.targets) for v in violations] == [
        ("image-alt", "critical", ("#me",))
    ]
    clean = '<main><h1>CV</h1><img src="dot.png" alt="Ada"></main>'
    with browser.open(page_file(tmp_path, clean, "clean.html")) as page:
        assert page.axe() == []


def test_select_and_click_act_as_a_user_does(browser: Browser, tmp_path: Path) -> None:
    body = (
        '<select id="v" onchange="document.body.dataset.v = this.value">'
        '<option value="short">Short</option><option value="long">Long</option></select>'
        '<button id="b" onclick="this.textContent = +this.textContent + 1">0</button>'
        '<button id="under">u</button>'
        '<div style="position:fixed;inset:0;z-index:1" id="veil"></div>'
    )
    with browser.open(page_file(tmp_path, body), width=360) as page:
        page.select("#v", "long")
        assert page.evaluate("document.body.dataset.v") == "long"
        with pytest.raises(BrowserError, match="no option medium"):
            page.select("#v", "medium")
        page.evaluate("document.getElementById('veil').remove()")
        page.click("#b")
        page.click("#b")
        assert page.evaluate("document.getElementById('b').textContent") == "2"
    with browser.open(page_file(tmp_path, body, "veiled.html")) as page:
        with pytest.raises(BrowserError, match="covered by <div"):
            page.click("#under")
        with pytest.raises(BrowserError, match="no element matches"):
            page.click("#absent")


def test_links_resolve_and_the_broken_internal_ones_are_named(
    browser: Browser, tmp_path: Path
) -> None:
    page_file(tmp_path, '<h2 id="there">x</h2><a name="old" id="new">y</a>', "other.html")
    page_file(tmp_path, "<p>z</p>", "sub/index.html")
    anchors = [
        "other.html#there", "other.html#old", "other.html#new", "other.html#nowhere",
        "missing.html", "sub/", "#top", "../outside.html", "https://example.org/", "mailto:a@x.org",
    ]  # fmt: skip
    body = "".join(f'<a href="{href}">{i}</a>' for i, href in enumerate(anchors))
    index = page_file(tmp_path, body, "index.html")
    with browser.open(index) as page:
        links = page.links()
    assert links[0] == (tmp_path / "other.html").as_uri() + "#there"
    assert len(links) == len(anchors)
    here = tmp_path.resolve()
    assert resolve_internal(links, tmp_path) == [
        f"{here.as_uri()}/other.html#nowhere: no id 'nowhere' in other.html",
        f"{here.as_uri()}/missing.html: no such file",
        f"{here.parent.as_uri()}/outside.html: outside {here}",
    ]


def test_a_full_page_screenshot_is_a_png_of_the_whole_page(
    browser: Browser, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tall = '<h1>Ada Lovelace</h1><div style="height:1500px;background:#36c"></div>'
    monkeypatch.delenv("CVGEN_SCREENSHOTS", raising=False)
    assert screenshot_dir() is None  # make test draws no pictures
    with browser.open(page_file(tmp_path, tall), width=360, height=640) as page:
        assert page.keep_screenshot("tall.png") is None
        monkeypatch.setenv("CVGEN_SCREENSHOTS", str(tmp_path / "shots"))
        assert screenshot_dir() == tmp_path / "shots" and (tmp_path / "shots").is_dir()
        height = page.evaluate("document.documentElement.scrollHeight")
        kept = page.keep_screenshot("tall.png")
        viewport = page.screenshot(tmp_path / "viewport.png", full_page=False).read_bytes()
    assert kept == tmp_path / "shots" / "tall.png"
    png = kept.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    # a phone's 2 device pixels a CSS px
    assert struct.unpack(">II", png[16:24]) == (720, 2 * height)
    assert struct.unpack(">II", viewport[16:24]) == (720, 1280)


def test_without_chromium_the_tests_fail_and_say_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(pytest.fail.Exception, match="run `make test-setup`"):
        find_chromium()


def test_closing_the_browser_ends_its_process(tmp_path: Path) -> None:
    with Browser.start() as browser:
        assert browser.version.startswith(("Chrome/", "HeadlessChrome/"))
        page_file(tmp_path, "<p>x</p>").touch()
        browser.open(tmp_path / "page.html")  # left open: close() ends it with the rest
        assert browser.process.pid in live_processes(group=browser.process.pid)
    assert browser.process.poll() is not None
    deadline = time.monotonic() + HANG
    while live_processes(group=browser.process.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert live_processes(group=browser.process.pid) == []  # nor any of its helpers


def live_processes(group: int) -> list[int]:
    """The processes of a process group that are not zombies (this machine's pid 1 may be
    slow to reap the helpers Chromium leaves to it)."""
    live = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            state, _, pgrp = stat.read_text().rsplit(")", 1)[1].split()[:3]
            if int(pgrp) == group and state != "Z":
                live.append(int(stat.parent.name))
    return live
