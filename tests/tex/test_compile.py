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
    # a loop TeX never leaves, whatever the machine's speed: the timeout is only how
    # much CPU it burns before it is stopped
    with pytest.raises(TexError, match=r"did not finish in 0\.5 s and was stopped"):
        compile_pdf(doc, epoch=0, timeout=0.5)


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


def _group_with_theme(tmp_path: Path, style: str, cls: str | None = None) -> Path:
    """A group whose profile is typeset in its own theme ``lab``."""
    theme = tmp_path / "themes" / "lab"
    theme.mkdir(parents=True)
    (theme / "theme.yaml").write_text("extends: classic\ndescription: A lab theme\n")
    (theme / "style.tex").write_text(style)
    if cls is not None:
        (theme / "cvgen.cls").write_text(cls)
    (tmp_path / "profiles").mkdir()
    profile = tmp_path / "profiles" / "ada.yaml"
    profile.write_text("name: Ada Lovelace\ntheme: lab\n")
    return profile


def test_a_tex_error_in_a_themes_style_is_told_at_its_file_and_line(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from cvgen.cli.main import main

    style = "% the lab's look\n\\newcommand{\\labrule}{\\hrule}\n\\labundefined\n"
    profile = _group_with_theme(tmp_path, style)
    result = CliRunner().invoke(main, ["build", str(profile), "--out", str(tmp_path / "out")])
    assert result.exit_code == 1
    error_line = result.stderr.splitlines()[1].strip()
    assert error_line == f"{tmp_path}/themes/lab/style.tex:3: Undefined control sequence."
    assert "cv.tex:" not in result.stderr


def test_a_tex_error_in_a_themes_class_is_told_at_its_file_and_line(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from cvgen.cli.main import main

    cls = "\\NeedsTeXFormat{LaTeX2e}\n\\ProvidesClass{cvgen}\n\\LoadClass{article}\n\\labbroken\n"
    profile = _group_with_theme(tmp_path, "% nothing\n", cls)
    result = CliRunner().invoke(main, ["build", str(profile), "--out", str(tmp_path / "out")])
    assert result.exit_code == 1
    error_line = result.stderr.splitlines()[1].strip()
    assert error_line == f"{tmp_path}/themes/lab/cvgen.cls:4: Undefined control sequence."


def test_a_line_outside_the_themes_files_stays_the_tex_files() -> None:
    from cvgen.tex.compile import Origin

    document = TexDocument("", (Path("themes/lab/cvgen.cls"),), (), (Origin(10, 3, Path("s")),))
    assert document.origin("./cv.tex", 9) is None
    assert document.origin("./cv.tex", 10) == (Path("s"), 1)
    assert document.origin("./cv.tex", 12) == (Path("s"), 3)
    assert document.origin("./cv.tex", 13) is None
    assert document.origin("./cvgen.cls", 7) == (Path("themes/lab/cvgen.cls"), 7)
    assert document.origin("./other.sty", 7) is None


def test_data_files_go_beside_the_tex_under_cvgens_names_only(tmp_path: Path) -> None:
    from cvgen.errors import CvgenError
    from cvgen.tex.compile import write_tex_folder

    document = TexDocument("x", (), data_files=(("cvgen-photo.png", b"bytes"),))
    write_tex_folder(document, tmp_path, "cv", sync=False)
    assert (tmp_path / "cvgen-photo.png").read_bytes() == b"bytes"
    hostile = TexDocument("x", (), data_files=(("../escape.png", b"bytes"),))
    with pytest.raises(CvgenError, match=r"a file beside the \.tex"):
        write_tex_folder(hostile, tmp_path / "inner", "cv", sync=False)
    assert not (tmp_path / "escape.png").exists()
