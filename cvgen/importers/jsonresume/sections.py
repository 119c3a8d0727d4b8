"""The sections of a JSON Resume document as a cvgen profile's data (publications
are :mod:`cvgen.importers.jsonresume.papers`' job).

Where each section goes:

- ``basics``: name, ``label`` -> position, email, phone, ``url`` -> homepage,
  summary, ``location`` -> address (its parts joined), ``profiles`` -> contacts
  for GitHub, LinkedIn, Google Scholar and ORCID (others: a warning);
- ``work`` -> experience; ``volunteer`` and ``certificates`` -> the custom
  sections "Volunteering" and "Certificates"; ``education``; ``awards`` ->
  honors (``summary`` -> rank, shown after the title); ``skills`` (a skill
  without keywords joins a "Skills" row), ``languages``, ``interests`` (one
  named "Research Interests" -> research_interests); ``projects`` (those of
  ``type`` "teaching" -> teaching);
- ``references``: left out, with a warning (a CV says "on request").

A ``url`` makes the entry's name a link. A range with a start and no end is
ongoing (``end: present``). Every text is quoted so it prints as written.
"""

from __future__ import annotations

from typing import Any

from cvgen.importers.jsonresume.basics import basics
from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.model.dates import PRESENT, PartialDate
from cvgen.model.markup import Link, parse, quote
from cvgen.sources.yamlsource import PathKey

Data = dict[str, Any]

SECTIONS = (
    *("$schema", "meta", "basics", "work", "volunteer", "education", "awards"),
    *("certificates", "publications", "skills", "languages", "interests"),
    *("references", "projects"),
)


def read_sections(reader: ResumeReader) -> Data:
    """Every section but publications, as profile data in the profile's key order."""
    reader.obj((), SECTIONS, "not a section of JSON Resume")
    profile: Data = {}
    basics(reader, profile)
    experience = [_work(reader, p, "name") for p in reader.objects(("work",))]
    education = [_education(reader, p) for p in reader.objects(("education",))]
    teaching: list[Data] = []
    projects: list[Data] = []
    for path in reader.objects(("projects",)):
        kind = reader.text((*path, "type")).casefold()
        (teaching if kind == "teaching" else projects).append(_project(reader, path, kind))
    honors = [h for p in reader.objects(("awards",)) if (h := _award(reader, p))]
    skills = _skills(reader)
    languages = [_language(reader, p) for p in reader.objects(("languages",))]
    research, interests = _interests(reader)
    for path in reader.objects(("references",)):
        reader.warn(
            path,
            "left out: cvgen has no references section",
            "a CV says 'references on request'; add a custom section by hand to list them",
        )
    volunteering = [_work(reader, p, "organization") for p in reader.objects(("volunteer",))]
    certificates = [_certificate(reader, p) for p in reader.objects(("certificates",))]
    custom = [
        {"title": title, "entries": [_as_custom(e) for e in entries]}
        for title, entries in (("Volunteering", volunteering), ("Certificates", certificates))
        if entries
    ]
    sections: Data = {
        "research_interests": research,
        "education": education,
        "experience": experience,
        "teaching": teaching,
        "projects": projects,
        "honors": honors,
        "skills": skills,
        "languages": languages,
        "interests": interests,
        "custom_sections": custom,
    }
    profile.update({k: v for k, v in sections.items() if v})
    return profile


def linked(reader: ResumeReader, path: PathKey, text: str) -> str:
    """``text`` (already quoted) as a link to the entry's ``url``, when it has one."""
    url = reader.text((*path, "url"))
    if not url:
        return text
    if "://" not in url and not url.startswith("mailto:"):
        url = f"https://{url}"
    link = f"[{text or quote(url)}]({url})"
    spans = parse(link)
    if len(spans) == 1 and isinstance(spans[0], Link):
        return link
    reader.warn((*path, "url"), "left out: not a link cvgen can show", "check the address")
    return text


def dates(reader: ResumeReader, path: PathKey) -> Data:
    """start and end; a start without an end is ongoing (``present``)."""
    start = reader.date((*path, "startDate"))
    end = reader.date((*path, "endDate"))
    if start and end and end.sort_key() < start.sort_key():
        reader.error(
            (*path, "endDate"),
            f"ends ({end.iso()}) before it starts ({start.iso()})",
            "swap startDate and endDate, or fix the year",
        )
    if start and end is None:
        end = PRESENT
    return {k: _date_value(v) for k, v in (("start", start), ("end", end)) if v}


def _date_value(date: PartialDate) -> str | int:
    return date.year if not date.month and not date.present else date.iso()


def bullets(reader: ResumeReader, path: PathKey, *first: str) -> list[str]:
    """The ``highlights``, after the texts in ``first``, each quoted."""
    return [quote(t) for t in first if t] + [quote(t) for t in reader.texts((*path, "highlights"))]


def _work(reader: ResumeReader, path: PathKey, org: str) -> Data:
    used = (org, "position", "url", "startDate", "endDate", "summary", "highlights", "location")
    reader.obj(path, used)
    entry = {
        "organization": linked(reader, path, reader.markup((*path, org))),
        "role": reader.markup((*path, "position")),
        "location": reader.markup((*path, "location")),
        **dates(reader, path),
        "bullets": bullets(reader, path, reader.text((*path, "summary"))),
    }
    return {k: v for k, v in entry.items() if v or k in ("organization", "role")}


def _as_custom(entry: Data) -> Data:
    names = {"organization": "title", "role": "subtitle"}
    return {names.get(k, k): v for k, v in entry.items() if v}


def _education(reader: ResumeReader, path: PathKey) -> Data:
    used = ("institution", "url", "area", "studyType", "startDate", "endDate", "score")
    reader.obj(path, (*used, "courses"))
    kind, area = reader.markup((*path, "studyType")), reader.markup((*path, "area"))
    entry = {
        "institution": linked(reader, path, reader.markup((*path, "institution"))),
        "degree": f"{kind} in {area}" if kind and area else kind or area,
        **dates(reader, path),
        "gpa": reader.markup((*path, "score")),
        "courses": [quote(c) for c in reader.texts((*path, "courses"))],
    }
    return {k: v for k, v in entry.items() if v or k in ("institution", "degree")}


def _project(reader: ResumeReader, path: PathKey, kind: str) -> Data:
    used = ("name", "description", "highlights", "keywords", "startDate", "endDate", "url")
    reader.obj(path, (*used, "roles", "entity", "type"))
    if kind not in ("", "teaching"):
        reader.warn((*path, "type"), f"left out: cvgen has no project type ('{kind}')")
    keywords = ", ".join(reader.texts((*path, "keywords")))
    name, entity = reader.markup((*path, "name")), reader.markup((*path, "entity"))
    description = reader.text((*path, "description"))
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


_TEACHING_ORDER = ("course", "institution", "role", "start", "end", "bullets")
_PROJECT_ORDER = ("name", "role", "location", "url", "start", "end", "description", "bullets")


def _award(reader: ResumeReader, path: PathKey) -> Data | None:
    reader.obj(path, ("title", "date", "awarder", "summary"))
    year = reader.date((*path, "date"))
    if year is None:
        if not reader.text((*path, "date")):  # else the date is reported as an error
            reader.warn(path, "left out: cvgen needs the year of an honour", "add date")
        return None
    entry = {
        "title": reader.markup((*path, "title")),
        "year": year.year,
        "issuer": reader.markup((*path, "awarder")),
        "rank": reader.markup((*path, "summary")),
    }
    return {k: v for k, v in entry.items() if v or k == "title"}


def _certificate(reader: ResumeReader, path: PathKey) -> Data:
    reader.obj(path, ("name", "date", "url", "issuer"))
    date = reader.date((*path, "date"))
    entry = {
        "organization": linked(reader, path, reader.markup((*path, "name"))),
        "role": reader.markup((*path, "issuer")),
        "start": _date_value(date) if date else "",
    }
    return {k: v for k, v in entry.items() if v}


def _skills(reader: ResumeReader) -> Data:
    rows: dict[str, list[str]] = {}
    for path in reader.objects(("skills",)):
        reader.obj(path, ("name", "level", "keywords"))
        name, level = reader.markup((*path, "name")), reader.markup((*path, "level"))
        keywords = [quote(k) for k in reader.texts((*path, "keywords"))]
        if keywords:
            category = f"{name} ({level})" if name and level else name or "Skills"
            rows.setdefault(category, []).extend(keywords)
        elif name:
            rows.setdefault("Skills", []).append(f"{name} ({level})" if level else name)
    return rows


def _language(reader: ResumeReader, path: PathKey) -> Data:
    reader.obj(path, ("language", "fluency"))
    entry = {"name": reader.markup((*path, "language")), "level": reader.markup((*path, "fluency"))}
    return {k: v for k, v in entry.items() if v or k == "name"}


def _interests(reader: ResumeReader) -> tuple[list[str], list[str]]:
    research: list[str] = []
    interests: list[str] = []
    for path in reader.objects(("interests",)):
        reader.obj(path, ("name", "keywords"))
        name = reader.markup((*path, "name"))
        keywords = [quote(k) for k in reader.texts((*path, "keywords"))]
        if name.casefold() == "research interests":
            research += keywords
        elif name:
            interests.append(f"{name} ({', '.join(keywords)})" if keywords else name)
    return research, interests
