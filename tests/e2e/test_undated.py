"""A work under review with no year yet, through every output: a real PDF, the
web page, Markdown, JSON Resume, the publication page (LaTeX, HTML, Markdown,
BibTeX), and a diff against the version in which it became published. It is
listed first (newest), says where it stands, and never prints a year it does
not have ("None", "'None", "0")."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cvgen.cli.main import main
from tests.conftest import pdf_text, squash

ADA = "Ada Lovelace"
OSDI = {"short": "OSDI'26", "long": "USENIX Symposium on Operating Systems Design"}
UNDATED = {"title": "An Undated Engine", "authors": [ADA], "venue": OSDI, "status": "under review"}
OLDER = {"title": "An Older Engine", "authors": [ADA], "venue": OSDI, "year": 2024}
DUMP = {"allow_unicode": True, "sort_keys": False}


def _write(folder: Path, undated: dict[str, object]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ada.yaml").write_text(yaml.safe_dump({"name": ADA}, **DUMP), encoding="utf-8")
    papers = {"older-osdi24": OLDER, "engine-osdi": undated}
    text = yaml.safe_dump({"papers": papers}, **DUMP)
    (folder / "publications.yaml").write_text(text, encoding="utf-8")
    return folder / "ada.yaml"


def _run(folder: Path, *args: str) -> str:
    old = Path.cwd()
    os.chdir(folder)
    try:
        result = CliRunner().invoke(main, list(args))
    finally:
        os.chdir(old)
    assert result.exit_code == 0, result.output
    return result.output


def _dated_nowhere(text: str) -> None:
    assert "None" not in text and "'0" not in text, text


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("undated")
    _write(folder, UNDATED)
    return folder


def test_a_paper_needs_its_year_unless_its_status_allows_none(tmp_path: Path) -> None:
    _write(tmp_path, {**UNDATED, "status": "published"})
    result = CliRunner().invoke(main, ["validate", str(tmp_path / "ada.yaml")])
    assert result.exit_code == 1
    assert "publications.yaml:" in result.output
    assert "a published paper needs its year (add year: YYYY)" in result.output


def test_the_pdf_web_page_and_markdown_list_it_first_without_a_year(folder: Path) -> None:
    _run(folder, "build", "ada.yaml", "--date", "2026-10-10", "--format", "pdf,html")
    pdf = next((folder / "out").glob("*.pdf"))
    text = squash(pdf_text(pdf))
    assert text.find("An Undated Engine") < text.find("An Older Engine"), text
    entry = text[text.find("An Undated Engine") :][:120]
    assert f"Under review at {OSDI['long']}" in entry, entry
    _dated_nowhere(text)
    page = next((folder / "out").glob("*.html")).read_text(encoding="utf-8")
    assert page.find("An Undated Engine") < page.find("An Older Engine")
    _dated_nowhere(page)
    for fmt in ("markdown", "jsonresume"):
        out = _run(folder, "export", "ada.yaml", "--format", fmt, "--date", "2026-10-10")
        assert "An Undated Engine" in out and f"Under review at {OSDI['long']}" in out
        _dated_nowhere(out)
    resume = json.loads(_run(folder, "export", "ada.yaml", "--format", "jsonresume"))
    undated = resume["publications"][0]
    assert undated["name"] == "An Undated Engine" and "releaseDate" not in undated


def test_the_publication_page_groups_it_under_its_status(folder: Path) -> None:
    for fmt in ("html", "markdown", "latex"):
        page = _run(folder, "publications", "--db", "publications.yaml", "--format", fmt)
        assert page.find("An Undated Engine") < page.find("An Older Engine"), fmt
        _dated_nowhere(page)
        if fmt == "html":
            assert '<h2 id="hundated">Under review<span>' in page
            assert 'data-year="undated"' in page and '<option value="undated">' in page
    markdown = _run(folder, "publications", "--db", "publications.yaml", "--format", "markdown")
    assert "## Under review\n" in markdown
    assert f"*Under review at {OSDI['long']}*\n" in markdown  # no date, no comma
    bibtex = _run(folder, "publications", "--db", "publications.yaml", "--format", "bibtex")
    entry = bibtex[bibtex.find("An Undated Engine") :].split("\n}")[0]
    assert "year" not in entry and "Under review at" in entry, entry
    _dated_nowhere(bibtex)


def test_the_diff_from_its_pdf_to_the_version_where_it_was_published(folder: Path) -> None:
    pdf = next((folder / "out").glob("*.pdf"), None)
    if pdf is None:
        _run(folder, "build", "ada.yaml", "--date", "2026-10-10")
        pdf = next((folder / "out").glob("*.pdf"))
    published = _write(folder / "later", {**UNDATED, "status": "published", "year": 2027})
    report = _run(folder, "diff", str(pdf), str(published), "--color", "never")
    assert "An Undated Engine" in report, report
    assert "2027" in report and "under review" in report, report
    _dated_nowhere(report)
