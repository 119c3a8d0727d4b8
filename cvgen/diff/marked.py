"""The newer CV with its changes marked: ``cvgen diff --pdf``.

Both versions are laid out by the same view builder, the engine's
(:mod:`cvgen.render.latex.view`, :mod:`cvgen.render.typst.view`), so every
value is already escaped TeX or Typst; this module only wraps values in the
marks of :mod:`cvgen.diff.marks` (``\\cvadded``, ``\\cvremoved``,
``\\cvchanged``; in Typst ``#cvadded``, ...) and puts removed entries back
where they were, struck through. It never sees a raw user string, so it
cannot let one reach TeX or Typst.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Callable
from typing import Any, NamedTuple

from cvgen.cv.selection import SelectedCV
from cvgen.diff.entries import section_entries
from cvgen.diff.marks import added, changed, diff_colours, removed
from cvgen.diff.match import Change, CvDiff, SectionDiff
from cvgen.model.dates import PartialDate
from cvgen.pipeline.engines import TYPST, XELATEX
from cvgen.render.latex import view as latex
from cvgen.render.latex.escape import Tex
from cvgen.render.typst import view as typst
from cvgen.render.typst.escape import Typ, literal
from cvgen.render.views import View, ViewBuilder

SLOTS = ("title", "location", "role", "date")
# not text, or not a change (a paper's number and group title)
_KEEP = frozenset(
    {
        "id",
        "kind",
        "name",
        "field",
        "font",
        "icon",
        "url",
        "group",
        "continues",
        "label",
        "subsection",
    }
)
_EMPTY: View = {"entries": [], "items": [], "rows": [], "groups": []}
#: each engine's view, its builder, and a colour (RRGGBB) as its templates read it
_ENGINES: dict[str, tuple[Callable[[SelectedCV, PartialDate], View], Callable[[str], str]]] = {
    XELATEX: (latex.build_view, Tex),
    TYPST: (typst.build_view, lambda rgb: literal(f"#{rgb}")),
}
#: the builder of each kind of escaped text
_BUILDERS: dict[type[str], ViewBuilder[Any]] = {Tex: latex.LATEX, Typ: typst.TYPST}


def marked_view(
    old: SelectedCV,
    new: SelectedCV,
    diff: CvDiff,
    legend: str,
    version_date: PartialDate,
    engine: str = XELATEX,
) -> View:
    """The view of ``new`` with every change of ``diff`` marked (see module doc),
    for ``engine``'s templates."""
    build_view, colour = _ENGINES[engine]
    before, view = build_view(old, version_date), build_view(new, version_date)
    builder = _BUILDERS[type(view["given_name"])]
    view["legend"] = builder.text(legend)
    added_rgb, removed_rgb = diff_colours(new.profile.style.accent_color)
    view["diff_colours"] = {"added": colour(added_rgb), "removed": colour(removed_rgb)}
    dates = {name: [e.when for e in s.entries] for name, s in section_entries(old)}
    new_dates = {name: [e.when for e in s.entries] for name, s in section_entries(new)}
    old_sections = {str(s["id"]): s for s in before["sections"]}
    new_sections = {str(s["id"]): s for s in view["sections"]}
    for section in diff.sections:
        if section.name == "header":
            _mark_header(view, before, section)
            continue
        name = section.name
        target, source = new_sections.get(name), old_sections.get(name)
        if target is None and source is not None:  # the whole section is gone
            target = {**copy.deepcopy(source), **_EMPTY, "text": builder.kind("")}
            view["sections"].append(target)
            new_sections[name] = target
        if target is not None:
            order = Order(dates.get(section.name, []), new_dates.get(section.name, []))
            _MARKERS[str(target["kind"])](target, source, section, order)
    return view


class Order(NamedTuple):
    """Each entry's date as a sort key, old and new, in the order shown (see
    Entry.when): where a removed entry goes back."""

    old: list[tuple[int, ...]]
    new: list[tuple[int, ...]]


def _mark_list(
    items: list[Any],
    old_items: list[Any],
    section: SectionDiff,
    merge: Callable[[Any, Any], Any],
    order: Order,
) -> None:
    """Mark ``items`` in place: added and changed ones, removed ones put back
    (in date order when the list is in date order, else where they were)."""
    for change in section.changes:
        if change.kind == "added" and change.new_index is not None:
            items[change.new_index] = mark_all(items[change.new_index], added)
        elif change.kind == "changed" and change.new_index is not None:
            assert change.old_index is not None
            items[change.new_index] = merge(old_items[change.old_index], items[change.new_index])
    gone = sorted(
        c.old_index for c in section.changes if c.kind == "removed" and c.old_index is not None
    )
    dated = len(order.old) == len(old_items) and len(order.new) == len(items)
    dates = list(order.new) if dated else []
    for shift, i in enumerate(gone):
        at = min(i + shift, len(items))
        if dated and order.old[i] and all(dates):
            at = place(dates, order.old[i], at)
            dates.insert(at, order.old[i])
        items.insert(at, mark_all(old_items[i], removed))


def place(dates: list[tuple[int, ...]], when: tuple[int, ...], fallback: int) -> int:
    """Where ``when`` goes in ``dates`` if they run newest first (or oldest
    first): after the entries as new as it (as old); else ``fallback``."""
    pairs = list(itertools.pairwise(dates))
    if all(a >= b for a, b in pairs):
        return next((k for k, d in enumerate(dates) if d < when), len(dates))
    if all(a <= b for a, b in pairs):
        return next((k for k, d in enumerate(dates) if d > when), len(dates))
    return fallback


def mark_all(value: Any, mark: Callable[[str], str]) -> Any:
    """Every text of an entry, row or bullet marked."""
    if isinstance(value, (Tex, Typ)):
        return mark(value)
    if isinstance(value, dict):
        return {k: v if k in _KEEP else mark_all(v, mark) for k, v in value.items()}
    if isinstance(value, list):
        return [mark_all(v, mark) for v in value]
    return value


def merge_entry(old: View, new: View) -> View:
    """A changed entry: each slot that differs shows old -> new; bullets merged."""
    out = dict(new)
    for slot in SLOTS:
        if old.get(slot) != new.get(slot):
            out[slot] = changed(old.get(slot, ""), new.get(slot, ""))
    out["bullets"] = merge_bullets(old.get("bullets", []), new.get("bullets", []))
    return out


def merge_bullets(old: list[View], new: list[View]) -> list[View]:
    """Bullets matched by their text: new ones marked added, gone ones struck."""
    old_texts = [b["text"] for b in old]
    new_texts = [b["text"] for b in new]
    merged = []
    for bullet in new:
        if bullet["text"] in old_texts:
            before = old[old_texts.index(bullet["text"])]
            merged.append({**bullet, "items": merge_bullets(before["items"], bullet["items"])})
        else:
            merged.append(mark_all(bullet, added))
    for i, bullet in enumerate(old):
        if bullet["text"] not in new_texts:
            merged.insert(min(i, len(merged)), mark_all(bullet, removed))
    return merged


def _mark_entries(target: View, source: View | None, section: SectionDiff, order: Order) -> None:
    _mark_list(target["entries"], source["entries"] if source else [], section, merge_entry, order)


def _mark_items(target: View, source: View | None, section: SectionDiff, order: Order) -> None:
    _mark_list(target["items"], source["items"] if source else [], section, merge_bullet, order)


def merge_bullet(old: View, new: View) -> View:
    return {**new, "text": changed(old["text"], new["text"])}


def _mark_paragraph(target: View, source: View | None, section: SectionDiff, order: Order) -> None:
    target["text"] = changed(source["text"] if source else "", target["text"])


def _mark_rows(target: View, source: View | None, section: SectionDiff, order: Order) -> None:
    """Skills rows: each added item marked, each removed one struck at its place."""

    def merge_row(old: View, new: View) -> View:
        parts = merge_parts(old["parts"], new["parts"])
        builder = _BUILDERS[type(new["items"])]
        return {**new, "items": builder.kind(builder.text(", ").join(parts)), "parts": parts}

    _mark_list(target["rows"], source["rows"] if source else [], section, merge_row, order)


def merge_parts(old: list[str], new: list[str]) -> list[str]:
    merged = [part if part in old else added(part) for part in new]
    for i, part in enumerate(old):
        if part not in new:
            merged.insert(min(i, len(merged)), removed(part))
    return merged


def _mark_honors(target: View, source: View | None, section: SectionDiff, order: Order) -> None:
    """Honours are laid out in groups: mark a flat list, then regroup it."""

    def flat(view: View | None) -> list[View]:
        groups = (view or {}).get("groups", [])
        return [{**row, "group": g["name"]} for g in groups for row in g["rows"]]

    def merge(old: View, new: View) -> View:
        row = dict(new)
        for slot in ("year", "title", "issuer", "location"):
            if old[slot] != new[slot]:
                row[slot] = changed(old[slot], new[slot])
        return row

    rows = flat(target)
    _mark_list(rows, flat(source), section, merge, order)
    groups: dict[str, View] = {}
    for row in rows:
        name = row.pop("group")
        groups.setdefault(str(name), {"name": name, "rows": []})["rows"].append(row)
    target["groups"] = list(groups.values())


_MARKERS: dict[str, Callable[[View, View | None, SectionDiff, Order], None]] = {
    "entries": _mark_entries,
    "list": _mark_items,
    "paragraph": _mark_paragraph,
    "skills": _mark_rows,
    "honors": _mark_honors,
}


def _mark_header(view: View, before: View, section: SectionDiff) -> None:
    fields = {c.label: c for c in section.changes}
    if "name" in fields:
        for part in ("given_name", "family_name"):
            if before[part] != view[part]:
                view[part] = changed(before[part], view[part])
    if {"position", "affiliation"} & fields.keys():
        view["position"] = changed(before["position"], view["position"])
    if "address" in fields:
        view["address"] = changed(before["address"], view["address"])
    old_contacts = {str(c["field"]): c for c in before["contacts"]}
    for contact in view["contacts"]:
        change: Change | None = fields.get(str(contact["field"]))
        if change is None:
            continue
        old = old_contacts.get(str(contact["field"]))
        contact["text"] = changed(old["text"] if old else "", contact["text"])
    for name, change in fields.items():
        if change.kind == "removed" and name in old_contacts:
            gone = dict(old_contacts[name])
            gone["text"] = removed(gone["text"])
            view["contacts"].append(gone)
