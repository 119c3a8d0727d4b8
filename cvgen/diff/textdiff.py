"""Compare two versions of a CV by their extracted text, when one lacks cvgen's data.

A PDF that cvgen did not make has no entries to match, only the lines that
``pdftotext`` recovers. Those lines are grouped under the section headings a CV
commonly uses, and compared within each section as multisets: a reordered line
is not a change, and a removed line closely resembling an added one is one
edit rather than a removal and an addition. See :mod:`cvgen.diff.match` for the
semantic comparison this falls back from.

Text from ``pdftotext -layout`` keeps a right-aligned place or date on the line
it shares a baseline with, separated by a run of spaces, and turns a vertical
gap between entries into a blank line. So there an entry is the run of lines
between blank lines (or headings), its first line's left-hand part names it,
and a replaced entry is one change with its lines as fields instead of several
added and removed lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from difflib import SequenceMatcher
from typing import TypeVar

from cvgen.diff.match import Change, CvDiff, FieldChange, SectionDiff

# In layout text an entry is a tuple of lines; a line is a tuple of parts
# (left-hand text, then the right-aligned places and dates on the same baseline).
Line = tuple[str, ...]
Entry = tuple[Line, ...]

HEADER = "header"
_T = TypeVar("_T")
SIMILAR = 0.75  # SequenceMatcher ratio from which a removed/added pair is an edit
ENTRY_NOTE = "Compared the extracted text of the two PDFs entry by entry within each section."
NOTE = "Compared the extracted text of the two PDFs line by line within each section."

# Normalised form: casefolded, single-spaced, "&" written as "and".
_HEADING_NAMES = """
    summary|professional summary|profile|professional profile|about|about me|objective
    education|academic background|educational background|education and training
    experience|work experience|professional experience|research experience
    industry experience|relevant experience|academic experience|employment
    employment history|work history|positions|academic positions|appointments
    academic appointments|teaching|teaching experience|teaching and mentoring
    research|projects|selected projects|research projects|software|open source
    publications|selected publications|journal publications|conference publications
    journal articles|conference papers|peer-reviewed publications|refereed publications
    preprints|working papers|manuscripts|patents|theses|thesis|dissertation
    honors|honours|awards|honors and awards|honours and awards|awards and honors
    awards and honours|fellowships|scholarships|fellowships and awards
    scholarships and awards|achievements|distinctions|prizes
    skills|skills and interests|technical skills|computer skills|programming skills
    languages|language skills|interests|research interests|hobbies
    service|professional service|academic service|university service|editorial service
    reviewing|outreach|talks|invited talks|presentations|talks and presentations
    conference presentations|workshops|conferences|grants|funding|grants and funding
    research funding|references|activities|extracurricular activities|leadership
    leadership experience|certifications|certificates|licenses and certifications
    volunteer|volunteering|volunteer experience|mentoring|students|supervision
    advising|students supervised|memberships|professional memberships|affiliations
    coursework|relevant coursework|courses|training|additional information
"""
HEADINGS = frozenset(h.strip() for h in _HEADING_NAMES.replace("\n", "|").split("|")) - {""}
# Letter-spaced headings ("E D U C A T I O N") lose their word gaps in pdftotext.
_COMPACT = {h.replace(" ", ""): h for h in HEADINGS}

_NUMBERING = re.compile(r"^(\d+(\.\d+)*\.?|[ivx]+\.)\s+")  # "2 Education", "IV. Talks"
_EDGE_PUNCTUATION = re.compile(r"^[\W_]+|[\W_]+$")
# A line that is only a date or a range ("Sep. 2019 - Jun. 2023", "2021", "(Expected)
# Present"): a right-aligned date that pdftotext read as a line of its own.
_DATE_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\d{1,4}"
_DATE_WORDS = rf"{_DATE_WORD}|present|now|current|today|expected|to|since"
_DATE_LINE = re.compile(rf"^(?:{_DATE_WORDS}|[\s\-–—/.,()→~])+$", re.IGNORECASE)
_DATED = re.compile(r"\b(19|20)\d\d\b|present", re.IGNORECASE)
EDGE = 3  # lines at the top and bottom of a page where page furniture sits
_PAGE_NUMBER = re.compile(r"^[-–—\s]*(page\s*)?\d{1,3}(\s*(/|of)\s*\d{1,3})?[-–—\s]*$")


def heading_key(line: str) -> str | None:
    """The normalised section name if ``line`` is a section heading, else None."""
    text = _NUMBERING.sub("", " ".join(line.split()).casefold())
    words = text.split()
    if len(words) > 3 and all(len(w) == 1 for w in words):
        compact = _EDGE_PUNCTUATION.sub("", "".join(words)).replace("&", "and")
        return _COMPACT.get(compact)
    text = _EDGE_PUNCTUATION.sub("", text)
    if len(text.split()) > 5:
        return None
    text = " ".join(text.replace("&", " and ").split())
    return text if text in HEADINGS else None


def normalise_line(line: str) -> str | None:
    """The line single-spaced, or None if it is empty or only a page number."""
    text = " ".join(line.split())
    if not text or _PAGE_NUMBER.match(text.casefold()):
        return None
    return text


def content_lines(text: str) -> list[str]:
    """The text's lines, less page numbers and page furniture: a line (digits
    aside, so "Page 2" and "Page 3" are one) that sits at the top or bottom of
    every page, as a running footer does. Headings are kept: pdftotext may
    repeat one at the top of each continuation page."""
    pages = [[n for n in map(normalise_line, page.splitlines()) if n] for page in text.split("\f")]
    pages = [page for page in pages if page]
    if len(pages) < 2:
        return [line for page in pages for line in page]

    def shape(line: str) -> str:
        return re.sub(r"\d+", "#", line)

    edges = [{shape(line) for line in page[:EDGE] + page[-EDGE:]} for page in pages]
    furniture = set.intersection(*edges)
    return [
        line
        for page in pages
        for i, line in enumerate(page)
        if not (
            shape(line) in furniture
            and (i < EDGE or i >= len(page) - EDGE)
            and heading_key(line) is None
        )
    ]


def is_date_line(line: str) -> bool:
    return bool(_DATE_LINE.match(line) and _DATED.search(line))


def _sections(text: str) -> dict[str, tuple[str, list[str]]]:
    """Normalised heading -> (heading as written, lines). A heading seen again,
    as when pdftotext repeats it on a continuation page, extends its section.
    A line that is only a date joins the line before it: one entry, one line."""
    sections: dict[str, tuple[str, list[str]]] = {HEADER: (HEADER, [])}
    current = sections[HEADER][1]
    for line in content_lines(text):
        key = heading_key(line)
        if key is None and current and is_date_line(line):
            current[-1] = f"{current[-1]} {line}"
        elif key is None:
            current.append(line)
        else:
            current = sections.setdefault(key, (line, []))[1]
    if not sections[HEADER][1]:
        del sections[HEADER]
    return sections


def diff_text(old: str, new: str) -> CvDiff:
    """Lines added, removed and edited in each section between two extracted texts;
    entries instead of lines when the text keeps its layout (``pdftotext -layout``)."""
    if is_layout(old) or is_layout(new):
        return _diff_entries(layout_lines(old), layout_lines(new))
    before, after = _sections(old), _sections(new)
    order = list(after) + [key for key in before if key not in after]
    result = []
    for key in order:
        old_lines = before[key][1] if key in before else []
        new_lines = after[key][1] if key in after else []
        changes = compare_lines(old_lines, new_lines)
        if changes:
            title = (after.get(key) or before[key])[0]
            result.append(SectionDiff(key, "Header" if key == HEADER else title, changes))
    return CvDiff(tuple(result), notes=(NOTE,))


def _diff_entries(old: list[Line | None], new: list[Line | None]) -> CvDiff:
    before, after = _entry_sections(old), _entry_sections(new)
    result = []
    for key in list(after) + [key for key in before if key not in after]:
        old_entries = before[key][1] if key in before else []
        new_entries = after[key][1] if key in after else []
        changes = compare_entries(old_entries, new_entries)
        if changes:
            title = (after.get(key) or before[key])[0]
            result.append(SectionDiff(key, "Header" if key == HEADER else title, changes))
    return CvDiff(tuple(result), notes=(ENTRY_NOTE,))


def _entry_sections(lines: list[Line | None]) -> dict[str, tuple[str, list[Entry]]]:
    """Normalised heading -> (heading as written, entries), as _sections does for lines."""
    sections: dict[str, tuple[str, list[Line | None]]] = {HEADER: (HEADER, [])}
    current = sections[HEADER][1]
    for line in lines:
        key = heading_key(line[0]) if line is not None and len(line) == 1 else None
        if key is None or line is None:
            current.append(line)
        else:
            current = sections.setdefault(key, (line[0], []))[1]
            current.append(None)
    grouped = {key: (title, group(body)) for key, (title, body) in sections.items()}
    return {key: value for key, value in grouped.items() if value[1] or key != HEADER}


def compare_lines(old: list[str], new: list[str]) -> tuple[Change, ...]:
    """Edited and added lines in the new order, then removed lines in the old."""
    removed = leftover(old, Counter(old) - Counter(new))
    added = leftover(new, Counter(new) - Counter(old))
    pairs = pair_similar(removed, added)
    back = {j: i for i, j in pairs.items()}
    changes = []
    for j, line in enumerate(added):
        if j in back:
            edit = FieldChange("text", removed[back[j]], line)
            changes.append(Change("changed", line, fields=(edit,)))
        else:
            changes.append(Change("added", line))
    changes += [Change("removed", line) for i, line in enumerate(removed) if i not in pairs]
    return tuple(changes)


def leftover(lines: Iterable[_T], extra: Counter[_T]) -> list[_T]:
    """The lines counted in ``extra``, in the order they appear in ``lines``."""
    remaining = Counter(extra)
    out = []
    for line in lines:
        if remaining[line] > 0:
            remaining[line] -= 1
            out.append(line)
    return out


def pair_similar(removed: list[str], added: list[str]) -> dict[int, int]:
    """Removed index -> added index for similar lines, the most similar pairs
    first, so one near-duplicate cannot claim a line that fits another better."""
    scored = []
    for i, a in enumerate(removed):
        for j, b in enumerate(added):
            matcher = SequenceMatcher(None, a, b, autojunk=False)
            # The cheap upper bounds skip most unrelated pairs of a long section.
            if matcher.real_quick_ratio() >= SIMILAR and matcher.quick_ratio() >= SIMILAR:
                ratio = matcher.ratio()
                if ratio >= SIMILAR:
                    scored.append((-ratio, i, j))
    pairs: dict[int, int] = {}
    taken: set[int] = set()
    for _, i, j in sorted(scored):
        if i not in pairs and j not in taken:
            pairs[i] = j
            taken.add(j)
    return pairs


# Words are one space apart in layout text; a wider gap separates aligned parts.
_GAP = re.compile(r" {3,}")
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


def compare_entries(old: list[Entry], new: list[Entry]) -> tuple[Change, ...]:
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
    for i, j in pair_similar(texts_old, texts_new).items():
        back[rest_new[j]] = rest_old[i]
    changes = []
    for j, entry in enumerate(added):
        label, detail = head(entry)
        if j in back:
            fields = _line_changes(removed[back[j]], entry)
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


def _line_changes(old: Entry, new: Entry) -> tuple[FieldChange, ...]:
    """A changed entry's lines: an edited line old -> new, else added or removed.
    One line gone and one come, with the same aligned parts, is an edit however
    different (a renamed role): the entry already ties them together."""
    gone_lines = leftover(old, Counter(old) - Counter(new))
    came_lines = leftover(new, Counter(new) - Counter(old))
    gone, came = list(map(line_text, gone_lines)), list(map(line_text, came_lines))
    # Aligned like a role and its dates: one line replacing another, however reworded.
    aligned = [len(x) for x in gone_lines + came_lines]
    one_edit = len(aligned) == 2 and aligned[0] == aligned[1] > 1
    pairs = {0: 0} if one_edit else pair_similar(gone, came)
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
    less page numbers and page furniture (as :func:`content_lines`, per line)."""
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
