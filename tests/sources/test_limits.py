"""The bounds of reading: file size, nesting, alias expansion, and the
located errors for what YAML refuses."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cvgen.errors import FileReadError, InputError
from cvgen.sources import limits
from cvgen.sources.jsonsource import JsonSyntaxError, load_json
from cvgen.sources.paths import plain_yaml
from cvgen.sources.yamlsource import load_yaml
from tests.conftest import ROOT
from tests.e2e.fuzz_mutations import BOMB


def test_a_file_over_the_size_limit_is_refused_unread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "big.yaml"
    path.write_text("name: x\n" + "# padding\n" * 200)
    monkeypatch.setattr(limits, "MAX_FILE_BYTES", 1024)
    with pytest.raises(FileReadError, match=r"big.yaml: 0.0 MB is more than cvgen reads"):
        limits.read_text(path)
    assert plain_yaml(path.read_text()) == {}


def test_the_synthetic_10000_paper_database_is_within_every_limit() -> None:
    """bench/synthetic.py's 3.3 MB database: far under the size limit, and its
    values far under the budget (so valid files never meet the limits)."""
    assert limits.MAX_FILE_BYTES > 3_400_000 * 5
    text = (ROOT / "profiles/publications.yaml").read_text()
    assert load_yaml(Path("p.yaml"), text).data["papers"]


def test_aliases_may_repeat_values_within_the_budget() -> None:
    text = "a: &x {k: [1, 2, 3]}\nb: *x\nc: *x\n"
    assert load_yaml(Path("a.yaml"), text).data["c"] == {"k": [1, 2, 3]}


def test_a_billion_laughs_is_stopped_at_the_alias_that_passes_the_budget() -> None:
    with pytest.raises(InputError) as caught:
        load_yaml(Path("bomb.yaml"), "name: x\n" + BOMB.decode())
    [problem] = caught.value.problems
    assert problem.location is not None and problem.location.line > 2
    assert problem.fix == "write the values out, or use fewer nested aliases"


def test_nesting_is_limited_with_the_path_named() -> None:
    text = "a: " + "[" * 70 + "]" * 70 + "\n"
    with pytest.raises(InputError, match=r"a\[0\]\[0\].*nested more than 64 levels"):
        load_yaml(Path("deep.yaml"), text)


@pytest.mark.parametrize("char", ["\x1b", "\0", "\x07", "\x7f"])
def test_a_control_character_is_located_and_named(char: str) -> None:
    with pytest.raises(InputError) as caught:
        load_yaml(Path("c.yaml"), f"name: x\nsummary: ab{char}c\n")
    message = str(caught.value.problems[0])
    assert message.startswith(f"c.yaml:2:12: character U+{ord(char):04X} (")
    assert "`cat -A FILE`" in message


def test_a_control_character_after_other_scripts_is_at_its_own_column() -> None:
    # libyaml counts bytes: 张子力 and Zoë are 11 bytes but 6 characters
    with pytest.raises(InputError) as caught:
        load_yaml(Path("c.yaml"), "name: {zh: 张子力, de: Zoë}\nsumm\x1bary: x\n")
    assert str(caught.value.problems[0]).startswith("c.yaml:2:5: character U+001B (ESC)")


@pytest.mark.parametrize("depth", [100, 5000, 100_000])
def test_json_nested_too_deep_is_an_error(tmp_path: Path, depth: int) -> None:
    path = tmp_path / "r.json"
    path.write_text('{"basics": ' + "[" * depth + "]" * depth + "}")
    with pytest.raises(JsonSyntaxError, match="nested more than 64 levels deep"):
        load_json(path)


@pytest.mark.parametrize(
    "text",
    ["date: 2024-13-10\n", "a: \x1b\n", "a: !!python/name:os.system\n", "[1, 2]\n", "{a: [}"],
)
def test_plain_yaml_never_raises(text: str) -> None:
    assert plain_yaml(text) == {}


def test_plain_yaml_survives_random_bytes() -> None:
    rng = random.Random(15)
    for _ in range(200):
        assert isinstance(plain_yaml(bytes(rng.randrange(256) for _ in range(40))), dict)


@pytest.mark.parametrize("kind", ["dangling", "loop"])
def test_an_unreadable_path_is_a_file_read_error(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "p.yaml"
    path.symlink_to("nowhere" if kind == "dangling" else "p.yaml")
    with pytest.raises(FileReadError, match=r"p\.yaml: "):
        limits.read_text(path)
