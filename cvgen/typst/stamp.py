"""Stamp a Typst PDF without pypdf: the stamp appended as an incremental update.

Typst writes a plain PDF (no object streams, a classic cross-reference table,
a flat page tree), but no custom ``/Info`` keys (``/CvgenInputHash``, which
``cvgen build`` reads back, ``/CvgenVersionDate``...), and it names itself the
producer. So cvgen adds its stamp (:class:`cvgen.tex.stamp.Stamp`) after
Typst's last byte, as PDF's incremental updates do (ISO 32000 7.5.6): a new
``/Info``, the catalog again with the document's language, cvgen's XMP and the
embedded CV data (:data:`cvgen.tex.stamp.ATTACHMENT_NAME`, uncompressed as
pypdf writes it), a cross-reference section for those objects and a trailer
pointing back at Typst's. Readers (pypdf, poppler, every viewer) take the
last definition of each object. That is a millisecond of string work where
pypdf's import and rewrite cost 0.15-0.2 s of CPU, and the result depends on
Typst's bytes and the stamp alone: the same input, date and engine, the same
bytes. A PDF of another shape (a future Typst's) is stamped by pypdf as an
XeLaTeX one is (:func:`cvgen.tex.stamp.stamp_pdf`).
"""

from __future__ import annotations

import hashlib
import json
import re

from cvgen.tex.stamp import ATTACHMENT_NAME, Stamp, pdf_date, stamp_pdf, xmp_packet

# what Typst ends its PDF with (a cross-reference table and its trailer)
_TAIL = re.compile(
    rb"trailer\s*<<(?P<trailer>.*?)>>\s*startxref\s+(?P<xref>\d+)\s+%%EOF\s*\Z", re.S
)
_REF = rb"/%s\s+(\d+)\s+0\s+R"
_TABLE = re.compile(rb"xref\s*0\s+(\d+)\s*?\n")
_DICT = re.compile(rb"<<(.*)>>\Z", re.S)  # an object that is a dictionary, its body


class UnexpectedPdf(ValueError):
    """Typst's PDF is not of the shape this module appends to."""


def stamp_typst(pdf: bytes, stamp: Stamp) -> bytes:
    """``pdf`` (as Typst wrote it) with ``stamp``'s metadata, XMP and the CV
    data, appended; by pypdf instead if Typst's PDF is of another shape."""
    try:
        return pdf + stamp_update(pdf, stamp)
    except UnexpectedPdf:
        return stamp_pdf(pdf, stamp)


def page_count(pdf: bytes) -> int:
    """The pages of a PDF Typst wrote: its page tree's ``/Count``."""
    trailer, xref = _trailer(pdf)
    pages = _object(pdf, xref, _ref(_catalog(pdf, xref, _ref(trailer, b"Root")), b"Pages"))
    found = re.match(rb"<<[^>]*?/Type\s*/Pages[^>]*?/Count\s+(\d+)", pages)
    if found is None:
        raise UnexpectedPdf("no page tree")
    return int(found.group(1))


def stamp_update(pdf: bytes, stamp: Stamp) -> bytes:
    """The incremental update that stamps ``pdf`` (:func:`stamp_typst`)."""
    old_trailer, previous = _trailer(pdf)
    size = int(_value(old_trailer, rb"/Size\s+(\d+)"))
    root, info = _ref(old_trailer, b"Root"), _ref(old_trailer, b"Info")
    catalog = _catalog(pdf, previous, root)
    if re.search(rb"/(Names|AF|Lang\s*<)", catalog):
        raise UnexpectedPdf("a catalog with names of its own")  # ours would hide them
    data = json.dumps(stamp.snapshot, ensure_ascii=False, sort_keys=True, indent=1).encode()
    xmp, embedded, filespec = size, size + 1, size + 2
    # Typst's own XMP and language give way to the stamp's
    kept = re.sub(rb"/Metadata\s+\d+\s+0\s+R|/Lang\s*\((?:[^()\\]|\\.)*\)", b"", catalog)
    names = b"/Names<</EmbeddedFiles<</Names[%s %d 0 R]>>>>" % (_text(ATTACHMENT_NAME), filespec)
    language = _text(stamp.language)
    metadata = xmp_packet(stamp, by_pypdf=False)
    objects = {
        root: b"<<%s/Metadata %d 0 R/Lang%s%s>>" % (kept, xmp, language, names),
        info: _info(stamp),
        xmp: b"<</Type/Metadata/Subtype/XML/Length %d>>\nstream\n%s\nendstream"
        % (len(metadata), metadata),
        embedded: b"<</Type/EmbeddedFile/Length %d>>\nstream\n%s\nendstream" % (len(data), data),
        filespec: b"<</Type/Filespec/F%s/UF%s/EF<</F %d 0 R/UF %d 0 R>>>>"
        % (_text(ATTACHMENT_NAME), _text(ATTACHMENT_NAME), embedded, embedded),
    }
    # as pypdf's stamp did: a file identifier derived from the content, never drawn
    file_id = hashlib.md5(pdf + data + stamp.input_hash.encode()).hexdigest().encode()
    out = bytearray(b"\n" if not pdf.endswith(b"\n") else b"")
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(pdf) + len(out)
        out += b"%d 0 obj\n%s\nendobj\n" % (number, objects[number])
    start = len(pdf) + len(out)
    out += b"xref\n0 1\n0000000000 65535 f\r\n"  # the free list's head, as readers expect first
    for first, run in _runs(sorted(offsets)):
        out += b"%d %d\n" % (first, len(run))
        out += b"".join(b"%010d 00000 n\r\n" % offsets[n] for n in run)
    trailer = b"<</Size %d/Root %d 0 R/Info %d 0 R/ID[<%s><%s>]/Prev %d>>" % (
        filespec + 1, root, info, file_id, file_id, previous,
    )  # fmt: skip
    out += b"trailer\n%s\nstartxref\n%d\n%%%%EOF\n" % (trailer, start)
    return bytes(out)


def _trailer(pdf: bytes) -> tuple[bytes, int]:
    found = _TAIL.search(pdf, max(0, len(pdf) - 4096))
    if found is None or b"/Prev" in found.group("trailer") or b"/Encrypt" in found.group("trailer"):
        raise UnexpectedPdf("not a trailer Typst writes")
    return found.group("trailer"), int(found.group("xref"))


def _catalog(pdf: bytes, xref: int, root: int) -> bytes:
    found = _DICT.match(_object(pdf, xref, root))
    if found is None or not re.match(rb"\s*/Type\s*/Catalog", found.group(1)):
        raise UnexpectedPdf("no catalog")
    return found.group(1)


def _object(pdf: bytes, xref: int, number: int) -> bytes:
    """Object ``number`` of ``pdf``, from ``obj`` to ``endobj``, found at its
    offset in the one cross-reference table Typst writes (``0 SIZE``, then an
    entry of 20 bytes an object)."""
    table = _TABLE.match(pdf, xref)
    if table is None or not 0 < number < int(table.group(1)):
        raise UnexpectedPdf("no cross-reference table of one section")
    entry = pdf[table.end() + 20 * number : table.end() + 20 * number + 18]
    offset, in_use = entry[:10], entry.endswith(b" n")
    start = int(offset) if offset.isdigit() and in_use else -1
    end = pdf.find(b"endobj", start) if start >= 0 else -1
    if end < 0 or not pdf.startswith(b"%d 0 obj" % number, start):
        raise UnexpectedPdf(f"no object {number}")
    return pdf[start + len(b"%d 0 obj" % number) : end].strip()


def _ref(dictionary: bytes, key: bytes) -> int:
    return int(_value(dictionary, _REF % key))


def _value(dictionary: bytes, pattern: bytes) -> bytes:
    found = re.search(pattern, dictionary)
    if found is None:
        raise UnexpectedPdf(f"no {pattern!r}")
    return found.group(1)


def _runs(numbers: list[int]) -> list[tuple[int, list[int]]]:
    """``numbers`` (sorted) in runs of consecutive ones: a cross-reference
    section's subsections."""
    runs: list[tuple[int, list[int]]] = []
    for number in numbers:
        if runs and runs[-1][1][-1] + 1 == number:
            runs[-1][1].append(number)
        else:
            runs.append((number, [number]))
    return runs


def _info(stamp: Stamp) -> bytes:
    """The document information dictionary: the fields and order of pypdf's stamp."""
    fields = {
        "Title": stamp.title,
        "Author": stamp.author,
        "Subject": stamp.subject,
        "Keywords": stamp.keywords,
        "Creator": f"cvgen {stamp.cvgen_version}",
        "Producer": stamp.producer(by_pypdf=False),
        "CreationDate": pdf_date(stamp.version_date),
        "ModDate": pdf_date(stamp.version_date),
        "CvgenVersion": stamp.cvgen_version,
        "CvgenVersionDate": stamp.version_date.iso(),
        "CvgenVariant": stamp.variant,
        "CvgenInputHash": stamp.input_hash,
    }
    return b"<<%s>>" % b"".join(b"/%s%s" % (k.encode(), _text(v)) for k, v in fields.items())


def _text(text: str) -> bytes:
    """``text`` as a PDF text string: a literal string when it is printable
    ASCII (its delimiters escaped), else UTF-16BE with its byte order mark, in
    hex (ISO 32000 7.9.2.2): any character, no escaping to get wrong."""
    if all(" " <= c <= "~" for c in text):
        return b"(%s)" % re.sub(rb"([\\()])", rb"\\\1", text.encode("ascii"))
    return b"<FEFF%s>" % text.encode("utf-16-be").hex().upper().encode()
