"""A CV repository's automation (``cvgen init-repo``): its GitHub workflow and pre-commit hook.

``init_repo`` writes, from the templates in ``cvgen/scaffold/starter_files/repo/``:

- ``.github/workflows/cv.yml``: on every push, tag and pull request, ``cvgen
  validate`` and every variant of every profile built, the PDFs kept as the run's
  artifact; on a tag, the PDFs attached to its release; on a pull request, ``cvgen
  diff`` of each changed profile in one comment (see docs/ci.md);
- ``.pre-commit-config.yaml``: ``cvgen validate`` before each commit;
- ``.gitignore`` with ``out/``, when the folder has none.

Like ``cvgen new`` it never overwrites: a file already there is kept as it is and
reported. The workflow installs the Debian packages of
:func:`cvgen.support.system.debian_packages` (the list the Makefile uses) and cvgen
by a pip requirement (``--cvgen``; default: this version under its distribution name,
``cvgen-academic==VERSION``; a requirement named ``cvgen`` is refused, since that name
on PyPI is another project).

The workflow's shell steps take every GitHub value from environment variables, never
from ``${{ }}`` inside a script: a pull request's text cannot reach the shell, and the
tests run the same scripts in a local git repository.
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from cvgen import DISTRIBUTION, __version__
from cvgen.errors import CvgenError, display_path
from cvgen.scaffold.starterfiles import STARTER_FILES, starter_environment
from cvgen.support.files import write_atomically
from cvgen.support.system import debian_packages

WORKFLOW = Path(".github/workflows/cv.yml")
PRE_COMMIT = Path(".pre-commit-config.yaml")
GITIGNORE = Path(".gitignore")
MARKER = "<!-- cvgen-diff -->"  # the first line of the pull request's comment: found and updated
PYTHON = "3.12"
# The actions the workflow uses: their first major versions that run on Node 24.
ACTIONS = {
    "checkout": "actions/checkout@v5",
    "setup_python": "actions/setup-python@v6",
    "upload_artifact": "actions/upload-artifact@v6",
    "download_artifact": "actions/download-artifact@v7",
}


class InitRepoError(CvgenError):
    """``cvgen init-repo`` cannot write into the folder asked for (nothing was written)."""


@dataclass(frozen=True)
class RepoFile:
    path: Path
    what: str  # what the file is for, in a few words
    written: bool  # False: it was there already, and is kept as it was


@dataclass(frozen=True)
class InitRepo:
    """What :func:`init_repo` did."""

    folder: Path
    files: tuple[RepoFile, ...]
    cvgen: str  # the pip requirement the workflow installs
    has_git: bool  # the folder is a git repository's top (it has .git)
    has_profiles: bool  # ... and a profiles/ folder to build

    @property
    def written(self) -> tuple[RepoFile, ...]:
        return tuple(f for f in self.files if f.written)

    @property
    def kept(self) -> tuple[RepoFile, ...]:
        return tuple(f for f in self.files if not f.written)


def default_requirement() -> str:
    """The pip requirement of this very cvgen."""
    return f"{DISTRIBUTION}=={__version__}"


def init_repo(folder: Path = Path("."), *, cvgen: str | None = None) -> InitRepo:
    """Write the workflow, the pre-commit configuration and a ``.gitignore`` into
    ``folder`` (see the module doc); never overwrite one."""
    requirement = check_requirement(default_requirement() if cvgen is None else cvgen)
    if not folder.is_dir():
        what = "is a file" if folder.exists() else "does not exist"
        raise InitRepoError(
            f"{display_path(folder)} {what}: name your CV repository's folder "
            "(cvgen init-repo DIR), or run it there without DIR"
        )
    planned = [
        (WORKFLOW, "the GitHub workflow: build, release, diff", workflow_text(requirement)),
        (PRE_COMMIT, "cvgen validate before each commit: pre-commit install", pre_commit_text()),
        (GITIGNORE, "git ignores the PDFs in out/", _render("gitignore")),
    ]
    files = []
    for relative, what, text in planned:
        path = folder / relative
        try:
            write_atomically(path, text.encode("utf-8"), replace=False, inside=folder)
        except FileExistsError:
            files.append(RepoFile(path, what, written=False))
        else:
            files.append(RepoFile(path, what, written=True))
    return InitRepo(
        folder,
        tuple(files),
        requirement,
        has_git=(folder / ".git").exists(),
        has_profiles=(folder / "profiles").is_dir(),
    )


def check_requirement(spec: str) -> str:
    """``--cvgen``: one pip requirement, written into the workflow as it is."""
    spec = spec.strip()
    git = f"--cvgen '{DISTRIBUTION} @ git+https://github.com/ORG/cvgen@v{__version__}'"
    example = f"(e.g. {git})"
    if not spec or "\n" in spec or "\r" in spec:
        raise InitRepoError(f"--cvgen: give one pip requirement on one line {example}")
    if spec.startswith("-"):
        raise InitRepoError(f"--cvgen {spec!r}: a requirement, not a pip option {example}")
    if "${{" in spec:  # GitHub would evaluate it as an expression
        raise InitRepoError(f"--cvgen {spec!r}: '${{{{' has no place in a requirement {example}")
    if _project(spec) == "cvgen":
        raise InitRepoError(
            f"--cvgen {spec!r}: the project named cvgen on PyPI is another one; this cvgen "
            f"is {DISTRIBUTION} (--cvgen {DISTRIBUTION}=={__version__}, or {git})"
        )
    return spec


# A requirement's project name, then its end, extras, version, marker or URL.
_NAMED = re.compile(r"([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:$|[\[=<>!~;@(])")


def _project(spec: str) -> str:
    """The project a requirement names, normalized as pip compares names (PEP 503);
    empty for a bare URL or path."""
    found = _NAMED.match(spec)
    return re.sub(r"[-_.]+", "-", found.group(1)).lower() if found else ""


def workflow_text(requirement: str) -> str:
    """The GitHub workflow, installing cvgen by ``requirement``."""
    return _render(
        "cv.yml.j2",
        cvgen=requirement,
        packages=debian_packages(),
        actions=ACTIONS,
        python=PYTHON,
        marker=MARKER,
    )


def pre_commit_text() -> str:
    """The pre-commit configuration: ``cvgen validate`` as a local hook."""
    return _render("pre-commit-config.yaml.j2")


def report_lines(made: InitRepo) -> list[str]:
    """What ``cvgen init-repo`` prints: each file written or kept, and what next."""
    lines = [f"wrote {display_path(f.path)} ({f.what})" for f in made.written]
    lines += [f"kept {display_path(f.path)} (there already: not overwritten)" for f in made.kept]
    if any(f.written and f.path == made.folder / WORKFLOW for f in made.files):
        lines.append(f"the workflow installs {made.cvgen} (choose another with --cvgen SPEC)")
    if not made.written:
        lines.append("nothing written: every file was there already")
    return lines


def warnings(made: InitRepo) -> list[str]:
    """What the folder still lacks for the workflow to build anything."""
    found: list[str] = []
    where = display_path(made.folder)
    if not made.has_git:
        found.append(
            f"{where} is not the top of a git repository (no .git): GitHub reads "
            ".github/workflows/ there (git init, or run cvgen init-repo at the top)"
        )
    if not made.has_profiles:
        here = made.folder.resolve() == Path.cwd().resolve()
        there = "" if here else f" --dir {shlex.quote(where)}"
        found.append(
            f"{where} has no profiles/ folder, which the workflow builds: "
            f'start one with cvgen new "Your Name"{there}'
        )
    return found


def _render(template: str, **values: object) -> str:
    env = starter_environment(  # values arrive quoted by the yaml filter
        STARTER_FILES / "repo",
        # GitHub's ${{ }} and the shell's [[ ]] and {} stay as they are
        variable_start_string="<@",
        variable_end_string="@>",
        block_start_string="<%",
        block_end_string="%>",
        comment_start_string="<#",
        comment_end_string="#>",
    )
    env.filters["yaml"] = json.dumps  # a JSON string is a YAML double-quoted scalar
    return env.get_template(template).render(version=__version__, **values)
