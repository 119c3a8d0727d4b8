"""Stamp a compiled PDF: metadata, the version date, the embedded CV data.

The same inputs and date give the same bytes: dates come from the version
date, and the file identifier is a hash of the content.
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cvgen.model.dates import PartialDate
from cvgen.support import cache

ATTACHMENT_NAME = "cvgen-cv.json"
STAMPED = "stamped"  # the cache's kind for stamped PDFs


@dataclass(frozen=True)
class Stamp:
    title: str
    author: str
    subject: str
    keywords: str
    language: str  # BCP 47: the document's /Lang, for screen readers and search
    version_date: PartialDate
    cvgen_version: str
    input_hash: str
    variant: str
    snapshot: dict[str, Any]  # the resolved CV, embedded for `cvgen diff`


def pdf_date(day: PartialDate) -> str:
    return f"D:{day.year:04d}{day.month:02d}{day.day:02d}000000Z"


def stamp_pdf(pdf: bytes, stamp: Stamp) -> bytes:
    """``pdf`` (as XeLaTeX wrote it) with ``stamp``'s metadata and attachment.

    The result depends on the two alone, so it is kept in cvgen's cache under
    their hash: a ``--force`` build whose XeLaTeX run gave the same bytes as
    before is stamped without loading pypdf (about 45 ms of imports)."""
    data = json.dumps(stamp.snapshot, ensure_ascii=False, sort_keys=True, indent=1)
    fields = {k: str(v) for k, v in vars(stamp).items() if k != "snapshot"}
    fields["pypdf"] = _pypdf_version()  # another pypdf may write other bytes
    name = cache.digest(pdf, json.dumps(fields, sort_keys=True), data) + ".pdf"
    if (kept := cache.read(STAMPED, name)) is not None:
        return kept
    stamped = _stamp_with_pypdf(pdf, stamp, data)
    cache.write(STAMPED, name, stamped)
    return stamped


def _pypdf_version() -> str:
    """pypdf's version, read without importing it."""
    spec = importlib.util.find_spec("pypdf")
    if spec is None or spec.origin is None:
        return "missing"
    try:
        return (Path(spec.origin).parent / "_version.py").read_text(encoding="utf-8")
    except OSError:
        return "unknown"


def _stamp_with_pypdf(pdf: bytes, stamp: Stamp, data: str) -> bytes:
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import ArrayObject, ByteStringObject, NameObject, TextStringObject

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    writer.metadata = {
        "/Title": stamp.title,
        "/Author": stamp.author,
        "/Subject": stamp.subject,
        "/Keywords": stamp.keywords,
        "/Creator": f"cvgen {stamp.cvgen_version}",
        "/Producer": f"cvgen {stamp.cvgen_version} (XeLaTeX, pypdf)",
        "/CreationDate": pdf_date(stamp.version_date),
        "/ModDate": pdf_date(stamp.version_date),
        "/CvgenVersion": stamp.cvgen_version,
        "/CvgenVersionDate": stamp.version_date.iso(),
        "/CvgenVariant": stamp.variant,
        "/CvgenInputHash": stamp.input_hash,
    }
    writer._root_object[NameObject("/Lang")] = TextStringObject(stamp.language)
    writer.add_attachment(ATTACHMENT_NAME, data.encode("utf-8"))
    # pypdf would draw a random file identifier; derive it from the content instead
    digest = hashlib.md5(pdf + data.encode() + stamp.input_hash.encode()).digest()
    writer._ID = ArrayObject([ByteStringObject(digest), ByteStringObject(digest)])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@dataclass(frozen=True)
class StampedPdf:
    """What cvgen reads back from a PDF it wrote."""

    input_hash: str | None
    pages: int


def read_stamped(path: Path) -> StampedPdf | None:
    """The stamped input hash and page count of a PDF, parsed once; None if unreadable."""
    if not path.is_file():
        return None
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(path)
        meta = reader.metadata
        pages = len(reader.pages)
    except (PdfReadError, OSError, ValueError):
        return None
    value = meta.get("/CvgenInputHash") if meta else None
    return StampedPdf(str(value) if value else None, pages)
