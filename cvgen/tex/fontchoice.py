"""The body and heading fonts a style chooses: a family of the PyPI font
packages (:data:`cvgen.model.style.FONT_FAMILIES`) or a font file, always by path.

A font file's other faces are found beside it by their usual names
(``Inter-Regular.otf`` -> ``Inter-Bold.otf``, ``Inter-Italic.otf``, ...); a face
that is not there is made from the regular one (fontspec's FakeBold, FakeSlant).
"""

from __future__ import annotations

from pathlib import Path

from cvgen.model.style import font_file_problem
from cvgen.tex.fonts import (
    FAMILIES,
    SLANT,
    FontFamily,
    FontMissingError,
    ResolvedFont,
    font_search_path,
    resolve_fonts,
)

_BY_ROLE = {family.role: family for family in FAMILIES}

# Adobe's serif (the classic theme's, after seed 000's résumé class)
SERIF_PACKAGE = "font-source-serif-pro"
SERIF_FACES = {
    "UprightFont": "SourceSerifPro-Regular.otf",
    "BoldFont": "SourceSerifPro-Bold.otf",
    "ItalicFont": "SourceSerifPro-It.otf",
    "BoldItalicFont": "SourceSerifPro-BoldIt.otf",
    "Semibold": "SourceSerifPro-Semibold.otf",
}

#: Per role, each family's faces; the defaults are :data:`cvgen.tex.fonts.FAMILIES`'s
CHOICES: dict[str, dict[str, FontFamily]] = {
    "body": {
        "Source Sans Pro": _BY_ROLE["body"],
        "Roboto": FontFamily(
            "body",
            "font-roboto",
            {
                "UprightFont": "Roboto-Regular.ttf",
                "BoldFont": "Roboto-Bold.ttf",
                "ItalicFont": "Roboto-Italic.ttf",
                "BoldItalicFont": "Roboto-BoldItalic.ttf",
                "Semibold": "Roboto-Medium.ttf",
            },
        ),
        "Source Serif Pro": FontFamily("body", SERIF_PACKAGE, SERIF_FACES),
    },
    "head": {
        "Roboto": _BY_ROLE["head"],
        "Source Sans Pro": FontFamily(
            "head",
            "font-source-sans-pro",
            {"UprightFont": "SourceSansPro-Light.otf", "BoldFont": "SourceSansPro-Bold.otf"},
        ),
        "Source Serif Pro": FontFamily(
            "head",
            SERIF_PACKAGE,
            {"UprightFont": SERIF_FACES["UprightFont"], "BoldFont": SERIF_FACES["BoldFont"]},
        ),
    },
}
FAKE_BOLD = "FakeBold=2"

_REGULAR = ("-Regular", "-Roman", "-Book", "-Normal")
_FACES = {
    "BoldFont": ("-Bold",),
    "ItalicFont": ("-Italic", "-It", "-Oblique"),
    "BoldItalicFont": ("-BoldItalic", "-BoldIt", "-BoldOblique"),
    "Semibold": ("-Semibold", "-SemiBold", "-Medium", "-Bold"),
}


def chosen_fonts(body: str | None = None, head: str | None = None) -> dict[str, ResolvedFont]:
    """Every role's font (:func:`cvgen.tex.fonts.resolve_fonts`), with the
    body and heading fonts a style names (a family or a font file's path)."""
    fonts = resolve_fonts()
    for role, choice in (("body", body), ("head", head)):
        if choice:
            fonts[role] = _resolve(role, choice)
    return fonts


def _resolve(role: str, choice: str) -> ResolvedFont:
    family = CHOICES[role].get(choice)
    if family is None:
        return font_file(role, Path(choice))
    for folder in font_search_path():
        if all((folder / name).is_file() for name in family.files()):
            return ResolvedFont(family, folder)
    raise FontMissingError(
        f"font '{choice}' ({', '.join(family.files())}) not found "
        f"(install it: pip install {family.package}; or put the files in fonts/)"
    )


def font_file(role: str, path: Path) -> ResolvedFont:
    """A font file as a family: its faces found beside it, or made from it."""
    if not path.is_file():
        raise FontMissingError(f"font file {path} not found (put it back, or choose a family)")
    stem, suffix = path.stem, path.suffix
    base = next((stem[: -len(end)] for end in _REGULAR if stem.endswith(end)), stem)
    found = {
        option: next(
            (
                f"{base}{end}{suffix}"
                for end in ends
                if (path.parent / f"{base}{end}{suffix}").is_file()
            ),
            None,
        )
        for option, ends in _FACES.items()
    }
    for option, face in found.items():
        if face is not None and (problem := font_file_problem(path.parent / face)):
            raise FontMissingError(
                f"font file {path.parent / face} (beside {path.name}: its {option}) "
                f"{problem}, so XeLaTeX cannot load it (replace it, or move it away: "
                "the face is then made from the regular one)"
            )
    faces = {"UprightFont": path.name}
    features: dict[str, str] = {}
    faces["BoldFont"] = found["BoldFont"] or path.name
    if found["BoldFont"] is None:
        features["BoldFeatures"] = FAKE_BOLD
    if role == "body":
        faces["Semibold"] = found["Semibold"] or path.name
        if found["ItalicFont"] is None:  # both italics slanted from the upright faces
            faces["ItalicFont"], faces["BoldItalicFont"] = path.name, faces["BoldFont"]
            features["ItalicFeatures"] = SLANT
        else:
            faces["ItalicFont"] = found["ItalicFont"]
            faces["BoldItalicFont"] = found["BoldItalicFont"] or found["ItalicFont"]
    family = FontFamily(role, f"the font file {path}", faces, features)
    return ResolvedFont(family, path.parent)
