"""A paper's status and venue in words, in one place for every output.

Two wordings exist on purpose, and both live here:

- the CV's (the PDF, the Markdown export): the venue's short name at the
  right, below it what the paper is (``In Preprint``, the venue's long name),
  and the place and short-month date (``Santa Clara, CA, Sep. 2024``);
- the publication page's (also the JSON Resume export's ``publisher``): the
  venue named in full with its short name (``USENIX Symposium on ...
  (NSDI'24)``), ``To appear in ...``, ``Under review at ...``, ``Preprint``,
  and the long-month date (``April 2024``).

Both say what a work is when it is not a plain paper (``PhD thesis, Peking
University``, ``Technical report MSR-TR-2024-12, Microsoft Research``, a
book's publisher), print a journal's volume and issue after the date
(``vol. 521, no. 3``), and mark authors ``*`` (equal contribution) and ``†``
(corresponding author), with the note that says so.

:func:`venue_status` is the diff's one-word form (``OSDI'24 (accepted)``).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from urllib.parse import quote

from cvgen.cv.merge import CvPaper
from cvgen.model.dates import PartialDate
from cvgen.model.links import absolute_url, safe_link
from cvgen.model.locale import Locale
from cvgen.model.paper import ROLES, AuthorMarks
from cvgen.model.pubdb import PaperView
from cvgen.model.wordpatterns import fill
from cvgen.sources.locales import builtin_locale

# What the marks mean unless the group or the person says: * and †
DEFAULT_MARKS = AuthorMarks()


def author_marks(roles: Collection[str], meanings: AuthorMarks = DEFAULT_MARKS) -> str:
    """The signs after an author's name, one per role the author has that the
    group marks (:data:`~cvgen.model.paper.ROLES` order): ``*`` (equal
    contribution) and ``†`` (corresponding) unless ``meanings`` says otherwise.
    An underline is no sign: :func:`underlined`."""
    marked = (getattr(meanings, role) for role in ROLES if role in roles)
    return "".join(m.mark for m in marked if m is not None and m.mark != "underline")


def underlined(roles: Collection[str], meanings: AuthorMarks = DEFAULT_MARKS) -> bool:
    """Whether one of the author's roles is marked by underlining the name."""
    marked = (getattr(meanings, role) for role in ROLES if role in roles)
    return any(m is not None and m.mark == "underline" for m in marked)


def marks_note(used: Collection[str], locale: Locale, meanings: AuthorMarks = DEFAULT_MARKS) -> str:
    """The legend of the marks used (``used``: the roles the authors have), and
    only those: each role's legend as the group wrote it, else the locale's
    (``* indicates equal contribution; † corresponding author``)."""
    words = locale.papers
    defaults = {"equal_contribution": words.equal_note, "corresponding": words.corresponding_note}
    marked = ((role, getattr(meanings, role)) for role in ROLES if role in used)
    notes = (m.legend or defaults.get(role, "") for role, m in marked if m is not None)
    return words.note_separator.join(n for n in notes if n)


def kind_words(paper: PaperView, locale: Locale) -> str:
    """What a work that is not a plain paper is, where a paper names its venue:
    ``PhD thesis, Peking University``, ``Technical report MSR-TR-2024-12,
    Microsoft Research``, a book's series and publisher, a chapter's ``In`` book
    and publisher; empty for a paper."""
    venue = (paper.venue.long or paper.venue.short) if paper.venue else ""
    words = locale.papers
    if paper.kind == "phd-thesis":
        parts = [words.phd_thesis, paper.institution]
    elif paper.kind == "masters-thesis":
        parts = [words.masters_thesis, paper.institution]
    elif paper.kind == "report":
        parts = [" ".join(x for x in (words.report, paper.number) if x), paper.institution]
    elif paper.kind == "patent":
        parts = [" ".join(x for x in (words.patent, paper.number) if x), paper.institution]
    elif paper.kind == "book":
        parts = [venue, paper.publisher]
    elif paper.kind == "chapter":
        parts = [fill(words.in_book, book=venue) if venue else "", paper.publisher]
    else:
        return ""
    return ", ".join(x for x in parts if x)


def arxiv_words(paper: PaperView) -> str:
    """``arXiv:2401.01234``, or empty when the paper has no arXiv identifier."""
    return f"arXiv:{paper.arxiv}" if paper.arxiv else ""


def cv_venue(paper: PaperView) -> str:
    """The CV's right-hand venue: the short name (``NSDI'24``, ``arXiv``) of a
    work published, accepted or a preprint; none for a work under review or in
    preparation, whose venue is not (yet) where it appeared."""
    if paper.venue is None or paper.status in _NOT_AT_VENUE:
        return ""
    return paper.venue.short


# A work under review or in preparation has not appeared at its venue: its line
# says where it stands, and no output prints the venue as if it were published.
_NOT_AT_VENUE = ("under review", "in preparation")


def status_words(paper: PaperView, locale: Locale) -> str:
    """``Accepted``, ``Under review``, ``In preparation``, ``Published``: a
    paper without a venue; a status the locale has no words for (``preprint``:
    its own phrases say it) as it is written."""
    words = getattr(locale.papers.status, paper.status.replace(" ", "_"), None)
    return str(words) if words else paper.status.capitalize()


def status_at(paper: PaperView, locale: Locale, name: str) -> str:
    """Where a work (not a preprint) stands, with its venue called ``name``, in
    every output's words: ``To appear in <name>`` (accepted), ``Under review at
    <name>``, ``<name>`` (published); the status alone (:func:`status_words`)
    when there is no name or the work is in preparation. The CV's line and the
    publication page's both say it through here."""
    words = locale.papers
    if not name or paper.status == "in preparation":
        return status_words(paper, locale)
    if paper.status == "accepted":
        return fill(words.to_appear, venue=name)
    if paper.status == "under review":
        return fill(words.under_review, venue=name)
    return name


def cv_status(paper: PaperView, locale: Locale) -> str:
    """The CV's line under the title: what the work is (:func:`kind_words`),
    ``In Preprint`` (``In Preprint (arXiv:2401.01234)``), the venue's long name
    (``To appear in ...``, ``Under review at ...``: :func:`status_at`), or the
    status (``Accepted``) of a paper without a venue."""
    if kind := kind_words(paper, locale):
        return kind
    words = locale.papers
    if paper.status == "preprint":
        arxiv = arxiv_words(paper)
        return fill(words.in_preprint_arxiv, arxiv=arxiv) if arxiv else words.in_preprint
    if paper.venue is None:
        return status_words(paper, locale)
    if paper.status == "published":
        return paper.venue.long  # the short name is at the right
    return status_at(paper, locale, paper.venue.long or paper.venue.short)


def cv_when(paper: PaperView, locale: Locale) -> str:
    """``Santa Clara, CA, Sep. 2024``: the place (if shown) and the short-month
    date, then the volume, issue and pages (``vol. 521, no. 3, pp. 1-14``) when
    the database gives them. A work not yet dated has no date."""
    month = locale.month_year(PartialDate(paper.year, paper.month or 0)) if paper.year else ""
    return ", ".join(x for x in (paper.location, month, issue_and_pages(paper, locale)) if x)


def issue_and_pages(paper: PaperView, locale: Locale) -> str:
    """``vol. 521, no. 3, pp. 1-14``: what follows the date in every output. A
    report's number is not an issue: :func:`kind_words` names it."""
    number = paper.number if paper.kind not in ("report", "patent") else ""
    words = locale.papers
    parts = (
        fill(words.volume, volume=paper.volume) if paper.volume else "",
        fill(words.number, number=number) if number else "",
        page_range(paper, locale),
    )
    return ", ".join(x for x in parts if x)


def page_range(paper: PaperView, locale: Locale) -> str:
    """``pp. 1-14`` (a range), ``p. 7`` (one page or an article number), or empty:
    every output prints the pages this way, after the venue and date."""
    pages = paper.pages.strip()
    if not pages:
        return ""
    if any(dash in pages for dash in "-\u2013"):
        return fill(locale.papers.pages, pages=pages)
    return fill(locale.papers.page, page=pages)


def venue_short(paper: PaperView) -> str:
    """The page's ``NSDI'24``; empty for a preprint, a work under review or in
    preparation (:func:`status_at` names where it is submitted), or a paper
    without a venue."""
    shown = paper.status not in ("preprint", *_NOT_AT_VENUE)
    return paper.venue.short if paper.venue and shown else ""


def venue_long(paper: PaperView, locale: Locale) -> str:
    """The page's venue in full, what the work is (:func:`kind_words`), or what
    the paper is when it has no venue (``Preprint``, ``Preprint (arXiv:2401.01234)``)."""
    if kind := kind_words(paper, locale):
        return kind
    words = locale.papers
    if paper.status == "preprint":
        arxiv = arxiv_words(paper)
        return fill(words.preprint_arxiv, arxiv=arxiv) if arxiv else words.preprint
    name = (paper.venue.long or paper.venue.short) if paper.venue else ""
    return status_at(paper, locale, name)


def venue_name(paper: PaperView, locale: Locale) -> str:
    """The page's ``USENIX Symposium on ... (NSDI'24)``, ``Preprint``."""
    long, short = venue_long(paper, locale), venue_short(paper)
    return f"{long} ({short})" if short and short != long else long


def venue_and_pages(paper: PaperView, locale: Locale) -> str:
    """The JSON Resume export's publisher: :func:`venue_name`, then the volume,
    issue and pages."""
    parts = (venue_name(paper, locale), issue_and_pages(paper, locale))
    return ", ".join(x for x in parts if x)


def long_date(paper: PaperView, locale: Locale) -> str:
    """The page's ``April 2024``, or ``2024`` when the month is not known; then
    the volume, issue and pages, if given (``April 2024, vol. 5, pp. 1-14``)."""
    date = locale.month_year_long(PartialDate(paper.year, paper.month or 0)) if paper.year else ""
    return ", ".join(x for x in (date, issue_and_pages(paper, locale)) if x)


def paper_link(paper: PaperView) -> str:
    """The DOI's address, else the paper's http(s) URL, else its arXiv page, else
    empty; each as :mod:`cvgen.model.links` allows it, or empty."""
    if paper.doi:
        return safe_link("https://doi.org/" + quote(paper.doi, safe="/:;()._-"))
    url = paper.url.strip()
    if url.startswith(("https://", "http://")) and safe_link(url):
        return url
    return safe_link(f"https://arxiv.org/abs/{quote(paper.arxiv)}") if paper.arxiv else ""


def venue_status(paper: PaperView) -> str:
    """The diff's ``preprint``, ``NSDI'25``, or ``OSDI'24 (accepted)``: where it
    stands; a work with no venue that is not a paper says what it is (the
    diff's report is in English, whatever the CVs' language)."""
    short = (paper.venue.short if paper.venue else "") or kind_words(paper, builtin_locale())
    if paper.status == "preprint":
        return f"preprint ({short})" if short else "preprint"
    if paper.status == "published":
        return short or "published"
    return f"{short} ({paper.status})" if short else paper.status


# A paper's other materials, in this order in every output, each under the
# locale's label (``papers.links``)
LINK_NAMES = ("pdf", "code", "slides", "video", "poster", "project")


@dataclass(frozen=True)
class PaperLink:
    label: str  # "Code", in the locale's words
    url: str  # an address :mod:`cvgen.model.links` allows
    name: str = ""  # which one: "code" (PaperLinks' field)


def paper_links(paper: PaperView, locale: Locale) -> tuple[PaperLink, ...]:
    """The paper's PDF, code, slides, video, poster and project page that may
    be links, each with the locale's label."""
    found = ((name, safe_link(absolute_url(getattr(paper.links, name)))) for name in LINK_NAMES)
    labels = locale.papers.links
    return tuple(PaperLink(getattr(labels, name), url, name) for name, url in found if url)


def paper_extras(paper: PaperView) -> str:
    """Its awards and its note, in one line: ``Best Paper Award; Oral. Led the
    design``; empty when it has neither."""
    awards = "; ".join(paper.awards)
    return ". ".join(x for x in (awards, paper.note) if x)


@dataclass(frozen=True)
class PaperAuthor:
    name: str
    owner: bool  # the CV's owner: set in bold
    roles: frozenset[str] = frozenset()  # what the marks say (ROLES)
    marks: str = ""  # the signs after the name (:func:`author_marks`)
    underline: bool = False  # the name underlined (:func:`underlined`)

    @property
    def equal(self) -> bool:
        return "equal_contribution" in self.roles

    @property
    def corresponding(self) -> bool:
        return "corresponding" in self.roles


@dataclass(frozen=True)
class PaperEntry:
    """A paper as a CV shows it, in any output; every text is plain (not markup)."""

    title: str
    venue: str  # the right-hand short name (:func:`cv_venue`)
    status: str  # the line under the title (:func:`cv_status`)
    when: str  # place and date (:func:`cv_when`)
    authors: tuple[PaperAuthor, ...]
    link: str  # :func:`paper_link`
    abstract: str  # empty unless the variant shows abstracts
    note: str  # after the authors: what their marks mean, or empty
    aside: str  # the same in the locale's brackets: `` (* equal contribution)``
    item: CvPaper  # as merged (what the diff and JSON Resume read)
    extras: str = ""  # its awards and note (:func:`paper_extras`)
    links: tuple[PaperLink, ...] = ()  # code, slides, ... (:func:`paper_links`)
    number: str = ""  # its number in this CV, prefix and all (``J1``); empty: not numbered

    @property
    def has_equal_contribution(self) -> bool:
        return any(a.equal for a in self.authors)


def paper_entry(item: CvPaper, locale: Locale, meanings: AuthorMarks = DEFAULT_MARKS) -> PaperEntry:
    """The paper as the CV shows it; ``meanings``: what its authors' marks mean
    (:attr:`cvgen.cv.merge.ResolvedCV.author_marks`)."""
    paper = item.paper
    authors = tuple(
        PaperAuthor(
            a.name,
            a.owner,
            a.roles,
            author_marks(a.roles, meanings),
            underlined(a.roles, meanings),
        )
        for a in item.authors
    )
    return PaperEntry(
        title=paper.title,
        venue=cv_venue(paper),
        status=cv_status(paper, locale),
        when=cv_when(paper, locale),
        authors=authors,
        link=paper_link(paper),
        abstract=paper.abstract,
        note=(note := marks_note(frozenset().union(*(a.roles for a in authors)), locale, meanings)),
        aside=locale.aside(note),
        item=item,
        extras=paper_extras(paper),
        links=paper_links(paper, locale),
    )
