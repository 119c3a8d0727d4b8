"""A selected CV as Markdown for a personal web page (``cvgen export --format
markdown``).

The name as the heading, then position, address and contacts; then the
variant's sections in its order under its headings, each entry as a level-3
heading with its role, place and dates below and its bullets as a list;
papers as on the PDF (the owner in bold, ``*`` for equal contribution, venue
and date). The user's markup stays Markdown; everything else is escaped by
:mod:`cvgen.render.markdown.text`, so no text of a profile can open a link, a heading or
HTML of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cvgen.cv.merge import CvPaper
from cvgen.cv.selection import SelectedCV
from cvgen.cv.variants import section_heading
from cvgen.model import Bullet, Profile
from cvgen.model.dates import PartialDate, date_range
from cvgen.model.markup import plain_text
from cvgen.publications.page import EQUAL_NOTE, PageAuthor, PagePaper
from cvgen.render.latex.view import contact_url
from cvgen.render.markdown.text import md_escape, md_inline, md_markup, md_url

_CONTACT_LABELS = {"github": "GitHub", "orcid": "ORCID", "google_scholar": "Google Scholar"}
_CONTACT_LABELS["linkedin"] = "LinkedIn"


def to_markdown(selected: SelectedCV, version_date: PartialDate) -> str:
    profile = selected.profile
    lines = [f"# {md_escape(plain_text(profile.name))}", ""]
    header = [
        " · ".join(md_markup(t) for t in (profile.position, profile.affiliation) if t),
        md_markup(profile.address),
        " · ".join(_contacts(profile)),
    ]
    if any(header):
        lines += [" \\\n".join(line for line in header if line), ""]
    for name in selected.variant.sections:
        for title, body in _sections(name, selected):
            if body:
                lines += [f"## {md_escape(title)}", "", *body]
    lines.append(f"*Last updated {version_date.long()}.*")
    return "\n".join(lines) + "\n"


def _contacts(profile: Profile) -> list[str]:
    links = []
    for field in ("email", "phone", "homepage", *_CONTACT_LABELS):
        value = getattr(profile.contacts, field)
        if value:
            label = _CONTACT_LABELS.get(field, value)
            links.append(f"[{md_inline(label)}]({md_url(contact_url(field, value))})")
    return links


def _sections(name: str, selected: SelectedCV) -> list[tuple[str, list[str]]]:
    profile = selected.profile
    title = section_heading(profile.section_titles, name)
    if name == "custom":
        return [
            (s.title, _entries(s.entries, "title", "subtitle")) for s in profile.custom_sections
        ]
    if name == "summary":
        return [(title, [md_markup(profile.summary), ""] if profile.summary else [])]
    if name == "research_interests":
        return [(title, _list(profile.research_interests))]
    if name == "publications":
        return [(title, _papers(selected.papers))]
    if name == "honors":
        return [(title, _honors(profile))]
    if name == "skills":
        return [(title, _skills(profile))]
    fields = {
        "education": ("institution", "degree"),
        "experience": ("organization", "role"),
        "teaching": ("course", "role"),
        "projects": ("name", "role"),
    }
    return [(title, _entries(getattr(profile, name), *fields[name]))] if name in fields else []


def _list(texts: Sequence[str]) -> list[str]:
    return [f"- {md_markup(t)}" for t in texts if t] + ([""] if texts else [])


def _bullets(bullets: Sequence[Bullet], depth: int = 0) -> list[str]:
    lines = []
    for b in bullets:
        lines.append("  " * depth + f"- {md_markup(b.text)}")
        lines += _bullets(b.items, depth + 1)
    return lines


def _extras(entry: Any) -> list[Bullet]:
    """The labelled lines the PDF shows as an entry's first bullets."""
    gpa = getattr(entry, "gpa", "")
    rank = getattr(entry, "rank", "")
    labelled = [
        ("Overall GPA", f"{gpa} ({rank})" if gpa and rank else gpa),
        ("Rank", "" if gpa else rank),
        *((label, getattr(entry, label.lower(), "")) for label in ("Topic", "Advisor", "Mentor")),
        ("Thesis", getattr(entry, "thesis", "")),
        ("Related Courses", " / ".join(getattr(entry, "courses", []))),
        ("", getattr(entry, "description", "")),
    ]
    url = getattr(entry, "url", "")
    if url:
        labelled.append(("", f"[{url}]({url if '://' in url else 'https://' + url})"))
    return [Bullet(text=f"{label}: {text}" if label else text) for label, text in labelled if text]


def _entries(entries: Sequence[Any], title: str, role: str) -> list[str]:
    lines = []
    for e in entries:
        dates = e.when or date_range(e.start, e.end, expected=e.expected)
        place = e.location or (e.institution if title == "course" else "")
        below: list[str] = [md_markup(t) for t in (getattr(e, role), place) if t]
        below += [md_markup(dates)] if e.when else [md_escape(dates)] if dates else []
        lines += [f"### {md_markup(getattr(e, title))}", ""]
        lines += [" · ".join(below), ""] if below else []
        bullets = _bullets([*_extras(e), *e.bullets])
        lines += [*bullets, ""] if bullets else []
    return lines


def _papers(papers: Sequence[CvPaper]) -> list[str]:
    lines = []
    for item in papers:
        page = PagePaper(
            item.paper, tuple(PageAuthor(a.name, a.owner, a.equal) for a in item.authors)
        )
        title = md_escape(item.paper.title)
        title = f"[{title}]({md_url(page.link)})" if page.link else title
        names = []
        for author in page.authors:
            name = md_escape(author.name) + ("\\*" if author.equal else "")
            names.append(f"**{name}**" if author.member else name)
        note = f" ({md_escape(EQUAL_NOTE)})" if page.has_equal_contribution else ""
        lines += [
            f"- **{title}** \\",
            f"  {', '.join(names)}{note} \\",
            f"  *{md_escape(page.venue)}*, {md_escape(page.date)}",
        ]
        if item.paper.abstract:
            lines += ["", f"  {md_escape(item.paper.abstract)}"]
    return lines + ([""] if papers else [])


def _honors(profile: Profile) -> list[str]:
    """Grouped under their categories, as the PDF groups them."""
    groups: dict[str, list[str]] = {}
    for h in profile.honors:
        rank = f" ({md_markup(h.rank)})" if h.rank else ""
        rest = ", ".join(md_markup(t) for t in (h.issuer, h.location) if t)
        year = md_markup(h.when) if h.when else md_escape(h.year.short())
        line = f"- {year}: {md_markup(h.title)}{rank}" + (f", {rest}" if rest else "")
        groups.setdefault(h.category, []).append(line)
    lines: list[str] = []
    for category, rows in groups.items():
        lines += [f"### {md_markup(category)}", ""] if category else []
        lines += [*rows, ""]
    return lines


def _skills(profile: Profile) -> list[str]:
    rows = [(category, items) for category, items in profile.skills.items()]
    if profile.languages:
        rows.append(
            (
                "Languages",
                [f"{x.name} ({x.level})" if x.level else x.name for x in profile.languages],
            )
        )
    if profile.interests:
        rows.append(("Interests", list(profile.interests)))
    lines = [
        f"- **{md_escape(plain_text(c))}:** " + ", ".join(md_markup(i) for i in items if i)
        for c, items in rows
    ]
    return lines + ([""] if lines else [])
