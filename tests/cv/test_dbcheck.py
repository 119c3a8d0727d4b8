"""Checks across the database: each case under tests/bad_databases/ with its exact report."""

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv.dbcheck import check_database, missing_papers
from cvgen.cv.merge import ResolvedCV, merge_publications
from cvgen.model import Profile, PublicationChoice
from cvgen.sources.loader import LoadedDatabase, LoadedProfile, load_database
from cvgen.sources.yamlsource import SourceMap

CASES = sorted(Path("tests/bad_databases").glob("*.expected"))
PERSON = "tests/bad_databases/person.yaml"


@pytest.mark.parametrize("expected", CASES, ids=lambda p: p.stem)
def test_database_problem_is_reported_word_for_word(expected: Path) -> None:
    db = str(expected.with_suffix(".yaml"))
    result = CliRunner().invoke(main, ["validate", PERSON, "--db", db])
    assert result.stderr == expected.read_text()
    assert result.exit_code == (0 if "problem" not in result.stderr else 1)
    assert "Traceback" not in result.output


def test_the_bundled_database_has_no_duplicates_or_two_spellings() -> None:
    db = load_database(Path("profiles/publications.yaml"))
    assert check_database(db) == []


def test_every_author_spelling_problem_points_at_both_places() -> None:
    db = load_database(Path("tests/bad_databases/author_spelling.yaml"))
    problems = check_database(db)
    assert [p.path for p in problems] == ["papers.paper-c.authors[0]", "papers.paper-c.authors[1]"]
    assert all(p.location and p.location.line == 12 for p in problems)
    assert "author_spelling.yaml:4:24" in problems[0].message


def _resolve(choice: dict[str, Any]) -> tuple[LoadedProfile, LoadedDatabase, ResolvedCV]:
    path = Path(PERSON)
    profile = Profile(name="Xin Jin", publications=PublicationChoice.model_validate(choice))
    loaded = LoadedProfile(path, profile, SourceMap(path))
    db = load_database(Path("tests/bad_databases/missing_papers.yaml"))
    return loaded, db, merge_publications(loaded, db)


def test_a_paper_left_out_on_purpose_is_not_missing() -> None:
    choice = {"by_author": False, "papers": ["paper-a"], "exclude": ["paper-b"]}
    assert missing_papers(*_resolve(choice)) is None


def test_papers_after_the_as_of_day_are_not_missing() -> None:
    assert missing_papers(*_resolve({"by_author": False, "as_of": "2023-12-31"})) is None


def test_every_missing_paper_is_named() -> None:
    warning = missing_papers(*_resolve({"by_author": False}))
    assert warning is not None and warning.warning
    assert "2 papers of Xin Jin" in warning.message
    assert "paper-a (Listed in the profile), paper-b (Left out by accident)" in warning.message
    assert "paper-c" not in warning.message


def test_by_author_takes_every_paper_so_none_is_missing() -> None:
    assert missing_papers(*_resolve({"by_author": True})) is None


def test_an_empty_database_has_nothing_to_check() -> None:
    assert check_database(load_database(None)) == []
