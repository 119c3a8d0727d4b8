"""Append papers to the publication database as YAML text.

The database is hand-written and its comments matter, so it is never loaded
and dumped: the new entries are written as text after the last line, under
``papers:`` (which must therefore be the last top-level key), every string
double-quoted by PyYAML's own emitter. The whole new text is loaded back with
cvgen's loader and checked (schema, then the database checks of ``cvgen
validate``) before the file is replaced atomically: a failure writes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml

from cvgen.cv.dbcheck import check_database
from cvgen.errors import CvgenError, Problem, display_path
from cvgen.model import Paper, PublicationDatabase
from cvgen.sources.loader import LoadedDatabase
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import YamlDocument, load_yaml
from cvgen.support.files import write_atomically

# In the order a person reads an entry: who, what it is and where, when, then
# where it is found; the abstract, the longest, last.
_FIELDS = (
    "title",
    "authors",
    "equal_contribution",
    "corresponding",
    "students",
    "presenters",
    "dblp",
    "kind",
    "venue",
    "status",
    "year",
    "month",
    "location",
    "volume",
    "number",
    "pages",
    "publisher",
    "institution",
    "doi",
    "arxiv",
    "url",
    "links",
    "awards",
    "note",
    "selected",
    "related",
)
# A paper's earlier versions, written after the abstract as the database writes them.
_VERSIONS = ("former_titles", "history")


class DatabaseAppendError(CvgenError):
    """The database cannot take appended papers, or would not validate with them."""


def quote(text: str) -> str:
    """A double-quoted YAML scalar that loads back as exactly ``text``."""
    dumped = yaml.safe_dump(text, default_style='"', allow_unicode=True, width=1 << 30)
    return dumped.removesuffix("\n...\n").rstrip("\n")


def paper_yaml(key: str, paper: Paper, indent: int = 2) -> list[str]:
    """The lines of one database entry, in the database's own layout."""
    pad = " " * (indent + 2)
    plain = yaml.safe_load(key) == key and ":" not in key and "#" not in key
    lines = [" " * indent + f"{key if plain else quote(key)}:"]
    data: dict[str, Any] = paper.model_dump(include=set(_FIELDS), exclude_defaults=True)
    data["status"] = paper.status  # written even when it is the default, as the database does
    for name in _FIELDS:
        value = data.get(name)
        if value is None or value == "":
            continue
        if isinstance(value, dict):
            # dblp's keys are names, quoted; venue's and links' are field names
            keys = {k: k if name in ("venue", "links") else quote(k) for k in value}
            inner = ", ".join(f"{keys[k]}: {quote(v)}" for k, v in value.items() if v)
            lines.append(f"{pad}{name}: {{{inner}}}")
        elif isinstance(value, list):
            lines.append(f"{pad}{name}: [{', '.join(quote(v) for v in value)}]")
        elif isinstance(value, bool):
            lines.append(f"{pad}{name}: {str(value).lower()}")
        elif isinstance(value, int) or name in ("status", "kind"):
            lines.append(f"{pad}{name}: {value}")
        else:
            lines.append(f"{pad}{name}: {quote(value)}")
    if paper.abstract:
        lines.append(f"{pad}abstract: {quote(paper.abstract)}")
    return lines + _versions_yaml(paper, pad)


def _versions_yaml(paper: Paper, pad: str) -> list[str]:
    """The former titles and the history."""
    lines = []
    data = paper.model_dump(include=set(_VERSIONS), exclude_defaults=True)
    if data.get("former_titles"):
        lines.append(f"{pad}former_titles: [{', '.join(quote(v) for v in data['former_titles'])}]")
    if data.get("history"):
        lines.append(f"{pad}history:")
    for state in paper.history if data.get("history") else []:
        fields = [f"until: {state.until}"]
        fields += [f"title: {quote(state.title)}"] if state.title else []
        fields.append(f"status: {state.status}")
        if state.venue:
            fields.append(
                f"venue: {{short: {quote(state.venue.short)}, long: {quote(state.venue.long)}}}"
            )
        fields += [f"{k}: {getattr(state, k)}" for k in ("year", "month") if getattr(state, k)]
        fields += [f"location: {quote(state.location)}"] if state.location else []
        lines.append(f"{pad}  - {{{', '.join(fields)}}}")
    return lines


def append_papers(
    path: Path,
    papers: Sequence[tuple[str, Paper]],
    *,
    note: str,
    dry_run: bool = False,
    updated: Mapping[str, Paper] | None = None,
    original: str | None = None,
) -> str:
    """Rewrite the entries of ``updated`` in place, append ``papers`` under a
    ``# note`` comment, and return the text appended. ``original`` is the text
    of a database not yet written; with ``dry_run`` everything is checked but
    nothing is written."""
    if original is None:
        original = path.read_bytes().decode("utf-8")
    document = load_yaml(path, original)
    if papers and _empty_flow_papers(document, original):  # "papers: {}": opened to take lines
        original = _EMPTY_FLOW.sub(r"\1\2", original, count=1)
        document = load_yaml(path, original)
    indent = _entry_indent(document) if papers else 2
    newline = "\r\n" if "\r\n" in original else "\n"
    head = replace_entries(original, document, updated or {}, newline)
    lines = [""] if head.strip() else []
    if not isinstance(document.data, dict) or "papers" not in document.data:
        lines.append("papers:")
    lines.append(" " * indent + f"# {note}")
    for key, paper in papers:
        lines += [*paper_yaml(key, paper, indent), ""]
    appended = newline.join(lines) if papers else ""
    if head and not head.endswith("\n") and appended:
        head += newline
    text = head + appended
    _check(path, document, text, [*papers, *(updated or {}).items()])
    if not dry_run:
        write_atomically(path, text.encode("utf-8"))
    return appended


def replace_entries(
    text: str, document: YamlDocument, papers: Mapping[str, Paper], newline: str = "\n"
) -> str:
    """``text`` with the block of each of ``papers`` rewritten (its key's line to
    its last line that is not a blank or a comment before the next key);
    every other line is kept byte for byte."""
    lines = text.splitlines(keepends=True)
    starts = sorted(loc.line for path, loc in document.source.keys.items() if len(path) <= 2)
    for key in sorted(papers, key=lambda k: -document.source.keys[("papers", k)].line):
        where = document.source.keys[("papers", key)]
        end = next((line for line in starts if line > where.line), len(lines) + 1) - 1
        while end > where.line and _outside(lines[end - 1], where.column):
            end -= 1
        block = paper_yaml(key, papers[key], where.column - 1)
        lines[where.line - 1 : end] = [line + newline for line in block]
    return "".join(lines)


def _outside(line: str, column: int) -> bool:
    """A blank line, or a comment no deeper than the entry's key: not the entry's."""
    stripped = line.strip()
    return not stripped or (stripped.startswith("#") and len(line) - len(line.lstrip()) < column)


_EMPTY_FLOW = re.compile(r"^(papers:)[ \t]*\{[ \t]*\}([ \t]*(?:#.*)?)$", re.MULTILINE)


def _empty_flow_papers(document: YamlDocument, text: str) -> bool:
    """The database's ``papers: {}``, as a new database is often written."""
    data = document.data
    return isinstance(data, dict) and data.get("papers") == {} and bool(_EMPTY_FLOW.search(text))


def _entry_indent(document: YamlDocument) -> int:
    """The indentation of the keys under ``papers:``; an error if appending
    below the file's last line would not put them there."""
    data, source = document.data, document.source
    if not isinstance(data, dict) or "papers" not in data:
        return 2
    where = source.locate(("papers",), key=True)
    if list(data)[-1] != "papers":
        raise DatabaseAppendError(
            f"{where}: papers: must be the last top-level key to import papers into it "
            f"(move '{list(data)[-1]}:' above 'papers:')"
        )
    papers = data["papers"]
    if papers is not None and source.locate(("papers",)).line == where.line:
        raise DatabaseAppendError(
            f"{where}: papers: is written on one line ({{...}}); write one paper key "
            "per line below 'papers:' to import papers into it"
        )
    columns = [source.keys[("papers", key)].column for key in papers or {}]
    return min(columns) - 1 if columns else 2


def _check(
    path: Path, before: YamlDocument, text: str, papers: Sequence[tuple[str, Paper]]
) -> None:
    """Load ``text`` as cvgen would; raise (nothing written) on any new problem."""
    try:
        document = load_yaml(path, text)
        database = validate_document(PublicationDatabase, document)
    except CvgenError as exc:
        raise _invalid(path, exc.message) from None
    for key, paper in papers:  # a bug in the writer, not a user error
        assert database.papers.get(key) == paper, f"{key} does not load back as written"
    known = {str(p) for p in _database_problems(path, before)}
    new: list[Problem] = [
        p
        for p in check_database(LoadedDatabase(path, database, document.source))
        if str(p) not in known
    ]
    if new:
        raise _invalid(path, "\n".join(map(str, new)))


def _invalid(path: Path, problems: str) -> DatabaseAppendError:
    return DatabaseAppendError(
        f"{display_path(path)}: the new papers would make the database invalid, "
        f"so nothing was written:\n{problems}"
    )


def _database_problems(path: Path, document: YamlDocument) -> list[Problem]:
    """The problems the database had before: they are not the new papers' fault."""
    try:
        database = validate_document(PublicationDatabase, document)
    except CvgenError:  # e.g. an empty `papers:`, which appending fixes
        return []
    return check_database(LoadedDatabase(path, database, document.source))
