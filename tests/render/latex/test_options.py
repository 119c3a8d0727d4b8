"""Each style option's effect in a real PDF (and the Markdown export's order),
built from a profile written here; the same profile without a style is the
reference."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from cvgen.cv.request import CvRequest
from cvgen.model import Margins
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.render.export import export_cv
from cvgen.render.latex.options import font_scale, margins
from tests.conftest import pdf_text

PROFILE = """\
name: Ann Lee
education:
  - institution: Wide University
    degree: Ph.D. in Systems
    start: 2019-09
    end: 2024-06
    bullets: [Thesis on schedulers]
experience:
  - organization: Small Lab
    role: Research Intern
    start: 2022-05
    end: 2022-08
honors:
  - {title: Best Paper Award, year: 2023}
"""
STYLE = """\
style:
  body_font: Roboto
  font_size: 12
  paper: letter
  dates: left
  footer: "Made for {name} on {date}"
  section_order: [honors, experience]
variants:
  a4:
    extends: long
    style: {paper: a4}
"""
DAY = PartialDate(2024, 10, 10)


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("group")
    (folder / "ann-lee.yaml").write_text(PROFILE, encoding="utf-8")
    (folder / "bea-lee.yaml").write_text(PROFILE.replace("Ann", "Bea") + STYLE, encoding="utf-8")
    out = folder / "out"
    built = {
        "plain": build_cv(
            CvRequest(folder / "ann-lee.yaml", date=DAY), BuildOptions(out_dir=out)
        ).pdf,
        "styled": build_cv(
            CvRequest(folder / "bea-lee.yaml", date=DAY), BuildOptions(out_dir=out)
        ).pdf,
        "a4": build_cv(
            CvRequest(folder / "bea-lee.yaml", variant="a4", date=DAY), BuildOptions(out_dir=out)
        ).pdf,
    }
    return {**built, "folder": folder}


def boxes(pdf: Path) -> dict[str, tuple[float, float, float, float]]:
    """The first box of each word: (x min, y min, x max, y max)."""
    found: dict[str, tuple[float, float, float, float]] = {}
    for *box, word in re.findall(
        r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<',
        pdf_text(pdf, "-bbox"),
    ):
        found.setdefault(word, (float(box[0]), float(box[1]), float(box[2]), float(box[3])))
    return found


def test_the_body_font_is_the_chosen_family(pdfs: dict[str, Path]) -> None:
    fonts = {
        p: subprocess.run(["pdffonts", pdfs[p]], capture_output=True, text=True).stdout
        for p in ("plain", "styled")
    }
    assert "Roboto-Regular" in fonts["styled"] and "SourceSansPro" not in fonts["styled"]
    assert "SourceSansPro-Regular" in fonts["plain"]


def test_the_paper_is_us_letter_unless_the_variant_says_a4(pdfs: dict[str, Path]) -> None:
    def size(pdf: Path) -> tuple[int, int]:
        box = PdfReader(pdf).pages[0].mediabox
        return round(float(box.width)), round(float(box.height))

    assert size(pdfs["styled"]) == (612, 792)
    assert size(pdfs["a4"]) == size(pdfs["plain"]) == (595, 842)


def test_dates_sit_left_of_the_entry(pdfs: dict[str, Path]) -> None:
    for name, left in (("plain", False), ("styled", True)):
        words = boxes(pdfs[name])
        assert (words["Sep."][0] < words["Wide"][0]) is left, name
        if left:  # on the title's line
            assert abs(words["Sep."][3] - words["Wide"][3]) < 4


def test_the_footer_text_fills_its_placeholders(pdfs: dict[str, Path]) -> None:
    assert "Ann Lee · Curriculum Vitae" in pdf_text(pdfs["plain"])
    assert "Made for Bea Lee on October 10, 2024" in pdf_text(pdfs["styled"])


def test_the_font_size_scales_the_text(pdfs: dict[str, Path]) -> None:
    def height(pdf: Path) -> float:
        box = boxes(pdf)["Thesis"]
        return box[3] - box[1]

    # Roboto and Source Sans Pro differ in height too, so compare the a4 build
    # (same font, 12 pt) with a build of the same profile at the default size
    ratio = height(pdfs["a4"]) / height(pdfs["plain"])
    assert ratio > 1.15, ratio


def test_section_order_in_the_pdf_and_the_markdown_export(pdfs: dict[str, Path]) -> None:
    text = pdf_text(pdfs["styled"])
    assert text.index("Honors") < text.index("Experience") < text.index("Education")
    markdown = export_cv(CvRequest(pdfs["folder"] / "bea-lee.yaml", date=DAY), "markdown").text
    headings = re.findall(r"^## (.+)$", markdown, flags=re.M)
    assert [h.split()[0] for h in headings[:3]] == ["Honors", "Experience", "Education"]


def test_options_as_template_values() -> None:
    assert margins(None) == ""
    assert margins(Margins(left="2cm", top="1in")) == "left=2cm,top=1in"
    assert (font_scale(10), font_scale(11), font_scale(10.5), font_scale(9)) == (
        "",
        "1.1",
        "1.05",
        "0.9",
    )
