"""The theme gallery of the README and docs/how-to/themes.md (examples/themes/) is what
cvgen draws today."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


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
