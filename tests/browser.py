"""Web pages in a headless Chromium, for the tests of cvgen's HTML: a tab per page at a
given width, what it logged and failed to load, the scripts it ran, how far it overflows,
its links, images and fonts, a screenshot, axe-core's accessibility report.
``make test-setup`` installs Debian's chromium, and axe-core into the virtualenv."""

from __future__ import annotations

import base64
import json
import os
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

import pytest

from tests.cdp import BrowserError as BrowserError
from tests.cdp import Chromium
from tests.cdp import find_chromium as find_chromium

ROOT = Path(__file__).resolve().parent.parent
AXE = Path(sys.prefix) / "share/axe-core/axe.min.js"
PHONE = 480  # a viewport this narrow or narrower is a phone's: mobile, touch, 2 pixels a px
_OVERFLOW = """width => {
  const clipped = e => { for (let a = e.parentElement; a && a !== document.body;
    a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true; };
  const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
    [...e.classList].map(c => '.' + c).join('');
  const wide = [...document.querySelectorAll('body *')]
    .map(e => [name(e), e.getBoundingClientRect().right + scrollX, clipped(e)])
    .filter(([, right, clip]) => right > width + 0.5 && !clip).sort((a, b) => b[1] - a[1]);
  return [document.scrollingElement.scrollWidth - width, innerWidth,
          wide.slice(0, 5).map(([name, right]) => `${name} to ${Math.round(right)}px`)]; }"""
_CLICK = """e => { e.scrollIntoView({block: 'center', inline: 'center'});
  const r = e.getBoundingClientRect();
  if (!r.width || !r.height) return 'it is not displayed';
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!e.contains(hit)) return 'it is covered by ' + hit?.outerHTML.slice(0, 80);
  e.click(); }"""
_SELECT = """(e, value) => { if (!(e instanceof HTMLSelectElement)) return 'it is no <select>';
  if (![...e.options].some(o => o.value === value)) return 'it has no option ' + value;
  e.value = value;
  for (const type of ['input', 'change']) e.dispatchEvent(new Event(type, {bubbles: true})); }"""
_AXE = """axe.run(document, {resultTypes: ['violations']}).then(r => r.violations.map(v =>
  [v.id, v.impact || '', v.help, v.nodes.map(n => n.target.join(' '))]))"""
_IDS = re.compile(r"""\s(?:id|name)\s*=\s*["']?([^"'\s>]+)""")


def screenshot_dir() -> Path | None:
    """Where tests save a picture of each page they look at: the folder
    ``$CVGEN_SCREENSHOTS`` names (``CVGEN_SCREENSHOTS=out/screenshots make test``);
    None when it names none. A full-page picture costs 0.5-2 s of Chromium a
    page and no test reads it, so ``make test`` draws none."""
    if not (named := os.environ.get("CVGEN_SCREENSHOTS")):
        return None
    folder = Path(named)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class Overflow(NamedTuple):
    """How far the page scrolls sideways (false: not at all), and what sticks out furthest."""

    px: int
    width: int
    widest: tuple[str, ...]

    def __bool__(self) -> bool:
        return self.px > 0

    def __str__(self) -> str:
        return f"{self.px}px wider than the {self.width}px viewport: " + ", ".join(self.widest)


class Violation(NamedTuple):
    """A rule of axe-core that the page breaks, and the CSS selectors of where."""

    id: str
    impact: str
    help: str
    targets: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.id} ({self.impact}): {self.help}: " + ", ".join(self.targets)


#: The commands a page may send and its tab still be the next page's: they read the page,
#: or navigate it, and leave nothing behind (an emulated medium, scripts turned off would)
_LEAVE_NOTHING = frozenset(
    {"Runtime.evaluate", "Page.navigate", "Page.getLayoutMetrics", "Page.captureScreenshot"}
)


class Browser(Chromium):
    """One Chromium (``Browser.start()``, a context manager); ``open`` gives each page a tab
    of its own. ``call`` runs any DevTools command.

    A closed page's tab is emptied (about:blank) and shown the next page, unless the page
    sent a command that changes the tab (:data:`_LEAVE_NOTHING`): a new tab costs
    Chromium 0.3-0.4 s of CPU, a page shown in an open one 0.1-0.2 s."""

    def __init__(self, executable: str | None = None) -> None:
        super().__init__(executable)
        self._idle: list[str] = []  # the sessions of emptied tabs

    def open(self, target: str | Path, width: int = 1280, height: int = 800) -> Page:
        """A tab, ``width`` x ``height`` CSS px, showing a file or URL once it loaded."""
        url = str(target) if ":" in str(target) else Path(target).resolve().as_uri()
        page = Page(self, self._idle.pop() if self._idle else self._new_tab(), width)
        self.listeners[page.session] = page._event
        phone = width <= PHONE
        metrics = {"width": width, "height": height, "deviceScaleFactor": 2 if phone else 1}
        # the tab's own settings, made anew for each page (not a page's change: Page.call)
        self.call("Emulation.setDeviceMetricsOverride", {**metrics, "mobile": phone}, page.session)
        self.call("Emulation.setTouchEmulationEnabled", {"enabled": phone}, page.session)
        page.goto(url)
        return page

    def _new_tab(self) -> str:
        """A new tab's session, showing about:blank, its events on."""
        target_id = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = str(
            self.call("Target.attachToTarget", {"targetId": target_id, "flatten": True})[
                "sessionId"
            ]
        )
        for method in ("Page.enable", "Runtime.enable", "Log.enable", "Network.enable"):
            self.call(method, None, session)
        self.call("Page.setLifecycleEventsEnabled", {"enabled": True}, session)
        return session


@dataclass(eq=False)
class Page:
    """A tab, and what it reported since it opened: ``console_errors`` (console.error,
    uncaught exceptions, the browser's own error log), ``failed_requests`` (resources that
    failed or answered HTTP 400 or more) and ``dialogs`` (alerts: a script ran; dismissed)."""

    browser: Browser
    session: str
    width: int
    console_errors: list[str] = field(default_factory=list)
    failed_requests: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    _loaded: set[str] = field(default_factory=set)
    _urls: dict[str, str] = field(default_factory=dict)
    _changed_tab: bool = False  # it sent a command that leaves something behind

    def __enter__(self) -> Page:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Ends the page: its tab emptied for the next page, or closed."""
        if not self._changed_tab:
            try:
                self.goto("about:blank")  # its scripts and timers end with it
            except BrowserError:
                self._changed_tab = True
            else:
                self.browser.listeners.pop(self.session, None)
                self.browser._idle.append(self.session)
                return
        self.browser.call("Page.close", None, self.session)
        self.browser.listeners.pop(self.session, None)

    def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        self._changed_tab |= method not in _LEAVE_NOTHING
        return self.browser.call(method, params, self.session)

    def goto(self, url: str) -> None:
        """Shows ``url``, once it loaded and its web fonts are ready."""
        navigated = self.call("Page.navigate", {"url": url})
        if "errorText" in navigated:
            raise BrowserError(f"{url}: {navigated['errorText']}")
        if loader := navigated.get("loaderId"):  # none: the same document, at a #fragment
            self.browser.wait_until(lambda: loader in self._loaded, f"{url} to load")
        self.evaluate("document.fonts.ready.then(() => null)")

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression (a promise's, once it settles)."""
        params = {"expression": expression, "returnByValue": True, "awaitPromise": True}
        if details := (result := self.call("Runtime.evaluate", params)).get("exceptionDetails"):
            thrown = details.get("exception", {}).get("description", details["text"])
            raise BrowserError(f"{expression[:200]}\n{thrown}")
        value = result["result"]
        if "unserializableValue" in value:  # -0, NaN, Infinity: JSON has none of them
            return float(value["unserializableValue"])
        return value.get("value")

    def horizontal_overflow(self) -> Overflow:
        px, laid_out, widest = self.evaluate(f"({_OVERFLOW})({self.width})")
        if laid_out > self.width:  # as a phone does when the page says nothing, then zooms out
            widest.append(f"(laid out {laid_out}px wide: no viewport <meta>?)")
        return Overflow(max(0, px), self.width, tuple(widest))

    def screenshot(self, path: Path, full_page: bool = True) -> Path:
        """A PNG of the whole page, or of the viewport."""
        params: dict[str, Any] = {"format": "png", "captureBeyondViewport": full_page}
        if full_page:
            size = self.call("Page.getLayoutMetrics")["cssContentSize"]
            width, height = size["width"], size["height"]
            params["clip"] = {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", params)["data"]))
        return path

    def keep_screenshot(self, name: str) -> Path | None:
        """A full-page PNG named ``name`` in :func:`screenshot_dir`, when one is asked for."""
        folder = screenshot_dir()
        return self.screenshot(folder / name) if folder is not None else None

    def click(self, selector: str) -> None:
        """Clicks the element, which must show its middle (not hidden, not covered)."""
        self._act(_CLICK, selector, "click")

    def select(self, selector: str, value: str) -> None:
        """Chooses an option of a <select> as a user does: input and change events fire."""
        self._act(_SELECT, selector, f"select {value!r} in", value)

    def _act(self, function: str, selector: str, doing: str, *args: str) -> None:
        call = f"(e => e ? ({function})(e, ...{json.dumps(args)}) : 'no element matches it')"
        if problem := self.evaluate(f"{call}(document.querySelector({json.dumps(selector)}))"):
            raise BrowserError(f"cannot {doing} {selector!r}: {problem}")

    def links(self) -> list[str]:
        """Every link's target, as an absolute URL."""
        return list(self.evaluate("[...document.querySelectorAll('a[href]')].map(a => a.href)"))

    def images(self) -> dict[str, bool]:
        """Every image's URL, and whether it loaded (false: missing or broken)."""
        js = "[...document.images].map(i => [i.currentSrc || i.src, i.complete && i.naturalWidth"
        return dict(self.evaluate(js + " > 0])"))

    def fonts_loaded(self) -> set[str]:
        """The families of the page's @font-face fonts that loaded (not the system's)."""
        js = "[...document.fonts].filter(f => f.status === 'loaded').map(f => f.family)"
        return {f.strip("\"'") for f in self.evaluate(f"document.fonts.ready.then(() => {js})")}

    def axe(self) -> list[Violation]:
        """What axe-core finds wrong with the page's accessibility."""
        if not AXE.is_file():
            pytest.fail(f"{AXE} is missing: run `make test-setup` (it fetches axe-core)")
        if not self.evaluate("typeof axe === 'object'"):
            self.evaluate(AXE.read_text(encoding="utf-8") + "\n;null")
        return [
            Violation(i, impact, text, tuple(at)) for i, impact, text, at in self.evaluate(_AXE)
        ]

    def _event(self, method: str, params: dict[str, Any]) -> None:
        entry, request, response = (params.get(k, {}) for k in ("entry", "request", "response"))
        if method == "Page.lifecycleEvent" and params["name"] == "load":
            self._loaded.add(params["loaderId"])
        elif method == "Page.javascriptDialogOpening":  # the page waits for an answer
            self.dialogs.append(f"{params['type']}: {params['message']}")
            self.browser.tell("Page.handleJavaScriptDialog", {"accept": False}, self.session)
        elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
            args = (str(a.get("value", a.get("description"))) for a in params["args"])
            self.console_errors.append(" ".join(args))
        elif method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            self.console_errors.append(details.get("exception", {}).get("description", ""))
        elif method == "Log.entryAdded" and entry["level"] == "error":
            self.console_errors.append(f"{entry['text']} ({entry.get('url', '')})")
        elif method == "Network.requestWillBeSent":
            self._urls[params["requestId"]] = request["url"]
        elif method == "Network.responseReceived" and response["status"] >= 400:
            self.failed_requests.append(f"{response['url']}: HTTP {response['status']}")
        elif method == "Network.loadingFailed" and not params.get("canceled"):
            url = self._urls.get(params["requestId"], "?")
            self.failed_requests.append(f"{url}: {params['errorText']}")


def resolve_internal(links: Iterable[str], root: Path) -> list[str]:
    """The broken ones of the ``file://`` links, each with why: outside ``root``, to no file
    (a folder's is its index.html), or to a #fragment that no id (or <a name>) names."""
    root, ids, broken = root.resolve(), dict[Path, set[str]](), list[str]()
    for link in links:
        if (parts := urlsplit(link)).scheme != "file":
            continue
        path = Path(url2pathname(parts.path)).resolve()
        path, fragment = path / "index.html" if path.is_dir() else path, unquote(parts.fragment)
        if not path.is_relative_to(root):
            broken.append(f"{link}: outside {root}")
        elif not path.is_file():
            broken.append(f"{link}: no such file")
        elif fragment and fragment != "top":  # #top needs no id: it is the page's top
            if path not in ids:
                ids[path] = set(_IDS.findall(path.read_text(encoding="utf-8")))
            if fragment not in ids[path]:
                broken.append(f"{link}: no id {fragment!r} in {path.name}")
    return broken
