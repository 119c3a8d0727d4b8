"""cvgen new --theme-from: a copy of a built-in theme that extends it, never
written over anything."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.scaffold.themestarter import ThemeStartError, new_theme
from cvgen.sources.themes import available_themes, load_theme


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
