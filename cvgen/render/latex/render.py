"""Render a selected CV to LaTeX source with the Jinja2 templates."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cvgen.cv.selection import SelectedCV
from cvgen.model.dates import PartialDate
from cvgen.render.fontchoice import chosen_fonts
from cvgen.render.fonts import (
    SLANT,
    find_fallback_font,
    has_cjk,
    has_greek_or_cyrillic,
    has_symbol,
    resolve_cjk_font,
)
from cvgen.render.latex.document import (
    CLASS_FILE,
    MAIN_TEMPLATE,
    TexDocument,
    font_context,
    latex_jinja_environment,
)
from cvgen.render.latex.escape import Tex
from cvgen.render.latex.view import build_view
from cvgen.support.resources import template_dir


def assert_escaped(value: Any, path: str = "cv") -> None:
    """Refuse a view that holds a raw string: user text must pass through
    :mod:`cvgen.render.latex.escape`.

    A failure here is a bug in cvgen, not in the input."""
    escaped_text(value, path)


def escaped_text(value: Any, path: str = "cv") -> str:
    """All the text of a view, checked to be escaped (see :func:`assert_escaped`)."""
    pieces: list[str] = []
    stack: list[tuple[str, Any]] = [(path, value)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, str):
            if not isinstance(item, Tex):
                raise TypeError(f"{where} reached the templates unescaped: {item!r:.60}")
            pieces.append(item)
        elif isinstance(item, dict):
            stack.extend((f"{where}.{k}", v) for k, v in item.items())
        elif isinstance(item, (list, tuple)):
            stack.extend((f"{where}[{i}]", v) for i, v in enumerate(item))
    return "".join(pieces)


def document_fonts(view: Any) -> tuple[dict[str, dict[str, Tex]], tuple[Path, ...]]:
    """The fonts' template values and files for a view, which is checked to be
    escaped: the CJK font only when the view has CJK text (and the font and
    xeCJK are installed), the fallback font only when it has symbols."""
    text = escaped_text(view)
    style = view.get("style", {})  # a CV's; the publication page has none
    resolved = chosen_fonts(style.get("body_font"), style.get("heading_font"))
    if has_cjk(text):
        cjk = resolve_cjk_font()
        if cjk is not None:
            resolved["cjk"] = cjk
    if has_symbol(text):
        fallback = find_fallback_font()
        if fallback is not None:
            resolved["fallback"] = fallback
    files = tuple(f.folder / name for f in resolved.values() for name in f.family.files())
    context = font_context(resolved)
    body = context["body"]
    if has_greek_or_cyrillic(text):  # see fonts.SLANT
        body["ItalicFont"], body["BoldItalicFont"] = body["UprightFont"], body["BoldFont"]
        body["ItalicFeatures"] = Tex(SLANT)
    return context, files


def render_tex(selected: SelectedCV, version_date: PartialDate) -> TexDocument:
    """The ``.tex`` source of one CV; templates never see unescaped text."""
    return render_view(build_view(selected, version_date))


def render_view(view: dict[str, Any]) -> TexDocument:
    """The ``.tex`` source of a built view (see :mod:`cvgen.render.latex.view`), which may
    have been marked up (see :mod:`cvgen.diff.marked`)."""
    folder = template_dir()
    template = latex_jinja_environment(folder).get_template(MAIN_TEMPLATE)
    fonts, font_files = document_fonts(view)  # checks that the view is escaped
    assert_escaped(fonts)
    source = template.render(cv=view, fonts=fonts)
    return TexDocument(source, (folder / CLASS_FILE,), font_files)
