"""Finding and loading profiles, the database and the group's variants."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.errors import FileReadError, InputError, Location
from cvgen.sources.loader import is_rendercv, load_profile, load_variants
from cvgen.sources.paths import find_database, find_profiles, find_variants


def test_the_database_is_found_by_flag_then_profile_then_beside_then_profiles(
    tmp_path: Path,
) -> None:
    person = tmp_path / "person.yaml"
    assert find_database(person) == Path("profiles/publications.yaml")  # cwd is the repo
    (tmp_path / "publications.yaml").write_text("papers: {}\n")
    assert find_database(person) == tmp_path / "publications.yaml"
    (tmp_path / "other.yaml").write_text("papers: {}\n")
    assert find_database(person, declared="other.yaml") == tmp_path / "other.yaml"
    flag = Path("tests/bad_inputs/publications.yaml")
    assert find_database(person, flag, declared="other.yaml") == flag


def test_a_declared_database_that_is_missing_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FileReadError, match=r"publications.database: no such file .*gone.yaml"):
        find_database(tmp_path / "person.yaml", declared="gone.yaml")


def test_the_example_finds_its_database_from_any_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    example = Path("examples/zili-zhang-2023-07-25.yaml").resolve()
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["validate", str(example)])
    assert result.exit_code == 0, result.output
    assert "warning" not in result.stderr
    assert "profiles/publications.yaml (" in result.stdout


def test_no_database_at_all_is_a_warning_not_silence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "solo.yaml").write_text("name: Solo\n")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["validate", "solo.yaml"])
    assert result.exit_code == 0
    assert "warning: publications: no publications.yaml beside the profile" in result.stderr


def test_group_files_are_not_profiles() -> None:
    names = [p.name for p in find_profiles(Path("tests/variants"))]
    assert names == ["ada.yaml", "charles.yaml"]


def test_the_group_variants_sit_beside_the_database() -> None:
    ada = Path("tests/variants/ada.yaml")
    found = find_variants(ada, Path("tests/variants/publications.yaml"))
    assert found == Path("tests/variants/variants.yaml")
    assert list(load_variants(found).variants) == ["grant"]
    assert load_variants(None).variants == {}


@pytest.mark.parametrize(
    ("data", "rendercv"),
    [
        ({"cv": {"name": "A", "sections": {}}}, True),
        ({"cv": {"name": "A"}, "design": {"theme": "classic"}}, True),
        ({"cv": {"name": "A"}, "rendercv_settings": {}}, True),
        ({"cv": {"name": "A"}}, False),  # not enough to say
        ({"name": "A", "custom_sections": []}, False),
        (["cv"], False),
        (None, False),
    ],
)
def test_what_is_a_rendercv_file(data: object, rendercv: bool) -> None:
    assert is_rendercv(data) is rendercv


def test_a_rendercv_file_is_one_problem(tmp_path: Path) -> None:
    path = tmp_path / "Ada_CV.yaml"
    path.write_text("# RenderCV\ncv:\n  name: Ada Byron\n  sections: {}\ndesign: {theme: x}\n")
    with pytest.raises(InputError) as caught:
        load_profile(path)
    (problem,) = caught.value.problems
    assert (problem.location, problem.path) == (Location(path, 2, 1), "cv")
    assert problem.fix.endswith(f"cvgen new 'Ada Byron' --from-rendercv {path}")


def test_the_group_ranking_is_read_and_a_wrong_criterion_located(tmp_path: Path) -> None:
    path = tmp_path / "variants.yaml"
    path.write_text("ranking:\n  top_venues: [SOSP]\nvariants: {}\n")
    assert load_variants(path).ranking is not None
    assert load_variants(path).ranking.top_venues == ["SOSP"]  # type: ignore[union-attr]
    path.write_text("ranking:\n  order: [selected, citations]\n")
    with pytest.raises(InputError) as caught:
        load_variants(path)
    (problem,) = caught.value.problems
    assert (problem.location, problem.path) == (Location(path, 2, 21), "ranking.order[1]")
    assert problem.message == "'citations' is not allowed"
    assert "'venue'" in problem.fix
