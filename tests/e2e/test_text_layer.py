"""The text layer of every bundled CV in every built-in theme, as machines read
it: no private-use or (cid:N) characters, rows in reading order, a bookmark a
section, and metadata in the locale's words. The PDFs are the session's
(``profile_pdf``), shared with tests/e2e/test_seeds.py."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from cvgen.cv.document import DocSection, cv_document
from cvgen.cv.request import CvRequest
from cvgen.cv.views import HonorRow
from cvgen.model.markup import plain_text
from cvgen.pipeline.engine import prepare
from tests.conftest import ROOT, campaign_beyond, extracted_text
from tests.e2e.test_seeds import DOCUMENTS, KEPT, READINGS, normalize

PROFILES = sorted(set(DOCUMENTS.values()))
# every profile in every theme, read by every extractor; make test: three (test_seeds.KEPT)
ALL = [(DOCUMENTS[stem], theme, x) for stem, theme, x in READINGS]
KEPT_HERE = [(DOCUMENTS[stem], theme, x) for stem, theme, x in KEPT]
READ = campaign_beyond(ALL, *KEPT_HERE)
COLUMN_FINDERS = campaign_beyond(
    [c for c in ALL if c[2] != "pypdf"], *(c for c in KEPT_HERE if c[2] != "pypdf")
)
# private use areas, and pdfminer's name for a glyph it cannot map
_UNREADABLE = re.compile(r"[\ue000-\uf8ff\U000f0000-\U0010ffff]|\(cid:\d+\)")


@functools.cache
def sections(profile: str, theme: str | None) -> tuple[DocSection, ...]:
    return cv_document(prepare(CvRequest(ROOT / profile, theme=theme)).selected).sections


def in_order(text: str, phrases: list[str]) -> list[str]:
    """The phrases ``text`` lacks, or holds only before the one listed before them."""
    missing, at = [], 0
    for phrase in phrases:
        found = text.find(normalize(phrase), at)
        if found < 0:
            missing.append(phrase)
        else:
            at = found + len(normalize(phrase))
    return missing


@pytest.mark.parametrize(("profile", "theme", "extractor"), READ)
def test_no_private_use_or_cid_characters(
    profile: str, theme: str | None, extractor: str, profile_pdf: Callable[..., Path]
) -> None:
    """Icons are drawn, not set as text (cvgen/tex/icons.py): no extractor,
    in any mode, reads U+F0E0 or (cid:229) for an envelope."""
    pdf = profile_pdf(profile, theme)
    modes = (True,) if extractor == "pypdf" else (True, False)
    for ordered in modes:
        found = _UNREADABLE.findall(extracted_text(pdf, extractor, ordered))
        assert not found, f"{extractor} (ordered={ordered}) reads {sorted(set(found))}"


@pytest.mark.parametrize(("profile", "theme", "extractor"), READ)
def test_a_bookmark_a_section_and_the_sections_read_in_order(
    profile: str, theme: str | None, extractor: str, profile_pdf: Callable[..., Path]
) -> None:
    pdf = profile_pdf(profile, theme)
    reader = PdfReader(pdf)
    titles = [s.title for s in sections(profile, theme)]
    bookmarks = [item.title for item in reader.outline if not isinstance(item, list)]
    assert [normalize(b) for b in bookmarks] == [normalize(t) for t in titles]
    pages = [reader.get_destination_page_number(item) for item in reader.outline]  # type: ignore[arg-type]
    assert pages == sorted(pages) and pages[0] == 0
    assert reader.trailer["/Root"]["/PageMode"] == "/UseOutlines"
    text = normalize(extracted_text(pdf, extractor))
    if extractor == "pypdf":  # it runs words together (below): letters only
        text, titles = text.replace(" ", ""), [t.replace(" ", "") for t in titles]
    assert not in_order(text, titles), f"{extractor} reads the sections out of order"


@pytest.mark.xfail(
    strict=True,
    reason="TeX sets spaces as glue, not glyphs, and pypdf guesses them from gaps wider "
    "than its space width: XeTeX's \\XeTeXinterwordspaceshaping=2 would make them glyphs, "
    "but its /ActualText spans then cover a whole line, and pdftotext -bbox reads a "
    "line as one word (the layout tests measure words)",
)
def test_pypdf_reads_the_spaces(profile_pdf: Callable[..., Path]) -> None:
    text = extracted_text(profile_pdf("profiles/yinmin-zhong.yaml"), "pypdf")
    assert "Yanyuan Building" in text


@pytest.mark.parametrize(("profile", "theme", "extractor"), COLUMN_FINDERS)
def test_rows_read_in_order_even_by_column_finders(
    profile: str,
    theme: str | None,
    extractor: str,
    profile_pdf: Callable[..., Path],
) -> None:
    """In their default modes, which find columns, pdftotext and pdfminer read
    a skill's label with its values, and an honour's year with its title (but
    where the theme sets the year flush right, a column of dates, as margin and
    classic do)."""
    text = normalize(extracted_text(profile_pdf(profile, theme), extractor, ordered=False))
    rows = []
    for section in sections(profile, theme):
        for skill in section.rows:
            items = ", ".join(plain_text(item) for item in skill.items if item)
            rows.append(f"{skill.category.plain()} {items}" if skill.category else items)
        rows += [honor_row(theme, h) for group in section.groups for h in group.rows]
    assert rows, "every bundled CV has skills or honours"
    missing = in_order(text, rows)
    assert not missing, f"{extractor} reads these rows apart or out of order: {missing}"


def honor_row(theme: str, honor: HonorRow) -> str:
    """An honour as an extractor reads it in ``theme``: the year before the
    title; the title alone where the theme sets the years flush right (margin,
    and classic as seed 000 does), a column of their own."""
    title, year = honor.title.plain(), honor.year.plain()
    return title if theme in ("margin", "classic") else f"{year} {title}"


@pytest.mark.parametrize("profile", PROFILES)
def test_the_metadata_speaks_the_locale_and_says_no_internal_name(
    profile: str, profile_pdf: Callable[..., Path]
) -> None:
    reader = PdfReader(profile_pdf(profile))
    meta, xmp = reader.metadata, reader.xmp_metadata
    assert meta is not None and xmp is not None
    subject, keywords = str(meta.subject), str(meta["/Keywords"])
    assert subject.startswith("Curriculum vitae of ") and "version of" in subject
    for internal in ("long", "short", "(", "-zh"):
        assert internal not in subject and internal not in keywords.split(", ")
    assert xmp.dc_description == {"x-default": subject}
    assert xmp.pdf_keywords == keywords
    assert xmp.dc_creator == [meta.author] and xmp.dc_title == {"x-default": meta.title}
    assert meta["/CvgenVariant"] == "long"
