"""Templates and fonts ship in the wheel, so a pip-installed cvgen finds them anywhere."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from cvgen.support import resources
from cvgen.support.resources import bundled_font_dir, page_template_dir, resource_dir, template_dir
from cvgen.tex.fonts import resolve_fonts

ROOT = Path(__file__).resolve().parents[2]


def test_checkout_finds_its_folders() -> None:
    assert (template_dir() / "themes/awesome/cvgen.cls").is_file()
    assert (bundled_font_dir() / "README.md").is_file()
    assert (page_template_dir() / "publications.html.j2").is_file()
    assert (resource_dir("locales") / "en.yaml").is_file()


def test_every_font_family_is_found_by_path() -> None:
    fonts = resolve_fonts()
    assert set(fonts) == {"body", "head", "solid", "brands"}
    for font in fonts.values():
        for name in font.family.files():
            assert (font.folder / name).is_file()


def test_wheel_carries_templates_and_fonts_folder(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
         "-w", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
    )  # fmt: skip
    (wheel,) = tmp_path.glob("cvgen_academic-*.whl")  # its distribution name
    names = set(zipfile.ZipFile(wheel).namelist())
    for expected in [
        "cvgen/_data/latex_templates/themes/awesome/cvgen.cls",
        "cvgen/_data/latex_templates/cv.tex.j2",
        "cvgen/_data/latex_templates/sections.tex.j2",
        "cvgen/_data/latex_templates/fonts.tex.j2",
        "cvgen/_data/latex_templates/symbols.tex.j2",
        "cvgen/_data/latex_templates/publications.tex.j2",
        "cvgen/_data/page_templates/publications.html.j2",
        "cvgen/_data/page_templates/publications.md.j2",
        "cvgen/_data/fonts/README.md",
        "cvgen/cli/main.py",
        "cvgen/scaffold/starter_files/profile.yaml.j2",  # cvgen new
        "cvgen/scaffold/starter_files/publications.yaml.j2",
        *(  # every built-in theme, every file of it
            f"cvgen/_data/{path.relative_to(ROOT).as_posix()}"
            for path in (ROOT / "latex_templates/themes").rglob("*")
            if path.is_file()
        ),
        *(  # every built-in locale
            f"cvgen/_data/locales/{path.name}" for path in (ROOT / "locales").glob("*.yaml")
        ),
    ]:
        assert expected in names


def test_the_checkout_is_known_and_an_installed_package_is_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert resources.source_checkout() == ROOT
    installed = tmp_path / "site-packages/cvgen"
    monkeypatch.setattr(resources, "_PACKAGE", installed)
    (installed / "_data").mkdir(parents=True)
    (tmp_path / "site-packages/pyproject.toml").write_text("", encoding="utf-8")  # not its own
    assert resources.source_checkout() is None
    (installed / "_data").rmdir()
    assert resources.source_checkout() == tmp_path / "site-packages"
    (tmp_path / "site-packages/pyproject.toml").unlink()
    assert resources.source_checkout() is None
