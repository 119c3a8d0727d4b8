"""A selected CV as a JSON Resume document (``cvgen export --format jsonresume``).

The sections of the CV's document (:mod:`cvgen.cv.document`), markup as plain text
(a name that is one link gives the entry's ``url``). Position and affiliation
-> ``basics.label``; network contacts -> ``profiles``; experience -> ``work``
(its labelled lines first among the ``highlights``, as on the PDF); ``Ph.D. in
X`` -> studyType and area; GPA and rank -> ``score``; honors -> ``awards`` (in the CV's order); a
list section -> an interest named after it; projects and teaching (``type``
"teaching") -> ``projects``; publications: the venue as the publication page
names it -> ``publisher``, the abstract -> ``summary`` (whatever the variant
shows: a JSON Resume theme chooses), the authors in the ``authors`` extension,
in the CV's order with the group's title and the number in the ``group`` and
``number`` extensions when it groups and numbers them; custom
sections "Volunteering" -> ``volunteer``, "Certificates" -> ``certificates``;
grants (JSON Resume has none) -> ``awards`` (the funder and programme as
``awarder``, the role and amount as ``summary``); service -> ``volunteer``
(its kind in ``summary``); talks -> ``projects`` of ``type`` "talks" (the event
as ``entity``, the kind as ``roles``, the slides' or video's link as ``url``),
which the importer reads back as talks; other custom sections and sections of
dated entries (supervision) -> ``projects`` typed by their heading. A
section's summary line (grant totals, counts) is left out: it is made from
the entries, which are there. Left out, for want of a field: an education's advisor, thesis
and bullets, places of education and honours, honour categories.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from cvgen.cv.contacts import LINK
from cvgen.cv.document import DocSection, Header, cv_document
from cvgen.cv.papers import PaperEntry, paper_link, venue_and_pages
from cvgen.cv.sections import SECTIONS, Kind, Section
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import EntryView, HonorRow
from cvgen.model import CustomEntry, Education, Experience, Profile, Project, Teaching
from cvgen.model.dates import PartialDate
from cvgen.model.entries import Grant, Service, Talk
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
    document = cv_document(selected)
    sections = {s.id: s for s in document.sections}
    summary = sections["summary"].text if "summary" in sections else ""
    doc: Data = {"$schema": SCHEMA_URL, "basics": _basics(profile, document.header, summary)}
    abstracts = {item.paper.key: item.paper.abstract for item in selected.cv.papers}
    papers = sections.get("publications")
    groups = {
        p.item.paper.key: g.title for g in (papers.paper_groups if papers else ()) for p in g.papers
    }
    write_paper = partial(_publication, abstracts, groups)
    writers = _WRITERS | {"publications": ("publications", write_paper)}
    for name, (key, write) in writers.items():
        items = _items(sections[name]) if name in sections else []
        doc.setdefault(key, []).extend(write(item, locale) for item in items)
    doc["interests"] = [  # research interests: one interest named after the section
        {"name": s.title, "keywords": plain(s.items)} for s in document.sections if s.items
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
    for section in document.sections:
        if section.kind is Kind.CUSTOM:
            _custom(section, doc)
    for section in document.sections:  # a section of dated entries JSON Resume lacks
        if section.kind is Kind.ENTRIES and section.id not in _WRITERS:
            doc["projects"] += [
                _as_project(section.section, v, section.title) for v in section.entries
            ]
    doc["meta"] = {"version": version_date.iso(), "lastModified": f"{version_date.iso()}T00:00:00"}
    return {key: doc[key] for key in _ORDER if doc.get(key)}


def _items(section: DocSection) -> list[Any]:
    """A section's entries, papers or honours (only its kind's are there)."""
    return [*section.entries, *section.papers, *(r for g in section.groups for r in g.rows)]


def _basics(profile: Profile, head: Header, summary: str) -> Data:
    contacts = {c.kind.field: c for c in head.contacts}
    networks = [
        clean({"network": c.label, "username": "" if c.kind is LINK else c.value, "url": c.url})
        for c in sorted(head.contacts, key=lambda c: (*_NETWORKS, c.kind.field).index(c.kind.field))
        if c.kind.network  # those of _NETWORKS first, any other one last
    ]
    return clean(
        {
            "name": plain_text(head.name),
            # relative to the profile's folder, as the profile wrote it
            "image": head.photo.written if head.photo else "",
            "label": ", ".join(plain([profile.position, profile.affiliation])),
            "email": contacts["email"].value if "email" in contacts else "",
            "phone": contacts["phone"].value if "phone" in contacts else "",
            "url": contacts["homepage"].url if "homepage" in contacts else "",
            "summary": plain_text(summary),
            "location": clean({"address": plain_text(head.address)}),
            "profiles": networks,
        }
    )


def _work(view: EntryView, _: Locale) -> Data:
    e = view.entry
    assert isinstance(e, Experience)
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


def _education(view: EntryView, _: Locale) -> Data:
    e = view.entry
    assert isinstance(e, Education)
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


def _award(row: HonorRow, _: Locale) -> Data:
    h = row.honor
    award = {"title": plain_text(h.title), "date": h.year.iso(), "awarder": plain_text(h.issuer)}
    return clean({**award, "summary": plain_text(h.rank)})


def _publication(
    abstracts: dict[str, str], groups: dict[str, str], shown: PaperEntry, locale: Locale
) -> Data:
    """A paper; its abstract from ``abstracts`` (by key), whatever the variant
    shows; its group's title (``groups``, by key) and its number when the CV
    groups and numbers its papers (in the CV's order)."""
    paper = shown.item.paper
    date = PartialDate(paper.year, paper.month or 0).iso() if paper.year else ""
    publisher = venue_and_pages(paper, locale)
    publication = {"name": paper.title, "publisher": publisher, "releaseDate": date}
    summary = abstracts.get(paper.key, paper.abstract)
    publication |= {"url": paper_link(paper), "summary": summary}
    # beyond the standard (which allows more fields): its awards, note and links
    extras: Data = {"awards": list(paper.awards), "note": paper.note}
    extras["links"] = {link.name: link.url for link in shown.links}
    extras |= {"group": groups.get(paper.key, ""), "number": shown.number}
    return clean({**publication, "authors": list(paper.authors), **extras})


def _project(view: EntryView, _: Locale) -> Data:
    p = view.entry
    assert isinstance(p, Project)
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


def _grant(view: EntryView, _: Locale) -> Data:
    g = view.entry
    assert isinstance(g, Grant)
    award = {"title": plain_text(g.title), "date": g.start.iso() if g.start else ""}
    summary = "; ".join(line.plain() for line in view.lines)
    return clean({**award, "awarder": view.role.plain(), "summary": summary})


def _service(view: EntryView, locale: Locale) -> Data:
    s = view.entry
    assert isinstance(s, Service)
    kind = getattr(locale.academic.service, s.kind)
    volunteer = {"organization": view.title.plain(), "position": view.role.plain()}
    volunteer |= {"url": link_of(s.venue), **dates(s), "summary": kind}
    return clean({**volunteer, "highlights": highlights(s.bullets, view.lines)})


def _talk(view: EntryView, locale: Locale) -> Data:
    t = view.entry
    assert isinstance(t, Talk)
    words = locale.academic.talks
    kind = words.keynote if t.keynote else getattr(words, t.kind)
    project = {"name": plain_text(t.title), "entity": plain_text(t.event), **dates(t)}
    project |= {"url": safe_link(absolute_url(t.slides or t.video)), "roles": [kind]}
    project |= {"highlights": highlights(t.bullets, view.lines[:1] if t.host else ())}
    return clean({**project, "type": "talks"})


def _teaching(view: EntryView, _: Locale) -> Data:
    project = _as_project(SECTIONS["teaching"], view, "teaching")
    t = view.entry
    assert isinstance(t, Teaching)
    entity = plain_text(t.institution or t.location)  # the institution first (the PDF: the place)
    return {**project, "entity": entity} if entity else project


def _as_project(section: Section, view: EntryView, kind: str) -> Data:
    """A dated entry JSON Resume has no section for: a project of type ``kind``."""
    entry = view.entry
    project = {"name": view.title.plain(), "highlights": highlights(view.bullets, view.lines)}
    title = getattr(entry, section.title) if isinstance(section.title, str) else ""
    project |= {**dates(entry), "url": link_of(title)}
    project |= {"roles": plain([view.role.plain()]), "entity": view.place.plain()}
    return clean({**project, "type": kind})


def _custom(section: DocSection, doc: Data) -> None:
    kind = section.title.strip().casefold()
    for view in section.entries:
        e = view.entry
        assert isinstance(e, CustomEntry)
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
            doc["projects"].append(_as_project(section.section, view, section.title.strip()))


#: The sections JSON Resume has a place for: (its key, the writer of one entry)
_WRITERS: dict[str, tuple[str, Callable[[Any, Locale], Data]]] = {
    "experience": ("work", _work),
    "education": ("education", _education),
    "honors": ("awards", _award),
    "grants": ("awards", _grant),  # JSON Resume has no grants: the nearest
    "service": ("volunteer", _service),
    "publications": ("publications", partial(_publication, {})),  # see to_jsonresume
    "projects": ("projects", _project),
    "teaching": ("projects", _teaching),  # after the projects
    "talks": ("projects", _talk),
}
