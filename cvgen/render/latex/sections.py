"""The template values of each kind of entry, made from the format-neutral views
of :mod:`cvgen.cv.views` and :mod:`cvgen.cv.papers`.

Every string passes through :mod:`cvgen.render.latex.escape`; see :mod:`cvgen.render.latex.view`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cvgen.cv.citation import (
    author_series,
    cited_venue,
    edition_when,
    initials,
    venue_edition_line,
)
from cvgen.cv.papers import PaperEntry
from cvgen.cv.views import EntryView, HonorGroup, SkillRow
from cvgen.cv.words import Words
from cvgen.model import Bullet
from cvgen.model.locale import Locale
from cvgen.render.latex.escape import Tex, tex, tex_markup, tex_url

View = dict[str, Any]


def tex_words(words: Words) -> Tex:
    """The user's pieces with their markup, cvgen's words as written; each on its own."""
    return Tex("".join(tex_markup(p.text) if p.markup else tex(p.text) for p in words.pieces))


def bullet_view(bullet: Bullet) -> View:
    return {"text": tex_markup(bullet.text), "items": [bullet_view(b) for b in bullet.items]}


def entry(view: EntryView) -> View:
    """A dated entry: its labelled lines are its first bullets."""
    lines = [{"text": tex_words(line), "items": []} for line in view.lines]
    return {
        "title": tex_words(view.title),
        "location": tex_words(view.place),
        "role": tex_words(view.role),
        "date": tex_words(view.dates),
        "bullets": lines + [bullet_view(b) for b in view.bullets],
        "group": tex_words(view.group),  # the heading of the group it begins, if any
        "continues": view.continues,  # another position at the employer above
    }


def author_line(authors: Iterable[tuple[str, bool, str, bool]], aside: str) -> Tex:
    """A paper's authors, each ``(name, bold, marks, underline)``: the bold ones
    (a CV's owner, the group's members on its page) in bold, each followed by
    its marks (``*``, ``†``: :func:`cvgen.cv.papers.author_marks`) and
    underlined if its marks say so, then ``aside``, what the marks mean in the
    locale's brackets (the paper's, :func:`cvgen.cv.papers.marks_note`)."""
    line = Tex(", ".join(author_names(authors)))
    return line + tex(aside) if aside else line


def author_names(authors: Iterable[tuple[str, bool, str, bool]]) -> list[Tex]:
    """Each author ``(name, bold, marks, underline)`` as :func:`author_line` sets it."""
    names = []
    for author, bold, marks, underline in authors:
        name = (
            Tex(rf"\underline{{{tex(author)}}}" + tex(marks)) if underline else tex(author + marks)
        )
        names.append(Tex(rf"\textbf{{{name}}}") if bold else name)
    return names


def paper_entry(paper: PaperEntry, locale: Locale) -> View:
    """A paper as an entry: the owner in bold, authors marked ``*`` and ``†``;
    with, for the themes that cite papers their own way (``look.papers``),
    seed 000's venue line and seed 004's reference (:mod:`cvgen.cv.citation`)."""
    line = author_line(
        ((a.name, a.owner, a.marks, a.underline) for a in paper.authors), paper.aside
    )
    extras = extras_line(paper)
    view = paper.item.paper
    return {
        "title": tex(paper.title),
        "location": tex(paper.venue),
        "role": tex(paper.status),
        "date": tex(paper.when),
        "bullets": [{"text": text, "items": []} for text in (line, extras) if text],
        "authors": line,
        "edition_venue": tex(venue_edition_line(view, locale)),
        "edition_when": tex(edition_when(view, locale)),
        "initials": reference_authors(paper, locale.papers.and_word),
        "cited_venue": tex(cited_venue(view, locale)),
        "note": tex(paper.note),
        "extras": extras,
    }


def reference_authors(paper: PaperEntry, and_word: str) -> Tex:
    """A reference's authors (IEEE's style): every one by initials, the owner in
    bold, marked and underlined as :func:`author_line` does, ``and`` before the
    last (``Q. Hu*, Z. Ye*, Z. Wang, et al.``)."""
    names = [initials(a.name) for a in paper.authors]
    authors = zip(names, paper.authors, strict=True)
    marked = author_names((n, a.owner, a.marks, a.underline) for n, a in authors)
    separators = author_series(names, and_word)
    return Tex("".join(tex(sep) + name for sep, name in zip(separators, marked, strict=True)))


def extras_line(paper: PaperEntry) -> Tex:
    """A paper's awards and note, then its code, slides, ... as labelled links
    (``Best Paper Award · Code``, each label an ``\\href``); empty without."""
    links = [Tex(rf"\href{{{tex_url(link.url)}}}{{{tex(link.label)}}}") for link in paper.links]
    parts = ([tex(paper.extras)] if paper.extras else []) + links
    return Tex(tex(" · ").join(parts))


def honor_groups(groups: Sequence[HonorGroup]) -> list[View]:
    return [
        {
            "name": tex_words(group.category),
            "rows": [
                {
                    "year": tex_words(row.year),
                    "title": tex_words(row.title),
                    "issuer": tex_words(row.issuer),
                    "location": tex_words(row.place),
                }
                for row in group.rows
            ],
        }
        for group in groups
    ]


def skill_rows(rows: Sequence[SkillRow]) -> list[View]:
    """``parts`` keeps each item on its own (for marking changes, see :mod:`cvgen.diff.marked`)."""
    return [
        {
            "category": tex_words(row.category),
            "items": Tex(tex(row.separator).join(tex_markup(item) for item in row.items if item)),
            "parts": [tex_markup(item) for item in row.items if item],
        }
        for row in rows
    ]
