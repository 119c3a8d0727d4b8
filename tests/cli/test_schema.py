"""``cvgen schema``: the JSON Schemas editors read, printed or written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cvgen.cli.main import main
from cvgen.sources.schema import json_schema

ROOT = Path(__file__).resolve().parents[2]


def cvgen(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def empty(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_schema_prints_either_schema() -> None:
    profile = cvgen("schema")
    assert profile.exit_code == 0
    assert json.loads(profile.stdout) == json_schema("profile")
    database = cvgen("schema", "--kind", "database")
    assert json.loads(database.stdout) == json_schema("database")
    assert (ROOT / "profiles/publications.schema.json").read_text() == database.stdout


def test_schema_writes_files(empty: Path) -> None:
    assert cvgen("schema", "--dir", "editor").stdout == (
        "wrote editor/profile.schema.json\nwrote editor/publications.schema.json\n"
    )
    assert cvgen("schema", "--dir", "editor").stdout == (
        "up to date editor/profile.schema.json\nup to date editor/publications.schema.json\n"
    )
    result = cvgen("schema", "--kind", "database", "--out", "db.json")
    assert result.stdout == "wrote db.json\n"
    assert json.loads(Path("db.json").read_text()) == json_schema("database")
    both = cvgen("schema", "--dir", "x", "--out", "y.json")
    assert both.exit_code == 2
    assert "give --out FILE or --dir DIR, not both" in both.stderr


def test_help_gives_an_example() -> None:
    assert "Example: cvgen schema --dir profiles" in cvgen("schema", "--help").stdout
