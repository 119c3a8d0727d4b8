"""A paper's status and venue in words, in one place for every output.

Two wordings exist on purpose, and both live here:

- the CV's (the PDF, the Markdown export): the venue's short name at the
  right, below it what the paper is (``In Preprint``, the venue's long name),
  and the place and short-month date (``Santa Clara, CA, Sep. 2024``);
- the publication page's (also the JSON Resume export's ``publisher``): the
  venue named in full with its short name (``USENIX Symposium on ...
  (NSDI'24)``), ``To appear in ...``, ``Under review at ...``, ``Preprint``,
  and the long-month date (``April 2024``).

:func:`venue_status` is the diff's one-word form (``OSDI'24 (accepted)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

from cvgen.cv.merge import CvPaper
from cvgen.model.dates import PartialDate
from cvgen.model.pubdb import PaperView

EQUAL_NOTE = "* indicates equal contribution"


def cv_venue(paper: PaperView) -> str:
    """The CV's right-hand venue: the short name (``NSDI'24``, ``arXiv``), if any."""
    return paper.venue.short if paper.venue else ""


def cv_status(paper: PaperView) -> str:
    """The CV's line under the title: ``In Preprint``, the venue's long name, or
    the status (``Accepted``) of a paper without a venue."""
    if paper.status == "preprint":
        return "In Preprint"
    return paper.venue.long if paper.venue else paper.status.title()


def cv_when(paper: PaperView) -> str:
    """``Santa Clara, CA, Sep. 2024``: the place (if shown) and the short-month
    date, then the pages (``pp. 1-14``) when the database gives them."""
    month = PartialDate(paper.year, paper.month or 0)
    return ", ".join(x for x in (paper.location, month.short(), page_range(paper)) if x)


def page_range(paper: PaperView) -> str:
    """``pp. 1-14`` (a range), ``p. 7`` (one page or an article number), or empty:
    every output prints the pages this way, after the venue and date."""
    pages = paper.pages.strip()
    if not pages:
        return ""
    return f"pp. {pages}" if any(dash in pages for dash in "-\u2013") else f"p. {pages}"


def venue_short(paper: PaperView) -> str:
    """The page's ``NSDI'24``; empty for a preprint or a paper without a venue."""
    return paper.venue.short if paper.venue and paper.status != "preprint" else ""


def venue_long(paper: PaperView) -> str:
    """The page's venue in full, or what the paper is when it has none (``Preprint``)."""
    if paper.status == "preprint":
        return "Preprint"
    if paper.venue is None:
        return paper.status.capitalize()
    name = paper.venue.long or paper.venue.short
    return {"accepted": f"To appear in {name}", "under review": f"Under review at {name}"}.get(
        paper.status, name
    )


def venue_name(paper: PaperView) -> str:
    """The page's ``USENIX Symposium on ... (NSDI'24)``, ``Preprint``."""
    long, short = venue_long(paper), venue_short(paper)
    return f"{long} ({short})" if short and short != long else long


def venue_and_pages(paper: PaperView) -> str:
    """The JSON Resume export's publisher: :func:`venue_name`, then the pages."""
    return ", ".join(x for x in (venue_name(paper), page_range(paper)) if x)


def long_date(paper: PaperView) -> str:
    """The page's ``April 2024``, or ``2024`` when the month is not known; then
    the pages, if given (``April 2024, pp. 1-14``)."""
    date = PartialDate(paper.year, paper.month or 0).long()
    return ", ".join(x for x in (date, page_range(paper)) if x)


def paper_link(paper: PaperView) -> str:
    """The DOI's address, else the paper's http(s) URL, else empty."""
    if paper.doi:
        return "https://doi.org/" + quote(paper.doi, safe="/:;()._-")
    url = paper.url.strip()
    return url if url.startswith(("https://", "http://")) else ""


def venue_status(paper: PaperView) -> str:
    """The diff's ``preprint``, ``NSDI'25``, or ``OSDI'24 (accepted)``: where it stands."""
    short = paper.venue.short if paper.venue else ""
    if paper.status == "preprint":
        return f"preprint ({short})" if short else "preprint"
    if paper.status == "published":
        return short or "published"
    return f"{short} ({paper.status})" if short else paper.status


@dataclass(frozen=True)
class PaperAuthor:
    name: str
    owner: bool  # the CV's owner: set in bold
    equal: bool  # equal contribution: marked *


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

    @property
    def has_equal_contribution(self) -> bool:
        return any(a.equal for a in self.authors)


def paper_entry(item: CvPaper) -> PaperEntry:
    paper = item.paper
    return PaperEntry(
        title=paper.title,
        venue=cv_venue(paper),
        status=cv_status(paper),
        when=cv_when(paper),
        authors=tuple(PaperAuthor(a.name, a.owner, a.equal) for a in item.authors),
        link=paper_link(paper),
        abstract=paper.abstract,
    )
