"""A theme's ``theme.yaml``: what ``cvgen themes`` says of it, the theme it
builds on, and the style options it does not honour.

A theme is a folder (:mod:`cvgen.render.themes` finds them): this file, and
optionally the class ``cvgen.cls``, ``style.tex`` (LaTeX loaded after the
class) and Jinja2 templates that replace the shared ones.
"""

from collections.abc import Iterable
from typing import Literal

from pydantic import Field

from cvgen.model.base import Model, empty_list
from cvgen.model.names import ThemeName as ThemeName  # a folder name, and a word in a PDF's name
from cvgen.model.papergroups import GroupBy, Numbering
from cvgen.model.style import FONT_FAMILIES

FontFamilyName = Literal[FONT_FAMILIES]  # type: ignore[valid-type]


class ThemeLook(Model):
    """What a theme's pages look like, as facts that every output reads: the
    PDF's fonts and header (:mod:`cvgen.render.latex.render`), and the web
    page's stylesheet. A key left out is the look of the theme it extends,
    else the default theme's; a built-in theme sets every key."""

    body_font: FontFamilyName | None = Field(
        None,
        description="The body font when the profile's style names none",
        examples=["Source Serif Pro"],
    )
    heading_font: FontFamilyName | None = Field(
        None,
        description="The name's and headings' font when the profile's style names none",
        examples=["Roboto"],
    )
    name: Literal["bold", "light-bold"] | None = Field(
        None,
        description="The name in the header: all bold, or the given names light "
        "and the family name bold (Awesome-CV's)",
        examples=["bold"],
    )
    capitals: bool | None = Field(
        None,
        description="The name and the section titles in (small) capitals",
        examples=[True],
    )
    header_align: Literal["left", "center"] | None = Field(
        None, description="Where the header's lines sit", examples=["center"]
    )
    heading_color: Literal["accent", "text", "accent-first"] | None = Field(
        None,
        description="The section titles' colour: the accent, the text's, or the "
        "accent for their first letters only (Awesome-CV's)",
        examples=["text"],
    )
    heading_align: Literal["left", "right"] | None = Field(
        None,
        description="Where a section title sits in its line or column",
        examples=["left"],
    )
    rule_color: Literal["accent", "text", "light"] | None = Field(
        None,
        description="The colour of the rules by the section titles",
        examples=["text"],
    )
    contacts: Literal["icons", "words"] | None = Field(
        None,
        description='The header\'s contacts: each after its icon, or after its name ("Email: ...")',
        examples=["words"],
    )
    photo: Literal["left", "right"] | None = Field(
        None,
        description="The side of the header the profile's photo sits on, in the "
        "PDF (the theme's photo.tex.j2 reads it) and on the web page",
        examples=["right"],
    )
    place_color: Literal["accent", "text", "light"] | None = Field(
        None, description="The colour of entries' places", examples=["accent"]
    )
    honor_weight: Literal["bold", "regular"] | None = Field(
        None, description="The weight of an honour's title", examples=["bold"]
    )
    papers: Literal["entries", "classic", "numbered"] | None = Field(
        None,
        description="How publications are laid out: as entries (title, authors, "
        "venue tag and date), as seed 000 has them (title, authors, then the "
        "venue in bold with its short name and year), or as a numbered "
        "reference list with initials (IEEE's style, seed 004's; its numbers "
        "are the numbering's)",
        examples=["numbered"],
    )
    group_by: GroupBy | None = Field(
        None,
        description="How publications are grouped unless the profile's or variant's "
        "style says: none, kind or year",
        examples=["kind"],
    )
    numbering: Numbering | None = Field(
        None,
        description="How publications are numbered unless the profile's or variant's "
        "style says: none, forward or reverse (default: forward for a numbered "
        "reference list, else none)",
        examples=["forward"],
    )


def merged_look(looks: Iterable[ThemeLook]) -> ThemeLook:
    """The looks of a chain of themes, the chosen one first (the last a
    built-in's, which sets every key): each key from the nearest that sets it."""
    values: dict[str, object] = {}
    for look in looks:
        for key in ThemeLook.model_fields:
            if key not in values and (value := getattr(look, key)) is not None:
                values[key] = value
    return ThemeLook(**values)


class ThemeSpec(Model):
    """``themes/<name>/theme.yaml``."""

    description: str = Field(
        "",
        description="One line for cvgen themes",
        examples=["Seed 000's one-column look, with my own section titles"],
    )
    extends: ThemeName | None = Field(
        None,
        description="The theme this one builds on: its class, style and templates, "
        "unless this folder has its own",
        examples=["classic"],
    )
    ignores: list[str] = Field(
        default_factory=empty_list,
        description="Style options this theme does not honour",
        examples=[["dates"]],
    )
    look: ThemeLook = Field(
        default_factory=lambda: ThemeLook(),
        description="What the theme's pages look like (every output reads it)",
    )
