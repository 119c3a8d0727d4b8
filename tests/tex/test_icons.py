"""Icons as outlines: every contact's glyph, read from the font cvgen uses."""

from __future__ import annotations

import re

import pytest

from cvgen.cv.contacts import CONTACTS, ContactKind
from cvgen.tex.fonts import resolve_fonts
from cvgen.tex.icons import icon_outline

_NUMBER = r"-?\d+(?:\.\d+)?"
_OPERATION = re.compile(rf"(?:{_NUMBER} {_NUMBER} )*[mlch]")


@pytest.mark.parametrize("kind", [k for k in CONTACTS if k.icon], ids=lambda k: k.field)
def test_every_contact_icon_is_a_closed_pdf_path(kind: ContactKind) -> None:
    outline = icon_outline(resolve_fonts()[kind.font].path("UprightFont"), kind.icon)
    assert outline.units == 512  # Font Awesome 5's em
    operations = _OPERATION.findall(outline.path)
    assert " ".join(operations) == outline.path, "only numbers and m, l, c, h"
    assert operations[0].endswith(" m") and operations[-1] == "h"
    points = [float(n) for n in re.findall(_NUMBER, outline.path)]
    assert len(points) > 20 and all(-100 < n < 700 for n in points), "inside the em"


def test_two_icons_differ() -> None:
    solid = resolve_fonts()["solid"].path("UprightFont")
    assert icon_outline(solid, "F0E0").path != icon_outline(solid, "F015").path
