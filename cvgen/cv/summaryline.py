"""The summary line: a CV's record in numbers, computed from its data.

With ``style.summary_line: true`` (the profile's, or a variant's ``style:``)
every output shows one line under the header, in the locale's words, as of
the CV's date (the papers as :func:`cvgen.cv.merge.papers_day` has them):

    Publications: 16 (11 conference, 1 journal, 1 preprint) · 3 as first author · 12 as last author

Each part of the line is a :class:`SummaryPart` in :data:`SUMMARY_PARTS`, in
the order shown; a part with nothing to say is left out. A section that has
something to count adds its part here: the supervision section its students
graduated (:func:`students_graduated`), the grants section the funding won
as principal investigator (:func:`funding_as_pi`), each counted by the same
function as the section's own summary line (:mod:`cvgen.cv.summaries`).

The papers counted are all the owner's papers the CV resolved, not only the
ones a short variant keeps: the line is the whole record. A work under
review or in preparation is not counted; a preprint is, as a preprint.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from cvgen.cv.merge import CvPaper
from cvgen.cv.paperclass import CLASSES
from cvgen.cv.ranking import owner_roles, paper_class
from cvgen.cv.selection import SelectedCV
from cvgen.cv.summaries import graduated_students, grant_amount, grant_sums
from cvgen.model.wordpatterns import fill

# works that have not appeared yet: no paper of the record
_NOT_YET = ("under review", "in preparation")


@dataclass(frozen=True)
class SummaryPart:
    """One part of the line: ``words`` says it in the CV's locale, or '' for nothing."""

    name: str
    words: Callable[[SelectedCV], str]


def counted_papers(selected: SelectedCV) -> list[CvPaper]:
    """The papers the line counts: the CV's, less those not yet out."""
    return [p for p in selected.cv.papers if p.paper.status not in _NOT_YET]


def papers_by_kind(selected: SelectedCV) -> str:
    """``Publications: 16 (11 conference, 1 journal, 1 preprint)``: the papers,
    then each kind's count, the kinds in the ranking's order."""
    papers = counted_papers(selected)
    if not papers:
        return ""
    words, locale = selected.locale.summary, selected.locale
    kinds: Counter[str] = Counter(paper_class(p) for p in papers)
    called = {str(kind): name for kind, name in words.kinds.items()}
    counts = [
        fill(words.kind_count, count=kinds[kind], kind=called.get(kind, kind))
        for kind in CLASSES
        if kinds[kind]
    ]
    aside = locale.aside(locale.punctuation.items.join(counts)) if len(counts) > 1 else ""
    return fill(words.papers, count=len(papers)) + aside


def first_author(selected: SelectedCV) -> str:
    """``3 as first author`` (equal-first counts); '' for none."""
    count = sum("first" in owner_roles(p) for p in counted_papers(selected))
    return fill(selected.locale.summary.first_author, count=count) if count else ""


def last_author(selected: SelectedCV) -> str:
    """``12 as last author`` (of two or more authors); '' for none."""
    count = sum("last" in owner_roles(p) for p in counted_papers(selected))
    return fill(selected.locale.summary.last_author, count=count) if count else ""


def students_graduated(selected: SelectedCV) -> str:
    """``6 students graduated``: the supervision section's students whose
    studies ended by the CV's date (``SummaryWords.students_graduated``), counted
    as that section's summary counts them (:mod:`cvgen.cv.summaries`)."""
    day = selected.cv.as_of
    count = graduated_students(selected.cv.profile.supervision, day) if day else 0
    locale = selected.locale
    return (
        fill(locale.counted(locale.summary.students_graduated, count), count=count) if count else ""
    )


def funding_as_pi(selected: SelectedCV) -> str:
    """``EUR 2,000,000 as PI``: the grants section's sums as principal
    investigator by currency, started by the CV's date (``SummaryWords.funding_as_pi``),
    summed as that section's summary sums them (:mod:`cvgen.cv.summaries`)."""
    day, locale = selected.cv.as_of, selected.locale
    sums = grant_sums(selected.cv.profile.grants, day)["PI"] if day else {}
    amounts = " + ".join(grant_amount(v, c, locale) for c, v in sums.items())
    return fill(locale.summary.funding_as_pi, amount=amounts) if amounts else ""


SUMMARY_PARTS: tuple[SummaryPart, ...] = (
    SummaryPart("papers", papers_by_kind),
    SummaryPart("first_author", first_author),
    SummaryPart("last_author", last_author),
    SummaryPart("students_graduated", students_graduated),
    SummaryPart("funding_as_pi", funding_as_pi),
)


def summary_line(selected: SelectedCV) -> str:
    """The CV's summary line in its locale's words (plain text); '' unless its
    style asks for one, or when no part has anything to say."""
    if not selected.profile.style.summary_line:
        return ""
    parts = (part.words(selected) for part in SUMMARY_PARTS)
    return selected.locale.summary.separator.join(p for p in parts if p)
