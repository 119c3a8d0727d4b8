"""A font file's facts (family, character map, an icon's outline) read once and
kept in the cache by the file's path, size and time: fontTools is not loaded
again until the file changes, and what the cache gives is what the file says."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

from cvgen.tex import fontfacts, icons
from cvgen.tex.fontfacts import font_facts
from cvgen.tex.fonts import resolve_fonts

BODY = resolve_fonts()["body"].path("UprightFont")


def _copy(tmp_path: Path) -> Path:
    font = tmp_path / BODY.name
    shutil.copyfile(BODY, font)
    return font


def test_the_facts_are_the_files(tmp_path: Path) -> None:
    facts = font_facts(_copy(tmp_path))
    with TTFont(BODY, lazy=True) as face:
        cmap = set(face.getBestCmap())
        family = face["name"].getDebugName(16) or face["name"].getDebugName(1)
    assert facts.family == family
    assert all(facts.has(code) for code in cmap)
    assert not any(facts.has(code) for code in range(0x20, 0x3000) if code not in cmap)
    assert facts.lacks({"a", "\u4e2d", "\U0001f600"}) == {"\u4e2d", "\U0001f600"}


def test_a_kept_file_is_not_read_again_until_it_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    font = _copy(tmp_path)
    first = font_facts(font)
    font_facts.cache_clear()
    monkeypatch.setattr(fontfacts, "_read_facts", lambda path: pytest.fail("read again"))
    assert font_facts(font) == first  # from the cache
    font_facts.cache_clear()
    os.utime(font, ns=(0, 10**18))  # the file changed (as far as its time says)
    with pytest.raises(pytest.fail.Exception, match="read again"):
        font_facts(font)
    font_facts.cache_clear()


def test_an_icon_outline_comes_back_from_the_cache_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from cvgen.cv.contacts import CONTACTS

    kind = next(k for k in CONTACTS if k.icon)
    font = resolve_fonts()[kind.font].path("UprightFont")
    icons.icon_outline.cache_clear()  # drawn by an earlier test, into its own cache
    drawn = icons.icon_outline(font, kind.icon)
    icons.icon_outline.cache_clear()
    monkeypatch.setattr(icons, "_draw", lambda *args: pytest.fail("drawn again"))
    assert icons.icon_outline(font, kind.icon) == drawn
    icons.icon_outline.cache_clear()


def test_a_forged_record_is_read_again_from_the_file(tmp_path: Path) -> None:
    """The cache's seal is a checksum anyone can redo: a record edited and
    sealed again that is not what cvgen writes (an outline with TeX in it,
    facts of the wrong shape) is made again from the font, never used."""
    import json

    from cvgen.cv.contacts import CONTACTS
    from cvgen.support import cache

    kind = next(k for k in CONTACTS if k.icon)
    font = resolve_fonts()[kind.font].path("UprightFont")
    icons.icon_outline.cache_clear()
    drawn = icons.icon_outline(font, kind.icon)
    key = fontfacts._file_key(font)
    forged = [drawn.units, "0 0 m}\\immediate\\write18{touch PWNED}"]
    cache.write(fontfacts.KIND, f"{key}-icon-{kind.icon}.json", json.dumps(forged).encode())
    icons.icon_outline.cache_clear()
    assert icons.icon_outline(font, kind.icon) == drawn
    copy = _copy(tmp_path)
    real = font_facts(copy)
    font_facts.cache_clear()
    wrong = {"family": real.family, "runs": [["a", 1]]}
    cache.write(
        fontfacts.KIND, f"{fontfacts._file_key(copy)}-facts.json", json.dumps(wrong).encode()
    )
    assert font_facts(copy) == real
    font_facts.cache_clear()
    icons.icon_outline.cache_clear()
