"""A group's theme in Typst: its ``cv.typ.j2`` renders in the same Jinja2 sandbox
as its LaTeX, and its ``cvgen.typ`` compiles in a root that holds only the CV's
source and itself: whatever it reads, includes or draws, no file of the machine
reaches the PDF, and the error names the theme file's line (status 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT, pdf_text
from tests.security.groupcli import copy_group, run_cvgen
from tests.security.test_templates import _hostile

PROFILE = "profiles/zili-zhang.yaml"
AWESOME = ROOT / "latex_templates/themes/awesome/cvgen.typ"
REACHES = {
    "read": '#let leak = read("/etc/passwd")',
    "read_up": '#let leak = read("../../../../../etc/passwd")',
    "image": '#let leak = image("/usr/share/pixmaps/debian-logo.png")',
    "include": '#include "../../x.typ"',
    "package": '#import "@preview/cetz:0.3.0": *',
    "json": '#let leak = json("/proc/self/environ")',
}


def _theme(group: Path, file: str, body: str, whole: bool = True) -> None:
    """``themes/evil``, extending awesome, its ``file`` starting with ``body`` at
    line 2 (``whole``: then awesome's, else that alone: the rest is awesome's)."""
    folder = group / "themes/evil"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "theme.yaml").write_text("description: evil\nextends: awesome\n", encoding="utf-8")
    if file == "cvgen.typ":
        rest = AWESOME.read_text(encoding="utf-8") if whole else ""
        text = f"// evil\n{body}\n" + rest
    else:
        text = f"<# evil #>\n\n{body}\n" + (ROOT / "latex_templates/cv.typ.j2").read_text()
    (folder / file).write_text(text, encoding="utf-8")


@pytest.fixture
def group(tmp_path: Path) -> Path:
    return copy_group(tmp_path)


@pytest.mark.parametrize("whole", [True, False], ids=["whole", "partial"])
@pytest.mark.parametrize("case", sorted(REACHES))
def test_a_theme_reaches_no_file(group: Path, case: str, whole: bool) -> None:
    _theme(group, "cvgen.typ", REACHES[case], whole)
    done = run_cvgen(
        group, "build", PROFILE, "--engine", "typst", "--theme", "evil", "--out", "out"
    )
    assert done.returncode == 1, (case, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
    assert "themes/evil/cvgen.typ:2: " in done.stderr, done.stderr
    assert "root:" not in done.stderr + done.stdout
    assert not list((group / "out").glob("*.pdf"))


@pytest.mark.parametrize("case", ["globals", "subclasses", "undefined", "mutate"])
def test_a_hostile_typst_template_runs_nothing_and_is_located(group: Path, case: str) -> None:
    canary = group / "canary"
    _theme(group, "cv.typ.j2", _hostile(canary)[case])
    done = run_cvgen(
        group, "build", PROFILE, "--engine", "typst", "--theme", "evil", "--out", "out"
    )
    assert not canary.exists(), f"{case}: the template ran code"
    assert done.returncode == 1, (case, done.returncode, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
    assert "themes/evil/cv.typ.j2:3:" in done.stderr, done.stderr


def test_a_group_theme_defines_only_what_it_changes(group: Path) -> None:
    """A theme extending classic whose cvgen.typ redefines one function: its
    section titles, and classic for the rest (contacts as words, the name)."""
    folder = group / "profiles/themes/mine"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text("description: mine\nextends: classic\n", encoding="utf-8")
    (folder / "cvgen.typ").write_text(
        "// only the section titles\n#let cvsection(head, rest) = block[§ #head#rest]\n",
        encoding="utf-8",
    )
    done = run_cvgen(
        group, "build", PROFILE, "--engine", "typst", "--theme", "mine", "--out", "out"
    )
    assert done.returncode == 0, done.stderr
    (pdf,) = (group / "out").glob("*.pdf")
    text = pdf_text(pdf)
    assert "§ Education" in text and "§ Publications" in text
    assert "Zili Zhang" in text and "Email:" in text  # classic's header, contacts as words
