"""``cvgen init-repo``'s files: written once, checked by actionlint, and their
shell steps run for real in a git repository of two commits."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from pypdf import PdfReader

from cvgen import DISTRIBUTION, __version__
from cvgen.scaffold.cirepo import (
    MARKER,
    InitRepoError,
    default_requirement,
    init_repo,
    pre_commit_text,
    report_lines,
    warnings,
    workflow_text,
)
from cvgen.scaffold.starter import new_profile
from cvgen.support.system import debian_packages
from tests.conftest import pdf_text, squash
from tests.importers.actionlint import actionlint_each

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = ROOT / ".venv/bin"
COMMIT_DAY = "2025-03-04"


def workflow(spec: str = "cvgen-academic==1.0") -> dict[Any, Any]:
    loaded: dict[Any, Any] = yaml.safe_load(workflow_text(spec))
    return loaded


def step(job: str, key: str, data: dict[Any, Any] | None = None) -> dict[str, Any]:
    """A step of the workflow, by its ``id`` or its ``name``."""
    steps = (data or workflow())["jobs"][job]["steps"]
    (found,) = [s for s in steps if key in (s.get("id"), s.get("name"))]
    return dict(found)


def test_init_repo_writes_three_files_and_never_overwrites(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "profiles").mkdir()
    made = init_repo(tmp_path)
    assert [f.path.relative_to(tmp_path).as_posix() for f in made.written] == [
        ".github/workflows/cv.yml",
        ".pre-commit-config.yaml",
        ".gitignore",
    ]
    assert (tmp_path / ".gitignore").read_text(encoding="utf-8").splitlines()[-1] == "out/"
    assert made.cvgen == f"cvgen-academic=={__version__}"
    assert warnings(made) == []
    (tmp_path / ".gitignore").write_text("*.pdf\n", encoding="utf-8")
    (tmp_path / ".pre-commit-config.yaml").unlink()
    again = init_repo(tmp_path, cvgen="cvgen-academic==9")
    assert [f.path.name for f in again.written] == [".pre-commit-config.yaml"]
    assert [f.path.name for f in again.kept] == ["cv.yml", ".gitignore"]
    assert (tmp_path / ".gitignore").read_text(encoding="utf-8") == "*.pdf\n"
    written = (tmp_path / ".github/workflows/cv.yml").read_text(encoding="utf-8")
    assert "cvgen-academic==9" not in written
    third = init_repo(tmp_path)
    assert third.written == ()
    assert report_lines(third)[-1] == "nothing written: every file was there already"
    assert f"kept {tmp_path}/.gitignore (there already: not overwritten)" in report_lines(third)


def test_a_folder_without_git_or_profiles_is_told_what_it_lacks(tmp_path: Path) -> None:
    made = init_repo(tmp_path)
    assert len(made.written) == 3
    lacks = warnings(made)
    assert "not the top of a git repository (no .git)" in lacks[0]
    assert lacks[1] == (
        f"{tmp_path} has no profiles/ folder, which the workflow builds: "
        f'start one with cvgen new "Your Name" --dir {tmp_path}'
    )


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("", "--cvgen: give one pip requirement on one line"),
        ("cvgen\n--index-url x", "--cvgen: give one pip requirement on one line"),
        ("--pre cvgen", "--cvgen '--pre cvgen': a requirement, not a pip option"),
        ("cvgen-academic==${{ github.sha }}", "'${{' has no place in a requirement"),
    ],
)
def test_a_bad_requirement_is_refused_before_writing(
    tmp_path: Path, spec: str, message: str
) -> None:
    with pytest.raises(InitRepoError, match=re.escape(message)) as raised:
        init_repo(tmp_path, cvgen=spec)
    example = f"e.g. --cvgen 'cvgen-academic @ git+https://github.com/ORG/cvgen@v{__version__}'"
    assert example in raised.value.message
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "spec",
    ["cvgen", "cvgen==0.1.0", "CVGen>=0.1", "cvgen[x]", "cvgen @ git+https://github.com/O/cvgen"],
)
def test_the_other_projects_name_is_refused(tmp_path: Path, spec: str) -> None:
    with pytest.raises(InitRepoError, match="the project named cvgen on PyPI is another one"):
        init_repo(tmp_path, cvgen=spec)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "spec",
    [
        "cvgen-academic",
        "cvgen_academic==0.1.0",
        "git+https://github.com/ORG/cvgen@v0.1.0",
        "https://example.org/cvgen_academic-0.1.0-py3-none-any.whl",
        "cvgen/dist/cvgen_academic-0.1.0-py3-none-any.whl",
        "cvgen2==1.0",
    ],
)
def test_other_requirements_are_written_as_given(spec: str) -> None:
    assert workflow(spec)["env"]["CVGEN"] == spec


def test_the_default_is_this_version_under_its_distribution_name() -> None:
    assert default_requirement() == f"cvgen-academic=={__version__}"
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8").split("\n[project]\n")[1]
    assert re.findall(r'^name = "(.*)"$', project, re.M)[0] == DISTRIBUTION == "cvgen-academic"
    assert re.findall(r'^version = "(.*)"$', project, re.M)[0] == __version__


def test_a_missing_folder_or_a_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InitRepoError, match="nowhere does not exist: name your CV repository"):
        init_repo(tmp_path / "nowhere")
    (tmp_path / "file").write_text("", encoding="utf-8")
    with pytest.raises(InitRepoError, match="file is a file"):
        init_repo(tmp_path / "file")


def test_the_requirement_reaches_pip_as_written() -> None:
    spec = 'cvgen-academic @ git+https://github.com/ORG/cvgen@v1 ; python_version >= "3.10"'
    data = workflow(spec)
    assert data["env"]["CVGEN"] == spec
    for job in ("build", "diff"):
        assert step(job, "Install cvgen", data)["run"] == 'python -m pip install "$CVGEN"'


def test_the_workflow_installs_the_one_package_list() -> None:
    run = step("build", "Install TeX")["run"]
    assert "sudo apt-get update\nsudo apt-get install -y --no-install-recommends" in run
    words = run.replace("\\", " ").split()
    assert words[words.index("--no-install-recommends") + 1 :] == list(debian_packages())


def test_the_workflow_has_no_findings_and_a_broken_one_has() -> None:
    text = workflow_text(f"cvgen-academic=={__version__}")
    # the checker checks: a misspelt context and an unknown key are found, at their lines
    typo = text.replace("github.event.pull_request.base.sha", "github.event_pull_request.base.sha")
    key = text.replace("    runs-on:", "    timeout: 5\n    runs-on:", 1)
    found, in_typo, in_key = actionlint_each([text, typo, key])  # one checker for the three
    assert found == []
    ((kind, line, message),) = [(f["kind"], f["line"], f["message"]) for f in in_typo]
    assert (kind, line) == ("expression", _line_of(text, "BASE_SHA:"))
    assert 'property "event_pull_request" is not defined' in message
    ((kind, line, message),) = [(f["kind"], f["line"], f["message"]) for f in in_key]
    assert (kind, line) == ("syntax-check", _line_of(text, "    runs-on:"))
    assert 'unexpected key "timeout" for "job" section' in message


def _line_of(text: str, part: str) -> int:
    return text[: text.index(part)].count("\n") + 1


def test_the_workflow_asks_for_write_access_only_where_it_writes() -> None:
    data = workflow()
    assert data["permissions"] == {"contents": "read"}
    assert "permissions" not in data["jobs"]["build"]
    assert data["jobs"]["release"]["permissions"] == {"contents": "write"}
    assert data["jobs"]["release"]["if"] == "startsWith(github.ref, 'refs/tags/')"
    assert data["jobs"]["diff"]["permissions"] == {"contents": "read", "pull-requests": "write"}
    assert data[True] == {  # PyYAML reads `on` as YAML 1.1's true
        "push": {"branches": ["main", "master"], "tags": ["**"]},
        "pull_request": None,
        "workflow_dispatch": None,
    }
    # no ${{ }} inside a script: a branch name or a title cannot become shell code
    for job in data["jobs"].values():
        for one in job["steps"]:
            assert "${{" not in one.get("run", ""), one


def test_the_hook_this_repository_provides_validates_profiles(tmp_path: Path) -> None:
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    (repo,) = yaml.safe_load(pre_commit_text())["repos"]
    assert repo["repo"] == "local"
    (local,) = repo["hooks"]
    # the two ways to run it are the same hook
    for key in ("id", "entry", "files", "pass_filenames"):
        assert hook[key] == local[key], key
    assert hook["id"] == "cvgen-validate"
    assert (hook["language"], local["language"]) == ("python", "system")
    files = re.compile(hook["files"])
    assert files.search("profiles/ada-lovelace.yaml") and files.search("profiles/publications.yml")
    assert not files.search(".github/workflows/cv.yml")
    assert f"rev: v{__version__}" in pre_commit_text()
    new_profile("Ada Lovelace", tmp_path / "profiles")
    command = shlex.split(hook["entry"])
    assert command[0] == "cvgen"
    ran = _run([str(VENV_BIN / "cvgen"), *command[1:]], tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert "ok profiles/ada-lovelace.yaml" in ran.stdout
    (tmp_path / "profiles/ada-lovelace.yaml").write_text("name: [\n", encoding="utf-8")
    ran = _run([str(VENV_BIN / "cvgen"), *command[1:]], tmp_path)
    assert ran.returncode == 1
    assert "profiles/ada-lovelace.yaml:" in ran.stderr


# Commits of a fixed author and day, whatever the machine's git configuration.
_GIT = {
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "Test",
    "GIT_AUTHOR_EMAIL": "test@example.org",
    "GIT_COMMITTER_NAME": "Test",
    "GIT_COMMITTER_EMAIL": "test@example.org",
    "GIT_AUTHOR_DATE": f"{COMMIT_DAY} 12:00:00 +0000",
    "GIT_COMMITTER_DATE": f"{COMMIT_DAY} 12:00:00 +0000",
}


def git(repo: Path, *args: str) -> str:
    done = _run(["git", *args], repo, **_GIT)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def commit(repo: Path, message: str) -> str:
    git(repo, "add", "--all")
    git(repo, "commit", "--quiet", "--message", message)
    return git(repo, "rev-parse", "HEAD")


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


@pytest.fixture
def cv_repo(made_cv_repo: tuple[Path, str, str], tmp_path: Path) -> tuple[Path, str, str]:
    """A CV repository with init-repo's files and two commits: the second changes
    Ada's profile (a role, an honour added), adds Charles's and removes Grace's.
    A copy of the module's (the same commits): each test changes its own."""
    made, first, second = made_cv_repo
    repo = tmp_path / "cv"
    shutil.copytree(made, repo, symlinks=True)
    return repo, first, second


@pytest.fixture(scope="module")
def made_cv_repo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, str]:
    repo = tmp_path_factory.mktemp("cirepo") / "cv"
    repo.mkdir()
    git(repo, "init", "--quiet", "--initial-branch", "main")
    new_profile("Ada Lovelace", repo / "profiles")
    new_profile("Grace Hopper", repo / "profiles")
    assert len(init_repo(repo).written) == 3
    first = commit(repo, "first")
    ada = repo / "profiles/ada-lovelace.yaml"
    edit(ada, "role: Research Intern", "role: Research Scientist")
    edit(ada, "honors:\n", "honors:\n  - {title: Best Paper Award, year: 2025, issuer: EXC}\n")
    (repo / "profiles/grace-hopper.yaml").unlink()
    new_profile("Charles Babbage", repo / "profiles")
    return repo, first, commit(repo, "second")


def run_step(repo: Path, job: str, key: str, **env: str) -> subprocess.CompletedProcess[str]:
    """A step's ``run:`` script from the repository's workflow, as GitHub runs it
    (bash -eo pipefail), with the venv's cvgen first on the PATH."""
    data = yaml.safe_load((repo / ".github/workflows/cv.yml").read_text(encoding="utf-8"))
    script = repo.parent / f"{key}.sh"
    script.write_text(step(job, key, data)["run"], encoding="utf-8")
    path = f"{VENV_BIN}{os.pathsep}{os.environ['PATH']}"
    command = ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)]
    return _run(command, repo, PATH=path, **_GIT, **env)


def test_the_build_step_validates_and_builds_every_variant(cv_repo: tuple[Path, str, str]) -> None:
    repo, _, _ = cv_repo
    ran = run_step(repo, "build", "build")
    assert ran.returncode == 0, ran.stderr
    assert "ok profiles/ada-lovelace.yaml" in ran.stdout
    pdfs = sorted(p.name for p in (repo / "out").iterdir())
    assert pdfs == [  # dated by the commit: the same commit gives the same PDFs
        f"{person}-{variant}-{COMMIT_DAY}.pdf"
        for person in ("ada-lovelace", "charles-babbage")
        for variant in ("long", "short")
    ]
    for name, person in [(pdfs[0], "Ada Lovelace"), (pdfs[3], "Charles Babbage")]:
        assert len(PdfReader(repo / "out" / name).pages) >= 1
        assert person in squash(pdf_text(repo / "out" / name))
    assert "out/" not in git(repo, "status", "--porcelain")  # .gitignore keeps them out


def test_the_diff_step_reports_each_changed_profile(
    cv_repo: tuple[Path, str, str], tmp_path: Path
) -> None:
    repo, first, second = cv_repo
    body, output, summary = tmp_path / "body.md", tmp_path / "output", tmp_path / "summary"
    ran = run_step(
        repo, "diff", "diff", BASE_SHA=first, HEAD_SHA=second, BODY_FILE=str(body),
        GITHUB_OUTPUT=str(output), GITHUB_STEP_SUMMARY=str(summary),
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    text = body.read_text(encoding="utf-8")
    assert summary.read_text(encoding="utf-8") == text
    assert output.read_text(encoding="utf-8") == "profiles=3\n"
    lines = text.splitlines()
    assert lines[0] == MARKER
    assert lines[1] == f"**cvgen diff** of the profiles, from `{first[:7]}` to `{second[:7]}`"
    assert "## Changes to the CV of Ada Lovelace" in lines  # cvgen's report, a level down
    assert "### Experience: 1 changed" in lines
    assert "  - role: Research Intern → Research Scientist" in lines
    assert "- **added** Best Paper Award (2025)" in lines
    assert "## `profiles/charles-babbage.yaml`: new profile" in lines
    assert "## `profiles/grace-hopper.yaml`: removed" in lines
    assert "publications.yaml" not in text  # a group file, not a profile


def test_a_changed_database_compares_every_profile(
    cv_repo: tuple[Path, str, str], tmp_path: Path
) -> None:
    repo, _, second = cv_repo
    edit(repo / "profiles/publications.yaml", "year: 2025", "year: 2024")
    third = commit(repo, "third")
    body = tmp_path / "body.md"
    ran = run_step(repo, "diff", "diff", BASE_SHA=second, HEAD_SHA=third, BODY_FILE=str(body))
    assert ran.returncode == 0, ran.stderr
    reports = body.read_text(encoding="utf-8").split("## Changes to the CV of ")[1:]
    assert [r.splitlines()[0] for r in reports] == ["Ada Lovelace", "Charles Babbage"]
    assert "### Publications: 1 changed" in reports[0]
    assert "**no differences**" in reports[1]


def test_a_profile_that_cannot_be_compared_is_reported_and_fails_the_step(
    cv_repo: tuple[Path, str, str], tmp_path: Path
) -> None:
    repo, _, second = cv_repo
    (repo / "profiles/ada-lovelace.yaml").write_text("name: [\n", encoding="utf-8")
    third = commit(repo, "broken")
    body = tmp_path / "body.md"
    ran = run_step(repo, "diff", "diff", BASE_SHA=second, HEAD_SHA=third, BODY_FILE=str(body))
    assert ran.returncode == 1
    assert "::error::cvgen diff failed for 1 profile(s)" in ran.stdout
    text = body.read_text(encoding="utf-8")
    assert "## `profiles/ada-lovelace.yaml`: cvgen diff failed\n\n```text\n" in text
    assert f"{third[:7]}:profiles/ada-lovelace.yaml:" in text  # cvgen's located error


def _run(command: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        cwd=cwd,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
