"""The select stage: cut a resolved CV down to what one variant shows.

Per section with entries (see :data:`cvgen.cv.sections.SECTIONS`) a rule
filters entries (selected, tags, since, first_author, a paper's
``statuses``), ranks them and keeps the best ``max``, shown in their original
order. Papers rank as the variant's ranking says (:mod:`cvgen.cv.ranking`:
by default selected, the owner's role, recent, kind, venue, newest); honours
selected first, then by priority, then those ranked in the top 5% of their
candidates (``rank: 4/200``), then newest; other entries selected first, then
by priority, then newest. Every kept entry that is not marked ``selected``,
and not among the best ``keep`` of its section, is a candidate for the page
budget to drop; ``candidates`` lists them, the first to go first.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from cvgen.cv.localize import Untranslated, is_latin, localize_profile
from cvgen.cv.merge import CvPaper, ResolvedCV
from cvgen.cv.ranking import PaperRanking, leads, paper_ranking
from cvgen.cv.sections import SECTIONS, Kind
from cvgen.cv.variants import Variant, variant_style
from cvgen.model import Bullet, Dated, Honor, Marks, Profile, SectionRule
from cvgen.model.entries import section_ids
from cvgen.model.locale import Locale
from cvgen.model.markup import plain_text
from cvgen.sources.locales import builtin_locale

T = TypeVar("T")


@dataclass(frozen=True)
class ItemRef:
    """One entry of one section: what the page budget drops and reports."""

    section: str
    ident: str  # the index in the profile's list, or the paper's key
    label: str
    priority: int = 0

    def __str__(self) -> str:
        return f"{self.section}: {self.label}"


@dataclass(frozen=True)
class SelectedCV:
    """A resolved CV cut to one variant: what the renderer lays out."""

    cv: ResolvedCV
    variant: Variant
    profile: Profile  # only the kept entries, bullets and fields
    papers: tuple[CvPaper, ...]
    candidates: tuple[ItemRef, ...] = ()  # droppable to fit the page budget, first to go first
    dropped: tuple[ItemRef, ...] = ()
    locale: Locale = field(default_factory=builtin_locale)  # the language of cvgen's own words
    untranslated: tuple[Untranslated, ...] = ()  # shown texts with no text in the locale


def select_variant(
    cv: ResolvedCV, variant: Variant, drop: Iterable[ItemRef] = (), locale: Locale | None = None
) -> SelectedCV:
    """The entries ``variant`` keeps, less the ``drop`` ones (see :mod:`cvgen.cv.fit`),
    with their texts in ``locale``'s language (default: English)."""
    dropped = frozenset(drop)
    style = variant_style(cv.profile.style, variant)
    profile = cv.profile
    ids = section_ids(profile.custom_sections)  # as written, whatever the CV's language
    sections = ordered(variant.sections, style.section_order, ids)
    variant = dataclasses.replace(variant, sections=sections)
    update: dict[str, Any] = {"style": style}
    refs: list[ItemRef] = []

    as_of = cv.as_of.year if cv.as_of and cv.as_of.year else _newest_year(cv.papers)
    papers_by = paper_ranking(variant.ranking, as_of)

    def choose(section: str, items: Sequence[T], prefix: str = "") -> list[T]:
        rule = variant.rule(section)
        kept, droppable = _choose(section, items, rule, dropped, prefix, papers_by)
        refs.extend(droppable)
        return kept

    papers: list[CvPaper] = []
    for section in SECTIONS.values():
        name, kind = section.name, section.kind
        if kind in (Kind.ENTRIES, Kind.HONORS):
            items = choose(name, getattr(profile, section.field))
            update[section.field] = [_trim(item, variant, name) for item in items]
        elif kind is Kind.LIST:
            update[section.field] = choose(name, getattr(profile, section.field))
        elif kind is Kind.CUSTOM:  # entries numbered within their custom section
            custom = []
            for n, (id_, part) in enumerate(zip(ids, profile.custom_sections, strict=True)):
                own = id_ if id_ in variant.rules else name  # its own rule, else custom's
                rule = variant.rule(own)
                kept, droppable = _choose(name, part.entries, rule, dropped, f"{n}.", papers_by)
                refs.extend(droppable)
                kept = [_trim(e, variant, own) for e in kept]
                custom.append(part.model_copy(update={"entries": kept, "id": id_}))
            update[section.field] = custom
        elif kind is Kind.PAPERS:
            papers = choose(name, cv.papers)
    # a custom section named by its id is dropped from as custom is
    listed = [("custom" if s in ids else s) for s in variant.sections]
    drops = variant.drop_order or default_drop_order(variant)
    order = list(
        dict.fromkeys("custom" if s in ids else s for s in drops if s in listed or s in ids)
    )
    candidates = sorted(
        (r for r in refs if r.section in order),
        key=lambda r: (r.priority, order.index(r.section)),
    )  # stable: within a section the worst-ranked entry comes first
    locale = locale or builtin_locale()
    latin = is_latin("".join(locale.dates.months))
    localized, untranslated = localize_profile(
        profile.model_copy(update=update), locale.code, latin=latin
    )
    return SelectedCV(
        cv=cv,
        variant=variant,
        profile=localized,
        papers=tuple(_paper_fields(p, variant) for p in papers),
        candidates=tuple(candidates),
        dropped=tuple(r for r in candidates if r in dropped),
        locale=locale,
        untranslated=untranslated,
    )


def ordered(
    sections: Sequence[str], order: Sequence[str], custom_ids: Sequence[str] = ()
) -> tuple[str, ...]:
    """``sections`` with those ``order`` names first, in its order (a style's
    ``section_order``); the rest follow as they were. A custom section's id
    (one of ``custom_ids``) counts as shown where ``custom`` is: named in the
    order, it leaves the others of ``custom`` and takes its own place."""
    shown = set(sections) | (set(custom_ids) if "custom" in sections else set())
    first = [name for name in order if name in shown]
    return (*first, *(name for name in sections if name not in first))


def default_drop_order(variant: Variant) -> list[str]:
    """The sections from last to first, but papers after projects: a variant
    without a ``drop_order`` keeps a paper over a (perhaps placeholder) project."""
    order = list(reversed(variant.sections))
    if "publications" in order and "projects" in order:
        order.remove("publications")
        order.insert(order.index("projects") + 1, "publications")
    return order


def _newest_year(papers: Sequence[CvPaper]) -> int | None:
    """A CV without a date: its newest paper's year stands for it."""
    return max((p.paper.year for p in papers if p.paper.year is not None), default=None)


def _choose(
    section: str,
    items: Sequence[T],
    rule: SectionRule,
    dropped: frozenset[ItemRef],
    prefix: str,
    papers_by: PaperRanking,
) -> tuple[list[T], list[ItemRef]]:
    """(kept items in their original order, droppable refs worst first)."""
    passing = [(i, item) for i, item in enumerate(items) if _passes(item, rule)]
    ranked = sorted(passing, key=lambda pair: _rank(pair[1], papers_by), reverse=True)  # stable
    if rule.max is not None:
        ranked = ranked[: rule.max]
    refs = {i: _ref(section, f"{prefix}{i}", item) for i, item in ranked}
    keep = {i for i, _ in ranked if refs[i] not in dropped}
    kept_always = {i for i, _ in ranked[: rule.keep or 0]}
    droppable = [
        refs[i]
        for i, item in reversed(ranked)
        if not _marks(item).selected and i not in kept_always
    ]
    return [item for i, item in passing if i in keep], droppable


def _marks(item: object) -> Marks:
    if isinstance(item, CvPaper):
        return item.marks
    return item if isinstance(item, Marks) else Marks()


def _passes(item: object, rule: SectionRule) -> bool:
    marks = _marks(item)
    if rule.selected and not marks.selected:
        return False
    if rule.tags and not set(rule.tags) & set(marks.tags):
        return False
    if rule.since is not None:
        year = _year(item)
        if year is not None and year < rule.since:
            return False
    statuses = rule.statuses
    if isinstance(item, CvPaper) and statuses is not None and item.paper.status not in statuses:
        return False
    return not (rule.first_author and isinstance(item, CvPaper) and not leads(item))


def _year(item: object) -> int | None:
    """The latest year an entry covers (ongoing: far future); None if undated."""
    if isinstance(item, CvPaper):
        return item.paper.year
    if isinstance(item, Honor):
        return item.year.year
    if isinstance(item, Dated):
        last = item.end or item.start
        return last.year if last else None
    return None


def _rank(item: object, papers_by: PaperRanking) -> tuple[Any, ...]:
    if isinstance(item, CvPaper):
        return papers_by.key(item)
    marks = _marks(item)
    if isinstance(item, Honor):
        return (marks.selected, marks.priority, top_ranked(item), item.year.sort_key())
    recency: tuple[int, ...] = ()
    if isinstance(item, Dated):
        last = item.end or item.start
        recency = last.sort_key() if last else ()
    return (marks.selected, marks.priority, recency)


# An honour ranked among this share of its candidates is kept before others
TOP_RANK = 0.05
_RANK = re.compile(r"^\s*(?:top\s*)?(\d+)\s*/\s*(\d+)", re.IGNORECASE)


def top_ranked(honor: Honor) -> bool:
    """The honour's ``rank`` (``4/200``, ``Top 10/408``) is in the top 5%."""
    found = _RANK.match(plain_text(honor.rank))
    if not found or not int(found[2]):
        return False
    return int(found[1]) / int(found[2]) <= TOP_RANK


def _ref(section: str, ident: str, item: object) -> ItemRef:
    return ItemRef(section, ident, _label(item), _marks(item).priority)


def _label(item: object) -> str:
    if isinstance(item, CvPaper):
        return item.paper.title
    if isinstance(item, str):
        return plain_text(item)
    fields = [
        getattr(item, f, "")
        for f in ("title", "institution", "organization", "course", "name", "venue")
    ]
    head = next((plain_text(f) for f in fields if f), "")
    year = _year(item)
    return f"{head} ({year})" if year and year < 9999 else head


def _trim(item: T, variant: Variant, section: str) -> T:
    """Cut bullets to the variant's limit; blank the fields it hides."""
    if not isinstance(item, Marks):
        return item
    update: dict[str, Any] = {}
    limit = variant.bullet_limit(section)
    bullets: list[Bullet] | None = getattr(item, "bullets", None)
    if limit is not None and bullets is not None and len(bullets) > limit:
        best = sorted(
            range(len(bullets)),
            key=lambda i: (bullets[i].selected, bullets[i].priority),
            reverse=True,
        )
        keep = set(best[:limit])
        update["bullets"] = [b for i, b in enumerate(bullets) if i in keep]
    if not variant.locations and hasattr(item, "location"):
        update["location"] = ""
    if not variant.mentors:
        update.update({f: "" for f in ("advisor", "mentor", "topic") if getattr(item, f, "")})
    return item.model_copy(update=update) if update else item  # type: ignore[attr-defined]


def _paper_fields(item: CvPaper, variant: Variant) -> CvPaper:
    hidden: dict[str, Any] = {}
    if not variant.abstracts and item.paper.abstract:
        hidden["abstract"] = ""
    if not variant.locations and item.paper.location:
        hidden["location"] = ""
    if not hidden:
        return item
    return dataclasses.replace(item, paper=dataclasses.replace(item.paper, **hidden))
