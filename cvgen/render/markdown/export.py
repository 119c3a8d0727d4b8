"""A selected CV as Markdown for a personal web page (``cvgen export --format
markdown``).

The CV's document (:mod:`cvgen.cv.document`): the name as the heading, then
position, address and contacts; then the variant's sections in its order under
their headings,
each entry as a level-3 heading with its role, place and dates below and its
labelled lines and bullets as a list; papers as on the PDF (the owner in bold,
``*`` for equal contribution, the same status, venue and short-month date, from
:mod:`cvgen.cv.papers`). The user's markup stays Markdown; everything else is
escaped by :mod:`cvgen.render.markdown.text`, so no text of a profile can open a
link, a heading or HTML of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from cvgen.cv.document import DocSection, Header, cv_document
from cvgen.cv.papers import PaperEntry
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import EntryView, HonorGroup, SkillRow
from cvgen.cv.words import Words
from cvgen.model import Bullet
from cvgen.model.dates import PartialDate
from cvgen.model.markup import plain_text
from cvgen.model.wordpatterns import fill
from cvgen.render.markdown.text import (
    md_escape,
    md_inline,
    md_markup,
    md_pieces,
    md_separator,
    md_url,
)


def to_markdown(selected: SelectedCV, version_date: PartialDate) -> str:
    document = cv_document(selected, version_date)
    head = document.header
    lines = [f"# {md_escape(plain_text(head.name))}", ""]
    if head.photo:  # a link relative to the profile's folder (its parts are names: no escaping)
        lines += [f"![{md_escape(plain_text(head.name))}](<{head.photo.written}>)", ""]
    header = [md_words(head.position), md_markup(head.address), " · ".join(_contacts(head))]
    if document.summary:  # the summary line (cvgen.cv.summaryline), under the contacts
        header.append(f"*{md_escape(document.summary)}*")
    if any(header):
        lines += [" \\\n".join(line for line in header if line), ""]
    for section in document.sections:
        lines += [f"## {md_escape(section.title)}", "", *section_lines(section)]
    updated = fill(
        selected.locale.document.last_updated, date=selected.locale.full_date(version_date)
    )
    lines.append(f"*{md_escape(updated)}*")
    return "\n".join(lines) + "\n"


def md_words(words: Words) -> str:
    return md_pieces((piece.text, piece.markup) for piece in words.pieces)


def _contacts(head: Header) -> list[str]:
    return [
        f"[{md_inline(c.name)}]({md_url(c.url)})" if c.url else md_inline(c.name)
        for c in head.contacts
    ]


def section_lines(section: DocSection) -> list[str]:
    """A section's body (only its kind's contents are there), ending in a blank line."""
    lines = [f"*{md_words(section.summary)}*", ""] if section.summary else []
    lines += _entries(section.entries)
    for group in section.paper_groups:  # under their titles (group_by), if grouped
        lines += [f"### {md_escape(group.title)}", ""] if group.title else []
        lines += _paper_lines(group.papers)
    lines += [md_markup(section.text), ""] if section.text else []
    lines += [*(f"- {md_markup(t)}" for t in section.items), ""] if section.items else []
    return lines + _honor_lines(section.groups) + _skill_lines(section.rows)


def _bullets(bullets: Sequence[Bullet], depth: int = 0) -> list[str]:
    lines = []
    for b in bullets:
        lines.append("  " * depth + f"- {md_markup(b.text)}")
        lines += _bullets(b.items, depth + 1)
    return lines


def _entries(views: Sequence[EntryView]) -> list[str]:
    """Each entry: its title as a heading, role, place and dates below, then its
    labelled lines and bullets as one list (as the PDF shows them); grouped
    entries (the service section's) a level below their group's heading."""
    lines = []
    level = "####" if any(view.group for view in views) else "###"
    for view in views:
        lines += [f"### {md_words(view.group)}", ""] if view.group else []
        if view.continues:  # another position at the employer above: no heading again
            role = [f"**{md_words(view.role)}**"] if view.role else []
            lines += [" · ".join([*role, *([md_words(view.dates)] if view.dates else [])]), ""]
        else:
            below = " · ".join(md_words(w) for w in (view.role, view.place, view.dates) if w)
            lines += [f"{level} {md_words(view.title)}", ""]
            lines += [below, ""] if below else []
        items = [f"- {md_words(line)}" for line in view.lines] + _bullets(view.bullets)
        lines += [*items, ""] if items else []
    return lines


def _paper_lines(papers: Sequence[PaperEntry]) -> list[str]:
    lines = []
    for paper in papers:
        title = md_escape(paper.title)
        title = f"[{title}]({md_url(paper.link)})" if paper.link else title
        names = []
        for author in paper.authors:
            name = md_escape(author.name) + md_inline(author.marks)
            if author.underline:  # Markdown has none: the HTML it allows
                name = f"<u>{md_escape(author.name)}</u>{md_inline(author.marks)}"
            names.append(f"**{name}**" if author.owner else name)
        note = md_separator(paper.aside)
        status = f"*{md_escape(paper.status)}*" if paper.status else ""
        where = " · ".join(x for x in (status, md_escape(paper.venue), md_escape(paper.when)) if x)
        number = f"\\[{md_escape(paper.number)}\\] " if paper.number else ""
        lines += [f"- {number}**{title}** \\", f"  {', '.join(names)}{note} \\", f"  {where}"]
        links = [f"[{md_escape(link.label)}]({md_url(link.url)})" for link in paper.links]
        if extras := " · ".join(([md_escape(paper.extras)] if paper.extras else []) + links):
            lines[-1] += " \\"
            lines.append(f"  {extras}")
        if paper.abstract:
            lines += ["", f"  {md_escape(paper.abstract)}"]
    return lines + ([""] if papers else [])


def _honor_lines(groups: Sequence[HonorGroup]) -> list[str]:
    """Grouped under their categories, as the PDF groups them."""
    lines: list[str] = []
    for group in groups:
        lines += [f"### {md_words(group.category)}", ""] if group.category else []
        for row in group.rows:
            parts = (md_words(w) for w in (row.title, row.issuer, row.place) if w)
            lines.append(f"- {md_words(row.year)}: {md_separator(row.join).join(parts)}")
        lines.append("")
    return lines


def _skill_lines(rows: Sequence[SkillRow]) -> list[str]:
    lines = [
        f"- **{md_escape(row.category.plain())}:** "
        + md_separator(row.separator).join(md_markup(item) for item in row.items if item)
        for row in rows
    ]
    return lines + ([""] if lines else [])
