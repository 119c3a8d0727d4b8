"""The shared last half of a profile import: the target never replaced, the
problems raised before anything is written, the publications choice."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cvgen.errors import InputError, Location, Problem
from cvgen.importers.profilewrite import (
    Origin,
    PaperPlan,
    ProfileExistsError,
    write_import,
)
from cvgen.model import Paper


@dataclass
class Found:
    problems: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)


def _origin(tmp_path: Path) -> Origin:
    return Origin(tmp_path / "cv.yaml", "import-test", "the test file")


def test_without_papers_the_profile_asks_for_no_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    made = write_import(
        _origin(tmp_path),
        Found(),
        {"name": "Ada Byron"},
        (tmp_path / "people", None, None),
        lambda database, venues: PaperPlan(),
    )
    assert made.profile == tmp_path / "people/ada-byron.yaml"
    assert made.text.endswith("name: Ada Byron\n\npublications:\n  by_author: false\n")
    assert not (tmp_path / "people/publications.yaml").exists()


def test_papers_go_beside_the_profile(tmp_path: Path) -> None:
    paper = Paper(title="One", authors=["Ada Byron"], year=2024)
    made = write_import(
        _origin(tmp_path),
        Found(),
        {"name": "Ada Byron"},
        (tmp_path, None, None),
        lambda database, venues: PaperPlan(new=[("one-2024", paper)]),
    )
    assert (made.database, made.added) == (tmp_path / "publications.yaml", ("one-2024",))
    assert "one-2024:" in (tmp_path / "publications.yaml").read_text()
    assert "by_author" not in made.text


def test_problems_write_nothing_and_a_profile_is_never_replaced(tmp_path: Path) -> None:
    problem = Problem(Location(tmp_path / "cv.yaml", 1, 1), "cv.name", "missing")
    with pytest.raises(InputError):
        write_import(
            _origin(tmp_path),
            Found(problems=[problem]),
            {"name": "Ada Byron"},
            (tmp_path, None, None),
            lambda database, venues: PaperPlan(),
        )
    assert list(tmp_path.iterdir()) == []
    (tmp_path / "ada-byron.yaml").write_text("name: Ada\n")
    with pytest.raises(ProfileExistsError, match="an import never replaces a profile"):
        write_import(
            _origin(tmp_path),
            Found(),
            {"name": "Ada Byron"},
            (tmp_path, None, None),
            lambda database, venues: PaperPlan(),
        )
    assert (tmp_path / "ada-byron.yaml").read_text() == "name: Ada\n"
