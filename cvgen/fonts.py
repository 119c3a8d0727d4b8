"""Find the font files a CV needs, by path: nothing is looked up or downloaded
at run time. See fonts/README.md for the search order and how to add fonts."""

from __future__ import annotations

import os
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path

from cvgen.errors import CvgenError
from cvgen.resources import bundled_font_dir


@dataclass(frozen=True)
class FontFamily:
    """One family: every face must be in the same folder (fontspec's Path=)."""

    role: str
    package: str  # the PyPI package that ships it
    faces: dict[str, str]  # fontspec option -> file name

    def files(self) -> list[str]:
        return list(self.faces.values())


FAMILIES = (
    FontFamily(
        "body",
        "font-source-sans-pro",
        {
            "UprightFont": "SourceSansPro-Regular.otf",
            "BoldFont": "SourceSansPro-Bold.otf",
            "ItalicFont": "SourceSansPro-It.otf",
            "BoldItalicFont": "SourceSansPro-BoldIt.otf",
            "Semibold": "SourceSansPro-Semibold.otf",
        },
    ),
    FontFamily(
        "head",
        "font-roboto",
        {"UprightFont": "Roboto-Light.ttf", "BoldFont": "Roboto-Bold.ttf"},
    ),
    FontFamily("solid", "font-font-awesome", {"UprightFont": "FontAwesome5-Free-Solid.otf"}),
    FontFamily("brands", "font-font-awesome", {"UprightFont": "FontAwesome5-Brands.otf"}),
)


class FontMissingError(CvgenError):
    pass


@dataclass(frozen=True)
class ResolvedFont:
    family: FontFamily
    folder: Path

    def path(self, option: str) -> Path:
        return self.folder / self.family.faces[option]


def font_search_path() -> list[Path]:
    """``$CVGEN_FONT_DIR`` (``:``-separated), ``./fonts``, the bundled ``fonts/``,
    then the folders of the PyPI font packages."""
    folders = [Path(p) for p in os.environ.get("CVGEN_FONT_DIR", "").split(os.pathsep) if p]
    folders += [Path("fonts"), bundled_font_dir()]
    for module in ("font_source_sans_pro", "font_roboto", "font_font_awesome"):
        spec = find_spec(module)
        if spec and spec.origin:
            folders.append(Path(spec.origin).parent / "files")
    return [f.resolve() for f in folders if f.is_dir()]


def resolve_fonts() -> dict[str, ResolvedFont]:
    """Each role's folder: the first on the search path holding all its faces."""
    search = font_search_path()
    found: dict[str, ResolvedFont] = {}
    for family in FAMILIES:
        for folder in search:
            if all((folder / name).is_file() for name in family.files()):
                found[family.role] = ResolvedFont(family, folder)
                break
        else:
            raise FontMissingError(
                f"font files {', '.join(family.files())} not found "
                f"(install them: pip install {family.package}; or put them in fonts/)"
            )
    return found
