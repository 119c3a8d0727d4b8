"""A selected CV as Markdown for a personal web page (``cvgen export --format
markdown``).

The name as the heading, then position, address and contacts; then the
variant's sections (:mod:`cvgen.cv.sections`) in its order under its headings,
each entry as a level-3 heading with its role, place and dates below and its
labelled lines and bullets as a list; papers as on the PDF (the owner in bold,
``*`` for equal contribution, the same status, venue and short-month date, from
:mod:`cvgen.cv.papers`). The user's markup stays Markdown; everything else is
escaped by :mod:`cvgen.render.markdown.text`, so no text of a profile can open a
link, a heading or HTML of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cvgen.cv.contacts import contact_url, given_contacts
from cvgen.cv.merge import CvPaper
from cvgen.cv.papers import paper_entry
from cvgen.cv.sections import Kind, Section, section_heading, shown
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import HonorGroup, SkillRow, entries_of, entry_view, honor_groups, skill_rows
from cvgen.cv.words import Words
from cvgen.model import Bullet, Profile
from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.model.markup import plain_text
from cvgen.model.wordpatterns import fill
from cvgen.render.markdown.text import md_escape, md_inline, md_markup, md_pieces, md_url

Sections = list[tuple[str, list[str]]]  # (heading, its lines); a section without lines is left out


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
    for section in shown(selected.variant.sections):
        for title, body in _KINDS[section.kind](section, selected):
            if body:
                lines += [f"## {md_escape(title)}", "", *body]
    updated = fill(
        selected.locale.document.last_updated, date=selected.locale.full_date(version_date)
    )
    lines.append(f"*{md_escape(updated)}*")
    return "\n".join(lines) + "\n"


def md_words(words: Words) -> str:
    return md_pieces((piece.text, piece.markup) for piece in words.pieces)


def _contacts(profile: Profile) -> list[str]:
    return [
        f"[{md_inline(kind.label or value)}]({md_url(url)})"
        if (url := contact_url(kind.field, value))
        else md_inline(kind.label or value)
        for kind, value in given_contacts(profile.contacts)
    ]


def _heading(section: Section, selected: SelectedCV) -> str:
    return section_heading(selected.profile.section_titles, section.name, selected.locale)


def _dated(section: Section, selected: SelectedCV) -> Sections:
    entries = entries_of(section, selected.profile, selected.papers, selected.locale)
    return [(_heading(section, selected), _entries(section, entries, selected.locale))]


def _custom(section: Section, selected: SelectedCV) -> Sections:
    locale = selected.locale
    return [
        (s.title, _entries(section, s.entries, locale)) for s in selected.profile.custom_sections
    ]


def _paragraph(section: Section, selected: SelectedCV) -> Sections:
    text: str = getattr(selected.profile, section.field)
    return [(_heading(section, selected), [md_markup(text), ""] if text else [])]


def _list(section: Section, selected: SelectedCV) -> Sections:
    texts: list[str] = getattr(selected.profile, section.field)
    lines = [f"- {md_markup(t)}" for t in texts if t]
    return [(_heading(section, selected), [*lines, ""] if texts else [])]


def _papers(section: Section, selected: SelectedCV) -> Sections:
    return [(_heading(section, selected), _paper_lines(selected.papers, selected.locale))]


def _honors(section: Section, selected: SelectedCV) -> Sections:
    groups = honor_groups(getattr(selected.profile, section.field), selected.locale)
    return [(_heading(section, selected), _honor_lines(groups))]


def _skills(section: Section, selected: SelectedCV) -> Sections:
    rows = skill_rows(selected.profile, selected.locale)
    return [(_heading(section, selected), _skill_lines(rows))]


def _bullets(bullets: Sequence[Bullet], depth: int = 0) -> list[str]:
    lines = []
    for b in bullets:
        lines.append("  " * depth + f"- {md_markup(b.text)}")
        lines += _bullets(b.items, depth + 1)
    return lines


def _entries(section: Section, entries: Sequence[Any], locale: Locale) -> list[str]:
    """Each entry: its title as a heading, role, place and dates below, then its
    labelled lines and bullets as one list (as the PDF shows them)."""
    lines = []
    for entry in entries:
        view = entry_view(section, entry, locale)
        below = " · ".join(md_words(w) for w in (view.role, view.place, view.dates) if w)
        lines += [f"### {md_words(view.title)}", ""]
        lines += [below, ""] if below else []
        items = [f"- {md_words(line)}" for line in view.lines] + _bullets(view.bullets)
        lines += [*items, ""] if items else []
    return lines


def _paper_lines(papers: Sequence[CvPaper], locale: Locale) -> list[str]:
    lines = []
    for paper in (paper_entry(p, locale) for p in papers):
        title = md_escape(paper.title)
        title = f"[{title}]({md_url(paper.link)})" if paper.link else title
        names = []
        for author in paper.authors:
            name = md_escape(author.name) + md_inline(author.marks)
            names.append(f"**{name}**" if author.owner else name)
        note = f" ({md_escape(paper.note)})" if paper.note else ""
        status = f"*{md_escape(paper.status)}*" if paper.status else ""
        where = " · ".join(x for x in (status, md_escape(paper.venue), md_escape(paper.when)) if x)
        lines += [f"- **{title}** \\", f"  {', '.join(names)}{note} \\", f"  {where}"]
        if paper.abstract:
            lines += ["", f"  {md_escape(paper.abstract)}"]
    return lines + ([""] if papers else [])


def _honor_lines(groups: Sequence[HonorGroup]) -> list[str]:
    """Grouped under their categories, as the PDF groups them."""
    lines: list[str] = []
    for group in groups:
        lines += [f"### {md_words(group.category)}", ""] if group.category else []
        for row in group.rows:
            rest = ", ".join(md_words(w) for w in (row.issuer, row.place) if w)
            line = f"- {md_words(row.year)}: {md_words(row.title)}"
            lines.append(line + (f", {rest}" if rest else ""))
        lines.append("")
    return lines


def _skill_lines(rows: Sequence[SkillRow]) -> list[str]:
    lines = [
        f"- **{md_escape(row.category.plain())}:** "
        + ", ".join(md_markup(item) for item in row.items if item)
        for row in rows
    ]
    return lines + ([""] if lines else [])


#: One layout per kind of section
_KINDS: dict[Kind, Callable[[Section, SelectedCV], Sections]] = {
    Kind.ENTRIES: _dated,
    Kind.CUSTOM: _custom,
    Kind.PARAGRAPH: _paragraph,
    Kind.LIST: _list,
    Kind.PAPERS: _papers,
    Kind.HONORS: _honors,
    Kind.SKILLS: _skills,
}
