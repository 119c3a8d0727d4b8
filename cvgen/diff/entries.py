"""What ``cvgen diff`` compares: each section of a selected CV as a list of
entries, each with its identity, a label, and its fields as written.

Only the sections the variant shows are listed, in its order, so a diff
reports what a reader of the PDF would see change (dates in the CV's
locale). Selection marks (tags, selected, priority) are not compared: they
change what a variant picks, and the picked entries are what is compared."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from cvgen.cv.document import DocSection, cv_document
from cvgen.cv.merge import CvPaper
from cvgen.cv.papers import venue_status
from cvgen.cv.sections import SECTIONS, section_heading
from cvgen.cv.selection import SelectedCV
from cvgen.cv.variants import Variant
from cvgen.model import Bullet, Dated, Honor, Profile
from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.model.markup import plain_text
from cvgen.model.pubdb import normalize_name, normalize_title

HEADER_FIELDS = ("name", "position", "affiliation", "address", "photo")
_MARKS = {"tags", "selected", "priority"}
# a paper's fields compared as written, in the order a change lists them
_PAPER_TEXT: tuple[str, ...] = ("location", "volume", "number", "pages", "publisher")
_PAPER_TEXT += ("institution", "arxiv", "doi", "url", "abstract", "note")


@dataclass(frozen=True)
class Entry:
    keys: tuple[frozenset[str], ...]  # identities, strongest first (see diff.match_entries)
    label: str
    detail: str = ""
    fields: dict[str, str] = field(default_factory=dict)  # compared as values
    items: dict[str, tuple[str, ...]] = field(default_factory=dict)  # compared as sets
    ident: str = ""  # a key for programs when the strongest identity is not one (papers)
    shown: tuple[str, ...] = ()  # fields and items that say what an added entry is
    year: int | None = None  # when it was, for pairing a renamed entry (diff.match.renamed)
    when: tuple[int, ...] = ()  # its date as a sort key, to put it back in order (diff.marked)

    @property
    def key(self) -> str:
        """A stable key for the entry: ``ident``, else its strongest identity."""
        return self.ident or (min(self.keys[0]) if self.keys else "")


@dataclass(frozen=True)
class SectionEntries:
    title: str
    entries: list[Entry]


def section_entries(selected: SelectedCV) -> Iterator[tuple[str, SectionEntries]]:
    """(section id, entries) for the header, each section the CV's document
    shows (:mod:`cvgen.cv.document`), and the layout."""
    profile, locale = selected.profile, selected.locale
    yield "header", SectionEntries("Name and contacts", header_entries(profile))
    for section in cv_document(selected).sections:
        yield section.id, SectionEntries(section.title, shown_entries(section, locale))
    yield "layout", SectionEntries("Layout", layout_entries(profile, selected.variant, locale))


def shown_entries(section: DocSection, locale: Locale) -> list[Entry]:
    """A section's entries, rows or texts, in the order the CV shows them (only
    its kind's are there); honours grouped by category, first seen first."""
    identity = section.section.identity
    entries = [dated_entry(e.entry, identity, locale) for e in section.entries]
    entries += [paper_entry(p.item) for p in section.papers]
    if section.text:
        entries.append(Entry(_keys(section.id), section.id, fields={"text": section.text}))
    entries += text_entries(section.items)
    entries += [honor_entry(row.honor) for group in section.groups for row in group.rows]
    for row in section.rows:
        category = row.category.plain()
        entries.append(Entry(_keys(normalize_name(category)), category, items={"item": row.items}))
    return entries


def _norm(value: object) -> str:
    if isinstance(value, PartialDate):
        return value.iso()
    return normalize_name(plain_text(str(value))) if value else ""


def _keys(*levels: str | frozenset[str]) -> tuple[frozenset[str], ...]:
    return tuple(frozenset({x}) if isinstance(x, str) else x for x in levels)


def dated_entry(entry: Dated, identity: tuple[str, ...], locale: Locale) -> Entry:
    values = [_norm(getattr(entry, f)) for f in identity]
    levels: list[str] = ["|".join(values)]
    if len(identity) == 3:  # then any two of the three, the first two first
        levels += ["|".join(values[:2]), "|".join(values[::2]), "|".join(values[1:])]
    label = ", ".join(plain_text(str(getattr(entry, f))) for f in identity[:2] if getattr(entry, f))
    fields, items = dated_fields(entry), list_fields(entry)
    labelled = {*identity[:2], "start", "end", "when"}  # already in the label or detail
    return Entry(
        keys=tuple(frozenset({level}) for level in levels),
        label=label,
        detail=_when(entry, locale),
        fields=fields,
        items=items,
        shown=(*(f for f in fields if f not in labelled), *items),
        year=entry.start.year if entry.start else None,
        when=entry.start.sort_key() if entry.start else (),
    )


def _when(e: Dated, locale: Locale) -> str:
    return plain_text(e.when) or locale.date_range(e.start, e.end, expected=e.expected)


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
        elif isinstance(value, bool):  # a talk's keynote: said when set
            text = "yes" if value else ""
        elif isinstance(value, float) and value.is_integer():  # an amount: 550000
            text = str(int(value))
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
    venue = venue_status(paper)
    date = PartialDate(paper.year, paper.month or 0).iso() if paper.year else ""
    equal = ", ".join(a.name for a in item.authors if a.equal)
    corresponding = ", ".join(a.name for a in item.authors if a.corresponding)
    return Entry(
        keys=_keys(f"key:{paper.key}", titles),
        ident=paper.key,
        when=paper.sort_key(),
        label=paper.title,
        detail=f"{venue}, {date}",
        fields={
            "title": paper.title,
            "authors": ", ".join(a.name for a in item.authors),
            "equal contribution": equal,
            "corresponding": corresponding,
            "students": ", ".join(a.name for a in item.authors if a.student),
            "presenters": ", ".join(a.name for a in item.authors if a.presenter),
            "kind": paper.kind if paper.kind != "paper" else "",
            "venue": venue,
            "date": date,
            "awards": "; ".join(paper.awards),
            "links": ", ".join(f"{k} {v}" for k, v in paper.links.model_dump().items() if v),
            **{name: getattr(paper, name) for name in _PAPER_TEXT},
        },
    )


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
        shown=("rank", "issuer", "location"),
        year=honor.year.year,
        when=honor.year.sort_key(),
    )


def text_entries(texts: Sequence[str]) -> list[Entry]:
    return [Entry(_keys(_norm(t)), plain_text(t), fields={"text": t}) for t in texts]


def header_entries(profile: Profile) -> list[Entry]:
    values = [(f, getattr(profile, f)) for f in HEADER_FIELDS]
    values += [(f, v) for f, v in profile.contacts.model_dump(exclude={"links"}).items() if v]
    values += [(f"link:{link.label}", link.url) for link in profile.contacts.links]
    return [Entry(_keys(f), f, str(v), fields={f: str(v)}) for f, v in values if v]


def layout_entries(profile: Profile, variant: Variant, locale: Locale) -> list[Entry]:
    """The headings of the sections shown, and the accent colour."""
    titles = {  # a custom section's heading is its own (its id follows the title as written)
        n: section_heading(profile.section_titles, n, locale)
        for n in variant.sections
        if n in SECTIONS and n != "custom"
    }
    entries = [
        Entry(_keys(f"title:{name}"), f"{name} heading", fields={"title": title})
        for name, title in titles.items()
    ]
    colour = profile.style.accent_color.upper()
    return [*entries, Entry(_keys("accent"), "accent colour", fields={"accent": colour})]
