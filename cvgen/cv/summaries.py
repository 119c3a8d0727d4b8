"""The summary line of a typed section, as of the CV's date, in its locale's words.

``Total as PI: USD 1,250,000 + EUR 300,000; Total as Co-PI: USD 400,000 (as of
October 2024)``; ``Keynotes: 3; Invited talks: 11``; ``PhD students: 5 (3
graduated, 2 current); Papers with supervised students: 9``; ``Papers reviewed:
57``. Each is a :class:`~cvgen.cv.sections.Section`'s ``summary``: made from
every entry of the profile (a variant that shows three grants still states
the totals of all), counting only what had happened by the CV's date (a grant
that starts later, a talk not yet given, a student not yet started); and all
of it cvgen's own words, so no user text is in a summary.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import get_args

from cvgen.cv.merge import CvPaper
from cvgen.cv.words import Words, own
from cvgen.model.dates import PartialDate
from cvgen.model.entries import (
    GRANT_ROLE_KEYS,
    Grant,
    Level,
    Service,
    Supervision,
    SupervisionStatus,
    Talk,
)
from cvgen.model.locale import Locale
from cvgen.model.markup import plain_text
from cvgen.model.pubdb import normalize_name
from cvgen.model.wordpatterns import fill

#: the levels of supervision that are studies, which end in graduating
STUDENT_LEVELS: tuple[Level, ...] = ("phd", "masters", "undergraduate")


@dataclass(frozen=True)
class AsOf:
    """What a summary is made with besides the entries."""

    locale: Locale
    day: PartialDate  # the CV's date: what had happened by then counts
    papers: Sequence[CvPaper] = field(default=())  # the CV's papers, for the supervision's


def grant_amount(amount: float | None, currency: str, locale: Locale) -> str:
    """``USD 1,250,000``, ``1.250.000 EUR``: the locale's grouping and order; '' for none."""
    if amount is None:
        return ""
    words = locale.academic
    return fill(words.money, currency=currency, amount=words.number(amount))


def _by(entry_day: PartialDate | None, day: PartialDate) -> bool:
    """Whether it had begun by ``day`` (an entry without a date has)."""
    return entry_day is None or entry_day.sort_key() <= day.sort_key()


def _finish(parts: list[str], as_of: AsOf) -> Words:
    """The parts, then ``(as of October 2024)``; nothing for no parts."""
    if not parts:
        return Words()
    words, locale = as_of.locale.academic, as_of.locale
    date = fill(words.as_of, date=locale.month_year_long(as_of.day))
    return own(words.summary_separator.join(parts) + locale.aside(date))


def _counted(label: str, count: int, locale: Locale) -> str:
    return f"{label}{locale.labels.separator}{count}"


def grant_sums(grants: Sequence[Grant], day: PartialDate) -> dict[str, dict[str, float]]:
    """The amounts awarded by ``day``, summed by role, then by currency (never
    converted); the grants section's summary and the CV's summary line read it."""
    totals: dict[str, dict[str, float]] = {role: {} for role in GRANT_ROLE_KEYS}
    for g in grants:
        if g.amount is not None and _by(g.start, day):
            by_currency = totals[g.role]
            by_currency[g.currency] = by_currency.get(g.currency, 0) + g.amount
    return totals


def grant_totals(grants: Sequence[Grant], as_of: AsOf) -> Words:
    """The amounts awarded by the CV's date, summed by role and by currency."""
    locale = as_of.locale
    totals = grant_sums(grants, as_of.day)
    parts = [
        fill(
            locale.academic.grant_total,
            role=getattr(locale.academic.grant_roles, GRANT_ROLE_KEYS[role]),
            amounts=" + ".join(grant_amount(v, c, locale) for c, v in sums.items()),
        )
        for role, sums in totals.items()
        if sums
    ]
    return _finish(parts, as_of)


def talk_counts(talks: Sequence[Talk], as_of: AsOf) -> Words:
    """Keynotes, then the other invited talks, then contributed ones, given by
    the CV's date (a keynote counts once, as a keynote)."""
    counts = {"keynote": 0, "invited": 0, "contributed": 0}
    for t in talks:
        if _by(t.start, as_of.day):
            counts["keynote" if t.keynote else t.kind] += 1
    labels = as_of.locale.academic.talk_counts
    parts = [_counted(getattr(labels, k), n, as_of.locale) for k, n in counts.items() if n]
    return _finish(parts, as_of)


def status(person: Supervision, day: PartialDate) -> SupervisionStatus:
    """As given, else current until the end date and graduated after it."""
    if person.status is not None:
        return person.status
    end = person.end
    ended = end is not None and not end.present and end.sort_key() <= day.sort_key()
    return "graduated" if ended else "current"


def graduated_students(people: Sequence[Supervision], day: PartialDate) -> int:
    """The students (PhD, master's, undergraduate) who had graduated by ``day``."""
    return sum(
        p.level in STUDENT_LEVELS and _by(p.start, day) and status(p, day) == "graduated"
        for p in people
    )


def supervision_counts(people: Sequence[Supervision], as_of: AsOf) -> Words:
    """By level, each with its counts by status (those started by the CV's date);
    then the CV's papers with a supervised person among the paper's students."""
    locale, day = as_of.locale, as_of.day
    words = locale.academic
    started = [p for p in people if _by(p.start, day)]
    parts = []
    for level in get_args(Level):
        statuses = [status(p, day) for p in started if p.level == level]
        if not statuses:
            continue
        by_status = (
            fill(words.status_count, count=n, status=locale.counted(getattr(words.statuses, s), n))
            for s in get_args(SupervisionStatus)
            if (n := statuses.count(s))
        )
        aside = locale.aside(locale.punctuation.items.join(by_status))
        parts.append(_counted(getattr(words.level_counts, level), len(statuses), locale) + aside)
    if papers := supervised_papers(people, as_of.papers):
        parts.append(fill(words.supervised_papers, count=papers))
    return _finish(parts, as_of)


def supervised_papers(people: Sequence[Supervision], papers: Sequence[CvPaper]) -> int:
    """How many papers have an author marked a student (the database's
    ``students``) who is one of ``people`` (by any spelling of the name)."""
    names = {
        normalize_name(plain_text(text))
        for p in people
        for text in (p.name, *(t for _, t in getattr(p.name, "texts", ())))
    }
    return sum(
        any(a.student and normalize_name(plain_text(a.name)) in names for a in paper.authors)
        for paper in papers
    )


def review_total(service: Sequence[Service], as_of: AsOf) -> Words:
    """The papers reviewed by the CV's date (the entries that give a count)."""
    counts = [s.count for s in service if s.count is not None and _by(s.start, as_of.day)]
    if not counts:
        return Words()
    return _finish([fill(as_of.locale.academic.reviews_total, count=sum(counts))], as_of)
