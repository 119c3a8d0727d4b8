"""cvgen/tex/tounicode.py: Source Serif Pro's small capitals extract as capitals."""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

from pypdf import PdfReader, PdfWriter

from cvgen.tex.fonts import font_search_path
from cvgen.tex.tounicode import mend_small_caps, mended_map, shared_with_ascii, small_capitals


def serif_folder() -> Path:
    return next(f for f in font_search_path() if (f / "SourceSerifPro-Bold.otf").is_file())


def test_the_small_capital_i_is_the_capital_i() -> None:
    capitals = small_capitals("SourceSerifPro-Bold")
    assert "I" in capitals.values() and len(capitals) >= 26
    assert small_capitals("NoSuchFont-Regular") == {}


def test_a_heading_in_small_capitals_extracts_with_its_i(tmp_path: Path) -> None:
    """xdvipdfmx maps the glyph I.sc (of i, I and ı) to "ı"; mended, pdfminer
    reads "EDUCATION" where it read "EDUCATıON"."""
    from pdfminer.high_level import extract_text

    tex = tmp_path / "t.tex"
    tex.write_text(
        "\\documentclass{article}\\usepackage{fontspec}"
        f"\\newfontfamily\\A{{SourceSerifPro-Bold.otf}}[Path={serif_folder()}/]"
        "\\begin{document}{\\A\\addfontfeatures{Letters={SmallCaps,UppercaseSmallCaps}}"
        "Education Min}\\end{document}",
        encoding="utf-8",
    )
    subprocess.run(
        ["xelatex", "-interaction=nonstopmode", "-halt-on-error", tex.name],
        cwd=tmp_path,
        check=True,
        capture_output=True,
    )
    pdf = tmp_path / "t.pdf"
    assert "ı" in extract_text(pdf)  # what XeLaTeX writes
    writer = PdfWriter(clone_from=PdfReader(pdf))
    for page in writer.pages:
        mend_small_caps(page["/Resources"]["/Font"].get_object())
    out = io.BytesIO()
    writer.write(out)
    text = extract_text(io.BytesIO(out.getvalue()))
    assert "EDUCATION MIN" in text and "ı" not in text


def test_a_glyph_an_ascii_character_shares_reads_as_that_character() -> None:
    """Source Serif Pro draws ` and U+02CB with one glyph; the map had the latter."""
    face = "SourceSerifPro-Regular"
    shared = shared_with_ascii(face)
    assert "`" in shared.values()
    (grave,) = [gid for gid, char in shared.items() if char == "`"]
    data = b"beginbfchar\n<%04X> <02CB>\nendbfchar" % grave
    assert mended_map(data, shared) == b"beginbfchar\n<%04X> <0060>\nendbfchar" % grave
