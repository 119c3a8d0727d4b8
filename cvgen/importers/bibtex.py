"""Read a BibTeX file into entries, each with the line it starts on.

bibtexparser 1.x does the parsing (``@string`` macros, ``#`` concatenation,
the month macros). It drops an entry it cannot parse without a word, so the
entry headers are also found with a regex, for line numbers and to report
the dropped ones. ``@@inproceedings`` is read as BibTeX reads it (as
``@inproceedings``), entry types in any case.

A ``crossref`` is resolved here, as BibTeX and biblatex do: the entry takes
the fields it lacks from the entry it names (the parent's ``title`` becomes
its ``booktitle``), except those that describe the parent itself (its DOI,
links, abstract). The parent records which entries used it. Turning an entry
into a database Paper is :mod:`cvgen.importers.bibpaper`'s job.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from itertools import pairwise
from pathlib import Path

import bibtexparser  # type: ignore[import-untyped]
from bibtexparser.bparser import BibTexParser  # type: ignore[import-untyped]

from cvgen.errors import CvgenError, Location, display_path
from cvgen.sources.limits import read_text


class BibReadError(CvgenError):
    """A BibTeX file of which no entry can be read."""


@dataclass(frozen=True)
class BibEntry:
    key: str
    kind: str  # lower case: article, inproceedings, misc, ...
    fields: dict[str, str]  # lower-case names, values as written (LaTeX)
    location: Location
    inherited: frozenset[str] = frozenset()  # the fields taken from its crossref
    children: tuple[str, ...] = ()  # the entries whose crossref this one is


@dataclass(frozen=True)
class BibFile:
    entries: list[BibEntry]
    unparsed: list[tuple[str, str, Location]]  # key, reason, where


# the key as bibtexparser reads it: up to the comma, white space around it (on
# the next line too) and none in it, braces and parentheses allowed: a key read
# otherwise here would have its entry reported as dropped and imported all the same
_HEADER = re.compile(r"^[ \t]*(@)[ \t@]*([A-Za-z]+)[ \t]*[{(]\s*([^,\s]*)", re.MULTILINE)
_NOT_ENTRIES = {"string", "comment", "preamble"}
_DOUBLED = re.compile(r"^([ \t]*@)[ \t]*@[ \t@]*", re.MULTILINE)
# fields that describe the crossref parent itself, not the works in it
_OWN = {"title", "doi", "url", "ee", "eprint", "abstract", "note", "isbn", "biburl"}
_OWN |= {"bibsource", "timestamp", "ids", "key", "crossref", "adsurl", "adsnote", "eid"}


def read_bib(path: Path) -> BibFile:
    """Every entry bibtexparser reads, and the ones it could not, with their lines."""
    text = _strip_comments(read_text(path))
    headers = [
        (m.group(3), m.group(2).lower(), _location(path, text, m.start(1)))
        for m in _HEADER.finditer(text)
        if m.group(2).lower() not in _NOT_ENTRIES
    ]
    parser = BibTexParser(common_strings=True, ignore_nonstandard_types=False)
    try:
        parsed = bibtexparser.loads(_DOUBLED.sub(r"\1", text), parser=parser).entries
    except Exception as exc:  # pyparsing's errors and whatever else the parser raises
        raise BibReadError(f"{display_path(path)}: cannot be read as BibTeX ({exc})") from None
    entries: list[BibEntry] = []
    unparsed: list[tuple[str, str, Location]] = []
    cursor = 0
    for raw in parsed:
        key, kind = str(raw.pop("ID")), str(raw.pop("ENTRYTYPE")).lower()
        found = next(
            (i for i in range(cursor, len(headers)) if headers[i][:2] == (key, kind)), None
        )
        location = Location(path, 1, 1)  # a header not at a line start: no line known
        if found is not None:
            unparsed += [_unparsed(h) for h in headers[cursor:found]]
            location, cursor = headers[found][2], found + 1
        entries.append(BibEntry(key, kind, {k.lower(): str(v) for k, v in raw.items()}, location))
    unparsed += [_unparsed(h) for h in headers[cursor:]]
    if not entries and unparsed:
        key, reason, where = unparsed[0]
        raise BibReadError(
            f"{where}: {key}: {reason}; no entry of {display_path(path)} could be read"
        )
    if not entries:
        raise BibReadError(
            f"{display_path(path)}: no BibTeX entries found (an entry looks like "
            "@article{key, title = {...}, author = {...}, year = 2024})"
        )
    return BibFile(resolve_crossrefs(entries), unparsed)


def resolve_crossrefs(entries: list[BibEntry]) -> list[BibEntry]:
    """Each entry with the fields it inherits from its crossref (keys compared
    without case, as BibTeX does), and each parent with its children's keys."""
    by_key = {entry.key.casefold(): entry for entry in entries}
    children: dict[str, list[str]] = {}
    resolved = []
    for entry in entries:
        fields, parent = dict(entry.fields), by_key.get(entry.fields.get("crossref", "").casefold())
        seen = {entry.key}
        while parent is not None and parent.key not in seen:  # a chain, never a loop
            seen.add(parent.key)
            children.setdefault(parent.key, []).append(entry.key)
            inherited = {k: v for k, v in parent.fields.items() if k not in _OWN | set(fields)}
            if (
                "booktitle" not in fields
                and "booktitle" not in inherited
                and "title" in parent.fields
            ):
                inherited["booktitle"] = parent.fields["title"]
            fields.update(inherited)
            parent = by_key.get(parent.fields.get("crossref", "").casefold())
        inherited_names = frozenset(fields) - frozenset(entry.fields)
        resolved.append(replace(entry, fields=fields, inherited=inherited_names))
    return [replace(e, children=tuple(children.get(e.key, ()))) for e in resolved]


def _strip_comments(text: str) -> str:
    """Drop ``%`` comments outside field values (whole lines and line ends),
    keeping the line breaks: bibtexparser 1.x fails on an entry with one."""
    starts = [0, *(m.start() for m in _HEADER.finditer(text)), len(text)]
    return "".join(_strip_chunk(text[a:b]) for a, b in pairwise(starts))


def _strip_chunk(text: str) -> str:
    """One entry (braces counted from its header) and what follows it."""
    kept, depth, quoted, start = [], 0, False, 0
    for match in re.finditer(r'\\.|[{}"%]', text):
        char = match.group()
        if match.start() < start:  # inside a comment already dropped
            continue
        if char == "{" or char == "}":
            depth = max(depth + (1 if char == "{" else -1), 0)
        elif char == '"' and depth == 1:
            quoted = not quoted
        elif char == "%" and depth <= 1 and not quoted:
            end = text.find("\n", match.start())
            kept.append(text[start : match.start()])
            start = len(text) if end < 0 else end
    return "".join([*kept, text[start:]])


def _location(path: Path, text: str, pos: int) -> Location:
    return Location(path, text.count("\n", 0, pos) + 1, pos - text.rfind("\n", 0, pos))


def _unparsed(header: tuple[str, str, Location]) -> tuple[str, str, Location]:
    return header[0], f"@{header[1]} cannot be parsed (check its braces and quotes)", header[2]
