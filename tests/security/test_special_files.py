"""Special files are refused before they are read, wherever cvgen reads
(issue 29): a FIFO would block forever, ``/dev/zero`` never ends. An input
that is one is a located error; a cache file that is one is a miss.

Each command runs in a process of its own, with a time and a memory limit
(without the fix it blocks, or reads until memory runs out)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from cvgen import __version__
from cvgen.cv.request import CvRequest
from cvgen.pipeline.options import BuildOptions
from cvgen.sources.limits import read_text
from cvgen.support import cache
from tests.conftest import ROOT, link_kinds

CVGEN = Path(sys.executable).parent / "cvgen"
ZILI = ROOT / "profiles" / "zili-zhang.yaml"
LIMIT = 300.0  # seconds: far beyond a build on a busy machine; without the fix, forever


def _bounded_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))


def cvgen(*args: str | Path, cache_dir: Path, **env: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            [str(CVGEN), *map(str, args)],
            capture_output=True,
            text=True,
            timeout=LIMIT,
            check=False,
            env={**os.environ, "CVGEN_CACHE_DIR": str(cache_dir), **env},
            preexec_fn=_bounded_memory,
            stdin=subprocess.DEVNULL,
            cwd=cache_dir.parent,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"cvgen {' '.join(map(str, args))} did not end (it blocked on a special file)")


def _profiles(tmp_path: Path) -> Path:
    """A copy of the example profiles, to plant special files among."""
    folder = tmp_path / "profiles"
    shutil.copytree(ROOT / "profiles", folder)
    return folder


def test_a_fifo_or_a_device_as_an_input_is_a_located_error(tmp_path: Path) -> None:
    profiles = _profiles(tmp_path)
    fifo = profiles / "fifo.yaml"
    os.mkfifo(fifo)
    done = cvgen("validate", fifo, cache_dir=tmp_path / "cache")
    assert done.returncode == 1, done.stderr
    assert f"{fifo}: not a regular file (a FIFO)" in done.stderr
    zero = profiles / "zero.yaml"
    zero.symlink_to("/dev/zero")
    done = cvgen("build", zero, "--out", tmp_path / "out", cache_dir=tmp_path / "cache")
    assert done.returncode == 1, done.stderr
    assert f"{zero}: not a regular file (a character device)" in done.stderr
    assert "Traceback" not in done.stderr and "MemoryError" not in done.stderr


def test_a_fifo_as_a_bibtex_file_is_a_located_error(tmp_path: Path) -> None:
    profiles = _profiles(tmp_path)
    bib = tmp_path / "papers.bib"
    os.mkfifo(bib)
    done = cvgen(
        "import-bib", bib, "--db", profiles / "publications.yaml", cache_dir=tmp_path / "cache"
    )
    assert done.returncode == 1, done.stderr
    assert f"{bib}: not a regular file (a FIFO)" in done.stderr


def test_read_text_refuses_special_files_before_reading(tmp_path: Path) -> None:
    from cvgen.errors import FileReadError

    fifo = tmp_path / "p.yaml"
    os.mkfifo(fifo)
    outcome: list[str] = []

    def read() -> None:
        try:
            read_text(fifo)
        except FileReadError as exc:
            outcome.append(str(exc))

    reader = threading.Thread(target=read, daemon=True)  # without the fix: blocked for good
    reader.start()
    reader.join(LIMIT)
    assert outcome and "not a regular file (a FIFO)" in outcome[0]
    assert "cvgen reads only regular files" in outcome[0]


def test_the_limit_counts_the_bytes_read(tmp_path: Path) -> None:
    from cvgen.support.reading import NotRegularFile, TooLarge, read_regular

    path = tmp_path / "f"
    path.write_bytes(b"x" * 100)
    assert read_regular(path, 100) == b"x" * 100
    with pytest.raises(TooLarge):
        read_regular(path, 99)
    link = tmp_path / "link"
    link.symlink_to(path)
    assert read_regular(link, 100) == b"x" * 100
    with pytest.raises(NotRegularFile, match="a symbolic link"):
        read_regular(link, 100, follow_symlinks=False)
    with pytest.raises(NotRegularFile, match="a character device"):
        read_regular(Path("/dev/zero"), 100)


@pytest.fixture
def own_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(folder))
    return folder


def test_a_special_file_in_the_cache_is_a_miss(own_cache: Path) -> None:
    (own_cache / "builds").mkdir(parents=True)
    os.mkfifo(own_cache / "builds" / "k.json")
    (own_cache / "builds" / "z.json").symlink_to("/dev/zero")
    found: list[object] = []
    reader = threading.Thread(
        target=lambda: found.extend(cache.read("builds", n) for n in ("k.json", "z.json")),
        daemon=True,
    )
    reader.start()
    reader.join(LIMIT)
    assert found == [None, None]


def test_a_fifo_or_dev_zero_in_the_cache_costs_only_time(tmp_path: Path, _formats: Path) -> None:
    """The early preamble (read by the launcher before anything loads), a
    build record and a format's record and failure: a FIFO or a symlink to
    /dev/zero where each should be, and builds still end, with the same PDF.
    The formats are the run's (a format made here would cost its TeX runs):
    the first build finds its record a FIFO and builds without it, the second
    uses it, its failure a symlink to /dev/zero."""
    from cvgen.model.dates import PartialDate
    from cvgen.sources.themes import load_theme
    from cvgen.tex import texformat
    from cvgen.tex.xelatex import find_tex_engine

    folder = tmp_path / "cache"
    for kind in ("early", "builds", "rendered", texformat.KIND):
        (folder / kind).mkdir(parents=True)
    link_kinds(_formats, folder, (texformat.KIND,))
    os.mkfifo(folder / "early" / f"preamble-{__version__}.tex")
    key = BuildOptions().key(CvRequest(ZILI, variant="long", date=PartialDate(2024, 10, 10)))
    assert key
    os.mkfifo(folder / "builds" / f"{key}.json")
    (folder / "rendered" / f"{key}.json").symlink_to("/dev/zero")
    engine = find_tex_engine()
    assert engine is not None
    fmt_key = texformat.format_key(load_theme("awesome").class_file, engine)
    record = folder / texformat.KIND / f"{fmt_key}.json"
    record.unlink()
    os.mkfifo(record)
    (folder / texformat.KIND / f"{fmt_key}.failed").symlink_to("/dev/zero")
    out = tmp_path / "out"
    args = ("build", ZILI, "--date", "2024-10-10", "--out", out)
    done = cvgen(*args, cache_dir=folder, CVGEN_TEX_FORMAT="use")
    assert done.returncode == 0, done.stderr
    (pdf,) = out.glob("*.pdf")
    first = pdf.read_bytes()
    (folder / "early" / f"preamble-{__version__}.tex").unlink(missing_ok=True)
    (folder / "early" / f"preamble-{__version__}.tex").symlink_to("/dev/zero")
    record.unlink()
    os.link(_formats / texformat.KIND / record.name, record)
    done = cvgen(*args, "--force", cache_dir=folder, CVGEN_TEX_FORMAT="use")
    assert done.returncode == 0, done.stderr
    assert pdf.read_bytes() == first
