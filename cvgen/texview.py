"""Turn a selected CV into the values the LaTeX templates lay out.

Every string here is produced by :mod:`cvgen.texescape`, so templates only
ever see :class:`~cvgen.texescape.Tex`. The view is plain dicts and lists,
because that is what Jinja2 templates read most naturally.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cvgen.dates import PartialDate, date_range
from cvgen.markup import plain_text
from cvgen.merge import CvPaper
from cvgen.models import Bullet, Contacts, Dated, Honor, Profile
from cvgen.texescape import Tex, tex, tex_markup, tex_url
from cvgen.variants import SelectedCV

View = dict[str, Any]

DEFAULT_TITLES = {
    "summary": "Summary",
    "research_interests": "Research Interests",
    "education": "Education",
    "experience": "Experience",
    "teaching": "Teaching Experience",
    "projects": "Projects",
    "publications": "Publications",
    "honors": "Honors & Awards",
    "skills": "Skills & Interests",
}

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
    profile = selected.cv.profile
    given, family = split_name(profile)
    sections = []
    for name in selected.variant.sections:
        sections.extend(_section(name, selected))
    return {
        "given_name": tex(given),
        "family_name": tex(family),
        "position": join_tex(" · ", [profile.position, profile.affiliation]),
        "address": tex_markup(profile.address),
        "contacts": contact_items(profile.contacts),
        "accent": Tex(profile.style.accent_color.lstrip("#").upper()),
        "sections": sections,
        "footer_date": tex(version_date.long()),
        "footer_name": tex(f"{profile.name} · Curriculum Vitae"),
    }


def join_tex(separator: str, texts: Sequence[str]) -> Tex:
    """Join marked-up texts, each parsed on its own so markup never spans two."""
    return Tex(tex(separator).join(tex_markup(t) for t in texts if t))


def split_name(profile: Profile) -> tuple[str, str]:
    """(given, family): the family name is set in bold."""
    name = plain_text(profile.name).strip()
    family = profile.family_name.strip()
    if family and name.endswith(family):
        return name[: -len(family)].strip(), family
    given, _, last = name.rpartition(" ")
    return given, last


def contact_items(contacts: Contacts) -> list[View]:
    items = []
    for field, (font, code) in _ICONS.items():
        value = getattr(contacts, field)
        if not value:
            continue
        url = value if field != "homepage" or "://" in value else f"https://{value}"
        items.append(
            {
                "font": Tex(font),
                "icon": Tex(code),
                "text": tex(value),
                "url": tex_url(_LINKS[field].format(url)),
            }
        )
    return items


def section_title(profile: Profile, name: str) -> tuple[Tex, Tex]:
    """The title split into its accent-coloured head and the rest."""
    title = profile.section_titles.get(name, DEFAULT_TITLES.get(name, name))  # type: ignore[call-overload]
    return tex(title[:3]), tex(title[3:])


def _section(name: str, selected: SelectedCV) -> list[View]:
    profile = selected.cv.profile
    if name == "custom":
        return [
            _entries_section((tex(s.title[:3]), tex(s.title[3:])), s.entries, _custom_entry)
            for s in profile.custom_sections
            if s.entries
        ]
    title = section_title(profile, name)
    if name == "summary" and profile.summary:
        return [{"kind": Tex("paragraph"), "title": title, "text": tex_markup(profile.summary)}]
    if name == "research_interests" and profile.research_interests:
        items = [_bullet(Bullet(text=t)) for t in profile.research_interests]
        return [{"kind": Tex("list"), "title": title, "items": items}]
    builders: dict[str, tuple[Sequence[Any], Callable[[Any], View]]] = {
        "education": (profile.education, _education),
        "experience": (profile.experience, _experience),
        "teaching": (profile.teaching, _teaching),
        "projects": (profile.projects, _project),
    }
    if name in builders:
        entries, build = builders[name]
        return [_entries_section(title, entries, build)] if entries else []
    if name == "publications" and selected.cv.papers:
        return [{"kind": Tex("entries"), "title": title, "entries": _papers(selected.cv.papers)}]
    if name == "honors" and profile.honors:
        return [{"kind": Tex("honors"), "title": title, "groups": _honor_groups(profile.honors)}]
    if name == "skills" and (profile.skills or profile.languages or profile.interests):
        return [{"kind": Tex("skills"), "title": title, "rows": _skill_rows(profile)}]
    return []


def _entries_section(title: tuple[Tex, Tex], entries: Sequence[Any], build: Any) -> View:
    return {"kind": Tex("entries"), "title": title, "entries": [build(e) for e in entries]}


def _dates(entry: Dated) -> Tex:
    if entry.when:
        return tex_markup(entry.when)
    return tex(date_range(entry.start, entry.end, expected=entry.expected))


def _entry(title: str, location: str, role: str, dates: Tex, bullets: list[View]) -> View:
    return {
        "title": tex_markup(title),
        "location": tex_markup(location),
        "role": tex_markup(role),
        "date": dates,
        "bullets": bullets,
    }


def _bullet(bullet: Bullet) -> View:
    return {"text": tex_markup(bullet.text), "items": [_bullet(b) for b in bullet.items]}


def _labelled(label: str, text: str) -> View:
    return {"text": tex(f"{label}: ") + tex_markup(text), "items": []}


def _education(e: Any) -> View:
    extra = []
    if e.gpa:
        gpa = tex_markup(e.gpa) + (tex(" (") + tex_markup(e.rank) + tex(")") if e.rank else Tex())
        extra.append({"text": tex("Overall GPA: ") + gpa, "items": []})
    elif e.rank:
        extra.append(_labelled("Rank", e.rank))
    if e.advisor:
        extra.append(_labelled("Advisor", e.advisor))
    if e.thesis:
        extra.append(_labelled("Thesis", e.thesis))
    if e.courses:
        extra.append({"text": tex("Related Courses: ") + join_tex(" / ", e.courses), "items": []})
    bullets = extra + [_bullet(b) for b in e.bullets]
    return _entry(e.institution, e.location, e.degree, _dates(e), bullets)


def _experience(e: Any) -> View:
    extra = [
        _labelled(label, value)
        for label, value in (("Topic", e.topic), ("Advisor", e.advisor), ("Mentor", e.mentor))
        if value
    ]
    bullets = extra + [_bullet(b) for b in e.bullets]
    return _entry(e.organization, e.location, e.role, _dates(e), bullets)


def _teaching(t: Any) -> View:
    return _entry(
        t.course, t.location or t.institution, t.role, _dates(t), [_bullet(b) for b in t.bullets]
    )


def _project(p: Any) -> View:
    bullets = [{"text": tex_markup(p.description), "items": []}] if p.description else []
    if p.url:
        bullets.append({"text": tex_markup(f"[{p.url}]({_absolute(p.url)})"), "items": []})
    bullets += [_bullet(b) for b in p.bullets]
    return _entry(p.name, p.location, p.role, _dates(p), bullets)


def _custom_entry(c: Any) -> View:
    return _entry(c.title, c.location, c.subtitle, _dates(c), [_bullet(b) for b in c.bullets])


def _absolute(url: str) -> str:
    return url if "://" in url or url.startswith("mailto:") else f"https://{url}"


def _papers(papers: Sequence[CvPaper]) -> list[View]:
    entries = []
    for item in papers:
        paper = item.paper
        names = []
        for author in item.authors:
            name = tex(author.name + ("*" if author.equal else ""))
            names.append(Tex(rf"\textbf{{{name}}}") if author.owner else name)
        line = Tex(", ".join(names))
        if any(a.equal for a in item.authors):
            line = line + tex(" (* indicates equal contribution)")
        venue = paper.venue.short if paper.venue else ""
        status = (
            "In Preprint"
            if paper.status == "preprint"
            else (paper.venue.long if paper.venue else paper.status.title())
        )
        month = PartialDate(paper.year, paper.month or 0)
        when = ", ".join(x for x in (paper.location, month.short()) if x)
        entries.append(
            {
                "title": tex(paper.title),
                "location": tex(venue),
                "role": tex(status),
                "date": tex(when),
                "bullets": [{"text": line, "items": []}],
            }
        )
    return entries


def _honor_groups(honors: Sequence[Honor]) -> list[View]:
    groups: dict[str, list[View]] = {}
    for h in honors:
        title = tex_markup(h.title) + (tex(f" ({h.rank})") if h.rank else Tex())
        groups.setdefault(h.category, []).append(
            {
                "year": tex_markup(h.when) if h.when else tex(h.year.short()),
                "title": title,
                "issuer": tex_markup(h.issuer),
                "location": tex_markup(h.location),
            }
        )
    return [{"name": tex_markup(name), "rows": rows} for name, rows in groups.items()]


def _skill_rows(profile: Profile) -> list[View]:
    rows = [
        {"category": tex_markup(category), "items": join_tex(", ", items)}
        for category, items in profile.skills.items()
    ]
    if profile.languages:
        langs = [
            f"{lang.name} ({lang.level})" if lang.level else lang.name for lang in profile.languages
        ]
        rows.append({"category": tex("Languages"), "items": join_tex(", ", langs)})
    if profile.interests:
        rows.append({"category": tex("Interests"), "items": join_tex(", ", profile.interests)})
    return rows
