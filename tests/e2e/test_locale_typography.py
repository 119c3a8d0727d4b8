"""Every locale typeset as its readers expect, read back from the real PDF and web page.

One profile in four languages is built in each of cvgen's locales. Its
``section_titles`` have only ``en`` and ``zh``, its honour names its issuer
as its place, its Chinese, Japanese and Korean texts put Latin words and
quotes inside CJK text. What is checked is what a reader sees: pdftotext's text,
pdfplumber's glyphs (a glyph's x position gives the gap before the next; its
font name says italic or upright, its matrix a synthesized slant), and the
page's HTML and computed style in Chromium.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pdfplumber
import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv, build_page
from cvgen.pipeline.prepared import prepare
from cvgen.sources.locales import builtin_locale
from tests.browser import Browser
from tests.conftest import campaign_beyond, pdf_text

PROFILE = """\
name: {en: Ada Li, zh: 李艾达, ja: 李エイダ, ko: 리에이다}
locale: en
education:
  - institution: {en: Peking University, zh: 北京大学, ja: 北京大学, ko: 베이징대학교}
    location: {en: Beijing, zh: 中国北京, ja: 中国北京, ko: 중국 베이징}
    degree: {en: Ph.D. in Computer Science, zh: 计算机博士, ja: 博士課程, ko: 컴퓨터과학 박사}
    start: 2023-09
    end: present
    gpa: 3.71/4.0
    rank: top 9%
    advisor: Xin Jin
experience:
  - organization: {en: Systems Lab, zh: 系统实验室, ja: システム研究室, ko: 시스템 연구실}
    role: {en: Researcher, zh: 研究员, ja: 研究員, ko: 연구원}
    location: {en: Beijing, zh: 中国北京, ja: 中国北京, ko: 중국 베이징}
    start: 2021-06
    end: 2022-09
    bullets:
      - en: Published at OSDI and NSDI on “distributed training”
        zh: 在OSDI、NSDI发表“分布式训练”论文
        ja: 在OSDIとNSDIで“分散学習”を発表
        ko: OSDI와 NSDI에서 “분산 학습” 논문을 발표
teaching:
  - course: {en: Operating Systems, zh: 操作系统, ja: オペレーティングシステム, ko: 운영체제}
    institution: {en: Peking University, zh: 北京大学, ja: 北京大学, ko: 베이징대학교}
    role: {en: Teaching Assistant, zh: 助教, ja: ティーチングアシスタント, ko: 조교}
    start: 2022-09
    end: 2023-01
honors:
  - year: 2024
    title: {en: Presidential Scholarship, zh: 校长奖学金, ja: 総長奨学金, ko: 총장 장학금}
    rank: 4/200
    issuer: {en: Peking University, zh: 北京大学, ja: 北京大学, ko: 베이징대학교}
    location: {en: Peking University, zh: 北京大学, ja: 北京大学, ko: 베이징대학교}
skills:
  Programming: [C++, Python, CUDA]
section_titles:
  teaching: {en: Teaching Experience, zh: 教学经历}
  honors: {en: Honors & Awards, zh: 荣誉奖项}
variants:
  plain: {extends: long, sections: [education, experience, teaching, honors, skills]}
"""

LOCALES = ("en", "zh", "ja", "ko", "de", "fr", "es")
# Each locale is a PDF and a web page of its own: make
# test keeps English, French (a Latin language's own typography) and the three
# CJK ones; German and Spanish, which set nothing French does not, run in the
# campaign.
CAMPAIGN_LOCALES = ("de", "es")


def kept(cases: list[Any]) -> list[Any]:
    """``cases`` (a locale, or a tuple starting with one) for ``parametrize``,
    those of :data:`CAMPAIGN_LOCALES` in the campaign."""
    code = [case[0] if isinstance(case, tuple) else case for case in cases]
    return campaign_beyond(
        cases, *(case for at, case in enumerate(cases) if code[at] not in CAMPAIGN_LOCALES)
    )


# the pages' markup and computed style are read, never their fonts (whose
# subsets for a language's characters take 2 s a page): built without them
# (conftest.py: fonts_not_embedded)
pytestmark = pytest.mark.usefixtures("fonts_not_embedded")

ISSUER = {"zh": "北京大学", "ja": "北京大学", "ko": "베이징대학교"}  # else Peking University
DATE = PartialDate(2024, 10, 10)


class Built:
    def __init__(self, pdf: Path, page: Path) -> None:
        self.pdf, self.page = pdf, page
        self.text = pdf_text(pdf)
        self.html = page.read_text("utf-8")
        with pdfplumber.open(pdf) as opened:
            self.chars: list[dict[str, Any]] = [c for p in opened.pages for c in p.chars]
            self.title = str(opened.metadata.get("Title", ""))
        self.drawn = "".join(c["text"] for c in self.chars)

    def row_of(self, text: str) -> str:
        """What is drawn on the line of ``text``'s first glyph, left to right."""
        top = self.glyphs(text)[0]["top"]
        row = [c for c in self.chars if abs(c["top"] - top) < 2]
        return "".join(c["text"] for c in sorted(row, key=lambda c: c["x0"]))

    def glyphs(self, text: str) -> list[dict[str, Any]]:
        """The glyphs that draw ``text`` (its first occurrence, in drawing order)."""
        at = self.drawn.find(text)
        assert at >= 0, f"{text!r} is not drawn in {self.pdf.name}: {self.drawn[:400]}"
        return self.chars[at : at + len(text)]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Built]:
    folder = tmp_path_factory.mktemp("locales")
    profile = folder / "ada.yaml"
    profile.write_text(PROFILE, "utf-8")
    (folder / "publications.yaml").write_text("papers: {}\n", "utf-8")
    made: dict[str, Built] = {}

    def build(code: str) -> Built:
        if code not in made:
            request = CvRequest(profile, "plain", date=DATE, locale=code)
            options = BuildOptions(out_dir=folder / "out", formats=("pdf", "html"))
            pdf = build_cv(request, options).pdf
            made[code] = Built(pdf, build_page(request, options).page)
        return made[code]

    return build


def _line(built: Built, start: str) -> str:
    return next(line for line in built.text.splitlines() if line.startswith(start))


# -- every locale ------------------------------------------------------------


@pytest.mark.parametrize("code", kept(["ja", "ko", "de", "fr", "es"]))
def test_a_section_title_the_profile_lacks_in_the_language_is_the_locales(
    built: Callable[[str], Built], code: str
) -> None:
    cv, words = built(code), builtin_locale(code).sections
    assert "Teaching Experience" not in cv.text and "Honors & Awards" not in cv.text
    shown = re.sub(r"<[^>]+>", "", cv.html)  # a heading's first letters are a span of their own
    for heading in (words.teaching, words.honors):
        assert heading in cv.text and heading in shown


@pytest.mark.parametrize("code", kept(list(LOCALES)))
def test_an_honours_place_that_is_its_issuer_is_printed_once(
    built: Callable[[str], Built], code: str
) -> None:
    cv = built(code)
    issuer = ISSUER.get(code, "Peking University")
    row = re.search(r'<ul class="rows honors">.*?</ul>', cv.html, re.S)
    assert row and row.group(0).count(issuer) == 1, row
    assert cv.row_of("4/200").count(_squashed(issuer)) == 1, cv.row_of("4/200")


LATIN = ("Presidential Scholarship (4/200)", ", ", "C++, Python, CUDA")


@pytest.mark.parametrize(
    ("code", "rank", "join", "items"),
    kept(
        [
            *((code, *LATIN) for code in ("en", "de", "fr", "es")),
            ("zh", "校长奖学金（4/200）", "，", "C++、Python、CUDA"),
            ("ja", "総長奨学金（4/200）", "、", "C++、Python、CUDA"),
            ("ko", "총장 장학금 (4/200)", ", ", "C++, Python, CUDA"),  # Western, as Korean's
        ]
    ),
)
def test_joins_and_brackets_are_the_languages(
    built: Callable[[str], Built], code: str, rank: str, join: str, items: str
) -> None:
    """Full-width in Chinese and Japanese (Korean's are Western), in the PDF and
    on the web page alike; the honour's row is its year, its title and rank, its
    issuer, and no more."""
    cv = built(code)
    issuer = ISSUER.get(code, "Peking University")
    assert cv.row_of("4/200") == _squashed(f"2024{rank}{join}{issuer}")
    assert _squashed(items) in _squashed(cv.text)
    assert f"<strong>{rank}</strong>{join}{issuer}</span></li>" in cv.html
    assert items in cv.html


def _squashed(text: str) -> str:
    return re.sub(r"\s+", "", text)


# -- Chinese, Japanese and Korean ---------------------------------------------


def _italic(glyph: dict[str, Any]) -> bool:
    return bool(re.search(r"-(It|Italic|BoldIt)\b", glyph["fontname"]))


@pytest.mark.parametrize("code", ["zh", "ja", "ko"])
def test_cjk_and_its_digits_stay_upright_in_an_italic_run(
    built: Callable[[str], Built], code: str
) -> None:
    cv = built(code)
    date = cv.glyphs("2023년" if code == "ko" else "2023年9月")
    assert not any(_italic(g) for g in date), [(g["text"], g["fontname"]) for g in date]
    assert all(g["matrix"][2] == 0 for g in date)  # no slant synthesized either
    latin = cv.glyphs("OSDI")  # the run's Latin around stays as the theme sets it
    assert not any(_italic(g) for g in latin)
    assert any(_italic(g) for g in built("en").glyphs("2023"))  # the date line is italic


@pytest.mark.parametrize("code", ["zh", "ja"])
def test_a_quarter_em_between_cjk_and_latin(built: Callable[[str], Built], code: str) -> None:
    before, letter = built(code).glyphs("在O")
    gap = letter["x0"] - before["x1"]
    assert 0.2 * before["size"] <= gap <= 0.33 * before["size"], gap


@pytest.mark.parametrize("code", ["zh", "ja"])
def test_double_quotes_in_cjk_text_are_full_width(built: Callable[[str], Built], code: str) -> None:
    opening, *_ = built(code).glyphs("“")
    assert "CJK" in opening["fontname"], opening["fontname"]
    assert opening["x1"] - opening["x0"] >= 0.9 * opening["size"]


def test_a_japanese_cv_is_no_rirekisho(built: Callable[[str], Built]) -> None:
    cv = built("ja")
    assert "履歴書" not in cv.text and "履歴書" not in cv.title and "履歴書" not in cv.html
    assert "経歴書" in cv.text and "経歴書" in cv.title


def test_the_cjk_web_page_fakes_no_oblique_and_spaces_latin(
    built: Callable[[str], Built], browser: Browser
) -> None:
    cv = built("zh")
    assert '<span class="cjk-digits">2023</span>年' in cv.html
    with browser.open(cv.page) as page:
        style = "(e => getComputedStyle(document.querySelector(e)))"
        place = page.evaluate(f"{style}('.entry .place').fontSynthesisStyle")
        digits = page.evaluate(f"{style}('.cjk-digits').fontStyle")
        autospace = page.evaluate(f"{style}('.bullets li').textAutospace")
    assert (place, digits) == ("none", "normal")
    assert autospace not in ("", "no-autospace")


# -- French ------------------------------------------------------------------


def test_french_spacing_and_apostrophes(built: Callable[[str], Built]) -> None:
    cv = built("fr")
    assert "aujourd’hui" in cv.text and "aujourd'hui" not in cv.text
    assert "Encadrement\u00a0: " in cv.html and "aujourd’hui" in cv.html
    label, colon = cv.glyphs("Encadrement:")[-2:]
    assert colon["x0"] - label["x1"] >= 0.15 * label["size"]  # a space before the colon
    profile = cv.pdf.parent.parent / "ada.yaml"
    tex = prepare(CvRequest(profile, "plain", date=DATE, locale="fr")).document.source
    assert "Encadrement~: " in tex  # a space TeX never breaks a line at


def test_korean_adds_no_space_beside_latin(built: Callable[[str], Built]) -> None:
    """Korean writes the spaces it wants (OSDI와, 2023년): no quarter em as
    Chinese and Japanese have, in the PDF and on the web page."""
    cv = built("ko")
    for pair in ("I와", "I에", "3년"):
        before, after = cv.glyphs(pair)
        assert after["x0"] - before["x1"] <= 0.05 * before["size"], pair
    assert "OSDI와 NSDI에서" in cv.text


def test_korean_double_quotes_are_western(built: Callable[[str], Built]) -> None:
    """Korean's quotation marks are the Latin font's, not full-width CJK ones."""
    opening, *_ = built("ko").glyphs("“")
    assert "CJK" not in opening["fontname"], opening["fontname"]
    assert opening["x1"] - opening["x0"] < 0.6 * opening["size"]
