"""Render a selected CV to LaTeX source with the Jinja2 templates."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2

from cvgen.dates import PartialDate
from cvgen.errors import CvgenError
from cvgen.fonts import (
    CJK_FACE_INDEX,
    SLANT,
    ResolvedFont,
    has_cjk,
    has_greek_or_cyrillic,
    resolve_cjk_font,
    resolve_fonts,
)
from cvgen.resources import template_dir
from cvgen.selection import SelectedCV
from cvgen.texescape import Tex
from cvgen.texview import build_view

MAIN_TEMPLATE = "cv.tex.j2"
CLASS_FILE = "cvgen.cls"


@dataclass(frozen=True)
class TexDocument:
    """The LaTeX of one CV and the files it needs beside it."""

    source: str
    support_files: tuple[Path, ...]  # copied next to the .tex (the class)
    font_files: tuple[Path, ...] = ()  # loaded by absolute path


def assert_escaped(value: Any, path: str = "cv") -> None:
    """Refuse a view that holds a raw string: user text must pass through texescape.

    A failure here is a bug in cvgen, not in the input."""
    if isinstance(value, dict):
        for key, item in value.items():
            assert_escaped(item, f"{path}.{key}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            assert_escaped(item, f"{path}[{i}]")
    elif isinstance(value, str) and not isinstance(value, Tex):
        raise TypeError(f"{path} reached the templates unescaped: {value!r:.60}")


@lru_cache(maxsize=4)
def tex_environment(folder: Path) -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(folder)),
        block_start_string="<%",
        block_end_string="%>",
        variable_start_string="<<",
        variable_end_string=">>",
        comment_start_string="<#",
        comment_end_string="#>",
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
        undefined=jinja2.StrictUndefined,
    )


class FontPathError(CvgenError):
    pass


def font_context(fonts: dict[str, ResolvedFont]) -> dict[str, dict[str, Tex]]:
    context = {}
    for role, font in fonts.items():
        folder = font.folder.as_posix() + "/"
        if any(c in folder for c in '%#{}\\^~$&"'):
            raise FontPathError(
                f"font folder {folder} has a character TeX cannot take in a path "
                "(move the fonts, or set CVGEN_FONT_DIR to a plain folder)"
            )
        entry = {option: Tex(name) for option, name in font.family.faces.items()}
        entry["path"] = Tex(folder)
        context[role] = entry
    if "cjk" in context:
        context["cjk"]["index"] = Tex(str(CJK_FACE_INDEX))
    return context


def document_fonts(view: Any) -> tuple[dict[str, dict[str, Tex]], tuple[Path, ...]]:
    """The fonts' template values and files for a view: the CJK font only when
    the view has CJK text (and the font and xeCJK are installed)."""
    resolved = resolve_fonts()
    text = "".join(_strings(view))
    if has_cjk(text):
        cjk = resolve_cjk_font()
        if cjk is not None:
            resolved["cjk"] = cjk
    files = tuple(f.folder / name for f in resolved.values() for name in f.family.files())
    context = font_context(resolved)
    body = context["body"]
    body["ItalicFeatures"] = Tex("")
    if has_greek_or_cyrillic(text):  # see fonts.SLANT
        body["ItalicFont"], body["BoldItalicFont"] = body["UprightFont"], body["BoldFont"]
        body["ItalicFeatures"] = Tex(SLANT)
    return context, files


def _strings(value: Any) -> Any:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)


def render_tex(selected: SelectedCV, version_date: PartialDate) -> TexDocument:
    """The ``.tex`` source of one CV; templates never see unescaped text."""
    return render_view(build_view(selected, version_date))


def render_view(view: dict[str, Any]) -> TexDocument:
    """The ``.tex`` source of a built view (see :mod:`cvgen.texview`), which may
    have been marked up (see :mod:`cvgen.diffmark`)."""
    folder = template_dir()
    template = tex_environment(folder).get_template(MAIN_TEMPLATE)
    fonts, font_files = document_fonts(view)
    assert_escaped(view)
    assert_escaped(fonts)
    source = template.render(cv=view, fonts=fonts)
    return TexDocument(source, (folder / CLASS_FILE,), font_files)
