"""Every cache file edited: the next build still runs cvgen's own TeX command,
never with shell escape, starts no other program, and either makes the right
PDF or fails with a message, never a traceback; an edited build record never
serves another PDF."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cvgen.support import cache
from cvgen.tex.xelatex import find_tex_engine
from tests.conftest import HANG, ROOT

CVGEN = Path(sys.executable).parent / "cvgen"
DAY = "2024-10-10"
PDF = f"zili-zhang-long-{DAY}.pdf"
ESCAPES = (
    "\\immediate\\write18{touch PWNED}\n"
    '\\input|"touch PWNED-input"\n'  # a piped \input is shell escape too
    "\\directlua{os.execute('touch PWNED-lua')}\n"
)
# what a program started by a hostile cache could be: each only records its call
DECOYS = ("evil", "touch", "sh", "bash", "pdflatex", "lualatex", "latexmk", "perl", "python3")
RECIPE = {
    "command": ["evil", "-shell-escape", "--enable-write18", "cv.tex"],
    "env": {"shell_escape": "t", "openout_any": "a", "openin_any": "a"},
}


class Sandbox:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.profiles, self.out, self.cache = root / "profiles", root / "out", root / "cache"
        self.log = root / "called.log"
        bin_dir = root / "bin"
        bin_dir.mkdir()
        for decoy in DECOYS:
            _script(bin_dir / decoy, f'echo "{decoy} $*" >> "{self.log}"\nexit 1')
        real = find_tex_engine()
        assert real is not None
        line = f'echo "xelatex $* shell_escape=$shell_escape" >> "{self.log}"\nexec "{real}" "$@"'
        _script(bin_dir / "xelatex", line)  # records each TeX run, then is TeX
        (root / "tmp").mkdir()
        self.env = dict(
            os.environ,
            PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
            CVGEN_CACHE_DIR=str(self.cache),
            CVGEN_TEX_FORMAT="off",  # a user's first builds: no format in an empty cache
            TMPDIR=str(root / "tmp"),
        )
        self.profiles.mkdir()
        for name in ("publications.yaml", "variants.yaml", "zili-zhang.yaml"):
            shutil.copyfile(ROOT / "profiles" / name, self.profiles / name)
        with (self.profiles / "zili-zhang.yaml").open("a", encoding="utf-8") as profile:
            profile.write("# padding: a file this big has its parsed data cached\n" * 800)

    def build(self, *args: str) -> subprocess.CompletedProcess[str]:
        profile = self.profiles / "zili-zhang.yaml"
        command = [str(CVGEN), "build", str(profile), "--date", DAY, "--out", str(self.out), *args]
        return subprocess.run(
            command, env=self.env, cwd=self.root, capture_output=True, text=True, timeout=HANG
        )


def _script(path: Path, body: str) -> None:
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Sandbox, bytes, bytes, Path]:
    """The sandbox after :func:`first_builds`, made once for the module (three
    builds a test less), and a copy of its cache and PDFs as they were then."""
    box = Sandbox(tmp_path_factory.mktemp("box"))
    right, other = first_builds(box)
    saved = tmp_path_factory.mktemp("saved")
    for folder in (box.cache, box.out):
        shutil.copytree(folder, saved / folder.name, symlinks=True)
    return box, right, other, saved


@pytest.fixture
def box(built: tuple[Sandbox, bytes, bytes, Path]) -> Sandbox:
    """The sandbox as :func:`first_builds` left it: the cache and PDFs put
    back (at the same paths: a build record names its inputs' paths), no
    calls logged."""
    box, _, _, saved = built
    for folder in (box.cache, box.out):
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(saved / folder.name, folder, symlinks=True)
    box.log.unlink(missing_ok=True)
    return box


def cache_files(box: Sandbox) -> dict[str, list[Path]]:
    found: dict[str, list[Path]] = {}
    for path in sorted(box.cache.glob("*/*")):
        found.setdefault(path.parent.name, []).append(path)
    return found


def edit_every_file(box: Sandbox, other_pdf: bytes) -> None:
    """Edit each file in place, as a person or a program with a text editor would."""
    for kind, paths in cache_files(box).items():
        for path in paths:
            data = path.read_bytes()
            if kind in ("early", "preamble"):
                start = b"\\documentclass"
                path.write_bytes(data.replace(start, ESCAPES.encode() + start))
            elif kind == "builds":  # the right shape, another PDF: the one another theme made
                seal, _, record = data.partition(b"\n")
                entry = json.loads(record)
                entry["sha256"] = _sha(other_pdf)
                path.write_bytes(seal + b"\n" + json.dumps(entry).encode())
                (box.cache / "pdf" / f"{_sha(other_pdf)}.pdf").write_bytes(other_pdf)
            else:  # yaml/*.json, facts/*.json, pdf/*.pdf, stamped/*.pdf: garbage
                path.write_bytes(b"\x00\xff{[garbage" + data[:40])
    for kind in ("early", "tex", "xelatex"):  # a recipe nobody reads, whatever it asks
        (box.cache / kind).mkdir(exist_ok=True)
        (box.cache / kind / "recipe.json").write_text(json.dumps(RECIPE))


def forge_every_file(box: Sandbox, monkeypatch: pytest.MonkeyPatch) -> None:
    """Files that pass the seal (written as cvgen writes them), asking for shell escape."""
    monkeypatch.setenv("CVGEN_CACHE_DIR", str(box.cache))
    for kind, paths in cache_files(box).items():
        for path in paths:
            data = cache.read(kind, path.name)
            assert data is not None, path
            if kind in ("early", "preamble"):  # (forged parsed YAML is only data: validated)
                cache.write(kind, path.name, ESCAPES.encode() + data)
            elif kind == "rendered":  # a rendered CV whose LaTeX asks for shell escape
                record = json.loads(data)
                record["source"] = record["source"].replace(
                    "\\begin{document}", ESCAPES + "\\begin{document}", 1
                )
                cache.write(kind, path.name, json.dumps(record).encode())
            elif kind == "facts":  # a profile's facts naming files the profile does not
                record = json.loads(data)
                record.update(photo="/etc/passwd", database="../../../etc/shadow")
                cache.write(kind, path.name, json.dumps(record).encode())
            elif kind == "fonts" and "-icon-" in path.name:  # an icon's outline as TeX
                units, _ = json.loads(data)
                cache.write(kind, path.name, json.dumps([units, "0 0 m}" + ESCAPES]).encode())
    for kind in ("early", "tex", "xelatex"):
        cache.write(kind, "recipe.json", json.dumps(RECIPE).encode())


def _sha(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


def check_nothing_ran(box: Sandbox, result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stderr + result.stdout
    assert not list(box.root.rglob("PWNED*"))
    calls = box.log.read_text(encoding="utf-8").splitlines()
    assert calls  # TeX ran ...
    for call in calls:  # ... and nothing else, always cvgen's command line and environment
        assert call.startswith("xelatex "), call
        assert " -no-shell-escape " in call and call.endswith(" shell_escape=f"), call
        assert "-shell-escape" not in call.replace("-no-shell-escape", ""), call


def first_builds(box: Sandbox) -> tuple[bytes, bytes]:
    """The long CV built early (filling the cache), and another PDF: the same
    CV in another theme (one TeX run; a short CV's page budget costs several)."""
    made = box.build()
    assert made.returncode == 0, made.stderr
    right = (box.out / PDF).read_bytes()
    themed = box.build("--theme", "classic")
    assert themed.returncode == 0, themed.stderr
    other = (box.out / PDF.replace(".pdf", "-classic.pdf")).read_bytes()
    assert other != right
    kinds = {"early", "preamble", "builds", "pdf", "yaml", "rendered", "stamped", "fonts", "facts"}
    assert cache_files(box).keys() == kinds
    box.log.unlink()
    return right, other


def test_an_edited_cache_is_not_used_and_the_right_pdf_is_built(
    box: Sandbox, built: tuple[Sandbox, bytes, bytes, Path]
) -> None:
    _, right, other, _ = built
    edit_every_file(box, other)
    (box.out / PDF).unlink()  # so that the build record is asked for the PDF
    result = box.build()
    assert result.returncode == 0, result.stderr
    assert "restored" not in result.stdout and "up to date" not in result.stdout
    check_nothing_ran(box, result)
    assert (box.out / PDF).read_bytes() == right
    assert box.build().stdout.startswith("up to date")  # the cache works again


def test_a_forged_cache_still_runs_no_shell_escape_and_no_other_program(
    box: Sandbox, built: tuple[Sandbox, bytes, bytes, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    _, right, _, _ = built
    forge_every_file(box, monkeypatch)
    result = box.build("--force")
    check_nothing_ran(box, result)
    if result.returncode == 0:
        assert (box.out / PDF).read_bytes() == right
    else:  # TeX refused a piped \input: a located error, the previous PDF as it was
        assert result.returncode == 1 and "xelatex failed" in result.stderr, result.stderr
        assert (box.out / PDF).read_bytes() == right
