"""What cvgen's JSON Resume export writes for the academic sections, read back
into them (JSON Resume has none of its own), in any built-in locale's words:

- an award whose ``summary`` is a grant's lines ("Role: PI, Amount: USD
  550,000, Share: ...") -> a grant, its ``awarder`` the funder (and, after a
  comma, the programme); another award only when it is plainly one: an
  ``awarder``, one amount and a grant's words ("grant", "fellowship",
  "funding") or a role (PI, co-PI) in its summary; else it stays an honour;
- a volunteer entry whose ``summary`` is a service group's heading ("Program
  Committees", "Reviewing", ...) -> service: ``organization`` the venue,
  ``position`` the role, a "Reviews: 12" highlight the count;
- a project whose one role is a student's level ("PhD student", "Postdoc") ->
  supervision: "Thesis:", "Next:", "Co-advisor:" highlights its fields;
- a talk's role in any locale's words ("Hauptvortrag") -> keynote or
  contributed, its "Host:" highlight -> its host.

Every text is quoted, as the rest of a JSON Resume import's; what is read
into no field stays a bullet.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, get_args

from cvgen.importers import academic
from cvgen.importers.jsonresume.entries import dates, linked
from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.model.entries import (
    GRANT_ROLE_KEYS,
    Grant,
    Level,
    Service,
    ServiceKind,
    Supervision,
)
from cvgen.model.locale import Locale
from cvgen.model.markup import quote
from cvgen.sources.locales import available_locales, builtin_locale
from cvgen.sources.yamlsource import PathKey

Data = dict[str, Any]


@cache
def _locales() -> tuple[Locale, ...]:
    return tuple(builtin_locale(code) for code in available_locales())


@cache
def _words() -> dict[str, dict[str, str]]:
    """Each kind of word the export writes, casefolded, and what it stands for."""
    words: dict[str, dict[str, str]] = {k: {} for k in ("role", "kind", "level", "label", "talk")}
    for locale in _locales():
        a, labels = locale.academic, locale.labels
        for role, key in GRANT_ROLE_KEYS.items():
            words["role"][getattr(a.grant_roles, key).casefold()] = role
        for kind in get_args(ServiceKind):
            words["kind"][getattr(a.service, kind).casefold()] = kind
        for level in get_args(Level):
            words["level"][getattr(a.levels, level).casefold()] = level
        for field in ("grant_role", "amount", "share", "host", "co_advisor", "placement"):
            words["label"][getattr(labels, field).casefold()] = field
        words["label"] |= {labels.thesis.casefold(): "thesis", labels.reviews.casefold(): "count"}
        words["talk"] |= {a.talks.keynote.casefold(): "keynote", a.talks.invited.casefold(): ""}
        words["talk"][a.talks.contributed.casefold()] = "contributed"
    return words


_LINE = re.compile(r"^\s*(?P<label>[^:：]{2,30}?)\s*[:：]\s*(?P<value>\S.*?)\s*$")


def _labelled(text: str) -> tuple[str, str] | None:
    """ "Thesis: X" -> ("thesis", "X"), with the export's labels."""
    match = _LINE.match(text)
    field = _words()["label"].get(match["label"].casefold()) if match else None
    return (field, match["value"]) if match and field else None


def _parts(summary: str) -> dict[str, str]:
    """A grant's summary ("Role: PI, Amount: USD 1,200,000, Share: ...") as its
    labelled parts: split before each label, so the amounts keep their commas."""
    labels = "|".join(re.escape(w) for w in sorted(_words()["label"], key=len, reverse=True))
    pieces = re.split(rf"[,;，；、]\s*(?=(?:{labels})\s*[:：])", summary, flags=re.I)
    found = {}
    for piece in pieces:
        if not (part := _labelled(piece)) or part[0] in found:
            return {}
        found[part[0]] = part[1]
    return found


_GRANT_WORDS = re.compile(r"\b(?:grant|fellowship funding|funding|funded)\b", re.I)


def grant(reader: ResumeReader, path: PathKey) -> Data | None:
    """An award as a grant, when it is plainly one (see the module doc)."""
    title = reader.markup((*path, "title"))
    awarder = reader.text((*path, "awarder"))
    summary = reader.text((*path, "summary"))
    if not (title and awarder and summary):
        return None
    funder, programme = [*re.split(r",\s|[、，]\s*", awarder, maxsplit=1), ""][:2]
    entry: Data = {"title": title, "funder": quote(funder), "programme": quote(programme)}
    parts = _parts(summary)
    rest = ""
    if parts and "grant_role" in parts:  # as cvgen's export writes a grant
        entry["role"] = _words()["role"].get(parts["grant_role"].casefold(), "")
        for field, currency_field in (("amount", "currency"), ("share", "")):
            if field in parts:
                found = academic.money(parts[field])
                if not found or found[2]:
                    return None
                entry[field] = found[0]
                if currency_field:
                    entry[currency_field] = found[1]
    else:
        found = academic.money(summary)
        role = academic.grant_role(found[2]) if found else None
        if not found or not (role or _GRANT_WORDS.search(f"{title} {summary}")):
            return None
        entry |= {"amount": found[0], "currency": found[1]}
        entry["role"], rest = role or ("PI", found[2])
        if not role:
            reader.warn(
                (*path, "summary"),
                "read as a grant (an amount and a grant's words); its role is taken as PI",
                "write co-PI in the profile if so",
            )
    when = reader.date((*path, "date")) or reader.date((*path, "startDate"))
    entry |= {"start": when.iso() if when else "", "bullets": [quote(rest)] if rest else []}
    entry = {k: v for k, v in entry.items() if v not in ("", [], None)}
    return entry if not academic.typed(Grant, entry) else None


def service(reader: ResumeReader, path: PathKey) -> Data | None:
    """A volunteer entry the export wrote for a service role, else None."""
    kind = _words()["kind"].get(reader.text((*path, "summary")).casefold())
    venue = reader.markup((*path, "organization"))
    if not kind or not venue:
        return None
    used = ("organization", "position", "url", "startDate", "endDate", "summary", "highlights")
    reader.obj(path, (*used, "location"))
    entry: Data = {
        "kind": kind,
        "role": reader.markup((*path, "position")),
        "venue": linked(reader, path, venue),
        **dates(reader, path),
    }
    kept = []
    for line in reader.texts((*path, "highlights")):
        part = _labelled(line)
        if part and part[0] == "count" and part[1].isdigit() and "count" not in entry:
            entry["count"] = int(part[1])
        else:
            kept.append(quote(line))
    entry = {k: v for k, v in {**entry, "bullets": kept}.items() if v not in ("", [], None)}
    return entry if not academic.typed(Service, entry) else None


def student(reader: ResumeReader, path: PathKey) -> Data | None:
    """A project the export wrote for a supervised person, else None."""
    roles = reader.texts((*path, "roles"))
    level = _words()["level"].get(roles[0].casefold()) if len(roles) == 1 else None
    name = reader.markup((*path, "name"))
    if not level or not name:
        return None
    entry: Data = {"name": name, "level": level, **dates(reader, path)}
    kept = []
    description = reader.text((*path, "description"))
    for line in [*([description] if description else []), *reader.texts((*path, "highlights"))]:
        part = _labelled(line)
        if part and part[0] in ("thesis", "placement", "co_advisor") and part[0] not in entry:
            entry[part[0]] = quote(part[1])
        else:
            kept.append(quote(line))
    entry = {k: v for k, v in {**entry, "bullets": kept}.items() if v not in ("", [], None)}
    return entry if not academic.typed(Supervision, entry) else None


def talk(reader: ResumeReader, path: PathKey, entry: Data) -> Data:
    """A talk (read by :func:`cvgen.importers.jsonresume.entries.talk`) with
    its role in any locale's words ("Keynote", "Hauptvortrag") as its kind,
    and its "Host: ..." bullet (quoted text) as its host."""
    for role in reader.texts((*path, "roles")):
        kind = _words()["talk"].get(role.casefold())
        if kind == "keynote":
            entry["keynote"] = True
        elif kind == "contributed":
            entry["kind"] = kind
    kept = []
    for line in entry.get("bullets", []):
        part = _labelled(line)
        if part and part[0] == "host" and "host" not in entry:
            entry["host"] = part[1]
        else:
            kept.append(line)
    return {k: v for k, v in {**entry, "bullets": kept}.items() if v not in ("", [], None)}
