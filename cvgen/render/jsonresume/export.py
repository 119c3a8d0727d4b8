"""A selected CV as a JSON Resume document (``cvgen export --format jsonresume``).

The sections the variant shows, with the entries it keeps; markup as plain
text (a name that is one link gives the entry's ``url``). Position and
affiliation -> ``basics.label``; GitHub, LinkedIn, Google Scholar, ORCID ->
``basics.profiles``; experience -> ``work`` (topic, advisor and mentor first
among the ``highlights``, as on the PDF); ``Ph.D. in X`` -> studyType and area;
GPA and rank -> ``score``; honors -> ``awards`` (rank -> ``summary``);
research interests -> an interest named after the section; projects and
teaching -> ``projects`` (teaching of ``type`` "teaching"); publications: the
venue as the publication page names it -> ``publisher``, the authors in the
``authors`` extension; custom sections "Volunteering" -> ``volunteer``,
"Certificates" -> ``certificates``, others -> ``projects`` typed by their
title. Left out, for want of a field: an education's advisor, thesis and
bullets, places of education and honours, honour categories. ``meta`` gives
the version date.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cvgen.cv.merge import CvPaper
from cvgen.cv.selection import SelectedCV
from cvgen.cv.variants import section_heading
from cvgen.model import Bullet, Contacts, Dated, Profile
from cvgen.model.dates import PartialDate
from cvgen.model.markup import Link, parse, plain_text
from cvgen.publications.page import PageAuthor, PagePaper
from cvgen.render.latex.view import contact_url

SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"
Data = dict[str, Any]

_NETWORKS = {"github": "GitHub", "linkedin": "LinkedIn", "google_scholar": "Google Scholar"}
_NETWORKS["orcid"] = "ORCID"
_ORDER = (
    *("$schema", "basics", "work", "volunteer", "education", "awards", "certificates"),
    *("publications", "skills", "languages", "interests", "projects", "meta"),
)
_VOLUNTEER = {"volunteering", "volunteer", "volunteer work", "volunteer experience"}
_CERTIFICATES = {"certificates", "certifications", "certificate", "licenses & certifications"}


def to_jsonresume(selected: SelectedCV, version_date: PartialDate) -> Data:
    """The JSON Resume document of one selected CV (see the module doc)."""
    profile, shown = selected.profile, set(selected.variant.sections)
    doc: Data = {"$schema": SCHEMA_URL, "basics": _basics(profile, "summary" in shown)}
    projects: list[Data] = []
    if "experience" in shown:
        doc["work"] = [_work(e) for e in profile.experience]
    if "education" in shown:
        doc["education"] = [_education(e) for e in profile.education]
    if "honors" in shown:
        doc["awards"] = [_award(h) for h in profile.honors]
    if "publications" in shown:
        doc["publications"] = [_publication(p) for p in selected.papers]
    interests: list[Data] = []
    if "research_interests" in shown and profile.research_interests:
        name = section_heading(profile.section_titles, "research_interests")
        interests.append({"name": name, "keywords": _plain(profile.research_interests)})
    if "skills" in shown:
        doc["skills"] = [
            {"name": plain_text(category), "keywords": _plain(items)}
            for category, items in profile.skills.items()
        ]
        doc["languages"] = [
            _clean({"language": plain_text(lang.name), "fluency": plain_text(lang.level)})
            for lang in profile.languages
        ]
        interests += [{"name": plain_text(interest)} for interest in profile.interests]
    doc["interests"] = interests
    if "projects" in shown:
        projects += [_project(p) for p in profile.projects]
    if "teaching" in shown:
        projects += [_teaching(t) for t in profile.teaching]
    if "custom" in shown:
        _custom(profile, doc, projects)
    doc["projects"] = projects
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


def _absolute(url: str) -> str:
    return url if "://" in url or url.startswith("mailto:") or not url else f"https://{url}"


def _basics(profile: Profile, summary: bool) -> Data:
    contacts: Contacts = profile.contacts
    networks = [
        {"network": label, "username": value, "url": contact_url(field, value)}
        for field, label in _NETWORKS.items()
        if (value := getattr(contacts, field))
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


def _highlights(labelled: Sequence[tuple[str, str]], bullets: Sequence[Bullet]) -> list[str]:
    lines = [f"{label}: {plain_text(value)}" for label, value in labelled if value]
    return lines + [_highlight(b) for b in bullets]


def _work(e: Any) -> Data:
    extra = (("Topic", e.topic), ("Advisor", e.advisor), ("Mentor", e.mentor))
    return _clean(
        {
            "name": plain_text(e.organization),
            "location": plain_text(e.location),
            "position": plain_text(e.role),
            "url": _url(e.organization),
            **_dates(e),
            "highlights": _highlights(extra, e.bullets),
        }
    )


def _education(e: Any) -> Data:
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


def _award(h: Any) -> Data:
    return _clean(
        {
            "title": plain_text(h.title),
            "date": h.year.iso(),
            "awarder": plain_text(h.issuer),
            "summary": plain_text(h.rank),
        }
    )


def _publication(item: CvPaper) -> Data:
    page = PagePaper(item.paper, tuple(PageAuthor(a.name, a.owner, a.equal) for a in item.authors))
    paper = item.paper
    return _clean(
        {
            "name": paper.title,
            "publisher": page.venue,
            "releaseDate": PartialDate(paper.year, paper.month or 0).iso(),
            "url": page.link,
            "summary": paper.abstract,
            "authors": list(paper.authors),
        }
    )


def _project(p: Any) -> Data:
    return _clean(
        {
            "name": plain_text(p.name),
            "description": plain_text(p.description),
            "highlights": _highlights((), p.bullets),
            **_dates(p),
            "url": _absolute(p.url) or _url(p.name),
            "roles": _plain([p.role]),
            "entity": plain_text(p.location),
        }
    )


def _teaching(t: Any) -> Data:
    return _clean(
        {
            "name": plain_text(t.course),
            "highlights": _highlights((), t.bullets),
            **_dates(t),
            "url": _url(t.course),
            "roles": _plain([t.role]),
            "entity": plain_text(t.institution or t.location),
            "type": "teaching",
        }
    )


def _custom(profile: Profile, doc: Data, projects: list[Data]) -> None:
    for section in profile.custom_sections:
        kind = section.title.strip().casefold()
        for e in section.entries:
            title, subtitle, url = plain_text(e.title), plain_text(e.subtitle), _url(e.title)
            highlights = _highlights((), e.bullets)
            if kind in _VOLUNTEER:
                volunteer: Data = {"organization": title, "position": subtitle, "url": url}
                volunteer |= {**_dates(e), "highlights": highlights}
                doc.setdefault("volunteer", []).append(_clean(volunteer))
            elif kind in _CERTIFICATES:
                date = _dates(e).get("startDate", "")
                certificate = {"name": title, "date": date, "url": url, "issuer": subtitle}
                doc.setdefault("certificates", []).append(_clean(certificate))
            else:
                project = {"name": title, "highlights": highlights, **_dates(e), "url": url}
                project |= {"roles": _plain([e.subtitle]), "entity": plain_text(e.location)}
                projects.append(_clean({**project, "type": section.title.strip()}))
