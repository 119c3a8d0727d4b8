"""A theme's ``theme.yaml``: what ``cvgen themes`` says of it, the theme it
builds on, and the style options it does not honour.

A theme is a folder (:mod:`cvgen.render.themes` finds them): this file, and
optionally the class ``cvgen.cls``, ``style.tex`` (LaTeX loaded after the
class) and Jinja2 templates that replace the shared ones.
"""

from __future__ import annotations

from pydantic import Field

from cvgen.model.base import Model
from cvgen.model.names import ThemeName as ThemeName  # a folder name, and a word in a PDF's name


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
        default_factory=list,
        description="Style options this theme does not honour",
        examples=[["dates"]],
    )
