"""The theme gallery of the README and docs/how-to/themes.md (examples/themes/) is what
cvgen draws today."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT


@pytest.mark.campaign  # every theme, locale and person drawn again: make test-campaigns
def test_the_gallery_is_current() -> None:
    check = subprocess.run(
        [sys.executable, str(ROOT / "bench/gallery.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stdout + check.stderr


def test_the_readme_and_the_docs_show_every_theme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    guide = (ROOT / "docs/how-to/themes.md").read_text(encoding="utf-8")
    themes = sorted(p.name for p in (ROOT / "latex_templates/themes").iterdir() if p.is_dir())
    assert themes == ["awesome", "classic", "margin"]
    for theme in themes:
        assert f"(examples/themes/zili-zhang-{theme}.png)" in readme, theme
        assert f"(../../examples/themes/zili-zhang-{theme}.png)" in guide, theme


def test_the_gallery_shows_every_theme_locale_and_person() -> None:
    gallery = (ROOT / "examples/gallery.md").read_text(encoding="utf-8")
    themes = sorted(p.name for p in (ROOT / "latex_templates/themes").iterdir() if p.is_dir())
    for theme in themes:
        assert f"(themes/zili-zhang-{theme}.png)" in gallery, theme
    locales = sorted(p.stem for p in (ROOT / "locales").glob("*.yaml"))
    assert {"en", "zh", "ja", "ko", "de", "fr", "es"} <= set(locales)
    for locale in locales:
        assert f"(locales/zili-zhang-{locale}.png)" in gallery, locale
    seeds = (ROOT / "examples/seeds/README.md").read_text(encoding="utf-8")
    for person in ("yinmin-zhong", "zhisheng-ye", "zili-zhang"):
        assert f"(seeds/{person}.png)" in gallery and f"({person}.png)" in seeds, person
