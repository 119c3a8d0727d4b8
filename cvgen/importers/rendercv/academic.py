"""A RenderCV section of grants, talks, students or service as cvgen's typed
section (``grants``, ``talks``, ``supervision``, ``service``), read from what
people write in RenderCV's entry types:

- a grant (NormalEntry): ``name: "NSF CAREER: Storage ..."`` -> funder NSF,
  programme CAREER, title "Storage ..." (a prefix before ``:``; else the
  ``location``, else the name's first words before "Faculty", "Research",
  "Award", ... in "Acme Faculty Research Award"); the role (PI, co-PI) and one
  amount (``$600,000`` -> 600000 USD) wherever they are written;
- a talk (NormalEntry): ``location: "Keynote, Workshop on ..."`` -> keynote
  and the event; "contributed" makes it a contributed talk; "Host: ..." (or
  "Hosted by ...", "Invited by ...") its host;
- a student (NormalEntry): ``name: "Lin Chen (PhD, 2021–)"`` (or "Lin Chen,
  PhD, 2021–") -> name, level and years (and a status: "left", "graduated");
  "Now at ..." -> placement,
  "Thesis: ..." -> thesis, "Co-advised with ..." -> co-advisor;
- service (OneLineEntry): ``label: Program committees``, ``details: OSDI 2025,
  FAST 2024`` -> one committee entry, its venues as written (their years its
  period); an
  ExperienceEntry's position and company are its role and venue.

What is read into no field stays a bullet of its entry. Each function returns
the typed entries, or a reason why the entry cannot be one (then the section
keeps it in a custom section and warns with that reason).
"""

from __future__ import annotations

import re
from typing import Any

from cvgen.importers import academic
from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.importers.rendercv import entries
from cvgen.model.entries import Grant, Service, Supervision, Talk
from cvgen.sources.yamlsource import PathKey

Data = dict[str, Any]

_FUNDER_END = re.compile(
    r"^(?P<funder>(?:[A-Z][\w&.'-]*\s){1,3}?)(?:Faculty|Research|Young|Early|Award|Fellowship"
    r"|Grant|Gift|Fund|Prize|PhD|Graduate|Doctoral|Postdoctoral|Career|Starting|Consolidator"
    r"|Advanced|Seed|Innovation|Investigator)\b.*\b(?:Award|Fellowship|Grant|Gift|Fund)s?$"
)
_ACRONYM = re.compile(r"^[A-Z][A-Z0-9&-]{1,9}$")
_FUNDER_WORDS = re.compile(
    r"\b(?:foundation|council|agency|ministry|office|department|fund|trust|society|commission"
    r"|institutes?|programme|program|administration|academy|research)\b",
    re.I,
)


def _is_funder(text: str) -> bool:
    """A title's prefix that names a funder ("NSF CAREER", "Simons Foundation"),
    not the first half of a title ("Scaling Up: ...")."""
    return bool(_ACRONYM.match(text.split()[0]) or _FUNDER_WORDS.search(text))


def _texts(reader: ResumeReader, path: PathKey) -> list[str]:
    """The summary and highlights of an entry, each as markup."""
    first = [entries.markup(reader, (*path, "summary"))]
    return [t for t in (*first, *entries.texts(reader, (*path, "highlights"))) if t]


def grant(reader: ResumeReader, path: PathKey, section: str = "") -> list[Data] | str:
    """A grant; its role, when the entry does not name it, is the section's
    ("Grants as co-PI"), else PI (with a warning)."""
    reader.obj(path, entries.FIELDS["normal"], "cvgen has no place for it in a grant")
    name = entries.markup(reader, (*path, "name"))
    title, funder, programme = name, "", ""
    head, sep, tail = name.partition(": ")
    if sep and tail and len(head.split()) <= 6 and _is_funder(head):
        title = tail
        first, _, rest = head.partition(" ")
        funder, programme = (first, rest) if rest and _ACRONYM.match(first) else (head, "")
    place = entries.markup(reader, (*path, "location"))
    if not funder and place:
        funder, place = place, ""
    if not funder and (match := _FUNDER_END.match(name)):
        funder = match["funder"].strip()
    entry: Data = {"title": entries.linked(reader, path, title), "funder": funder}
    entry |= {"programme": programme, "role": "", "location": place}
    bullets = []
    for text in _texts(reader, path):
        if not entry["role"] and (role := academic.grant_role(text)):
            entry["role"], text = role
        if "amount" not in entry and (found := academic.money(text)):
            entry["amount"], entry["currency"], text = found
        if text:
            bullets.append(text)
    if not entry["role"] and (role := academic.grant_role(section)):
        entry["role"] = role[0]
    elif not entry["role"]:
        entry["role"] = "PI"
        reader.warn(path, "its role is taken as PI (the entry does not say)", "write co-PI if so")
    entry |= {**entries.dates(reader, path), "bullets": bullets}
    entry = {k: v for k, v in entry.items() if v not in ("", [], None)}
    if not entry.get("funder"):
        return "a grant needs its funder (write it before the title: 'NSF CAREER: ...')"
    return [entry] if not (why := academic.typed(Grant, entry)) else why


_TALK_WORDS = {
    "keynote": ("keynote", True),
    "keynote talk": ("keynote", True),
    "keynote speaker": ("keynote", True),
    "plenary": ("keynote", True),
    "plenary talk": ("keynote", True),
    "invited": ("kind", "invited"),
    "invited talk": ("kind", "invited"),
    "contributed": ("kind", "contributed"),
    "contributed talk": ("kind", "contributed"),
}


_HOST = re.compile(r"^(?:host(?:ed by)?|invited by)\s*:?\s*(?P<v>\S.*)$", re.I)


def talk(reader: ResumeReader, path: PathKey, title: str) -> list[Data] | str:
    reader.obj(path, entries.FIELDS["normal"], "cvgen has no place for it in a talk")
    entry: Data = {"title": entries.linked(reader, path, entries.markup(reader, (*path, "name")))}
    words = " ".join(title.casefold().split())
    if words in ("keynotes", "keynote talks", "plenary talks"):
        entry["keynote"] = True
    if words.startswith("contributed"):
        entry["kind"] = "contributed"
    parts = [p.strip() for p in entries.markup(reader, (*path, "location")).split(",")]
    kept = []
    for part in parts:
        if word := _TALK_WORDS.get(part.casefold()):
            entry[word[0]] = word[1]
        elif part:
            kept.append(part)
    entry["event"] = ", ".join(kept)
    bullets = []
    for text in _texts(reader, path):
        if word := _TALK_WORDS.get(text.casefold().strip(" .")):
            entry[word[0]] = word[1]
        elif (host := _HOST.match(text)) and "host" not in entry:
            entry["host"] = host["v"]
        else:
            bullets.append(text)
    entry |= {**entries.dates(reader, path), "bullets": bullets}
    entry = {k: v for k, v in entry.items() if v not in ("", [], None)}
    return [entry] if not (why := academic.typed(Talk, entry)) else why


_NAME = re.compile(r"^(?P<name>[^(]+?)\s*\((?P<inside>[^()]*)\)\s*$")
_YEARS = re.compile(
    r"^(?P<start>\d{4})(?:\s*(?P<dash>[–—-]|to)\s*(?P<end>\d{4}|present|now|today)?)?$", re.I
)
_STUDENT_LINES = (
    ("placement", re.compile(r"^(?:now|currently|next)\s*(?:at\b\s*:?|:)\s*(?P<v>.+)$", re.I)),
    ("placement", re.compile(r"^(?:placement|first job|went on to)\s*:?\s*(?P<v>.+)$", re.I)),
    ("thesis", re.compile(r"^(?:thesis|dissertation)(?: topic| title)?\s*:\s*(?P<v>.+)$", re.I)),
    ("co_advisor", re.compile(r"^co-?advis(?:ed with|or|er)\s*:?\s*(?P<v>.+)$", re.I)),
)


def student(reader: ResumeReader, path: PathKey, title: str) -> list[Data] | str:
    reader.obj(path, entries.FIELDS["normal"], "cvgen has no place for it in a student's entry")
    name = entries.markup(reader, (*path, "name"))
    entry: Data = {"name": name, "level": ""}  # the entry's level, else the section's
    years: Data = {}
    match = _NAME.match(name)
    who, inside = (match["name"], match["inside"]) if match else ("", "")
    head, _, tail = name.partition(", ")  # "Lin Chen, PhD, 2021–" as people write it too
    if not match and tail and any(academic.level(p) or _YEARS.match(p) for p in _split(tail)):
        who, inside = head, tail
    if who:
        entry["name"] = who
        rest = []
        for part in _split(inside):
            if (found := academic.level(part)) and not entry["level"]:
                entry["level"] = found
            elif span := _YEARS.match(part):
                years["start"] = int(span["start"])
                end = span["end"] or ""
                if end.isdigit():
                    years["end"] = int(end)
                elif span["dash"]:
                    years["end"] = "present"
            elif status := _STATUSES.get(part.casefold()):
                entry["status"] = status
            elif part:
                rest.append(part)
        if rest:
            entry["bullets"] = [", ".join(rest)]
    place = entries.markup(reader, (*path, "location"))
    if place and not entry["level"] and (found := academic.level(place)):
        entry["level"], place = found, ""
    entry["location"] = place
    bullets = entry.pop("bullets", [])
    for text in _texts(reader, path):
        for key, pattern in _STUDENT_LINES:
            if (match := pattern.match(text)) and not entry.get(key):
                entry[key] = match["v"].strip().strip('"')
                break
        else:
            if not entry["level"] and (found := academic.level(text)):
                entry["level"] = found
            else:
                bullets.append(text)
    entry["level"] = entry["level"] or academic.level(title.removesuffix("s"))
    entry |= {**(entries.dates(reader, path) or years), "bullets": bullets}
    entry = {k: v for k, v in entry.items() if v not in ("", [], None)}
    if not entry.get("level"):
        return "a student needs a level (write it in brackets after the name: '(PhD, 2021–)')"
    return [entry] if not (why := academic.typed(Supervision, entry)) else why


_STATUSES = {"left": "left", "graduated": "graduated", "current": "current", "alumni": "graduated"}


def _split(text: str) -> list[str]:
    return [p.strip() for p in text.split(",")]


def service(reader: ResumeReader, path: PathKey, kind: str, section: str = "") -> list[Data] | str:
    """A OneLineEntry, an ExperienceEntry or a NormalEntry; its kind, when its
    words do not say, the section's ("University Service"), else other."""
    if kind == "one_line":
        label, details = entries.one_line(reader, path)
        what = academic.service_kind(label) or "other"
        role = {"committee": "PC member", "reviewing": "Reviewer"}.get(what, label)
        if what in ("committee", "reviewing") and not _generic(label, what):
            role = label
        venues = [details]  # one entry: the list reads as written
    elif kind == "experience":
        found = entries.experience(reader, path)
        role, venues = found.get("role", ""), [found.get("organization", "")]
        what = academic.service_kind(f"{role} {venues[0]}") or "other"
    else:
        found = entries.normal(reader, path)
        role, place = found.get("title", ""), found.get("location") or found.get("subtitle", "")
        what = academic.service_kind(role) or "other"
        venues = [place]
    if what == "other":
        what = academic.service_kind(section) or "other"
    made = []
    for venue in venues:
        entry: Data = {"kind": what, "role": role, "venue": venue}
        if kind != "one_line":
            extra = ("start", "end", "when", "bullets")
            entry |= {k: v for k, v in found.items() if k in extra}
        elif years := sorted(int(y) for y in re.findall(r"\b(?:19|20)\d{2}\b", venue)):
            entry["start"] = years[0]
            entry |= {"end": years[-1]} if years[-1] != years[0] else {}
        if why := academic.typed(Service, entry):
            return why
        made.append(entry)
    return made


def _generic(label: str, kind: str) -> bool:
    """A label that only names the kind ("Program committees", "Reviewer")."""
    words = re.sub(
        r"\b(?:member(?:ship)?s?|of|and|journals?|conferences?)\b", "", label, flags=re.I
    )
    return bool(re.fullmatch(r"\s*(?:\w+\s*){0,3}", words)) and academic.service_kind(words) == kind
