"""Stamp a compiled PDF: metadata, the version date, the embedded CV data.

The same inputs and date give the same bytes: dates come from the version
date, and the file identifier is a hash of the content.
"""

from __future__ import annotations

import hashlib
import html
import importlib.util
import io
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cvgen.model.dates import PartialDate
from cvgen.sources.limits import MAX_FILE_BYTES
from cvgen.support import cache
from cvgen.tex.pdflib import load_pypdf

if TYPE_CHECKING:  # the models (pydantic) stay unloaded where a build needs none
    from cvgen.model import Profile
    from cvgen.model.locale import Locale

ATTACHMENT_NAME = "cvgen-cv.json"
STAMPED = "stamped"  # the cache's kind for stamped PDFs
#: The CV data a PDF may embed, at most, once inflated: cvgen's own is tens of
#: KB; the limit is an input file's.
MAX_EMBEDDED_BYTES = MAX_FILE_BYTES


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
    typesetter: str = "XeLaTeX"  # what the Producer names: XeLaTeX or Typst

    def producer(self, *, by_pypdf: bool) -> str:
        """The PDF's producer: cvgen, its typesetter, and pypdf when pypdf
        stamped it (XeLaTeX's PDFs; a Typst PDF's stamp is appended without,
        cvgen/typst/stamp.py, unless the PDF is of another shape). Said by
        whatever stamps, since only it knows."""
        tools = f"{self.typesetter}, pypdf" if by_pypdf else self.typesetter
        return f"cvgen {self.cvgen_version} ({tools})"


def cv_stamp(
    profile: Profile,
    locale: Locale,
    day: PartialDate,
    *,
    variant: str,
    input_hash: str,
    snapshot: dict[str, Any],
    cvgen_version: str,
    typesetter: str = "XeLaTeX",
) -> Stamp:
    """The stamp of a CV, in its locale's words: "Curriculum vitae of Zili
    Zhang, version of 10 October 2024", keywords the locale's and the profile's
    research interests. No internal name: the variant is in /CvgenVariant only."""
    from cvgen.cv.document import title_and_subject
    from cvgen.model.markup import plain_text

    title, subject = title_and_subject(profile, locale, day)
    interests = [plain_text(i) for i in profile.research_interests[:5]]
    return Stamp(
        title=title,
        author=plain_text(profile.name),
        subject=subject,
        keywords=", ".join([*locale.document.keywords, *interests]),
        language=locale.language,
        version_date=day,
        cvgen_version=cvgen_version,
        input_hash=input_hash,
        variant=variant,
        snapshot=snapshot,
        typesetter=typesetter,
    )


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
    fields["mended"] = "small capitals"  # what the stamp changes beside (tounicode.py)
    name = cache.digest(pdf, json.dumps(fields, sort_keys=True), data) + ".pdf"
    if (kept := cache.read(STAMPED, name)) is not None:
        return kept
    stamped = _stamp_with_pypdf(pdf, stamp, data)
    cache.write(STAMPED, name, stamped)
    return stamped


def _pypdf_version() -> str:
    """pypdf's version, from its ``_version.py`` (pypdf itself stays unloaded)."""
    spec = importlib.util.find_spec("pypdf")
    if spec is None or spec.origin is None:
        return "missing"
    try:
        return (Path(spec.origin).parent / "_version.py").read_text(encoding="utf-8")
    except OSError:
        return "unknown"


def _stamp_with_pypdf(pdf: bytes, stamp: Stamp, data: str) -> bytes:
    load_pypdf()  # its crypto provider deferred: see cvgen/tex/pdflib.py
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import (
        ArrayObject,
        ByteStringObject,
        NameObject,
        StreamObject,
        TextStringObject,
    )

    from cvgen.tex.tounicode import mend_small_caps

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    for page in writer.pages:  # small capitals read as capitals (tounicode.py)
        fonts = page.get("/Resources", {}).get("/Font")
        # xdvipdfmx's CIDs are the font file's glyph ids; Typst renumbers a subset's
        # glyphs, and writes its own map (mending it would unmap other letters)
        if fonts is not None and stamp.typesetter == "XeLaTeX":
            mend_small_caps(fonts.get_object())
    writer.metadata = {
        "/Title": stamp.title,
        "/Author": stamp.author,
        "/Subject": stamp.subject,
        "/Keywords": stamp.keywords,
        "/Creator": f"cvgen {stamp.cvgen_version}",
        "/Producer": stamp.producer(by_pypdf=True),
        "/CreationDate": pdf_date(stamp.version_date),
        "/ModDate": pdf_date(stamp.version_date),
        "/CvgenVersion": stamp.cvgen_version,
        "/CvgenVersionDate": stamp.version_date.iso(),
        "/CvgenVariant": stamp.variant,
        "/CvgenInputHash": stamp.input_hash,
    }
    root = writer._root_object
    root[NameObject("/Lang")] = TextStringObject(stamp.language)
    xmp = StreamObject()
    xmp.set_data(xmp_packet(stamp, by_pypdf=True))
    xmp[NameObject("/Type")] = NameObject("/Metadata")
    xmp[NameObject("/Subtype")] = NameObject("/XML")
    root[NameObject("/Metadata")] = writer._add_object(xmp)
    outlines = root.get("/Outlines")
    if outlines is None or "/First" not in outlines.get_object():
        # hyperref asks for the bookmarks pane even when there are none
        root.pop(NameObject("/PageMode"), None)
    writer.add_attachment(ATTACHMENT_NAME, data.encode("utf-8"))
    # pypdf would draw a random file identifier; derive it from the content instead
    digest = hashlib.md5(pdf + data.encode() + stamp.input_hash.encode()).digest()
    writer._ID = ArrayObject([ByteStringObject(digest), ByteStringObject(digest)])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def xmp_packet(stamp: Stamp, *, by_pypdf: bool) -> bytes:
    """The PDF's XMP metadata: what /Info says, for readers that read XMP only
    (PDF 2.0 deprecates /Info). Made from the stamp alone: same stamp, same bytes."""
    when = f"{stamp.version_date.iso()}T00:00:00Z"
    keywords = "".join(f"<rdf:li>{escape(k)}</rdf:li>" for k in stamp.keywords.split(", ") if k)
    tool = escape(f"cvgen {stamp.cvgen_version}")
    fields = (
        "<dc:format>application/pdf</dc:format>",
        f'<dc:title><rdf:Alt><rdf:li xml:lang="x-default">{escape(stamp.title)}'
        "</rdf:li></rdf:Alt></dc:title>",
        f"<dc:creator><rdf:Seq><rdf:li>{escape(stamp.author)}</rdf:li></rdf:Seq></dc:creator>",
        f'<dc:description><rdf:Alt><rdf:li xml:lang="x-default">{escape(stamp.subject)}'
        "</rdf:li></rdf:Alt></dc:description>",
        f"<dc:subject><rdf:Bag>{keywords}</rdf:Bag></dc:subject>",
        f"<dc:language><rdf:Bag><rdf:li>{escape(stamp.language)}</rdf:li></rdf:Bag></dc:language>",
        f"<pdf:Keywords>{escape(stamp.keywords)}</pdf:Keywords>",
        f"<pdf:Producer>{escape(stamp.producer(by_pypdf=by_pypdf))}</pdf:Producer>",
        f"<xmp:CreatorTool>{tool}</xmp:CreatorTool>",
        f"<xmp:CreateDate>{when}</xmp:CreateDate>",
        f"<xmp:ModifyDate>{when}</xmp:ModifyDate>",
        f"<xmp:MetadataDate>{when}</xmp:MetadataDate>",
    )
    return "\n".join(
        (
            '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
            '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
            '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
            '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"'
            ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
            *fields,
            "</rdf:Description>",
            "</rdf:RDF>",
            "</x:xmpmeta>",
            '<?xpacket end="r"?>',
        )
    ).encode("utf-8")


def escape(text: str) -> str:
    """``text`` as XML character data: markup escaped, and the control
    characters XML 1.0 cannot hold dropped."""
    return html.escape(_NOT_XML.sub("", text), quote=False)


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


@dataclass(frozen=True)
class StampedPdf:
    """What cvgen reads back from a PDF it wrote."""

    input_hash: str | None
    pages: int


def read_stamped(path: Path) -> StampedPdf | None:
    """The stamped input hash and page count of a PDF, parsed once; None if unreadable."""
    if not path.is_file():
        return None
    load_pypdf()  # its crypto provider deferred: see cvgen/tex/pdflib.py
    from pypdf import PdfReader

    try:
        with _quiet_pypdf():
            reader = PdfReader(path)
            meta = reader.metadata
            pages = len(reader.pages)
            value = meta.get("/CvgenInputHash") if meta else None
    except Exception:  # pypdf, on a damaged or crafted file, raises anything
        return None
    return StampedPdf(str(value) if value else None, pages)


class EmbeddedDataError(ValueError):
    """A PDF whose CV data cannot be taken out: the PDF cannot be read, or the
    data is larger than :data:`MAX_EMBEDDED_BYTES` or in a form cvgen never writes."""


def embedded_data(pdf: bytes) -> bytes | None:
    """The CV data embedded in ``pdf`` (:data:`ATTACHMENT_NAME`), None if it
    has none; inflated by cvgen, never past :data:`MAX_EMBEDDED_BYTES` (a
    few KB of a crafted PDF can inflate to GBs)."""
    load_pypdf()  # its crypto provider deferred: see cvgen/tex/pdflib.py
    from pypdf import PdfReader
    from pypdf.generic import StreamObject

    try:
        with _quiet_pypdf():
            files = PdfReader(io.BytesIO(pdf)).attachment_list
            found = next((f for f in files if f.name == ATTACHMENT_NAME), None)
            filespec: Any = found.pdf_object if found else None  # a crafted one may be anything
            stream = filespec["/EF"]["/F"].get_object() if found else None
            if stream is None:
                return None
            if not isinstance(stream, StreamObject):
                raise EmbeddedDataError("its cvgen data is not a stream (not data cvgen wrote)")
            filters, raw = stream.get("/Filter"), stream._data  # as stored: not inflated by pypdf
    except EmbeddedDataError:
        raise
    except Exception as exc:  # pypdf, on a damaged or crafted file, raises anything
        raise EmbeddedDataError(f"not a PDF cvgen can read ({exc or type(exc).__name__})") from None
    if isinstance(filters, list) and len(filters) == 1:
        filters = filters[0]
    if filters in (None, "/FlateDecode") and "/DecodeParms" not in stream:
        data = _inflate(raw) if filters else raw
        if len(data) <= MAX_EMBEDDED_BYTES:
            return data
        raise EmbeddedDataError(
            f"its cvgen data is larger than {MAX_EMBEDDED_BYTES >> 20} MB (not data cvgen wrote)"
        )
    raise EmbeddedDataError(f"its cvgen data is encoded as {filters} (not data cvgen wrote)")


def _inflate(raw: bytes) -> bytes:
    """``raw`` inflated, stopping one byte past :data:`MAX_EMBEDDED_BYTES`."""
    import zlib

    try:
        return zlib.decompressobj().decompress(raw, MAX_EMBEDDED_BYTES + 1)
    except zlib.error as exc:
        raise EmbeddedDataError(f"its cvgen data cannot be inflated ({exc})") from None


@contextmanager
def _quiet_pypdf() -> Iterator[None]:
    """pypdf's warnings about a damaged file ("EOF marker not found") kept off
    the terminal: the error cvgen gives says what matters."""
    import logging

    logger = logging.getLogger("pypdf")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)
