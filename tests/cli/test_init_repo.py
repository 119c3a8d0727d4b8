"""``cvgen init-repo`` run for real: what it writes and prints, and that it never overwrites."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner, Result

from cvgen import __version__
from cvgen.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
WRITTEN = [
    "wrote .github/workflows/cv.yml (the GitHub workflow: build, release, diff)",
    "wrote .pre-commit-config.yaml (cvgen validate before each commit: pre-commit install)",
    "wrote .gitignore (git ignores the PDFs in out/)",
]


def cvgen(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty git repository with a profiles/ folder, as the working directory."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    (tmp_path / "profiles").mkdir()
    return tmp_path


def test_init_repo_writes_then_keeps(repo: Path) -> None:
    result = cvgen("init-repo")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        *WRITTEN,
        f"the workflow installs cvgen-academic=={__version__} (choose another with --cvgen SPEC)",
        "next: commit them, and push to GitHub",
    ]
    assert result.stderr == ""
    workflow = (repo / ".github/workflows/cv.yml").read_bytes()
    again = cvgen("init-repo", ".", "--cvgen", "cvgen-academic==9.9")
    assert again.exit_code == 0, again.output
    assert again.stdout.splitlines() == [
        "kept .github/workflows/cv.yml (there already: not overwritten)",
        "kept .pre-commit-config.yaml (there already: not overwritten)",
        "kept .gitignore (there already: not overwritten)",
        "nothing written: every file was there already",
    ]
    assert (repo / ".github/workflows/cv.yml").read_bytes() == workflow


def test_init_repo_into_a_folder_with_a_requirement(tmp_path: Path) -> None:
    spec = "cvgen-academic @ git+https://github.com/ORG/cvgen@v0.1.0"
    result = cvgen("init-repo", str(tmp_path), "--cvgen", spec)
    assert result.exit_code == 0, result.output
    assert f"the workflow installs {spec} (choose another with --cvgen SPEC)" in result.stdout
    loaded = yaml.safe_load((tmp_path / ".github/workflows/cv.yml").read_text(encoding="utf-8"))
    assert loaded["env"]["CVGEN"] == spec
    # a folder that is not a repository's top, without profiles: written, and told
    assert result.stderr.count("warning: ") == 2
    assert "is not the top of a git repository (no .git)" in result.stderr


def test_a_bad_requirement_exits_1_and_writes_nothing(repo: Path) -> None:
    result = cvgen("init-repo", "--cvgen", "--pre")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: --cvgen '--pre': a requirement, not a pip option")
    assert sorted(p.name for p in repo.iterdir()) == [".git", "profiles"]


def test_the_other_projects_name_exits_1_with_this_ones(repo: Path) -> None:
    result = cvgen("init-repo", "--cvgen", "cvgen==0.1.0")
    assert result.exit_code == 1
    assert result.stderr == (
        "error: --cvgen 'cvgen==0.1.0': the project named cvgen on PyPI is another one; "
        f"this cvgen is cvgen-academic (--cvgen cvgen-academic=={__version__}, or --cvgen "
        f"'cvgen-academic @ git+https://github.com/ORG/cvgen@v{__version__}')\n"
    )
    assert sorted(p.name for p in repo.iterdir()) == [".git", "profiles"]


def test_a_missing_folder_exits_1(repo: Path) -> None:
    result = cvgen("init-repo", "nowhere")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: nowhere does not exist: name your CV repository")


def test_the_installed_command_says_it_in_help(repo: Path) -> None:
    done = subprocess.run(
        [str(ROOT / ".venv/bin/cvgen"), "--help"], capture_output=True, text=True, check=True
    )
    assert "init-repo" in done.stdout
    done = subprocess.run(
        [str(ROOT / ".venv/bin/cvgen"), "init-repo"], capture_output=True, text=True, check=True
    )
    assert done.stdout.splitlines()[:3] == WRITTEN


def test_docs_ci_shows_what_init_repo_prints(repo: Path) -> None:
    """docs/ci.md's first example, line for line, and the default it names."""
    text = (ROOT / "docs/ci.md").read_text(encoding="utf-8")
    block = text.split("    $ cvgen init-repo\n", 1)[1].split("\n\n", 1)[0]
    shown = [line.removeprefix("    ") for line in block.splitlines()]
    assert cvgen("init-repo").stdout.splitlines() == shown
    assert "`cvgen init-repo` writes\n`cvgen-academic==VERSION`" in text
