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

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from cvgen.cv.summaries import (
    AsOf,
    grant_amount,
    grant_totals,
    review_total,
    supervision_counts,
    talk_counts,
)
from cvgen.cv.words import Words, joined, marked, own
from cvgen.model import Education, Project
from cvgen.model.entries import GRANT_ROLE_KEYS, Grant, Service, Supervision, Talk
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


#: what an entry shows in one of its places: a field's name (its text as
#: written), or a function of the entry and the locale
Shown = str | Callable[[Any, Locale], Words]


def shown_words(shown: Shown, entry: Any, locale: Locale) -> Words:
    """An entry's title or role as :class:`Section` declares it."""
    return marked(getattr(entry, shown)) if isinstance(shown, str) else shown(entry, locale)


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
    title: Shown = ""  # ENTRIES and CUSTOM: the field shown as an entry's title,
    role: Shown = ""  # the one below it,
    place: tuple[str, ...] = ("location",)  # and at its right: the first of these given
    lines: tuple[Line, ...] = ()  # the labelled lines, in order
    # ENTRIES: the heading an entry is grouped under (the groups in the order
    # first seen, each entry kept in its place within its group); None: no groups
    group: Callable[[Any, Locale], Words] | None = None
    # the section's summary line (totals, counts), made from every entry of the
    # profile (not only those the variant shows) as of the CV's date
    summary: Callable[[Sequence[Any], AsOf], Words] | None = None


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


def _funding(g: Grant, locale: Locale) -> Words:
    return joined(locale.punctuation.parts, [g.funder, g.programme])


def _grant_terms(g: Grant, locale: Locale) -> Words:
    """``Role: PI, Amount: USD 1,200,000, Share: USD 400,000``: one line."""
    labels = locale.labels
    terms = [
        (labels.grant_role, getattr(locale.academic.grant_roles, GRANT_ROLE_KEYS[g.role])),
        (labels.amount, grant_amount(g.amount, g.currency, locale)),
        (labels.share, grant_amount(g.share, g.currency, locale)),
    ]
    parts = (f"{label}{labels.separator}{value}" for label, value in terms if value)
    return own(locale.punctuation.parts.join(parts))


def _event(t: Talk, locale: Locale) -> Words:
    """``SOSP 2024 Workshop (Keynote)``: a keynote or contributed talk says so."""
    words = locale.academic.talks
    kind = words.keynote if t.keynote else (words.contributed if t.kind == "contributed" else "")
    return marked(t.event) + bracketed(own(kind), locale) if t.event else own(kind)


def _talk_links(t: Talk, locale: Locale) -> Words:
    """``[Slides](...) · [Video](...)``: each a link by cvgen.model.links' rule."""
    words = locale.papers.links
    links = [(words.slides, t.slides), (words.video, t.video)]
    result = Words()
    for label, url in links:
        if url:
            link = safe_link(absolute_url(url))
            piece = marked(f"[{quote(label)}]({link})") if link else own(f"{label} {url}")
            result = result + own(" · ") + piece if result else piece
    return result


def _level(s: Supervision, locale: Locale) -> Words:
    return own(getattr(locale.academic.levels, s.level))


def _service_group(s: Service, locale: Locale) -> Words:
    return own(getattr(locale.academic.service, s.kind))


def _reviews(s: Service, _: Locale) -> Words:
    return own(str(s.count)) if s.count is not None else Words()


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
        Section(
            "grants",
            Kind.ENTRIES,
            "grants",
            identity=("title", "funder", "start"),
            title="title",
            role=_funding,
            lines=(Line("", _grant_terms),),
            summary=grant_totals,
        ),
        Section("honors", Kind.HONORS, "honors"),
        Section(
            "talks",
            Kind.ENTRIES,
            "talks",
            identity=("title", "event", "start"),
            title="title",
            role=_event,
            lines=(labelled("host"), Line("", _talk_links)),
            summary=talk_counts,
        ),
        Section(
            "supervision",
            Kind.ENTRIES,
            "supervision",
            identity=("name", "level", "start"),
            title="name",
            role=_level,
            lines=(labelled("thesis"), labelled("co_advisor"), labelled("placement")),
            summary=supervision_counts,
        ),
        Section(
            "service",
            Kind.ENTRIES,
            "service",
            identity=("venue", "role", "start"),
            title="venue",
            role="role",
            lines=(Line("reviews", _reviews),),
            group=_service_group,
            summary=review_total,
        ),
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
