"""Render a selected CV to Typst source: the view of :mod:`cvgen.render.typst.view`
through ``cv.typ.j2`` (Jinja2's sandbox, the LaTeX templates' delimiters), with
the theme's ``cvgen.typ`` beside it, the Typst twin of its ``cvgen.cls``.

A theme is one folder: ``themes/<name>/cvgen.typ`` lays it out in Typst,
defining the functions it changes and taking the rest from the theme it
extends (a group's theme without one is its parent's), and may hold its own
``cv.typ.j2``. Fonts are chosen as for
LaTeX (:func:`cvgen.tex.fontchoice.chosen_fonts`) and named to Typst by family;
a CV with CJK text gets the CJK font in its locale's face (``Noto Sans CJK JP``
for Japanese), one with symbols the fallback font.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from cvgen.cv.document import photo_files
from cvgen.cv.selection import SelectedCV
from cvgen.model.dates import PartialDate
from cvgen.model.style import Style
from cvgen.model.theme import ThemeLook
from cvgen.render.templates import angle_environment
from cvgen.render.typst.escape import Typ, literal
from cvgen.render.typst.view import build_view
from cvgen.sources.themes import ThemeChain, builtin_dir, default_look
from cvgen.support.defaults import DEFAULT_THEME
from cvgen.support.resources import template_dir
from cvgen.support.templates import escaped_strings, escaped_text, render_bounded, user_templates
from cvgen.tex.fontchoice import chosen_fonts
from cvgen.tex.fontfacts import font_facts
from cvgen.tex.fonts import find_cjk_font, find_fallback_font, has_cjk, has_symbol
from cvgen.typst.compile import THEME, TypstDocument

MAIN_TEMPLATE = "cv.typ.j2"


_LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')


def shown_text(view: dict[str, Any]) -> str:
    """The text a view shows: its string literals, unescaped (an icon's SVG
    aside: drawn, not set in a font)."""
    pieces = []
    for item in escaped_strings(view, Typ):
        if item.startswith('"<svg'):
            continue
        pieces += [re.sub(r"\\(.)", r"\1", m[1]) for m in _LITERAL.finditer(item)]
    return "".join(pieces)


def family_name(path: Path) -> str:
    """The typographic family of a font file (``Roboto`` for ``Roboto-Light.ttf``)."""
    return font_facts(path).family


def typst_fonts(
    view: dict[str, Any], style: Style, look: ThemeLook, cjk_face: str
) -> tuple[dict[str, Typ], tuple[Path, ...]]:
    """The fonts' names for the template (``body``, ``head``, ``fallbacks``) and
    the files they are in: the style's body and heading fonts, else the theme's."""
    text = escaped_text(view, Typ)
    resolved = chosen_fonts(
        style.body_font or look.body_font, style.heading_font or look.heading_font
    )
    extra: list[str] = []
    files = [f.folder / name for f in resolved.values() for name in f.family.files()]
    if has_cjk(text) and (cjk := find_cjk_font()) is not None:
        extra.append(f"Noto Sans CJK {cjk_face}")
        files += [cjk.folder / name for name in cjk.family.files()]
    if has_symbol(text) and (fallback := find_fallback_font()) is not None:
        extra.append(family_name(fallback.path("UprightFont")))
        files += [fallback.folder / name for name in fallback.family.files()]
    fallbacks = Typ(", ".join(literal(name) for name in extra) + ("," if extra else ""))
    names = {
        "body": literal(family_name(resolved["body"].path("UprightFont"))),
        "head": literal(family_name(resolved["head"].path("UprightFont"))),
        "fallbacks": Typ(f"({fallbacks})"),
    }
    return names, tuple(files)


def theme_files(theme: ThemeChain | None) -> tuple[Path, ...]:
    """Every ``cvgen.typ`` of the theme's chain, the nearest first (each takes
    what it does not define from the next: :func:`cvgen.typst.compile.root_files`),
    else the default theme's."""
    folders = theme.folders if theme is not None else ()
    found = tuple(folder / THEME for folder in folders if (folder / THEME).is_file())
    return found or (builtin_dir() / DEFAULT_THEME / THEME,)


def render_typst(
    selected: SelectedCV, version_date: PartialDate, theme: ThemeChain | None = None
) -> TypstDocument:
    """The Typst source of one CV in ``theme``; templates never see unescaped text."""
    look = theme.look if theme is not None else default_look()
    return render_typst_view(build_view(selected, version_date, look), selected, theme)


def render_typst_view(
    view: dict[str, Any], selected: SelectedCV, theme: ThemeChain | None = None
) -> TypstDocument:
    """The Typst source of a built view of ``selected`` (:mod:`cvgen.render.typst.view`),
    which may have been marked up (:mod:`cvgen.diff.marked`), in ``theme``."""
    look = theme.look if theme is not None else default_look()
    fonts, font_files = typst_fonts(view, selected.profile.style, look, selected.locale.cjk_face)
    facts = {key: Typ(str(value)) for key, value in look.model_dump().items()}
    folders = (theme.template_folders if theme is not None else ()) + (template_dir(),)
    with user_templates(builtin=(template_dir(),)):
        template = angle_environment(*folders).get_template(MAIN_TEMPLATE)
        source = render_bounded(template, {"cv": view, "fonts": fonts, "look": facts})
    return TypstDocument(
        source, theme_files(theme), font_files, shown_text(view), photo_files(selected)
    )
