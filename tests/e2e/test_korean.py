"""A Korean CV, built for real: a Korean academic's profile (every section, in
Korean) in the ``ko`` locale through XeLaTeX and Typst, and its web page.

What is checked is what a reader sees: cvgen's Korean words and the Hangul
names in the text layer, no character without a glyph, the layout check, the
Korean face of Noto Sans CJK, and the Korean rules: a line breaks only at the
spaces between words (never between two syllables of one, as Chinese and
Japanese may), and no space is added between Hangul and Latin letters or
digits (``2024년``, ``OSDI에``), in the PDF of each engine and on the page.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml
from pypdf import PdfReader

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BuildResult
from cvgen.pipeline.plan import build_cv, build_page
from cvgen.pipeline.prepared import prepare
from tests.browser import Browser
from tests.conftest import pdf_text
from tests.layoutcheck import check_pdf

PROFILE = Path(__file__).parent / "korean" / "profiles" / "seoyeon-kim.yaml"
CVGEN = [str(Path(sys.executable).parent / "cvgen")]
DAY = PartialDate(2024, 10, 10)
ENGINES = ("xelatex", "typst")
# cvgen's words (the ko locale's) and the profile's Hangul, each whole in the text
KOREAN = (
    ("요약", "연구 분야", "학력", "경력", "강의 경력", "논문", "수상", "연구비"),
    ("강연 및 발표", "지도 학생", "학술 봉사", "기술 및 언어"),  # the profile's own title
    ("김서연", "이하은", "정민준", "이준호 교수", "한국과학기술원", "한국정보과학회"),
    ("지도교수: 이준호 교수", "학위논문:", "진로:", "초청자: 박지훈 교수", "심사: 8"),
    ("2015년 3월 ~ 2020년 8월", "2022년 3월 ~ 현재", "정보과학회논문지 게재 예정"),
    ("연구책임자 총액: KRW 450,000,000", "기조 강연: 1", "초청 강연: 1"),
    ("박사과정: 1 (지도 중 1명)", "석사과정: 1 (졸업 1명)", "(2024년 10월 기준)"),
    ("기조 강연", "대통령과학장학금 (1/50)", "한국어(모국어)", "프로그램 위원"),
    ("2024년 10월 10일", "김서연 · 이력서", "OSDI에 발표했습니다"),
)


def summary_words() -> list[str]:
    summary = yaml.safe_load(PROFILE.read_text("utf-8"))["summary"]["ko"]
    return str(summary).split()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], BuildResult]:
    folder = tmp_path_factory.mktemp("korean")
    made: dict[str, BuildResult] = {}

    def build(engine: str) -> BuildResult:
        if engine not in made:
            request = CvRequest(PROFILE, date=DAY, engine=engine)
            made[engine] = build_cv(request, BuildOptions(out_dir=folder / engine, force=True))
        return made[engine]

    return build


def _one_line(text: str) -> str:
    """The text with its lines joined and each run of spaces one (a no-break
    space in a date, too)."""
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("engine", ENGINES)
def test_the_korean_words_and_names_are_in_the_text(
    built: Callable[[str], BuildResult], engine: str
) -> None:
    result = built(engine)
    assert result.pdf is not None
    text = _one_line(pdf_text(result.pdf))
    missing = [words for group in KOREAN for words in group if words not in text]
    assert not missing, f"{missing} not in {text}"
    assert "Education" not in text and "Present" not in text


@pytest.mark.parametrize("engine", ENGINES)
def test_every_character_has_a_glyph_and_the_layout_holds(
    built: Callable[[str], BuildResult], engine: str
) -> None:
    result = built(engine)
    assert result.pdf is not None
    assert not result.warnings, [w.message for w in result.warnings]  # no missing glyph
    report = check_pdf(result.pdf)
    assert not report.problems, str(report)
    if engine == "typst":  # the Korean face by its name, not the Chinese one
        fonts = subprocess.run(["pdffonts", str(result.pdf)], capture_output=True, text=True)
        assert "NotoSansCJKkr" in fonts.stdout and "CJKsc" not in fonts.stdout, fonts.stdout
    else:  # by its index in the collection, whose faces share one CFF name (CJKjp)
        tex = prepare(CvRequest(PROFILE, date=DAY)).document.source
        assert "FontIndex=1," in tex and "BoldFeatures={FontIndex=1}" in tex


@pytest.mark.parametrize("engine", ENGINES)
def test_a_line_breaks_only_between_words(built: Callable[[str], BuildResult], engine: str) -> None:
    """The summary wraps, and each of its words is whole on a line: ``시간을``,
    never ``시간`` at a line's end and ``을`` at the next one's start."""
    result = built(engine)
    assert result.pdf is not None
    lines = pdf_text(result.pdf).splitlines()
    words = summary_words()
    on_lines = [line for line in lines if any(w in line for w in words[:3] + words[-3:])]
    assert len(on_lines) >= 2, f"the summary does not wrap: the test tests nothing: {on_lines}"
    tokens = {token for line in lines for token in line.split()}
    assert [w for w in words if w not in tokens] == [], lines[:20]


@pytest.mark.parametrize("engine", ENGINES)
def test_no_space_is_added_between_hangul_and_latin(
    built: Callable[[str], BuildResult], engine: str
) -> None:
    """A gap that is not written reads as a space in the text layer: there is none."""
    result = built(engine)
    assert result.pdf is not None
    text = pdf_text(result.pdf)
    for written in ("2024년", "OSDI에", "GPU"):
        assert written in text, written
    assert "2024 년" not in text and "OSDI 에" not in text


def test_the_pdf_says_it_is_korean(built: Callable[[str], BuildResult]) -> None:
    result = built("xelatex")
    assert result.pdf is not None
    reader = PdfReader(result.pdf)
    assert reader.trailer["/Root"]["/Lang"] == "ko-KR"
    assert reader.metadata is not None and reader.metadata.title == "김서연 - 이력서"
    assert reader.metadata.subject == "김서연의 이력서, 2024년\xa010월\xa010일 기준"


def test_the_web_page_breaks_between_words(tmp_path: Path, browser: Browser) -> None:
    """``lang="ko"``, the Korean face first for Hangul, and the same rules as the
    PDF: ``word-break: keep-all``, no autospace beside Latin letters."""
    request = CvRequest(PROFILE, date=DAY)
    page = build_page(request, BuildOptions(out_dir=tmp_path, formats=("html",))).page
    assert page is not None
    html = page.read_text("utf-8")
    assert '<html lang="ko-KR"' in html and '"Noto Sans CJK KR"' in html
    assert "<h2" in html and "학술 봉사" in html and "김서연" in html
    with browser.open(page) as opened:
        style = "(e => getComputedStyle(document.querySelector(e)))"
        breaks = opened.evaluate(f"{style}('.paragraph').wordBreak")
        autospace = opened.evaluate(f"{style}('.bullets li').textAutospace")
    assert breaks == "keep-all"
    assert autospace == "no-autospace"


def test_the_summary_line_counts_in_korean() -> None:
    """``style.summary_line``: papers, first-author papers, graduates in 편 and 명
    (the digits beside Hangul upright, as in any CJK text)."""
    tex = prepare(CvRequest(PROFILE, "summary", date=DAY)).document.source
    line = next(line for line in tex.splitlines() if line.startswith(r"\cvsummaryline"))
    line = line.replace(r"{\upshape ", "").replace("}", "").replace(",{", ",")
    for words in ("논문 3편", "제1저자 2편", "졸업생 1명", "연구책임자로서 KRW 450,000,000"):
        assert words in line, (words, line)


def test_a_korean_site_breaks_its_pages_between_words(tmp_path: Path) -> None:
    """``cvgen site --locale ko``: the front page, the publication page and the
    member's page in Korean, each with Korean's line breaking."""
    shutil.copytree(PROFILE.parent, tmp_path / "profiles")
    done = subprocess.run(
        [*CVGEN, "site", "--locale", "ko", "--date", "2024-10-10", "--out", "site", "--no-pdf"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    site = tmp_path / "site"
    pages = {
        site / "index.html": ("연구실", "구성원 1명", "논문 3편"),
        site / "publications.html": ("논문 3편(2021–2024년)", "굵은 글씨", "모든 연도"),
        site / "seoyeon-kim/index.html": ("김서연", "학술 봉사", "최종 수정일"),
    }
    for page, words in pages.items():
        html = page.read_text("utf-8")
        assert '<html lang="ko-KR"' in html and "word-break: keep-all" in html, page
        assert all(w in html for w in words), (page, [w for w in words if w not in html])
