"""What a section's entries show, before any output lays them out.

:func:`entry_view` makes a dated entry's title, role, place, dates, labelled
lines and bullets as its :class:`~cvgen.cv.sections.Section` declares them;
honours come grouped by category, skills as rows; papers are in
:mod:`cvgen.cv.papers`. Texts are :class:`~cvgen.cv.words.Words` or the
user's markup, which each output escapes with its own escaper.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field

from cvgen.cv.merge import CvPaper
from cvgen.cv.sections import Kind, Section, bracketed, shown_words
from cvgen.cv.words import Words, marked, own
from cvgen.model import Bullet, Dated, Honor, Profile
from cvgen.model.locale import Locale


@dataclass(frozen=True)
class EntryView:
    """A dated entry as every output shows it."""

    title: Words
    role: Words  # below the title
    place: Words  # at its right
    dates: Words  # below the place
    lines: tuple[Words, ...]  # the labelled lines, before the bullets
    bullets: tuple[Bullet, ...]
    entry: Dated  # as written (what the diff and JSON Resume read)
    group: Words = field(
        default_factory=Words
    )  # the heading of the group this entry begins (Section.group)
    # another position at the organization of the entry before it: shown under
    # that one's heading, its role and dates only (cvgen.cv.document.positions)
    continues: bool = False


def entry_view(section: Section, entry: Dated, locale: Locale) -> EntryView:
    place = next((text for name in section.place if (text := getattr(entry, name, ""))), "")
    lines = (line.words(entry, locale) for line in section.lines)
    return EntryView(
        title=shown_words(section.title, entry, locale),
        role=shown_words(section.role, entry, locale),
        place=marked(place),
        dates=entry_dates(entry, locale),
        lines=tuple(line for line in lines if line),
        bullets=tuple(getattr(entry, "bullets", ())),
        entry=entry,
    )


def grouped(section: Section, entries: Sequence[Dated], locale: Locale) -> tuple[EntryView, ...]:
    """The entries' views; grouped as the section says (:attr:`Section.group`):
    the groups in the order first seen, the first entry of each carrying its heading."""
    views = [entry_view(section, e, locale) for e in entries]
    if section.group is None:
        return tuple(views)
    groups: dict[str, list[EntryView]] = {}
    heads: dict[str, Words] = {}
    for view in views:
        head = section.group(view.entry, locale)
        heads.setdefault(head.plain(), head)
        groups.setdefault(head.plain(), []).append(view)
    return tuple(
        dataclasses.replace(view, group=heads[key] if n == 0 else Words())
        for key, members in groups.items()
        for n, view in enumerate(members)
    )


def entry_dates(entry: Dated, locale: Locale) -> Words:
    """The free-text ``when`` as written, else ``Sep. 2019 - Jun. 2023``."""
    if entry.when:
        return marked(entry.when)
    return own(locale.date_range(entry.start, entry.end, expected=entry.expected))


@dataclass(frozen=True)
class HonorRow:
    honor: Honor  # as written (what the diff compares)
    year: Words  # the free-text ``when``, else the year
    title: Words  # with the rank: ``Scholarship (4/200)``
    issuer: Words
    place: Words  # empty where it only repeats the issuer
    join: str  # between the title, issuer and place: the locale's ``punctuation.parts``


@dataclass(frozen=True)
class HonorGroup:
    category: Words  # empty: the honours without a category, under no sub-heading
    rows: tuple[HonorRow, ...]


def honor_groups(honors: Sequence[Honor], locale: Locale) -> tuple[HonorGroup, ...]:
    """Honours grouped by category, the categories in the order first seen."""
    groups: dict[str, list[HonorRow]] = {}
    for h in honors:
        groups.setdefault(h.category, []).append(
            HonorRow(
                honor=h,
                year=marked(h.when) if h.when else own(locale.month_year(h.year)),
                title=marked(h.title) + bracketed(marked(h.rank), locale),
                issuer=marked(h.issuer),
                place=marked("" if h.location == h.issuer else h.location),
                join=locale.punctuation.parts,
            )
        )
    return tuple(HonorGroup(marked(name), tuple(rows)) for name, rows in groups.items())


@dataclass(frozen=True)
class SkillRow:
    category: Words
    items: tuple[str, ...]  # the user's texts, with markup (an empty one is not shown)
    separator: str  # between the items: the locale's ``punctuation.items``


def skill_rows(profile: Profile, locale: Locale) -> tuple[SkillRow, ...]:
    """One row per category of skills, then the languages and the interests."""
    marks = locale.punctuation
    between = marks.items
    rows = [SkillRow(marked(c), tuple(items), between) for c, items in profile.skills.items()]
    if profile.languages:
        langs = (
            f"{x.name}{marks.bracket_open}{x.level}{marks.bracket_close}" if x.level else x.name
            for x in profile.languages
        )
        rows.append(SkillRow(own(locale.labels.languages), tuple(langs), between))
    if profile.interests:
        rows.append(SkillRow(own(locale.labels.interests), tuple(profile.interests), between))
    return tuple(rows)


def entries_of(
    section: Section, profile: Profile, papers: Sequence[CvPaper], locale: Locale
) -> Sequence[object]:
    """What ``section`` lists: the profile's entries, the papers, the skill rows;
    every custom section's entries; a paragraph's text if it has one."""
    if section.kind is Kind.PAPERS:
        return papers
    if section.kind is Kind.SKILLS:
        return skill_rows(profile, locale)
    if section.kind is Kind.CUSTOM:
        return [e for s in profile.custom_sections for e in s.entries]
    value = getattr(profile, section.field)
    if section.kind is Kind.PARAGRAPH:
        return [value] if value else []
    return value  # type: ignore[no-any-return]


def current_role(profile: Profile) -> tuple[str, str]:
    """What the person is now when the profile gives no position: the first
    ongoing degree (degree, institution), else the first ongoing job (role,
    organization); ``("", "")`` when nothing goes on."""
    for entry in profile.education:
        if entry.end is not None and entry.end.present:
            return entry.degree, entry.institution
    for job in profile.experience:
        if job.end is not None and job.end.present:
            return job.role, job.organization
    return "", ""
