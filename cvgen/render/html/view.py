"""Turn a selected CV into the values ``cv.html.j2`` lays out.

The sections and what their entries show come from the section registry
(:mod:`cvgen.cv.sections`) and the format-neutral views of
:mod:`cvgen.cv.views` and :mod:`cvgen.cv.papers`, exactly as for the PDF
(:mod:`cvgen.render.latex.view`); this module only lays out each kind of
section for the web. Every user text passes through
:mod:`cvgen.render.html.escape`; what a template prints unescaped is
:class:`~markupsafe.Markup` made there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from markupsafe import Markup

from cvgen.cv.contacts import contact_url, given_contacts
from cvgen.cv.papers import PaperEntry, paper_entry
from cvgen.cv.sections import Kind, Section, section_heading, shown
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import EntryView, entries_of, entry_view, honor_groups, skill_rows
from cvgen.cv.words import joined
from cvgen.model import Bullet, Contacts
from cvgen.model.locale import Locale
from cvgen.render.html.escape import html, html_link, html_markup, html_words, safe_url

View = dict[str, Any]


def section_views(selected: SelectedCV) -> list[View]:
    """The variant's sections in its order; a section with nothing to show has none."""
    views = []
    for section in shown(selected.variant.sections):
        for view in _KINDS[section.kind](section, selected):
            view.setdefault("id", section.name.replace("_", "-"))
            views.append(view)
    return views


def position_line(selected: SelectedCV) -> Markup:
    profile = selected.profile
    return html_words(joined(" · ", [profile.position, profile.affiliation]))


def contact_items(contacts: Contacts) -> list[View]:
    """Each contact with its Font Awesome glyph (the PDF's icon) and its link."""
    return [
        {
            "field": kind.field,
            "font": kind.font,
            "icon": chr(int(kind.icon, 16)),
            "text": html(value),
            "label": kind.label or kind.field.replace("_", " ").capitalize(),
            "href": safe_url(contact_url(kind.field, value)),
        }
        for kind, value in given_contacts(contacts)
    ]


def title_parts(title: str, locale: Locale) -> tuple[str, str]:
    """The locale's first ``title_accent`` characters (in the accent colour), and the rest."""
    head = locale.title_accent or len(title)
    return title[:head], title[head:]


def _section(kind: str, section: Section, selected: SelectedCV, **values: Any) -> list[View]:
    title = section_heading(selected.profile.section_titles, section.name, selected.locale)
    return [{"kind": kind, "title": title_parts(title, selected.locale), "papers": False, **values}]


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


def _paper(paper: PaperEntry) -> View:
    """A paper as an entry, as on the PDF: the owner in bold, ``*`` and ``†`` marks."""
    names = []
    for author in paper.authors:
        name = html(author.name + author.marks)
        names.append(Markup("<strong>{}</strong>").format(name) if author.owner else name)
    authors = Markup(", ").join(names)
    if paper.note:
        authors += html(f" ({paper.note})")
    return {
        "title": html_link(html(paper.title), paper.link) if paper.link else html(paper.title),
        "place": html(paper.venue),
        "role": html(paper.status),
        "dates": html(paper.when),
        "lines": [authors],
        "bullets": [],
        "abstract": html(paper.abstract),
    }


def _dated(section: Section, selected: SelectedCV) -> list[View]:
    locale = selected.locale
    entries: Sequence[Any] = entries_of(section, selected.profile, selected.papers, locale)
    if not entries:
        return []
    views = [_entry(entry_view(section, e, locale)) for e in entries]
    return _section("entries", section, selected, entries=views)


def _custom(section: Section, selected: SelectedCV) -> list[View]:
    locale = selected.locale
    return [
        {
            "kind": "entries",
            "title": title_parts(s.title, locale),
            "papers": False,
            "entries": [_entry(entry_view(section, e, locale)) for e in s.entries],
            "id": f"custom-{i + 1}",  # by position: the title is the user's text
        }
        for i, s in enumerate(selected.profile.custom_sections)
        if s.entries
    ]


def _paragraph(section: Section, selected: SelectedCV) -> list[View]:
    text: str = getattr(selected.profile, section.field)
    if not text:
        return []
    return _section("paragraph", section, selected, text=html_markup(text))


def _list(section: Section, selected: SelectedCV) -> list[View]:
    texts: list[str] = [t for t in getattr(selected.profile, section.field) if t]
    if not texts:
        return []
    return _section("list", section, selected, texts=[html_markup(t) for t in texts])


def _papers(section: Section, selected: SelectedCV) -> list[View]:
    if not selected.papers:
        return []
    entries = [_paper(paper_entry(p, selected.locale)) for p in selected.papers]
    return _section("entries", section, selected, entries=entries, papers=True)


def _honors(section: Section, selected: SelectedCV) -> list[View]:
    groups = honor_groups(getattr(selected.profile, section.field), selected.locale)
    if not groups:
        return []
    views = [
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
        for group in groups
    ]
    return _section("honors", section, selected, groups=views)


def _skills(section: Section, selected: SelectedCV) -> list[View]:
    rows = skill_rows(selected.profile, selected.locale)
    if not rows:
        return []
    views = [
        {
            "category": html_words(row.category),
            "joined": Markup(", ").join(html_markup(item) for item in row.items if item),
        }
        for row in rows
    ]
    return _section("skills", section, selected, rows=views)


#: One layout per kind of section, as :mod:`cvgen.render.latex.view` has
_KINDS: dict[Kind, Callable[[Section, SelectedCV], list[View]]] = {
    Kind.ENTRIES: _dated,
    Kind.CUSTOM: _custom,
    Kind.PARAGRAPH: _paragraph,
    Kind.LIST: _list,
    Kind.PAPERS: _papers,
    Kind.HONORS: _honors,
    Kind.SKILLS: _skills,
}
