"""A Typst compile started early is taken by the build whose document it is,
once, and by no other, which waits for it to end; one that failed is done
again by the build; the document a profile's last build rendered is
remembered for the next build after an edit."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cvgen.errors import TexError
from cvgen.pipeline import earlytypst
from cvgen.pipeline.earlytypst import last_build, remember, start, take
from cvgen.tex.fonts import resolve_fonts
from cvgen.typst.compile import TypstDocument, compile_typst
from tests.conftest import ROOT

FONTS = tuple(f.path("UprightFont") for f in resolve_fonts().values())


def _document(text: str) -> TypstDocument:
    return TypstDocument(f'#set text(font: "Source Sans Pro")\n{text}', (), FONTS)


def test_the_same_document_takes_the_pdf_once() -> None:
    document = _document("Hello *early*")
    start(document)
    taken = take(document)
    assert taken is not None and taken.pdf == compile_typst(document, fill=False).pdf
    assert take(document) is None  # taken already: the caller compiles


def test_another_document_takes_nothing() -> None:
    start(_document("Hello"))
    started = earlytypst._started
    assert started is not None
    assert take(_document("Hello, someone else")) is None
    started.thread.join()
    assert take(_document("Hello")) is None  # the guess is dropped, not kept for later


def test_a_failed_compile_is_left_to_the_build(tmp_path: Path) -> None:
    broken = _document("#nope")
    start(broken)
    assert take(broken) is None
    with pytest.raises(TexError, match=r"cv\.typ:2: unknown variable: nope"):
        compile_typst(broken, keep=tmp_path)  # what the build does, located


def test_another_documents_compile_is_waited_for() -> None:
    """The build compiles once the guess is done: Typst's caches then hold it."""
    start(_document("Hello, the last build"))
    started = earlytypst._started
    assert started is not None
    assert take(_document("Hello, this build")) is None
    assert not started.thread.is_alive()


def test_a_compile_after_another_gives_the_bytes_of_a_fresh_process(tmp_path: Path) -> None:
    """Typst's caches change how long a compile takes, never its PDF."""
    edited = _document("= Zili\nPh.D. Candidate\n#lorem(300)")
    compile_typst(_document("= Zili\nPh.D. Student\n#lorem(300)"), fill=False)
    warm = compile_typst(edited, fill=False).pdf
    target = tmp_path / "fresh.pdf"
    code = (
        "import sys; from pathlib import Path\n"
        "from tests.pipeline.test_earlytypst import _document\n"
        "from cvgen.typst.compile import compile_typst\n"
        "pdf = compile_typst(_document('= Zili\\nPh.D. Candidate\\n#lorem(300)'), fill=False).pdf\n"
        f"Path({str(target)!r}).write_bytes(pdf)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
    assert target.read_bytes() == warm


def test_the_last_document_is_remembered_and_whether_the_profile_changed(
    tmp_path: Path,
) -> None:
    profile = tmp_path / "ada.yaml"
    profile.write_text("name: Ada\n", encoding="utf-8")
    assert last_build(profile, "long") is None
    remember(profile, "long", "k1")
    assert last_build(profile, "long") == ("k1", False)
    assert last_build(profile, "short") is None  # another variant's
    profile.write_text("name: Ada Lovelace\n", encoding="utf-8")
    assert last_build(profile, "long") == ("k1", True)
    profile.unlink()
    assert last_build(profile, "long") is None
