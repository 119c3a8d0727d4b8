"""What a set of builds reads, and what a change to it rebuilds (plain YAML, no TeX)."""

import shutil
from pathlib import Path

import pytest

from cvgen.errors import CvgenError
from cvgen.pipeline.inputs import Inputs
from tests.conftest import ROOT

ZILI, YINMIN = Path("profiles/zili-zhang.yaml"), Path("profiles/yinmin-zhong.yaml")


@pytest.fixture
def group(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the profiles folder (Zili and Yinmin only), the working directory."""
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    (tmp_path / "profiles/zhisheng-ye.yaml").unlink()
    monkeypatch.chdir(tmp_path)
    return tmp_path.resolve() / "profiles"


def test_every_profile_and_the_group_files_it_reads(group: Path) -> None:
    inputs = Inputs.find()
    assert inputs.profiles == (YINMIN, ZILI)
    assert inputs.profiles_dir == group
    assert inputs.group_files == (group / "publications.yaml", group / "variants.yaml")
    assert inputs.uses[group / "publications.yaml"] == {ZILI, YINMIN}
    assert inputs.uses[group / "zili-zhang.yaml"] == {ZILI}
    assert inputs.folders() == tuple(sorted({group, inputs.templates, *inputs.themes}))
    assert inputs.templates / "themes/awesome" in inputs.themes  # a theme's files are templates


def test_what_each_change_rebuilds(group: Path) -> None:
    inputs = Inputs.find()
    assert inputs.affected({group / "zili-zhang.yaml"}, inputs) == (ZILI,)
    assert inputs.affected({group / "variants.yaml"}, inputs) == (YINMIN, ZILI)
    assert inputs.affected({inputs.templates / "cvgen.cls"}, inputs) == (YINMIN, ZILI)
    assert inputs.affected({group / "other.yaml"}, inputs) == ()
    shutil.copy(group / "zili-zhang.yaml", group / "ada-lovelace.yaml")
    now = Inputs.find()
    assert now.affected({group / "ada-lovelace.yaml"}, inputs) == (
        Path("profiles/ada-lovelace.yaml"),
    )


def test_a_profile_that_moves_to_another_database(group: Path, tmp_path: Path) -> None:
    other = tmp_path / "elsewhere"
    other.mkdir()
    shutil.copy(group / "publications.yaml", other)
    inputs = Inputs.find((ZILI,))
    text = (group / "zili-zhang.yaml").read_text(encoding="utf-8")
    (group / "zili-zhang.yaml").write_text(
        text.replace(
            "publications:\n", "publications:\n  database: ../elsewhere/publications.yaml\n", 1
        ),
        encoding="utf-8",
    )
    now = Inputs.find((ZILI,))
    assert other.resolve() / "publications.yaml" in now.uses
    assert other.resolve() in now.folders() and other.resolve() not in inputs.folders()
    # the old database still rebuilds it until the change is seen
    assert now.affected({group / "publications.yaml"}, inputs) == (ZILI,)


def test_only_inputs_and_new_profiles_are_wanted(group: Path) -> None:
    inputs = Inputs.find()
    assert inputs.wanted(group / "new-person.yaml")
    assert inputs.wanted(inputs.templates / "cv.tex.j2")
    for name in ("out.pdf", "zili-zhang-long-2024-10-10.png", ".zili-zhang.yaml.swp", ".x.yaml"):
        assert not inputs.wanted(group / name), name
    named = Inputs.find((ZILI,))
    assert named.profiles_dir is None
    assert named.wanted(group / "zili-zhang.yaml")
    assert not named.wanted(group / "new-person.yaml")  # named profiles only


def test_no_profiles_folder(group: Path) -> None:
    with pytest.raises(CvgenError, match="no such folder"):
        Inputs.find(profiles_dir=Path("nowhere"))


def test_a_group_theme_is_watched_like_a_template(group: Path) -> None:
    theme = group.parent / "themes/mine"
    theme.mkdir(parents=True)
    (theme / "theme.yaml").write_text("extends: awesome\n")
    inputs = Inputs.find()
    assert theme in inputs.themes and theme in inputs.folders()
    assert inputs.wanted(theme / "style.tex")
    assert inputs.affected([theme / "style.tex"], inputs) == (YINMIN, ZILI)
