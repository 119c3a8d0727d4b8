"""Turn the CV's document (:mod:`cvgen.cv.document`) into the values ``cv.html.j2``
lays out: the same header, sections, ids and entries as the PDF
(:mod:`cvgen.render.latex.view`). Every user text passes through
:mod:`cvgen.render.html.escape`; what a template prints unescaped is
:class:`~markupsafe.Markup` made there.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from cvgen.cv.document import Contact, DocSection, Header
from cvgen.cv.papers import PaperEntry
from cvgen.cv.sections import Kind
from cvgen.cv.views import EntryView
from cvgen.model import Bullet
from cvgen.render.html.escape import html, html_link, html_markup, html_words, safe_url

View = dict[str, Any]


def position_line(header: Header) -> Markup:
    return html_words(header.position)


def contact_item(contact: Contact) -> View:
    """A contact with its Font Awesome glyph (the PDF's icon) and its link."""
    kind = contact.kind
    return {
        "field": kind.field,
        "font": kind.font,
        "icon": chr(int(kind.icon, 16)),
        "text": html(contact.text),
        "label": kind.label or kind.field.replace("_", " ").capitalize(),
        "word": kind.word,  # a theme whose contacts are words (ThemeLook.contacts): "Email"
        "href": safe_url(contact.url),
    }


def section_view(section: DocSection) -> View:
    """A section as ``cv.html.j2`` lays it out: its ``kind`` says which values count."""
    return {
        "id": section.id,
        "kind": section.layout,
        "title": section.heading,
        "papers": section.kind is Kind.PAPERS,
        "entries": [_entry(e) for e in section.entries] + [_paper(p) for p in section.papers],
        "text": html_markup(section.text),
        "texts": [html_markup(t) for t in section.items],
        "groups": [
            {
                "name": html_words(group.category),
                "rows": [
                    {
                        "year": html_words(row.year),
                        "title": html_words(row.title),
                        "issuer": html_words(row.issuer),
                        "place": html_words(row.place),
                    }
                    for row in group.rows
                ],
            }
            for group in section.groups
        ],
        "rows": [
            {
                "category": html_words(row.category),
                "joined": Markup(", ").join(html_markup(item) for item in row.items if item),
            }
            for row in section.rows
        ],
    }


def _bullet(bullet: Bullet) -> View:
    return {"text": html_markup(bullet.text), "children": [_bullet(b) for b in bullet.items]}


def _entry(view: EntryView) -> View:
    return {
        "title": html_words(view.title),
        "place": html_words(view.place),
        "role": html_words(view.role),
        "dates": html_words(view.dates),
        "lines": [html_words(line) for line in view.lines],
        "bullets": [_bullet(b) for b in view.bullets],
        "abstract": "",
    }


def _extras(paper: PaperEntry) -> list[Markup]:
    """The paper's awards and note, then its labelled links; no line without."""
    links = [html_link(html(link.label), link.url) for link in paper.links]
    parts = ([html(paper.extras)] if paper.extras else []) + links
    return [Markup(" · ").join(parts)] if parts else []


def _paper(paper: PaperEntry) -> View:
    """A paper as an entry, as on the PDF: the owner in bold, the authors' marks."""
    names = []
    for author in paper.authors:
        name = html(author.name + author.marks)
        if author.underline:
            name = Markup("<u>{}</u>{}").format(author.name, author.marks)
        names.append(Markup("<strong>{}</strong>").format(name) if author.owner else name)
    authors = Markup(", ").join(names)
    if paper.note:
        authors += html(f" ({paper.note})")
    return {
        "title": html_link(html(paper.title), paper.link) if paper.link else html(paper.title),
        "place": html(paper.venue),
        "role": html(paper.status),
        "dates": html(paper.when),
        "lines": [authors, *_extras(paper)],
        "bullets": [],
        "abstract": html(paper.abstract),
    }
