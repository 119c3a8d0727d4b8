"""Turn the CV's document (:mod:`cvgen.cv.document`) into the values ``cv.html.j2``
lays out: the same header, sections, ids and entries as the PDF
(:mod:`cvgen.render.latex.view`). Every user text passes through
:mod:`cvgen.render.html.escape`; what a template prints unescaped is
:class:`~markupsafe.Markup` made there.
"""

from __future__ import annotations

import base64
from typing import Any

from markupsafe import Markup

from cvgen.cv.citation import author_series, cited_venue, edition_when, initials, venue_edition_line
from cvgen.cv.document import Contact, DocSection, Header
from cvgen.cv.papers import PaperEntry
from cvgen.cv.sections import Kind
from cvgen.cv.views import EntryView
from cvgen.model import Bullet
from cvgen.model.locale import Locale
from cvgen.render.html.escape import (
    html,
    html_link,
    html_markup,
    html_text,
    html_words,
    safe_url,
)
from cvgen.sources.photo import Photo

View = dict[str, Any]


def position_line(header: Header) -> Markup:
    return html_words(header.position)


def contact_item(contact: Contact, separator: tuple[str, str] = (":", " ")) -> View:
    """A contact with its Font Awesome glyph (the PDF's icon) and its link;
    ``separator``: after its word, the header's (:attr:`Header.word_separator`)."""
    kind = contact.kind
    return {
        "field": kind.field,
        "font": kind.font,
        "icon": chr(int(kind.icon, 16)) if kind.icon else "",  # none: the word stands for it
        "text": html(contact.text),
        "label": contact.label or kind.field.replace("_", " ").capitalize(),
        "word": contact.word,  # a theme whose contacts are words (ThemeLook.contacts): "Email"
        # after the word, the locale's separator: its mark, then its space (cv.document)
        "word_mark": separator[0],
        "word_space": separator[1],
        "href": safe_url(contact.url),
    }


def photo_item(photo: Photo | None, name: str, side: str = "right") -> View | None:
    """The photo as the page embeds it (:func:`photo_address`), its pixel size
    given so the page does not shift as it loads; ``side``: the header's side
    it sits on, the theme's (``look.photo``, as its PDF places it)."""
    if photo is None:
        return None
    return {
        "src": photo_address(photo),
        "alt": name,
        "width": photo.width,
        "height": photo.height,
        "side": "left" if side == "left" else "right",  # a look's word, as CSS's
    }


def photo_address(photo: Photo) -> str:
    """The photo as a data: address (a page fetches nothing)."""
    return f"data:image/{photo.kind};base64,{base64.b64encode(photo.data).decode('ascii')}"


def section_view(section: DocSection, locale: Locale, papers: str = "entries") -> View:
    """A section as ``cv.html.j2`` lays it out: its ``kind`` says which values count;
    ``papers``: how the theme cites papers (``look.papers``, as its PDF does);
    a paper carries its number (``label``) and its group's title (``subsection``)."""
    cited = [
        _paper(p, locale, papers) | {"label": html(p.number), "subsection": html(g.title)}
        for g in section.paper_groups
        for p in g.papers
    ]
    return {
        "id": section.id,
        "kind": section.layout,
        "title": section.heading,
        "papers": section.kind is Kind.PAPERS,
        "references": section.kind is Kind.PAPERS and papers == "numbered",
        "numbered": section.numbered,
        "counted": section.counted_plainly,  # numbered 1, 2, ... as the list counts
        "entries": [_entry(e) for e in section.entries] + cited,
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
                        "join": row.join,
                    }
                    for row in group.rows
                ],
            }
            for group in section.groups
        ],
        "rows": [
            {
                "category": html_words(row.category),
                "joined": html(row.separator).join(html_markup(i) for i in row.items if i),
            }
            for row in section.rows
        ],
        "summary": html_words(section.summary),
    }


def _bullet(bullet: Bullet) -> View:
    return {"text": html_markup(bullet.text), "children": [_bullet(b) for b in bullet.items]}


def _entry(view: EntryView) -> View:
    return {
        "group": html_words(view.group),  # the heading of the group it begins, if any
        "title": html_words(view.title),
        "place": html_words(view.place),
        "role": html_words(view.role),
        "dates": html_words(view.dates),
        "lines": [html_words(line) for line in view.lines],
        "bullets": [_bullet(b) for b in view.bullets],
        "abstract": "",
        "continues": view.continues,  # another position at the employer above
    }


def _extras(paper: PaperEntry) -> list[Markup]:
    """The paper's awards and note, then its labelled links; no line without."""
    links = [html_link(html(link.label), link.url) for link in paper.links]
    parts = ([html(paper.extras)] if paper.extras else []) + links
    return [Markup(" · ").join(parts)] if parts else []


def _names(paper: PaperEntry, names: list[str]) -> list[Markup]:
    """Each author's name (as written, or by initials) as the PDF marks it: the
    owner in bold, underlined where the marks say so, then the marks."""
    marked = []
    for author, written in zip(paper.authors, names, strict=True):
        name = html(written + author.marks)
        if author.underline:
            name = Markup("<u>{}</u>{}").format(written, author.marks)
        marked.append(Markup("<strong>{}</strong>").format(name) if author.owner else name)
    return marked


def _paper(paper: PaperEntry, locale: Locale, style: str) -> View:
    """A paper as the theme's PDF cites it (``look.papers``): an entry with the
    owner in bold and the authors' marks; seed 000's title, authors, then the
    venue in bold (``... (NSDI 2024)``); or seed 004's IEEE reference, every
    author by initials (:mod:`cvgen.cv.citation`)."""
    authors = Markup(", ").join(_names(paper, [a.name for a in paper.authors]))
    if paper.aside:
        authors += html_text(paper.aside)
    title = html_link(html(paper.title), paper.link) if paper.link else html(paper.title)
    view = {
        "title": title,
        "place": html_text(paper.venue),
        "role": html_text(paper.status),
        "dates": html_text(paper.when),
        "lines": [authors, *_extras(paper)],
        "bullets": [],
        "abstract": html(paper.abstract),
    }
    cited = paper.item.paper
    if style == "classic":
        venue = Markup("<strong>{}</strong>").format(html_text(venue_edition_line(cited, locale)))
        when = html_text(edition_when(cited, locale))
        return view | {
            "place": "",
            "role": "",
            "dates": when,
            "lines": [authors, venue, *_extras(paper)],
        }
    if style == "numbered":
        initialed = [initials(a.name) for a in paper.authors]
        series = author_series(initialed, locale.papers.and_word)
        names = Markup("").join(
            html(s) + n for s, n in zip(series, _names(paper, initialed), strict=True)
        )
        parts = [names, Markup("\u201c{},\u201d").format(title), html(cited_venue(cited, locale))]
        reference = Markup(", ").join(parts[:2]) + Markup(" ") + parts[2]
        reference += html(f", {paper.when}." if paper.when else ".")
        if paper.aside:
            reference += html_text(paper.aside)
        return view | {"reference": reference}
    return view
