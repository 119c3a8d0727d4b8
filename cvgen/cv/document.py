"""The CV as every output shows it, before any format: one :class:`CvDocument`.

Built once from a selected CV (:func:`cv_document`): the header (the name split
for its bold family name, the position line, the address, each contact with
its link), the summary line when the style asks for one (:mod:`cvgen.cv.summaryline`)
and the sections the variant shows, in its order
(:mod:`cvgen.cv.sections`), each with a stable id, its heading (split where the
locale's accent ends) and what it lists: dated entries
(:class:`~cvgen.cv.views.EntryView`), papers
(:class:`~cvgen.cv.papers.PaperEntry`), a paragraph, list items, honour groups
or skill rows. A section with nothing to show is not in the document, and an
empty list item is not in its section.

The LaTeX source, the web page, the Markdown and JSON Resume exports and the
diff's entries are each this document, escaped and laid out by a template or
a small writer (:mod:`cvgen.render`, :mod:`cvgen.diff.entries`); none of them
walks the profile again, so they show the same sections, with the same ids,
and the same items. Texts are :class:`~cvgen.cv.words.Words` or the user's
markup: each output escapes them with its own escaper.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from cvgen.cv.contacts import ContactKind, contact_text, contact_url, given_contacts
from cvgen.cv.papergroups import PaperGroup, counted_plainly, group_papers, paper_listing
from cvgen.cv.papers import PaperEntry, paper_entry
from cvgen.cv.sections import SECTIONS, Kind, Section, section_heading
from cvgen.cv.selection import SelectedCV
from cvgen.cv.summaries import AsOf
from cvgen.cv.summaryline import summary_line
from cvgen.cv.views import (
    EntryView,
    HonorGroup,
    SkillRow,
    entry_view,
    grouped,
    honor_groups,
    skill_rows,
)
from cvgen.cv.words import Words, joined
from cvgen.model import Profile
from cvgen.model.dates import PartialDate
from cvgen.model.entries import custom_ids as custom_ids  # the ids the diff and outputs share
from cvgen.model.entries import section_ids
from cvgen.model.locale import Locale
from cvgen.model.markup import plain_text
from cvgen.model.theme import ThemeLook
from cvgen.model.wordpatterns import fill
from cvgen.sources.photo import Photo


@dataclass(frozen=True)
class Contact:
    kind: ContactKind
    value: str  # as written
    url: str  # where it links to; empty: no link (cvgen.model.links)
    label: str = ""  # its kind's label; a link of the person's own: its own
    word: str = ""  # what a header of words says before it, in the CV's language ("Email")

    @property
    def text(self) -> str:
        """What the header shows: the value, or the label for an opaque id
        (a Google Scholar user id means nothing to a reader)."""
        return contact_text(self.kind, self.value, self.label)

    @property
    def name(self) -> str:
        """What an export names it by: its label, else the value (an e-mail address)."""
        return self.label or self.value


@dataclass(frozen=True)
class Header:
    name: str  # the user's text, with its markup
    given: str  # the name split for the family name in bold (plain text)
    family: str
    position: Words  # position · affiliation
    address: str  # the user's text, with its markup
    contacts: tuple[Contact, ...]  # in the header's order (cvgen.cv.contacts)
    photo: Photo | None = None  # None: none, or the variant leaves it out
    # after a contact's word ("Email: ..."): the locale's label separator as its
    # mark and the space after it, which no line breaks at (":", " "; French
    # "\u00a0:", " "; Chinese "：", "")
    word_separator: tuple[str, str] = (":", " ")


@dataclass(frozen=True)
class DocSection:
    """One section as shown; only the contents of its kind are filled in."""

    id: str  # the registry's name; a custom section's id (:func:`custom_ids`)
    section: Section  # its declaration (a custom section: the registry's ``custom``)
    heading: tuple[str, str]  # the title: the locale's accented head, and the rest
    entries: tuple[EntryView, ...] = ()  # ENTRIES and CUSTOM
    papers: tuple[PaperEntry, ...] = ()  # PAPERS, in the order shown (numbered, if they are)
    paper_groups: tuple[PaperGroup, ...] = ()  # PAPERS: the same papers in their groups
    text: str = ""  # PARAGRAPH: the user's markup
    items: tuple[str, ...] = ()  # LIST: the user's texts, none empty
    groups: tuple[HonorGroup, ...] = ()  # HONORS
    rows: tuple[SkillRow, ...] = ()  # SKILLS
    summary: Words = field(
        default_factory=Words
    )  # its summary line (Section.summary), shown before the entries

    @property
    def title(self) -> str:
        return "".join(self.heading)

    @property
    def grouped(self) -> bool:
        """Its papers are shown under group titles (``group_by``)."""
        return any(g.title for g in self.paper_groups)

    @property
    def numbered(self) -> bool:
        """Its papers carry numbers (``numbering``)."""
        return any(p.number for p in self.papers)

    @property
    def counted_plainly(self) -> bool:
        """Its papers are numbered 1, 2, ... as shown, in one untitled list."""
        return counted_plainly(self.paper_groups)

    @property
    def kind(self) -> Kind:
        return self.section.kind

    @property
    def layout(self) -> str:
        """How a template lays it out: papers and custom sections are ``entries``."""
        return "entries" if self.kind in (Kind.CUSTOM, Kind.PAPERS) else self.kind.value

    def __bool__(self) -> bool:
        return any((self.entries, self.papers, self.text, self.items, self.groups, self.rows))


@dataclass(frozen=True)
class CvDocument:
    header: Header
    sections: tuple[DocSection, ...]
    locale: Locale
    summary: str = ""  # the summary line under the header (plain text); '' for none


def cv_document(
    selected: SelectedCV, as_of: PartialDate | None = None, *, look: ThemeLook | None = None
) -> CvDocument:
    """The document of a selected CV, in its locale (see the module doc); with
    the sections' summary lines as of ``as_of`` (the CV's date) when given and
    the style asks for them (``section_summaries``); its papers grouped and
    numbered as its style says, else as its theme's ``look`` (the PDF's and the
    web page's; None: the style alone, as the exports)."""
    sections = (s for s in _sections(selected, look) if s)
    if as_of is not None and selected.profile.style.section_summaries:
        sections = (_summarized(s, selected, as_of) for s in sections)
    return CvDocument(
        header(selected.profile, shown_photo(selected), selected.locale),
        tuple(sections),
        selected.locale,
        summary_line(selected),
    )


def _summarized(section: DocSection, selected: SelectedCV, day: PartialDate) -> DocSection:
    """``section`` with its summary line: made from every entry of the profile
    the CV was selected from (:mod:`cvgen.cv.summaries`)."""
    summarize = section.section.summary
    if summarize is None:
        return section
    entries = getattr(selected.cv.profile, section.section.field)
    as_of = AsOf(selected.locale, day, selected.cv.papers)
    return dataclasses.replace(section, summary=summarize(entries, as_of))


def shown_photo(selected: SelectedCV) -> Photo | None:
    """The profile's photo, unless the variant leaves it out (``photo: false``)."""
    return selected.cv.photo if selected.variant.photo else None


def footer_text(profile: Profile, locale: Locale, version_date: PartialDate) -> str:
    """The style's footer (else the locale's) with its ``{name}`` and ``{date}``
    filled in (nothing else in the user's text is read as a placeholder)."""
    values = {"name": plain_text(profile.name), "date": locale.full_date(version_date)}
    footer = locale.document.footer if profile.style.footer is None else profile.style.footer
    return re.sub(r"\{(name|date)\}", lambda m: values[m[1]], footer)


def photo_files(selected: SelectedCV) -> tuple[tuple[str, bytes], ...]:
    """The photo the CV shows, under the fixed name its view gives the
    typesetter (LaTeX's and Typst's alike)."""
    photo = shown_photo(selected)
    return ((photo.file_name, photo.data),) if photo else ()


def header(profile: Profile, photo: Photo | None = None, locale: Locale | None = None) -> Header:
    given, family = _split_name(profile)
    words = locale.contacts if locale else None
    contacts = (
        Contact(
            kind,
            value,
            contact_url(kind.field, value),
            label,
            getattr(words, kind.field, kind.word),
        )
        for kind, value, label in given_contacts(profile.contacts)
    )
    return Header(
        name=profile.name,
        given=given,
        family=family,
        position=joined(" · ", [profile.position, profile.affiliation]),
        address=profile.address,
        contacts=tuple(contacts),
        photo=photo,
        word_separator=word_separator(locale.labels.separator) if locale else (":", " "),
    )


def word_separator(separator: str) -> tuple[str, str]:
    """A label separator as its mark and the space after it: ``": "`` is
    ``(":", " ")``, ``"："`` is ``("：", "")``."""
    mark = separator.rstrip(" ")
    return mark, separator[len(mark) :]


def _split_name(profile: Profile) -> tuple[str, str]:
    """(given, family): the family name is set in bold; without one, the last word."""
    name = plain_text(profile.name).strip()
    family = profile.family_name.strip()
    if family and name.endswith(family):
        return name[: -len(family)].strip(), family
    given, _, last = name.rpartition(" ")
    return given, last


def split_heading(title: str, locale: Locale) -> tuple[str, str]:
    """The locale's first ``title_accent`` characters (in the accent colour), and
    the rest (0: all of it)."""
    head = locale.title_accent or len(title)
    return title[:head], title[head:]


def _sections(selected: SelectedCV, look: ThemeLook | None) -> Iterator[DocSection]:
    profile, locale = selected.profile, selected.locale
    names = selected.variant.sections
    customs = dict(zip(section_ids(profile.custom_sections), profile.custom_sections, strict=True))
    for name in names:
        if name in customs or name == "custom":  # one custom section, or those not named
            section = SECTIONS["custom"]
            for id_ in [name] if name in customs else [i for i in customs if i not in names]:
                custom = customs[id_]
                entries = tuple(entry_view(section, e, locale) for e in custom.entries)
                yield DocSection(id_, section, split_heading(custom.title, locale), entries)
            continue
        if name not in SECTIONS:  # a name this cvgen does not know (a newer one's PDF)
            continue
        section = SECTIONS[name]
        title = section_heading(profile.section_titles, section.name, locale)
        yield DocSection(
            section.name,
            section,
            split_heading(title, locale),
            **_contents(section, selected, look),
        )


def _contents(section: Section, selected: SelectedCV, look: ThemeLook | None) -> dict[str, Any]:
    """What a section of the registry lists, under :class:`DocSection`'s name for its kind."""
    profile, locale, kind = selected.profile, selected.locale, section.kind
    value = getattr(profile, section.field)
    if kind is Kind.ENTRIES:
        views = grouped(section, value, locale)
        return {"entries": positions(views) if section.name == "experience" else views}
    if kind is Kind.PAPERS:
        meanings = selected.cv.author_marks
        papers = [paper_entry(p, locale, meanings) for p in selected.papers]
        groups = group_papers(papers, paper_listing(profile.style, look), locale)
        shown_papers = tuple(p for g in groups for p in g.papers)
        return {"papers": shown_papers, "paper_groups": groups}
    if kind is Kind.PARAGRAPH:
        return {"text": value}
    if kind is Kind.LIST:
        return {"items": tuple(t for t in value if t)}
    if kind is Kind.HONORS:
        return {"groups": honor_groups(value, locale)}
    return {"rows": skill_rows(profile, locale)}


def positions(views: tuple[EntryView, ...]) -> tuple[EntryView, ...]:
    """Several positions at one employer under it (Awesome-CV's issues 3, 297,
    333, 376): an entry whose organization and place are the entry's before it
    (as the variant shows them, in plain text) ``continues`` it, and the
    outputs show only its role and dates below. Each stays an entry of its own
    for the diff, JSON Resume and the page budget."""
    shown: list[EntryView] = []
    for view in views:
        before = shown[-1] if shown else None
        same = bool(before and _employer(view)[0] and _employer(before) == _employer(view))
        shown.append(dataclasses.replace(view, continues=True) if same else view)
    return tuple(shown)


def _employer(view: EntryView) -> tuple[str, str]:
    return view.title.plain().casefold().strip(), view.place.plain().casefold().strip()


def title_and_subject(profile: Profile, locale: Locale, day: PartialDate) -> tuple[str, str]:
    """What a CV says it is, in its locale's words: the PDF's Title and Subject,
    the web page's title and description ("Curriculum vitae of Zili Zhang,
    version of 10 October 2024"); no internal name such as the variant's."""
    name, words = plain_text(profile.name), locale.document
    return fill(words.title, name=name), fill(words.subject, name=name, date=locale.full_date(day))
