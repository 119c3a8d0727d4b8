"""One entry of a JSON Resume section as a profile entry (the sections are
:mod:`cvgen.importers.jsonresume.sections`' job).

Fields JSON Resume renamed at 1.0 are read under either name: ``company`` as
``name``, ``website`` as ``url``, ``gpa`` as ``score``; an award's date also
as ``awardDate`` (before 0.0.0), ``startDate`` or ``startdate`` (as some
generators write it).

Every entry has a first line: one without its name takes the second line's
text (a job with a position but no employer shows the position); one with
neither is left out, with a warning, rather than printed as an empty line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.model.dates import PRESENT, PartialDate
from cvgen.model.markup import Link, parse, quote
from cvgen.sources.yamlsource import PathKey

Data = dict[str, Any]

URL = ("url", "website")
AWARD_DATE = ("date", "awardDate", "startDate", "startdate")


def linked(reader: ResumeReader, path: PathKey, text: str) -> str:
    """``text`` (already quoted) as a link to the entry's ``url``, when it has one."""
    where = reader.either(path, *URL)
    url = reader.text(where)
    if not url:
        return text
    if "://" not in url and not url.startswith("mailto:"):
        url = f"https://{url}"
    link = f"[{text or quote(url)}]({url})"
    spans = parse(link)
    if len(spans) == 1 and isinstance(spans[0], Link):
        return link
    reader.warn(where, "left out: not a link cvgen can show", "check the address")
    return text


def dates(reader: ResumeReader, path: PathKey) -> Data:
    """start and end; a start without an end is ongoing (``present``)."""
    start = reader.date((*path, "startDate"))
    end = reader.date((*path, "endDate"))
    if start and end and end.sort_key() < start.sort_key():
        reader.warn(
            (*path, "endDate"),
            f"left out: ends ({end.iso()}) before it starts ({start.iso()})",
            "swap startDate and endDate, or fix the year",
        )
        return {"start": date_value(start)}
    if start and end is None:
        end = PRESENT
    return {k: date_value(v) for k, v in (("start", start), ("end", end)) if v}


def date_value(date: PartialDate) -> str | int:
    return date.year if not date.month and not date.present else date.iso()


def bullets(reader: ResumeReader, path: PathKey, *first: str) -> list[str]:
    """The ``highlights``, after the texts in ``first``, each quoted."""
    return [quote(t) for t in first if t] + [quote(t) for t in reader.texts((*path, "highlights"))]


def titled(
    reader: ResumeReader, path: PathKey, entry: Data, first: str, second: str, keys: str
) -> Data | None:
    """``entry`` with its ``first`` line: else the ``second`` line's text moves
    up; None (and a warning) when it has neither. ``keys`` names them in the
    document's words, "name or position"."""
    if not entry.get(first):
        entry[first], entry[second] = entry.get(second, ""), ""
    if entry[first]:
        return entry
    wanted = keys.split(" or ")[0]
    reader.warn(path, f"left out: an entry needs its {keys}", f"add {wanted}")
    return None


def work(reader: ResumeReader, path: PathKey, org: tuple[str, ...]) -> Data | None:
    """A job (``org``: the employer's keys) or a volunteer post."""
    used = (*org, "position", *URL, "startDate", "endDate", "summary", "highlights", "location")
    reader.obj(path, used)
    entry = {
        "organization": linked(reader, path, reader.markup(reader.either(path, *org))),
        "role": reader.markup((*path, "position")),
        "location": reader.markup((*path, "location")),
        **dates(reader, path),
        "bullets": bullets(reader, path, reader.text((*path, "summary"))),
    }
    entry = {k: v for k, v in entry.items() if v or k in ("organization", "role")}
    return titled(reader, path, entry, "organization", "role", f"{org[0]} or position")


def as_custom(entry: Data) -> Data:
    names = {"organization": "title", "role": "subtitle"}
    return {names.get(k, k): v for k, v in entry.items() if v}


def education(reader: ResumeReader, path: PathKey) -> Data | None:
    used = ("institution", "url", "area", "studyType", "startDate", "endDate", "score", "gpa")
    reader.obj(path, (*used, "courses"))
    kind, area = reader.markup((*path, "studyType")), reader.markup((*path, "area"))
    entry = {
        "institution": linked(reader, path, reader.markup((*path, "institution"))),
        "degree": f"{kind} in {area}" if kind and area else kind or area,
        **dates(reader, path),
        "gpa": reader.markup(reader.either(path, "score", "gpa")),
        **labelled(reader.texts((*path, "courses")), "courses"),
    }
    entry = {k: v for k, v in entry.items() if v or k in ("institution", "degree")}
    return titled(reader, path, entry, "institution", "degree", "institution or studyType")


_LABELS = {"advisor": "advisor", "supervisor": "advisor", "adviser": "advisor"}
_LABELS |= dict.fromkeys(("thesis", "dissertation", "phd thesis", "master's thesis"), "thesis")
_LABEL = re.compile(r"^\s*\**([A-Za-z' ]{3,20}?)\s*:\s*\**\s*(\S.*)$")  # "**Thesis:** ..." too


def labelled(lines: list[str], rest: str, text: Callable[[str], str] = quote) -> Data:
    """ "Advisor: ..." and "Thesis: ..." (or "Dissertation: ...") lines as the
    entry's advisor and thesis, as people write them where the schema has no
    place for them; the other lines under ``rest``; each made cvgen text by
    ``text`` (default: literal, quoted)."""
    found: Data = {}
    others = []
    for line in lines:
        match = _LABEL.match(line)
        field = _LABELS.get(match.group(1).casefold()) if match else None
        if match and field and field not in found:
            found[field] = text(match.group(2).strip().strip('"').strip())
        else:
            others.append(text(line))
    return {**found, rest: others}


def project(reader: ResumeReader, path: PathKey, kind: str) -> Data | None:
    used = ("name", "description", "highlights", "keywords", "startDate", "endDate", "url")
    reader.obj(path, (*used, "roles", "entity", "type"))
    if kind not in ("", "teaching"):
        reader.warn((*path, "type"), f"left out: cvgen has no project type ('{kind}')")
    keywords = ", ".join(reader.texts((*path, "keywords")))
    name, entity = reader.markup((*path, "name")), reader.markup((*path, "entity"))
    description = reader.text((*path, "description"))
    if not name:
        reader.warn(path, "left out: an entry needs its name", "add name")
        return None
    entry: Data = {
        "role": ", ".join(quote(r) for r in reader.texts((*path, "roles"))),
        **dates(reader, path),
    }
    more = [f"Keywords: {quote(keywords)}"] if keywords else []
    if kind == "teaching":  # as cvgen's own export writes a teaching entry
        entry |= {
            "course": linked(reader, path, name),
            "institution": entity,
            "bullets": bullets(reader, path, description) + more,
        }
        return {k: entry[k] for k in _TEACHING_ORDER if entry.get(k) or k == "course"}
    entry |= {
        "name": name,
        "location": entity,
        "url": reader.text((*path, "url")),
        "description": quote(description),
        "bullets": bullets(reader, path) + more,
    }
    return {k: entry[k] for k in _PROJECT_ORDER if entry.get(k) or k == "name"}


def talk(reader: ResumeReader, path: PathKey) -> Data | None:
    """A project of ``type`` "talks" (as cvgen's export writes a talk): its name
    the title, its entity the event, its link the slides, a role "keynote" or
    "contributed" the talk's kind."""
    used = ("name", "description", "highlights", "startDate", "endDate", "url")
    reader.obj(path, (*used, "roles", "entity", "type", "keywords"))
    title = reader.markup((*path, "name"))
    if not title:
        reader.warn(path, "left out: a talk needs its name", "add name")
        return None
    when = dates(reader, path)
    roles = {r.casefold() for r in reader.texts((*path, "roles"))}
    entry: Data = {
        "title": title,
        "kind": "contributed" if "contributed" in roles else "",
        "keynote": "keynote" in roles,
        "event": reader.markup((*path, "entity")),
        "slides": reader.text((*path, "url")),
        "start": when.get("start", ""),
        "bullets": bullets(reader, path, reader.text((*path, "description"))),
    }
    return {k: v for k, v in entry.items() if v}


_TEACHING_ORDER = ("course", "institution", "role", "start", "end", "bullets")
_PROJECT_ORDER = ("name", "role", "location", "url", "start", "end", "description", "bullets")


def award(reader: ResumeReader, path: PathKey) -> Data | None:
    reader.obj(path, ("title", *AWARD_DATE, "awarder", "summary"))
    where = reader.either(path, *AWARD_DATE)
    year = reader.date(where)
    title = reader.markup((*path, "title"))
    if year is None or not title:
        if not title:
            reader.warn(path, "left out: an honour needs its title", "add title")
        elif not reader.text(where):  # else the date is reported as an error
            reader.warn(path, "left out: cvgen needs the year of an honour", "add date")
        return None
    entry = {
        "title": title,
        "year": year.year,  # an honour shows its year
        "issuer": reader.markup((*path, "awarder")),
        "rank": reader.markup((*path, "summary")),
    }
    return {k: v for k, v in entry.items() if v}


def certificate(reader: ResumeReader, path: PathKey) -> Data | None:
    reader.obj(path, ("name", "date", "url", "issuer"))
    date = reader.date((*path, "date"))
    entry = {
        "organization": linked(reader, path, reader.markup((*path, "name"))),
        "role": reader.markup((*path, "issuer")),
        "start": date_value(date) if date else "",
    }
    entry = {k: v for k, v in entry.items() if v or k in ("organization", "role")}
    return titled(reader, path, entry, "organization", "role", "name or issuer")
