"""The sections of a JSON Resume document as a cvgen profile's data (publications
are :mod:`cvgen.importers.jsonresume.papers`' job).

Where each section goes:

- ``basics``: name, ``label`` -> position, email, phone, ``url`` -> homepage,
  summary, ``location`` -> address (its parts joined), ``profiles`` -> contacts
  for GitHub, LinkedIn, Google Scholar and ORCID (others: a warning);
- ``work`` -> experience; ``volunteer`` and ``certificates`` -> the custom
  sections "Volunteering" and "Certificates"; ``education``; ``awards`` ->
  honors (``summary`` -> rank, shown after the title); the awards, volunteer
  posts and projects cvgen's export writes for grants, service and
  supervision back to them (:mod:`cvgen.importers.jsonresume.academic`); ``skills`` (a skill
  without keywords joins a "Skills" row; one titled "Languages" becomes
  "Programming languages" beside spoken ``languages``), ``languages``, ``interests`` (one
  named "Research Interests" -> research_interests); ``projects`` (those of
  ``type`` "teaching" -> teaching, of ``type`` "talks" -> talks, as cvgen's
  export writes them);
- ``references``: left out, with a warning (a CV says "on request").

A ``url`` makes the entry's name a link. A range with a start and no end is
ongoing (``end: present``). Every text is quoted so it prints as written. One
entry is :mod:`cvgen.importers.jsonresume.entries`' job, which also reads the
names of the schema before 1.0 (``company``, ``website``, ``gpa``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cvgen.importers.jsonresume import academic, entries
from cvgen.importers.jsonresume.basics import basics
from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.model.markup import quote
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
    experience = _each(reader, "work", lambda p: entries.work(reader, p, ("name", "company")))
    education = _each(reader, "education", lambda p: entries.education(reader, p))
    teaching: list[Data] = []
    projects: list[Data] = []
    talks: list[Data] = []
    supervision: list[Data] = []
    for path in reader.objects(("projects",)):
        kind = reader.text((*path, "type")).casefold()
        if kind == "talks":
            talks += (
                [academic.talk(reader, path, talk)] if (talk := entries.talk(reader, path)) else []
            )
        elif kind not in ("", "teaching") and (person := academic.student(reader, path)):
            supervision.append(person)
        elif project := entries.project(reader, path, kind):
            (teaching if kind == "teaching" else projects).append(project)
    grants: list[Data] = []
    honors: list[Data] = []
    for path in reader.objects(("awards",)):
        if grant := academic.grant(reader, path):
            grants.append(grant)
        elif honor := entries.award(reader, path):
            honors.append(honor)
    skills = _skills(reader)
    languages = _each(reader, "languages", lambda p: _language(reader, p))
    if languages:  # the CV's "Languages" row lists the spoken ones
        skills = programming_languages(skills)
    research, interests = _interests(reader)
    for path in reader.objects(("references",)):
        reader.warn(
            path,
            "left out: cvgen has no references section",
            "a CV says 'references on request'; add a custom section by hand to list them",
        )
    service: list[Data] = []
    volunteering: list[Data] = []
    for path in reader.objects(("volunteer",)):
        if role := academic.service(reader, path):
            service.append(role)
        elif post := entries.work(reader, path, ("organization",)):
            volunteering.append(post)
    certificates = _each(reader, "certificates", lambda p: entries.certificate(reader, p))
    custom = [
        {"title": title, "entries": [entries.as_custom(e) for e in items]}
        for title, items in (("Volunteering", volunteering), ("Certificates", certificates))
        if items
    ]
    sections: Data = {
        "research_interests": research,
        "education": education,
        "experience": experience,
        "teaching": teaching,
        "projects": projects,
        "grants": grants,
        "honors": honors,
        "talks": talks,
        "supervision": supervision,
        "service": service,
        "skills": skills,
        "languages": languages,
        "interests": interests,
        "custom_sections": custom,
    }
    profile.update({k: v for k, v in sections.items() if v})
    return profile


def _each(reader: ResumeReader, section: str, read: Callable[[PathKey], Data | None]) -> list[Data]:
    """The entries of ``section`` that ``read`` keeps."""
    return [entry for path in reader.objects((section,)) if (entry := read(path))]


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


def programming_languages(skills: Data) -> Data:
    """``skills`` with a row titled "Languages" (Python, C, ...) renamed
    "Programming languages": the CV's own Languages row is the spoken ones."""
    return {
        "Programming languages" if row.casefold() == "languages" else row: items
        for row, items in skills.items()
    }


def _language(reader: ResumeReader, path: PathKey) -> Data | None:
    reader.obj(path, ("language", "fluency"))
    entry = {"name": reader.markup((*path, "language")), "level": reader.markup((*path, "fluency"))}
    if not entry["name"]:
        reader.warn(path, "left out: an entry needs its language", "add language")
        return None
    return {k: v for k, v in entry.items() if v}


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
