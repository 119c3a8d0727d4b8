"""One paper per paper: a preprint and its published version, a conference
paper and its journal version, duplicates; real import-bib runs on small files."""

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.sources.loader import load_database

VERSIONS = Path(__file__).parents[1] / "bib" / "versions"


@pytest.fixture
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for path in VERSIONS.iterdir():
        shutil.copy(path, tmp_path / path.name)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _import(*args: str) -> list[str]:
    result = CliRunner().invoke(main, ["import-bib", *args])
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()


def test_a_preprint_and_its_published_version_are_one_paper(work: Path) -> None:
    output = _import("preprint-then-published.bib", "--db", "new.yaml")
    assert output[0] == "created new.yaml (a new publication database)"
    assert (
        "  fuse-exc25: the published version of fuse-arxiv (the title grown, same authors): "
        "one paper, efficient-2025"
    ) in output
    text = (work / "new.yaml").read_text()
    assert text.startswith("# yaml-language-server: $schema=publications.schema.json\n")
    paper = load_database(work / "new.yaml").database.papers["efficient-2025"]
    assert paper.title.endswith("with Inter- and Intra-Stage Fusion")
    assert (paper.status, paper.year, paper.month, paper.doi) == (
        "published",
        2025,
        4,
        "10.5555/fuse.2025",
    )
    assert paper.arxiv == "2409.01234"
    preprint = "FuseTrain: Efficient Reward Model Training for Large Language Models"
    assert paper.former_titles == [preprint]
    assert [(str(s.until), s.title, s.status, s.year, s.month) for s in paper.history] == [
        ("2025-04", preprint, "preprint", 2024, 9)
    ]
    assert (
        '      - {until: 2025-04, title: "FuseTrain: Efficient Reward Model Training for Large '
        'Language Models", status: preprint, year: 2024, month: 9}\n'
    ) in text


def test_a_changed_word_is_another_paper_and_a_journal_version_is_related(work: Path) -> None:
    output = _import("preprint-then-published.bib", "--db", "new.yaml")
    papers = load_database(work / "new.yaml").database.papers
    serving, training = papers["efficient-2024"], papers["efficient-2025-2"]
    assert (serving.status, serving.title.split()[1]) == ("preprint", "Serving")
    assert (training.status, training.history) == ("published", [])
    assert papers["fair-2022"].related == ["fair-2023"]
    assert papers["fair-2023"].related == ["fair-2022"]
    assert "kept apart and listed as related (1 pair):" in output
    result = CliRunner().invoke(main, ["validate", "oman.yaml", "--db", "new.yaml"])
    assert "same title" not in result.output  # two related papers may share a title


def test_a_published_version_updates_the_database_preprint_in_place(work: Path) -> None:
    before = (work / "db-with-preprint.yaml").read_text().splitlines(keepends=True)
    output = _import("publishes-the-preprint.bib", "--db", "db-with-preprint.yaml")
    assert (
        "  streamix: the published version of streamix-2024 in the database (same arXiv id): "
        "one paper, streamix-2024, updated in place"
    ) in output
    assert "  old-preprint: already in the database as old-exj20 " in "\n".join(output)
    after = (work / "db-with-preprint.yaml").read_text().splitlines(keepends=True)
    assert after[:8] == before[:8]  # the comments above the entry, byte for byte
    assert after[8:18] == [
        '    authors: ["Ada Lovelace", "Mary Somerville"]\n',
        '    venue: {long: "Example Conference on Computer Systems"}\n',
        "    status: published\n",
        "    year: 2025\n",
        "    month: 7\n",
        '    doi: "10.5555/streamix"\n',
        '    arxiv: "2403.04567"\n',
        '    url: "https://arxiv.org/abs/2403.04567"\n',
        "    history:\n",
        "      - {until: 2025-07, status: preprint, year: 2024, month: 3}\n",
    ]
    assert after[18 : 18 + len(before) - 13] == before[13:]  # the rest, then the new paper
    new = "".join(after[18 + len(before) - 13 :])
    assert '  rotation-exj21:\n    title: "Rotation Curves Again"\n' in new
    assert '    authors: ["Scott McGaugh", "Ada Lovelace"]\n' in new


def test_a_correct_spelling_is_kept_and_the_respelling_reported(work: Path) -> None:
    output = _import("publishes-the-preprint.bib", "--db", "db-with-preprint.yaml", "--dry-run")
    assert (
        "  'Scott Mc Gaugh' written 'Scott McGaugh' as in the database (old-preprint, gaugh)"
    ) in output


def test_the_owner_written_otherwise_gets_an_aliases_line(work: Path) -> None:
    output = _import("oman.bib", "--profile", "oman.yaml", "--db", "o.yaml")
    assert output[-3:] == [
        "Kyle Oman is among the authors of 1 of the 5 entries under the profile's name or aliases",
        '  the file writes "Kyle A. Oman" in 2 entries, "K. A. Oman" in 1 entry; add to oman.yaml:',
        '  aliases: ["K. Oman", "Kyle A. Oman", "K. A. Oman"]',
    ]
