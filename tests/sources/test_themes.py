"""Finding themes: the built-in ones, a group's own beside or inside the
profiles folder, their theme.yaml and the chain of themes they extend."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.errors import InputError
from cvgen.sources.themes import (
    DEFAULT_THEME,
    ThemeError,
    available_themes,
    builtin_dir,
    builtin_web_files,
    load_theme,
    theme_dirs,
)


def make_theme(root: Path, name: str, spec: str, **files: str) -> Path:
    folder = root / "themes" / name
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text(spec, encoding="utf-8")
    for file_name, text in files.items():
        (folder / file_name.replace("_", ".")).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def group(tmp_path: Path) -> Path:
    """A group's folder: profiles/, and themes/ beside it."""
    (tmp_path / "profiles").mkdir()
    return tmp_path


def test_the_default_theme_is_built_in_with_its_class() -> None:
    themes = available_themes()
    assert DEFAULT_THEME in themes and themes[DEFAULT_THEME].builtin
    chain = load_theme(DEFAULT_THEME)
    assert chain.class_file == builtin_dir() / "awesome/cvgen.cls"
    assert chain.style_files == ()
    assert chain.template_folders[-1] == builtin_dir().parent  # the shared templates last


def test_user_themes_beside_and_inside_the_profiles_folder(group: Path) -> None:
    make_theme(group, "beside", "description: at the group's root\n")
    make_theme(group / "profiles", "inside", "description: in profiles/themes\n")
    themes = available_themes(group / "profiles")
    assert [n for n, t in themes.items() if not t.builtin] == ["beside", "inside"]
    assert themes["beside"].folder == group / "themes/beside"
    assert theme_dirs(group / "profiles") == (group / "profiles/themes", group / "themes")


def test_a_user_theme_cannot_take_a_built_in_name(group: Path) -> None:
    make_theme(group, DEFAULT_THEME, "description: mine\n")
    with pytest.raises(ThemeError, match="a built-in theme is called 'awesome'"):
        available_themes(group / "profiles")


def test_a_chain_takes_the_parents_class_and_every_style_parent_first(group: Path) -> None:
    make_theme(group, "base", "extends: awesome\n", style_tex="% base\n")
    make_theme(group, "mine", "extends: base\ndescription: x\n", style_tex="% mine\n")
    chain = load_theme("mine", group / "profiles")
    assert [t.theme.name for t in chain.themes] == ["mine", "base", "awesome"]
    assert chain.class_file == builtin_dir() / "awesome/cvgen.cls"
    assert [p.read_text() for p in chain.style_files] == ["% base\n", "% mine\n"]
    assert chain.template_folders[:2] == (group / "themes/mine", group / "themes/base")
    assert chain.builtin == "awesome"  # whose web look it has


def test_a_chains_web_look_is_its_nearest_built_in_theme_and_its_own_web_css(
    group: Path,
) -> None:
    make_theme(group, "base", "extends: margin\n", web_css="/* base */\n")
    make_theme(group, "mine", "extends: base\n", web_css="/* mine */\n")
    make_theme(group, "alone", "description: extends nothing\n")
    mine = load_theme("mine", group / "profiles")
    assert mine.builtin == "margin"
    assert [p.read_text() for p in mine.web_files] == ["/* base */\n", "/* mine */\n"]
    assert load_theme("alone", group / "profiles").builtin == DEFAULT_THEME  # as its class
    classic = load_theme("classic")
    assert classic.builtin == "classic" and classic.web_files == ()  # in cvgen's stylesheet:
    assert [p.parent.name for p in builtin_web_files()] == ["classic", "margin"]


def test_a_theme_with_its_own_class_uses_it(group: Path) -> None:
    folder = make_theme(group, "mine", "extends: awesome\n", cvgen_cls="% a class\n")
    assert load_theme("mine", group / "profiles").class_file == folder / "cvgen.cls"


def test_an_unknown_theme_names_the_known_ones(group: Path) -> None:
    make_theme(group, "mytheme", "extends: awesome\n")
    with pytest.raises(ThemeError) as error:
        load_theme("mythem", group / "profiles")
    assert str(error.value).startswith("no theme 'mythem' (did you mean 'mytheme'? themes: awesome")
    assert str(error.value).endswith(", mytheme)")


def test_a_loop_of_themes_is_located(group: Path) -> None:
    make_theme(group, "one", "description: x\nextends: two\n")
    make_theme(group, "two", "extends: one\n")
    with pytest.raises(InputError) as error:
        load_theme("one", group / "profiles")
    (problem,) = error.value.problems
    assert str(problem).endswith(
        "themes/two/theme.yaml:1:10: extends: a loop of themes (one -> two -> one) (break the loop)"
    )


def test_an_unknown_parent_and_a_bad_theme_yaml_are_located(group: Path) -> None:
    make_theme(group, "orphan", "extends: clasic\n")
    make_theme(group, "typo", "descripton: x\n")
    with pytest.raises(InputError, match=r"orphan/theme.yaml:1:10: extends: no theme 'clasic'"):
        load_theme("orphan", group / "profiles")
    with pytest.raises(InputError, match=r"typo/theme.yaml:1:1: descripton"):
        load_theme("typo", group / "profiles")
