"""The layout check (tests/layoutcheck.py): each defect it looks for, drawn on a page
of its own, fails it; the bundled CVs, the starter and the stress profiles pass it
in every theme (make layout runs it over every locale and stress profile too)."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import ROOT, campaign_beyond
from tests.layoutcheck import (
    BUNDLED,
    STRESS_SUBSET,
    THEMES,
    budget_problems,
    build,
    check_pdf,
    write_stress,
)

# One defect a page, each as the issue saw it on a CV (issue 32), in plain LaTeX
DEFECTS = r"""
\documentclass[10pt]{article}
\usepackage[a4paper,margin=1.4cm]{geometry}
\usepackage{fontspec}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\newcommand{\row}[2]{\noindent\parbox[t]{0.8\linewidth}{#1}\hfill
  \parbox[t]{0.18\linewidth}{\raggedleft #2}\par}
\begin{document}
% 1: a wrapped title sitting on its venue line
{\bfseries DistTrain: Addressing Model and Data Heterogeneity\par}
\vspace{-7pt}{\itshape\small ACM Special Interest Group on Data Communication\par}
Body text at its own leading, line one.\par Body text, line two.\par
\newpage
% 2: text outside the text block
\hspace*{-1.3cm}A line that runs into the page's edge.\par
Body text.\par Body text.\par
\newpage
% 3: a date column that wraps
\row{Teaching Assistant}{2019 Fall, 2020 Fall, 2021 Fall}
Body text.\par Body text.\par
\newpage
% 4: a heading as the last line of a page
Body text.\par Body text.\par
\vspace*{\fill}{\fontsize{15pt}{18pt}\bfseries Publications\par}
\newpage
Body text.\par Body text.\par
\newpage
% 6 and 7: a parent bullet ends page 6, its sub-bullets start page 7
Body text.\par Body text.\par
\vspace*{\fill}\textbullet\ GPU sharing techniques on Kubernetes\par
\newpage
\hspace*{1em}\textendash\ Implemented resource allocation\par
\hspace*{1em}\textendash\ Implemented a monitoring system\par
\newpage
% 8: an empty line box between a project's name and its first bullet
{\bfseries Alpa\par}\vspace{12pt}
\textbullet\ Alpa automates model-parallel training\par Body text.\par
\newpage
% 9: a heading's last line on the next section's rule
Body text.\par Body text.\par
{\bfseries\large Honors \&\par Awards\par}\vspace{-13pt}\noindent\rule{\linewidth}{0.8pt}\par
Body text.\par
\newpage
% 10: a date column running into the title (dates: left at 12 pt)
{\itshape Jan. 2018 - Present}{\bfseries Jonas Weber}\par Body text.\par
\end{document}
"""

EXPECTED = {
    (1, "lines overlap"),
    (2, "outside the text block"),
    (3, "column wraps"),
    (4, "heading ends page"),
    (6, "parent bullet ends page"),
    (8, "empty line"),
    (9, "text on a rule"),
    (10, "columns touch"),
}


@pytest.fixture(scope="module")
def defects(tmp_path_factory: pytest.TempPathFactory) -> Path:
    assert shutil.which("xelatex"), "xelatex is missing: run make test"
    folder = tmp_path_factory.mktemp("defects")
    (folder / "defects.tex").write_text(DEFECTS, encoding="utf-8")
    subprocess.run(
        ["xelatex", "-interaction=nonstopmode", "-halt-on-error", "defects.tex"],
        cwd=folder,
        check=True,
        capture_output=True,
    )
    return folder / "defects.pdf"


def test_each_defect_fails_the_check_on_its_page(defects: Path) -> None:
    report = check_pdf(defects)
    found = {(p.page, p.kind.replace("lines too close", "lines overlap")) for p in report.problems}
    assert found == EXPECTED, "\n".join(map(str, report.problems))
    assert report.pages == 10


def test_a_short_cv_spilling_onto_its_last_page_breaks_the_budget_rule(defects: Path) -> None:
    report = check_pdf(defects)  # its last page: two lines at the top
    assert report.last_page_fill < 0.2
    assert budget_problems(report) == [f"defects.pdf: last page {report.last_page_fill:.0%} full"]


# make test: each theme once, on PDFs the other tests read too (tests/e2e/test_seeds.py
# KEPT); the campaign (and make layout): every combination
@pytest.mark.parametrize(
    ("profile", "theme"),
    campaign_beyond(
        [(p.relative_to(p.parents[1]).as_posix(), t) for p in BUNDLED for t in THEMES],
        ("profiles/zili-zhang.yaml", "classic"),
        ("profiles/yinmin-zhong.yaml", "margin"),
        ("profiles/zhisheng-ye.yaml", "awesome"),
    ),
)
def test_every_bundled_cv_passes_in_every_theme(
    profile_pdf: Callable[..., Path], profile: str, theme: str
) -> None:
    report = check_pdf(profile_pdf(profile, theme))
    assert not report.problems, str(report)


@pytest.mark.parametrize(
    "profile", campaign_beyond(BUNDLED, ROOT / "profiles/zili-zhang.yaml"), ids=lambda p: p.stem
)
def test_the_short_cv_of_every_bundled_person_ends_on_a_full_page(
    profile: Path, profile_pdf: Callable[..., Path]
) -> None:
    """A budget of two pages: two with the second at least half full, or one
    (the run's short CV, which tests/pipeline/test_engine.py reads too)."""
    short = profile_pdf(profile.relative_to(ROOT).as_posix(), variant="short")
    report = check_pdf(short)
    assert not report.problems, str(report)
    assert report.pages == 1 or report.last_page_fill >= 0.5, budget_problems(report)


GENERATED = ["starter/ada-lovelace", *(f"{s.name}/{s.name}" for s in STRESS_SUBSET)]


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The starter (cvgen new) and the stress profiles make test checks."""
    from cvgen.scaffold.starter import new_profile

    folder = tmp_path_factory.mktemp("generated")
    new_profile("Ada Lovelace", folder / "starter")
    for stress in STRESS_SUBSET:
        write_stress(folder / stress.name, stress)
    return folder


# make test: the starter and the stress profiles each in one theme, every theme once
@pytest.mark.parametrize(
    ("name", "theme"),
    campaign_beyond(
        [(n, t) for n in GENERATED for t in THEMES],
        *zip(GENERATED, (*THEMES, THEMES[0]), strict=True),
    ),
)
def test_the_starter_and_the_stress_profiles_pass_in_every_theme(
    generated: Path, name: str, theme: str, tmp_path: Path
) -> None:
    report = check_pdf(build(generated / f"{name}.yaml", tmp_path, theme=theme))
    assert not report.problems, str(report)
