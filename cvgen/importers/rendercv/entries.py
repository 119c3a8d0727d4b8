"""One entry of a RenderCV section, by its entry type, as a profile entry (which
section it joins is :mod:`cvgen.importers.rendercv.sections`' job).

RenderCV tells its entry types apart by their fields, and so does
:func:`entry_type`: EducationEntry (``institution``, ``area``),
ExperienceEntry (``company``, ``position``), PublicationEntry (``title``,
``authors``), NormalEntry (``name``), OneLineEntry (``label``, ``details``),
BulletEntry (``bullet``), NumberedEntry and ReversedNumberedEntry
(``number``, ``reversed_number``) and TextEntry (plain text).

RenderCV's text is Markdown (``**bold**``, ``*italic*``, ``[text](url)``),
which is cvgen's markup too: it is kept as written, unless a link in it is one
cvgen cannot show (then it is quoted, with a warning). A ``date`` cvgen cannot
read as a date ("Fall 2023") is the entry's ``when``.
"""

from __future__ import annotations

import re
from typing import Any

from cvgen.importers.jsonresume.entries import date_value, labelled
from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.model.base import LINE_MAX
from cvgen.model.dates import PRESENT, PartialDate
from cvgen.model.markup import link_problems, quote
from cvgen.sources.yamlsource import PathKey

Data = dict[str, Any]

DATES = ("date", "start_date", "end_date")
_COMMON = (*DATES, "location", "summary", "highlights")
FIELDS = {
    "education": ("institution", "area", "degree", "url", *_COMMON),
    "experience": ("company", "position", "url", *_COMMON),
    "publication": ("title", "authors", "doi", "url", "journal", "date", "summary"),
    "normal": ("name", "url", *_COMMON),
    "one_line": ("label", "details"),
    "bullet": ("bullet",),
    "numbered": ("number",),
    "reversed_numbered": ("reversed_number",),
}
_REQUIRED = (
    ("education", ("institution",)),
    ("experience", ("company", "position")),
    ("publication", ("title", "authors")),
    ("normal", ("name",)),
    ("one_line", ("label",)),
    ("bullet", ("bullet",)),
    ("numbered", ("number",)),
    ("reversed_numbered", ("reversed_number",)),
)
_LIST_SPLIT = re.compile(r"\s*[,;]\s*(?![^()]*\))")  # not inside parentheses


def entry_type(value: object) -> str:
    """The RenderCV entry type of ``value``: "text" for plain text, "" for
    nothing RenderCV knows."""
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return "text"
    if not isinstance(value, dict):
        return ""
    for kind, required in _REQUIRED:
        if all(value.get(key) not in (None, "") for key in required):
            return kind
    return ""


def markup(reader: ResumeReader, path: PathKey) -> str:
    """The text at ``path`` as cvgen markup: RenderCV's Markdown as written,
    or quoted when a link in it is not one cvgen shows (with a warning)."""
    text = " ".join(reader.text(path).split())
    if problems := link_problems(text):
        reader.warn(path, f"a link is shown as plain text: {problems[0]}", "check the address")
        return quote(text)
    return text


def texts(reader: ResumeReader, path: PathKey) -> list[str]:
    """The list of texts at ``path`` as markup (RenderCV's highlights)."""
    value = reader.get(path)
    if isinstance(value, str):  # one highlight written without its list
        return [text] if (text := markup(reader, path)) else []
    if not isinstance(value, list):
        reader.texts(path)  # warns about what is not a list
        return []
    return [text for i in range(len(value)) if (text := markup(reader, (*path, i)))]


def split_list(text: str) -> list[str]:
    """ "Python, C++ (templates, STL); Rust" -> its items."""
    return [item for item in _LIST_SPLIT.split(text) if item]


def dates(reader: ResumeReader, path: PathKey) -> Data:
    """``start_date``/``end_date``, or one ``date``: as start and end (a start
    without an end, with no single date, is ongoing), or a ``when`` text."""
    start = reader.date((*path, "start_date"))
    end = reader.date((*path, "end_date"))
    single = reader.text((*path, "date"))
    found: Data = {}
    if start and end and end.sort_key() < start.sort_key():
        reader.warn(
            (*path, "end_date"),
            f"left out: ends ({end.iso()}) before it starts ({start.iso()})",
            "swap start_date and end_date, or fix the year",
        )
        end = None
    elif start and end is None and not reader.text((*path, "end_date")) and not single:
        end = PRESENT
    if start:
        found["start"] = date_value(start)
    if end:
        found["end"] = date_value(end)
    if single and not start:
        try:
            found["start"] = date_value(PartialDate.parse(single))
        except ValueError:  # "Fall 2023", "2019 - 2021": shown as written
            found["when"] = quote(single)
    elif single:
        reader.warn((*path, "date"), "left out: start_date is used", "keep one")
    return found


def _bullets(reader: ResumeReader, path: PathKey, summary: bool = True) -> list[str]:
    first = [markup(reader, (*path, "summary"))] if summary else []
    return [b for b in (*first, *texts(reader, (*path, "highlights"))) if b]


def education(reader: ResumeReader, path: PathKey) -> Data:
    reader.obj(path, FIELDS["education"], "cvgen has no place for it in an education entry")
    degree, area = markup(reader, (*path, "degree")), markup(reader, (*path, "area"))
    entry: Data = {
        "institution": linked(reader, path, markup(reader, (*path, "institution"))),
        "degree": f"{degree} in {area}" if degree and area else degree or area,
        "location": markup(reader, (*path, "location")),
        **dates(reader, path),
        **labelled(_bullets(reader, path), "bullets", text=str),
    }
    return {k: v for k, v in entry.items() if v or k in ("institution", "degree")}


def experience(reader: ResumeReader, path: PathKey) -> Data:
    reader.obj(path, FIELDS["experience"], "cvgen has no place for it in an experience entry")
    entry: Data = {
        "organization": linked(reader, path, markup(reader, (*path, "company"))),
        "role": markup(reader, (*path, "position")),
        "location": markup(reader, (*path, "location")),
        **dates(reader, path),
        "bullets": _bullets(reader, path),
    }
    return {k: v for k, v in entry.items() if v or k in ("organization", "role")}


def normal(reader: ResumeReader, path: PathKey) -> Data:
    """A NormalEntry as a custom section's entry: name -> title, a one-line
    summary -> subtitle (a longer one: the first bullet)."""
    reader.obj(path, FIELDS["normal"], "cvgen has no place for it in this entry")
    summary = markup(reader, (*path, "summary"))
    short = len(summary) <= LINE_MAX // 2
    entry: Data = {
        "title": linked(reader, path, markup(reader, (*path, "name"))),
        "subtitle": summary if short else "",
        "location": markup(reader, (*path, "location")),
        **dates(reader, path),
        "bullets": _bullets(reader, path, summary=not short),
    }
    return {k: v for k, v in entry.items() if v}


def as_custom(kind: str, entry: Data) -> Data:
    """An education or experience entry as a custom section's entry."""
    first, second = {"education": ("institution", "degree")}.get(kind, ("role", "organization"))
    names = {first: "title", second: "subtitle"}
    kept = ("location", "start", "end", "when", "bullets")
    more = [f"{k.capitalize()}: {entry[k]}" for k in ("advisor", "thesis") if entry.get(k)]
    custom = {names[k]: entry[k] for k in (first, second) if entry.get(k)}
    custom |= {k: v for k, v in entry.items() if k in kept and v}
    if more:
        custom["bullets"] = [*more, *custom.get("bullets", [])]
    return custom


def one_line(reader: ResumeReader, path: PathKey) -> tuple[str, str]:
    reader.obj(path, FIELDS["one_line"], "cvgen has no place for it in a one-line entry")
    return markup(reader, (*path, "label")), markup(reader, (*path, "details"))


def plain(reader: ResumeReader, path: PathKey, kind: str) -> str:
    """A TextEntry, BulletEntry or (reversed) NumberedEntry: its text."""
    if kind == "text":
        return markup(reader, path)
    key = FIELDS[kind][0]
    reader.obj(path, (key,), "cvgen has no place for it in this entry")
    return markup(reader, (*path, key))


def linked(reader: ResumeReader, path: PathKey, text: str) -> str:
    """``text`` as a link to the entry's ``url`` (RenderCV 2), when it has one."""
    url = reader.text((*path, "url"))
    if not url or not text:
        return text
    link = f"[{text}]({url if '://' in url else f'https://{url}'})"
    if link_problems(link):
        reader.warn((*path, "url"), "left out: not a link cvgen can show", "check the address")
        return text
    return link
