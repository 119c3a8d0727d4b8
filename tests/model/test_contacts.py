"""Each contact id checked for its site's shape, with a fix in the message."""

import pytest
from pydantic import ValidationError

from cvgen.model import Contacts
from cvgen.model.contacts import orcid_checksum


def test_the_orcid_check_digit_is_iso_7064_mod_11_2() -> None:
    assert orcid_checksum("000000021825009") == "7"
    assert orcid_checksum("000000021694233") == "X"  # ORCID's own example


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("orcid", "0000-0002-1694-233X"),
        ("dblp", "62/1234"),
        ("dblp", "62/1234-2"),
        ("dblp", "h/AdaLovelace"),
        ("semantic_scholar", "1741101"),
        ("researchgate", "Ada-Lovelace"),
        ("mastodon", "@ada@mastodon.social"),
        ("bluesky", "ada.bsky.social"),
        ("bluesky", "@ada.example.org"),
        ("x", "@ada_l"),
    ],
)
def test_ids_of_their_sites_shape_are_kept(field: str, value: str) -> None:
    assert getattr(Contacts.model_validate({field: value}), field) == value


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("orcid", "0000-0002-1825-0098", "its check digit is not 7"),
        ("dblp", "https://dblp.org/pid/62/1234.html", "is not a DBLP person id"),
        ("dblp", "../../etc", "is not a DBLP person id"),
        ("semantic_scholar", "ada", "is not a Semantic Scholar author id"),
        ("researchgate", "Ada Lovelace", "is not a ResearchGate profile name"),
        ("mastodon", "ada@mastodon.social", "is not a Mastodon address"),
        ("mastodon", "@ada", "is not a Mastodon address"),
        ("bluesky", "ada", "is not a Bluesky handle"),
        ("x", "a_name_far_too_long", "is not an X user name"),
    ],
)
def test_a_wrong_shape_says_what_it_should_be(field: str, value: str, says: str) -> None:
    with pytest.raises(ValidationError) as caught:
        Contacts.model_validate({field: value})
    message = caught.value.errors()[0]["msg"]
    assert says in message
    assert "write it as" in message or "copy the iD" in message


def test_a_custom_link_needs_a_label_and_a_safe_address() -> None:
    links = Contacts.model_validate({"links": [{"label": "Lab", "url": "lab.example.org"}]}).links
    assert (links[0].label, links[0].url) == ("Lab", "lab.example.org")
    with pytest.raises(ValidationError):
        Contacts.model_validate({"links": [{"label": "", "url": "lab.example.org"}]})
    with pytest.raises(ValidationError):
        Contacts.model_validate({"links": [{"label": "Lab", "url": "javascript:alert(1)"}]})
