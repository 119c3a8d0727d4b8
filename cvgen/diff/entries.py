"""What ``cvgen diff`` compares: each section of a selected CV as a list of
entries, each with its identity, a label, and its fields as written.

Only the sections the variant shows are listed, in its order, so a diff
reports what a reader of the PDF would see change. Selection marks (tags,
selected, priority) are not compared: they change what a variant picks,
and the picked entries are what is compared.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from cvgen.cv.merge import CvPaper
from cvgen.cv.selection import SelectedCV
from cvgen.cv.variants import section_heading
from cvgen.model import Bullet, Dated, Honor, Profile
from cvgen.model.dates import PartialDate, date_range
from cvgen.model.markup import plain_text
from cvgen.model.pubdb import normalize_name, normalize_title

HEADER_FIELDS = ("name", "position", "affiliation", "address")
_MARKS = {"tags", "selected", "priority"}


@dataclass(frozen=True)
class Entry:
    keys: tuple[frozenset[str], ...]  # identities, strongest first (see diff.match_entries)
    label: str
    detail: str = ""
    fields: dict[str, str] = field(default_factory=dict)  # compared as values
    items: dict[str, tuple[str, ...]] = field(default_factory=dict)  # compared as sets


@dataclass(frozen=True)
class SectionEntries:
    title: str
    entries: list[Entry]


def section_entries(selected: SelectedCV) -> Iterator[tuple[str, SectionEntries]]:
    """(section name, entries) for the header, each section shown, and the layout."""
    profile = selected.profile
    yield "header", SectionEntries("Name and contacts", header_entries(profile))
    for name in selected.variant.sections:
        title = section_heading(profile.section_titles, name)
        if name == "custom":
            for section in profile.custom_sections:
                entries = [dated_entry(e, ("title", "subtitle")) for e in section.entries]
                yield f"custom:{section.title}", SectionEntries(section.title, entries)
        elif name == "summary":
            entries = [Entry(_keys("summary"), "summary", fields={"text": profile.summary})]
            yield name, SectionEntries(title, entries if profile.summary else [])
        elif name == "research_interests":
            yield name, SectionEntries(title, text_entries(profile.research_interests))
        elif name == "publications":
            yield name, SectionEntries(title, [paper_entry(p) for p in selected.papers])
        elif name == "honors":
            yield name, SectionEntries(title, [honor_entry(h) for h in by_category(profile.honors)])
        elif name == "skills":
            yield name, SectionEntries(title, skill_entries(profile))
        else:
            identity = _IDENTITY[name]
            yield (
                name,
                SectionEntries(title, [dated_entry(e, identity) for e in _items(profile, name)]),
            )
    yield "layout", SectionEntries("Layout", layout_entries(profile, selected.variant.sections))


# Identity fields per kind of entry: all of them first, then any two.
_IDENTITY: dict[str, tuple[str, ...]] = {
    "education": ("institution", "degree", "start"),
    "experience": ("organization", "role", "start"),
    "teaching": ("course", "institution", "start"),
    "projects": ("name", "role", "start"),
}


def _items(profile: Profile, name: str) -> Sequence[Any]:
    return getattr(profile, name)  # type: ignore[no-any-return]


def _norm(value: object) -> str:
    if isinstance(value, PartialDate):
        return value.iso()
    return normalize_name(plain_text(str(value))) if value else ""


def _keys(*levels: str | frozenset[str]) -> tuple[frozenset[str], ...]:
    return tuple(frozenset({x}) if isinstance(x, str) else x for x in levels)


def dated_entry(entry: Dated, identity: tuple[str, ...]) -> Entry:
    values = [_norm(getattr(entry, f)) for f in identity]
    levels: list[str] = ["|".join(values)]
    if len(identity) == 3:  # then any two of the three, the first two first
        levels += ["|".join(values[:2]), "|".join(values[::2]), "|".join(values[1:])]
    label = ", ".join(plain_text(str(getattr(entry, f))) for f in identity[:2] if getattr(entry, f))
    return Entry(
        keys=tuple(frozenset({level}) for level in levels),
        label=label,
        detail=_when(entry),
        fields=dated_fields(entry),
        items=list_fields(entry),
    )


def _when(entry: Dated) -> str:
    return plain_text(entry.when) or date_range(entry.start, entry.end, expected=entry.expected)


def dated_fields(entry: Dated) -> dict[str, str]:
    """Every field of an entry as written (dates as YYYY-MM), lists left out."""
    fields = {}
    dates = ("start", "end", "when")  # after what the entry is
    names = [n for n in type(entry).model_fields if n not in dates]
    for name in [*names, *dates]:
        value = getattr(entry, name)
        if name in _MARKS or name == "expected" or isinstance(value, list):
            continue
        if isinstance(value, PartialDate):
            text = value.iso()
            if name == "end" and entry.expected:
                text += " (expected)"
        else:
            text = "" if value is None else str(value)
        fields[name] = text
    return fields


def list_fields(entry: object) -> dict[str, tuple[str, ...]]:
    items: dict[str, tuple[str, ...]] = {}
    if getattr(entry, "courses", None):
        items["course"] = tuple(entry.courses)  # type: ignore[attr-defined]
    bullets = getattr(entry, "bullets", None)
    if bullets:
        items["bullet"] = tuple(flatten_bullets(bullets))
    return items


def flatten_bullets(bullets: Sequence[Bullet], depth: int = 0) -> Iterator[str]:
    """Each bullet's text, sub-bullets after their parent, marked ``>`` per level."""
    for bullet in bullets:
        yield "> " * depth + bullet.text
        yield from flatten_bullets(bullet.items, depth + 1)


def paper_entry(item: CvPaper) -> Entry:
    paper = item.paper
    titles = frozenset(normalize_title(t) for t in (paper.title, *paper.former_titles))
    venue = paper_venue(item)
    date = PartialDate(paper.year, paper.month or 0).iso()
    equal = ", ".join(a.name for a in item.authors if a.equal)
    return Entry(
        keys=_keys(f"key:{paper.key}", titles),
        label=paper.title,
        detail=f"{venue}, {date}",
        fields={
            "title": paper.title,
            "authors": ", ".join(a.name for a in item.authors),
            "equal contribution": equal,
            "venue": venue,
            "date": date,
            "location": paper.location,
            "doi": paper.doi,
            "url": paper.url,
            "abstract": paper.abstract,
        },
    )


def paper_venue(item: CvPaper) -> str:
    """``preprint``, ``NSDI'25``, or ``OSDI'24 (accepted)``: where the paper stands."""
    paper = item.paper
    short = paper.venue.short if paper.venue else ""
    if paper.status == "preprint":
        return f"preprint ({short})" if short else "preprint"
    if paper.status == "published":
        return short or "published"
    return f"{short} ({paper.status})" if short else paper.status


def by_category(honors: Sequence[Honor]) -> list[Honor]:
    """Honours in the order the CV shows them: grouped by category, first seen first."""
    first: dict[str, int] = {}
    for i, honor in enumerate(honors):
        first.setdefault(honor.category, i)
    return sorted(honors, key=lambda h: first[h.category])


def honor_entry(honor: Honor) -> Entry:
    title, year = _norm(honor.title), honor.year.iso()
    fields = {
        "title": honor.title,
        "year": honor.when or year,
        "rank": honor.rank,
        "issuer": honor.issuer,
        "location": honor.location,
        "category": honor.category,
    }
    return Entry(
        keys=_keys(f"{title}|{year}", f"{title}|{_norm(honor.issuer)}", title),
        label=plain_text(honor.title),
        detail=plain_text(honor.when) or year,
        fields=fields,
    )


def text_entries(texts: Sequence[str]) -> list[Entry]:
    return [Entry(_keys(_norm(t)), plain_text(t), fields={"text": t}) for t in texts]


def skill_entries(profile: Profile) -> list[Entry]:
    """One entry per row of the skills section: each category, languages, interests."""
    rows = [(category, tuple(items)) for category, items in profile.skills.items()]
    if profile.languages:
        langs = tuple(f"{x.name} ({x.level})" if x.level else x.name for x in profile.languages)
        rows.append(("Languages", langs))
    if profile.interests:
        rows.append(("Interests", tuple(profile.interests)))
    return [Entry(_keys(_norm(c)), plain_text(c), items={"item": items}) for c, items in rows]


def header_entries(profile: Profile) -> list[Entry]:
    values = [(f, getattr(profile, f)) for f in HEADER_FIELDS]
    values += [(f, v) for f, v in profile.contacts.model_dump().items() if v]
    return [Entry(_keys(f), f, str(v), fields={f: str(v)}) for f, v in values if v]


def layout_entries(profile: Profile, sections: Sequence[str]) -> list[Entry]:
    """The headings of the sections shown, and the accent colour."""
    entries = []
    for name in sections:
        if name != "custom":
            title = section_heading(profile.section_titles, name)
            entries.append(
                Entry(_keys(f"title:{name}"), f"{name} heading", fields={"title": title})
            )
    colour = profile.style.accent_color.upper()
    return [*entries, Entry(_keys("accent"), "accent colour", fields={"accent": colour})]
