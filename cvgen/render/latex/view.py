"""Turn a selected CV into the values the LaTeX templates lay out.

Every string here is produced by :mod:`cvgen.render.latex.escape`, so templates only
ever see :class:`~cvgen.render.latex.escape.Tex`. The view is plain dicts and lists,
because that is what Jinja2 templates read most naturally.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cvgen.cv.selection import SelectedCV
from cvgen.cv.variants import section_heading
from cvgen.model import Bullet, Contacts, Profile
from cvgen.model.dates import PartialDate
from cvgen.model.markup import plain_text
from cvgen.render.latex.escape import Tex, tex, tex_markup, tex_url
from cvgen.render.latex.sections import (
    View,
    bullet_view,
    custom_entry,
    education_entry,
    entries_section,
    experience_entry,
    honor_groups,
    join_tex,
    paper_entries,
    project_entry,
    skill_rows,
    teaching_entry,
)

# Font Awesome 5 code points (solid or brands font) for each contact kind
_ICONS = {
    "email": ("solid", "F0E0"),
    "phone": ("solid", "F095"),
    "homepage": ("solid", "F015"),
    "github": ("brands", "F09B"),
    "orcid": ("solid", "F2C1"),
    "google_scholar": ("solid", "F19D"),
    "linkedin": ("brands", "F08C"),
}
_LINKS = {
    "email": "mailto:{}",
    "phone": "tel:{}",
    "homepage": "{}",
    "github": "https://github.com/{}",
    "orcid": "https://orcid.org/{}",
    "google_scholar": "https://scholar.google.com/citations?user={}",
    "linkedin": "https://www.linkedin.com/in/{}",
}


def build_view(selected: SelectedCV, version_date: PartialDate) -> View:
    profile = selected.profile
    given, family = split_name(profile)
    sections = []
    for name in selected.variant.sections:
        for section in _section(name, selected):
            section.setdefault("name", Tex(name))
            sections.append(section)
    return {
        "given_name": tex(given),
        "family_name": tex(family),
        "position": join_tex(" · ", [profile.position, profile.affiliation]),
        "address": tex_markup(profile.address),
        "contacts": contact_items(profile.contacts),
        "accent": Tex(profile.style.accent_color.lstrip("#").upper()),
        "sections": sections,
        "footer_date": tex(version_date.long()),
        "footer_name": tex(f"{plain_text(profile.name)} · Curriculum Vitae"),
        "legend": None,  # set for a marked-up comparison (see cvgen.diff.marked)
    }


def split_name(profile: Profile) -> tuple[str, str]:
    """(given, family): the family name is set in bold."""
    name = plain_text(profile.name).strip()
    family = profile.family_name.strip()
    if family and name.endswith(family):
        return name[: -len(family)].strip(), family
    given, _, last = name.rpartition(" ")
    return given, last


def contact_url(field: str, value: str) -> str:
    """Where a contact of the header links to (a homepage without a scheme: https)."""
    url = value if field != "homepage" or "://" in value else f"https://{value}"
    return _LINKS[field].format(url)


def contact_items(contacts: Contacts) -> list[View]:
    items = []
    for field, (font, code) in _ICONS.items():
        value = getattr(contacts, field)
        if not value:
            continue
        items.append(
            {
                "field": Tex(field),
                "font": Tex(font),
                "icon": Tex(code),
                "text": tex(value),
                "url": tex_url(contact_url(field, value)),
            }
        )
    return items


def section_title(profile: Profile, name: str) -> tuple[Tex, Tex]:
    """The title split into its accent-coloured head and the rest."""
    title = section_heading(profile.section_titles, name)
    return tex(title[:3]), tex(title[3:])


def _section(name: str, selected: SelectedCV) -> list[View]:
    profile = selected.profile
    if name == "custom":
        return [
            {
                **entries_section((tex(s.title[:3]), tex(s.title[3:])), s.entries, custom_entry),
                "name": Tex(f"custom:{i}"),  # by position: the title is the user's text
            }
            for i, s in enumerate(profile.custom_sections)
            if s.entries
        ]
    title = section_title(profile, name)
    if name == "summary" and profile.summary:
        return [{"kind": Tex("paragraph"), "title": title, "text": tex_markup(profile.summary)}]
    if name == "research_interests" and profile.research_interests:
        items = [bullet_view(Bullet(text=t)) for t in profile.research_interests]
        return [{"kind": Tex("list"), "title": title, "items": items}]
    builders: dict[str, tuple[Sequence[Any], Callable[[Any], View]]] = {
        "education": (profile.education, education_entry),
        "experience": (profile.experience, experience_entry),
        "teaching": (profile.teaching, teaching_entry),
        "projects": (profile.projects, project_entry),
    }
    if name in builders:
        entries, build = builders[name]
        return [entries_section(title, entries, build)] if entries else []
    if name == "publications" and selected.papers:
        return [{"kind": Tex("entries"), "title": title, "entries": paper_entries(selected.papers)}]
    if name == "honors" and profile.honors:
        return [{"kind": Tex("honors"), "title": title, "groups": honor_groups(profile.honors)}]
    if name == "skills" and (profile.skills or profile.languages or profile.interests):
        return [{"kind": Tex("skills"), "title": title, "rows": skill_rows(profile)}]
    return []
