"""The stamp stage: metadata, attachment and a stable ID, remembered in the cache."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from dataclasses import replace

import pytest
from pypdf import PdfReader, PdfWriter

from cvgen.model.dates import PartialDate
from cvgen.tex import stamp as stamp_module
from cvgen.tex.stamp import ATTACHMENT_NAME, Stamp, stamp_pdf


def blank_pdf() -> bytes:
    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


STAMP = Stamp(
    title="Ada Lovelace: Curriculum Vitae",
    author="Ada Lovelace",
    subject="CV",
    keywords="mathematics, long",
    language="en",
    version_date=PartialDate.parse("2024-10-10"),
    cvgen_version="0.1.0",
    input_hash="abc123",
    variant="long",
    snapshot={"name": "Ada Lovelace", "papers": ["Notes"]},
)


def test_the_stamp_is_in_the_pdf() -> None:
    reader = PdfReader(io.BytesIO(stamp_pdf(blank_pdf(), STAMP)))
    meta = reader.metadata
    assert meta is not None
    assert meta["/Title"] == STAMP.title and meta["/CvgenInputHash"] == "abc123"
    assert meta["/CreationDate"] == "D:20241010000000Z"
    assert reader.trailer["/Root"]["/Lang"] == "en"
    attached = json.loads(reader.attachments[ATTACHMENT_NAME][0])
    assert attached == STAMP.snapshot


def test_the_same_inputs_give_the_same_bytes_from_the_cache(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pdf = blank_pdf()
    first = stamp_pdf(pdf, STAMP)

    def no_pypdf(*args: object) -> bytes:
        raise AssertionError("stamped again instead of taken from the cache")

    monkeypatch.setattr(stamp_module, "_stamp_with_pypdf", no_pypdf)
    assert stamp_pdf(pdf, STAMP) == first


@pytest.mark.parametrize(
    "changed",
    [
        replace(STAMP, version_date=PartialDate.parse("2024-10-11")),
        replace(STAMP, snapshot={"name": "Ada Lovelace", "papers": []}),
        replace(STAMP, title="Another title"),
    ],
)
def test_other_inputs_are_stamped_anew(changed: Stamp) -> None:
    pdf = blank_pdf()
    before, after = stamp_pdf(pdf, STAMP), stamp_pdf(pdf, changed)
    assert before != after
    assert after == stamp_module._stamp_with_pypdf(
        pdf, changed, json.dumps(changed.snapshot, ensure_ascii=False, sort_keys=True, indent=1)
    )


def test_another_pdf_is_stamped_anew() -> None:
    one, other = blank_pdf(), blank_pdf().replace(b"/MediaBox", b"/MediaBox ", 1)
    assert stamp_pdf(one, STAMP) != stamp_pdf(other, STAMP)


def test_without_a_cache_it_stamps_all_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    pdf = blank_pdf()
    kept = stamp_pdf(pdf, STAMP)
    monkeypatch.setenv("CVGEN_CACHE_DIR", "off")
    assert stamp_pdf(pdf, STAMP) == kept


def test_a_remembered_stamp_does_not_load_pypdf() -> None:
    script = (
        "import sys\n"
        "from tests.tex.test_stamp import STAMP, blank_pdf\n"
        "pdf = blank_pdf()\n"
        "for name in [m for m in sys.modules if m.startswith('pypdf')]:\n"
        "    del sys.modules[name]\n"
        "from cvgen.tex.stamp import stamp_pdf\n"
        "stamp_pdf(pdf, STAMP)\n"
        "print(any(m.startswith('pypdf') for m in sys.modules))\n"
    )
    stamp_pdf(blank_pdf(), STAMP)  # into the cache the subprocess inherits
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"


def test_the_xmp_says_what_the_info_says_in_bytes_that_do_not_vary() -> None:
    pdf, data = blank_pdf(), json.dumps(STAMP.snapshot)
    first = stamp_module._stamp_with_pypdf(pdf, STAMP, data)
    assert first == stamp_module._stamp_with_pypdf(pdf, STAMP, data)
    xmp = PdfReader(io.BytesIO(first)).xmp_metadata
    assert xmp is not None
    assert xmp.dc_title == {"x-default": STAMP.title}
    assert xmp.dc_creator == [STAMP.author]
    assert xmp.dc_description == {"x-default": STAMP.subject}
    assert xmp.dc_subject == ["mathematics", "long"]
    assert xmp.dc_language == ["en"]
    assert xmp.pdf_keywords == STAMP.keywords
    assert xmp.xmp_create_date is not None and xmp.xmp_create_date.isoformat()[:10] == "2024-10-10"


def test_the_xmp_escapes_what_the_profile_says() -> None:
    packet = stamp_module.xmp_packet(replace(STAMP, title="A <b> & 'c'\x01"), by_pypdf=True)
    assert b"A &lt;b&gt; &amp; 'c'<" in packet and b"<b>" not in packet


def test_no_bookmarks_pane_without_bookmarks() -> None:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(blank_pdf())))
    writer.page_mode = "/UseOutlines"
    out = io.BytesIO()
    writer.write(out)
    stamped = PdfReader(io.BytesIO(stamp_module._stamp_with_pypdf(out.getvalue(), STAMP, "{}")))
    assert "/PageMode" not in stamped.trailer["/Root"]
    writer.add_outline_item(title="Education", page_number=0)
    out = io.BytesIO()
    writer.write(out)
    stamped = PdfReader(io.BytesIO(stamp_module._stamp_with_pypdf(out.getvalue(), STAMP, "{}")))
    assert stamped.trailer["/Root"]["/PageMode"] == "/UseOutlines"
