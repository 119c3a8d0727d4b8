"""The fields of imported BibTeX entries that the database does not keep, for
the import report: one line per reason and set of entries, so that a
500-entry DBLP export gives a few lines, not a thousand."""

from __future__ import annotations

from collections.abc import Iterable

_SHOWN = 3  # entry keys named on a line before "..."


def dropped_lines(dropped: Iterable[tuple[str, tuple[tuple[str, str], ...]]]) -> list[str]:
    """``[(entry key, ((field, why), ...)), ...]`` as the report's lines:
    ``  timestamp, biburl (DBLP metadata): 41 entries (a, b, c, ...)``."""
    keys_of: dict[tuple[str, str], list[str]] = {}  # (field, why) -> entry keys
    for key, left_out in dropped:
        for field_and_why in left_out:
            keys_of.setdefault(field_and_why, []).append(key)
    lines: dict[tuple[str, tuple[str, ...]], list[str]] = {}  # (why, keys) -> fields
    for (field, why), entry_keys in keys_of.items():
        lines.setdefault((why, tuple(entry_keys)), []).append(field)
    if not lines:
        return []
    out = ["fields not kept:"]
    for (why, keys), names in lines.items():
        shown = ", ".join(keys[:_SHOWN]) + (", ..." if len(keys) > _SHOWN else "")
        count = f"{len(keys)} {'entry' if len(keys) == 1 else 'entries'}"
        out.append(f"  {', '.join(names)} ({why}): {count} ({shown})")
    return out
