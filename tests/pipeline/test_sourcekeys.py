"""A build's source key: every input byte counts, each file read once per command."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.cv.variants import variant_names as validated_variant_names
from cvgen.cv.workspace import Workspace
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.sourcekeys import InputReader, source_keys, variant_names
from tests.conftest import ROOT

ZILI = Path("profiles/zili-zhang.yaml")


@pytest.fixture
def group(tmp_path: Path) -> Path:
    """A copy of the bundled profiles, free to edit."""
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    return tmp_path / "profiles"


@pytest.mark.parametrize(
    "change",
    [
        lambda g: (g / "publications.yaml").write_text(
            (g / "publications.yaml").read_text().replace("Jolteon", "Jolteon2")
        ),
        lambda g: (g / "variants.yaml").write_text((g / "variants.yaml").read_text() + "\n#\n"),
        lambda g: (g / "zili-zhang.yaml").write_text(
            (g / "zili-zhang.yaml").read_text() + "\n# a comment\n"
        ),
    ],
    ids=["database", "variants", "profile"],
)
def test_any_input_byte_changes_the_key(group: Path, change: object) -> None:
    profile = group / "zili-zhang.yaml"
    before = BuildOptions().key(CvRequest(profile, variant="long"))
    change(group)  # type: ignore[operator]
    assert BuildOptions().key(CvRequest(profile, variant="long")) != before


def test_variant_date_and_strict_change_the_key() -> None:
    keys = {
        BuildOptions().key(CvRequest(ZILI, variant="long")),
        BuildOptions().key(CvRequest(ZILI, variant="short")),
        BuildOptions().key(CvRequest(ZILI, variant="long", date=PartialDate(2025, 1, 1))),
        BuildOptions(strict=True).key(CvRequest(ZILI, variant="long")),
    }
    assert len(keys) == 4 and None not in keys


def test_a_changed_template_is_a_new_key(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    copy = tmp_path / "latex_templates"
    shutil.copytree(ROOT / "latex_templates", copy)
    before = BuildOptions().key(CvRequest(ZILI, variant="long"))
    theme_class = copy / "themes/awesome/cvgen.cls"  # in a theme's sub-folder
    theme_class.write_text(theme_class.read_text() + "\n% changed\n")
    monkeypatch.setattr("cvgen.support.resources.template_dir", lambda: copy)
    assert BuildOptions().key(CvRequest(ZILI, variant="long")) != before


def test_the_theme_option_and_a_group_theme_change_the_key(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    profile = tmp_path / "profiles/zili-zhang.yaml"
    plain = BuildOptions().key(CvRequest(profile, variant="long"))
    assert BuildOptions().key(CvRequest(profile, variant="long", theme="awesome")) != plain
    folder = tmp_path / "themes/mine"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text("extends: awesome\n")
    mine = BuildOptions().key(CvRequest(profile, variant="long"))
    assert mine not in (plain, None)  # a theme a profile there could choose
    (folder / "style.tex").write_text("% a change\n")
    assert BuildOptions().key(CvRequest(profile, variant="long")) != mine
    assert BuildOptions().key(CvRequest(profile, variant="long")) == BuildOptions().key(
        CvRequest(profile, variant="long")
    )


def test_a_missing_profile_has_no_key() -> None:
    assert BuildOptions().key(CvRequest(Path("profiles/nobody.yaml"), variant="long")) is None


def test_the_plain_variant_list_matches_the_validated_one() -> None:
    workspace = Workspace()
    for profile in sorted(Path("profiles").glob("*-*.yaml")):
        loaded = workspace.profile(profile)
        group = workspace.variants(loaded).variants
        assert variant_names(profile) == validated_variant_names(group, loaded.profile.variants)


def test_a_reader_reads_each_file_once_for_every_profile(group: Path) -> None:
    """The builds of one command share a reader: a change after it read a file
    is the next command's (``--watch`` makes a reader per round)."""
    profiles = sorted(group.glob("*-*.yaml"))
    reader = InputReader()
    day = PartialDate(2024, 10, 10)
    both = ["long", "short"]
    before = [source_keys(CvRequest(p, date=day), both, reader=reader) for p in profiles]
    database = group / "publications.yaml"
    database.write_text(database.read_text().replace("Jolteon", "Jolteon2"))
    assert [
        source_keys(CvRequest(p, date=day), ["long", "short"], reader=reader) for p in profiles
    ] == before
    after = [source_keys(CvRequest(p, date=day), ["long", "short"]) for p in profiles]
    assert all(a != b for a, b in zip(after, before, strict=True))
    assert len({k for keys in after if keys for k in keys.values()}) == 2 * len(profiles)
