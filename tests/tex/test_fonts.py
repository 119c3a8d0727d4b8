"""Fonts by path; CJK text set by xeCJK with Noto Sans CJK, only where needed."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.engine import prepare
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.render.latex.document import BODY_MARKER, standard_preamble
from cvgen.tex import fonts
from cvgen.tex.fonts import (
    CJK_FACES,
    collection_families,
    find_cjk_font,
    find_fallback_font,
    has_cjk,
    has_symbol,
    is_cjk,
    is_symbol,
    missing_cjk_faces,
    resolve_cjk_font,
)
from tests.conftest import pdf_text, squash

CJK_PROFILE = """\
name: 张子立
position: 博士研究生
affiliation: 北京大学
experience:
  - organization: 東京大学
    role: 研究員 (Researcher)
    start: 2020-01
    bullets:
      - 대규모 언어 모델 서빙 시스템 연구
      - "Mixed 中文 and English, Łukasz Żółć, Ελληνικά, Русский, ひらがな カタカナ"
      - "**粗体** text"
"""


@pytest.mark.parametrize(
    ("char", "cjk"),
    [
        ("张", True),
        ("か", True),
        ("カ", True),
        ("한", True),
        ("，", True),
        ("a", False),
        ("Ł", False),
        ("Ж", False),
        ("·", False),
        ("𠀀", True),
    ],
)
def test_cjk_characters_are_recognised(char: str, cjk: bool) -> None:
    assert is_cjk(char) is cjk
    assert has_cjk(f"abc {char}") is cjk


@pytest.mark.parametrize("name", ["_CJK_RANGES", "SYMBOL_RANGES", "_GREEK_CYRILLIC"])
def test_each_block_list_is_ascending_as_the_code_point_check_assumes(name: str) -> None:
    """``_within`` skips every character below a list's first block."""
    ranges = getattr(fonts, name)
    assert all(low <= high for low, high in ranges)
    assert all(a[1] < b[0] for a, b in pairwise(ranges))


def test_the_code_point_check_agrees_with_a_character_class() -> None:
    """``is_cjk``, ``is_symbol``: what the regex of the same blocks matched."""
    for ranges, check in ((fonts._CJK_RANGES, is_cjk), (fonts.SYMBOL_RANGES, is_symbol)):
        pattern = fonts._char_class(ranges)
        edges = {code + step for low, high in ranges for code in (low, high) for step in (-1, 0, 1)}
        for code in sorted(edges | set(range(0, 0x3000, 7))):
            assert check(chr(code)) is (pattern.match(chr(code)) is not None), hex(code)


def test_the_cjk_font_is_installed_by_make() -> None:
    font = resolve_cjk_font()
    assert font is not None, "run make test: it installs fonts-noto-cjk and xeCJK"
    assert (font.folder / "NotoSansCJK-Regular.ttc").is_file()


def test_only_documents_with_cjk_text_load_xecjk(tmp_path: Path) -> None:
    assert (
        r"\usepackage{xeCJK}"
        not in prepare(CvRequest(Path("profiles/zili-zhang.yaml"))).document.source
    )
    profile = tmp_path / "zhang.yaml"
    profile.write_text(CJK_PROFILE, encoding="utf-8")
    document = prepare(CvRequest(profile)).document
    assert r"\usepackage{xeCJK}" in document.source
    assert any(f.name == "NotoSansCJK-Regular.ttc" for f in document.font_files)


def test_chinese_japanese_korean_and_accents_render(tmp_path: Path) -> None:
    profile = tmp_path / "zhang.yaml"
    profile.write_text(CJK_PROFILE, encoding="utf-8")
    result = build_cv(
        CvRequest(profile, date=PartialDate(2024, 1, 1)), BuildOptions(out_dir=tmp_path)
    )
    assert result.warnings == ()
    text = squash(pdf_text(result.pdf))
    for phrase in (
        "张子立",
        "博士研究生",
        "東京大学",
        "研究員 (Researcher)",
        "대규모 언어 모델 서빙 시스템 연구",
        "Mixed 中文 and English, Łukasz Żółć, Ελληνικά, Русский, ひらがな カタカナ",
        "粗体 text",
    ):
        assert phrase in text


@pytest.mark.parametrize(
    ("char", "symbol"),
    [
        ("∼", True),
        ("├", True),
        ("█", True),
        ("→", True),
        ("✓", True),
        ("⊙", True),
        ("‐", True),
        ("𝒪", True),
        ("a", False),
        ("×", False),
        ("–", False),
        ("“", False),
        ("•", False),
        ("Ж", False),
        ("张", False),
        ("\U0001f642", False),  # emoji: the fallback font has few, and in black and white
    ],
)
def test_symbols_are_recognised(char: str, symbol: bool) -> None:
    assert is_symbol(char) is symbol
    assert has_symbol(f"abc {char}") is symbol


def test_the_fallback_font_is_installed_by_make() -> None:
    font = find_fallback_font()
    assert font is not None, "run make test: it installs fonts-dejavu-core"
    assert (font.folder / "DejaVuSans.ttf").is_file()


def test_only_documents_with_symbols_load_the_fallback_font(tmp_path: Path) -> None:
    plain = prepare(CvRequest(Path("profiles/zili-zhang.yaml"))).document
    assert r"\cvfallbackfont" not in plain.source
    assert not any(f.name.startswith("DejaVu") for f in plain.font_files)
    profile = tmp_path / "ada.yaml"
    profile.write_text("name: Ada Lovelace\nposition: Analyst ∼ Programmer\n", encoding="utf-8")
    document = prepare(CvRequest(profile)).document
    assert r"\renewcommand*{\cvfallback}[1]{{\cvfallbackfont#1}}" in document.source
    assert r"Analyst \cvsym{∼} Programmer" in document.source
    assert any(f.name == "DejaVuSans.ttf" for f in document.font_files)
    # loaded after the standard preamble: XeLaTeX can still start early on that
    assert document.source.partition(BODY_MARKER)[0] == standard_preamble()


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_two_fallback_symbols_a_space_apart_build(tmp_path: Path, theme: str) -> None:
    """XeTeX crashed (signal 11) on two runs of the fallback font with a space of
    the body font between them; the space now goes into the first symbol's font
    (cvgen/render/latex/escape.py), and stays a space in the PDF's text."""
    profile = tmp_path / "ada.yaml"
    profile.write_text(
        "name: Ada Lovelace\nposition: Analyst ╔ ★ ─  ★\naddress: Somewhere ╔\u00a0★\n",
        encoding="utf-8",
    )
    result = build_cv(
        CvRequest(profile, date=PartialDate(2024, 1, 1), theme=theme),
        BuildOptions(out_dir=tmp_path),
    )
    text = pdf_text(result.pdf)
    assert "╔ ★ ─ ★" in text and "╔ ★" in text.partition("Somewhere")[2]


def test_each_locales_face_is_where_xelatex_takes_it() -> None:
    """Debian's Noto Sans CJK: JP, KR, SC, TC, HK at CJK_FACES' indexes (XeLaTeX's
    FontIndex), so a Korean CV is set in the KR face."""
    font = find_cjk_font()
    assert font is not None
    families = collection_families(font.path("UprightFont"))
    assert {face: families[index] for face, index in CJK_FACES.items()} == {
        face: f"Noto Sans CJK {face}" for face in CJK_FACES
    }
    assert missing_cjk_faces(font, ["KR", "JP", "SC"]) == []


def test_the_search_path_follows_the_environment_and_folder_each_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the font packages' folders are looked up once a process: a
    ``CVGEN_FONT_DIR`` or a ``./fonts`` that appears later is on the next path."""
    before = fonts.font_search_path()
    mine = tmp_path / "mine"
    mine.mkdir()
    monkeypatch.setenv("CVGEN_FONT_DIR", str(mine))
    monkeypatch.chdir(tmp_path)
    assert fonts.font_search_path()[0] == mine.resolve()
    (tmp_path / "fonts").mkdir()
    after = fonts.font_search_path()
    assert after[:2] == [mine.resolve(), (tmp_path / "fonts").resolve()]
    assert after[-len(fonts._package_font_dirs()) :] == before[-len(fonts._package_font_dirs()) :]
