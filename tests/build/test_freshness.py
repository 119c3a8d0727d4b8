"""A build known to be up to date from its input bytes: no validation, no TeX."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.build import engine as build_module
from cvgen.build.engine import build_cv
from cvgen.build.freshness import source_key, variant_names
from cvgen.cli.main import main
from cvgen.cv.variants import variant_names as validated_variant_names
from cvgen.model.dates import PartialDate
from cvgen.sources.loader import GroupFiles, load_profile
from tests.conftest import ROOT

ZILI = Path("profiles/zili-zhang.yaml")


@pytest.fixture
def group(tmp_path: Path) -> Path:
    """A copy of the bundled profiles, free to edit."""
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    return tmp_path / "profiles"


def no_tex(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("TeX ran")

    monkeypatch.setattr(build_module, "prepare", fail)


def test_an_unchanged_build_runs_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = build_cv(ZILI, out_dir=tmp_path)
    no_tex(monkeypatch)
    again = build_cv(ZILI, out_dir=tmp_path)
    assert (again.cached, again.restored, again.pdf, again.pages) == (True, False, first.pdf, 2)


def test_a_deleted_pdf_comes_back_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = build_cv(ZILI, out_dir=tmp_path / "a")
    data = first.pdf.read_bytes()
    no_tex(monkeypatch)
    other = build_cv(ZILI, out_dir=tmp_path / "b")
    assert other.restored and other.pdf.read_bytes() == data


def test_force_builds_anyway(tmp_path: Path) -> None:
    build_cv(ZILI, out_dir=tmp_path)
    assert not build_cv(ZILI, out_dir=tmp_path, force=True).cached


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
    before = source_key(profile, variant="long")
    change(group)  # type: ignore[operator]
    assert source_key(profile, variant="long") != before


def test_variant_date_and_strict_change_the_key() -> None:
    keys = {
        source_key(ZILI, variant="long"),
        source_key(ZILI, variant="short"),
        source_key(ZILI, variant="long", date=PartialDate(2025, 1, 1)),
        source_key(ZILI, variant="long", strict=True),
    }
    assert len(keys) == 4 and None not in keys


def test_a_changed_template_is_a_new_key(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    copy = tmp_path / "latex_templates"
    shutil.copytree(ROOT / "latex_templates", copy)
    before = source_key(ZILI, variant="long")
    (copy / "cvgen.cls").write_text((copy / "cvgen.cls").read_text() + "\n% changed\n")
    monkeypatch.setattr("cvgen.support.resources.template_dir", lambda: copy)
    assert source_key(ZILI, variant="long") != before


def test_a_missing_profile_has_no_key() -> None:
    assert source_key(Path("profiles/nobody.yaml"), variant="long") is None


def test_the_plain_variant_list_matches_the_validated_one() -> None:
    files = GroupFiles()
    for profile in sorted(Path("profiles").glob("*-*.yaml")):
        loaded = load_profile(profile)
        expected = validated_variant_names(files.variants(loaded).variants, loaded.profile.variants)
        assert variant_names(profile) == expected


def test_the_command_says_what_it_did(tmp_path: Path) -> None:
    args = ["build", str(ZILI), "--out", str(tmp_path)]
    assert CliRunner().invoke(main, args).stdout.startswith("built ")
    assert CliRunner().invoke(main, args).stdout.startswith("up to date ")
    next(tmp_path.glob("*.pdf")).unlink()
    assert CliRunner().invoke(main, args).stdout.startswith("restored from the cache ")
    quiet = CliRunner().invoke(main, [*args, "--quiet", "--force"])
    assert (quiet.exit_code, quiet.stdout) == (0, "")
