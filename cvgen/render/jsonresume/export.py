"""A selected CV as a JSON Resume document (``cvgen export --format jsonresume``).

The sections the variant shows (:mod:`cvgen.cv.sections`), markup as plain text
(a name that is one link gives the entry's ``url``). Position and affiliation
-> ``basics.label``; network contacts -> ``profiles``; experience -> ``work``
(its labelled lines first among the ``highlights``, as on the PDF); ``Ph.D. in
X`` -> studyType and area; GPA and rank -> ``score``; honors -> ``awards``; a
list section -> an interest named after it; projects and teaching (``type``
"teaching") -> ``projects``; publications: the venue as the publication page
names it -> ``publisher``, the abstract -> ``summary`` (whatever the variant
shows: a JSON Resume theme chooses), the authors in the ``authors`` extension; custom
sections "Volunteering" -> ``volunteer``, "Certificates" -> ``certificates``;
other custom sections and sections of dated entries -> ``projects`` typed by
their heading. Left out, for want of a field: an education's advisor, thesis
and bullets, places of education and honours, honour categories.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from cvgen.cv.contacts import CONTACTS, contact_url
from cvgen.cv.merge import CvPaper
from cvgen.cv.papers import paper_link, venue_and_pages
from cvgen.cv.sections import SECTIONS, Kind, Section, section_heading, shown
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import entries_of, entry_view
from cvgen.model import Education, Experience, Honor, Profile, Project, Teaching
from cvgen.model.dates import PartialDate
from cvgen.model.links import absolute_url, safe_link
from cvgen.model.locale import Locale
from cvgen.model.markup import plain_text
from cvgen.render.jsonresume.fields import Data, clean, dates, highlights, link_of, plain

SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"

_NETWORKS = ("github", "linkedin", "google_scholar", "orcid")  # basics.profiles: these first
_ORDER = (
    *("$schema", "basics", "work", "volunteer", "education", "awards", "certificates"),
    *("publications", "skills", "languages", "interests", "projects", "meta"),
)
_VOLUNTEER = {"volunteering", "volunteer", "volunteer work", "volunteer experience"}
_CERTIFICATES = {"certificates", "certifications", "certificate", "licenses & certifications"}


def to_jsonresume(selected: SelectedCV, version_date: PartialDate) -> Data:
    """The JSON Resume document of one selected CV (see the module doc)."""
    profile, locale = selected.profile, selected.locale
    sections = {section.name: section for section in shown(selected.variant.sections)}

    def entries(name: str) -> Sequence[Any]:
        section = sections.get(name)
        return entries_of(section, profile, selected.papers, locale) if section else []

    doc: Data = {"$schema": SCHEMA_URL, "basics": _basics(profile, "summary" in sections)}
    abstracts = {item.paper.key: item.paper.abstract for item in selected.cv.papers}
    writers = _WRITERS | {"publications": ("publications", partial(_publication, abstracts))}
    for name, (key, write) in writers.items():
        doc.setdefault(key, []).extend(write(e, locale) for e in entries(name))
    doc["interests"] = [  # research interests: one interest named after the section
        {
            "name": section_heading(profile.section_titles, name, locale),
            "keywords": plain(entries(name)),
        }
        for name, section in sections.items()
        if section.kind is Kind.LIST and entries(name)
    ]
    if "skills" in sections:
        doc["skills"] = [
            {"name": plain_text(category), "keywords": plain(items)}
            for category, items in profile.skills.items()
        ]
        doc["languages"] = [
            clean({"language": plain_text(lang.name), "fluency": plain_text(lang.level)})
            for lang in profile.languages
        ]
        doc["interests"] += [{"name": plain_text(interest)} for interest in profile.interests]
    if "custom" in sections:
        _custom(sections["custom"], profile, doc, locale)
    for name, section in sections.items():  # a section of dated entries JSON Resume lacks
        if section.kind is Kind.ENTRIES and name not in _WRITERS:
            heading = section_heading(profile.section_titles, name, locale)
            doc["projects"] += [_as_project(section, e, heading, locale) for e in entries(name)]
    doc["meta"] = {"version": version_date.iso(), "lastModified": f"{version_date.iso()}T00:00:00"}
    return {key: doc[key] for key in _ORDER if doc.get(key)}


def _basics(profile: Profile, summary: bool) -> Data:
    contacts = profile.contacts
    kinds = [k for k in CONTACTS if k.network]
    kinds.sort(key=lambda k: (*_NETWORKS, k.field).index(k.field))  # any other one last
    networks = [
        {"network": kind.label, "username": value, "url": contact_url(kind.field, value)}
        for kind in kinds
        if (value := getattr(contacts, kind.field))
    ]
    label = ", ".join(plain([profile.position, profile.affiliation]))
    return clean(
        {
            "name": plain_text(profile.name),
            "label": label,
            "email": contacts.email,
            "phone": contacts.phone,
            "url": contact_url("homepage", contacts.homepage) if contacts.homepage else "",
            "summary": plain_text(profile.summary) if summary else "",
            "location": clean({"address": plain_text(profile.address)}),
            "profiles": networks,
        }
    )


def _work(e: Experience, locale: Locale) -> Data:
    view = entry_view(SECTIONS["experience"], e, locale)
    return clean(
        {
            "name": plain_text(e.organization),
            "location": plain_text(e.location),
            "position": plain_text(e.role),
            "url": link_of(e.organization),
            **dates(e),
            "highlights": highlights(e.bullets, view.lines),
        }
    )


def _education(e: Education, _: Locale) -> Data:
    degree = plain_text(e.degree)
    kind, found, area = degree.partition(" in ")
    score = plain_text(e.gpa) + (f" ({plain_text(e.rank)})" if e.gpa and e.rank else "")
    return clean(
        {
            "institution": plain_text(e.institution),
            "url": link_of(e.institution),
            "area": area if found else "",
            "studyType": kind if found else degree,
            **dates(e),
            "score": score or plain_text(e.rank),
            "courses": plain(e.courses),
        }
    )


def _award(h: Honor, _: Locale) -> Data:
    award = {"title": plain_text(h.title), "date": h.year.iso(), "awarder": plain_text(h.issuer)}
    return clean({**award, "summary": plain_text(h.rank)})


def _publication(abstracts: dict[str, str], item: CvPaper, locale: Locale) -> Data:
    """A paper; its abstract from ``abstracts`` (by key), whatever the variant shows."""
    paper = item.paper
    date = PartialDate(paper.year, paper.month or 0).iso()
    publisher = venue_and_pages(paper, locale)
    publication = {"name": paper.title, "publisher": publisher, "releaseDate": date}
    summary = abstracts.get(paper.key, paper.abstract)
    publication |= {"url": paper_link(paper), "summary": summary}
    return clean({**publication, "authors": list(paper.authors)})


def _project(p: Project, _: Locale) -> Data:
    return clean(
        {
            "name": plain_text(p.name),
            "description": plain_text(p.description),
            "highlights": highlights(p.bullets),
            **dates(p),
            "url": safe_link(absolute_url(p.url)) or link_of(p.name),
            "roles": plain([p.role]),
            "entity": plain_text(p.location),
        }
    )


def _teaching(t: Teaching, locale: Locale) -> Data:
    project = _as_project(SECTIONS["teaching"], t, "teaching", locale)
    entity = plain_text(t.institution or t.location)  # the institution first (the PDF: the place)
    return {**project, "entity": entity} if entity else project


def _as_project(section: Section, entry: Any, kind: str, locale: Locale) -> Data:
    """A dated entry JSON Resume has no section for: a project of type ``kind``."""
    view = entry_view(section, entry, locale)
    project = {"name": view.title.plain(), "highlights": highlights(view.bullets, view.lines)}
    project |= {**dates(entry), "url": link_of(getattr(entry, section.title))}
    project |= {"roles": plain([view.role.plain()]), "entity": view.place.plain()}
    return clean({**project, "type": kind})


def _custom(section: Section, profile: Profile, doc: Data, locale: Locale) -> None:
    for custom in profile.custom_sections:
        kind = custom.title.strip().casefold()
        for e in custom.entries:
            title, subtitle, url = plain_text(e.title), plain_text(e.subtitle), link_of(e.title)
            if kind in _VOLUNTEER:
                volunteer: Data = {"organization": title, "position": subtitle, "url": url}
                volunteer |= {**dates(e), "highlights": highlights(e.bullets)}
                doc.setdefault("volunteer", []).append(clean(volunteer))
            elif kind in _CERTIFICATES:
                date = dates(e).get("startDate", "")
                certificate = {"name": title, "date": date, "url": url, "issuer": subtitle}
                doc.setdefault("certificates", []).append(clean(certificate))
            else:
                doc["projects"].append(_as_project(section, e, custom.title.strip(), locale))


#: The sections JSON Resume has a place for: (its key, the writer of one entry)
_WRITERS: dict[str, tuple[str, Callable[[Any, Locale], Data]]] = {
    "experience": ("work", _work),
    "education": ("education", _education),
    "honors": ("awards", _award),
    "publications": ("publications", partial(_publication, {})),  # see to_jsonresume
    "projects": ("projects", _project),
    "teaching": ("projects", _teaching),  # after the projects
}
