"""The `margin` theme's class (latex_templates/themes/margin/cvgen.cls), read
back from real PDFs by position: section titles in the left column on their
first line's baseline, everything else right of it, dates flush right.

Two ways in: `cvgen build --theme margin` (the theme as users choose it), and
the .tex of `cvgen tex` compiled with the margin class copied over the
default one (no --theme needed, so the class is tested on its own; the style
options are appended after the standard-preamble marker, as cvgen writes them)."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import ROOT, campaign_beyond, cvgen_in_process
from tests.render.latex.test_typesetting import words_with_boxes

MARGIN_CLS = ROOT / "latex_templates" / "themes" / "margin" / "cvgen.cls"
PROFILES = ("zili-zhang", "yinmin-zhong", "zhisheng-ye")
MARKER = "% cvgen: end of the standard preamble\n"
CM = 72 / 2.54  # PDF points in a centimetre
COLUMN = 4.2 * CM  # titles end left of this (1.4 cm margin + 2.6 cm), entries start at 4.4 cm
TITLE = re.compile(r"\\cvsection(?:\[[^\]]*\])?\{(?:\\cvbookmark )?([^}]*)\}\{([^}]*)\}")

Words = list[tuple[int, str, float, float, float]]


def _tex(profile: str, variant: str, out: Path) -> Path:
    """The default theme's .tex (a profile may choose another theme, whose
    templates call its own class's macros: classic's \\cvpaper)."""
    profile_file = f"profiles/{profile}.yaml"
    done = cvgen_in_process("tex", profile_file, "--variant", variant, "--theme", "awesome",
                            "--out", out)  # fmt: skip
    assert done.returncode == 0, done.stderr
    (tex,) = out.glob("*.tex")
    return tex


def _compile(tex: Path, options: str = "") -> Path:
    """The .tex with the margin class and ``options`` after the marker, compiled."""
    shutil.copyfile(MARGIN_CLS, tex.parent / "cvgen.cls")
    if options:
        tex.write_text(tex.read_text().replace(MARKER, MARKER + options + "\n", 1))
    run = subprocess.run(
        ["xelatex", "-no-shell-escape", "-interaction=nonstopmode", "-halt-on-error", tex.name],
        cwd=tex.parent,
        capture_output=True,
        text=True,
    )
    log = tex.with_suffix(".log").read_text(errors="replace")
    assert run.returncode == 0, log[-3000:]
    assert "Overfull \\hbox" not in log, re.findall(r"Overfull \\hbox.*", log)
    return tex.with_suffix(".pdf")


def _titles(tex: str) -> list[str]:
    """Every section title, as pdftotext reads it."""
    return [(a + b).replace("\\&", "&") for a, b in TITLE.findall(tex)]


def _body(words: Words, first_title: str) -> Words:
    """The words below the header and above the footer."""
    words = [(p, html.unescape(w), x0, x1, y) for p, w, x0, x1, y in words]
    first_title_y = min(w[4] for w in words if w[0] == 1 and w[1] == first_title)
    return [w for w in words if (w[0] > 1 or w[4] >= first_title_y - 1) and w[4] < 800]


def assert_margin_layout(pdf: Path, tex: Path, right_edge: float) -> None:
    titles = _titles(tex.read_text())
    words = _body(words_with_boxes(pdf), titles[0].split()[0])
    left = [w for w in words if w[2] < COLUMN]
    right = [w for w in words if w[2] >= COLUMN]
    # every section title stands in the title column, on a line of the right column
    for title in titles:
        found = [w for w in left if w[1] == title.split()[0]]
        assert found, f"{title!r} is not in the title column"
        page, _, _, x1, y = found[0]
        assert x1 < COLUMN
        level = [r for r in right if r[0] == page and abs(r[4] - y) < 2.5]
        assert level, f"{title!r} is not on its first entry's line"
    # nothing but the titles in the title column
    title_words = {w for t in titles for w in t.split()}
    assert {w[1] for w in left} <= title_words
    # dates flush right
    present = [w for w in right if w[1] == "Present"]
    assert present
    for w in present:
        assert w[3] == pytest.approx(right_edge, abs=1.5), w


A4_RIGHT = 595.28 - 1.4 * CM


# make test: one profile and variant through each way (the class swapped in,
# --theme); the campaign: every bundled profile and variant
@pytest.mark.parametrize(
    ("profile", "variant"),
    campaign_beyond([(p, v) for p in PROFILES for v in ("long", "short")], ("zili-zhang", "short")),
)
def test_the_margin_class_lays_out_each_bundled_profile(
    tmp_path: Path, profile: str, variant: str
) -> None:
    tex = _tex(profile, variant, tmp_path)
    assert_margin_layout(_compile(tex), tex, A4_RIGHT)


def test_the_style_options_reach_the_margin_class(tmp_path: Path) -> None:
    tex = _tex("zili-zhang", "long", tmp_path)
    options = "\\geometry{letterpaper}\n\\renewcommand*{\\cvfontscale}{1.1}\n\\cvdatesleft"
    pdf = _compile(tex, options)
    words = words_with_boxes(pdf)
    letter_right = 612 - 1.4 * CM
    assert max(w[3] for w in words) == pytest.approx(letter_right, abs=1.5)
    # with \cvdatesleft a date opens the role's line: "Present" is no longer flush right
    present = [w for w in words if w[1] == "Present"]
    assert present and all(w[3] < letter_right - 20 for w in present)
    # the titles keep their column
    for title in _titles(tex.read_text()):
        assert any(w[1] == title.split()[0] and w[3] < COLUMN for w in words), title


@pytest.mark.parametrize("profile", campaign_beyond(PROFILES, PROFILES[0]))
def test_cvgen_build_theme_margin(
    tmp_path: Path, profile: str, profile_pdf: Callable[..., Path]
) -> None:
    """``cvgen build --theme margin`` (the core slice of issue 18): the first
    profile through the command, the others from the PDF of the same build
    that the suite makes once for every test that reads it (``profile_pdf``)."""
    out = tmp_path / "out"
    if profile == PROFILES[0]:
        done = cvgen_in_process("build", f"profiles/{profile}.yaml", "--theme", "margin",
                                "--out", out)  # fmt: skip
        assert done.returncode == 0, done.stderr
        (pdf,) = out.glob("*.pdf")
    else:
        pdf = profile_pdf(f"profiles/{profile}.yaml", "margin")
    tex = _tex(profile, "long", tmp_path / "tex")
    assert_margin_layout(pdf, tex, A4_RIGHT)
