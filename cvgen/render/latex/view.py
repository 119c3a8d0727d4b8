"""Turn a selected CV into the values the LaTeX templates lay out.

The header, the sections and what their entries show are the CV's document
(:mod:`cvgen.cv.document`); this module escapes it for ``cv.tex.j2`` and
``sections.tex.j2``, adding the footer, the page label and the style. Every
string here is produced by :mod:`cvgen.render.latex.escape`, so templates only
ever see :class:`~cvgen.render.latex.escape.Tex`. The view is plain dicts and lists,
because that is what Jinja2 templates read most naturally (and what
:mod:`cvgen.diff.marked` marks up).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from cvgen.cv.document import Contact, DocSection, cv_document, footer_text
from cvgen.cv.selection import SelectedCV
from cvgen.model import Bullet
from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.model.theme import ThemeLook
from cvgen.render.latex import sections as layout
from cvgen.render.latex.escape import Tex, tex, tex_markup, tex_url
from cvgen.render.latex.options import style_view
from cvgen.render.latex.sections import View
from cvgen.tex.fonts import resolve_fonts
from cvgen.tex.icons import icon_outline


def build_view(
    selected: SelectedCV, version_date: PartialDate, look: ThemeLook | None = None
) -> View:
    """``look``: the theme's, for how it groups and numbers papers unless the style says."""
    profile, locale = selected.profile, selected.locale
    document = cv_document(selected, version_date, look=look)
    return {
        "given_name": tex(document.header.given),
        "family_name": tex(document.header.family),
        "position": layout.tex_words(document.header.position),
        "address": tex_markup(document.header.address),
        "contacts": contact_items(document.header.contacts),
        # the fixed name the photo is written under beside the .tex (cvgen.sources.photo)
        "photo": Tex(document.header.photo.file_name) if document.header.photo else None,
        "summary": tex(document.summary),
        "accent": Tex(profile.style.accent_color.lstrip("#").upper()),
        "sections": [section_view(s, locale) for s in document.sections],
        "footer_date": tex(locale.full_date(version_date)),
        "footer_name": tex(footer_text(profile, locale, version_date)),
        "page_label": page_label(locale),
        "cjk_face": Tex(locale.cjk_face),
        "cjk_locale": locale.cjk,
        "join": tex(locale.punctuation.parts),
        "style": style_view(profile.style),
        "legend": None,  # set for a marked-up comparison (see cvgen.diff.marked)
        # positions grouped under their employer: the theme's positions.tex.j2 is needed
        "grouped": any(e.continues for s in document.sections for e in s.entries),
    }


def page_label(locale: Locale) -> Tex | None:
    """The footer's page number when the locale words it (``第 1 页``); None for
    the number alone, the class's default."""
    if locale.document.page == "{page}":
        return None
    before, _, after = locale.document.page.partition("{page}")
    return Tex("".join((tex(before), r"\thepage{}", tex(after))))


def contact_items(contacts: Sequence[Contact]) -> list[View]:
    """The header's contacts, each icon with its outline (:mod:`cvgen.tex.icons`)."""
    fonts = resolve_fonts() if contacts else {}
    return [contact_item(c, fonts[c.kind.font].path("UprightFont")) for c in contacts]


def contact_item(contact: Contact, font: Path) -> View:
    """A contact; one whose kind has no icon in the bundled font has an empty
    ``icon``, and the template writes its ``word`` instead."""
    kind = contact.kind
    outline = icon_outline(font, kind.icon) if kind.icon else None
    return {
        "field": Tex(kind.field),
        "font": Tex(kind.font),
        "icon": Tex(kind.icon),
        "units": Tex(str(outline.units) if outline else ""),
        "outline": Tex(outline.path if outline else ""),
        "text": tex(contact.text.replace(" ", "\u00a0")),  # a label breaks no line
        "word": tex(contact.word),  # for a theme whose contacts are words (ThemeLook.contacts)
        "url": tex_url(contact.url),
    }


def section_view(section: DocSection, locale: Locale) -> View:
    """A section as ``sections.tex.j2`` lays it out: its ``kind`` says which values count.
    Papers carry their number (``label``) and their group's title
    (``subsection``: a title starts where it changes); ``counted``: numbered
    1, 2, ... in one untitled list, as a list counts by itself."""
    papers = [
        {**layout.paper_entry(p, locale), "label": tex(p.number), "subsection": tex(g.title)}
        for g in section.paper_groups
        for p in g.papers
    ]
    widest = max((p.number for p in section.papers), key=len, default="")
    return {
        "id": Tex(section.id),
        "kind": Tex(section.layout),
        "title": (tex(section.heading[0]), tex(section.heading[1])),
        "entries": [layout.entry(e) for e in section.entries] + papers,
        "papers": bool(section.papers),  # its entries are papers (look.papers lays them out)
        "numbered": section.numbered,
        "grouped": section.grouped,
        "counted": section.counted_plainly,
        "widest": tex(widest),
        "text": tex_markup(section.text),
        "items": [layout.bullet_view(Bullet(text=t)) for t in section.items],
        "groups": layout.honor_groups(section.groups),
        "rows": layout.skill_rows(section.rows),
        "summary": layout.tex_words(section.summary),
    }
