"""Fonts by path; CJK text set by xeCJK with Noto Sans CJK, only where needed."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.build.engine import build_cv, prepare
from cvgen.model.dates import PartialDate
from cvgen.render.fonts import has_cjk, is_cjk, resolve_cjk_font
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


def test_the_cjk_font_is_installed_by_make() -> None:
    font = resolve_cjk_font()
    assert font is not None, "run make test: it installs fonts-noto-cjk and xeCJK"
    assert (font.folder / "NotoSansCJK-Regular.ttc").is_file()


def test_only_documents_with_cjk_text_load_xecjk(tmp_path: Path) -> None:
    assert r"\usepackage{xeCJK}" not in prepare(Path("profiles/zili-zhang.yaml")).document.source
    profile = tmp_path / "zhang.yaml"
    profile.write_text(CJK_PROFILE, encoding="utf-8")
    document = prepare(profile).document
    assert r"\usepackage{xeCJK}" in document.source
    assert any(f.name == "NotoSansCJK-Regular.ttc" for f in document.font_files)


def test_chinese_japanese_korean_and_accents_render(tmp_path: Path) -> None:
    profile = tmp_path / "zhang.yaml"
    profile.write_text(CJK_PROFILE, encoding="utf-8")
    result = build_cv(profile, out_dir=tmp_path, date=PartialDate(2024, 1, 1))
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
