"""The template values of each section and entry, for any escaper: one builder
that the LaTeX view (:mod:`cvgen.render.latex.view`) and the Typst view
(:mod:`cvgen.render.typst.view`) each instantiate with their own.

The CV's document (:mod:`cvgen.cv.document`) says what a section shows, and
the format-neutral views (:mod:`cvgen.cv.views`, :mod:`cvgen.cv.papers`) what
an entry, a paper, a group of honours and a row of skills show; a
:class:`ViewBuilder` escapes them with its renderer's functions (``tex``,
``typ``, ...), so the two views hold the same keys and differ only in the
markup of their text. Every string it returns is of the renderer's escaped
type (``Tex``, ``Typ``): it never passes a user's text through unescaped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from cvgen.cv.citation import author_series, cited_venue, edition_when, initials, venue_edition_line
from cvgen.cv.document import DocSection
from cvgen.cv.papers import PaperEntry
from cvgen.cv.views import EntryView, HonorGroup, SkillRow
from cvgen.cv.words import Words
from cvgen.model import Bullet
from cvgen.model.locale import Locale

View = dict[str, Any]
T = TypeVar("T", bound=str)


@dataclass(frozen=True)
class ViewBuilder(Generic[T]):
    """The views of one renderer, made with its escaper: ``text`` (plain text
    shown as written), ``markup`` (cvgen's ``**bold**``, links), ``url`` (a
    link's address, empty when it may not be a link); ``bold``, ``underline``
    and ``link(url, label)`` wrap escaped values (a ``link`` whose address is
    empty may come out empty, and is left out); ``comma``: between authors."""

    kind: type[T]
    text: Callable[[str], T]
    markup: Callable[[str], T]
    url: Callable[[str], T]
    bold: Callable[[T], T]
    underline: Callable[[T], T]
    link: Callable[[T, T], T]
    comma: T

    def words(self, words: Words) -> T:
        """The user's pieces with their markup, cvgen's words as written; each on its own."""
        return self.kind(
            "".join(self.markup(p.text) if p.markup else self.text(p.text) for p in words.pieces)
        )

    def bullet(self, bullet: Bullet) -> View:
        return {"text": self.markup(bullet.text), "items": [self.bullet(b) for b in bullet.items]}

    def entry(self, view: EntryView) -> View:
        """A dated entry: its labelled lines are its first bullets."""
        lines = [{"text": self.words(line), "items": []} for line in view.lines]
        return {
            "title": self.words(view.title),
            "location": self.words(view.place),
            "role": self.words(view.role),
            "date": self.words(view.dates),
            "bullets": lines + [self.bullet(b) for b in view.bullets],
            "group": self.words(view.group),  # the heading of the group it begins, if any
            "continues": view.continues,  # another position at the employer above
        }

    def author_line(self, authors: Iterable[tuple[str, bool, str, bool]], aside: str) -> T:
        """A paper's authors, each ``(name, bold, marks, underline)``: the bold ones
        (a CV's owner, the group's members on its page) in bold, each followed by
        its marks (``*``, ``†``: :func:`cvgen.cv.papers.author_marks`) and
        underlined if its marks say so, then ``aside``, what the marks mean in the
        locale's brackets (the paper's, :func:`cvgen.cv.papers.marks_note`)."""
        line = self.kind(self.comma.join(self.author_names(authors)))
        return self.kind(line + self.text(aside)) if aside else line

    def author_names(self, authors: Iterable[tuple[str, bool, str, bool]]) -> list[T]:
        """Each author ``(name, bold, marks, underline)`` as :meth:`author_line` sets it."""
        names = []
        for author, bold, marks, underline in authors:
            if underline:
                name = self.kind(self.underline(self.text(author)) + self.text(marks))
            else:
                name = self.text(author + marks)
            names.append(self.bold(name) if bold else name)
        return names

    def paper(self, paper: PaperEntry, locale: Locale) -> View:
        """A paper as an entry: the owner in bold, authors marked ``*`` and ``†``;
        with, for the themes that cite papers their own way (``look.papers``),
        seed 000's venue line and seed 004's reference (:mod:`cvgen.cv.citation`)."""
        line = self.author_line(
            ((a.name, a.owner, a.marks, a.underline) for a in paper.authors), paper.aside
        )
        extras = self.extras_line(paper)
        view = paper.item.paper
        return {
            "title": self.text(paper.title),
            "location": self.text(paper.venue),
            "role": self.text(paper.status),
            "date": self.text(paper.when),
            "bullets": [{"text": text, "items": []} for text in (line, extras) if text],
            "authors": line,
            "edition_venue": self.text(venue_edition_line(view, locale)),
            "edition_when": self.text(edition_when(view, locale)),
            "initials": self.reference_authors(paper, locale.papers.and_word),
            "cited_venue": self.text(cited_venue(view, locale)),
            "note": self.text(paper.note),
            "extras": extras,
            "group": self.kind(""),
            "continues": False,
        }

    def reference_authors(self, paper: PaperEntry, and_word: str) -> T:
        """A reference's authors (IEEE's style): every one by initials, the owner in
        bold, marked and underlined as :meth:`author_line` does, ``and`` before the
        last (``Q. Hu*, Z. Ye*, Z. Wang, et al.``)."""
        names = [initials(a.name) for a in paper.authors]
        authors = zip(names, paper.authors, strict=True)
        marked = self.author_names((n, a.owner, a.marks, a.underline) for n, a in authors)
        separators = author_series(names, and_word)
        return self.kind(
            "".join(self.text(s) + name for s, name in zip(separators, marked, strict=True))
        )

    def extras_line(self, paper: PaperEntry) -> T:
        """A paper's awards and note, then its code, slides, ... as labelled links
        (``Best Paper Award · Code``); empty without."""
        links = [self.link(self.url(k.url), self.text(k.label)) for k in paper.links]
        parts = ([self.text(paper.extras)] if paper.extras else []) + [k for k in links if k]
        return self.kind(self.text(" · ").join(parts))

    def honor_groups(self, groups: Sequence[HonorGroup]) -> list[View]:
        return [
            {
                "name": self.words(group.category),
                "rows": [
                    {
                        "year": self.words(row.year),
                        "title": self.words(row.title),
                        "issuer": self.words(row.issuer),
                        "location": self.words(row.place),
                    }
                    for row in group.rows
                ],
            }
            for group in groups
        ]

    def skill_rows(self, rows: Sequence[SkillRow]) -> list[View]:
        """``parts`` keeps each item on its own (for marking changes: :mod:`cvgen.diff.marked`)."""
        return [
            {
                "category": self.words(row.category),
                "items": self.kind(
                    self.text(row.separator).join(self.markup(i) for i in row.items if i)
                ),
                "parts": [self.markup(item) for item in row.items if item],
            }
            for row in rows
        ]

    def section(self, section: DocSection, locale: Locale) -> View:
        """A section as the templates lay it out: its ``kind`` says which values
        count. Papers carry their number (``label``) and their group's title
        (``subsection``: a title starts where it changes); ``counted``: numbered
        1, 2, ... in one untitled list, as a list counts by itself; ``widest``:
        the widest number, which a reference list's labels are set as wide as."""
        papers = [
            {**self.paper(p, locale), "label": self.text(p.number), "subsection": title}
            for g in section.paper_groups
            for title in [self.text(g.title)]
            for p in g.papers
        ]
        widest = max((p.number for p in section.papers), key=len, default="")
        numbers = [str(self.text(p.number)) for p in section.papers if p.number]
        return {
            "id": self.kind(section.id),
            "kind": self.kind(section.layout),
            "title": (self.text(section.heading[0]), self.text(section.heading[1])),
            "entries": [self.entry(e) for e in section.entries] + papers,
            "papers": bool(section.papers),  # its entries are papers (look.papers lays them out)
            "numbered": section.numbered,
            "grouped": section.grouped,
            "counted": section.counted_plainly,
            "widest": self.text(widest),
            # every number, for a column as wide as the widest set (cvpaperlist)
            "labels": self.kind(",".join(dict.fromkeys(numbers))),
            "text": self.markup(section.text),
            "items": [self.bullet(Bullet(text=t)) for t in section.items],
            "groups": self.honor_groups(section.groups),
            "rows": self.skill_rows(section.rows),
            "summary": self.words(section.summary),
        }


def wrapper(template: str, kind: type[T]) -> Callable[[T], T]:
    """A function that puts an escaped value in ``template``'s ``{}``
    (``\\textbf{{{}}}``, ``#strong[{}]``)."""
    return lambda value: kind(template.format(value))
