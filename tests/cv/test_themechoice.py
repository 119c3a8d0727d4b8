"""Which theme a CV is typeset in: --theme > the variant's > the profile's >
awesome; an unknown name is an error at the line that wrote it."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import Workspace
from cvgen.errors import InputError
from cvgen.sources.themes import ThemeError, available_themes


@pytest.fixture
def group(tmp_path: Path) -> Path:
    """profiles/ with variants.yaml, and two themes of the group's own."""
    (tmp_path / "profiles").mkdir()
    for name in ("classy", "plain"):
        folder = tmp_path / "themes" / name
        folder.mkdir(parents=True)
        (folder / "theme.yaml").write_text("extends: awesome\n")
    (tmp_path / "profiles/variants.yaml").write_text(
        "variants:\n  short:\n    theme: classy\n  brief:\n    extends: short\n"
    )
    return tmp_path


def chosen(group: Path, profile: str, variant: str = "long", override: str | None = None) -> str:
    path = group / "profiles/ada.yaml"
    path.write_text(profile, encoding="utf-8")
    workspace = Workspace(profiles_dir=group / "profiles")
    return workspace.resolve(CvRequest(path, variant, theme=override)).theme.name


def test_precedence(group: Path) -> None:
    assert chosen(group, "name: Ada\n") == "awesome"
    assert chosen(group, "name: Ada\ntheme: plain\n") == "plain"
    assert chosen(group, "name: Ada\ntheme: plain\n", "short") == "classy"  # the group's variant
    assert chosen(group, "name: Ada\ntheme: plain\n", "brief") == "classy"  # through extends
    own = "name: Ada\ntheme: plain\nvariants:\n  short:\n    theme: awesome\n"
    assert chosen(group, own, "short") == "awesome"  # the profile's own variant
    assert chosen(group, own, "short", override="plain") == "plain"


def test_an_unknown_theme_in_the_profile_is_located(group: Path) -> None:
    with pytest.raises(InputError) as error:
        chosen(group, "name: Ada\n\ntheme: clasy\n")
    (problem,) = error.value.problems
    built_in = ", ".join(available_themes())  # awesome first, then the others
    assert str(problem).endswith(
        "profiles/ada.yaml:3:8: theme: no theme 'clasy' "
        f"(did you mean 'classy'? themes: {built_in}, classy, plain)"
    )


def test_an_unknown_theme_in_a_variant_is_located_where_written(group: Path) -> None:
    (group / "profiles/variants.yaml").write_text("variants:\n  short:\n    theme: plan\n")
    with pytest.raises(InputError, match=r"variants.yaml:3:12: variants.short.theme: no theme"):
        chosen(group, "name: Ada\n", "short")
    own = "name: Ada\nvariants:\n  mine:\n    extends: long\n    theme: nope\n"
    with pytest.raises(InputError, match=r"ada.yaml:5:12: variants.mine.theme: no theme 'nope'"):
        chosen(group, own, "mine")


def test_an_unknown_override_is_a_plain_error(group: Path) -> None:
    with pytest.raises(ThemeError, match="no theme 'nope'"):
        chosen(group, "name: Ada\n", override="nope")


def test_validate_reports_an_unknown_theme_at_its_line(group: Path) -> None:
    from cvgen.cv.check import validate_profiles

    profile = group / "profiles/ada.yaml"
    profile.write_text("name: Ada\ntheme: plain\n")
    assert validate_profiles([profile]).profiles == [profile]
    profile.write_text("name: Ada\ntheme: plian\n")
    with pytest.raises(InputError, match=r"ada.yaml:2:8: theme: no theme 'plian'"):
        validate_profiles([profile])


def test_where_a_valid_theme_and_locale_are_written_is_never_looked_up(
    group: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The YAML's positions are read only to say where an unknown name is."""
    from cvgen.cv import written

    def located(*args: object) -> None:
        raise AssertionError("looked up where a valid setting is written")

    monkeypatch.setattr(written, "chosen_setting", located)
    assert chosen(group, "name: Ada\ntheme: plain\nlocale: zh\n", "brief") == "classy"


def test_one_resolution_picks_the_locale_then_the_theme(group: Path) -> None:
    """Both unknown: the locale's error comes first, as the request resolves."""
    with pytest.raises(InputError, match=r"ada.yaml:2:9: locale: "):
        chosen(group, "name: Ada\nlocale: xx\ntheme: plian\n")
