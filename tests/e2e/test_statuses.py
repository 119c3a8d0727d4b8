"""Where each paper stands, its awards, note and links, and its authors' marks
as the group defines them, in the PDF of every theme (pdftotext reads the text
back, pypdf the links): a paper accepted or under review never prints as
published at its venue."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from pypdf import PdfReader

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from tests.conftest import pdf_text, squash

DAY = PartialDate(2026, 10, 10)
ADA = "Ada Lovelace"
OSDI = {"short": "OSDI'26", "long": "USENIX Symposium on Operating Systems Design"}
DATABASE = {
    "author_marks": {
        "student": {"mark": "\u2021", "legend": "\u2021 a student I advised"},
        "presenter": {"mark": "underline", "legend": "underlined: presenter"},
    },
    "papers": {
        "published": {
            "title": "A Published Engine",
            "authors": [ADA, "Bob Student"],
            "students": ["Bob Student"],
            "presenters": [ADA],
            "venue": OSDI,
            "year": 2026,
            "awards": ["Best Paper Award"],
            "note": "Led the design",
            "links": {"code": "github.com/ada/engine", "slides": "https://example.org/s.pdf"},
        },
        "accepted": {
            "title": "An Accepted Engine",
            "authors": [ADA],
            "venue": OSDI,
            "status": "accepted",
            "year": 2026,
        },
        "review": {
            "title": "An Engine Under Review",
            "authors": [ADA],
            "venue": OSDI,
            "status": "under review",
            "year": 2026,
        },
        "draft": {
            "title": "An Engine in Preparation",
            "authors": [ADA],
            "status": "in preparation",
            "year": 2026,
        },
        "preprint": {
            "title": "A Preprint Engine",
            "authors": [ADA],
            "venue": {"short": "arXiv"},
            "status": "preprint",
            "year": 2026,
        },
    },
}
STANDS = {
    "A Published Engine": f"{OSDI['long']}",
    "An Accepted Engine": f"To appear in {OSDI['long']}",
    "An Engine Under Review": f"Under review at {OSDI['long']}",
    "An Engine in Preparation": "In preparation",
    "A Preprint Engine": "In Preprint",
}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("statuses")
    dump = {"allow_unicode": True, "sort_keys": False}
    (folder / "ada.yaml").write_text(yaml.safe_dump({"name": ADA}, **dump), encoding="utf-8")
    (folder / "publications.yaml").write_text(yaml.safe_dump(DATABASE, **dump), encoding="utf-8")
    return folder


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_each_theme_says_where_each_paper_stands(folder: Path, theme: str) -> None:
    request = CvRequest(folder / "ada.yaml", date=DAY, theme=theme)
    result = build_cv(request, BuildOptions(out_dir=folder / theme))
    text = squash(pdf_text(result.pdf))
    for title, stands in STANDS.items():
        at = text.find(title)
        assert at >= 0, (theme, title, text)
        entry = text[at : at + 160]
        assert stands in entry, (theme, title, entry)
    review = text[text.find("An Engine Under Review") :][:160]
    assert review.count("OSDI") == 0, review  # no short name as if it appeared there
    assert "Best Paper Award. Led the design · Code · Slides" in text
    # the marks mean what the group says; only the marks used are explained
    # (margin cites papers as seed 004 does: every author by initials, the
    # note after the reference)
    authors = (
        "A. Lovelace and B. Student\u2021"
        if theme == "margin"
        else ("Ada Lovelace, Bob Student\u2021")
    )
    note = "(\u2021 a student I advised; underlined: presenter)"
    assert authors in text and note in text
    assert theme == "margin" or f"{authors} {note}" in text
    assert "indicates" not in text
    links = {
        str(a["/A"]["/URI"])
        for page in PdfReader(result.pdf).pages
        for a in (x.get_object() for x in page.get("/Annots", ()))
        if "/URI" in a.get("/A", {})
    }
    assert {"https://github.com/ada/engine", "https://example.org/s.pdf"} <= links
