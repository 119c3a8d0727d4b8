"""watchfiles in its thread, for real, on a copy of the profiles folder."""

import shutil
import threading
import time
from pathlib import Path

import pytest

from cvgen.pipeline.folderwatch import SETTLE_MS, FolderWatch
from cvgen.pipeline.inputs import Inputs
from tests.conftest import HANG, ROOT


@pytest.fixture
def group(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    monkeypatch.chdir(tmp_path)
    return tmp_path.resolve() / "profiles"


def test_input_changes_come_and_other_files_do_not(group: Path) -> None:
    watch = FolderWatch(Inputs.find((Path("profiles/zili-zhang.yaml"),)))
    try:
        reading = iter(watch)
        for junk in (".zili-zhang.yaml.swp", "zili-zhang.yaml~", ".#zili-zhang.yaml", "cv.pdf"):
            (group / junk).write_text("x", encoding="utf-8")
        (group / "yinmin-zhong.yaml").write_text("# not watched: not named\n", encoding="utf-8")
        (group / "zili-zhang.yaml").write_text("name: Z\n", encoding="utf-8")
        assert next(reading) == {group / "zili-zhang.yaml"}
        # the reader is busy (a build) for two settles, so that watchfiles looks
        # again before the save: a save now is kept for the next read
        time.sleep(2 * SETTLE_MS / 1000)
        (group / "publications.yaml").write_text("papers: {}\n", encoding="utf-8")
        assert next(reading) == {group / "publications.yaml"}
    finally:
        watch.close()
    assert not watch.thread.is_alive()


def test_the_stop_event_ends_reading(group: Path) -> None:
    stop = threading.Event()
    watch = FolderWatch(Inputs.find(), stop)
    threading.Timer(0.2, stop.set).start()
    started = time.monotonic()
    assert list(watch) == []
    assert time.monotonic() - started < HANG
    watch.close()


class GatedWatch(FolderWatch):
    """A FolderWatch whose watchfiles loop waits at ``gate`` before each of its
    steps (it asks ``is_set`` before it looks at what changed): what the test
    does while the gate is closed falls between two of its looks, however slow
    the machine."""

    def __init__(self, inputs: Inputs) -> None:
        self.gate = threading.Event()
        self.gate.set()
        super().__init__(inputs)

    def is_set(self) -> bool:
        assert self.gate.wait(HANG)
        return super().is_set()


def test_one_save_in_two_writes_is_one_change(group: Path) -> None:
    """An editor that truncates, then writes (or writes twice) a tenth of a
    second apart, within one settle: one change, so one round of builds."""
    assert SETTLE_MS >= 2 * 150  # an editor's two writes fall within one settle
    watch = GatedWatch(Inputs.find((Path("profiles/zili-zhang.yaml"),)))
    try:
        reading = iter(watch)
        profile = group / "zili-zhang.yaml"
        watch.gate.clear()
        profile.write_text("", encoding="utf-8")
        time.sleep(0.15)
        profile.write_text("name: Z\n", encoding="utf-8")
        watch.gate.set()
        assert next(reading) == {profile}
        # a later save of another input comes alone: no second change for the first
        (group / "publications.yaml").write_text("papers: {}\n", encoding="utf-8")
        assert next(reading) == {group / "publications.yaml"}
    finally:
        watch.close()
