"""Theses, reports, books, journal issues, arXiv preprints and corresponding
authors, through every output: the PDF XeLaTeX makes (its text read back by
pdftotext), the Markdown and JSON Resume exports, the publication page in its
four formats, the snapshot embedded in the PDF, and the database writer. A
hostile publisher, school or report number prints literally everywhere."""

from __future__ import annotations

import json
from pathlib import Path

import bibtexparser
import pytest
import yaml
from bibtexparser.bparser import BibTexParser

from cvgen.cv.request import CvRequest
from cvgen.diff.match import diff_cvs
from cvgen.diff.versions import read_version
from cvgen.importers.dbwrite import append_papers
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.publications.formats import publications
from cvgen.render.export import export_cv
from cvgen.render.latex.escape import tex
from cvgen.sources.loader import load_database
from tests.conftest import pdf_text, squash

DAY = PartialDate(2024, 10, 10)
ADA = "Ada Lovelace"
HOPPER = "Grace Hopper"
HOSTILE = {
    "number": r"\input{/etc/passwd} #1",
    "institution": "100% {Lab} & Co",
    "publisher": r"Acme # Press } \end{document}",
}
DATABASE = {
    "papers": {
        "thesis-pku24": {
            "title": "Scheduling Deep Learning Clusters",
            "authors": [ADA],
            "kind": "phd-thesis",
            "institution": "Peking University",
            "year": 2024,
            "month": 6,
        },
        "thesis-eth21": {
            "title": "Garbage Collection for Analytical Engines",
            "authors": [ADA],
            "kind": "masters-thesis",
            "institution": "ETH Zurich",
            "year": 2021,
        },
        "tr-msr24": {
            "title": "Notes on Bernoulli Numbers",
            "authors": [ADA, HOPPER],
            "kind": "report",
            "number": "MSR-TR-2024-12",
            "institution": "Microsoft Research",
            "year": 2024,
            "month": 3,
        },
        "book-springer23": {
            "title": "Engines of Thought",
            "authors": [ADA],
            "kind": "book",
            "publisher": "Springer",
            "year": 2023,
        },
        "orbits-mnras24": {
            "title": "Orbits of Small Moons",
            "authors": [ADA, HOPPER],
            "venue": {
                "short": "MNRAS",
                "long": "Monthly Notices of the Royal Astronomical Society",
            },
            "year": 2024,
            "month": 9,
            "volume": "521",
            "number": "3",
            "pages": "1-14",
            "doi": "10.1093/mnras/example",
        },
        "loops-arxiv24": {
            "title": "Loops Without End",
            "authors": [ADA],
            "status": "preprint",
            "arxiv": "2401.01234",
            "year": 2024,
            "month": 1,
        },
        "compilers-osdi23": {
            "title": "A Compiler for Everyone",
            "authors": [HOPPER, ADA],
            "corresponding": [HOPPER],
            "venue": {"short": "OSDI'23", "long": "USENIX Symposium on Operating Systems"},
            "year": 2023,
            "month": 7,
        },
        "hostile-report": {
            "title": "Hostile Report",
            "authors": ["Eve Example"],
            "kind": "report",
            "number": HOSTILE["number"],
            "institution": HOSTILE["institution"],
            "year": 2024,
        },
        "hostile-book": {
            "title": "Hostile Book",
            "authors": ["Eve Example"],
            "kind": "book",
            "publisher": HOSTILE["publisher"],
            "year": 2024,
        },
    }
}


def _profile(name: str) -> dict[str, object]:
    slug = name.split()[0].lower()
    return {
        "name": name,
        "contacts": {"email": f"{slug}@example.org"},
        "publications": {"by_author": True},
    }


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("kinds")
    dump = {"allow_unicode": True, "sort_keys": False}
    for name in (ADA, "Eve Example"):
        path = folder / f"{name.split()[0].lower()}.yaml"
        path.write_text(yaml.safe_dump(_profile(name), **dump), encoding="utf-8")
    (folder / "publications.yaml").write_text(yaml.safe_dump(DATABASE, **dump), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def ada_pdf(folder: Path) -> Path:
    result = build_cv(
        CvRequest(folder / "ada.yaml", date=DAY), BuildOptions(out_dir=folder / "out")
    )
    assert result.warnings == ()
    return result.pdf


EXPECTED_LINES = [
    "PhD thesis, Peking University",
    "Master's thesis, ETH Zurich",
    "Technical report MSR-TR-2024-12, Microsoft Research",
    "Springer",
    "Sep. 2024, vol. 521, no. 3, pp. 1-14",
    "In Preprint (arXiv:2401.01234)",
    "Grace Hopper\u2020, Ada Lovelace (\u2020 corresponding author)",
]


def test_the_pdf_says_what_each_work_is(ada_pdf: Path) -> None:
    text = squash(pdf_text(ada_pdf))
    missing = [line for line in EXPECTED_LINES if line not in text]
    assert missing == [], text
    assert "Published" not in text  # a thesis used to read "Published 2024"


def test_the_markdown_export_mirrors_the_pdf(folder: Path) -> None:
    text = export_cv(CvRequest(folder / "ada.yaml", date=DAY), "markdown").text
    expected = list(EXPECTED_LINES)
    expected[-1] = "Grace Hopper\u2020, **Ada Lovelace** (\u2020 corresponding author)"
    assert [line for line in expected if line not in squash(text)] == []
    assert "[Loops Without End](<https://arxiv.org/abs/2401.01234>)" in text


def test_the_json_resume_export_names_the_kind_and_issue(folder: Path) -> None:
    document = json.loads(export_cv(CvRequest(folder / "ada.yaml", date=DAY), "jsonresume").text)
    publisher = {p["name"]: p["publisher"] for p in document["publications"]}
    assert publisher["Scheduling Deep Learning Clusters"] == "PhD thesis, Peking University"
    assert publisher["Orbits of Small Moons"] == (
        "Monthly Notices of the Royal Astronomical Society (MNRAS), vol. 521, no. 3, pp. 1-14"
    )
    assert publisher["Loops Without End"] == "Preprint (arXiv:2401.01234)"


@pytest.mark.usefixtures("fonts_not_embedded")  # the page's words are read, not its fonts
@pytest.mark.parametrize("fmt", ["markdown", "html", "latex"])
def test_the_publication_page_shows_the_kinds(folder: Path, fmt: str) -> None:
    text = publications(fmt, db_path=folder / "publications.yaml").text
    for line in ("PhD thesis, Peking University", "vol. 521, no. 3", "\u2020 corresponding author"):
        assert (tex(line) if fmt == "latex" else line) in text, (fmt, line)
    assert "Hopper\u2020" in text


def test_the_bibtex_export_writes_the_entry_types(folder: Path) -> None:
    text = publications("bibtex", db_path=folder / "publications.yaml").text
    entries = bibtexparser.loads(text, parser=BibTexParser(common_strings=True)).entries_dict
    assert {k: e["ENTRYTYPE"] for k, e in entries.items() if not k.startswith("hostile")} == {
        "thesis-pku24": "phdthesis",
        "thesis-eth21": "mastersthesis",
        "tr-msr24": "techreport",
        "book-springer23": "book",
        "orbits-mnras24": "article",
        "loops-arxiv24": "misc",
        "compilers-osdi23": "inproceedings",
    }
    assert entries["thesis-pku24"]["school"] == "Peking University"
    assert (entries["tr-msr24"]["number"], entries["tr-msr24"]["institution"]) == (
        "MSR-TR-2024-12",
        "Microsoft Research",
    )
    orbits = entries["orbits-mnras24"]
    assert (orbits["volume"], orbits["number"], orbits["pages"]) == ("521", "3", "1-14")
    assert (entries["loops-arxiv24"]["eprint"], entries["loops-arxiv24"]["archiveprefix"]) == (
        "2401.01234",
        "arXiv",
    )
    assert "\\input{" not in text


def test_the_embedded_snapshot_keeps_the_fields(folder: Path, ada_pdf: Path) -> None:
    built = read_version(str(ada_pdf)).selected
    now = read_version(str(folder / "ada.yaml")).selected
    assert built is not None and now is not None
    assert diff_cvs(built, now).identical
    papers = {p.paper.key: p for p in built.papers}
    assert papers["tr-msr24"].paper.number == "MSR-TR-2024-12"
    assert papers["loops-arxiv24"].paper.arxiv == "2401.01234"
    assert [a.name for a in papers["compilers-osdi23"].authors if a.corresponding] == [HOPPER]


def test_hostile_fields_print_literally(folder: Path) -> None:
    result = build_cv(
        CvRequest(folder / "eve.yaml", date=DAY), BuildOptions(out_dir=folder / "out")
    )
    text = squash(pdf_text(result.pdf))
    assert f"Technical report {HOSTILE['number']}, {HOSTILE['institution']}" in text
    assert HOSTILE["publisher"] in text
    assert "root:" not in text  # /etc/passwd was not read
    markdown = export_cv(CvRequest(folder / "eve.yaml", date=DAY), "markdown").text
    assert r"Technical report \\input{/etc/passwd} \#1, 100% {Lab} \& Co" in markdown


def test_the_database_writer_loads_the_fields_back(folder: Path, tmp_path: Path) -> None:
    papers = load_database(folder / "publications.yaml").database.papers
    db = tmp_path / "db.yaml"
    db.write_text("papers:\n", encoding="utf-8")
    append_papers(db, list(papers.items()), note="every kind")  # checks it loads back
    assert load_database(db).database.papers == papers
    text = db.read_text(encoding="utf-8")
    assert "    kind: phd-thesis\n" in text
    assert '    corresponding: ["Grace Hopper"]\n' in text
