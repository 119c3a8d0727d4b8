"""The fields of imported BibTeX entries that the database does not keep, for
the import report: one line per reason and set of entries, so that a
500-entry DBLP export gives a few lines, not a thousand. Each line names its
entries, or says "every entry" when the fields are left out of all of them."""

from __future__ import annotations

from collections.abc import Iterable


def dropped_lines(
    dropped: Iterable[tuple[str, tuple[tuple[str, str], ...]]], read: int
) -> list[str]:
    """``[(entry key, ((field, why), ...)), ...]`` of ``read`` entries as the
    report's lines: ``  timestamp, biburl (DBLP metadata): every entry (41)``,
    ``  isbn (no place for it): 2 entries (a, b)``."""
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
        if len(keys) == read and read > 1:
            which = f"every entry ({read})"
        else:
            which = f"{len(keys)} {'entry' if len(keys) == 1 else 'entries'} ({', '.join(keys)})"
        out.append(f"  {', '.join(names)} ({why}): {which}")
    return out
