"""The starter files' Jinja2 environment: strict, newlines kept, nothing escaped."""

from __future__ import annotations

import re
from pathlib import Path
from typing import get_args

import jinja2
import pytest

from cvgen.model.paper import Status
from cvgen.scaffold.starterfiles import STARTER_FILES, starter_environment


def test_the_bundled_templates_are_found() -> None:
    names = starter_environment().list_templates()
    assert "profile.yaml.j2" in names and "repo/cv.yml.j2" in names
    assert (STARTER_FILES / "repo" / "gitignore").is_file()


def test_a_missing_value_fails_and_the_text_stays_as_written(tmp_path: Path) -> None:
    (tmp_path / "t.j2").write_text("a: {{ value }} & <b>\n", encoding="utf-8")
    env = starter_environment(tmp_path)
    assert env.get_template("t.j2").render(value="x") == "a: x & <b>\n"  # newline kept
    with pytest.raises(jinja2.UndefinedError):
        env.get_template("t.j2").render()


def test_other_delimiters_leave_the_files_own_syntax_alone(tmp_path: Path) -> None:
    (tmp_path / "w.j2").write_text("run: echo ${{ github.ref }} <@ name @>\n", encoding="utf-8")
    env = starter_environment(tmp_path, variable_start_string="<@", variable_end_string="@>")
    assert env.get_template("w.j2").render(name="cv") == "run: echo ${{ github.ref }} cv\n"


def test_the_starter_database_names_every_status_a_paper_can_have() -> None:
    starter = (STARTER_FILES / "publications.yaml.j2").read_text(encoding="utf-8")
    [comment] = re.findall(r"status: published  # or (.*)", starter)
    assert {"published", *comment.split(", ")} == set(get_args(Status))
