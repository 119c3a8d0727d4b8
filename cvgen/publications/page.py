"""The group's publication page: every paper of the database once, in its current
state, newest first, with the group's members in bold; grouped as the
database's ``group_by`` says: by year (the default), by kind (the groups and
titles of a CV's ``group_by: kind``, :mod:`cvgen.cv.papergroups`) or not at all.

The members are the people with a profile beside the database (their ``name``
and ``aliases``), each known by their profile's slug (:mod:`cvgen.publications.members`),
so the HTML page can be filtered by member as well as by year. A paper entered
twice (a title, a former title or a DOI in common) is shown once, in its most
advanced state, and reported as a warning.
:mod:`cvgen.publications.formats` lays the page out as markdown, HTML, LaTeX or BibTeX.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.cv.paperclass import paper_group
from cvgen.cv.papers import (
    DEFAULT_MARKS,
    author_marks,
    long_date,
    marks_note,
    paper_link,
    status_words,
    underlined,
    venue_long,
    venue_name,
    venue_short,
)
from cvgen.cv.workspace import Workspace
from cvgen.errors import FileReadError, Problem
from cvgen.model import PublicationDatabase
from cvgen.model.locale import Locale
from cvgen.model.paper import UNDATED_STATUSES, AuthorMarks
from cvgen.model.papergroups import PAPER_GROUPS
from cvgen.model.pubdb import PaperView, paper_as_of
from cvgen.model.sitewords import SiteWords
from cvgen.publications.members import MemberIndex
from cvgen.publications.members import PageMember as PageMember  # the page's API
from cvgen.publications.members import member_names as member_names  # the page's API
from cvgen.publications.twins import distinct_papers
from cvgen.sources.locales import builtin_locale
from cvgen.sources.paths import DATABASE_NAME, find_profiles
from cvgen.sources.yamlsource import SourceMap

DEFAULT_DATABASE = Path("profiles") / DATABASE_NAME


@dataclass(frozen=True)
class PageAuthor:
    name: str
    member_id: str  # the member's profile slug (zili-zhang); empty for a non-member
    roles: frozenset[str] = frozenset()  # what the marks say (cvgen.model.paper.ROLES)
    marks: str = ""  # the signs after the name, as the group's author_marks say
    underline: bool = False  # the name underlined, as they say

    @property
    def member(self) -> bool:
        """Has a profile: set in bold."""
        return bool(self.member_id)

    @property
    def equal(self) -> bool:
        return "equal_contribution" in self.roles

    @property
    def corresponding(self) -> bool:
        return "corresponding" in self.roles


@dataclass(frozen=True)
class PagePaper:
    paper: PaperView
    authors: tuple[PageAuthor, ...]
    words: Locale  # the page's language
    meanings: AuthorMarks = DEFAULT_MARKS  # the database's author_marks
    tags: tuple[str, ...] = ()  # the database's (a tag may say what the paper is)

    @property
    def year_anchor(self) -> str:
        """What the filter knows the paper's year by: ``2024``, ``undated``."""
        return str(self.paper.year) if self.paper.year is not None else "undated"

    @property
    def member_ids(self) -> tuple[str, ...]:
        """The members among the authors, each once, in the authors' order."""
        return tuple(dict.fromkeys(a.member_id for a in self.authors if a.member_id))

    @property
    def has_equal_contribution(self) -> bool:
        return any(a.equal for a in self.authors)

    @property
    def has_corresponding(self) -> bool:
        return any(a.corresponding for a in self.authors)

    @property
    def roles(self) -> frozenset[str]:
        """What the authors' marks say, all together."""
        return frozenset().union(*(a.roles for a in self.authors))

    @property
    def note(self) -> str:
        """What the authors' marks mean (``* indicates equal contribution``), or empty."""
        return marks_note(self.roles, self.words, self.meanings)

    @property
    def aside(self) -> str:
        """The note in the page's brackets, after the authors: `` (* ...)``."""
        return self.words.aside(self.note)

    # The wording of a paper's venue, status and date: cvgen.cv.papers
    @property
    def venue_short(self) -> str:
        return venue_short(self.paper)

    @property
    def venue_long(self) -> str:
        return venue_long(self.paper, self.words)

    @property
    def venue(self) -> str:
        return venue_name(self.paper, self.words)

    @property
    def date(self) -> str:
        return long_date(self.paper, self.words)

    @property
    def link(self) -> str:
        return paper_link(self.paper)


@dataclass(frozen=True)
class YearGroup:
    year: int | None  # None: the works not yet dated, first
    papers: tuple[PagePaper, ...]

    @property
    def anchor(self) -> str:
        """What the page's links and filter name the group by: ``2024``, ``undated``."""
        return str(self.year) if self.year is not None else "undated"

    @property
    def title(self) -> str:
        """``2024``; for the works not yet dated, their statuses in the locale's
        words, newest first: ``Accepted / Under review / In preparation``."""
        if self.year is not None:
            return str(self.year)
        words = {p.paper.status: status_words(p.paper, p.words) for p in self.papers}
        order = [s for s in UNDATED_STATUSES if s in words]
        return " / ".join(words[s] for s in order)


@dataclass(frozen=True)
class PageGroup:
    """Papers under one heading of the page: a year's (a :class:`YearGroup`'s),
    a kind's, or, ungrouped, all of them without a title."""

    anchor: str  # the section's id: 2024, undated, journal, all
    title: str
    papers: tuple[PagePaper, ...]


@dataclass(frozen=True)
class PublicationPage:
    years: tuple[YearGroup, ...]  # newest first: the filter's years
    warnings: tuple[Problem, ...] = ()  # papers entered twice
    members: tuple[PageMember, ...] = ()  # those with a paper on the page, by name
    words: Locale = field(default_factory=builtin_locale)  # the page's language
    group_by: str = "year"  # the database's: year, kind or none

    @property
    def groups(self) -> tuple[PageGroup, ...]:
        """The page's sections, as ``group_by`` says; each keeps the page's order."""
        if self.group_by == "year":
            return tuple(PageGroup(g.anchor, g.title, g.papers) for g in self.years)
        if self.group_by == "none":
            return (PageGroup("all", "", self.papers),) if self.papers else ()
        kinds: dict[str, list[PagePaper]] = {}
        for item in self.papers:
            kinds.setdefault(paper_group(item.paper, item.tags), []).append(item)
        titles = self.words.papers.groups
        return tuple(
            PageGroup(kind, getattr(titles, kind), tuple(kinds[kind]))
            for kind in PAPER_GROUPS
            if kind in kinds
        )

    @property
    def site(self) -> SiteWords:
        """The page's own words."""
        return self.words.site_words

    @property
    def title(self) -> str:
        return self.site.publications

    @property
    def papers(self) -> tuple[PagePaper, ...]:
        return tuple(p for group in self.years for p in group.papers)

    @property
    def has_equal_contribution(self) -> bool:
        return any(p.has_equal_contribution for p in self.papers)

    @property
    def note(self) -> str:
        """What the marks on the page mean, or empty."""
        used = frozenset().union(*(p.roles for p in self.papers))
        meanings = self.papers[0].meanings if self.papers else DEFAULT_MARKS
        return marks_note(used, self.words, meanings)

    @property
    def summary(self) -> str:
        """``26 papers, 2021–2025``."""
        dated = [g.year for g in self.years if g.year is not None]
        span = (dated[-1], dated[0]) if dated else None
        return self.site.page_summary(len(self.papers), span)

    @property
    def lede(self) -> tuple[str, str, str]:
        """The sentence under the title around its word in bold, each format
        escaping and marking it up as it does: ``('26 papers, 2021–2025. Group
        members are in ', 'bold', '; * indicates equal contribution.')``."""
        note = self.words.papers.note_separator + self.note if self.note else ""
        before, found, after = self.site.around("lede", "bold", summary=self.summary, note=note)
        return before, self.site.bold if found else "", after


def choose_papers(
    database: PublicationDatabase,
    members: Sequence[str] | Mapping[str, str],
    *,
    since: int | None = None,
    source: SourceMap | None = None,
    words: Locale | None = None,
) -> PublicationPage:
    """The page: each paper once, from ``since`` on, by year, newest first;
    within a year the newest month first, then the database's order (its
    sections: :attr:`PublicationPage.groups`). ``members``:
    each member's names to their id (:func:`member_names`), or just names;
    ``words``: the page's locale (default English)."""
    words = words or builtin_locale()
    views = [paper_as_of(key, paper, None) for key, paper in database.papers.items()]
    kept, warnings = distinct_papers([v for v in views if v is not None], source)
    index = MemberIndex.of(members)
    marks = database.author_marks
    chosen = [
        PagePaper(
            view, _authors(view, index, marks), words, marks, tuple(database.papers[view.key].tags)
        )
        for view in kept
        if since is None or view.year is None or view.year >= since
    ]
    chosen.sort(key=lambda p: p.paper.sort_key(), reverse=True)  # stable: database order
    years: dict[int | None, list[PagePaper]] = {}
    for item in chosen:
        years.setdefault(item.paper.year, []).append(item)
    return PublicationPage(
        tuple(YearGroup(year, tuple(items)) for year, items in years.items()),
        tuple(warnings),
        members=index.listed(i for item in chosen for i in item.member_ids),
        words=words,
        group_by=database.group_by or "year",
    )


def load_page(
    db_path: Path | None = None, *, since: int | None = None, locale: str | None = None
) -> PublicationPage:
    """The page of the database at ``db_path`` (default ``profiles/publications.yaml``)
    in ``locale`` (default English); the members are the profiles in the database's
    folder, and a locale file of the group's there wins over cvgen's."""
    path = db_path or DEFAULT_DATABASE
    if not path.is_file():
        hint = "check --db" if db_path else "run in the folder holding profiles/, or pass --db"
        raise FileReadError(f"{path}: no such publication database ({hint})")
    workspace = Workspace(db_path)
    loaded = workspace.database_file(path)
    members = member_names(find_profiles(path.parent), workspace)
    words = workspace.site_locale(locale, folder=path.parent)
    return choose_papers(loaded.database, members, since=since, source=loaded.source, words=words)


def _authors(
    view: PaperView, members: MemberIndex, meanings: AuthorMarks
) -> tuple[PageAuthor, ...]:
    return tuple(
        PageAuthor(
            name,
            member_id=members.id_of(name),
            roles=view.roles_of(name),
            marks=author_marks(view.roles_of(name), meanings),
            underline=underlined(view.roles_of(name), meanings),
        )
        for name in view.authors
    )
