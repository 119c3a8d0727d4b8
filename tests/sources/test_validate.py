"""Bad inputs, each a file under tests/bad_inputs/ paired with the exact report expected."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.errors import InputError
from cvgen.sources.loader import load_profile

CASES = sorted(
    p
    for p in Path(__file__).parents[1].joinpath("bad_inputs").glob("*.yaml")
    if p.name != "publications.yaml"
)


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_bad_input_is_reported_word_for_word(case: Path) -> None:
    relative = case.relative_to(Path.cwd())
    result = CliRunner().invoke(main, ["validate", str(relative)])
    assert result.exit_code == 1
    assert result.stderr == case.with_suffix(".expected").read_text()
    assert "Traceback" not in result.output


def test_every_problem_has_a_location_and_a_path() -> None:
    with pytest.raises(InputError) as info:
        load_profile(Path("tests/bad_inputs/many_at_once.yaml"))
    problems = info.value.problems
    assert len(problems) == 4
    assert all(p.location is not None and p.location.line > 1 for p in problems)
    assert [p.path for p in problems] == [
        "contacts.emial",
        "education[0].degree",
        "education[0].start",
        "teaching[0].end",
    ]


def test_missing_file_names_it() -> None:
    result = CliRunner().invoke(main, ["validate", "profiles/nobody.yaml"])
    assert result.exit_code == 1
    assert result.stderr == "error: profiles/nobody.yaml: no such file (check the path)\n"


def test_bundled_profiles_validate() -> None:
    result = CliRunner().invoke(main, ["validate"])
    assert result.exit_code == 0, result.output
    assert "ok profiles/zili-zhang.yaml" in result.stdout
    assert "ok profiles/publications.yaml" in result.stdout
