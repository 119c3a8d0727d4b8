"""Changes to a set of inputs as they come, from watchfiles (Rust, notify)
running in a thread of its own, so that none is lost while a build runs.

Folders are watched, not files: an editor that saves by writing a new file
and renaming it over the old one would end a watch on the file. Only changes
to the inputs (:meth:`cvgen.pipeline.inputs.Inputs.wanted`) are reported, so a build's
own output and editors' swap, backup and lock files (watchfiles' default
filter) wake nothing. watchfiles groups a burst of saves into one change:
changes less than :data:`SETTLE_MS` apart (an editor's save is often two
writes, or a write and a rename) make one round of builds, not two.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

from cvgen.pipeline.inputs import Inputs

#: How long the folders must be quiet before a change is reported (watchfiles'
#: ``step``; its default, 50 ms, splits one save into two changes).
SETTLE_MS = 300


class Changes(Protocol):
    """Sets of changed inputs, a burst of saves at a time, as they come."""

    def __iter__(self) -> Iterator[set[Path]]: ...

    def close(self) -> None: ...


class FolderWatch:
    """watchfiles on the inputs' folders, in a thread of its own from the
    moment it is made: a change made during a build is kept for the next
    read, none is lost between two. Reading raises KeyboardInterrupt at
    Ctrl-C (the main thread waits on a queue); it ends when ``stop`` is set
    or at :meth:`close`."""

    def __init__(self, inputs: Inputs, stop: threading.Event | None = None) -> None:
        self.inputs = inputs
        self.stop = stop
        self.ended = threading.Event()
        self.ready = threading.Event()
        self.found: queue.Queue[set[Path] | BaseException | None] = queue.Queue()
        self.thread = threading.Thread(target=self._run, daemon=True, name="cvgen-watch")
        self.thread.start()
        self.ready.wait(timeout=10)

    def is_set(self) -> bool:
        """watchfiles' stop event: it asks while it waits (every SETTLE_MS), so
        the first call says that it is watching."""
        self.ready.set()
        return self.ended.is_set() or (self.stop is not None and self.stop.is_set())

    def _run(self) -> None:
        import watchfiles

        inputs = self.inputs

        class InputFilter(watchfiles.DefaultFilter):  # editors' swap, backup and lock files too
            def __call__(self, change: watchfiles.Change, path: str) -> bool:
                return super().__call__(change, path) and inputs.wanted(Path(path))

        try:
            for changes in watchfiles.watch(
                *inputs.folders(),
                watch_filter=InputFilter(),
                stop_event=self,
                recursive=False,
                step=SETTLE_MS,
            ):
                self.found.put({Path(path) for _, path in changes})
        except BaseException as exc:  # raised to the reader, in the main thread
            self.found.put(exc)
        finally:
            self.ready.set()
            self.found.put(None)

    def __iter__(self) -> Iterator[set[Path]]:
        while (item := self.found.get()) is not None:
            if isinstance(item, BaseException):
                raise item
            yield item

    def close(self) -> None:
        self.ended.set()
        self.thread.join()
