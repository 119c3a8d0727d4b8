"""Turn a selected CV into the values the LaTeX templates lay out.

The sections and what their entries show come from :mod:`cvgen.cv.sections`
and :mod:`cvgen.cv.views`; this module lays out each kind of section for
``sections.tex.j2``. Every string here is produced by
:mod:`cvgen.render.latex.escape`, so templates only ever see
:class:`~cvgen.render.latex.escape.Tex`. The view is plain dicts and lists,
because that is what Jinja2 templates read most naturally (and what
:mod:`cvgen.diff.marked` marks up).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from cvgen.cv.contacts import contact_url, given_contacts
from cvgen.cv.papers import paper_entry
from cvgen.cv.sections import Kind, Section, section_heading, shown
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import entries_of, entry_view, honor_groups, skill_rows, split_name
from cvgen.cv.words import joined
from cvgen.model import Bullet, Contacts, Profile
from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.model.markup import plain_text
from cvgen.render.latex import sections as layout
from cvgen.render.latex.escape import Tex, tex, tex_markup, tex_url
from cvgen.render.latex.options import style_view
from cvgen.render.latex.sections import View


def build_view(selected: SelectedCV, version_date: PartialDate) -> View:
    profile, locale = selected.profile, selected.locale
    given, family = split_name(profile)
    sections = []
    for section in shown(selected.variant.sections):
        for view in _KINDS[section.kind](section, selected):
            view.setdefault("name", Tex(section.name))
            sections.append(view)
    return {
        "given_name": tex(given),
        "family_name": tex(family),
        "position": layout.tex_words(joined(" · ", [profile.position, profile.affiliation])),
        "address": tex_markup(profile.address),
        "contacts": contact_items(profile.contacts),
        "accent": Tex(profile.style.accent_color.lstrip("#").upper()),
        "sections": sections,
        "footer_date": tex(locale.full_date(version_date)),
        "footer_name": tex(footer_text(profile, locale, version_date)),
        "page_label": page_label(locale),
        "cjk_face": Tex(locale.cjk_face),
        "style": style_view(profile.style),
        "legend": None,  # set for a marked-up comparison (see cvgen.diff.marked)
    }


def footer_text(profile: Profile, locale: Locale, version_date: PartialDate) -> str:
    """The style's footer (else the locale's) with its ``{name}`` and ``{date}``
    filled in (nothing else in the user's text is read as a placeholder)."""
    values = {"name": plain_text(profile.name), "date": locale.full_date(version_date)}
    footer = locale.document.footer if profile.style.footer is None else profile.style.footer
    return re.sub(r"\{(name|date)\}", lambda m: values[m[1]], footer)


def page_label(locale: Locale) -> Tex | None:
    """The footer's page number when the locale words it (``第 1 页``); None for
    the number alone, the class's default."""
    if locale.document.page == "{page}":
        return None
    before, _, after = locale.document.page.partition("{page}")
    return Tex("".join((tex(before), r"\thepage{}", tex(after))))


def contact_items(contacts: Contacts) -> list[View]:
    return [
        {
            "field": Tex(kind.field),
            "font": Tex(kind.font),
            "icon": Tex(kind.icon),
            "text": tex(value),
            "url": tex_url(contact_url(kind.field, value)),
        }
        for kind, value in given_contacts(contacts)
    ]


def section_title(selected: SelectedCV, name: str) -> tuple[Tex, Tex]:
    """The title split into its accent-coloured head and the rest."""
    locale = selected.locale
    return split_title(section_heading(selected.profile.section_titles, name, locale), locale)


def split_title(title: str, locale: Locale) -> tuple[Tex, Tex]:
    """The locale's first ``title_accent`` characters, and the rest (0: all of it)."""
    head = locale.title_accent or len(title)
    return tex(title[:head]), tex(title[head:])


def _section(kind: str, section: Section, selected: SelectedCV, **values: Any) -> list[View]:
    title = section_title(selected, section.name)
    return [{"kind": Tex(kind), "title": title, **values}]


def _entries(section: Section, entries: Sequence[Any], locale: Locale) -> list[View]:
    return [layout.entry(entry_view(section, e, locale)) for e in entries]


def _dated(section: Section, selected: SelectedCV) -> list[View]:
    entries = entries_of(section, selected.profile, selected.papers, selected.locale)
    if not entries:
        return []
    entry_views = _entries(section, entries, selected.locale)
    return _section("entries", section, selected, entries=entry_views)


def _custom(section: Section, selected: SelectedCV) -> list[View]:
    return [
        {
            "kind": Tex("entries"),
            "title": split_title(s.title, selected.locale),
            "entries": _entries(section, s.entries, selected.locale),
            "name": Tex(f"custom:{i}"),  # by position: the title is the user's text
        }
        for i, s in enumerate(selected.profile.custom_sections)
        if s.entries
    ]


def _paragraph(section: Section, selected: SelectedCV) -> list[View]:
    text: str = getattr(selected.profile, section.field)
    if not text:
        return []
    return _section("paragraph", section, selected, text=tex_markup(text))


def _list(section: Section, selected: SelectedCV) -> list[View]:
    texts: list[str] = getattr(selected.profile, section.field)
    if not texts:
        return []
    items = [layout.bullet_view(Bullet(text=t)) for t in texts]
    return _section("list", section, selected, items=items)


def _papers(section: Section, selected: SelectedCV) -> list[View]:
    if not selected.papers:
        return []
    locale = selected.locale
    entries = [layout.paper_entry(paper_entry(p, locale)) for p in selected.papers]
    return _section("entries", section, selected, entries=entries)


def _honors(section: Section, selected: SelectedCV) -> list[View]:
    groups = honor_groups(getattr(selected.profile, section.field), selected.locale)
    if not groups:
        return []
    return _section("honors", section, selected, groups=layout.honor_groups(groups))


def _skills(section: Section, selected: SelectedCV) -> list[View]:
    rows = skill_rows(selected.profile, selected.locale)
    if not rows:
        return []
    return _section("skills", section, selected, rows=layout.skill_rows(rows))


#: One layout per kind of section; a section with nothing to show has none
_KINDS: dict[Kind, Callable[[Section, SelectedCV], list[View]]] = {
    Kind.ENTRIES: _dated,
    Kind.CUSTOM: _custom,
    Kind.PARAGRAPH: _paragraph,
    Kind.LIST: _list,
    Kind.PAPERS: _papers,
    Kind.HONORS: _honors,
    Kind.SKILLS: _skills,
}
