"""Every section a CV can show, declared once.

A :class:`Section` names the profile field that holds the section's entries
(its default heading is its locale's: :mod:`cvgen.model.locale`), its kind
of entry, how an entry is known again in another version of the profile
(for ``cvgen diff``), and the labelled lines an entry shows before its
bullets. The select stage, the CV's document (:mod:`cvgen.cv.document`, which
every output lays out: LaTeX, the web page, Markdown, JSON Resume, the diff)
and ``cvgen list`` read :data:`SECTIONS`; none of them names a section's
fields again. How to add one:
``docs/adding-a-section.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from cvgen.cv.words import Words, joined, marked, own
from cvgen.model import Education, Project
from cvgen.model.links import absolute_url, safe_link
from cvgen.model.locale import Locale
from cvgen.model.markup import quote


class Kind(Enum):
    """How a section's entries look; every output has one layout per kind."""

    ENTRIES = "entries"  # dated entries: title, role, place, dates, labelled lines, bullets
    PARAGRAPH = "paragraph"  # one text
    LIST = "list"  # short texts, one a line
    PAPERS = "papers"  # the papers merged from the publication database
    HONORS = "honors"  # grouped under their categories
    SKILLS = "skills"  # rows of a category and its items, then languages and interests
    CUSTOM = "custom"  # the profile's own sections, each a list of dated entries


@dataclass(frozen=True)
class Line:
    """A labelled line an entry shows before its bullets: ``Advisor: Prof. Xin Jin``."""

    label: str  # the locale's label (its ``labels`` key); empty: the value alone
    value: Callable[[Any, Locale], Words]  # made from the entry; empty: no line

    def words(self, entry: Any, locale: Locale) -> Words:
        value = self.value(entry, locale)
        if not value or not self.label:
            return value
        labels = locale.labels
        return own(f"{getattr(labels, self.label)}{labels.separator}") + value


def field_text(name: str) -> Callable[[Any, Locale], Words]:
    """A line's value: the entry's field ``name`` as written."""
    return lambda entry, _: marked(getattr(entry, name))


def labelled(name: str) -> Line:
    """``Advisor: ...`` from the field ``advisor``, labelled by the locale's ``advisor``."""
    return Line(name, field_text(name))


@dataclass(frozen=True)
class Section:
    name: str  # as variants, section_titles and a locale's sections name it
    kind: Kind
    field: str  # the profile's field holding the entries
    # ENTRIES and CUSTOM: the fields that identify an entry across versions
    # (diff: all of them first, then any two); other kinds have their kind's rule
    identity: tuple[str, ...] = ()
    title: str = ""  # ENTRIES and CUSTOM: the field shown as an entry's title,
    role: str = ""  # the one below it,
    place: tuple[str, ...] = ("location",)  # and at its right: the first of these given
    lines: tuple[Line, ...] = ()  # the labelled lines, in order


def bracketed(words: Words, locale: Locale) -> Words:
    """`` (top 9%)``, ``（4/200）``: an aside in the locale's brackets; nothing for nothing."""
    if not words:
        return Words()
    marks = locale.punctuation
    return own(marks.bracket_open) + words + own(marks.bracket_close)


def _gpa(e: Education, locale: Locale) -> Words:
    """``3.71/4.0 (top 9%)``; a rank without a GPA has a line of its own."""
    if not e.gpa:
        return Words()
    return marked(e.gpa) + bracketed(marked(e.rank), locale)


def _rank(e: Education, _: Locale) -> Words:
    return Words() if e.gpa else marked(e.rank)


def _courses(e: Education, _: Locale) -> Words:
    return joined(" / ", e.courses)


def _project_link(p: Project, _: Locale) -> Words:
    link = safe_link(absolute_url(p.url))  # cvgen.model.links: or no link, the address as text
    return marked(f"[{p.url}]({link})" if link else quote(p.url)) if p.url else Words()


#: Every section, in the default order (that of :data:`cvgen.model.SectionName`)
SECTIONS: dict[str, Section] = {
    s.name: s
    for s in (
        Section("summary", Kind.PARAGRAPH, "summary"),
        Section("research_interests", Kind.LIST, "research_interests"),
        Section(
            "education",
            Kind.ENTRIES,
            "education",
            identity=("institution", "degree", "start"),
            title="institution",
            role="degree",
            lines=(
                Line("gpa", _gpa),
                Line("rank", _rank),
                labelled("advisor"),
                labelled("thesis"),
                Line("courses", _courses),
            ),
        ),
        Section(
            "experience",
            Kind.ENTRIES,
            "experience",
            identity=("organization", "role", "start"),
            title="organization",
            role="role",
            lines=(labelled("topic"), labelled("advisor"), labelled("mentor")),
        ),
        Section(
            "teaching",
            Kind.ENTRIES,
            "teaching",
            identity=("course", "institution", "start"),
            title="course",
            role="role",
            place=("location", "institution"),
        ),
        Section(
            "projects",
            Kind.ENTRIES,
            "projects",
            identity=("name", "role", "start"),
            title="name",
            role="role",
            lines=(Line("", field_text("description")), Line("", _project_link)),
        ),
        Section("publications", Kind.PAPERS, "publications"),
        Section("honors", Kind.HONORS, "honors"),
        Section("skills", Kind.SKILLS, "skills"),
        Section(
            "custom",  # each custom section has its own title
            Kind.CUSTOM,
            "custom_sections",
            identity=("title", "subtitle"),
            title="title",
            role="subtitle",
        ),
    )
}


def section_heading(section_titles: Mapping[Any, str], name: str, locale: Locale) -> str:
    """A section's heading: the profile's ``section_titles``, else the locale's."""
    return section_titles.get(name) or locale.heading(name) or name


def shown(names: Iterable[str]) -> Iterator[Section]:
    """The sections a variant shows, in its order; a name this cvgen does not know
    (a variant read back from a PDF that a newer one made) shows nothing."""
    for name in names:
        if name in SECTIONS:
            yield SECTIONS[name]
