"""cvgen new --theme-from: a copy of a built-in theme that extends it, never
written over anything."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.scaffold.themestarter import ThemeStartError, new_theme, typst_definition
from cvgen.sources.themes import available_themes, load_theme
from tests.conftest import ROOT, pdf_text


def test_the_copy_extends_its_origin_and_has_its_files(tmp_path: Path) -> None:
    profiles = tmp_path / "profiles"
    made = new_theme("awesome", "mine", profiles)
    assert made.folder == tmp_path / "themes/mine"
    origin = available_themes()["awesome"].folder
    assert (made.folder / "cvgen.cls").read_bytes() == (origin / "cvgen.cls").read_bytes()
    chain = load_theme("mine", profiles)
    assert [t.theme.name for t in chain.themes] == ["mine", "awesome"]
    assert chain.themes[0].description.startswith("My own theme, from awesome (Awesome-CV's look")


def test_the_copy_has_its_origins_web_look(tmp_path: Path) -> None:
    made = new_theme("classic", "mine", tmp_path / "profiles")
    origin = available_themes()["classic"].folder
    assert (made.folder / "web.css").read_bytes() == (origin / "web.css").read_bytes()
    assert made.folder / "web.css" in made.files


def test_nothing_is_overwritten(tmp_path: Path) -> None:
    profiles = tmp_path / "profiles"
    new_theme("awesome", "mine", profiles)
    with pytest.raises(ThemeStartError, match="a theme 'mine' exists already"):
        new_theme("awesome", "mine", profiles)
    (tmp_path / "themes/other").mkdir()  # a folder that is not a theme yet
    with pytest.raises(ThemeStartError, match="themes/other exists already"):
        new_theme("awesome", "other", profiles)


@pytest.mark.parametrize(
    ("source", "name", "message"),
    [
        ("awsome", "mine", "--theme-from: no theme 'awsome' (did you mean 'awesome'?"),
        ("awesome", "My Theme", "'My Theme': a theme's name becomes part of a file name"),
        ("awesome", "awesome", "a theme 'awesome' exists already (built-in)"),
    ],
)
def test_bad_requests(tmp_path: Path, source: str, name: str, message: str) -> None:
    with pytest.raises(ThemeStartError) as error:
        new_theme(source, name, tmp_path / "profiles")
    assert str(error.value).startswith(message)


@pytest.mark.parametrize("source", ["awesome", "classic", "margin"])
def test_the_typst_side_holds_only_the_section_title(tmp_path: Path, source: str) -> None:
    """Not a copy of the built-in's cvgen.typ: its section title alone, as the
    built-in writes it (the rest comes from the theme it extends)."""
    made = new_theme(source, "mine", tmp_path / "profiles")
    origin = (available_themes()[source].folder / "cvgen.typ").read_text(encoding="utf-8")
    mine = (made.folder / "cvgen.typ").read_text(encoding="utf-8")
    assert made.folder / "cvgen.typ" in made.files
    section = typst_definition(origin, "cvsection")
    assert section.startswith("#let cvsection(") and section.rstrip().endswith("}")
    assert section in mine and mine.count("#let ") == 1
    assert all(line.startswith("//") for line in mine[: mine.index("#let")].splitlines()[:-1])


def test_typst_definition_takes_one_function_with_its_comment() -> None:
    text = "#let a = 1\n// the b\n#let b(x) = {\n  x\n}\n#let c(y) = y\n"
    assert typst_definition(text, "b") == "// the b\n#let b(x) = {\n  x\n}\n"
    assert typst_definition(text, "c") == "#let c(y) = y\n"
    assert typst_definition(text, "d") == ""


def test_a_new_theme_builds_in_both_engines_as_its_origin(tmp_path: Path) -> None:
    """A theme just started looks as the one it came from in either engine; a
    change to its cvgen.typ's section title shows in the Typst PDF."""
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    made = new_theme("classic", "mine", tmp_path / "profiles")
    zili, day = tmp_path / "profiles/zili-zhang.yaml", PartialDate(2024, 10, 10)

    def text(theme: str, engine: str) -> str:
        request = CvRequest(zili, date=day, theme=theme, engine=engine, variant="long")
        result = build_cv(request, BuildOptions(out_dir=tmp_path / theme / engine))
        assert result.pdf is not None
        return pdf_text(result.pdf, "-layout")

    for engine in ("xelatex", "typst"):
        assert text("mine", engine) == text("classic", engine)
    typ = made.folder / "cvgen.typ"
    typ.write_text(typ.read_text().replace("caps[#head#rest]", "caps[Mark #head#rest]"))
    changed = text("mine", "typst")
    assert changed.count("MARK") + changed.count("Mark") >= 3
