"""Render a selected CV to LaTeX source with the Jinja2 templates."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cvgen.cv.document import photo_files as photo_files  # diff's marked PDF
from cvgen.cv.selection import SelectedCV
from cvgen.model.dates import PartialDate
from cvgen.model.theme import ThemeLook
from cvgen.render.latex.document import (
    DEFAULT_CLASS,
    MAIN_TEMPLATE,
    font_context,
)
from cvgen.render.latex.escape import Tex
from cvgen.render.latex.view import build_view
from cvgen.render.templates import angle_environment
from cvgen.sources.themes import ThemeChain, default_look
from cvgen.support.resources import template_dir
from cvgen.support.templates import escaped_text, render_bounded, user_templates
from cvgen.tex.compile import Origin, TexDocument
from cvgen.tex.fontchoice import chosen_fonts
from cvgen.tex.fonts import (
    CJK_FACES,
    SLANT,
    find_fallback_font,
    has_cjk,
    has_greek_or_cyrillic,
    has_symbol,
    resolve_cjk_font,
)


def assert_escaped(value: Any, path: str = "cv") -> None:
    """Refuse a view that holds a raw string: user text must pass through
    :mod:`cvgen.render.latex.escape`.

    A failure here is a bug in cvgen, not in the input."""
    escaped_text(value, Tex, path)


def document_fonts(
    view: Any, look: ThemeLook | None = None
) -> tuple[dict[str, dict[str, Tex]], tuple[Path, ...]]:
    """The fonts' template values and files for a view, which is checked to be
    escaped: the style's body and heading fonts, else the theme's (``look``);
    the CJK font only when the view has CJK text (and the font and xeCJK are
    installed), the fallback font only when it has symbols."""
    text = escaped_text(view, Tex)
    style = view.get("style", {})  # a CV's; the publication page has none
    look = look or default_look()
    resolved = chosen_fonts(
        style.get("body_font") or look.body_font, style.get("heading_font") or look.heading_font
    )
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
    if "cjk" in context and view.get("cjk_face"):  # the locale's (JP for Japanese)
        context["cjk"]["index"] = Tex(str(CJK_FACES[view["cjk_face"]]))
    body = context["body"]
    if has_greek_or_cyrillic(text):  # see fonts.SLANT
        body["ItalicFont"], body["BoldItalicFont"] = body["UprightFont"], body["BoldFont"]
        body["ItalicFeatures"] = Tex(SLANT)
    return context, files


def render_tex(
    selected: SelectedCV, version_date: PartialDate, theme: ThemeChain | None = None
) -> TexDocument:
    """The ``.tex`` source of one CV in ``theme`` (default: the default theme);
    templates never see unescaped text."""
    view = build_view(selected, version_date, theme.look if theme else None)
    return render_view(view, theme, photo_files(selected))


def render_view(
    view: dict[str, Any], theme: ThemeChain | None = None, files: tuple[tuple[str, bytes], ...] = ()
) -> TexDocument:
    """The ``.tex`` source of a built view (see :mod:`cvgen.render.latex.view`), which may
    have been marked up (see :mod:`cvgen.diff.marked`), in ``theme``.

    A theme's templates are looked for before the shared ones; its class is
    copied as ``cvgen.cls``; its ``style.tex`` files (and those of the themes it
    extends) are written after the standard preamble, so a CV in the default
    theme is the same LaTeX as before themes."""
    if theme is None:
        folders: tuple[Path, ...] = (template_dir(),)
        class_file, styles, look = template_dir() / DEFAULT_CLASS, [], default_look()
    else:
        folders, class_file = theme.template_folders, theme.class_file
        styles = [theme_style(path) for path in theme.style_files]
        look = theme.look
    fonts, font_files = document_fonts(view, look)  # checks that the view is escaped
    assert_escaped(fonts)
    # the look's facts are cvgen's own words (validated theme.yaml values)
    facts = {key: Tex(str(value)) for key, value in look.model_dump().items()}
    with user_templates(builtin=(template_dir(),)):  # a theme's fault: its file and line
        template = angle_environment(*folders).get_template(MAIN_TEMPLATE)
        values = {"cv": view, "fonts": fonts, "styles": styles, "look": facts}
        source = render_bounded(template, values)
    origins = style_origins(source, theme.style_files) if theme else ()
    return TexDocument(source, (class_file,), font_files, origins, files)


def theme_style(path: Path) -> Tex:
    """A theme's ``style.tex``, as it is: LaTeX its author wrote, like the
    templates (it never holds the CV's text), between two comments that say
    where it starts and ends (:func:`style_origins`)."""
    text = path.read_text(encoding="utf-8")
    return Tex(f"{_START}{_where(path)}\n{text.rstrip()}\n{_END}{_where(path)}")


_START, _END = "% cvgen: ", "% cvgen: end of "


def _where(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def style_origins(source: str, styles: tuple[Path, ...]) -> tuple[Origin, ...]:
    """Where in ``source`` each theme's ``style.tex`` is, so that a TeX error
    on one of its lines is told at the file's line (:mod:`cvgen.tex.compile`)."""
    lines = source.splitlines()
    origins = []
    for path in styles:
        start = _START + _where(path)
        begin = next((i for i, line in enumerate(lines) if line == start), None)
        if begin is None:  # a theme's template that leaves the styles out
            continue
        end = next((i for i in range(begin, len(lines)) if lines[i] == _END + _where(path)), begin)
        origins.append(Origin(begin + 2, end - begin - 1, path))
    return tuple(origins)
