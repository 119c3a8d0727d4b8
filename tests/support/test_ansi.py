"""Colours written without click are the ones click would write."""

import click
import pytest

from cvgen.support.ansi import style


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"fg": "green"},
        {"fg": "red"},
        {"fg": "yellow"},
        {"fg": "cyan"},
        {"bold": True},
        {"dim": True},
        {"fg": "green", "bold": True},
    ],
)
def test_style_writes_what_click_writes(options: dict[str, object]) -> None:
    assert style("a b", **options) == click.style("a b", **options)  # type: ignore[arg-type]


def test_unstyle_gives_the_text_back() -> None:
    assert click.unstyle(style("added", fg="green", bold=True)) == "added"
