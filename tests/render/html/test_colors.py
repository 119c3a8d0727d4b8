"""Accent text keeps a contrast of 4.5:1 on white, whatever the style's colour."""

from __future__ import annotations

import pytest

from cvgen.render.html.colors import contrast_on_white, readable_on_white


def test_a_dark_enough_accent_is_kept() -> None:
    assert readable_on_white("#DC3522") == "#DC3522"  # the default: 4.59:1
    assert readable_on_white("#000000") == "#000000"


@pytest.mark.parametrize("color", ["#0395DE", "#FFFF00", "#FFFFFF", "#88CC88"])
def test_a_pale_accent_is_darkened_just_enough(color: str) -> None:
    darker = readable_on_white(color)
    assert contrast_on_white(darker) >= 4.5
    assert contrast_on_white(color) < 4.5
    # hue kept: the channels keep their order
    channels = [int(color[i : i + 2], 16) for i in (1, 3, 5)]
    kept = [int(darker[i : i + 2], 16) for i in (1, 3, 5)]
    assert sorted(range(3), key=channels.__getitem__) == sorted(range(3), key=kept.__getitem__)
    # no darker than needed: one step lighter would not pass
    assert contrast_on_white(darker) < 4.5 + 0.6
