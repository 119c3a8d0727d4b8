"""Compare two versions of a CV entry by entry: what was added, removed, changed.

Entries are matched by identity, not by position (see :mod:`cvgen.diff.entries`
for what identifies each kind): a paper by its database key, then by any title
it has had; a position by organization, role and start, then by two of the
three, so a renamed role is one change rather than a removal and an addition.
Reordering is not a change. Values are compared as written in the source.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from cvgen.cv.selection import SelectedCV
from cvgen.diff.entries import Entry, section_entries

Kind = Literal["added", "removed", "changed"]
KINDS: tuple[Kind, ...] = ("added", "removed", "changed")


@dataclass(frozen=True)
class FieldChange:
    """One field of a changed entry. For list-like fields (bullets, courses,
    skills) each element is its own change, with ``old`` or ``new`` None."""

    field: str
    old: str | None
    new: str | None


@dataclass(frozen=True)
class Change:
    kind: Kind
    label: str  # what the entry is, as the newer version names it
    detail: str = ""  # its dates or venue, to tell similar entries apart
    fields: tuple[FieldChange, ...] = ()
    old_index: int | None = None  # the entry's place in its section, for marking up
    new_index: int | None = None
    key: str = ""  # the entry's identity (see Entry.key); empty in a text comparison
    content: tuple[tuple[str, str], ...] = ()  # an added entry's place, rank, bullets...
    reason: str = ""  # why a removed entry is not shown (see diff.reasons)


@dataclass(frozen=True)
class SectionDiff:
    name: str  # "publications", "header", "custom:Service", ...
    title: str
    changes: tuple[Change, ...]

    def count(self, kind: Kind) -> int:
        return sum(c.kind == kind for c in self.changes)


@dataclass(frozen=True)
class CvDiff:
    sections: tuple[SectionDiff, ...]  # only sections with changes
    notes: tuple[str, ...] = field(default=())  # e.g. how the comparison was made

    def counts(self) -> dict[str, int]:
        return {kind: sum(s.count(kind) for s in self.sections) for kind in KINDS}

    @property
    def identical(self) -> bool:
        return not any(s.changes for s in self.sections)

    def section(self, name: str) -> SectionDiff | None:
        return next((s for s in self.sections if s.name == name), None)


def diff_cvs(old: SelectedCV, new: SelectedCV) -> CvDiff:
    """Every difference between what two selected CVs show, by section."""
    before = dict(section_entries(old))
    after = dict(section_entries(new))
    order = section_order(list(before), list(after))
    sections = []
    for name in order:
        old_entries, new_entries = before.get(name), after.get(name)
        changes = compare_entries(
            old_entries.entries if old_entries else [], new_entries.entries if new_entries else []
        )
        if name == "publications":  # a paper may still be there, only not picked
            changes = [_with_reason(c, new) for c in changes]
        if changes:
            title = (new_entries or old_entries).title  # type: ignore[union-attr]
            sections.append(SectionDiff(name, title, tuple(changes)))
    return CvDiff(tuple(sections))


def section_order(old: list[str], new: list[str]) -> list[str]:
    """The new version's sections, each one only the old version shows (all its
    entries gone) after the section it followed there."""
    order = list(new)
    for i, name in enumerate(old):
        if name not in order:
            order.insert(order.index(old[i - 1]) + 1 if i else 0, name)
    return order


def _with_reason(change: Change, new: SelectedCV) -> Change:
    if change.kind != "removed":
        return change
    from cvgen.diff.reasons import why_left_out

    return dataclasses.replace(change, reason=why_left_out(change.key, new))


def compare_entries(old: Sequence[Entry], new: Sequence[Entry]) -> list[Change]:
    """Changed and added entries in the new order, then removed ones in the old."""
    pairs = match_entries(old, new)
    pairs.update(renamed(old, new, pairs))
    back = {j: i for i, j in pairs.items()}
    changes = []
    for j, entry in enumerate(new):
        if j not in back:
            changes.append(
                Change(
                    "added",
                    entry.label,
                    entry.detail,
                    new_index=j,
                    key=entry.key,
                    content=content(entry),
                )
            )
            continue
        fields = compare_fields(old[back[j]], entry)
        if fields:
            changes.append(
                Change("changed", entry.label, entry.detail, fields, back[j], j, entry.key)
            )
    for i, entry in enumerate(old):
        if i not in pairs:
            changes.append(Change("removed", entry.label, entry.detail, old_index=i, key=entry.key))
    return changes


def content(entry: Entry) -> tuple[tuple[str, str], ...]:
    """(field, value) of each ``shown`` field that has a value, list items one each."""
    out = [(n, entry.fields[n]) for n in entry.shown if entry.fields.get(n)]
    out += [(n, item) for n in entry.shown for item in entry.items.get(n, ())]
    return tuple(out)


def match_entries(old: Sequence[Entry], new: Sequence[Entry]) -> dict[int, int]:
    """Old index -> new index of the same entry.

    Pass 0 pairs entries with equal full identity, in order (so two identical
    entries pair up). Each later pass tries a weaker identity and pairs only
    where it is unambiguous: exactly one unmatched entry on each side."""
    pairs: dict[int, int] = {}
    passes = max((len(e.keys) for e in [*old, *new]), default=0)
    for level in range(passes):
        taken = set(pairs.values())
        olds = _index(((i, e) for i, e in enumerate(old) if i not in pairs), level)
        news = _index(((j, e) for j, e in enumerate(new) if j not in taken), level)
        for value, left in olds.items():
            right = news.get(value, [])
            if level > 0 and (len(left) != 1 or len(right) != 1):
                continue
            for i, j in zip(left, right, strict=False):
                if i not in pairs and j not in taken:
                    pairs[i] = j
                    taken.add(j)
    return pairs


#: How alike two names must be to pair a renamed entry (difflib's ratio over the
#: sorted words, so "Academic Innovation Award" and "Exceptional Award for Academic
#: Innovation" are alike at 0.75, two awards "of Peking University" are not, at 0.6)
SIMILAR = 0.7


def renamed(old: Sequence[Entry], new: Sequence[Entry], pairs: dict[int, int]) -> dict[int, int]:
    """Old index -> new index of entries left unmatched that are clearly one entry
    renamed: similar names (:data:`SIMILAR`), dated at most a year apart, and no
    other unmatched entry on either side that would pair as well."""
    taken = set(pairs.values())
    olds = {i: e.year for i, e in enumerate(old) if i not in pairs and e.year is not None}
    news = {j: e.year for j, e in enumerate(new) if j not in taken and e.year is not None}
    alike = {
        (i, j)
        for i, before in olds.items()
        for j, after in news.items()
        if abs(before - after) <= 1 and similarity(old[i].label, new[j].label) >= SIMILAR
    }
    found = {}
    for i, j in sorted(alike):
        if sum(x == i for x, _ in alike) == 1 and sum(y == j for _, y in alike) == 1:
            found[i] = j
    return found


def similarity(a: str, b: str) -> float:
    """difflib's ratio over the lower-case words, sorted, so word order does not count."""
    left, right = (sorted(re.findall(r"\w+", text.lower())) for text in (a, b))
    return difflib.SequenceMatcher(None, left, right).ratio()


def _index(entries: Iterable[tuple[int, Entry]], level: int) -> dict[str, list[int]]:
    index: dict[str, list[int]] = {}
    for position, entry in entries:
        if level < len(entry.keys):
            for value in entry.keys[level]:
                index.setdefault(value, []).append(position)
    return index


def compare_fields(old: Entry, new: Entry) -> tuple[FieldChange, ...]:
    changes = []
    for name in [*new.fields, *(f for f in old.fields if f not in new.fields)]:
        before, after = old.fields.get(name, ""), new.fields.get(name, "")
        if before != after:
            changes.append(FieldChange(name, before or None, after or None))
    for name in [*new.items, *(f for f in old.items if f not in new.items)]:
        before_items, after_items = old.items.get(name, ()), new.items.get(name, ())
        changes += [FieldChange(name, x, None) for x in before_items if x not in after_items]
        changes += [FieldChange(name, None, x) for x in after_items if x not in before_items]
    return tuple(changes)
