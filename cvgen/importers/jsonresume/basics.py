"""The ``basics`` of a JSON Resume document: the profile's header.

name, ``label`` -> position, email, phone, ``url`` (before 1.0: ``website``)
-> homepage, summary, ``location`` -> address (its parts joined),
``profiles`` -> contacts for GitHub, LinkedIn, Google Scholar, ORCID, DBLP,
Semantic Scholar, ResearchGate, Mastodon, Bluesky and X (a user name, or
read from the profile's URL, checked as the profile checks it); any other
network with a URL -> a labelled link of the person's own (``contacts.links``),
without one a warning.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

from cvgen.importers.jsonresume.entries import URL
from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.model.contacts import Contacts
from cvgen.model.markup import quote
from cvgen.sources.yamlsource import PathKey

_ORCID = re.compile(r"\d{4}-\d{4}-\d{4}-\d{3}[\dX]")
_NETWORKS = {"github": "github", "linkedin": "linkedin", "orcid": "orcid"}
_NETWORKS |= dict.fromkeys(("googlescholar", "scholar"), "google_scholar")
_NETWORKS |= {n: n for n in ("dblp", "researchgate", "mastodon", "bluesky", "x")}
_NETWORKS |= {"semanticscholar": "semantic_scholar", "twitter": "x"}


def basics(reader: ResumeReader, profile: dict[str, Any]) -> None:
    path: PathKey = ("basics",)
    used = ("name", "label", "email", "phone", *URL, "summary", "location", "profiles")
    if reader.obj(path, used) is None:
        return
    profile["name"] = reader.markup((*path, "name"))
    profile["position"] = reader.markup((*path, "label"))
    parts = ("address", "postalCode", "city", "region", "countryCode")
    if reader.obj((*path, "location"), parts) is not None:
        lines = [reader.text((*path, "location", p)) for p in parts]
        profile["address"] = quote(", ".join(" ".join(x.split()) for x in lines if x))
    contacts: dict[str, Any] = {
        "email": reader.text((*path, "email")),
        "phone": reader.text((*path, "phone")),
        "homepage": reader.text(reader.either(path, *URL)),
    }
    for item in reader.objects((*path, "profiles")):
        network_profile(reader, item, contacts)
    profile["contacts"] = contacts
    profile["summary"] = reader.markup((*path, "summary"))
    for table in (contacts, profile):
        for key in [k for k, v in table.items() if not v]:
            del table[key]


def network_profile(reader: ResumeReader, path: PathKey, contacts: dict[str, Any]) -> None:
    reader.obj(path, ("network", "username", "url"))
    network = reader.text((*path, "network"))
    field = _NETWORKS.get(re.sub(r"[\s._-]", "", network.casefold()))
    url = reader.text((*path, "url"))
    if field is None:
        if network and url and not _problem("links", [{"label": network, "url": url}]):
            contacts.setdefault("links", []).append({"label": network, "url": url})
            return
        reader.warn(
            path,
            f"left out: cvgen's header has no place for {network or 'this profile'}",
            "give it a network name and a url: it becomes a link of your own",
        )
        return
    value = _user(field, reader.text((*path, "username")), url)
    if field == "orcid" and value and not _ORCID.fullmatch(value):
        reader.warn(path, f"left out: '{value}' is not an ORCID iD", "write 0000-0000-0000-0000")
    elif value and (problem := _problem(field, value)):
        reader.warn(path, f"left out: {problem}")
    elif not value:
        reader.warn(path, f"left out: no {network} user name", "add username or url")
    elif contacts.get(field):
        reader.warn(path, f"left out: a second {network} profile", "keep one")
    else:
        contacts[field] = value


def _problem(field: str, value: object) -> str:
    """Why the profile would refuse ``value`` for a contact, or nothing."""
    from pydantic import ValidationError

    try:
        Contacts.model_validate({field: value})
    except ValidationError as exc:
        return str(exc.errors()[0]["msg"])
    return ""


def _user(field: str, username: str, url: str) -> str:
    """The user name the header shows: ``username``, else read from ``url``
    (``github.com/NAME``, ``linkedin.com/in/NAME``, ``orcid.org/ID``,
    ``scholar.google.com/citations?user=ID``)."""
    if "/" in username and field != "dblp":  # the profile's address written as the user name
        username, url = "", username
    parts = urlsplit(url if "://" in url else f"https://{url}")
    if field == "mastodon" and username and "@" not in username.lstrip("@") and parts.hostname:
        return f"@{username.lstrip('@')}@{parts.hostname}"  # the server is the url's
    if username or not url:
        return username
    if field in _SITE_PATHS:
        return _site_path(field, parts.hostname or "", parts.path)
    if field == "google_scholar":
        return parse_qs(parts.query).get("user", [""])[0]
    segments = [s for s in parts.path.split("/") if s]
    if field == "linkedin" and segments[:1] == ["in"]:
        segments = segments[1:]
    if not segments:
        return ""
    return segments[-1] if field == "orcid" else segments[0]


_SITE_PATHS = ("mastodon", "bluesky", "dblp", "semantic_scholar", "researchgate")


def _site_path(field: str, host: str, path: str) -> str:
    """The id in a profile's URL: ``host/@user`` (Mastodon), ``/profile/HANDLE``
    (Bluesky, ResearchGate), ``/pid/62/1234.html`` (DBLP), ``/author/Name/ID``
    (Semantic Scholar)."""
    segments = [s for s in path.split("/") if s]
    if field == "mastodon":
        user = next((s for s in segments if s.startswith("@")), "")
        return f"{user}@{host}" if user and host else ""
    if field == "dblp":
        pid = "/".join(segments[1:]) if segments[:1] == ["pid"] else ""
        return pid.removesuffix(".html")
    if field == "semantic_scholar":
        return segments[-1] if segments[:1] == ["author"] else ""
    return segments[1] if len(segments) > 1 and segments[0] == "profile" else ""
