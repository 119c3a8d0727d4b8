"""The wheel works outside the repository.

``python -m build`` makes the sdist and, from it, the wheel (distribution
``cvgen-academic``: ``cvgen`` on PyPI is another project); ``twine check`` passes
both. The wheel goes into a fresh venv made by the base interpreter (not the
project's venv; nothing of the checkout importable) by the install step of the
workflow ``cvgen init-repo`` writes, with pip's index turned off: the wheel and
its dependencies come from a local folder, so the requirement the workflow names
is shown to be this wheel. Its ``cvgen`` then starts a CV folder of its own
elsewhere (``cvgen new NAME --dir ~/cv``), builds it (real XeLaTeX) as a PDF, a
web page and in another theme, diffs two versions of it, and runs the workflow's
build step in a CV repository made by ``init-repo``: the templates, themes,
locales, fonts and schemas come from the installed package.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any

import pypdf
import pytest
import yaml

from cvgen import DISTRIBUTION, __version__
from cvgen.scaffold.cirepo import default_requirement, workflow_text
from tests.cli.test_new import MADE_CV_FOLDER

# a sdist, a wheel and a fresh venv it is installed in: make test-campaigns
pytestmark = pytest.mark.campaign
ROOT = Path(__file__).resolve().parents[1]
DATA_FOLDERS = ("latex_templates", "page_templates", "fonts", "locales")
PROFILE = Path("profiles/ada-lovelace.yaml")
WHEEL = "cvgen_academic-*-py3-none-any.whl"  # the distribution's name, normalized
COMMIT_DAY = "2025-03-04"


def run(
    args: list[str | Path], cwd: Path, env: dict[str, str] | None = None, status: int = 0
) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == status, f"{args}: exit {done.returncode}\n{done.stdout}{done.stderr}"
    return done


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and the wheel, as a release makes them (isolated build env)."""
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--outdir", out, ROOT], cwd=ROOT)
    return out


def the(folder: Path, pattern: str) -> Path:
    (found,) = folder.glob(pattern)
    return found


def dist_info(wheel: Path) -> str:
    """``cvgen_academic-0.1.0.dist-info``: the wheel's metadata folder."""
    return "-".join(wheel.name.split("-")[:2]) + ".dist-info"


def step(workflow: dict[str, Any], job: str, key: str) -> str:
    """The ``run:`` script of a workflow's step, by its ``id`` or ``name``."""
    (found,) = [s for s in workflow["jobs"][job]["steps"] if key in (s.get("id"), s.get("name"))]
    return str(found["run"])


def run_step(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """A step's script as GitHub runs it: bash -eo pipefail."""
    return run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], cwd, env)


@pytest.fixture(scope="module")
def wheelhouse(tmp_path_factory: pytest.TempPathFactory, dist: Path) -> Path:
    """The wheel and its dependencies as wheels, in one folder (the dependencies
    from the index pip is configured with: the machine's or PyPI)."""
    house = tmp_path_factory.mktemp("wheelhouse")
    wheel = ["wheel", "-q", "--prefer-binary", "--wheel-dir", house, the(dist, WHEEL)]
    run([sys.executable, "-m", "pip", *wheel], cwd=house)
    return house


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory, wheelhouse: Path) -> Path:
    """A fresh venv where the workflow's *Install cvgen* step installed cvgen by the
    requirement ``init-repo`` writes, with no index: only the wheelhouse."""
    folder = tmp_path_factory.mktemp("venv")
    # the interpreter that made the project's venv, not the venv itself
    base = Path(sys.base_prefix, "bin", f"python{sys.version_info.major}.{sys.version_info.minor}")
    run([base, "-m", "venv", folder], cwd=folder)
    workflow = yaml.safe_load(workflow_text(default_requirement()))
    assert workflow["env"]["CVGEN"] == f"cvgen-academic=={__version__}"
    env = clean_env(folder)  # `python` is the venv's
    env.update(CVGEN=workflow["env"]["CVGEN"], PIP_NO_INDEX="1", PIP_FIND_LINKS=str(wheelhouse))
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1")
    installed = run_step(step(workflow, "build", "Install cvgen"), folder, env)
    (done,) = [line for line in installed.stdout.splitlines() if "Successfully installed" in line]
    assert f"{DISTRIBUTION}-{__version__}" in done.split()
    return folder


def clean_env(venv: Path) -> dict[str, str]:
    """os.environ without a way back into the checkout: no PYTHONPATH, no venv of it."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "VIRTUAL_ENV", "CVGEN_", "GIT_"))
    }
    paths = [p for p in env.get("PATH", "").split(os.pathsep) if not p.startswith(str(ROOT))]
    env["PATH"] = os.pathsep.join([str(venv / "bin"), *paths])
    return env


@pytest.fixture(scope="module")
def env(venv: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    env = clean_env(venv)
    env["CVGEN_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))
    # git as a new user has it: no global or system settings, an identity for commits
    env.update(GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    env.update(GIT_AUTHOR_NAME="Ada", GIT_AUTHOR_EMAIL="ada@example.org")
    env.update(GIT_COMMITTER_NAME="Ada", GIT_COMMITTER_EMAIL="ada@example.org")
    return env


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory, venv: Path, env: dict[str, str]) -> Path:
    """A CV folder of its own outside the checkout: ``cvgen new "Ada Lovelace" --dir
    ~/cv``, run elsewhere, as the docs show it."""
    home, elsewhere = tmp_path_factory.mktemp("home"), tmp_path_factory.mktemp("elsewhere")
    assert not home.is_relative_to(ROOT)
    command = [venv / "bin/cvgen", "new", "Ada Lovelace", "--dir", home / "cv"]
    done = run(command, cwd=elsewhere, env={**env, "HOME": str(home)})
    assert done.stdout.splitlines() == MADE_CV_FOLDER
    assert list(elsewhere.iterdir()) == []
    return home / "cv"


def test_twine_check_passes_both(dist: Path) -> None:
    files = [the(dist, WHEEL), the(dist, "cvgen_academic-*.tar.gz")]
    assert [f.name for f in files] == [
        f"cvgen_academic-{__version__}-py3-none-any.whl",
        f"cvgen_academic-{__version__}.tar.gz",
    ]
    assert sorted(dist.iterdir()) == sorted(files)
    run([sys.executable, "-m", "twine", "check", "--strict", *files], cwd=dist)


def test_the_wheel_holds_the_package_and_every_data_file_of_the_sdist(dist: Path) -> None:
    wheel = the(dist, "*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    with tarfile.open(the(dist, "*.tar.gz")) as sdist:
        in_sdist = {m.name.split("/", 1)[1] for m in sdist.getmembers() if m.isfile()}
    # the sdist carries what the wheel is made from, and what the tests read
    for name in ["LICENSE", "README.md", "pyproject.toml", "Makefile", "CONTRIBUTING.md"]:
        assert name in in_sdist
    assert "docs/architecture.md" in in_sdist and "bench/digests.py" in in_sdist
    # every file git tracks but CI's entry point (CI tests a clone; from an unpacked
    # sdist, which has no .git, the sdist is all there is)
    tracked = run(["git", "ls-files"], ROOT).stdout.split() if (ROOT / ".git").exists() else []
    assert {n for n in tracked if not n.startswith(".ci/")} - in_sdist == set()
    sources = {n for n in in_sdist if n.startswith("cvgen/")}
    data = {
        f"cvgen/_data/{n}" for n in in_sdist if n.startswith(tuple(f"{f}/" for f in DATA_FOLDERS))
    }
    assert data, "no data folders in the sdist"
    assert sources | data <= names
    for expected in [
        "cvgen/support/debian-packages.txt",  # cvgen doctor, the Makefile
        "cvgen/importers/venues.yaml",
        "cvgen/scaffold/starter_files/profile.yaml.j2",  # cvgen new
        "cvgen/_data/latex_templates/format/cvgenfmt.tex",
        "cvgen/_data/page_templates/cv.html.j2",
        "cvgen/_data/locales/en.yaml",
        "cvgen/_data/fonts/README.md",
        f"{dist_info(wheel)}/licenses/LICENSE",
        *(
            f"cvgen/_data/latex_templates/themes/{theme.name}/{file}"
            for theme in (ROOT / "latex_templates/themes").iterdir()
            for file in ("cvgen.cls", "theme.yaml")
        ),
    ]:
        assert expected in names
    # nothing of the checkout but the package: no tests, profiles or examples
    assert {n.split("/", 1)[0] for n in names} == {"cvgen", dist_info(wheel)}


def test_the_metadata_is_complete(dist: Path) -> None:
    info = dist_info(the(dist, "*.whl"))
    wheel = zipfile.ZipFile(the(dist, "*.whl"))
    meta = Parser().parsestr(wheel.read(f"{info}/METADATA").decode())
    assert (meta["Name"], meta["Version"]) == (DISTRIBUTION, __version__)
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    assert meta["Author"] == "cvgen contributors"
    assert meta["Requires-Python"] == ">=3.10"
    assert "Typeset researchers' CVs" in meta["Summary"]
    assert {"cv", "latex"} <= set(meta["Keywords"].split(","))
    classifiers = meta.get_all("Classifier")
    for expected in [
        "Development Status :: 3 - Alpha",
        "Environment :: Console",
        "Programming Language :: Python :: 3 :: Only",
        "Topic :: Text Processing :: Markup :: LaTeX",
    ]:
        assert expected in classifiers
    urls = dict(url.split(", ", 1) for url in meta.get_all("Project-URL"))
    assert urls == {
        "Homepage": "https://github.com/cvgen/cvgen",
        "Documentation": "https://github.com/cvgen/cvgen#readme",
        "Repository": "https://github.com/cvgen/cvgen",
        "Issues": "https://github.com/cvgen/cvgen/issues",
    }
    assert meta["Description-Content-Type"] == "text/markdown"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert meta.get_payload().strip() == readme.strip()
    entry_points = wheel.read(f"{info}/entry_points.txt").decode()
    assert "cvgen = cvgen.cli.launch:main" in entry_points


def test_the_venv_imports_the_installed_package(
    venv: Path, env: dict[str, str], started: Path
) -> None:
    code = (
        "import sysconfig, cvgen, cvgen.support.resources as r, cvgen.support.system as s;"
        "print(cvgen.__file__); print(sysconfig.get_paths()['purelib']);"
        "print(r.template_dir()); print(len(s.debian_packages()))"
    )
    where, purelib, templates, packages = run(
        [venv / "bin/python", "-c", code], cwd=started, env=env
    ).stdout.splitlines()
    assert Path(where).is_relative_to(purelib)
    assert Path(templates) == Path(purelib, "cvgen/_data/latex_templates")
    assert int(packages) > 0
    # pip knows it by its distribution name; the command and the package are cvgen
    code = f"import importlib.metadata as m; print(m.version({DISTRIBUTION!r}))"
    assert run([venv / "bin/python", "-c", code], started, env).stdout == f"{__version__}\n"
    version = run([venv / "bin/cvgen", "--version"], started, env).stdout
    assert version == f"cvgen, version {__version__}\n"


def read_pdf(pdf: Path) -> tuple[pypdf.PdfReader, str]:
    """The PDF and its text as pdftotext reads it (pypdf loses the spaces)."""
    text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True, check=True)
    return pypdf.PdfReader(pdf), text.stdout


def test_validate_build_pdf_web_page_and_another_theme(
    venv: Path, env: dict[str, str], started: Path
) -> None:
    cvgen = venv / "bin/cvgen"
    assert "ok profiles/ada-lovelace.yaml" in run([cvgen, "validate"], started, env).stdout
    run([cvgen, "build", "--date", "2026-01-02"], started, env)
    reader, text = read_pdf(started / "out/ada-lovelace-long-2026-01-02.pdf")
    assert len(reader.pages) >= 1 and "Ada Lovelace" in text
    assert reader.metadata is not None
    assert reader.metadata.title == "Ada Lovelace - Curriculum Vitae"

    run([cvgen, "build", "--date", "2026-01-02", "--format", "html"], started, env)
    page = (started / "out/ada-lovelace-long-2026-01-02.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "Ada Lovelace" in page

    assert "classic" in run([cvgen, "themes"], started, env).stdout
    run([cvgen, "build", "--date", "2026-01-02", "--theme", "classic"], started, env)
    classic, text = read_pdf(started / "out/ada-lovelace-long-2026-01-02-classic.pdf")
    assert len(classic.pages) >= 1 and "Ada Lovelace" in text
    drawn = [pdf.pages[0].get_contents() for pdf in (reader, classic)]
    assert drawn[0] is not None and drawn[1] is not None
    assert drawn[0].get_data() != drawn[1].get_data()  # another look, not the same page


def test_schema_doctor_and_locales(venv: Path, env: dict[str, str], started: Path) -> None:
    cvgen = venv / "bin/cvgen"
    schema = started / "profiles/profile.schema.json"
    schema.unlink()
    run([cvgen, "schema", "--dir", "profiles"], started, env)
    assert "name" in json.loads(schema.read_text(encoding="utf-8"))["properties"]
    assert "up to date" in run([cvgen, "schema", "--dir", "profiles"], started, env).stdout
    assert "everything cvgen needs is installed" in run([cvgen, "doctor"], started, env).stdout
    assert "_data/locales/zh.yaml" in run([cvgen, "locales"], started, env).stdout


def test_diff_of_two_git_revisions_and_of_two_pdfs(
    venv: Path, env: dict[str, str], started: Path, tmp_path: Path
) -> None:
    cvgen = venv / "bin/cvgen"
    shutil.copytree(started / "profiles", tmp_path / "profiles")
    run(["git", "init", "-q"], tmp_path, env)
    run(["git", "add", "profiles"], tmp_path, env)
    run(["git", "commit", "-qm", "first"], tmp_path, env)
    run([cvgen, "build", "--date", "2026-01-02"], tmp_path, env)
    profile = tmp_path / PROFILE
    text = profile.read_text(encoding="utf-8")
    assert "\nposition: Ph.D. Student\n" in text
    profile.write_text(text.replace("Ph.D. Student", "Analytical Engine Programmer"), "utf-8")
    run(["git", "commit", "-qam", "second"], tmp_path, env)
    run([cvgen, "build", "--date", "2026-02-03"], tmp_path, env)

    change = "changed  position: Ph.D. Student -> Analytical Engine Programmer"
    revisions = [f"HEAD~1:{PROFILE}", f"HEAD:{PROFILE}"]
    pdfs = ["out/ada-lovelace-long-2026-01-02.pdf", "out/ada-lovelace-long-2026-02-03.pdf"]
    for old, new in (revisions, pdfs):
        assert change in run([cvgen, "diff", old, new], tmp_path, env).stdout
        assert change in run([cvgen, "diff", old, new, "--exit-code"], tmp_path, env, 1).stdout


def test_the_workflows_build_step_builds_a_repository_init_repo_made(
    venv: Path, env: dict[str, str], started: Path, tmp_path: Path
) -> None:
    """The workflow that installed this venv (the *venv* fixture) is the one the
    installed ``cvgen init-repo`` writes; its *Validate and build* step, read from
    that file, builds every variant in the repository."""
    cvgen = venv / "bin/cvgen"
    repo = tmp_path / "cv"
    shutil.copytree(started / "profiles", repo / "profiles")
    run(["git", "init", "-q"], repo, env)
    made = run([cvgen, "init-repo"], repo, env)
    assert f"the workflow installs cvgen-academic=={__version__} (" in made.stdout
    text = (repo / ".github/workflows/cv.yml").read_text(encoding="utf-8")
    assert text == workflow_text(default_requirement())
    dated = {**env, "GIT_AUTHOR_DATE": f"{COMMIT_DAY}T12:00:00Z"}
    dated["GIT_COMMITTER_DATE"] = dated["GIT_AUTHOR_DATE"]
    run(["git", "add", "--all"], repo, dated)
    run(["git", "commit", "-qm", "first"], repo, dated)
    built = run_step(step(yaml.safe_load(text), "build", "build"), repo, env)
    assert "ok profiles/ada-lovelace.yaml\n" in built.stdout
    pdfs = sorted((repo / "out").glob("*.pdf"))
    assert [pdf.name for pdf in pdfs] == [  # every variant, dated by the commit
        f"ada-lovelace-{variant}-{COMMIT_DAY}.pdf" for variant in ("long", "short")
    ]
    for pdf in pdfs:
        reader, words = read_pdf(pdf)
        assert len(reader.pages) >= 1 and "Ada Lovelace" in words


def test_without_tex_pip_install_is_the_whole_set_up(
    venv: Path, env: dict[str, str], tmp_path: Path
) -> None:
    """With nothing on PATH but the venv (no XeLaTeX, no poppler), the wheel's
    cvgen says so and typesets every bundled CV, a web page and the site with
    Typst, from the wheel's own templates and fonts."""
    bare = {**env, "PATH": str(venv / "bin")}
    assert shutil.which("xelatex", path=bare["PATH"]) is None
    group = tmp_path / "group"
    shutil.copytree(ROOT / "profiles", group / "profiles")
    cvgen = venv / "bin/cvgen"
    done = run([cvgen, "build", "--out", "out", "--format", "pdf,html"], cwd=group, env=bare)
    assert "XeLaTeX is not installed: typesetting with Typst" in done.stderr
    pdfs = sorted((group / "out").glob("*.pdf"))
    assert len(pdfs) == len(list((group / "profiles").glob("*-*.yaml")))
    for pdf in pdfs:
        reader = pypdf.PdfReader(pdf)
        assert str(reader.metadata["/Producer"]).endswith("(Typst)")
        assert "Peking University" in "".join(p.extract_text() for p in reader.pages)
    assert sorted((group / "out").glob("*.html"))
    run([cvgen, "site", "--out", "site"], cwd=group, env=bare)
    assert (group / "site" / "index.html").is_file()
