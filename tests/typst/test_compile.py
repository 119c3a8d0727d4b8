"""Typst in-process: a scratch root that holds only the document and its theme
file, so a theme's ``read()``, ``image()`` and ``#include`` reach nothing else;
the same bytes every time; an error at the theme file's line."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.errors import TexError
from cvgen.tex.fonts import resolve_fonts
from cvgen.typst.compile import TypstDocument, compile_typst, typst_available
from tests.conftest import pdf_text

FONTS = tuple(f.path("UprightFont") for f in resolve_fonts().values())


def _document(source: str, *support: Path) -> TypstDocument:
    return TypstDocument(f'#set text(font: "Source Sans Pro")\n{source}', support, FONTS)


def test_the_same_document_gives_the_same_bytes() -> None:
    first = compile_typst(_document("Hello *world*")).pdf
    assert first.startswith(b"%PDF") and compile_typst(_document("Hello *world*")).pdf == first


@pytest.mark.parametrize(
    "reach",
    [
        '#read("/etc/passwd")',
        '#read("../../../../etc/passwd")',
        '#image("/usr/share/pixmaps/debian-logo.png")',
        '#include "../../x.typ"',
        '#import "@preview/cetz:0.3.0": *',
    ],
)
def test_nothing_outside_the_root_is_reached(reach: str, tmp_path: Path) -> None:
    """Each fails (no file of the machine read, no package fetched)."""
    theme = tmp_path / "cvgen.typ"
    theme.write_text(f"#let x = 1\n{reach}\n", encoding="utf-8")
    with pytest.raises(TexError) as failure:
        compile_typst(_document('#import "cvgen.typ": *\n', theme), keep=tmp_path)
    message = str(failure.value)
    assert f"{theme.parent.name}/cvgen.typ:2: " in message or "cvgen.typ:2: " in message, message
    assert "root:" not in message
    assert (tmp_path / "cvgen-last-error.typ").is_file()


def test_an_error_in_the_document_is_told_at_its_line() -> None:
    with pytest.raises(TexError, match=r"typst failed: cv\.typ:3: unknown variable: nope"):
        compile_typst(_document("fine\n#nope\n"))


def test_the_package_is_installed() -> None:
    assert typst_available() is not None


def test_a_theme_takes_what_it_does_not_define_from_the_one_it_extends(tmp_path: Path) -> None:
    """The theme's cvgen.typ first, then its parent's: the child defines one
    function, the rest is the parent's; the root holds the chain and no more;
    an error in either file is told at that file's own line."""
    from cvgen.typst.compile import root_files

    (tmp_path / "base").mkdir()
    (tmp_path / "mine").mkdir()
    base, mine = tmp_path / "base/cvgen.typ", tmp_path / "mine/cvgen.typ"
    base.write_text("#let who() = [base]\n#let greet() = [Hello #who()]\n#let tag() = [old]\n")
    mine.write_text("// mine\n#let tag() = [new]\n")
    document = _document('#import "cvgen.typ": *\n#greet() #tag()', mine, base)
    assert [name for name, _ in root_files(document)] == ["cvgen.typ", "cvgen-1.typ"]
    pdf = tmp_path / "cv.pdf"
    pdf.write_bytes(compile_typst(document).pdf)
    assert pdf_text(pdf).split() == ["Hello", "base", "new"]
    mine.write_text("// mine\n#let tag() = [new]\n#nope\n")
    with pytest.raises(TexError, match=r"mine/cvgen\.typ:3: unknown variable: nope"):
        compile_typst(document)
    mine.write_text("// mine\n")
    base.write_text("#let greet() = [Hello]\n#let tag() = nope\n")
    with pytest.raises(TexError, match=r"base/cvgen\.typ:2: unknown variable: nope"):
        compile_typst(document)


AWESOME = Path(__file__).resolve().parents[2] / "latex_templates/themes/awesome/cvgen.typ"
END = (  # cv.typ.j2's mark of where the text ends (<cvgen-fill>)
    "#context { let m = page.margin\n"
    "  [#metadata((y: here().position().y.pt(), height: page.height.pt(),\n"
    "    top: m.top.length.pt(), bottom: m.bottom.length.pt())) <cvgen-fill>] }\n"
)


def _awesome(filler: str) -> TypstDocument:
    """An awesome CV: its header (whose gaps may shrink by 24pt in all), then ``filler``."""
    header = "#show: cv.with()\n#cvname([Ada], [Lovelace])\n#cvposition[Analyst]\n"
    header += "#cvaddress[London]\n"
    return _document(f'#import "cvgen.typ": *\n{header}{filler}\n{END}', AWESOME)


def _pages(document: TypstDocument, tmp_path: Path) -> int:
    from pypdf import PdfReader

    pdf = tmp_path / "cv.pdf"
    pdf.write_bytes(compile_typst(document).pdf)
    return len(PdfReader(pdf).pages)


@pytest.mark.parametrize(("over", "pages"), [(10, 1), (20, 1), (30, 2), (400, 2)])
def test_awesome_squeezes_its_header_for_a_text_a_little_over_a_page(
    over: int, pages: int, tmp_path: Path
) -> None:
    """As XeLaTeX shrinks its centre environments' glue: a text up to the
    header's shrink (24pt here) over a page fits on one, a longer one does not (and
    is never measured again when the last layout shows it much too long)."""
    probe = compile_typst(_awesome(""))
    assert probe.last_page_fill is not None
    room = (841.89 - (28.35 + 9) - 42.52) * probe.last_page_fill  # the header's height
    rest = 841.89 - (28.35 + 9) - 42.52 - room
    filler = f"#block(breakable: false, height: {rest + over:.2f}pt)"
    assert _pages(_awesome(filler), tmp_path) == pages


def test_the_last_pages_fill_only_when_asked() -> None:
    document = _awesome("Some text")
    assert compile_typst(document).last_page_fill is not None
    assert compile_typst(document, fill=False).last_page_fill is None


def test_what_ended_cvgens_left_is_cleaned_beside_the_compile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The temporary folder is looked through while Typst works, and done with
    when the compile returns: an ended cvgen's scratch folder is gone."""
    import tempfile

    from cvgen.tex import scratch
    from cvgen.tex.scratch import STALE_AGE
    from tests.tex.test_scratch import ended_pid, folder

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(scratch, "_cleaned", False)
    left = folder(tmp_path, f"cvgen-run-{ended_pid()}-abc_123x", STALE_AGE + 5, "cv.typ")
    assert compile_typst(_document("Hello")).pdf.startswith(b"%PDF")
    assert not left.exists()
