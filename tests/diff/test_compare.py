"""``cvgen diff`` on Zili Zhang's two versions: from profiles, built PDFs and git."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.diff.compare import MarkupError, compare_versions, write_marked_pdf
from cvgen.diff.report import format_markdown, format_text, to_json
from tests.conftest import ROOT, git, pdf_text, squash

OLD = "examples/zili-zhang-2023-07-25.yaml"
NEW = "profiles/zili-zhang.yaml"
ADDED_PAPERS = (
    "DistTrain: Addressing Model and Data Heterogeneity",
    "RLHFuse: Efficient RLHF Training for Large Language Models",
    "RAGCache: Efficient Knowledge Caching for Retrieval-Augmented Generation",
    "Fast Vector Query Processing for Large Datasets Beyond GPU Memory with Reordered Pipelining",
    "Jolteon: Unleashing the Promise of Serverless for Serverless Workflows",
    "dLoRA: Dynamically Orchestrating Requests and Adapters for LoRA LLM Serving",
)


def report(old: str, new: str) -> dict[str, Any]:
    """The JSON report without the names of the inputs, which differ by design."""
    data = to_json(compare_versions(old, new))
    for side in ("old", "new"):
        del data[side]["source"], data[side]["kind"]
    return data


def labels(data: dict[str, Any], section: str, kind: str) -> list[str]:
    (found,) = [s for s in data["sections"] if s["name"] == section]
    return [c["label"] for c in found["changes"] if c["kind"] == kind]


def test_the_two_zili_versions() -> None:
    data = report(OLD, NEW)
    papers = labels(data, "publications", "added")
    assert len(papers) == len(ADDED_PAPERS)
    for title in ADDED_PAPERS:
        assert sum(p.startswith(title) for p in papers) == 1, title
    assert labels(data, "experience", "added") == [
        "StepFun, Research Intern of LLM Training",
        "Alibaba, Research Intern of Serverless Computing",
    ]
    (moqi,) = next(s for s in data["sections"] if s["name"] == "experience")["changes"][2:]
    assert moqi["fields"] == [
        {
            "field": "role",
            "old": "Research Intern of Information Retrieval System",
            "new": "Research Intern of Vector Database",
        }
    ]
    assert "Presidential Scholarship of Peking University" in labels(data, "honors", "added")
    assert "Learning Excellence Award" in labels(data, "honors", "removed")
    # the teaching entries were reordered between the versions: not a change
    assert "teaching" not in [s["name"] for s in data["sections"]]
    assert data["counts"] == {"added": 17, "removed": 4, "changed": 7}
    (renamed,) = [
        c
        for c in next(s for s in data["sections"] if s["name"] == "honors")["changes"]
        if c["label"] == "Exceptional Award for Academic Innovation"
    ]
    assert renamed["kind"] == "changed"  # was "Academic Innovation Award" (2023)
    assert data["old"] == {"name": "Zili Zhang", "date": "2023-07-25", "variant": "long"}


def test_the_same_report_from_the_two_built_pdfs(profile_pdf: Callable[[str], Path]) -> None:
    old_pdf, new_pdf = profile_pdf(OLD), profile_pdf(NEW)
    assert report(str(old_pdf), str(new_pdf)) == report(OLD, NEW)
    # and a year-old PDF against today's profile
    assert report(str(old_pdf), NEW) == report(OLD, NEW)


@pytest.fixture
def zili_repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A repository with the 2023 profile committed, then the 2024 one over it."""
    repo = tmp_path / "group"
    (repo / "profiles").mkdir(parents=True)
    shutil.copy(ROOT / "profiles/publications.yaml", repo / "profiles")
    old = (ROOT / OLD).read_text().replace("database: ../profiles/publications.yaml", "")
    (repo / "profiles/zili-zhang.yaml").write_text(old)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "2023 version")
    shutil.copy(ROOT / NEW, repo / "profiles/zili-zhang.yaml")
    git(repo, "commit", "-qam", "2024 version")
    monkeypatch.chdir(repo)
    return repo


def test_the_same_report_from_two_git_revisions(zili_repo: Path) -> None:
    expected = report(str(ROOT / OLD), str(ROOT / NEW))
    assert report("HEAD~1:profiles/zili-zhang.yaml", "HEAD:profiles/zili-zhang.yaml") == expected
    assert report("HEAD~1:profiles/zili-zhang.yaml", "profiles/zili-zhang.yaml") == expected


def test_exit_codes_follow_git_diff(zili_repo: Path) -> None:
    def run(*args: str) -> int:
        return CliRunner().invoke(main, ["diff", *args]).exit_code

    current = "profiles/zili-zhang.yaml"
    assert run("HEAD:profiles/zili-zhang.yaml", current, "--exit-code") == 0
    assert run("HEAD~1:profiles/zili-zhang.yaml", current, "--exit-code") == 1
    assert run("HEAD~1:profiles/zili-zhang.yaml", current) == 0
    assert run("HEAD~9:profiles/zili-zhang.yaml", current, "--exit-code") == 2
    assert run("profiles/nobody.yaml", current) == 2


def test_the_text_report_in_a_pipe_is_plain() -> None:
    result = CliRunner().invoke(main, ["diff", OLD, NEW])
    assert result.exit_code == 0
    assert "\x1b[" not in result.stdout
    lines = result.stdout.splitlines()
    assert lines[:2] == [f"--- {OLD} (2023-07-25, long)", f"+++ {NEW} (2024-10-10, long)"]
    assert "Experience: 2 added, 1 changed" in lines
    assert "  added    StepFun, Research Intern of LLM Training (Apr. 2024 - Present)" in lines
    assert (
        "             ~ role: Research Intern of Information Retrieval System"
        " -> Research Intern of Vector Database"
    ) in lines
    assert lines[-1] == "17 added, 4 removed, 7 changed"
    coloured = CliRunner().invoke(main, ["diff", OLD, NEW, "--color", "always"]).stdout
    assert "\x1b[32madded" in coloured


def test_a_pdf_without_cvgen_data_is_compared_by_text(
    tmp_path: Path, profile_pdf: Callable[[str], Path]
) -> None:
    from pypdf import PdfReader, PdfWriter

    plain = tmp_path / "plain.pdf"
    writer = PdfWriter()
    for page in PdfReader(profile_pdf(OLD)).pages:
        writer.add_page(page)
    writer.write(plain)
    comparison = compare_versions(str(plain), NEW)
    assert comparison.by_text
    assert comparison.diff.notes[0] == f"{plain} has no cvgen data (not built by cvgen)"
    assert to_json(comparison)["mode"] == "text"
    added = [c.label for s in comparison.diff.sections for c in s.changes if c.kind == "added"]
    assert "StepFun" in added
    with pytest.raises(MarkupError, match="--pdf needs cvgen data on both sides"):
        write_marked_pdf(comparison, tmp_path / "marked.pdf")
    assert not (tmp_path / "marked.pdf").exists()


@pytest.mark.parametrize(("engine", "pages"), [("xelatex", 3), ("typst", 2)])
def test_the_marked_up_pdf_shows_the_added_titles(tmp_path: Path, engine: str, pages: int) -> None:
    """Each engine (``--engine``): the legend and its key, the added titles, the
    removed and the old values kept; the same bytes twice."""
    target = tmp_path / "changes.pdf"
    args = ["diff", OLD, NEW, "--pdf", str(target), "--engine", engine]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert f"wrote {target} ({pages} pages, changes marked)" in result.stderr
    assert "XeLaTeX is not installed" not in result.stderr
    text = squash(pdf_text(target))
    assert "Changes since examples/zili-zhang-2023-07-25.yaml (2023-07-25, long)" in text
    assert "Key: added removed old → new" in text
    for title in ADDED_PAPERS:
        assert title in text
    # removed entries stay, struck through; a changed value shows old and new
    assert "Learning Excellence Award" in text
    assert "Research Intern of Information Retrieval System" in text
    from pypdf import PdfReader

    meta = PdfReader(target).metadata
    assert meta is not None and meta.title == "Zili Zhang - Curriculum Vitae (changes marked)"
    producer = {"xelatex": "(XeLaTeX, pypdf)", "typst": "(Typst, pypdf)"}[engine]
    assert meta.producer is not None and meta.producer.endswith(producer)
    first = target.read_bytes()
    CliRunner().invoke(main, args)
    assert target.read_bytes() == first  # same inputs, same bytes


def test_without_xelatex_diff_pdf_uses_typst_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("cvgen.tex.xelatex.find_tex_engine", lambda: None)
    target = tmp_path / "changes.pdf"
    result = CliRunner().invoke(main, ["diff", OLD, NEW, "--pdf", str(target)])
    assert result.exit_code == 0, result.output
    assert "note: XeLaTeX is not installed: typesetting with Typst" in result.stderr
    from pypdf import PdfReader

    meta = PdfReader(target).metadata
    assert meta is not None and meta.producer is not None and "Typst" in meta.producer
    # no PDF asked for, nothing typeset: nothing to say
    quiet = CliRunner().invoke(main, ["diff", OLD, NEW])
    assert quiet.exit_code == 0 and "XeLaTeX" not in quiet.stderr


def test_the_docs_show_the_real_diff() -> None:
    readme = (ROOT / "docs/how-to/diff.md").read_text()
    command = f"$ cvgen diff {OLD} {NEW}\n"
    shown = readme[readme.index(command) + len(command) :].split("```")[0]
    assert CliRunner().invoke(main, ["diff", OLD, NEW]).stdout == shown


def test_every_change_has_a_stable_key() -> None:
    data = report(OLD, NEW)
    changes = {c["label"]: c for s in data["sections"] for c in s["changes"]}
    assert all(c["key"] for c in changes.values())
    dlora = next(c for label, c in changes.items() if label.startswith("dLoRA"))
    assert dlora["key"] == "dlora-osdi24"  # a paper: its database key
    moqi = changes["Moqi, Research Intern of Vector Database"]
    assert moqi["key"] == "moqi|research intern of vector database|2021-10"
    assert changes["position"]["key"] == "position"


def test_an_added_entry_shows_its_place_rank_and_bullets() -> None:
    comparison = compare_versions(OLD, NEW)
    text = click.unstyle(format_text(comparison))
    assert (
        "  added    Alibaba, Research Intern of Serverless Computing (Jun. 2023 - Apr. 2024)\n"
        "               location: Beijing, China\n"
        "               bullet: Optimization for Alibaba Serverless Computing Platform\n"
    ) in text
    assert (
        "  added    Presidential Scholarship of Peking University (2024)\n"
        "               rank: 4/200; issuer: Peking University Award; location: Peking University\n"
    ) in text
    assert "  - location: Beijing, China\n" in format_markdown(comparison)
    data = to_json(comparison)
    (honors,) = [s for s in data["sections"] if s["name"] == "honors"]
    assert honors["changes"][0]["content"][0] == {"field": "rank", "value": "4/200"}
