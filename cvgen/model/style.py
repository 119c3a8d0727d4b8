"""The look of a CV: ``style:`` in a profile, and in a variant (which wins per key).

Every built-in theme honours every option (``awesome``, ``classic``, ``margin``);
a theme that does not declares it in its ``theme.yaml`` (``ignores:``). A font is
one of :data:`FONT_FAMILIES` (the PyPI font packages cvgen installs) or a font
file; a relative file is found beside the file that names it (validation
context ``folder``, set by :func:`cvgen.sources.validate.validate_document`) and
kept as an absolute path, so later stages need not know where it was written.
"""

import re
import stat
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BeforeValidator,
    Field,
    SerializerFunctionWrapHandler,
    ValidationInfo,
    field_validator,
    model_serializer,
)
from pydantic_core import PydanticCustomError

from cvgen.model.base import Model, empty_list
from cvgen.model.entries import SectionRef
from cvgen.model.papergroups import GroupBy, Numbering, PaperGroup, Prefix

#: The families of the PyPI font packages cvgen depends on (their files:
#: :mod:`cvgen.tex.fonts`)
FONT_FAMILIES = ("Source Sans Pro", "Roboto", "Source Serif Pro")
FONT_SUFFIXES = (".otf", ".ttf")
# the first four bytes of a font XeTeX loads: TrueType (twice), OpenType (CFF), a collection
_FONT_SIGNATURES = (b"\x00\x01\x00\x00", b"true", b"OTTO", b"ttcf")
# the tables XeTeX reads from every font to set text with it
_FONT_TABLES = ("head", "cmap", "hmtx", "name")


def font_file_problem(path: Path) -> str | None:
    """Why XeLaTeX could not load the font file at ``path`` (checked before TeX
    runs, so that the error names the profile's line, not ``cv.tex``'s); None
    when it can: a regular, readable file with a font's signature and the
    tables XeTeX reads. A FIFO or device is never opened."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            return "is not a regular file"
        with path.open("rb") as file:
            signature = file.read(4)
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    if signature not in _FONT_SIGNATURES:
        return "is not a TrueType or OpenType font (it does not start as one)"
    from fontTools.ttLib import TTCollection, TTFont  # type: ignore[import-untyped]

    try:
        if signature == b"ttcf":
            font = TTCollection(path, lazy=True).fonts[0]
        else:
            font = TTFont(path, lazy=True)
        with font:
            for table in _FONT_TABLES:
                font[table]  # parsed here: a damaged table raises
    except Exception:  # fontTools raises many kinds on a damaged file
        return "is damaged (its tables cannot be read)"
    return None


DEFAULT_FOOTER = "{name} · Curriculum Vitae"  # English's: a locale's document.footer
DEFAULT_FONT_SIZE = 10
_THEMES = "Every built-in theme honours it."
_SAFE_FILE = re.compile(r"^[A-Za-z0-9._+-]+$")  # a name fontspec's options can take

LENGTH_PATTERN = r"^\d+(\.\d+)?(cm|mm|in|pt)$"
LENGTH_FIX = "write a length in cm, mm, in or pt, e.g. 1.4cm"
Length = Annotated[
    str,
    Field(
        pattern=LENGTH_PATTERN,
        description="A length in cm, mm, in or pt",
        examples=["1.4cm", "15mm", "0.6in"],
    ),
]


class Margins(Model):
    """The page margins, side by side; a side left out keeps the theme's."""

    left: Length | None = Field(None, description="The left margin", examples=["2cm"])
    right: Length | None = Field(None, description="The right margin", examples=["2cm"])
    top: Length | None = Field(None, description="The top margin", examples=["1.5cm"])
    bottom: Length | None = Field(None, description="The bottom margin", examples=["1.5cm"])


def _all_sides(value: object) -> object:
    """``margins: 1.4cm``: the same length on every side."""
    if not isinstance(value, str):
        return value
    if not re.match(LENGTH_PATTERN, value):
        raise PydanticCustomError(
            "cvgen_length", "'{value}' is not a length ({fix})", {"value": value, "fix": LENGTH_FIX}
        )
    return dict.fromkeys(("left", "right", "top", "bottom"), value)


def _no_footer(value: object) -> object:
    """``footer: false``: no footer text (``true`` is no text at all, so an error)."""
    if value is False:
        return ""
    if value is True:
        raise PydanticCustomError(
            "cvgen_footer", "true is not a footer (write its text, or false for none)"
        )
    return value


def _font_field(role: str, default: str) -> Any:
    return Field(
        None,
        description=f"The {role} font: a family ({', '.join(FONT_FAMILIES)}) or a "
        ".otf/.ttf file (relative to this file; its -Bold, -Italic and -BoldItalic "
        f"faces are taken from beside it, else made from the regular face). "
        f"Default: {default}. {_THEMES}",
        examples=[default, "fonts/Inter-Regular.otf"],
    )


class Style(Model):
    """The look of the CV (a variant's ``style:`` changes only the keys it writes)."""

    accent_color: str = Field(
        "#DC3522",
        pattern=r"^#[0-9A-Fa-f]{6}$",
        description=f"Colour of headings and rules, as #RRGGBB. {_THEMES}",
        examples=["#DC3522", "#0395DE"],
    )
    body_font: str | None = _font_field("body text", "Source Sans Pro")
    heading_font: str | None = _font_field("name and heading", "Roboto")
    font_size: float = Field(
        DEFAULT_FONT_SIZE,
        ge=9,
        le=12,
        description="Body text size in points (9 to 12); every other size scales "
        f"with it. {_THEMES}",
        examples=[10, 11, 10.5],
    )
    paper: Literal["a4", "letter"] = Field(
        "a4", description=f"Paper size: a4 or letter (US letter). {_THEMES}", examples=["letter"]
    )
    margins: Annotated[
        Margins | None, BeforeValidator(_all_sides, json_schema_input_type=Length | Margins | None)
    ] = Field(
        None,
        description="Page margins: one length for all four sides, or "
        f"{{left, right, top, bottom}} (default: the theme's). {_THEMES}",
        examples=["1.4cm", {"left": "2cm", "right": "2cm", "top": "1.5cm"}],
    )
    section_order: list[SectionRef] = Field(
        default_factory=empty_list,
        description="The sections in this order (the variant's names, or a custom "
        "section's id: it then leaves the others of custom); sections "
        f"not listed follow in the variant's order. {_THEMES}",
        examples=[["education", "publications", "experience"], ["publications", "talks"]],
    )
    section_summaries: bool = Field(
        True,
        description="The summary line of grants, talks, supervision and service "
        f"(totals and counts as of the CV's date); false: none. {_THEMES}",
        examples=[False],
    )
    dates: Literal["right", "left"] = Field(
        "right",
        description=f"Where the dates of entries sit: right or left. {_THEMES}",
        examples=["left"],
    )
    summary_line: bool = Field(
        False,
        description="A line under the header that counts, as of the CV's date, the papers "
        "by kind and those the owner wrote as first and as last author (docs/summary-line.md). "
        f"{_THEMES}",
        examples=[True],
    )
    engine: Literal["xelatex", "typst"] | None = Field(
        None,
        description="What typesets the PDF: xelatex (TeX Live) or typst (installed with "
        "cvgen); default: xelatex, or typst when XeLaTeX is not installed. --engine "
        "chooses over it.",
        examples=["typst"],
    )
    footer: Annotated[
        str | None, BeforeValidator(_no_footer, json_schema_input_type=str | Literal[False])
    ] = Field(
        None,
        description="The footer's centre text: {name} and {date} are replaced by the "
        "name and the version date; false or empty for none; default: the locale's "
        f"({DEFAULT_FOOTER} in English). {_THEMES}",
        examples=[DEFAULT_FOOTER, "{name}, {date}", False],
    )

    group_by: GroupBy | None = Field(
        None,
        description="How publications are grouped: none; kind (Journal Articles, "
        "Conference Papers, Preprints, ...: the locale's titles, papers.groups); or "
        "year (the newest first, works not yet dated first under their status). "
        "Default: the theme's (none in every built-in theme)",
        examples=["kind", "year"],
    )
    numbering: Numbering | None = Field(
        None,
        description="How publications are numbered: none; forward ([1], [2], ...); "
        "or reverse (counting down: the newest has the highest number). Grouped by "
        "kind, each group counts on its own after its prefix ([J1], [C1]). Default: "
        "the theme's (forward in margin, none in awesome and classic)",
        examples=["forward", "reverse"],
    )
    prefixes: dict[PaperGroup, Prefix] = Field(
        default_factory=dict,
        description="The prefix of each kind's numbers (journal J, conference C, "
        "workshop W, preprint P, book B, thesis T, patent Pat, other O); empty: "
        "no prefix, and the count runs on through the groups without one. A "
        "variant's prefixes change only the kinds it names",
        examples=[{"journal": "A", "preprint": ""}],
    )

    @field_validator("body_font", "heading_font")
    @classmethod
    def _font(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return None
        for family in FONT_FAMILIES:
            if value.strip().casefold() == family.casefold():
                return family
        known = ", ".join(FONT_FAMILIES)
        path = Path(value)
        if path.suffix.lower() not in FONT_SUFFIXES:
            raise PydanticCustomError(
                "cvgen_font",
                "no font '{font}' (fonts: {known}; or the path of a .otf or .ttf file)",
                {"font": value, "known": known},
            )
        if not _SAFE_FILE.match(path.name):
            raise PydanticCustomError(
                "cvgen_font",
                "font file name '{name}' has characters TeX cannot take "
                "(rename it to letters, digits, '.', '_', '+' and '-')",
                {"name": path.name},
            )
        folder = (info.context or {}).get("folder")
        if folder is None:  # read back from a PDF: the path as it was resolved then
            return value
        found = (Path(folder) / path).resolve()
        if not found.exists():
            raise PydanticCustomError(
                "cvgen_font",
                "font file '{font}' not found (looked for {found}; or use a family: {known})",
                {"font": value, "found": str(found), "known": known},
            )
        if (problem := font_file_problem(found)) is not None:
            raise PydanticCustomError(
                "cvgen_font",
                "font file '{font}' {problem}, so XeLaTeX cannot load it (replace it with "
                "the .otf or .ttf file the font's maker ships; or use a family: {known})",
                {"font": value, "problem": problem, "known": known},
            )
        return found.as_posix()

    @field_validator("section_order")
    @classmethod
    def _once_each(cls, names: list[str]) -> list[str]:
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise PydanticCustomError(
                "cvgen_section_order",
                "section_order names {names} more than once (list each section once)",
                {"names": ", ".join(twice)},
            )
        return names

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # The accent colour always, the rest only when set: a CV's embedded data
        # (cvgen.cv.snapshot) stays as it was before the other options existed.
        data: dict[str, Any] = handler(self)
        return {k: v for k, v in data.items() if k == "accent_color" or k in self.model_fields_set}
