"""A Typst PDF stamped without pypdf (an incremental update): read back by
pypdf and poppler as pypdf's stamp would be, the same bytes every time, and a
PDF of another shape stamped by pypdf."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader

from cvgen.tex.stamp import ATTACHMENT_NAME, embedded_data, pdf_date, stamp_pdf
from cvgen.typst.compile import compile_typst
from cvgen.typst.stamp import UnexpectedPdf, page_count, stamp_typst, stamp_update
from tests.tex.test_stamp import STAMP, blank_pdf
from tests.typst.test_compile import _document

TYPST = replace(STAMP, typesetter="Typst", language="en-GB")


@pytest.fixture(scope="module")
def typst_pdf() -> bytes:
    three_pages = "Hello\n#pagebreak()\nworld\n#pagebreak()\nthree"
    return compile_typst(_document(three_pages), fill=False).pdf


def test_the_stamp_reads_back_as_pypdfs_did(typst_pdf: bytes) -> None:
    stamped = stamp_typst(typst_pdf, TYPST)
    assert stamped.startswith(typst_pdf)  # appended: Typst's bytes as they were
    reader = PdfReader(io.BytesIO(stamped), strict=True)
    meta = reader.metadata
    assert meta is not None
    assert dict(meta) == {
        "/Title": TYPST.title,
        "/Author": TYPST.author,
        "/Subject": TYPST.subject,
        "/Keywords": TYPST.keywords,
        "/Creator": "cvgen 0.1.0",
        "/Producer": "cvgen 0.1.0 (Typst)",
        "/CreationDate": pdf_date(TYPST.version_date),
        "/ModDate": pdf_date(TYPST.version_date),
        "/CvgenVersion": "0.1.0",
        "/CvgenVersionDate": "2024-10-10",
        "/CvgenVariant": "long",
        "/CvgenInputHash": "abc123",
    }
    root = reader.trailer["/Root"]
    assert root["/Lang"] == "en-GB" and root["/Pages"]["/Count"] == 3 == len(reader.pages)
    xmp = reader.xmp_metadata
    assert xmp is not None and xmp.dc_title == {"x-default": TYPST.title}
    assert xmp.pdf_producer == "cvgen 0.1.0 (Typst)"
    assert json.loads(reader.attachments[ATTACHMENT_NAME][0]) == TYPST.snapshot
    assert json.loads(embedded_data(stamped) or b"") == TYPST.snapshot  # as cvgen diff reads it
    ids = reader.trailer["/ID"]
    assert ids[0] == ids[1] and len(ids[0]) == 16


def test_the_same_inputs_give_the_same_bytes_and_others_others(typst_pdf: bytes) -> None:
    first = stamp_typst(typst_pdf, TYPST)
    assert stamp_typst(typst_pdf, TYPST) == first
    other = stamp_typst(typst_pdf, replace(TYPST, input_hash="def456"))
    assert other != first
    ids = [PdfReader(io.BytesIO(pdf)).trailer["/ID"] for pdf in (first, other)]
    assert ids[0] != ids[1]


@pytest.mark.parametrize(
    "title", ["Zhang (张子立) \\ CV", "Ada) /Author (Eve", "Ünïcode ✓ 𝔸", "tab\there\x00"]
)
def test_any_title_reads_back_as_written(typst_pdf: bytes, title: str) -> None:
    stamped = stamp_typst(typst_pdf, replace(TYPST, title=title, author=title))
    meta = PdfReader(io.BytesIO(stamped), strict=True).metadata
    assert meta is not None and meta["/Title"] == title and meta["/Author"] == title
    assert meta["/CvgenInputHash"] == "abc123"


def test_poppler_reads_the_stamp_and_the_text(typst_pdf: bytes, tmp_path: Path) -> None:
    pdf = tmp_path / "cv.pdf"
    pdf.write_bytes(stamp_typst(typst_pdf, replace(TYPST, title="Curriculum (vitæ)")))
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    assert "Curriculum (vitæ)" in info.stdout and "cvgen 0.1.0 (Typst)" in info.stdout
    assert "Syntax Error" not in info.stderr and re.search(r"^Pages:\s+3$", info.stdout, re.M)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    assert text.split() == ["Hello", "world", "three"]


def test_the_pages_are_counted_in_typsts_bytes(typst_pdf: bytes) -> None:
    assert page_count(typst_pdf) == 3 == len(PdfReader(io.BytesIO(typst_pdf)).pages)
    assert compile_typst(_document("one page"), fill=False).pages == 1


def test_a_pdf_of_another_shape_is_stamped_by_pypdf(typst_pdf: bytes) -> None:
    """A Typst PDF updated once already, and one whose catalog has names of its
    own (pypdf's stamp wrote them): pypdf stamps them; any shape reads back."""
    others = (stamp_typst(typst_pdf, TYPST), stamp_pdf(typst_pdf, STAMP))
    for pdf in others:
        with pytest.raises(UnexpectedPdf):
            stamp_update(pdf, TYPST)
    for pdf in (stamp_typst(typst_pdf, TYPST), stamp_pdf(typst_pdf, STAMP), blank_pdf()):
        stamped = stamp_typst(pdf, replace(TYPST, input_hash="again"))
        reader = PdfReader(io.BytesIO(stamped))
        meta, xmp = reader.metadata, reader.xmp_metadata
        assert meta is not None and meta["/CvgenInputHash"] == "again"
        assert json.loads(embedded_data(stamped) or b"") == TYPST.snapshot
        # the producer names the tool that stamped: pypdf for the other shapes
        tools = "Typst, pypdf" if pdf in others else "Typst"
        assert meta.producer == f"cvgen {TYPST.cvgen_version} ({tools})"
        assert xmp is not None and xmp.pdf_producer == meta.producer
    with pytest.raises(UnexpectedPdf):
        page_count(stamp_typst(typst_pdf, TYPST))


def test_stamping_loads_no_pypdf(typst_pdf: bytes, tmp_path: Path) -> None:
    (tmp_path / "raw.pdf").write_bytes(typst_pdf)
    code = (
        "import sys; from pathlib import Path\n"
        "from cvgen.model.dates import PartialDate\n"
        "from cvgen.tex.stamp import Stamp\n"
        "from cvgen.typst.stamp import stamp_typst\n"
        f"pdf = Path({str(tmp_path / 'raw.pdf')!r}).read_bytes()\n"
        "day = PartialDate.parse('2024-10-10')\n"
        "stamp = Stamp('T', 'A', 'S', 'K', 'en', day, '1', 'abc', 'long', {}, 'Typst')\n"
        "assert b'/CvgenInputHash(abc)' in stamp_typst(pdf, stamp)\n"
        "print(sorted(m for m in sys.modules if m.startswith('pypdf')))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]", run.stdout
