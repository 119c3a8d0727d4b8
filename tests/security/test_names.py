"""Names that become paths (issue 29): a variant's name, a profile's file name,
a theme's. Each is an identifier held to one rule (cvgen/support/names.py),
checked by ``cvgen validate`` at its line with a fix, and never reaches a file
name or a link otherwise."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.conftest import cvgen_in_process


def cvgen(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The command in the test's process: what it writes is the test, not the process."""
    return cvgen_in_process(*args, cwd=cwd)


def files_under(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


@pytest.fixture
def group(tmp_path: Path) -> Path:
    """``tmp_path/work/profiles/`` with a one-line profile; ``tmp_path/elsewhere``
    is the folder nothing may reach."""
    profiles = tmp_path / "work" / "profiles"
    profiles.mkdir(parents=True)
    (profiles / "ada.yaml").write_text("name: Ada Lovelace\n", encoding="utf-8")
    return profiles.parent


def test_a_profiles_own_variant_cannot_write_outside_the_out_folder(group: Path) -> None:
    profile = group / "profiles" / "ada.yaml"
    profile.write_text(
        "name: Ada Lovelace\nvariants:\n  ../../../elsewhere/ESCAPED: {extends: long}\n",
        encoding="utf-8",
    )
    checked = cvgen("validate", "profiles/ada.yaml", cwd=group)
    assert checked.returncode == 1, checked.stdout + checked.stderr
    assert (
        "profiles/ada.yaml:3:3: variants: '../../../elsewhere/ESCAPED': a variant's name "
        "becomes part of a file name (use letters, digits, '-' and '_', a dot only between "
        "two of them, e.g. 'elsewhere-ESCAPED')"
    ) in checked.stdout + checked.stderr
    built = cvgen("build", "profiles/ada.yaml", "--variant", "all", "--out", "out", cwd=group)
    assert built.returncode == 1, built.stderr
    assert "Traceback" not in built.stderr
    assert [p.name for p in group.parent.iterdir()] == ["work"]  # no elsewhere/
    assert not [name for name in files_under(group) if "ESCAPED" in name]


def test_a_groups_variant_name_is_checked_where_it_is_written(group: Path) -> None:
    (group / "profiles" / "variants.yaml").write_text(
        "variants:\n  teaching: {extends: short}\n  'a/b': {extends: long}\n", encoding="utf-8"
    )
    checked = cvgen("validate", cwd=group)
    assert checked.returncode == 1
    assert "profiles/variants.yaml:3:3: variants: 'a/b': a variant's name" in checked.stderr


@pytest.mark.parametrize("stem", ["..", "a#b?c", "-x", ".hidden", "a b"])
def test_a_profile_file_name_that_cannot_name_a_file_is_a_located_error(
    group: Path, stem: str
) -> None:
    """``...yaml`` (stem ``..``) once made ``cvgen site --out OUT/site`` write
    ``OUT/..-long-<date>.pdf`` and overwrite ``OUT/index.html``; ``a#b?c.yaml``
    gave the link ``href="a#b?c/index.html"``."""
    (group / "profiles" / f"{stem}.yaml").write_text("name: Eve\n", encoding="utf-8")
    out = group / "out"
    out.mkdir()
    (out / "index.html").write_text("the group's own page", encoding="utf-8")
    site = cvgen("site", "--out", "out/site", "--no-pdf", cwd=group)
    assert site.returncode == 1, site.stderr
    assert f"profiles/{stem}.yaml:1:1: '{stem}': the file's name names the CV's PDFs" in (
        site.stderr
    )
    assert (out / "index.html").read_text(encoding="utf-8") == "the group's own page"
    assert files_under(out) == ["index.html"]
    checked = cvgen("validate", cwd=group)
    assert checked.returncode == 1 and f"profiles/{stem}.yaml:1:1:" in checked.stderr


def test_a_theme_folder_whose_name_breaks_the_rule_is_not_a_theme(group: Path) -> None:
    theme = group / "profiles" / "themes" / "a b"
    theme.mkdir(parents=True)
    (theme / "theme.yaml").write_text("extends: classic\n", encoding="utf-8")
    listed = cvgen("themes", cwd=group)
    assert listed.returncode == 0 and "a b" not in listed.stdout
    (group / "profiles" / "ada.yaml").write_text("name: Ada\ntheme: a b\n", encoding="utf-8")
    checked = cvgen("validate", cwd=group)
    assert checked.returncode == 1
    assert "profiles/ada.yaml:2:8: theme: 'a b': a theme's name becomes part" in checked.stderr


def test_an_imported_resume_named_oddly_writes_no_odd_file(tmp_path: Path) -> None:
    resume = tmp_path / "a#b?c.json"
    resume.write_text('{"basics": {"name": "张三"}}', encoding="utf-8")
    made = cvgen("import-jsonresume", resume, "--out", "profiles", cwd=tmp_path)
    assert made.returncode == 1, made.stderr
    assert "'a#b?c': a profile's file name becomes part of a file name" in made.stderr
    assert not (tmp_path / "profiles").exists() or not os.listdir(tmp_path / "profiles")
