"""The rendered LaTeX of a bundled profile against a reviewed golden file.

Refresh with `pytest --update-goldens` and review the diff before committing."""

import re
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.engine import prepare
from cvgen.render.latex.escape import Tex
from cvgen.render.latex.render import assert_escaped

GOLDEN = Path(__file__).parents[2] / "golden"


def portable(source: str) -> str:
    """Font folders differ between machines: the golden names them by role."""
    return re.sub(r"Path=[^,\]]*/", "Path=<fonts>/", source)


@pytest.mark.parametrize("profile", ["zili-zhang"])
def test_tex_matches_golden(profile: str, update_goldens: bool) -> None:
    prepared = prepare(CvRequest(Path(f"profiles/{profile}.yaml"), date=PartialDate(2024, 10, 10)))
    source = portable(prepared.document.source)
    golden = GOLDEN / f"{profile}-long.tex"
    if update_goldens:
        golden.write_text(source, encoding="utf-8")
    assert source == golden.read_text(encoding="utf-8")


def test_templates_refuse_unescaped_text() -> None:
    assert_escaped({"a": [Tex("fine")], "kind": Tex("entries")})
    with pytest.raises(TypeError, match=r"cv.a\[1\] reached the templates unescaped"):
        assert_escaped({"a": [Tex("fine"), "raw {\\input}"]})


def test_user_text_is_escaped_in_the_tex() -> None:
    prepared = prepare(CvRequest(Path("profiles/zili-zhang.yaml")))
    assert r"\cvname{Zili}{Zhang}" in prepared.document.source
    assert "October 10,{} 2024" in prepared.document.source


def test_a_theme_gives_its_class_templates_and_styles_after_the_standard_preamble(
    tmp_path: Path,
) -> None:
    from cvgen.cv.workspace import select_cv
    from cvgen.render.latex.document import BODY_MARKER
    from cvgen.render.latex.render import render_tex
    from cvgen.sources.themes import load_theme

    for name, spec in (("base", "extends: awesome\n"), ("mine", "extends: base\n")):
        folder = tmp_path / "themes" / name
        folder.mkdir(parents=True)
        (folder / "theme.yaml").write_text(spec)
        (folder / "style.tex").write_text(f"% style of {name}\n")
    (tmp_path / "themes/base/cvgen.cls").write_text("% base's class\n")
    (tmp_path / "themes/mine/sections.tex.j2").write_text(
        "<% macro render(section) %>% a section of kind << section.kind >>\n<% endmacro %>\n"
    )
    chain = load_theme("mine", tmp_path / "profiles")
    selected = select_cv(Path("profiles/zili-zhang.yaml")).selected
    document = render_tex(selected, PartialDate(2024, 10, 10), chain)
    head, _, body = document.source.partition(BODY_MARKER)
    assert "% style of" not in head  # the standard preamble, as in the default theme
    assert body.index("% style of base") < body.index("% style of mine") < body.index(r"\setaccent")
    assert "% a section of kind entries" in body  # the theme's template for sections
    assert document.support_files == (tmp_path / "themes/base/cvgen.cls",)


def test_a_korean_cv_breaks_lines_between_words_only() -> None:
    """Korean: no xeCJK glue (so no break) between two syllables or beside a
    Latin letter, Western double quotes, no full-width forms; a Chinese CV
    keeps breaking between characters with a quarter em beside Latin letters."""
    day = PartialDate(2024, 10, 10)
    zili = Path("profiles/zili-zhang.yaml")
    korean = prepare(CvRequest(zili, date=day, locale="ko")).document.source
    chinese = prepare(CvRequest(zili, "long-zh", date=day)).document.source
    assert r"\xeCJKsetup{CJKglue={}, CJKecglue={}}" in korean
    assert "CJKglue={}" not in chinese
    quotes = r'"2019, "201C,'
    assert quotes in korean.replace("\n  ", " ") and quotes not in chinese.replace("\n  ", " ")
    assert "CharacterWidth=Full" not in korean and "CharacterWidth=Full" in chinese
    assert "FontIndex=1," in korean and "FontIndex=2," in chinese  # Noto Sans CJK KR, SC
