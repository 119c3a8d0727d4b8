"""Themes end to end, through the command line and real XeLaTeX: a theme of
one's own (the walkthrough of docs/themes.md), --theme, cvgen themes, the
same bytes per theme, and the early start in and out of the default theme."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cvgen.cli.main import main
from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.early import EarlyCompiler, start_run
from cvgen.pipeline.engine import prepare
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.render.latex.document import standard_preamble
from cvgen.sources.themes import available_themes
from cvgen.support.defaults import TEX_TIMEOUT
from cvgen.tex.compile import TEX_EPOCH, compile_pdf
from tests.conftest import ROOT, drawn_words, pdf_text, squash

DAY = PartialDate(2024, 10, 10)
# docs/themes.md starts from classic; until that theme is here, from the default
BASE = "classic" if "classic" in available_themes() else "awesome"
# the walkthrough's style.tex: section titles in capitals, all in the accent
# colour, over a full-width rule (the macro interface's \cvsection, same arguments)
STYLE = r"""\renewcommand*{\cvsection}[3][4\baselineskip]{%
  \cvneedspace{#1}\vspace{3mm}%
  {\fontsize{12pt}{1em}\headfont\color{cvaccent}\MakeUppercase{#2#3}}\par
  {\color{cvaccent}\rule{\linewidth}{0.8pt}}\par\nopagebreak\vspace{1.5mm}%
  \global\cvaftertitletrue}
"""
ACCENT = (0.863, 0.208, 0.133)  # #DC3522
#: a CV of a few lines, for the tests about the bytes and the TeX runs of a theme
#: (a fraction of the time of Zili's 2 pages a run)
SMALL = """name: Ada Lovelace
education: [{institution: University of London, degree: B.A., start: 1830, end: 1833}]
experience: [{organization: Analytical Engine, role: Analyst, start: 1842, bullets: [Notes]}]
"""


def small_group(folder: Path) -> Path:
    """:data:`SMALL` in ``folder``/profiles, beside an empty publication database."""
    (folder / "profiles").mkdir()
    (folder / "profiles/publications.yaml").write_text("papers: {}\n", encoding="utf-8")
    profile = folder / "profiles/ada-lovelace.yaml"
    profile.write_text(SMALL, encoding="utf-8")
    return profile


def cvgen(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def group(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the bundled group (profiles/), worked in."""
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_walkthrough_changes_the_section_titles(group: Path) -> None:
    made = cvgen("new", "--theme-from", BASE, "mytheme")
    assert made.exit_code == 0, made.output
    assert f"wrote themes{'/'}mytheme/theme.yaml" in made.output
    folder = group / "themes/mytheme"
    assert f"extends: {BASE}" in (folder / "theme.yaml").read_text()
    for copied in list(folder.iterdir()):  # keep only what changes
        if copied.name != "theme.yaml":
            copied.unlink()
    (folder / "style.tex").write_text(STYLE, encoding="utf-8")
    listed = cvgen("themes")
    assert f"mytheme  themes{'/'}mytheme: My own theme, from {BASE}" in listed.output
    profile = group / "profiles/zili-zhang.yaml"
    profile.write_text(profile.read_text() + "theme: mytheme\n", encoding="utf-8")
    built = cvgen("build", "profiles/zili-zhang.yaml", "--date", "2024-10-10")
    assert built.exit_code == 0, built.output
    pdf = group / "out/zili-zhang-long-2024-10-10.pdf"  # the CV's own theme: no suffix
    assert "EDUCATION" in pdf_text(pdf)
    assert ("EDUCATION", ACCENT) in drawn_words(pdf)
    listing = cvgen("list", "profiles/zili-zhang.yaml")
    assert "  long      mytheme  no page budget" in listing.output


def test_theme_option_names_the_pdf_and_checks_the_name(group: Path) -> None:
    folder = group / "themes/mine"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text("description: mine\nextends: awesome\n")
    (folder / "style.tex").write_text(STYLE)
    built = cvgen("build", "profiles/zili-zhang.yaml", "--date", "2024-10-10", "--theme", "mine")
    assert built.exit_code == 0, built.output
    themed = group / "out/zili-zhang-long-2024-10-10-mine.pdf"
    assert "EDUCATION" in pdf_text(themed)
    assert not (group / "out/zili-zhang-long-2024-10-10.pdf").exists()
    again = cvgen("build", "profiles/zili-zhang.yaml", "--date", "2024-10-10", "--theme", "mine")
    assert "up to date" in again.output  # the cache and the up-to-date check, per theme
    wrong = cvgen("build", "profiles/zili-zhang.yaml", "--theme", "mien")
    assert wrong.exit_code == 2
    assert "Invalid value for '--theme': no theme 'mien' (did you mean 'mine'?" in wrong.output
    tex = cvgen("tex", "profiles/zili-zhang.yaml", "--theme", "mine", "--out", "tex")
    assert tex.exit_code == 0, tex.output
    assert "\\MakeUppercase" in (group / "tex/zili-zhang-long-2024-10-10-mine.tex").read_text()
    assert (group / "tex/cvgen.cls").read_bytes() == (
        available_themes()["awesome"].folder / "cvgen.cls"
    ).read_bytes()


def test_diff_pdf_in_a_theme(group: Path) -> None:
    folder = group / "themes/mine"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text("extends: awesome\n")
    (folder / "style.tex").write_text(STYLE)
    profile = "profiles/zili-zhang.yaml"
    marked = cvgen("diff", profile, profile, "--pdf", "marked.pdf", "--theme", "mine")
    assert marked.exit_code == 0, marked.output
    assert "EDUCATION" in pdf_text(group / "marked.pdf")


def test_the_same_input_date_and_theme_give_the_same_bytes(tmp_path: Path) -> None:
    folder = tmp_path / "themes/mine"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text("extends: awesome\n")
    (folder / "style.tex").write_text(STYLE)
    profile = small_group(tmp_path)
    one = build_cv(
        CvRequest(profile, date=DAY, theme="mine"), BuildOptions(out_dir=tmp_path / "a", force=True)
    )
    two = build_cv(
        CvRequest(profile, date=DAY, theme="mine"), BuildOptions(out_dir=tmp_path / "b", force=True)
    )
    assert one.pdf.read_bytes() == two.pdf.read_bytes()
    plain = build_cv(CvRequest(profile, date=DAY), BuildOptions(out_dir=tmp_path / "a", force=True))
    assert plain.pdf.read_bytes() != one.pdf.read_bytes()
    assert "EDUCATION" not in squash(pdf_text(plain.pdf))


def test_the_early_start_falls_back_cleanly_for_another_theme(tmp_path: Path) -> None:
    folder = tmp_path / "themes/mine"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text("extends: awesome\n")
    (folder / "cvgen.cls").write_bytes(
        (available_themes()["awesome"].folder / "cvgen.cls").read_bytes() + b"% mine\n"
    )
    profile = small_group(tmp_path)
    document = prepare(CvRequest(profile, date=DAY, theme="mine")).document
    run = start_run(standard_preamble())
    assert run is not None
    early = EarlyCompiler(run).compile(document, keep=None, timeout=TEX_TIMEOUT)
    assert run.process.returncode == -9  # not used: another class
    assert early.pdf == compile_pdf(document, epoch=TEX_EPOCH).pdf
    default = prepare(CvRequest(profile, date=DAY, theme="awesome")).document
    run = start_run(standard_preamble())
    assert run is not None
    EarlyCompiler(run).compile(default, keep=None, timeout=TEX_TIMEOUT)
    assert run.process.returncode == 0  # the default theme's build used it
