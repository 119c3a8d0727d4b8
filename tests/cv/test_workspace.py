"""A command's workspace: each input file loaded, validated and checked once."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

from cvgen.cv import workspace as workspace_module
from cvgen.cv.check import validate_profiles
from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import Workspace, resolve_date, select_cv
from cvgen.errors import InputError, Location
from cvgen.model.dates import PartialDate
from cvgen.sources import loader

BUNDLED = sorted(Path("profiles").glob("*-*.yaml"))
DATABASE = Path("profiles/publications.yaml")


def count_calls(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[Any]:
    """The first argument of every call of ``module.name`` from now on."""
    calls: list[Any] = []
    real = getattr(module, name)

    def counting(*args: Any) -> Any:
        calls.append(args[0])
        return real(*args)

    monkeypatch.setattr(module, name, counting)
    return calls


def test_group_files_are_loaded_once_for_all_the_profiles_sharing_them() -> None:
    workspace = Workspace()
    ada, charles = (workspace.profile(Path(f"tests/variants/{n}.yaml")) for n in ("ada", "charles"))
    assert workspace.database(ada) is workspace.database(charles)
    assert workspace.database(ada).path == Path("tests/variants/publications.yaml")
    assert workspace.variants(ada) is workspace.variants(charles)
    assert list(workspace.variants(ada).variants) == ["grant"]
    assert workspace.profile(Path("tests/variants/ada.yaml")) is ada


def test_every_variant_of_every_profile_validates_each_file_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    validated = count_calls(monkeypatch, loader, "validate_document")
    indexes = count_calls(monkeypatch, loader, "author_index")
    workspace = Workspace()
    for profile in BUNDLED:
        for variant in ("long", "short", "teaching"):
            assert workspace.resolve(CvRequest(profile, variant)).selected.variant.name == variant
    names = sorted(model.__name__ for model in validated)
    assert names == ["Profile"] * len(BUNDLED) + ["PublicationDatabase", "VariantFile"]
    assert len(indexes) == 1


def test_threads_asking_together_wait_for_one_load(monkeypatch: pytest.MonkeyPatch) -> None:
    real = loader.load_database

    def slow(path: Path | None) -> loader.LoadedDatabase:
        time.sleep(0.05)  # long enough for every thread to ask while it loads
        return real(path)

    monkeypatch.setattr(loader, "load_database", slow)
    loads = count_calls(monkeypatch, loader, "load_database")
    workspace = Workspace()
    found: list[loader.LoadedDatabase] = []
    threads = [
        threading.Thread(target=lambda: found.append(workspace.database_file(DATABASE)))
        for _ in range(8)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(loads) == 1 and len(found) == 8
    assert all(db is found[0] for db in found)


def test_a_file_that_fails_fails_alike_without_being_read_again(tmp_path: Path) -> None:
    database = tmp_path / "publications.yaml"
    database.write_text("papers: [not, a, mapping]\n")
    workspace = Workspace()
    with pytest.raises(InputError) as first:
        workspace.database_file(database)
    database.write_text("papers: {}\n")  # fixed, but this command already read it
    with pytest.raises(InputError) as again:
        workspace.database_file(database)
    assert again.value.problems == first.value.problems
    assert Workspace().database_file(database).database.papers == {}  # the next command


def test_the_cross_entry_checks_run_once_per_database(monkeypatch: pytest.MonkeyPatch) -> None:
    checks = count_calls(monkeypatch, workspace_module, "check_database")
    workspace = Workspace(Path("tests/bad_databases/duplicate_doi.yaml"))
    person = workspace.profile(Path("tests/bad_databases/person.yaml"))
    db = workspace.database(person)
    first = workspace.database_problems(db)
    assert first and workspace.database_problems(db) == first
    assert len(checks) == 1


def test_validate_loads_and_checks_the_shared_database_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    validated = count_calls(monkeypatch, loader, "validate_document")
    checks = count_calls(monkeypatch, workspace_module, "check_database")
    report = validate_profiles(BUNDLED)
    assert report.profiles == BUNDLED
    assert list(report.databases) == [DATABASE]
    assert [m.__name__ for m in validated].count("PublicationDatabase") == 1
    assert len(checks) == 1


def test_a_warning_stays_a_located_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "ada.yaml").write_text("name: Ada Lovelace\npublications:\n  by_author: true\n")
    monkeypatch.chdir(tmp_path)
    (warning,) = select_cv(Path("ada.yaml")).warnings
    assert warning.warning and warning.location == Location(Path("ada.yaml"), 2, 1)
    assert (warning.path, warning.message) == (
        "publications",
        "no publications.yaml beside the profile or in ./profiles, so the CV shows no papers",
    )


def test_the_date_is_the_flag_then_the_profile_then_today() -> None:
    flag, own = PartialDate(2024, 10, 10), PartialDate(2023, 7, 25)
    assert resolve_date(flag, own) == flag
    assert resolve_date(None, own) == own
    assert resolve_date(None, None).is_full
