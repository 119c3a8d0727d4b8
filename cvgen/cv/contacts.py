"""The kinds of contact a profile's header holds, declared once: the field of
:class:`~cvgen.model.Contacts`, its Font Awesome icon, where it links to, and
the word the exports show for it.

The CV's document (:mod:`cvgen.cv.document`) reads :data:`CONTACTS` for every
output's header; adding a contact kind is a field on the model and a line here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from cvgen.model import Contacts
from cvgen.model.links import absolute_url, safe_link


@dataclass(frozen=True)
class ContactKind:
    field: str  # the field of Contacts
    font: str  # Font Awesome 5 font: "solid" or "brands"
    icon: str  # its code point, hex
    link: str  # where it links to: {} is the value
    label: str = ""  # the word an export shows; empty: the value itself
    network: bool = False  # a profile on a site (JSON Resume's basics.profiles)
    opaque: bool = False  # the value is an id no reader reads: the header shows the label
    word: str = ""  # what a header of words instead of icons says before it ("Email")


#: In the order the header shows them
CONTACTS: tuple[ContactKind, ...] = (
    ContactKind("email", "solid", "F0E0", "mailto:{}", word="Email"),
    ContactKind("phone", "solid", "F095", "tel:{}", word="Phone"),
    ContactKind("homepage", "solid", "F015", "{}", word="Homepage"),
    ContactKind(
        "github", "brands", "F09B", "https://github.com/{}", "GitHub", network=True, word="GitHub"
    ),
    ContactKind(
        "orcid", "solid", "F2C1", "https://orcid.org/{}", "ORCID", network=True, word="ORCID"
    ),
    ContactKind(
        "google_scholar",
        "solid",
        "F19D",
        "https://scholar.google.com/citations?user={}",
        "Google Scholar",
        network=True,
        opaque=True,  # its text is its name: no word before it
    ),
    ContactKind(
        "linkedin",
        "brands",
        "F08C",
        "https://www.linkedin.com/in/{}",
        "LinkedIn",
        True,
        word="LinkedIn",
    ),
)
_BY_FIELD = {kind.field: kind for kind in CONTACTS}


def contact_url(field: str, value: str) -> str:
    """Where a contact links to (a homepage without a scheme: https), or empty
    when that is no link (:mod:`cvgen.model.links`: every output asks the same rule)."""
    url = absolute_url(value) if field == "homepage" else value
    return safe_link(_BY_FIELD[field].link.format(url))


def given_contacts(contacts: Contacts) -> Iterator[tuple[ContactKind, str]]:
    """Each contact the profile gives, with its kind, in the header's order."""
    for kind in CONTACTS:
        value: str | None = getattr(contacts, kind.field)
        if value:
            yield kind, value
