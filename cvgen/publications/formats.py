"""The publication page laid out: markdown and HTML from ``page_templates/``, LaTeX
from ``latex_templates/`` in cvgen's own class and fonts, BibTeX by
:mod:`cvgen.publications.bibexport`.

User text is escaped in one place per format: markdown by the template
environment's ``finalize`` (every printed value goes through :func:`md_escape`),
HTML by Jinja's autoescape, LaTeX by :mod:`cvgen.render.latex.escape` before the template
sees it (and :func:`~cvgen.render.latex.render.assert_escaped` checks that it did).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2

from cvgen.errors import Problem
from cvgen.publications.bibexport import export_bibtex
from cvgen.publications.page import PagePaper, PublicationPage, load_page
from cvgen.render.html.document import render_with_fonts
from cvgen.render.html.webfonts import cjk_font_stack
from cvgen.render.latex.document import DEFAULT_CLASS
from cvgen.render.latex.escape import Tex, tex, tex_url
from cvgen.render.latex.render import assert_escaped, document_fonts
from cvgen.render.latex.view import LATEX
from cvgen.render.markdown.text import Md, md_escape, md_url
from cvgen.render.templates import angle_environment
from cvgen.support.files import write_atomically
from cvgen.support.resources import page_template_dir, template_dir
from cvgen.support.templates import sandboxed_environment
from cvgen.tex.compile import TexDocument

FORMATS = ("markdown", "html", "latex", "bibtex")
TEMPLATES = {
    "markdown": "publications.md.j2",
    "html": "publications.html.j2",
    "latex": "publications.tex.j2",
}


@dataclass(frozen=True)
class RenderedPage:
    text: str
    support_files: tuple[Path, ...] = ()  # what the text needs beside it (LaTeX: the class)
    warnings: tuple[Problem, ...] = ()


def publications(
    fmt: str = "markdown",
    *,
    db_path: Path | None = None,
    since: int | None = None,
    locale: str | None = None,
) -> RenderedPage:
    """The group's publication page in ``fmt`` (one of :data:`FORMATS`), in ``locale``."""
    page = load_page(db_path, since=since, locale=locale)
    return RenderedPage(*render_page(page, fmt), page.warnings)


def render_page(page: PublicationPage, fmt: str, *, home: str = "") -> tuple[str, tuple[Path, ...]]:
    """The page's text in ``fmt``, and the files it needs beside it; ``home``:
    the site's front page (HTML, ``cvgen site``), linked above the title."""
    if fmt == "bibtex":
        return export_bibtex(p.paper for p in page.papers), ()
    if fmt == "latex":
        document = render_latex(page)
        return document.source, document.support_files
    if fmt not in TEMPLATES:
        raise ValueError(f"unknown format {fmt!r}")  # the CLI offers only FORMATS
    template = _page_environment(page_template_dir(), fmt).get_template(TEMPLATES[fmt])
    values = {
        "page": page,
        "words": page.site,
        "home": home,
        "cjk": cjk_font_stack(page.words.cjk_face),
    }
    if fmt == "markdown":
        values["lede"] = _md_lede(page)
    if fmt == "html":  # in the CVs' fonts, embedded (cvgen.render.html.webfonts)
        return render_with_fonts(template, values, None, None), ()
    return template.render(values), ()


def _md_lede(page: PublicationPage) -> Md:
    """The sentence under the title, its word in bold: ``... are in **bold**; ...``."""
    before, bold, after = page.lede

    def text(part: str) -> str:  # escaped, keeping the spaces around it
        edge = (" " if part[:1].isspace() else "", " " if part[-1:].isspace() else "")
        return edge[0] + md_escape(part) + edge[1] if part.strip() else part

    return Md(text(before).lstrip() + (f"**{md_escape(bold)}**" if bold else "") + text(after))


def write_page(rendered: RenderedPage, out: Path) -> Path:
    """Write the page to ``out`` (atomically), its support files beside it."""
    for support in rendered.support_files:
        write_atomically(out.parent / support.name, support.read_bytes(), inside=out.parent)
    write_atomically(out, rendered.text.encode("utf-8"))
    return out


@lru_cache(maxsize=4)
def _page_environment(folder: Path, fmt: str) -> jinja2.Environment:
    markdown = fmt == "markdown"
    env = sandboxed_environment(
        (folder,),
        autoescape=not markdown,
        finalize=md_escape if markdown else None,
        trim_blocks=True,
        lstrip_blocks=not markdown,  # markdown's indentation is meaningful
        keep_trailing_newline=True,
    )
    env.filters["md_url"] = md_url
    return env


def render_latex(page: PublicationPage) -> TexDocument:
    """A standalone document in cvgen's class; templates never see unescaped text."""
    folder = template_dir()
    template = angle_environment(folder).get_template(TEMPLATES["latex"])
    view = _tex_view(page)
    assert_escaped(view, "page")
    fonts, font_files = document_fonts(view)
    assert_escaped(fonts, "fonts")
    source = template.render(page=view, fonts=fonts)
    return TexDocument(source, (folder / DEFAULT_CLASS,), font_files)


def _tex_view(page: PublicationPage) -> dict[str, Any]:
    return {
        "title": tex(page.title),
        "summary": tex(page.summary),
        "years": [
            {"year": tex(group.title), "papers": [_tex_paper(p) for p in group.papers]}
            for group in page.groups
        ],
    }


def _tex_paper(item: PagePaper) -> dict[str, Tex]:
    authors = LATEX.author_line(
        ((a.name, a.member, a.marks, a.underline) for a in item.authors), item.aside
    )
    title = tex(item.paper.title)
    if item.link:
        title = Tex(rf"\href{{{tex_url(item.link)}}}{{{title}}}")
    return {
        "title": title,
        "authors": authors,
        "venue_short": tex(item.venue_short),
        "venue_long": tex(item.venue_long),
        "date": tex(item.date),
        "abstract": tex(item.paper.abstract),
    }
