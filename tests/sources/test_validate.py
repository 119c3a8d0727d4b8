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


def _database_problems(tmp_path: Path, paper: str) -> list[str]:
    from cvgen.sources.loader import load_database

    db = tmp_path / "publications.yaml"
    db.write_text("papers:\n  a-b:\n    title: T\n    authors: [A]\n    year: 2024\n" + paper)
    with pytest.raises(InputError) as info:
        load_database(db)
    return [f"{p.path}: {p.message} ({p.fix})" for p in info.value.problems]


def test_a_venue_written_as_text_names_its_keys_with_an_example(tmp_path: Path) -> None:
    assert _database_problems(tmp_path, "    venue: NSDI 2024\n") == [
        "papers.a-b.venue: expected a mapping (key: value lines), got text (venue takes the "
        "keys short, long, e.g. venue: {short: OSDI'23, long: 17th USENIX Symposium on "
        "Operating Systems Design and Implementation})"
    ]


@pytest.mark.parametrize(("written", "fix"), [("March", "3"), ("sep.", "9"), ("Dec", "12")])
def test_a_month_written_as_a_word_suggests_its_number(
    tmp_path: Path, written: str, fix: str
) -> None:
    (problem,) = _database_problems(tmp_path, f"    month: {written}\n")
    assert problem.endswith(f"got text (write the month as a number: {fix})")


def test_a_key_misspelt_inside_a_paper_gets_a_guess(tmp_path: Path) -> None:
    assert _database_problems(tmp_path, "    venue: {short: X, lng: Y}\n") == [
        "papers.a-b.venue.lng: unknown key (did you mean 'long'?)"
    ]


def test_pages_are_a_field_of_a_paper(tmp_path: Path) -> None:
    from cvgen.sources.loader import load_database

    db = tmp_path / "publications.yaml"
    db.write_text(
        "papers:\n  a:\n    {title: T, authors: [A], year: 2024, pages: 1-14}\n"
        "  b:\n    {title: U, authors: [A], year: 2024, pages: 7}\n"
    )
    papers = load_database(db).database.papers
    assert (papers["a"].pages, papers["b"].pages) == ("1-14", "7")


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        (
            "    month: 13\n",
            "papers.a-b.month: 13 is not a month (write the month as a number, 1-12)",
        ),
        (
            "    month: 0\n",
            "papers.a-b.month: 0 is not a month (write the month as a number, 1-12)",
        ),
    ],
)
def test_a_number_past_its_bound_is_a_sentence_with_the_fix(
    tmp_path: Path, written: str, expected: str
) -> None:
    assert _database_problems(tmp_path, written) == [expected]


def test_a_year_past_its_bound_names_the_bound(tmp_path: Path) -> None:
    from cvgen.sources.loader import load_database

    db = tmp_path / "publications.yaml"
    db.write_text("papers:\n  a-b:\n    title: T\n    authors: [A]\n    year: 1843\n")
    with pytest.raises(InputError) as info:
        load_database(db)
    assert [f"{p.path}: {p.message} ({p.fix})" for p in info.value.problems] == [
        "papers.a-b.year: 1843 is less than 1900 (write a year that is at least 1900)"
    ]


def test_a_file_with_problems_keeps_what_validates(tmp_path: Path) -> None:
    """The partial model: each faulty key left out, a list's items never."""
    from cvgen.sources.validate import InvalidInput

    path = tmp_path / "ada.yaml"
    path.write_text(
        "name: Ada\nlocale: de\ncontacts: {emial: a@b.c, github: ada}\n"
        "education:\n  - {institution: L, start: 1840}\n"
        "publications: {papers: [a, {key: b, selected: maybe, priority: 2}, c]}\n"
    )
    with pytest.raises(InvalidInput) as info:
        load_profile(path)
    partial = info.value.partial
    assert partial is not None
    profile = partial.profile  # type: ignore[attr-defined]
    assert (profile.name, profile.locale, profile.contacts.github) == ("Ada", "de", "ada")
    assert profile.education == []  # a required key missing: the list left out
    assert [ref.key for ref in profile.publications.papers] == ["a", "b", "c"]


def test_a_file_without_its_required_keys_has_no_partial_model(tmp_path: Path) -> None:
    from cvgen.sources.validate import InvalidInput

    path = tmp_path / "ada.yaml"
    path.write_text("locale: de\n")
    with pytest.raises(InvalidInput) as info:
        load_profile(path)
    assert info.value.partial is None
