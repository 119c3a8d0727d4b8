"""Contact kinds: every field of the model declared once, with its link."""

import pytest

from cvgen.cv.contacts import CONTACTS, contact_url, given_contacts
from cvgen.model import Contacts


def test_every_contact_field_has_a_kind_in_the_headers_order() -> None:
    assert [kind.field for kind in CONTACTS] == list(Contacts.model_fields)
    assert all(kind.font in ("solid", "brands") and len(kind.icon) == 4 for kind in CONTACTS)
    assert [k.label for k in CONTACTS if k.network] == [
        "GitHub",
        "ORCID",
        "Google Scholar",
        "LinkedIn",
    ]


@pytest.mark.parametrize(
    ("field", "value", "url"),
    [
        ("email", "ada@example.org", "mailto:ada@example.org"),
        ("phone", "+1 555 0100", "tel:+1 555 0100"),
        ("homepage", "ada.example.org", "https://ada.example.org"),
        ("homepage", "http://ada.example.org", "http://ada.example.org"),
        ("github", "ada", "https://github.com/ada"),
        ("orcid", "0000-0002-1825-0097", "https://orcid.org/0000-0002-1825-0097"),
        ("google_scholar", "AbC", "https://scholar.google.com/citations?user=AbC"),
        ("linkedin", "ada", "https://www.linkedin.com/in/ada"),
    ],
)
def test_where_each_kind_links(field: str, value: str, url: str) -> None:
    assert contact_url(field, value) == url


def test_given_contacts_skips_the_empty_ones() -> None:
    contacts = Contacts(linkedin="ada", email="ada@example.org", phone="")
    assert [(k.field, v) for k, v in given_contacts(contacts)] == [
        ("email", "ada@example.org"),
        ("linkedin", "ada"),
    ]
