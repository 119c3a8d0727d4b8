"""The wheel works outside the repository.

``python -m build`` makes the sdist and, from it, the wheel; ``twine check`` passes
both. The wheel goes into a fresh venv made by the base interpreter (not the
project's venv; nothing of the checkout importable), and its ``cvgen`` starts a CV
in an empty folder elsewhere, builds it (real XeLaTeX) as a PDF, a web page and in
another theme, and diffs two versions of it: the templates, themes, locales, fonts
and schemas come from the installed package.
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

import pypdf
import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA_FOLDERS = ("latex_templates", "page_templates", "fonts", "locales")
PROFILE = Path("profiles/ada-lovelace.yaml")


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
    """``cvgen-0.1.0.dist-info``: the wheel's metadata folder."""
    return "-".join(wheel.name.split("-")[:2]) + ".dist-info"


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory, dist: Path) -> Path:
    """A fresh venv with the wheel installed; its dependencies come from the index."""
    folder = tmp_path_factory.mktemp("venv")
    # the interpreter that made the project's venv, not the venv itself
    base = Path(sys.base_prefix, "bin", f"python{sys.version_info.major}.{sys.version_info.minor}")
    run([base, "-m", "venv", folder], cwd=folder)
    pip = [folder / "bin/python", "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    run([*pip, "--prefer-binary", the(dist, "cvgen-*.whl")], cwd=folder, env=clean_env(folder))
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
    """An empty folder outside the checkout, after ``cvgen new "Ada Lovelace"``."""
    folder = tmp_path_factory.mktemp("elsewhere")
    assert not folder.is_relative_to(ROOT)
    done = run([venv / "bin/cvgen", "new", "Ada Lovelace"], cwd=folder, env=env)
    assert f"wrote {PROFILE}" in done.stdout
    return folder


def test_twine_check_passes_both(dist: Path) -> None:
    files = [the(dist, "cvgen-*-py3-none-any.whl"), the(dist, "cvgen-*.tar.gz")]
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
