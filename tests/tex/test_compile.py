import threading
import time
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.errors import TexError, ToolMissingError
from cvgen.tex import texruns
from cvgen.tex.compile import TexDocument, compile_pdf
from tests.conftest import HANG

HELLO = "\\documentclass{article}\\begin{document}Hello\\end{document}\n"


def test_compiles_in_a_scratch_folder() -> None:
    result = compile_pdf(TexDocument(HELLO, ()), epoch=0)
    assert result.pdf.startswith(b"%PDF")


def test_shell_escape_is_off() -> None:
    doc = TexDocument(
        "\\documentclass{article}\\begin{document}"
        "\\immediate\\write18{touch /tmp/cvgen-pwned}x\\end{document}\n",
        (),
    )
    compile_pdf(doc, epoch=0)
    from pathlib import Path

    assert not Path("/tmp/cvgen-pwned").exists()


def test_tex_error_shows_the_first_error_with_context() -> None:
    doc = TexDocument("\\documentclass{article}\\begin{document}\n\\oops\n\\end{document}\n", ())
    with pytest.raises(TexError) as info:
        compile_pdf(doc, epoch=0)
    message = info.value.message
    assert message.startswith("xelatex failed:\n    ./cv.tex:2: Undefined control sequence.")
    assert "\\oops" in message


def test_runaway_tex_is_stopped() -> None:
    doc = TexDocument("\\documentclass{article}\\begin{document}\\def\\x{\\x}\\x\n", ())
    with pytest.raises(TexError, match="did not finish in 2 s and was stopped"):
        compile_pdf(doc, epoch=0, timeout=2)


def test_missing_tex_names_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(ToolMissingError, match="apt-get install texlive-xetex"):
        compile_pdf(TexDocument(HELLO, ()), epoch=0)


def test_the_page_count_comes_from_the_log() -> None:
    import io

    from pypdf import PdfReader

    from cvgen.pipeline.engine import prepare
    from cvgen.tex.compile import TEX_EPOCH

    compiled = compile_pdf(
        prepare(CvRequest(Path("profiles/zili-zhang.yaml"))).document, epoch=TEX_EPOCH
    )
    assert compiled.pages == len(PdfReader(io.BytesIO(compiled.pdf)).pages) == 2


def test_a_run_stopped_by_ctrl_c_is_an_interruption_that_keeps_no_log(tmp_path: Path) -> None:
    # Ctrl-C of a batch: its main thread stops the runs its threads wait for
    doc = TexDocument("\\documentclass{article}\\begin{document}\\def\\x{\\x}\\x\n", ())
    caught: list[TexError] = []

    def build() -> None:
        with pytest.raises(TexError) as error:
            compile_pdf(doc, epoch=0, keep=tmp_path, timeout=HANG)
        caught.append(error.value)

    thread = threading.Thread(target=build)
    thread.start()
    try:
        deadline = time.monotonic() + HANG
        while not texruns._running and time.monotonic() < deadline:
            time.sleep(0.01)
        texruns.stop_all()
        thread.join(HANG)
    finally:
        texruns.cancelled.clear()
    assert [e.message for e in caught] == ["xelatex was interrupted"]
    assert list(tmp_path.iterdir()) == []  # no cvgen-last-error.log: TeX did not fail
