"""schema.org ``Person`` data for a web CV (JSON-LD), so that a search engine
reads the page's owner, position, affiliation, links and education as data.

Everything comes from the selected CV the page shows, as plain text (markup
removed); nothing the page does not show is published here, and an address
the page would not link (``javascript:``) is left out here too.
"""

from __future__ import annotations

from typing import Any

from cvgen.cv.document import header, shown_photo
from cvgen.cv.selection import SelectedCV
from cvgen.model.dates import PartialDate
from cvgen.model.markup import plain_text
from cvgen.render.html.escape import safe_url
from cvgen.render.html.view import photo_address


def person_data(selected: SelectedCV, version_date: PartialDate) -> dict[str, Any]:
    """The ``Person``, with its ``ProfilePage`` date (the CV's version date)."""
    profile = selected.profile
    person: dict[str, Any] = {"@type": "Person", "name": plain_text(profile.name)}
    if profile.family_name:
        person["familyName"] = profile.family_name
    if profile.position:
        person["jobTitle"] = plain_text(profile.position)
    if profile.affiliation:
        person["affiliation"] = _organization(plain_text(profile.affiliation))
    if profile.address:
        person["address"] = plain_text(profile.address)
    if photo := shown_photo(selected):  # the page's own image: none when a variant hides it
        person["image"] = photo_address(photo)
    links = []
    for contact in header(profile).contacts:
        if contact.kind.field == "email":
            person["email"] = contact.value
        elif contact.kind.field == "phone":
            person["telephone"] = contact.value
        elif url := safe_url(contact.url):  # as the page links it, or not
            if contact.kind.field == "homepage":
                person["url"] = url
            else:
                links.append(url)
    if links:
        person["sameAs"] = links
    schools = dict.fromkeys(plain_text(e.institution) for e in profile.education)
    if schools:
        person["alumniOf"] = [_organization(name) for name in schools]
    if profile.research_interests:
        person["knowsAbout"] = [plain_text(t) for t in profile.research_interests]
    return {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        "dateModified": version_date.iso(),
        "inLanguage": selected.locale.language,
        "mainEntity": person,
    }


def _organization(name: str) -> dict[str, str]:
    return {"@type": "Organization", "name": name}
