"""cvgen's XeLaTeX format: made once per class, the same PDF byte for byte with
it as without, and never used when anything about it is in doubt."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from cvgen.cv.workspace import select_cv
from cvgen.model.dates import PartialDate
from cvgen.render.latex.render import render_tex
from cvgen.sources.themes import load_theme
from cvgen.support import cache
from cvgen.tex import formatmaker, texformat
from cvgen.tex.compile import TexDocument, class_file, compile_pdf
from cvgen.tex.fonts import resolve_fonts
from cvgen.tex.formatmaker import make_format
from cvgen.tex.xelatex import TEX_EPOCH, find_tex_engine
from tests.conftest import ROOT, campaign_beyond, link_kinds
from tests.e2e.test_seeds import THEMES

DAY = PartialDate(2024, 10, 10)
PROFILES = ("zili-zhang", "yinmin-zhong", "zhisheng-ye")


@pytest.fixture
def formats_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(texformat.SWITCH, "on")


@pytest.fixture
def made_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """Formats made by the test itself only: a build without one would ask a
    process of its own for it, which could replace the one the test damaged."""
    monkeypatch.setattr(formatmaker, "request_format", lambda cls: None)


def document(profile: str = "zili-zhang", theme: str = "awesome") -> TexDocument:
    selected = select_cv(ROOT / f"profiles/{profile}.yaml").selected
    return render_tex(selected, DAY, load_theme(theme))


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory, _formats: Path) -> Callable[[TexDocument], Path]:
    """The format of a document's class, made here (not by a process of its own)
    once for the module, in a cache of its own: a built-in theme's is the run's
    (conftest.py _formats, made by make_format too, in the test process), any
    other class's is made here; the test's cache gets it by hard links (its
    record names its inode). A test that damages it writes a new file in its
    own cache, never into the linked one."""
    folder = tmp_path_factory.mktemp("made-formats")
    link_kinds(_formats, folder, (texformat.KIND,))
    done: set[Path] = set()

    def made_for(doc: TexDocument) -> Path:
        cls = class_file(doc)
        assert cls is not None
        if cls not in done:
            with pytest.MonkeyPatch.context() as env:
                env.setenv("CVGEN_CACHE_DIR", str(folder))
                if texformat.usable_format(cls) is None:
                    made_format(cls)
            done.add(cls)
        own = cache.cache_dir()
        assert own is not None
        link_kinds(folder, own, (texformat.KIND,))
        fmt = texformat.usable_format(cls)
        assert fmt is not None and fmt.parent == own / texformat.KIND
        return fmt

    return made_for


def made_format(cls: Path) -> Path:
    """The format of the class ``cls``, made here."""
    engine = find_tex_engine()
    assert engine is not None
    assert make_format(cls, texformat.format_key(cls, engine))
    fmt = texformat.usable_format(cls)
    assert fmt is not None
    return fmt


def record_of(cls: Path) -> tuple[str, dict[str, object]]:
    engine = find_tex_engine()
    assert engine is not None
    key = texformat.format_key(cls, engine)
    raw = cache.read(texformat.KIND, f"{key}.json")
    assert raw is not None
    return key, json.loads(raw)


# make test: Zili's CV in the default theme (the suite builds with each theme's
# format: conftest.py _formats; every profile takes the same path through the
# format); the campaign: every bundled CV in every theme
@pytest.mark.parametrize(
    ("theme", "profile"),
    campaign_beyond([(t, p) for t in THEMES for p in PROFILES], ("awesome", "zili-zhang")),
)
@pytest.mark.usefixtures("formats_on", "made_here")
def test_every_bundled_cv_in_every_theme_is_the_same_with_its_format(
    theme: str, profile: str, made: Callable[[TexDocument], Path]
) -> None:
    doc = document(profile, theme)
    bare = compile_pdf(doc, epoch=TEX_EPOCH).pdf
    fmt = made(doc)
    assert compile_pdf(doc, epoch=TEX_EPOCH).pdf == bare, theme
    with fmt.open("rb") as kept:  # kept uncompressed: no gunzip in every run
        assert kept.read(2) != b"\x1f\x8b", theme


@pytest.mark.usefixtures("formats_on", "made_here")
def test_a_damaged_or_changed_format_is_never_used(
    tmp_path: Path, made: Callable[[TexDocument], Path]
) -> None:
    doc = document()
    fmt, cls = made(doc), class_file(doc)
    assert cls is not None
    data = fmt.read_bytes()
    aside = fmt.with_name("made-aside")
    fmt.rename(aside)  # the file the record describes, kept (its inode and time) to put back
    fmt.write_bytes(data[:1000] + bytes([data[1000] ^ 1]) + data[1001:])  # one bit
    assert texformat.usable_format(cls) is None
    fmt.write_bytes(data)  # the same bytes, written again: not the file the record describes
    assert texformat.usable_format(cls) is None
    aside.replace(fmt)
    assert texformat.usable_format(cls) == fmt
    # a file TeX read to make it changes (a TeX Live update): stale
    watched = tmp_path / "package.sty"
    watched.write_text("x", encoding="utf-8")
    key, record = record_of(cls)
    stat = watched.stat()
    inputs = [*record["inputs"], [str(watched), stat.st_size, stat.st_mtime_ns]]
    cache.write(texformat.KIND, f"{key}.json", json.dumps({**record, "inputs": inputs}).encode())
    assert texformat.usable_format(cls) == fmt
    watched.write_text("xy", encoding="utf-8")
    assert texformat.usable_format(cls) is None
    # a record edited by hand loses its seal
    folder = cache.cache_dir()
    assert folder is not None
    path = folder / texformat.KIND / f"{key}.json"
    edited = path.read_bytes().replace(b'"size": ', b'"size": 1')
    path.unlink()  # a file of its own: the module's record stays sealed
    path.write_bytes(edited)
    assert texformat.usable_format(cls) is None


@pytest.mark.usefixtures("formats_on", "made_here")
def test_a_run_the_format_fails_falls_back_and_the_format_is_dropped(
    made: Callable[[TexDocument], Path],
) -> None:
    doc = document()
    bare = compile_pdf(doc, epoch=TEX_EPOCH).pdf
    fmt, cls = made(doc), class_file(doc)
    assert cls is not None
    fmt.unlink()  # a file of its own, not the module's format
    fmt.write_bytes(b"not a format" * 1000)  # and a record that vouches for it
    key, record = record_of(cls)
    stat = fmt.stat()
    record.update(size=stat.st_size, mtime=stat.st_mtime_ns, inode=stat.st_ino)
    cache.write(texformat.KIND, f"{key}.json", json.dumps(record).encode())
    assert texformat.usable_format(cls) == fmt
    assert compile_pdf(doc, epoch=TEX_EPOCH).pdf == bare
    assert texformat.usable_format(cls) is None
    assert texformat.format_state(cls).startswith("cannot be made (a run with it failed")


@pytest.mark.usefixtures("formats_on")
def test_a_class_that_loads_a_font_cannot_be_dumped_and_is_not_tried_again(
    tmp_path: Path,
) -> None:
    font = resolve_fonts()["head"]
    regular = font.folder / font.family.faces["UprightFont"]
    cls = tmp_path / "cvgen.cls"
    original = load_theme("awesome").class_file.read_text(encoding="utf-8")
    cls.write_text(original + f'\n\\font\\cvgenlogo="[{regular}]" at 10pt\n', encoding="utf-8")
    engine = find_tex_engine()
    assert engine is not None
    key = texformat.format_key(cls, engine)
    assert not make_format(cls, key)
    assert texformat.format_state(cls).startswith("cannot be made (the dump run failed")
    formatmaker.request_format(cls)  # remembered: no process, no lock
    folder = cache.cache_dir()
    assert folder is not None
    assert list((folder / texformat.KIND).glob("*.lock")) == []
    # the record lists the files TeX read: a TeX Live update that changes one heals it
    raw = cache.read(texformat.KIND, f"{key}.failed")
    assert raw is not None
    read = [Path(path).name for path, _, _ in json.loads(raw)["inputs"]]
    assert "fontspec.sty" in read and "lmroman10-regular.otf" in read, read


@pytest.mark.usefixtures("formats_on")
def test_a_run_whose_scratch_folder_vanished_blames_not_the_class(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A cache deleted while the maker ran (its scratch folder with it): TeX
    cannot find the recipe's file, and that is no failure of the class's, so
    the format is not turned off for a day."""
    cls = class_file(document())
    engine = find_tex_engine()
    assert engine is not None
    ran = formatmaker.subprocess.run

    def vanishing(command: list[str], **kwargs: object) -> object:
        if command[-1] != "cvgenfmt-check.tex":
            return ran(command, **kwargs)  # type: ignore[call-overload]
        for name in texformat.RECIPE:  # removed from outside, then TeX looks for one
            (Path(str(kwargs["cwd"])) / name).unlink()
        return ran(command, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(formatmaker.subprocess, "run", vanishing)
    key = texformat.format_key(cls, engine)
    assert not make_format(cls, key)
    assert cache.read(texformat.KIND, f"{key}.failed") is None  # tried again at the next build
    assert cache.read(texformat.KIND, f"{key}.json") is None  # and nothing kept


@pytest.mark.campaign  # waits for a maker at the lowest priority: minutes on a busy machine
@pytest.mark.usefixtures("formats_on")
def test_asked_for_it_is_made_by_a_process_of_its_own() -> None:
    cls = class_file(document())
    assert cls is not None
    assert texformat.format_state(cls).startswith("none yet (the next build has one made")
    formatmaker.request_format(cls)
    folder = cache.cache_dir()
    assert folder is not None
    locks = list((folder / texformat.KIND).glob("*.lock"))
    assert len(locks) == 1
    state = texformat.format_state(cls)  # cvgen doctor shows the background job
    assert state.startswith("being made (process ") or state == "ready"
    formatmaker.request_format(cls)  # being made: not a second time
    assert list((folder / texformat.KIND).glob("*.lock")) == locks
    # The maker seals the format, then drops its lock, then ends: wait for it
    # (it runs at the lowest priority: on a busy machine, for a while; its
    # TeX runs' own time limits bound the wait)
    pid = int(locks[0].read_text(encoding="ascii"))
    while Path(f"/proc/{pid}").exists() and "zombie" not in _state(pid):
        time.sleep(0.1)
    assert texformat.format_state(cls) == "ready"
    assert list((folder / texformat.KIND).glob("*.lock")) == []


@pytest.mark.usefixtures("formats_on")
def test_a_failure_is_forgotten_when_what_it_was_made_from_changes(tmp_path: Path) -> None:
    """A format that could not be made is tried again at once after a change
    to TeX (a file it read: a TeX Live update), to XeLaTeX or to the class."""
    cls = tmp_path / "cvgen.cls"
    cls.write_bytes(load_theme("awesome").class_file.read_bytes())
    package = tmp_path / "package.sty"  # stands for a file TeX read
    package.write_text("x", encoding="utf-8")
    read = [(str(package), 1, package.stat().st_mtime_ns)]
    texformat.remember_failure(cls, "the dump run failed", inputs=read)
    assert texformat.format_state(cls).startswith("cannot be made (the dump run failed); tried")
    assert texformat.format_state(cls).endswith(texformat.HOW_TO_RETRY)
    package.write_text("xy", encoding="utf-8")
    assert texformat.format_state(cls).startswith("none yet")
    # the record names XeLaTeX and the recipe by hash: another one is another TeX
    texformat.remember_failure(cls, "the dump run failed")
    engine = find_tex_engine()
    assert engine is not None
    key = texformat.format_key(cls, engine)
    raw = cache.read(texformat.KIND, f"{key}.failed")
    assert raw is not None
    record = json.loads(raw)
    assert record["made_from"] == texformat.made_from(cls, engine)
    assert texformat.failure(cls, key) == "the dump run failed"
    for part in ("tex", "recipe", "class"):
        other = {**record, "made_from": {**record["made_from"], part: "0" * 64}}
        cache.write(texformat.KIND, f"{key}.failed", json.dumps(other).encode())
        assert texformat.failure(cls, key) is None, part
    cache.write(texformat.KIND, f"{key}.failed", raw)
    assert texformat.failure(cls, key) == "the dump run failed"
    cls.write_bytes(cls.read_bytes() + b"%")  # the class changes: another key, no failure
    assert texformat.format_state(cls).startswith("none yet")


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return "zombie"


def test_off_there_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    cls = load_theme("awesome").class_file
    monkeypatch.setenv(texformat.SWITCH, "off")
    assert texformat.usable_format(cls) is None
    assert texformat.format_state(cls).startswith("off")
    monkeypatch.setenv(texformat.SWITCH, "on")
    monkeypatch.setenv("CVGEN_CACHE_DIR", "off")
    assert texformat.format_state(cls).startswith("off")
    formatmaker.request_format(cls)  # nowhere to keep it: nothing happens


def test_wait_makes_it_inside_the_command(monkeypatch: pytest.MonkeyPatch) -> None:
    """``CVGEN_TEX_FORMAT=wait`` (CI): made before request_format returns, no
    process of its own, no lock left."""
    monkeypatch.setenv(texformat.SWITCH, "wait")
    cls = load_theme("awesome").class_file
    assert texformat.format_state(cls).startswith("none yet (the next build makes one and waits")
    formatmaker.request_format(cls)
    assert texformat.format_state(cls) == "ready"
    folder = cache.cache_dir()
    assert folder is not None
    assert list((folder / texformat.KIND).glob("*.lock")) == []


def test_use_takes_a_format_made_before_and_makes_none(
    monkeypatch: pytest.MonkeyPatch, _formats: Path
) -> None:
    """``CVGEN_TEX_FORMAT=use`` (a cache shared read-only, the suite): no build
    asks for a format, and one made before (the suite's own: conftest.py) is used."""
    monkeypatch.setenv(texformat.SWITCH, "use")
    cls = load_theme("awesome").class_file
    assert (
        texformat.format_state(cls)
        == "none (CVGEN_TEX_FORMAT=use: only a format made before is used)"
    )
    formatmaker.request_format(cls)
    folder = cache.cache_dir()
    assert folder is not None
    assert list((folder / texformat.KIND).glob("*")) == []  # no lock, no maker, no format
    link_kinds(_formats, folder, ("formats",))  # hard links: the records' inodes
    fmt = texformat.usable_format(cls)
    assert fmt is not None and fmt.parent == folder / texformat.KIND
    assert texformat.format_state(cls) == "ready"
    assert compile_pdf(document(), epoch=TEX_EPOCH).pdf  # with it
