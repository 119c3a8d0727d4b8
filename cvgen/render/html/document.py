"""A selected CV as one self-contained web page (``cvgen build --format html``).

The page is ``page_templates/cv.html.j2`` (a theme folder's own ``cv.html.j2``
wins) filled with :mod:`cvgen.render.html.view`'s values (the CV's document,
:mod:`cvgen.cv.document`): the same sections,
entries, marks and dates as the PDF. Its fonts are the PDF's, subset to the
characters the page uses and embedded (:mod:`cvgen.render.html.webfonts`); it
links to the PDF of the same version and carries schema.org ``Person`` data.
Its look is its theme's ``look:`` (``theme.yaml``, the facts its PDF draws too:
fonts, weights, capitals, alignment, colours, how contacts and papers are
written) as CSS custom properties (:mod:`cvgen.render.html.look`) read by
cvgen's stylesheet (``page_templates/web.css``, which holds every built-in
theme's ``web.css``: their layouts), then its group theme's own (docs/themes.md).
Nothing on the page is fetched from elsewhere, and nothing in it depends on the
clock: the same CV and date give the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from cvgen import __version__
from cvgen.cv.document import cv_document, title_and_subject
from cvgen.cv.selection import SelectedCV
from cvgen.model.dates import PartialDate
from cvgen.model.markup import plain_text
from cvgen.model.wordpatterns import fill
from cvgen.render.html.colors import readable_on_white
from cvgen.render.html.escape import html_markup, json_script
from cvgen.render.html.look import look_css
from cvgen.render.html.person import person_data
from cvgen.render.html.view import contact_item, photo_item, position_line, section_view
from cvgen.render.html.webfonts import cjk_font_stack, font_face_css, web_fonts
from cvgen.render.templates import WEB_TEMPLATE, web_page_environment
from cvgen.sources.themes import DEFAULT_THEME, ThemeChain, builtin_web_files, default_look
from cvgen.support.resources import page_template_dir
from cvgen.support.templates import render_bounded, user_templates


@dataclass(frozen=True)
class Link:
    href: str  # relative, or empty for none
    text: str


@dataclass(frozen=True)
class SiteNav:
    """Links above a CV that is one page of a site (``cvgen site``)."""

    label: str
    links: tuple[Link, ...]


def render_html(
    selected: SelectedCV,
    version_date: PartialDate,
    theme: ThemeChain | None = None,
    *,
    pdf: str | None = None,
    nav: SiteNav | None = None,
) -> str:
    """The page's HTML in ``theme`` (default: the default theme), as
    :func:`~cvgen.render.latex.render.render_tex` takes it; ``pdf``: the PDF's
    file name beside the page (None: no link); ``nav``: a site's links."""
    theme_folders = theme.folders if theme else ()
    look = theme.look if theme else default_look()
    profile, locale = selected.profile, selected.locale
    name = plain_text(profile.name)
    document = cv_document(selected, version_date, look=look)
    head = document.header
    date = locale.full_date(version_date)
    title, description = title_and_subject(profile, locale, version_date)
    accent = profile.style.accent_color.upper()
    values: dict[str, Any] = {
        "lang": locale.language,
        "theme": theme.builtin if theme else DEFAULT_THEME,
        "version": __version__,
        "title": title,
        "description": description,
        "name": name,
        "given": head.given,
        "family": head.family,
        "date_iso": version_date.iso(),
        "position": position_line(head),
        "address": html_markup(head.address),
        "contacts": [contact_item(c, head.word_separator) for c in head.contacts],
        "photo": photo_item(head.photo, name, str(look.photo)),
        "grouped": any(e.continues for s in document.sections for e in s.entries),
        "summary": document.summary,  # plain text: the template escapes it
        "pdf": Link(pdf, locale.document.pdf_link) if pdf else None,
        "updated": fill(locale.document.last_updated, date=date),
        "footer": fill(locale.document.footer, name=name, date=date),
        "sections": [section_view(s, locale, str(look.papers)) for s in document.sections],
        "person": json_script(person_data(selected, version_date)),
        "accent": accent,
        "accent_text": readable_on_white(accent),
        "cjk": cjk_font_stack(locale.cjk_face),
        "korean": locale.breaks_at_spaces,  # korean.css
        "dates_left": profile.style.dates == "left",
        "nav": nav,
        "theme_css": Markup("\n").join(_css(theme.web_files if theme else ())),
        "look": look_css(look),
        "contact_words": look.contacts == "words",  # "Email: ..." as the PDF, not icons
        # papers that carry their own numbers ([J1], counting down): their CSS
        "labelled": any(s.numbered and not s.counted_plainly for s in document.sections),
    }
    with user_templates(builtin=(page_template_dir(),)):
        template = web_environment(theme_folders).get_template(WEB_TEMPLATE)
    style = profile.style
    # the PDF's fonts (render.latex.render.document_fonts): the style's, else the theme's
    body, heading = style.body_font or look.body_font, style.heading_font or look.heading_font
    return render_with_fonts(template, values, body, heading)


def render_with_fonts(
    template: jinja2.Template, values: dict[str, Any], body: str | None, head: str | None
) -> str:
    """``template`` rendered with ``values``, every built-in theme's ``web.css``
    (``builtin_themes``, for cvgen's stylesheet) and, as ``fonts``, the
    ``@font-face`` rules of the fonts subset to the characters the page shows
    (so: render, then embed them, then render again)."""
    values = {**values, "builtin_themes": Markup("").join(_css(builtin_web_files()))}
    with user_templates(builtin=(page_template_dir(),)):  # a theme's: its file and line
        text = render_bounded(template, {**values, "fonts": Markup("")})
        fonts = Markup(font_face_css(web_fonts(body, head), text))
        return render_bounded(template, {**values, "fonts": fonts})


@lru_cache(maxsize=8)
def web_environment(theme_folders: tuple[Path, ...] = ()) -> jinja2.Environment:
    """The web templates (``page_templates/``), a theme's own ``cv.html.j2``
    first (:func:`cvgen.render.templates.web_page_environment`)."""
    folders = tuple(f for f in theme_folders if (f / WEB_TEMPLATE).is_file())
    return web_page_environment(folders, page_template_dir())


def _css(files: tuple[Path, ...]) -> list[Markup]:
    """Themes' ``web.css`` files, as written (a theme's CSS is the theme
    author's own file, like its LaTeX)."""
    return [Markup(f.read_text(encoding="utf-8").replace("</", "<\\/")) for f in files]
