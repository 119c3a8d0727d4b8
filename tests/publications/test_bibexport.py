"""The BibTeX export, read back by a real BibTeX parser and by BibTeX itself."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import bibtexparser
import pytest
from bibtexparser.bparser import BibTexParser

from cvgen.importers.bibpaper import Converted, convert_entry
from cvgen.importers.bibtex import read_bib
from cvgen.importers.venues import VenueNames
from cvgen.model import Paper
from cvgen.model.pubdb import ET_AL, PaperView, paper_as_of
from cvgen.publications.bibexport import bib_escape, entry_type, export_bibtex
from cvgen.publications.formats import publications
from cvgen.sources.loader import load_database

SPECIALS = 'Zoë & Co: 100% of $5 #1 a_b {x} ~y^z \\input{/etc/passwd} "q" @home, {unbalanced'


def view(key: str, **fields: Any) -> PaperView:
    fields.setdefault("authors", ["Ada Lovelace"])
    fields.setdefault("year", 2024)
    result = paper_as_of(key, Paper.model_validate(fields), None)
    assert result is not None
    return result


def bundled() -> list[PaperView]:
    papers = load_database(Path("profiles/publications.yaml")).database.papers
    views = [paper_as_of(key, paper, None) for key, paper in papers.items()]
    return [v for v in views if v is not None]


def unescape(value: str) -> str:
    """Undo bib_escape: the text LaTeX prints for the value."""
    for raw in "\\{}&%$#_~^":
        value = value.replace(bib_escape(raw), raw)
    return value


def parse(text: str) -> dict[str, dict[str, str]]:
    # not only the standard types: biblatex's @patent too
    parser = BibTexParser(common_strings=True, ignore_nonstandard_types=False)
    return bibtexparser.loads(text, parser=parser).entries_dict


def test_every_bundled_paper_round_trips() -> None:
    papers = bundled()
    text = export_bibtex(papers)
    entries = parse(text)
    assert list(entries) == [p.key for p in papers]
    for paper in papers:
        entry = entries[paper.key]
        assert entry["ENTRYTYPE"] == entry_type(paper)
        assert entry["title"] == "{" + paper.title + "}"  # braced: capitalisation kept
        names = [ET_AL if n == "others" else n for n in entry["author"].split(" and ")]
        assert names == list(paper.authors)
        assert entry["year"] == str(paper.year)
        assert unescape(entry.get("abstract", "")) == paper.abstract


def test_special_characters_round_trip() -> None:
    paper = view(
        "specials-2024",
        title=SPECIALS,
        authors=["Zoë O'Brien & Co", "Smith, Jr.", "Tom and Jerry", "et al."],
        venue={"short": "A&B'24", "long": "Symposium on 100% #Things_"},
        doi="10.1145/3_{x}%y",
        url="https://example.org/a_b?c=1&d=%20#frag",
        abstract=SPECIALS + "\nsecond line",
        month=9,
        location="Zürich, CH",
    )
    text = export_bibtex([paper])
    assert "\\input{" not in text
    entry = parse(text)["specials-2024"]
    assert entry["ENTRYTYPE"] == "inproceedings"
    assert unescape(entry["title"]) == "{" + SPECIALS + "}"
    assert unescape(entry["abstract"]) == SPECIALS + " second line"
    assert entry["author"] == "Zoë O'Brien \\& Co and {Smith, Jr.} and {Tom and Jerry} and others"
    assert unescape(entry["booktitle"]) == "Symposium on 100% #Things_"
    assert entry["series"] == "A\\&B'24"
    assert entry["month"] == "September"
    assert entry["address"] == "Zürich, CH"
    assert entry["doi"] == "10.1145/3_%7Bx%7D%y"  # read verbatim by \doi: not TeX-escaped
    assert entry["url"] == "https://example.org/a_b?c=1&d=%20#frag"


def test_bibtex_itself_reads_the_export(tmp_path: Path) -> None:
    bibtex = shutil.which("bibtex")
    assert bibtex, "bibtex is missing: run make test (texlive)"
    patent = view("pat-2021", title="P", kind="patent", number="US 1", institution="Acme")
    papers = [*bundled(), view("specials-2024", title=SPECIALS, abstract=SPECIALS), patent]
    (tmp_path / "pubs.bib").write_text(export_bibtex(papers), encoding="utf-8")
    (tmp_path / "page.aux").write_text("\\citation{*}\n\\bibstyle{plain}\n\\bibdata{pubs}\n")
    run = subprocess.run([bibtex, "page"], cwd=tmp_path, capture_output=True, text=True)
    assert "error message" not in run.stdout, run.stdout
    assert run.returncode == 0, run.stdout
    bbl = (tmp_path / "page.bbl").read_text(encoding="utf-8")
    assert bbl.count("\\bibitem") == len(papers)


@pytest.mark.parametrize(
    ("fields", "kind", "field", "value"),
    [
        ({"status": "preprint"}, "misc", "howpublished", "Preprint"),
        ({"status": "under review", "venue": {"short": "X'25"}}, "misc", "howpublished",
         "Under review at X'25"),
        ({"status": "under review"}, "misc", "howpublished", None),
        ({"status": "in preparation", "venue": {"long": "Nature"}}, "misc", "howpublished",
         "In preparation"),
        ({"status": "in preparation"}, "misc", "howpublished", "In preparation"),
        ({"venue": {"short": "TON'24", "long": "IEEE/ACM Transactions on Networking"}},
         "article", "journal", "IEEE/ACM Transactions on Networking"),
        ({"venue": {"short": "CSUR'24", "long": "ACM Computing Surveys"}},
         "article", "journal", "ACM Computing Surveys"),
        ({"venue": {"short": "NSDI'24", "long": "USENIX Symposium on Networked Systems"}},
         "inproceedings", "booktitle", "USENIX Symposium on Networked Systems"),
        ({"venue": {"short": "APSys'22"}}, "inproceedings", "booktitle", "APSys'22"),
        ({"status": "accepted", "venue": {"short": "OSDI'26"}}, "inproceedings", "note",
         "To appear"),
    ],
)  # fmt: skip
def test_entry_type_follows_status_and_venue(
    fields: dict[str, Any], kind: str, field: str, value: str | None
) -> None:
    entry = parse(export_bibtex([view("k", title="T", **fields)]))["k"]
    assert entry["ENTRYTYPE"] == kind
    assert entry[field] == (value or "Under review")


def test_export_is_deterministic_and_follows_the_page() -> None:
    first = publications("bibtex", since=2025).text
    assert first == publications("bibtex", since=2025).text
    assert [line.split("{")[1].rstrip(",") for line in first.splitlines() if line[:1] == "@"] == [
        "disttrain-sigcomm25",
        "streamrl-2025",
        "rlhfuse-nsdi25",
    ]


@pytest.mark.parametrize(
    ("fields", "kind", "expected"),
    [
        ({"kind": "phd-thesis", "institution": "Peking University"}, "phdthesis", {"school"}),
        ({"kind": "masters-thesis", "institution": "ETH Zurich"}, "mastersthesis", {"school"}),
        (
            {"kind": "report", "institution": "Microsoft Research", "number": "MSR-TR-2024-12"},
            "techreport",
            {"institution", "number"},
        ),
        ({"kind": "book", "publisher": "Springer"}, "book", {"publisher"}),
        (
            {
                "kind": "chapter",
                "publisher": "Springer",
                "venue": {"short": "HB", "long": "A Book"},
            },
            "incollection",
            {"publisher", "booktitle"},
        ),
        (
            {
                "venue": {"short": "MNRAS", "long": "Monthly Notices"},
                "volume": "521",
                "number": "3",
            },
            "article",
            {"journal", "volume", "number"},
        ),
        ({"status": "preprint", "arxiv": "2401.01234"}, "misc", {"eprint", "archiveprefix"}),
        (
            {"kind": "patent", "number": "US 11,234,567 B2", "institution": "Acme Corp."},
            "patent",
            {"number", "holder"},
        ),
    ],
)
def test_each_kind_gets_its_entry_type_and_fields(
    fields: dict[str, Any], kind: str, expected: set[str]
) -> None:
    paper = view("w", title="A work", pages="1-14", **fields)
    entry = parse(export_bibtex([paper]))["w"]
    assert entry["ENTRYTYPE"] == kind == entry_type(paper)
    assert expected | {"pages"} <= set(entry)
    for name in expected - {"booktitle", "journal", "archiveprefix"}:
        value = fields.get(name) or fields.get(
            "institution" if name in ("school", "holder") else "arxiv"
        )
        assert entry[name] == value, name
    assert entry.get("archiveprefix", "arXiv") == "arXiv"


def test_hostile_new_fields_print_as_written() -> None:
    paper = view(
        "r", title="R", kind="report", number=SPECIALS, institution=SPECIALS, publisher=SPECIALS
    )
    text = export_bibtex([paper])
    assert "\\input{" not in text
    entry = parse(text)["r"]
    for name in ("number", "institution", "publisher"):
        assert unescape(entry[name]) == SPECIALS, name


@pytest.mark.parametrize(
    "fields",
    [
        {"kind": "patent", "number": "US 11,234,567 B2", "institution": "Acme Corp.", "month": 3},
        {"kind": "patent", "number": "CN 114 000 000 A", "status": "under review"},
        {"kind": "phd-thesis", "institution": "Peking University"},
        {"kind": "report", "institution": "Microsoft Research", "number": "MSR-TR-2024-12"},
        {"kind": "book", "publisher": "Springer"},
    ],
)
def test_cvgens_own_importer_reads_each_kind_back(fields: dict[str, Any], tmp_path: Path) -> None:
    """Export, then ``cvgen import-bib``'s reading: the same work, kind,
    number, assignee or school, and status; nothing dropped."""
    paper = Paper.model_validate(
        {"title": "A work", "authors": ["Ada Lovelace"], "year": 2021, **fields}
    )
    exported = view("w", **paper.model_dump(exclude_defaults=True))
    (tmp_path / "out.bib").write_text(export_bibtex([exported]), encoding="utf-8")
    [entry] = read_bib(tmp_path / "out.bib").entries
    back = convert_entry(entry, VenueNames())
    assert isinstance(back, Converted), back
    assert back.dropped == ()
    assert back.paper.model_dump(exclude_defaults=True) == paper.model_dump(exclude_defaults=True)
