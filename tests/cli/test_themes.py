"""``cvgen themes``: each theme in words a newcomer reads without the repository."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main


def test_the_built_in_themes_are_described_in_plain_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no group themes
    result = CliRunner().invoke(main, ["themes"])
    assert result.exit_code == 0, result.output
    lines = [line.split(" built-in: ") for line in result.stdout.splitlines()]
    shown = {name.rstrip(): words for name, words in lines}
    assert list(shown) == ["awesome", "classic", "margin"]
    assert shown["classic"] == (
        "A traditional academic CV: one column, the name and section titles in capitals "
        "over a rule, dates in italics on the right"
    )
    assert "seed" not in result.stdout  # the tests' reference CVs mean nothing to a reader


def test_a_group_theme_says_what_it_extends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "profiles").mkdir()
    theme = tmp_path / "themes/mine"
    theme.mkdir(parents=True)
    (theme / "theme.yaml").write_text("extends: classic\ndescription: Ours\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["themes"])
    assert result.exit_code == 0, result.output
    (line,) = [line for line in result.stdout.splitlines() if line.startswith("mine ")]
    assert line == "mine     themes/mine: Ours (extends classic)"
