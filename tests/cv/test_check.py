"""`cvgen validate` reports every problem of every file in one run, and a
build that fails says the same list (cvgen/cv/check.py, Workspace.profile_problems)."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv.check import validate_profiles
from cvgen.errors import InputError

EVERY_KIND = Path("tests/bad_inputs/every_kind/ada-lovelace.yaml")
EXPECTED = Path("tests/bad_inputs/every_kind.expected").read_text()


def test_one_run_reports_every_kind_of_mistake_word_for_word() -> None:
    result = CliRunner().invoke(main, ["validate", str(EVERY_KIND)])
    assert result.exit_code == 1
    assert result.stderr == EXPECTED
    # model errors, the locale, the theme, paper keys, exclusions, variants, the
    # database's model and its cross-checks: each kind is there, in one run
    for kind in (
        "locale: no locale 'xx'",
        "theme: no theme 'fancy'",
        "contacts.emial: unknown key",
        "publications.papers[1]: no paper",
        "publications.exclude[0]: no paper",
        "variants.brief.extends: no variant",
        "variants.german.locale: no locale",
        "variants.plain.theme: no theme",
        "month: 13 is not a month",
        "is spelled 'Ada Lovelace' elsewhere",
        "is also the DOI of",
        "is the same title as",
    ):
        assert kind in result.stderr


def test_problems_are_sorted_by_file_and_position() -> None:
    with pytest.raises(InputError) as info:
        validate_profiles([EVERY_KIND])
    places = [p.location for p in info.value.problems]
    assert len(places) == 16
    assert places == sorted(places)  # type: ignore[type-var]


@pytest.mark.parametrize(
    "command",
    [
        ["build", "--format", "pdf", "--out", "."],
        ["build", "--variant", "short", "--out", "."],
        ["tex", "--out", "."],
        ["export", "--format", "markdown", "--out", "cv.md"],
    ],
    ids=" ".join,
)
def test_a_command_that_fails_says_the_same_full_list(command: list[str], tmp_path: Path) -> None:
    out = [str(tmp_path / arg) if arg in (".", "cv.md") else arg for arg in command]
    result = CliRunner().invoke(main, [*out, str(EVERY_KIND)])
    assert result.exit_code == 1
    assert result.stderr == EXPECTED
    assert not list(tmp_path.iterdir())


def test_translations_lists_every_untranslated_text_of_a_language() -> None:
    result = CliRunner().invoke(
        main, ["validate", "profiles/zili-zhang.yaml", "--translations", "--locale", "zh"]
    )
    assert result.exit_code == 0, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 13
    assert lines[0] == (
        "profiles/zili-zhang.yaml:35:11: warning: education[1].rank: no zh text; "
        "the CV shows 'top 9%' (write it as {en: ..., zh: ...})"
    )
    assert not any("'C++'" in line or "'Python'" in line for line in lines)  # skills read the same
