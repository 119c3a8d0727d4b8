"""A headless Chromium and the DevTools protocol spoken with it on a pipe
(``--remote-debugging-pipe``: JSON messages ended by a NUL byte, that Chromium reads from
its fd 3 and writes to its fd 4): no port, no extra package, nothing downloaded at run time.
``tests/browser.py`` builds pages on it; ``make test-setup`` installs Debian's chromium."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from tests.conftest import HANG

TIMEOUT = HANG  # only a hang: Chromium on a busy machine may take long for a page
FLAGS = (
    "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--no-default-browser-check", "--disable-dev-shm-usage",
    "--hide-scrollbars", "--mute-audio", "--password-store=basic", "--remote-debugging-pipe",
    "--disable-features=Translate,MediaRouter,OptimizationHints",
    # a page reaches no host but this one: a font or a script from the web fails to load
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
)  # fmt: skip

Listener = Callable[[str, dict[str, Any]], None]
Self = TypeVar("Self", bound="Chromium")


class BrowserError(Exception):
    """Chromium died or timed out, a DevTools command failed, or a page's script threw."""


def find_chromium() -> str:
    """Chromium's command; the test fails (never skips) without one."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        if found := shutil.which(name):
            return found
    pytest.fail(
        "Chromium is not installed: run `make test-setup` (or: sudo apt-get install chromium)"
    )


class Chromium:
    """One Chromium process, and the commands and events of its DevTools protocol."""

    def __init__(self, executable: str | None = None) -> None:
        command = [executable or find_chromium(), *FLAGS]
        self._home = Path(tempfile.mkdtemp(prefix="cvgen-chromium-"))
        commands, replies = os.pipe(), os.pipe()
        # out of the way first, so that moving them onto 3 and 4 overwrites neither
        ends = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10) for fd in (commands[0], replies[1])]
        with (self._home / "chromium.log").open("wb") as log:
            self.process = subprocess.Popen(
                [*command, f"--user-data-dir={self._home}"],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
                close_fds=False,  # it would close 3 and 4 too; Python's own fds are not inherited
                preexec_fn=lambda: [*map(os.dup2, ends, (3, 4))],
                start_new_session=True,  # a group of its own, to end its helpers with it
            )
        for fd in (commands[0], replies[1], *ends):
            os.close(fd)
        self._to, self._back = commands[1], replies[0]
        os.set_blocking(self._to, False)
        self._unread, self._unsent, self._last = b"", b"", 0
        self._replies: dict[int, dict[str, Any]] = {}
        self._ignored: set[int] = set()  # the ids of the replies nobody waits for
        self.listeners: dict[str, Listener] = {}  # by session: who handles its events
        try:
            self.version = str(self.call("Browser.getVersion")["product"])
        except BrowserError:
            self.close()
            raise

    @classmethod
    def start(cls: type[Self], executable: str | None = None) -> Self:
        """Starts Chromium (as the constructor does); ``executable``: find_chromium()'s."""
        return cls(executable)

    def __enter__(self: Self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        try:
            self.send("Browser.close")
            self.process.wait(5)
        except (OSError, BrowserError, subprocess.TimeoutExpired):
            with contextlib.suppress(ProcessLookupError):  # gone already
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        for fd in (self._to, self._back):
            os.close(fd)
        shutil.rmtree(self._home, ignore_errors=True)

    def send(self, method: str, params: dict[str, Any] | None = None, session: str = "") -> int:
        """Sends a command without waiting for its reply; returns its id."""
        self._last += 1
        message = {"id": self._last, "method": method, "params": params or {}}
        # queued, not written at once: an event handled while this waits may send too
        self._unsent += json.dumps(message | ({"sessionId": session} if session else {})).encode()
        self._unsent += b"\0"
        self.wait_until(lambda: not self._unsent, f"Chromium to read {method}")
        return self._last

    def call(self, method: str, params: dict[str, Any] | None = None, session: str = "") -> Any:
        """Runs a command and returns its result."""
        number = self.send(method, params, session)
        self.wait_until(lambda: number in self._replies, method)
        if error := (reply := self._replies.pop(number)).get("error"):
            raise BrowserError(f"{method}: {error.get('message')}")
        return reply.get("result", {})

    def tell(self, method: str, params: dict[str, Any] | None = None, session: str = "") -> None:
        """Sends a command whose reply is of no interest."""
        self._ignored.add(self._last + 1)
        self.send(method, params, session)

    def wait_until(self, done: Callable[[], bool], what: str, timeout: float = TIMEOUT) -> None:
        """Hands Chromium's events to the listeners, and sends the queued commands, until
        ``done()``."""
        deadline = time.monotonic() + timeout
        while not done():
            if (left := deadline - time.monotonic()) <= 0:
                raise BrowserError(f"timed out waiting for {what}\n{self.log()}")
            writing = [self._to] if self._unsent else []
            readable, writable, _ = select.select([self._back], writing, [], left)
            if writable:
                self._unsent = self._unsent[os.write(self._to, self._unsent) :]
            if readable:
                self._read()

    def _read(self) -> None:
        if not (chunk := os.read(self._back, 1 << 20)):
            raise BrowserError(f"Chromium exited ({self.process.poll()})\n{self.log()}")
        *messages, self._unread = (self._unread + chunk).split(b"\0")
        for message in map(json.loads, messages):
            if "id" not in message:
                if listener := self.listeners.get(message.get("sessionId", "")):
                    listener(message["method"], message.get("params", {}))
            elif message["id"] not in self._ignored:
                self._replies[message["id"]] = message

    def log(self) -> str:
        """The end of what Chromium wrote on its stdout and stderr."""
        return (self._home / "chromium.log").read_text(errors="replace")[-3000:]
