"""XeLaTeX started on the preamble before the CV is ready: the same PDF, or a
clean fallback."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.build.engine import prepare
from cvgen.build.warmtex import WarmTex
from cvgen.errors import TexError
from cvgen.render.compile import TEX_EPOCH, compile_pdf
from cvgen.render.latex.document import BODY_MARKER, TexDocument
from cvgen.support.resources import template_dir


def start() -> WarmTex:
    warm = WarmTex.start(TEX_EPOCH, template_dir() / "cvgen.cls")
    assert warm is not None
    return warm


def gone(warm: WarmTex) -> bool:
    return warm.process.poll() is not None and not warm.folder.exists()


def test_the_early_run_makes_the_same_pdf() -> None:
    document = prepare(Path("profiles/zili-zhang.yaml")).document
    warm = start()
    early = warm.finish(document, keep=None, timeout=60)
    assert early is not None
    assert early.pdf == compile_pdf(document, epoch=TEX_EPOCH).pdf
    assert gone(warm)


def test_another_preamble_stops_the_early_run(tmp_path: Path) -> None:
    profile = tmp_path / "zhang.yaml"
    profile.write_text("name: 张子立\n", encoding="utf-8")  # needs the CJK preamble
    document = prepare(profile).document
    assert BODY_MARKER in document.source
    warm = start()
    assert warm.finish(document, keep=None, timeout=60) is None
    assert gone(warm)


def test_a_tex_error_in_the_body_is_reported(tmp_path: Path) -> None:
    document = prepare(Path("profiles/zili-zhang.yaml")).document
    broken = document.source.replace(r"\begin{document}", "\\begin{document}\n\\cvbroken")
    warm = start()
    with pytest.raises(TexError, match="Undefined control sequence"):
        warm.finish(TexDocument(broken, document.support_files), keep=tmp_path, timeout=60)
    assert gone(warm)
    assert (tmp_path / "cvgen-last-error.log").is_file()


def test_closing_stops_a_run_that_is_not_needed() -> None:
    warm = start()
    warm.close()
    assert gone(warm)


def test_a_document_without_the_marker_is_compiled_the_ordinary_way() -> None:
    warm = start()
    plain = TexDocument("\\documentclass{article}\\begin{document}x\\end{document}\n", ())
    assert warm.finish(plain, keep=None, timeout=60) is None
    assert gone(warm)
