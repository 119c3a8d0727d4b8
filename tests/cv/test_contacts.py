"""Contact kinds: every field of the model declared once, with its link."""

import pytest

from cvgen.cv.contacts import CONTACTS, LINK, contact_text, contact_url, given_contacts
from cvgen.model import Contacts


def test_every_contact_field_has_a_kind_in_the_headers_order() -> None:
    assert [kind.field for kind in (*CONTACTS, LINK)] == list(Contacts.model_fields)
    assert all(kind.font in ("solid", "brands") and len(kind.icon) in (0, 4) for kind in CONTACTS)
    assert [k.label for k in CONTACTS if k.network] == [
        "GitHub",
        "ORCID",
        "Google Scholar",
        "DBLP",
        "Semantic Scholar",
        "ResearchGate",
        "LinkedIn",
        "Mastodon",
        "Bluesky",
        "X",
    ]


def test_a_kind_without_an_icon_has_a_word_or_shows_its_label() -> None:
    """The bundled Font Awesome 5.3 has no Bluesky, X or Semantic Scholar glyph:
    the header then says the kind's name (its word, or its label as the text)."""
    for kind in CONTACTS:
        if not kind.icon:
            assert kind.word or kind.opaque, kind.field


def test_every_icon_is_in_the_bundled_font() -> None:
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

    from cvgen.tex.fonts import resolve_fonts

    fonts = resolve_fonts()
    for kind in (*CONTACTS, LINK):
        if kind.icon:
            cmap = TTFont(fonts[kind.font].path("UprightFont"), lazy=True).getBestCmap()
            assert int(kind.icon, 16) in cmap, kind.field


@pytest.mark.parametrize(
    ("field", "value", "text"),
    [
        ("google_scholar", "AbC", "Google Scholar"),
        ("dblp", "62/1234", "DBLP"),
        ("semantic_scholar", "1741101", "Semantic Scholar"),
        ("researchgate", "Ada-Lovelace", "ResearchGate"),
        ("mastodon", "@ada@mastodon.social", "@ada@mastodon.social"),
        ("bluesky", "ada.bsky.social", "@ada.bsky.social"),
        ("bluesky", "@ada.bsky.social", "@ada.bsky.social"),
        ("x", "ada", "@ada"),
        ("github", "ada", "ada"),
    ],
)
def test_what_the_header_shows_never_a_raw_id(field: str, value: str, text: str) -> None:
    kind = next(k for k in CONTACTS if k.field == field)
    assert contact_text(kind, value, kind.label) == text


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
        ("dblp", "62/1234", "https://dblp.org/pid/62/1234.html"),
        ("dblp", "h/AdaLovelace", "https://dblp.org/pid/h/AdaLovelace.html"),
        ("semantic_scholar", "1741101", "https://www.semanticscholar.org/author/1741101"),
        ("researchgate", "Ada-Lovelace", "https://www.researchgate.net/profile/Ada-Lovelace"),
        ("mastodon", "@ada@mastodon.social", "https://mastodon.social/@ada"),
        ("bluesky", "@ada.bsky.social", "https://bsky.app/profile/ada.bsky.social"),
        ("x", "@ada", "https://x.com/ada"),
        ("links", "lab.example.org", "https://lab.example.org"),
    ],
)
def test_where_each_kind_links(field: str, value: str, url: str) -> None:
    assert contact_url(field, value) == url


def test_given_contacts_skips_the_empty_ones() -> None:
    contacts = Contacts.model_validate(
        {
            "linkedin": "ada",
            "email": "ada@example.org",
            "phone": "",
            "links": [{"label": "Lab", "url": "lab.example.org"}],
        }
    )
    assert [(k.field, v, label) for k, v, label in given_contacts(contacts)] == [
        ("email", "ada@example.org", ""),
        ("linkedin", "ada", "LinkedIn"),
        ("links", "lab.example.org", "Lab"),
    ]
