"""Grants, talks, supervision and service through the real pipeline: a senior
academic's profile (tests/e2e/academic/) built as a PDF in every built-in
theme and in Chinese, its text read back with pdftotext; a variant that turns
the summary lines off, one that keeps two of the sections; ``cvgen list``."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from cvgen.cv.request import CvRequest
from cvgen.cv.selection import default_drop_order
from cvgen.model.dates import PartialDate
from cvgen.pipeline.listing import section_items
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from tests.conftest import ACADEMIC, ACADEMIC_DAY_ISO, academic_selection, pdf_text, squash

DAY = PartialDate.parse(ACADEMIC_DAY_ISO)

#: What the English CV shows of the four sections, in the order shown
ENGLISH = (
    "Grants",
    "Total as PI: USD 550,000 + EUR 1,500,000; Total as Co-PI: USD 1,200,000 (as of October 2024)",
    "Scheduling Systems for Large Models",
    "National Science Foundation, CAREER",
    "Role: Co-PI, Amount: USD 1,200,000, Share: USD 400,000",
    "Talks",
    "Keynotes: 1; Invited talks: 1; Contributed talks: 1 (as of October 2024)",
    "SOSP 2024 Workshop on Systems for ML (Keynote)",
    "Host: Prof. Mira Stone",
    "EuroSys 2022 (Contributed)",
    "Students Supervised",
    "PhD students: 2 (1 current, 1 graduated); Master's students: 1 (1 graduated); "
    "Postdocs: 1 (1 current); Papers with supervised students: 2 (as of October 2024)",
    "Lin Wei",
    "Thesis: Fair Scheduling of Shared Accelerators",
    "Next: Assistant Professor, Example State University",
    "Co-advisor: Prof. Mira Stone",
    "Service",
    "Papers reviewed: 12 (as of October 2024)",
    "Program Committees",
    "OSDI 2024",
    "NSDI 2023",
    "Reviewing",
    "Reviews: 12",
    "Department Service",
    "Graduate Admissions Committee",
)


def _build(out: Path, **request: str) -> Path:
    cv = CvRequest(ACADEMIC, date=DAY, **request)  # type: ignore[arg-type]
    return build_cv(cv, BuildOptions(out_dir=out)).pdf


def _in_order(text: str, expected: tuple[str, ...]) -> None:
    at = 0
    for words in expected:
        found = text.find(words, at)
        assert found >= 0, f"{words!r} not after {text[max(0, at - 80) : at]!r}"
        at = found + len(words)


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_every_theme_shows_the_sections_with_their_summaries(tmp_path: Path, theme: str) -> None:
    pdf = _build(tmp_path, theme=theme)
    text = squash(pdf_text(pdf))
    if theme == "classic":  # its headings in capitals (the text keeps the case drawn)
        text = text.replace("GRANTS", "Grants").replace("TALKS", "Talks")
        text = text.replace("STUDENTS SUPERVISED", "Students Supervised")
        text = text.replace("SERVICE", "Service")
    _in_order(text, ENGLISH)
    assert "Next Year's Talk" in text  # shown, but not counted: given after the CV's date
    assert len(PdfReader(pdf).pages) == 2


def test_the_chinese_cv_says_it_in_chinese(tmp_path: Path) -> None:
    text = squash(pdf_text(_build(tmp_path, locale="zh")))
    _in_order(
        text,
        (
            "科研项目",
            "作为负责人合计：USD 550,000 + EUR 1,500,000；作为共同负责人合计：USD 1,200,000"
            "（截至 2024 年 10 月）",
            "角色：共同负责人，金额：USD 1,200,000，本人份额：USD 400,000",
            "学术报告",
            "主旨报告：1；特邀报告：1；投稿报告：1",
            "学生指导",
            "博士生：2（在读 1、已毕业 1）",
            "与指导学生合作论文：2",
            "学术服务",
            "审稿论文：12",
            "程序委员会",
            "院系服务",
        ),
    )


def test_a_variant_turns_the_summaries_off(tmp_path: Path) -> None:
    text = squash(pdf_text(_build(tmp_path, variant="bare")))
    assert "Scheduling Systems for Large Models" in text and "Program Committees" in text
    for summary in ("Total as PI", "Keynotes: 1", "PhD students: 2", "Papers reviewed"):
        assert summary not in text


def test_a_variant_keeps_some_in_the_order_it_asks() -> None:
    sections = academic_selection("talking").selected.variant.sections
    assert sections == ("service", "talks")


def test_the_page_budget_drops_service_and_talks_before_grants() -> None:
    variant = academic_selection().selected.variant
    order = default_drop_order(variant)
    assert order.index("service") < order.index("talks") < order.index("grants")
    assert order.index("supervision") < order.index("grants")


def test_cvgen_list_counts_them() -> None:
    counts = section_items(academic_selection().selected.cv)
    assert {k: counts[k] for k in ("grants", "talks", "supervision", "service")} == {
        "grants": 4,
        "talks": 4,
        "supervision": 4,
        "service": 4,
    }


def test_one_page_drops_service_students_and_talks_and_keeps_grants(tmp_path: Path) -> None:
    built = build_cv(CvRequest(ACADEMIC, "onepage", date=DAY), BuildOptions(out_dir=tmp_path))
    assert len(PdfReader(built.pdf).pages) == 1
    dropped = list(built.dropped)
    assert {ref.split(":")[0] for ref in dropped} <= {"service", "supervision", "talks"}
    assert "service: OSDI 2024 (2024)" in dropped  # each named by its title
    text = squash(pdf_text(built.pdf))
    assert "Shared Accelerator Testbed" in text and "Total as PI" in text
