"""A comparison as a report: text for a terminal, Markdown for a changelog,
JSON for programs.

The JSON is a stable interface (documented in ``docs/diff-json.md``); a
change to its shape bumps :data:`JSON_FORMAT`.
"""

from __future__ import annotations

import json
from typing import Any

from cvgen.diff.compare import Comparison
from cvgen.diff.entries import HEADER_FIELDS
from cvgen.diff.match import KINDS, Change, FieldChange, SectionDiff
from cvgen.diff.versions import CvVersion
from cvgen.model import Contacts
from cvgen.render.markdown.text import md_escape as md
from cvgen.support.ansi import style

JSON_FORMAT = "cvgen-diff/1"
_COLOURS = {"added": "green", "removed": "red", "changed": "yellow"}
_LISTS = frozenset({"bullet", "course", "item"})  # see entries.list_fields
_FIELDS = frozenset(HEADER_FIELDS) | frozenset(Contacts.model_fields)  # entries that are fields


def counts_line(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {kind}" for kind, n in counts.items())


def _section_head(section: SectionDiff) -> str:
    parts = {k: section.count(k) for k in KINDS}
    return f"{section.title}: {counts_line({k: n for k, n in parts.items() if n})}"


def _field(change: FieldChange, arrow: str = "->") -> tuple[str, str]:
    """(sign, text): ``+``/``-`` for a value that appeared or went, ``~`` for old -> new."""
    if change.old is None:
        return "+", f"{change.field}: {change.new}"
    if change.new is None:
        return "-", f"{change.field}: {change.old}"
    return "~", f"{change.field}: {change.old} {arrow} {change.new}"


def _one_line(change: Change, arrow: str = "->") -> str | None:
    """A header field on one line: ``phone: old -> new``, ``position: Ph.D. Student``."""
    if len(change.fields) == 1 and change.fields[0].field == change.label:
        return _field(change.fields[0], arrow)[1]
    if change.kind != "changed" and change.label in _FIELDS:
        return f"{change.label}: {change.detail}"
    return None


def content_lines(change: Change) -> list[str]:
    """What an added entry is, besides its label: its values on one line
    (``rank: 4/200; location: Beijing``), then each bullet or course on its own."""
    values = [f"{n}: {v}" for n, v in change.content if n not in _LISTS]
    return ["; ".join(values)] * bool(values) + [
        f"{n}: {v}" for n, v in change.content if n in _LISTS
    ]


def format_text(comparison: Comparison) -> str:
    """The report for a terminal; the CLI drops the colours when piped."""
    lines = [
        style(f"--- {comparison.old.describe()}", bold=True),
        style(f"+++ {comparison.new.describe()}", bold=True),
    ]
    lines += [style(f"note: {note}", fg="cyan") for note in comparison.diff.notes]
    for section in comparison.diff.sections:
        lines += ["", style(_section_head(section), bold=True)]
        for change in section.changes:
            kind = style(f"{change.kind:<8}", fg=_COLOURS[change.kind])
            one_line = _one_line(change)
            if one_line:
                lines.append(f"  {kind} {one_line}")
                continue
            detail = style(f" ({change.detail})", dim=True) if change.detail else ""
            lines.append(f"  {kind} {change.label}{detail}")
            lines += [style(f"               {text}", dim=True) for text in content_lines(change)]
            if change.reason:
                lines.append(style(f"               why: {change.reason}", dim=True))
            for field in change.fields:
                sign, text = _field(field)
                colour = {"+": "green", "-": "red"}.get(sign)
                lines.append(style(f"             {sign} {text}", fg=colour))
    lines += ["", _summary(comparison)]
    return "\n".join(lines)


def _summary(comparison: Comparison) -> str:
    if comparison.diff.identical:
        return "no differences"
    return counts_line(comparison.diff.counts())


def format_markdown(comparison: Comparison) -> str:
    old, new = comparison.old, comparison.new
    lines = [
        f"# Changes to the CV of {md(_name(new) or _name(old) or new.spec)}",
        "",
        f"From {md(old.describe())} to {md(new.describe())}.",
    ]
    lines += [f"> Note: {md(note)}" for note in comparison.diff.notes]
    for section in comparison.diff.sections:
        lines += ["", f"## {md(_section_head(section))}", ""]
        for change in section.changes:
            one_line = _one_line(change, "→")
            if one_line:
                lines.append(f"- **{change.kind}** {md(one_line)}")
                continue
            detail = f" ({md(change.detail)})" if change.detail else ""
            lines.append(f"- **{change.kind}** {md(change.label)}{detail}")
            lines += [f"  - {md(text)}" for text in content_lines(change)]
            lines += [f"  - why: {md(change.reason)}"] * bool(change.reason)
            for field in change.fields:
                sign, text = _field(field, "→")
                word = {"+": "added ", "-": "removed ", "~": ""}[sign]
                lines.append(f"  - {word}{md(text)}")
    lines += ["", f"**{_summary(comparison)}**", ""]
    return "\n".join(lines)


def _name(version: CvVersion) -> str:
    return version.selected.profile.name if version.selected else ""


def to_json(comparison: Comparison) -> dict[str, Any]:
    """The documented structure (``docs/diff-json.md``)."""
    diff = comparison.diff
    return {
        "format": JSON_FORMAT,
        "old": _version(comparison.old),
        "new": _version(comparison.new),
        "mode": "text" if comparison.by_text else "entries",
        "notes": list(diff.notes),
        "identical": diff.identical,
        "counts": diff.counts(),
        "sections": [
            {
                "name": s.name,
                "title": s.title,
                "counts": {k: s.count(k) for k in KINDS},
                "changes": [
                    {
                        "kind": c.kind,
                        "key": c.key or None,
                        "label": c.label,
                        "detail": c.detail,
                        "reason": c.reason or None,
                        "content": [{"field": n, "value": v} for n, v in c.content],
                        "fields": [
                            {"field": f.field, "old": f.old, "new": f.new} for f in c.fields
                        ],
                    }
                    for c in s.changes
                ],
            }
            for s in diff.sections
        ],
    }


def _version(version: CvVersion) -> dict[str, Any]:
    return {
        "source": version.spec,
        "kind": version.kind,
        "name": _name(version) or None,
        "date": version.date.iso() if version.date else None,
        "variant": version.variant,
    }


def format_json(comparison: Comparison) -> str:
    return json.dumps(to_json(comparison), ensure_ascii=False, indent=2)


FORMATS = {"text": format_text, "markdown": format_markdown, "json": format_json}
