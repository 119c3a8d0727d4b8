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
from cvgen.cv.sections import SECTIONS, Kind, Section, absolute_url, section_heading, shown
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import entries_of, entry_view
from cvgen.cv.words import Words
from cvgen.model import Bullet, Dated, Education, Experience, Honor, Profile, Project, Teaching
from cvgen.model.dates import PartialDate
from cvgen.model.markup import Link, parse, plain_text

SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"
Data = dict[str, Any]

_NETWORKS = ("github", "linkedin", "google_scholar", "orcid")  # basics.profiles: these first
_ORDER = (
    *("$schema", "basics", "work", "volunteer", "education", "awards", "certificates"),
    *("publications", "skills", "languages", "interests", "projects", "meta"),
)
_VOLUNTEER = {"volunteering", "volunteer", "volunteer work", "volunteer experience"}
_CERTIFICATES = {"certificates", "certifications", "certificate", "licenses & certifications"}


def to_jsonresume(selected: SelectedCV, version_date: PartialDate) -> Data:
    """The JSON Resume document of one selected CV (see the module doc)."""
    profile = selected.profile
    sections = {section.name: section for section in shown(selected.variant.sections)}

    def entries(name: str) -> Sequence[Any]:
        section = sections.get(name)
        return entries_of(section, profile, selected.papers) if section else []

    doc: Data = {"$schema": SCHEMA_URL, "basics": _basics(profile, "summary" in sections)}
    abstracts = {item.paper.key: item.paper.abstract for item in selected.cv.papers}
    writers = _WRITERS | {"publications": ("publications", partial(_publication, abstracts))}
    for name, (key, write) in writers.items():
        doc.setdefault(key, []).extend(write(e) for e in entries(name))
    doc["interests"] = [  # research interests: one interest named after the section
        {"name": section_heading(profile.section_titles, name), "keywords": _plain(entries(name))}
        for name, section in sections.items()
        if section.kind is Kind.LIST and entries(name)
    ]
    if "skills" in sections:
        doc["skills"] = [
            {"name": plain_text(category), "keywords": _plain(items)}
            for category, items in profile.skills.items()
        ]
        doc["languages"] = [
            _clean({"language": plain_text(lang.name), "fluency": plain_text(lang.level)})
            for lang in profile.languages
        ]
        doc["interests"] += [{"name": plain_text(interest)} for interest in profile.interests]
    if "custom" in sections:
        _custom(sections["custom"], profile, doc)
    for name, section in sections.items():  # a section of dated entries JSON Resume lacks
        if section.kind is Kind.ENTRIES and name not in _WRITERS:
            heading = section_heading(profile.section_titles, name)
            doc["projects"] += [_as_project(section, e, heading) for e in entries(name)]
    doc["meta"] = {"version": version_date.iso(), "lastModified": f"{version_date.iso()}T00:00:00"}
    return {key: doc[key] for key in _ORDER if doc.get(key)}


def _clean(data: Data) -> Data:
    """Without empty fields: JSON Resume leaves out what is not known."""
    return {k: v for k, v in data.items() if v not in ("", None, [], {})}


def _plain(texts: Sequence[str]) -> list[str]:
    return [text for t in texts if (text := plain_text(t))]


def _url(text: str) -> str:
    """The address of a text that is one link, ``[Acme](https://...)``."""
    spans = parse(text)
    return spans[0].url if len(spans) == 1 and isinstance(spans[0], Link) else ""


def _basics(profile: Profile, summary: bool) -> Data:
    contacts = profile.contacts
    kinds = [k for k in CONTACTS if k.network]
    kinds.sort(key=lambda k: (*_NETWORKS, k.field).index(k.field))  # any other one last
    networks = [
        {"network": kind.label, "username": value, "url": contact_url(kind.field, value)}
        for kind in kinds
        if (value := getattr(contacts, kind.field))
    ]
    label = ", ".join(_plain([profile.position, profile.affiliation]))
    return _clean(
        {
            "name": plain_text(profile.name),
            "label": label,
            "email": contacts.email,
            "phone": contacts.phone,
            "url": contact_url("homepage", contacts.homepage) if contacts.homepage else "",
            "summary": plain_text(profile.summary) if summary else "",
            "location": _clean({"address": plain_text(profile.address)}),
            "profiles": networks,
        }
    )


def _dates(entry: Dated) -> Data:
    """startDate and endDate; an ongoing entry has no endDate, a one-off ends
    when it starts (so an import shows one date again)."""
    start, end = entry.start, entry.end
    if start is None and end is not None and not end.present:
        start = end
    dates = {"startDate": start.iso() if start else ""}
    if start and not (end and end.present):
        dates["endDate"] = (end or start).iso()
    return dates


def _highlight(bullet: Bullet) -> str:
    """A bullet with its sub-bullets, on one line."""
    text = plain_text(bullet.text)
    if not bullet.items:
        return text
    return f"{text.rstrip(':')}: " + "; ".join(_highlight(item) for item in bullet.items)


def _highlights(bullets: Sequence[Bullet], lines: Sequence[Words] = ()) -> list[str]:
    """The labelled lines (as the PDF shows them first), then the bullets."""
    return [line.plain() for line in lines] + [_highlight(b) for b in bullets]


def _work(e: Experience) -> Data:
    view = entry_view(SECTIONS["experience"], e)
    return _clean(
        {
            "name": plain_text(e.organization),
            "location": plain_text(e.location),
            "position": plain_text(e.role),
            "url": _url(e.organization),
            **_dates(e),
            "highlights": _highlights(e.bullets, view.lines),
        }
    )


def _education(e: Education) -> Data:
    degree = plain_text(e.degree)
    kind, found, area = degree.partition(" in ")
    score = plain_text(e.gpa) + (f" ({plain_text(e.rank)})" if e.gpa and e.rank else "")
    return _clean(
        {
            "institution": plain_text(e.institution),
            "url": _url(e.institution),
            "area": area if found else "",
            "studyType": kind if found else degree,
            **_dates(e),
            "score": score or plain_text(e.rank),
            "courses": _plain(e.courses),
        }
    )


def _award(h: Honor) -> Data:
    award = {"title": plain_text(h.title), "date": h.year.iso(), "awarder": plain_text(h.issuer)}
    return _clean({**award, "summary": plain_text(h.rank)})


def _publication(abstracts: dict[str, str], item: CvPaper) -> Data:
    """A paper; its abstract from ``abstracts`` (by key), whatever the variant shows."""
    paper = item.paper
    date = PartialDate(paper.year, paper.month or 0).iso()
    publication = {"name": paper.title, "publisher": venue_and_pages(paper), "releaseDate": date}
    summary = abstracts.get(paper.key, paper.abstract)
    publication |= {"url": paper_link(paper), "summary": summary}
    return _clean({**publication, "authors": list(paper.authors)})


def _project(p: Project) -> Data:
    return _clean(
        {
            "name": plain_text(p.name),
            "description": plain_text(p.description),
            "highlights": _highlights(p.bullets),
            **_dates(p),
            "url": absolute_url(p.url) or _url(p.name),
            "roles": _plain([p.role]),
            "entity": plain_text(p.location),
        }
    )


def _teaching(t: Teaching) -> Data:
    project = _as_project(SECTIONS["teaching"], t, "teaching")
    entity = plain_text(t.institution or t.location)  # the institution first (the PDF: the place)
    return {**project, "entity": entity} if entity else project


def _as_project(section: Section, entry: Any, kind: str) -> Data:
    """A dated entry JSON Resume has no section for: a project of type ``kind``."""
    view = entry_view(section, entry)
    project = {"name": view.title.plain(), "highlights": _highlights(view.bullets, view.lines)}
    project |= {**_dates(entry), "url": _url(getattr(entry, section.title))}
    project |= {"roles": _plain([view.role.plain()]), "entity": view.place.plain()}
    return _clean({**project, "type": kind})


def _custom(section: Section, profile: Profile, doc: Data) -> None:
    for custom in profile.custom_sections:
        kind = custom.title.strip().casefold()
        for e in custom.entries:
            title, subtitle, url = plain_text(e.title), plain_text(e.subtitle), _url(e.title)
            if kind in _VOLUNTEER:
                volunteer: Data = {"organization": title, "position": subtitle, "url": url}
                volunteer |= {**_dates(e), "highlights": _highlights(e.bullets)}
                doc.setdefault("volunteer", []).append(_clean(volunteer))
            elif kind in _CERTIFICATES:
                date = _dates(e).get("startDate", "")
                certificate = {"name": title, "date": date, "url": url, "issuer": subtitle}
                doc.setdefault("certificates", []).append(_clean(certificate))
            else:
                doc["projects"].append(_as_project(section, e, custom.title.strip()))


#: The sections JSON Resume has a place for: (its key, the writer of one entry)
_WRITERS: dict[str, tuple[str, Callable[[Any], Data]]] = {
    "experience": ("work", _work),
    "education": ("education", _education),
    "honors": ("awards", _award),
    "publications": ("publications", partial(_publication, {})),  # see to_jsonresume
    "projects": ("projects", _project),
    "teaching": ("projects", _teaching),  # after the projects
}
