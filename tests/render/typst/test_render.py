"""Typst source of a CV (cvgen/render/typst/render.py): the theme's look read as
the LaTeX templates read it, the chain of the theme's cvgen.typ files handed to
the compiler, and the rules of its locale."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import Workspace, select_cv
from cvgen.model.dates import PartialDate
from cvgen.render.typst.render import render_typst, theme_files
from cvgen.sources.themes import builtin_dir, load_theme
from cvgen.typst.compile import compile_typst, typst_inputs
from tests.conftest import ROOT, pdf_text, squash

DAY = PartialDate(2024, 10, 10)


def _group_theme(tmp_path: Path, yaml: str) -> Path:
    folder = tmp_path / "profiles"
    (folder / "themes/mine").mkdir(parents=True)
    (folder / "themes/mine/theme.yaml").write_text(yaml, encoding="utf-8")
    return folder


def test_a_theme_extending_awesome_with_contacts_as_words_shows_words(tmp_path: Path) -> None:
    """look.contacts: words, on a theme whose parent draws icons: words, as in
    its LaTeX (cv.tex.j2 reads the same look)."""
    folder = _group_theme(tmp_path, "description: m\nextends: awesome\nlook:\n  contacts: words\n")
    chain = load_theme("mine", folder)
    assert theme_files(chain) == (builtin_dir() / "awesome/cvgen.typ",)
    selected = select_cv(ROOT / "profiles/zili-zhang.yaml").selected
    document = render_typst(selected, DAY, chain)
    assert "(icon: none," in document.source and "<svg" not in document.source
    pdf = tmp_path / "cv.pdf"
    pdf.write_bytes(compile_typst(document).pdf)
    assert "Email: zzlcs@pku.edu.cn" in squash(pdf_text(pdf))
    icons = render_typst(selected, DAY, load_theme("awesome")).source
    assert "<svg" in icons  # awesome's own: icons


def test_the_chain_of_cvgen_typ_files_is_the_nearest_first(tmp_path: Path) -> None:
    folder = _group_theme(tmp_path, "description: m\nextends: classic\n")
    (folder / "themes/mine/cvgen.typ").write_text("// mine\n", encoding="utf-8")
    assert theme_files(load_theme("mine", folder)) == (
        folder / "themes/mine/cvgen.typ",
        builtin_dir() / "classic/cvgen.typ",
    )
    assert theme_files(None) == (builtin_dir() / "awesome/cvgen.typ",)


ZILI = Path(__file__).parents[3] / "profiles/zili-zhang.yaml"


def _source(variant: str = "long", locale: str | None = None) -> str:
    request = CvRequest(ZILI, variant, date=DAY, locale=locale)
    return render_typst(Workspace().resolve(request, typeset=False).selected, DAY).source


def test_a_korean_cv_boxes_each_word_and_adds_no_cjk_latin_space() -> None:
    """Typst breaks between any two Hangul syllables: a Korean CV makes each
    word with Hangul a box, and spaces nothing beside Latin letters; a Chinese
    CV keeps Typst's own breaking and spacing."""
    korean, chinese = _source(locale="ko"), _source("long-zh")
    for rule in (r'#show regex("\S*\p{Hangul}\S*"): box', "cjk-latin-spacing: none"):
        assert rule in korean and rule not in chinese, rule
    assert 'lang: "ko"' in korean and '"Noto Sans CJK KR"' in korean
    assert 'lang: "zh"' in chinese and '"Noto Sans CJK SC"' in chinese


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_the_look_handed_in_gives_the_pdf_the_states_give(theme: str) -> None:
    """cv.typ.j2's second line hands the theme the CV's accent, scale and fonts
    (sys.inputs, read without a context); without it (a group's own
    cv.typ.j2) the theme reads the states cv() sets: the same PDF either way."""
    selected = select_cv(ROOT / "profiles/zili-zhang.yaml").selected
    document = render_typst(selected, DAY, load_theme(theme))
    look = typst_inputs(document)
    assert set(look) == {"cvgen-look"} and "scale: 1.0000" in look["cvgen-look"]
    first, _look, rest = document.source.split("\n", 2)
    without = replace(document, source=f"{first}\n// no look here\n{rest}")
    assert typst_inputs(without) == {}
    assert compile_typst(document).pdf == compile_typst(without).pdf
