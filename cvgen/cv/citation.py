"""A paper cited as the seeds cite it, for the themes that lay publications
out their way (``look.papers`` in a theme's ``theme.yaml``):

- seed 000's (the classic theme): the title, the authors, then the venue in
  full with its short name and year, ``USENIX Symposium on Networked Systems
  Design and Implementation (NSDI 2024)``: :func:`venue_edition_line`;
- seed 004's (the margin theme): a numbered reference list in IEEE's style,
  every author by initials, ``Q. Hu, Z. Ye, Z. Wang, et al., "Title," in
  21st USENIX Symposium on ... (NSDI ’24), 2024``: :func:`initials`,
  :func:`author_series` and :func:`cited_venue`.

Plain text in, plain text out: each output escapes it (:mod:`cvgen.render`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cvgen.cv.papers import cv_status, cv_when, issue_and_pages, kind_words, status_at
from cvgen.model.locale import Locale
from cvgen.model.pubdb import ET_AL, PaperView

# a short name that ends in a two-digit year: "NSDI'24", "SoCC '21", "OSDI’23"
_YEAR_TAG = re.compile(r"^(?P<name>.*?)\s*['\u2019](?P<yy>\d{2})$")
# a venue that is a journal, by the words of its name: IEEE cites a journal
# without "in" and its short name without the year
_JOURNAL_WORDS = ("transactions", "journal", "surveys", "letters", "magazine", "review")
# given names' particles that stay as written ("Ludwig van Beethoven" -> "L. van Beethoven")
_PARTICLES = frozenset({"van", "von", "der", "den", "de", "da", "di", "del", "la", "le", "du"})


def initials(name: str) -> str:
    """``Zhisheng Ye`` -> ``Z. Ye``, ``Joseph E. Gonzalez`` -> ``J. E. Gonzalez``,
    ``Jean-Pierre Dupont`` -> ``J.-P. Dupont``; a name of one word (or written
    in a script without spaces, ``张子立``) and ``et al.`` as written."""
    words = name.split()
    if len(words) < 2 or name == ET_AL:
        return name
    *given, family = words
    while given and given[-1] in _PARTICLES:  # "van" belongs to the family name
        family = f"{given.pop()} {family}"
    return " ".join([*(_initial(word) for word in given), family])


def _initial(word: str) -> str:
    if word in _PARTICLES:
        return word
    parts = [p for p in word.split("-") if p]
    return "-".join(f"{p[0]}." if not p.endswith(".") else p for p in parts)


def author_series(names: Sequence[str], and_word: str) -> list[str]:
    """The separators before each name of a reference's author list: ``""``,
    then ``", "``, and ``", and "`` before the last of three or more (``" and "``
    for two); before a closing ``et al.`` a comma only."""
    count = len(names)
    separators = []
    for index, name in enumerate(names):
        if index == 0:
            separators.append("")
        elif index < count - 1 or name == ET_AL:
            separators.append(", ")
        elif count == 2:
            separators.append(f" {and_word} ")
        else:
            separators.append(f", {and_word} ")
    return separators


def edition(paper: PaperView) -> str:
    """``NSDI 2024``: the venue's short name with the paper's year in full
    (``NSDI'24`` of 2024); the short name as written when it has no year of
    two digits, or another one."""
    short = paper.venue.short if paper.venue else ""
    match = _YEAR_TAG.match(short)
    if match and paper.year and str(paper.year).endswith(match["yy"]):
        return f"{match['name']} {paper.year}"
    return short


def is_journal(paper: PaperView) -> bool:
    long = (paper.venue.long if paper.venue else "").casefold()
    return any(word in long.split() for word in _JOURNAL_WORDS)


def _cited_at_venue(paper: PaperView, locale: Locale) -> bool:
    """A paper published or accepted at its venue (not a thesis, a report, ...)."""
    at_venue = paper.venue is not None and paper.status in ("published", "accepted")
    return at_venue and not kind_words(paper, locale)


def venue_edition_line(paper: PaperView, locale: Locale) -> str:
    """Seed 000's venue line: ``USENIX Symposium on ... (NSDI 2024)``, ``To
    appear in ... (OSDI 2025)``; a preprint, a work under review or one that is
    not a paper as the CV's line under the title says it
    (:func:`cvgen.cv.papers.cv_status`)."""
    if paper.venue is None or not _cited_at_venue(paper, locale):
        return cv_status(paper, locale)
    long, short = paper.venue.long, edition(paper)
    name = f"{long} ({short})" if long and short and short != long else (long or short)
    return status_at(paper, locale, name)


def edition_when(paper: PaperView, locale: Locale) -> str:
    """What follows seed 000's venue line on the right: the place and the date
    (:func:`cvgen.cv.papers.cv_when`), without a bare year the line's
    ``(NSDI 2024)`` already names (a month with its year stays: the date of
    the edition)."""
    named = _cited_at_venue(paper, locale) and edition(paper) != (
        paper.venue.short if paper.venue else ""
    )
    if not named or paper.month:
        return cv_when(paper, locale)
    return ", ".join(x for x in (paper.location, issue_and_pages(paper, locale)) if x)


def ieee_tag(paper: PaperView) -> str:
    """IEEE's short name of the venue: ``NSDI ’24`` (an apostrophe, not a
    quote) for a conference, ``TPDS`` for a journal (its year ends the reference)."""
    short = paper.venue.short if paper.venue else ""
    match = _YEAR_TAG.match(short)
    if not match:
        return short
    return match["name"] if is_journal(paper) else f"{match['name']} \u2019{match['yy']}"


def cited_venue(paper: PaperView, locale: Locale) -> str:
    """Where an IEEE reference says the paper is: ``in 21st USENIX Symposium
    on ... (NSDI ’24)``, ``IEEE Transactions on ... (TPDS)``, ``To appear in
    ...``; a preprint, a work under review or one that is not a paper as the
    CV's line under the title says it."""
    if paper.venue is None or not _cited_at_venue(paper, locale):
        return cv_status(paper, locale)
    long, tag = paper.venue.long, ieee_tag(paper)
    name = f"{long} ({tag})" if long and tag and tag != long else (long or tag)
    if paper.status == "accepted":
        return status_at(paper, locale, name)
    return name if is_journal(paper) else f"{locale.papers.in_venue} {name}"
