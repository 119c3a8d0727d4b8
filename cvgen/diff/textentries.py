"""Group ``pdftotext -layout`` text into entries, and compare them.

In layout mode pdftotext keeps a right-aligned place or date on the line it
shares a baseline with, separated by a run of spaces, and turns a vertical gap
between entries into a blank line. So an entry is the run of lines between
blank lines (or headings), its first line's left-hand part names it, and a
replaced entry is one change with its lines as fields instead of several
added and removed lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from cvgen.diff.match import Change, FieldChange
from cvgen.diff.textdiff import EDGE, heading_key, is_date_line, leftover, normalise_line

# Entry is a tuple of lines; a line is a tuple of parts (left-hand text, then
# the right-aligned places and dates on the same baseline).
Line = tuple[str, ...]
Entry = tuple[Line, ...]

# Words are one space apart in layout text; a wider gap separates aligned parts.
_GAP = re.compile(r" {3,}")
# textdiff.pair_similar: removed index -> added index for similar texts.
SimilarPairs = Callable[[list[str], list[str]], dict[int, int]]
_BULLET = re.compile(r"^[•·∙◦▪‣*–-]\s")


def is_layout(text: str) -> bool:
    """Whether ``text`` came from ``pdftotext -layout`` (an aligned gap inside a line)."""
    return any(_GAP.search(line.strip()) for line in text.splitlines())


def split_parts(line: str) -> Line:
    return tuple(" ".join(part.split()) for part in _GAP.split(line.strip()) if part.strip())


def is_bullet(line: Line) -> bool:
    return bool(_BULLET.match(line[0]))


def line_text(line: Line) -> str:
    return " · ".join(line)


def entry_text(entry: Entry) -> str:
    return " / ".join(map(line_text, entry))


def is_row(line: Line) -> bool:
    """A dated row of a table, "2023   Best Paper Award   Boston": an entry of its own."""
    return len(line) > 1 and is_date_line(line[0])


def group(lines: list[Line | None]) -> list[Entry]:
    """Entries from lines with None for a blank line or page break. A line that
    is not a bullet after a bullet starts an entry too, as bullets end an entry,
    and a dated row is an entry of its own: awards are often a table without gaps."""
    entries: list[Entry] = []
    current: list[Line] = []
    for line in lines:
        if current and (
            line is None
            or is_row(line)
            or is_row(current[-1])
            or (is_bullet(current[-1]) and not is_bullet(line))
        ):
            entries.append(tuple(current))
            current = []
        if line is not None:
            current.append(line)
    if current:
        entries.append(tuple(current))
    return entries


def head(entry: Entry) -> tuple[str, str]:
    """An entry's label (its first line's left-hand part, or a row's text after
    its date) and detail (the rest of that line: places, dates, venues)."""
    first = entry[0]
    if is_row(first):
        return first[1], ", ".join(first[2:] + first[:1])
    return first[0], ", ".join(first[1:])


def compare_entries(
    old: list[Entry], new: list[Entry], similar: SimilarPairs
) -> tuple[Change, ...]:
    """Entries in both versions cancel; the rest pair by their first part (the
    name an entry keeps when its role or dates change), in order, then by
    similar text; a pair is one change, the others are added and removed."""
    removed = leftover(old, Counter(old) - Counter(new))
    added = leftover(new, Counter(new) - Counter(old))
    by_name: dict[str, list[int]] = {}
    for i, entry in enumerate(removed):
        by_name.setdefault(_name(entry), []).append(i)
    back: dict[int, int] = {}  # added index -> removed index
    for j, entry in enumerate(added):
        if by_name.get(_name(entry)):
            back[j] = by_name[_name(entry)].pop(0)
    rest_old = [i for i in range(len(removed)) if i not in back.values()]
    rest_new = [j for j in range(len(added)) if j not in back]
    texts_old = [entry_text(removed[i]) for i in rest_old]
    texts_new = [entry_text(added[j]) for j in rest_new]
    for i, j in similar(texts_old, texts_new).items():
        back[rest_new[j]] = rest_old[i]
    changes = []
    for j, entry in enumerate(added):
        label, detail = head(entry)
        if j in back:
            fields = _line_changes(removed[back[j]], entry, similar)
            if fields:  # else only its lines' order changed, which is no change
                changes.append(Change("changed", label, detail, fields=fields))
        else:
            content = tuple(("text", line_text(line)) for line in entry[1:])
            changes.append(Change("added", label, detail, content=content))
    paired = set(back.values())
    changes += [
        Change("removed", *head(entry)) for i, entry in enumerate(removed) if i not in paired
    ]
    return tuple(changes)


def _line_changes(old: Entry, new: Entry, similar: SimilarPairs) -> tuple[FieldChange, ...]:
    """A changed entry's lines: an edited line old -> new, else added or removed.
    One line gone and one come, with the same aligned parts, is an edit however
    different (a renamed role): the entry already ties them together."""
    gone_lines = leftover(old, Counter(old) - Counter(new))
    came_lines = leftover(new, Counter(new) - Counter(old))
    gone, came = list(map(line_text, gone_lines)), list(map(line_text, came_lines))
    # Aligned like a role and its dates: one line replacing another, however reworded.
    aligned = [len(x) for x in gone_lines + came_lines]
    one_edit = len(aligned) == 2 and aligned[0] == aligned[1] > 1
    pairs = {0: 0} if one_edit else similar(gone, came)
    back = {j: i for i, j in pairs.items()}
    fields = [
        FieldChange("text", gone[back[j]] if j in back else None, text)
        for j, text in enumerate(came)
    ]
    fields += [FieldChange("text", text, None) for i, text in enumerate(gone) if i not in pairs]
    return tuple(fields)


def _name(entry: Entry) -> str:
    return head(entry)[0].casefold()


def layout_lines(text: str) -> list[Line | None]:
    """The text's lines split into parts, None for a blank line or page break,
    less page numbers and page furniture (as textdiff.content_lines, per line)."""
    pages = [page.splitlines() for page in text.split("\f")]
    kept = [[i for i, line in enumerate(page) if normalise_line(line)] for page in pages]

    def shape(line: str) -> str:
        return re.sub(r"\d+", "#", " ".join(line.split()))

    furniture: set[str] = set()
    if sum(bool(k) for k in kept) > 1:
        edges = [
            {shape(page[i]) for i in k[:EDGE] + k[-EDGE:]}
            for page, k in zip(pages, kept, strict=True)
            if k
        ]
        furniture = set.intersection(*edges)
    out: list[Line | None] = []
    for page, k in zip(pages, kept, strict=True):
        edge = set(k[:EDGE] + k[-EDGE:])
        for i, line in enumerate(page):
            if i not in k:
                out.append(None)
            elif not (i in edge and shape(line) in furniture and heading_key(line) is None):
                out.append(split_parts(line))
        out.append(None)
    return out
