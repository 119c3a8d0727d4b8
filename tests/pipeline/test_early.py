"""XeLaTeX started on the preamble before the CV is ready: the same PDF, or a
clean fallback to an ordinary run."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from cvgen import __version__
from cvgen.cv.request import CvRequest
from cvgen.errors import TexError
from cvgen.model.dates import PartialDate
from cvgen.pipeline import early
from cvgen.pipeline.early import EarlyCompiler, EarlyRun, start_run
from cvgen.pipeline.engine import prepare
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.render.latex.document import BODY_MARKER, standard_preamble
from cvgen.support import cache
from cvgen.support.defaults import TEX_TIMEOUT
from cvgen.tex.compile import TEX_EPOCH, TexDocument, compile_pdf
from tests.conftest import ROOT

ZILI = ROOT / "profiles/zili-zhang.yaml"
KILLED = -9  # how a run nobody needs ends


def start() -> EarlyRun:
    run = start_run(standard_preamble())
    assert run is not None
    return run


def gone(run: EarlyRun) -> bool:
    return run.process.poll() is not None and not run.folder.exists()


def test_an_early_started_build_and_an_ordinary_one_are_identical(
    zili_pdf: Path, tmp_path: Path
) -> None:
    """The early run makes the same PDF as an ordinary run (the suite's build of
    Zili's CV), and is gone when it is done."""
    run = start()
    day = PartialDate(2024, 10, 10)
    result = build_cv(
        CvRequest(ZILI, date=day),
        BuildOptions(out_dir=tmp_path, force=True),
        compiler=EarlyCompiler(run),
    )
    assert run.process.returncode == 0  # the early run made it
    assert result.pdf.read_bytes() == zili_pdf.read_bytes()  # zili_pdf: an ordinary run
    assert gone(run)


def test_a_chinese_cv_goes_to_the_early_run_too(tmp_path: Path) -> None:
    """xeCJK and the CJK fonts follow the standard preamble (latex_templates/cjk.tex.j2)."""
    profile = tmp_path / "zhang.yaml"
    profile.write_text("name: 张子立\nposition: 博士研究生\n", encoding="utf-8")
    document = prepare(CvRequest(profile)).document
    head, _, body = document.source.partition(BODY_MARKER)
    assert head == standard_preamble() and r"\usepackage{xeCJK}" in body
    run = start()
    early = EarlyCompiler(run).compile(document, keep=None, timeout=TEX_TIMEOUT)
    assert run.process.returncode == 0  # the early run made it
    assert early.pdf == compile_pdf(document, epoch=TEX_EPOCH).pdf
    assert gone(run)


def test_another_preamble_gets_an_ordinary_run(tmp_path: Path) -> None:
    profile = tmp_path / "papadopoulou.yaml"  # Greek: slanted upright faces for italics
    profile.write_text("name: Ελένη Παπαδοπούλου\n", encoding="utf-8")
    document = prepare(CvRequest(profile)).document
    assert document.source.partition(BODY_MARKER)[0] != standard_preamble()
    assert BODY_MARKER in document.source
    run = start()
    compiled = EarlyCompiler(run).compile(document, keep=None, timeout=TEX_TIMEOUT)
    assert compiled.pdf.startswith(b"%PDF")
    assert run.process.returncode == KILLED
    assert gone(run)


def test_another_class_file_gets_an_ordinary_run(tmp_path: Path) -> None:
    document = prepare(CvRequest(ZILI)).document
    (support,) = document.support_files
    changed = tmp_path / support.name
    changed.write_bytes(support.read_bytes() + b"% changed since the run started\n")
    run = start()
    compiler = EarlyCompiler(run)
    compiled = compiler.compile(
        TexDocument(document.source, (changed,)), keep=None, timeout=TEX_TIMEOUT
    )
    assert compiled.pdf.startswith(b"%PDF")
    assert run.process.returncode == KILLED
    assert gone(run)


def test_a_tex_error_in_the_body_is_reported(tmp_path: Path) -> None:
    document = prepare(CvRequest(ZILI)).document
    broken = document.source.replace(r"\begin{document}", "\\begin{document}\n\\cvbroken")
    run = start()
    with pytest.raises(TexError, match="Undefined control sequence"):
        EarlyCompiler(run).compile(
            TexDocument(broken, document.support_files), keep=tmp_path, timeout=TEX_TIMEOUT
        )
    assert run.process.returncode == 1  # the early run found it
    assert gone(run)
    assert (tmp_path / "cvgen-last-error.log").is_file()


def test_closing_stops_a_run_that_is_not_needed() -> None:
    run = start()
    compiler = EarlyCompiler(run)
    compiler.close()
    compiler.close()
    assert gone(run)


def test_only_the_first_document_goes_to_the_early_run() -> None:
    run = start()
    compiler = EarlyCompiler(run)
    plain = TexDocument("\\documentclass{article}\\begin{document}x\\end{document}\n", ())
    assert compiler.compile(plain, keep=None, timeout=TEX_TIMEOUT).pdf.startswith(
        b"%PDF"
    )  # no marker
    assert run.process.returncode == KILLED and gone(run)
    assert compiler.compile(plain, keep=None, timeout=TEX_TIMEOUT).pdf.startswith(b"%PDF")


def test_without_named_pipes_builds_are_ordinary_and_leave_nothing(
    zili_pdf: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    monkeypatch.delattr(os, "mkfifo")
    assert start_run(standard_preamble()) is None
    compiler = EarlyCompiler.start()
    day = PartialDate(2024, 10, 10)
    out = tmp_path / "out"
    result = build_cv(
        CvRequest(ZILI, date=day), BuildOptions(out_dir=out, force=True), compiler=compiler
    )
    compiler.close()
    assert result.pdf.read_bytes() == zili_pdf.read_bytes()
    assert list(scratch.iterdir()) == []  # no cvgen-warm-* folder, and the ordinary one is gone


def test_without_named_pipes_the_launcher_starts_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows: no os.mkfifo. The launcher starts no TeX and leaves no folder,
    with a cached preamble or without one."""
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delattr(os, "mkfifo")
    for _ in range(2):
        early.launch()
        assert early.take_launched() is None
        cache.write("early", f"preamble-{__version__}.tex", standard_preamble().encode())
    assert list(scratch.iterdir()) == []


def test_the_launcher_part_needs_the_standard_library_only() -> None:
    """The launcher imports this module before click, pydantic and Jinja2 load."""
    third_party = ("click", "pydantic", "jinja2", "yaml", "ruamel", "pypdf")
    code = (
        "import sys, cvgen.pipeline.early, cvgen.cli.launch\n"
        f"print([m for m in {third_party!r} if m in sys.modules])"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert result.stdout.strip() == "[]"
