"""``cvgen build --watch``: the real watcher on a copy of the profiles, in a
thread through the library and as the real command in a subprocess.

Waits are generous (a loaded 2-core machine) but end as soon as what is
awaited arrives."""

import queue
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

from cvgen.cv.request import CvRequest
from cvgen.errors import CvgenError
from cvgen.model.dates import PartialDate
from cvgen.pipeline import watch
from cvgen.pipeline.engine import cancelled
from cvgen.pipeline.inputs import Inputs
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BatchInterrupted, PageResult
from cvgen.pipeline.watch import (
    Built,
    Changed,
    Failed,
    Fresh,
    WatchEvent,
    Watching,
    WatchRequest,
    watch_builds,
)
from cvgen.support.resources import page_template_dir
from tests.conftest import HANG, ROOT, pdf_text, squash

WAIT = HANG  # seconds, at most, for one event or line
DAY = PartialDate(2024, 10, 10)


# Small profiles for the bundled group's members (the watcher is the subject,
# not the CVs: a page of TeX a build, not two), each citing the database's
# DistTrain paper; the lines the tests edit are the real profiles' own.
SMALL = {
    "zili-zhang": """date: 2024-10-10
name: {en: Zili Zhang, zh: 张子力}
position: {en: Ph.D. Student, zh: 博士研究生}
affiliation: {en: Peking University, zh: 北京大学}
education:
  - institution: {en: Peking University, zh: 北京大学}
    degree: {en: Ph.D. in Computer Science and Engineering, zh: 计算机科学与技术专业 博士}
    start: 2023-09
    end: present
publications:
  papers: [disttrain-sigcomm25]
""",
    "yinmin-zhong": """name: Yinmin Zhong
education:
  - institution: Peking University
    degree: Ph.D. in Computer Science
    start: 2022-09
    end: present
publications:
  papers: [disttrain-sigcomm25]
""",
    "zhisheng-ye": """name: Zhisheng Ye
education:
  - institution: Peking University
    degree: Ph.D. in Computer Science
    start: 2020-09
    end: present
""",
}


def small_profile(folder: Path, member: str) -> Path:
    """``member``'s small profile (:data:`SMALL`) written into ``folder``."""
    path = folder / f"{member}.yaml"
    path.write_text(SMALL[member], encoding="utf-8")
    return path


def whole_zili(group: Path) -> Path:
    """Zili's bundled profile in place of his small one, for a web page: a
    page takes no TeX, and its fonts are subset to the characters it shows,
    which on his whole CV are those of other tests' pages (every ASCII
    letter): the run's subsets serve it (conftest.py: SHARED_KINDS)."""
    profile = group / "profiles/zili-zhang.yaml"
    shutil.copy(ROOT / "profiles/zili-zhang.yaml", profile)
    return profile


@pytest.fixture
def group(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The bundled profiles folder's database and variants, with small
    profiles of Zili and Yinmin only; the working directory."""
    profiles = tmp_path / "profiles"
    profiles.mkdir()
    for name in ("publications.yaml", "variants.yaml"):
        shutil.copy(ROOT / "profiles" / name, profiles / name)
    for member in ("zili-zhang", "yinmin-zhong"):
        small_profile(profiles, member)
    monkeypatch.chdir(tmp_path)
    return tmp_path


class Watcher:
    """``watch_builds`` in a thread; its events read in order as they come."""

    def __init__(self, request: WatchRequest) -> None:
        self.events: queue.Queue[WatchEvent | BaseException] = queue.Queue()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(request,), daemon=True)
        self.thread.start()

    def _run(self, request: WatchRequest) -> None:
        try:
            watch_builds(request, self.events.put, stop=self.stop)
        except BaseException as exc:
            self.events.put(exc)

    def next(self, kind: type[Any], timeout: float = WAIT) -> Any:
        """The next event of ``kind`` (skipping others)."""
        deadline = time.monotonic() + timeout
        while True:
            event = self.events.get(timeout=max(0.0, deadline - time.monotonic()))
            if isinstance(event, BaseException):
                raise event
            if isinstance(event, kind):
                return event

    def close(self) -> None:
        self.stop.set()
        self.thread.join(timeout=WAIT)
        assert not self.thread.is_alive(), "the watcher did not stop"


@pytest.fixture
def watcher() -> Iterator[Callable[[WatchRequest], Watcher]]:
    started: list[Watcher] = []

    def start(request: WatchRequest) -> Watcher:
        started.append(Watcher(request))
        return started[-1]

    yield start
    for one in started:
        one.close()


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_changed_profile_is_rebuilt_and_a_broken_one_reported(
    group: Path, watcher: Callable[[WatchRequest], Watcher]
) -> None:
    profile = group / "profiles/zili-zhang.yaml"
    out = group / "profiles"  # the PDFs land in a watched folder: no rebuild loop
    w = watcher(WatchRequest((profile,), CvRequest(date=DAY), BuildOptions(out_dir=out)))
    pdf = w.next(Built).result.pdf
    assert not w.next(Watching).inputs.profiles_dir
    for junk in (".zili-zhang.yaml.swp", "zili-zhang.yaml~", ".#zili-zhang.yaml", "notes.txt"):
        (group / "profiles" / junk).write_text("x", encoding="utf-8")
    edit(profile, "position: {en: Ph.D. Student, zh: 博士研究生}", "position: Watched Candidate")
    assert w.next(Changed).paths == (profile,)  # nothing else woke it
    rebuilt = w.next(Built)
    assert rebuilt.rebuilt and rebuilt.result.pdf == pdf and not rebuilt.result.cached
    assert "Watched Candidate" in squash(pdf_text(pdf))

    edit(profile, "education:", "education: [\n")
    failed = w.next(Failed)
    assert failed.profile == profile
    assert re.search(r"profiles/zili-zhang\.yaml:\d+:\d+: ", failed.error.message)
    assert w.thread.is_alive()
    assert "Watched Candidate" in squash(pdf_text(pdf))  # the previous PDF stays

    edit(profile, "education: [\n", "education:")
    edit(profile, "position: Watched Candidate", "position: Fixed Candidate")
    assert w.next(Built).rebuilt
    assert "Fixed Candidate" in squash(pdf_text(pdf))
    # its own PDF woke nothing: the next change is a later save of another input
    database = group / "profiles/publications.yaml"
    database.write_text(database.read_text(encoding="utf-8") + "# saved\n", encoding="utf-8")
    assert w.next(Changed).paths == (database.resolve(),)


def test_typst_builds_are_watched_and_a_group_themes_cvgen_typ_too(
    group: Path, watcher: Callable[[WatchRequest], Watcher]
) -> None:
    """``build --watch --engine typst``: a saved profile, then a saved line of
    the group theme's cvgen.typ (which defines only the section titles and
    takes the rest from classic), each rebuilds the PDF, by Typst."""
    from pypdf import PdfReader

    theme = group / "profiles/themes/mine"
    theme.mkdir(parents=True)
    (theme / "theme.yaml").write_text("description: mine\nextends: classic\n", encoding="utf-8")
    typ = theme / "cvgen.typ"
    typ.write_text("#let cvsection(head, rest) = block[§ #head#rest]\n", encoding="utf-8")
    profile = group / "profiles/zili-zhang.yaml"
    request = CvRequest(date=DAY, engine="typst", theme="mine")
    w = watcher(WatchRequest((profile,), request, BuildOptions(out_dir=group / "out")))
    pdf = w.next(Built).result.pdf
    assert "§ Education" in squash(pdf_text(pdf))
    assert "Typst" in str(PdfReader(pdf).metadata.producer)  # type: ignore[union-attr]
    w.next(Watching)
    edit(profile, "position: {en: Ph.D. Student, zh: 博士研究生}", "position: Watched Candidate")
    assert w.next(Changed).paths == (profile,)
    assert w.next(Built).rebuilt
    assert "Watched Candidate" in squash(pdf_text(pdf))
    typ.write_text("#let cvsection(head, rest) = block[¶ #head#rest]\n", encoding="utf-8")
    assert w.next(Built).rebuilt
    assert "¶ Education" in squash(pdf_text(pdf)) and "§" not in pdf_text(pdf)


def test_the_database_rebuilds_every_profile_and_new_profiles_are_built(
    group: Path, watcher: Callable[[WatchRequest], Watcher]
) -> None:
    options = BuildOptions(out_dir=group / "out")
    request = WatchRequest(
        cv=CvRequest(date=DAY), options=options, jobs=2, profiles_dir=Path("profiles")
    )
    w = watcher(request)
    first = {w.next(Built).result.pdf.name for _ in range(2)}
    assert first == {"zili-zhang-long-2024-10-10.pdf", "yinmin-zhong-long-2024-10-10.pdf"}
    assert len(w.next(Watching).inputs.profiles) == 2

    edit(group / "profiles/publications.yaml", "DistTrain: Addressing", "WatchTrain: Addressing")
    changed = w.next(Changed)
    assert changed.paths == ((group / "profiles/publications.yaml").resolve(),)
    assert set(changed.rebuild) == {
        Path("profiles/zili-zhang.yaml"),
        Path("profiles/yinmin-zhong.yaml"),
    }
    for _ in range(2):
        result = w.next(Built).result
        assert "WatchTrain: Addressing" in squash(pdf_text(result.pdf)), result.pdf

    small_profile(group / "profiles", "zhisheng-ye")
    assert w.next(Changed).rebuild == (Path("profiles/zhisheng-ye.yaml"),)
    assert w.next(Built).result.pdf.name == "zhisheng-ye-long-2024-10-10.pdf"
    assert len(w.next(Watching).inputs.profiles) == 3

    (group / "profiles/yinmin-zhong.yaml").unlink()
    gone = w.next(Changed)
    assert (gone.rebuild, gone.removed) == ((), (Path("profiles/yinmin-zhong.yaml"),))
    assert (group / "out/yinmin-zhong-long-2024-10-10.pdf").is_file()  # its PDF stays


def test_ctrl_c_while_waiting_ends_watching(group: Path) -> None:
    def interrupted(
        inputs: Inputs, stop: threading.Event | None
    ) -> Generator[set[Path], None, None]:
        raise KeyboardInterrupt
        yield set()

    events: list[WatchEvent] = []
    profile = group / "profiles/zili-zhang.yaml"
    edit(profile, "education:", "education: [\n")  # fails fast: no TeX
    watch_builds(WatchRequest((profile,)), events.append, watcher=interrupted)
    assert [type(e) for e in events] == [Failed, Watching]


def test_a_web_page_alone_is_rebuilt_on_a_change_and_no_pdf_is_written(group: Path) -> None:
    """``--format html``: the page is built, and built again when its profile
    changes; a change to the page templates wakes it too (here nothing really
    changed: it is found up to date)."""
    profile = whole_zili(group)
    css = page_template_dir().resolve() / "web.css"  # reported, not edited: others read it

    def scripted(inputs: Inputs, stop: threading.Event | None) -> Generator[set[Path], None, None]:
        edit(profile, "position: {en: Ph.D. Student, zh: 博士研究生}", "position: Web Candidate")
        yield {profile.resolve()}
        yield {css}

    events: list[WatchEvent] = []
    options = BuildOptions(out_dir=group / "out", formats=("html",))
    request = WatchRequest((profile,), CvRequest(date=DAY), options)
    watch_builds(request, events.append, watcher=scripted)
    assert [type(e) for e in events] == [Built, Watching, Changed, Built, Changed, Fresh]
    first, _, changed, rebuilt, templates, fresh = events
    assert isinstance(first, Built) and isinstance(first.result, PageResult)
    page = group / "out/zili-zhang-long-2024-10-10.html"
    assert (first.result.page, first.rebuilt) == (page, False)
    assert isinstance(changed, Changed) and changed.paths == (profile.resolve(),)
    assert isinstance(rebuilt, Built) and isinstance(rebuilt.result, PageResult)
    assert rebuilt.rebuilt and rebuilt.result.page == page and not rebuilt.result.cached
    assert "Web Candidate" in page.read_text(encoding="utf-8")
    assert isinstance(templates, Changed) and templates.rebuild == (profile,)
    assert isinstance(fresh, Fresh) and fresh.build.pdf == page
    assert sorted(p.name for p in (group / "out").iterdir()) == [page.name]  # no PDF


def test_ctrl_c_just_after_the_last_line_is_a_stop(
    group: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The race of a Ctrl-C right after a round's last line, before watching
    again: nothing is cut short, so watching ends as it does while waiting
    (no KeyboardInterrupt, so no status 130)."""
    real = watch._build_round

    def then_ctrl_c(*args: Any, **kwargs: Any) -> None:
        real(*args, **kwargs)
        raise KeyboardInterrupt

    monkeypatch.setattr(watch, "_build_round", then_ctrl_c)
    events: list[WatchEvent] = []
    watch_builds(WatchRequest((group / "profiles/zili-zhang.yaml",)), events.append)
    assert [type(e) for e in events] == [Built]  # built, then stopped: no Watching line
    assert not cancelled.is_set()


def test_ctrl_c_during_a_build_is_an_interruption(group: Path) -> None:
    """A Ctrl-C while the first of two outcomes is told leaves the second
    undone: an interruption (status 130), not a stop."""

    def emit(event: WatchEvent) -> None:
        if isinstance(event, Failed):
            raise KeyboardInterrupt

    profiles = (group / "profiles/zili-zhang.yaml", group / "profiles/yinmin-zhong.yaml")
    for profile in profiles:
        edit(profile, "education:", "education: [\n")
    try:
        with pytest.raises(BatchInterrupted):
            watch_builds(WatchRequest(profiles), emit)
        assert cancelled.is_set()  # builds still running write nothing
    finally:
        cancelled.clear()  # for the tests that call build_cv, not run, next


def test_an_unreadable_profiles_folder_stops_before_watching(group: Path) -> None:
    with pytest.raises(CvgenError, match="no such folder"):
        watch_builds(WatchRequest(profiles_dir=Path("nowhere")), lambda e: None)


class Lines:
    """A stream's lines, read in a thread, awaited by pattern."""

    def __init__(self, stream: Any) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: Any) -> None:
        for line in stream:
            self.lines.put(line.rstrip("\n"))

    def wait(self, pattern: str) -> re.Match[str]:
        deadline = time.monotonic() + WAIT
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no line matching {pattern!r} in {self.seen}") from None
            self.seen.append(line)
            if found := re.search(pattern, line):
                return found


def test_the_command_rebuilds_on_save_and_ctrl_c_ends_it(group: Path) -> None:
    profile = group / "profiles/zili-zhang.yaml"
    command = [str(Path(sys.executable).parent / "cvgen"), "build", "profiles/zili-zhang.yaml"]
    process = subprocess.Popen(
        [*command, "--watch", "--png"],
        cwd=group,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # a test runner started in the background may ignore SIGINT; the user's shell does not
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        out, err = Lines(process.stdout), Lines(process.stderr)
        pdf = "out/zili-zhang-long-2024-10-10.pdf"
        out.wait(rf"^built {pdf} \(1 page, [\d.]+ s\)$")
        out.wait(r"^  png out/zili-zhang-long-2024-10-10.png \(110 dpi")
        out.wait(r"^watching profiles/zili-zhang.yaml, profiles/publications.yaml, .*Ctrl-C")
        edit(profile, "position: {en: Ph.D. Student, zh: 博士研究生}", "position: Saved Candidate")
        out.wait(r"^changed profiles/zili-zhang.yaml$")
        out.wait(rf"^rebuilt {pdf} \(1 page, [\d.]+ s\)$")
        assert "Saved Candidate" in squash(pdf_text(group / pdf))

        edit(profile, "education:", "education: [\n")
        err.wait(r"^error: profiles/zili-zhang.yaml: 1 problem found$")
        err.wait(r"^profiles/zili-zhang.yaml:\d+:\d+: YAML syntax error")
        edit(profile, "education: [\n", "education:")
        edit(profile, "position: Saved Candidate", "position: Again Candidate")
        out.wait(rf"^rebuilt {pdf} \(1 page, [\d.]+ s\)$")
        out.wait(r"^  png .* \(110 dpi, [\d.]+ s\)$")  # the last step of a rebuild
        assert "Again Candidate" in squash(pdf_text(group / pdf))
        assert process.poll() is None
    finally:
        process.send_signal(signal.SIGINT)  # while waiting: the way to end watching
        status = process.wait(timeout=WAIT)
    errors = [*err.seen, *err.lines.queue]
    assert status == 0, errors
    out.wait(r"^stopped watching$")
    assert not [line for line in errors if "Traceback" in line or "interrupted" in line]


def test_the_command_rebuilds_the_web_page_alone(group: Path) -> None:
    profile = whole_zili(group)
    command = [str(Path(sys.executable).parent / "cvgen"), "build", "profiles/zili-zhang.yaml"]
    process = subprocess.Popen(
        [*command, "--watch", "--format", "html"],
        cwd=group,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    page = "out/zili-zhang-long-2024-10-10.html"
    try:
        out = Lines(process.stdout)
        out.wait(rf"^built {page} \([\d.]+ s\)$")
        out.wait(r"^watching profiles/zili-zhang.yaml, .*Ctrl-C")
        edit(profile, "position: {en: Ph.D. Student, zh: 博士研究生}", "position: Served Candidate")
        out.wait(r"^changed profiles/zili-zhang.yaml$")
        out.wait(rf"^rebuilt {page} \([\d.]+ s\)$")
        assert "Served Candidate" in (group / page).read_text(encoding="utf-8")
        # the round ends just after its last line (a page takes no PNG step to wait for):
        # a Ctrl-C now, before it is back to waiting, cuts nothing short: a stop, status 0
        assert process.poll() is None
    finally:
        process.send_signal(signal.SIGINT)
        status = process.wait(timeout=WAIT)
    assert status == 0, process.stderr.read()
    out.wait(r"^stopped watching$")
    assert [line for line in out.seen if ".pdf" in line] == []
    assert sorted(p.name for p in (group / "out").iterdir()) == [Path(page).name]


def test_sigterm_while_waiting_ends_watching_as_ctrl_c_does(group: Path) -> None:
    """`cvgen build --watch &` ended by kill: it says it stopped, status 0."""
    profile = group / "profiles/zili-zhang.yaml"
    edit(profile, "education:", "education: [\n")  # the first round fails fast: no TeX
    process = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "cvgen"),
            "build",
            str(profile.relative_to(group)),
            "--watch",
        ],
        cwd=group,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        out = Lines(process.stdout)
        out.wait(r"^watching profiles/zili-zhang.yaml, .*Ctrl-C")
    finally:
        process.send_signal(signal.SIGTERM)
        status = process.wait(timeout=WAIT)
    assert status == 0
    out.wait(r"^stopped watching$")
    assert "Traceback" not in process.stderr.read()
