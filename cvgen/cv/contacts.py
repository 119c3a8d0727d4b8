"""The kinds of contact a profile's header holds, declared once: the field of
:class:`~cvgen.model.Contacts`, its Font Awesome icon, where it links to, and
the words the outputs show for it.

The CV's document (:mod:`cvgen.cv.document`) reads :data:`CONTACTS` for every
output's header; adding a contact kind is a field on the model and a line here.

An id no reader reads (a Google Scholar user id, a DBLP path) is shown by its
kind's label, never as written; a handle people type (``@ada@mastodon.social``)
as written. The icons are the bundled Font Awesome 5.3's: it has no ORCID,
DBLP, Semantic Scholar, Bluesky or X glyph, so ORCID and DBLP take a solid
one that says what they are, and the others none (``icon=""``): a theme
then writes the kind's word before the contact (``Bluesky: @ada.bsky.social``).
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
    icon: str  # its code point, hex; empty: the font has none, the word stands for it
    link: str  # where it links to: {} is the value
    label: str = ""  # the word an export shows; empty: the value itself
    network: bool = False  # a profile on a site (JSON Resume's basics.profiles)
    opaque: bool = False  # the value is an id no reader reads: the header shows the label
    word: str = ""  # what a header of words instead of icons says before it ("Email")
    shown: str = "{}"  # how the header writes the value: {} is the value, without a leading @


_SCHOLAR = "https://scholar.google.com/citations?user={}"

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
    # its text is its name: no word before it
    ContactKind("google_scholar", "solid", "F19D", _SCHOLAR, "Google Scholar", True, True),
    ContactKind("dblp", "solid", "F1C0", "https://dblp.org/pid/{}.html", "DBLP", True, True),
    ContactKind(
        "semantic_scholar",
        "solid",
        "",
        "https://www.semanticscholar.org/author/{}",
        "Semantic Scholar",
        True,
        True,
    ),
    ContactKind(
        "researchgate",
        "brands",
        "F4F8",
        "https://www.researchgate.net/profile/{}",
        "ResearchGate",
        True,
        True,
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
    ContactKind("mastodon", "brands", "F4F6", "", "Mastodon", True, word="Mastodon", shown="@{}"),
    ContactKind(
        "bluesky",
        "brands",
        "",
        "https://bsky.app/profile/{}",
        "Bluesky",
        True,
        word="Bluesky",
        shown="@{}",
    ),
    ContactKind("x", "brands", "", "https://x.com/{}", "X", True, word="X", shown="@{}"),
)
#: A link of the person's own (``contacts.links``): shown by its label
LINK = ContactKind("links", "solid", "F0C1", "{}", network=True, opaque=True)
_BY_FIELD = {kind.field: kind for kind in (*CONTACTS, LINK)}


def contact_url(field: str, value: str) -> str:
    """Where a contact links to (a homepage without a scheme: https), or empty
    when that is no link (:mod:`cvgen.model.links`: every output asks the same rule)."""
    if field == "mastodon":  # @user@host -> https://host/@user
        user, _, host = value.removeprefix("@").partition("@")
        return safe_link(f"https://{host}/@{user}")
    url = absolute_url(value) if field in ("homepage", "links") else value.removeprefix("@")
    return safe_link(_BY_FIELD[field].link.format(url))


def contact_text(kind: ContactKind, value: str, label: str) -> str:
    """What a header shows for a contact as written: its label for an id no
    reader reads, else the value in its site's form (``@ada.bsky.social``)."""
    return label if kind.opaque else kind.shown.format(value.removeprefix("@"))


def given_contacts(contacts: Contacts) -> Iterator[tuple[ContactKind, str, str]]:
    """Each contact the profile gives, with its kind and label, in the header's
    order (the person's own links last, each with its own label: :data:`LINK`)."""
    for kind in CONTACTS:
        value: str | None = getattr(contacts, kind.field)
        if value:
            yield kind, value, kind.label
    for link in contacts.links:
        yield LINK, link.url, link.label
