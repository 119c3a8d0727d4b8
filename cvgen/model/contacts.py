"""How to reach a person: the ``contacts:`` of a profile. A new kind of
contact is a field here and a line in :mod:`cvgen.cv.contacts` (its icon,
link and label); see CONTRIBUTING.md.

Each id is checked for its site's shape (an ORCID iD's check digit, a
Mastodon address's ``@user@host``, a Bluesky handle, a DBLP person's path),
so a typo is an error at its line, not a link to nobody."""

import re

from pydantic import Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from cvgen.model.base import LinkText, Model, check_length, check_link, empty_list

_DBLP = r"^(?:\d+/\d+(?:-\d+)?|[a-z]/[A-Za-z][A-Za-z0-9_=-]*)$"
_MASTODON = (
    r"^@[A-Za-z0-9_]{1,30}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$"
)
_BLUESKY = r"^@?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$"
_X = r"^@?[A-Za-z0-9_]{1,15}$"
_SITE_NAME = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$"


def orcid_checksum(digits: str) -> str:
    """ISO 7064 MOD 11-2 over an ORCID iD's first 15 digits: its last character."""
    total = 0
    for digit in digits:
        total = (total + int(digit)) * 2
    result = (12 - total % 11) % 11
    return "X" if result == 10 else str(result)


#: Each id's shape: its pattern, what it is, how to write it
_SHAPES = {
    "dblp": (_DBLP, "a DBLP person id", "'62/1234' from dblp.org/pid/62/1234.html"),
    "semantic_scholar": (
        r"^\d{1,12}$",
        "a Semantic Scholar author id",
        "the number ending the profile's URL",
    ),
    "researchgate": (_SITE_NAME, "a ResearchGate profile name", "'Ada-Lovelace'"),
    "mastodon": (_MASTODON, "a Mastodon address", "'@ada@mastodon.social'"),
    "bluesky": (_BLUESKY, "a Bluesky handle", "'ada.bsky.social'"),
    "x": (_X, "an X user name", "'ada': letters, digits and '_', at most 15"),
}


class ContactLink(Model):
    """A link of the person's own, shown by its label (a lab page, a blog...)."""

    label: str = Field(
        min_length=1, max_length=40, description="What the CV shows", examples=["Lab page"]
    )
    url: LinkText = Field(description="Where it links to", examples=["https://lab.example.org"])


class Contacts(Model):
    """How to reach the person; each is shown with its icon (or its name) in the header."""

    email: str | None = Field(None, description="E-mail address", examples=["zzlcs@pku.edu.cn"])
    phone: str | None = Field(
        None,
        description="Optional; keep real numbers out of shared repos",
        examples=["+1 555 0100"],
    )
    homepage: LinkText | None = Field(
        None, description="A URL, with or without https://", examples=["www.zilizhang.site"]
    )
    github: str | None = Field(None, description="GitHub user name", examples=["Gold-Sea"])
    orcid: str | None = Field(
        None,
        pattern=r"^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$",
        description="ORCID iD",
        examples=["0000-0002-1825-0097"],
    )
    google_scholar: str | None = Field(
        None,
        description="Google Scholar user id (user= in the profile's URL)",
        examples=["AbCdEfGAAAAJ"],
    )
    dblp: str | None = Field(
        None,
        description="DBLP person id: the path after dblp.org/pid/ (without .html)",
        examples=["62/1234", "h/AdaLovelace"],
    )
    semantic_scholar: str | None = Field(
        None,
        description="Semantic Scholar author id (the number in the profile's URL)",
        examples=["1741101"],
    )
    researchgate: str | None = Field(
        None,
        description="ResearchGate profile name (after researchgate.net/profile/)",
        examples=["Ada-Lovelace"],
    )
    linkedin: str | None = Field(None, description="LinkedIn user name", examples=["ada-lovelace"])
    mastodon: str | None = Field(
        None, description="Mastodon address, @user@host", examples=["@ada@mastodon.social"]
    )
    bluesky: str | None = Field(None, description="Bluesky handle", examples=["ada.bsky.social"])
    x: str | None = Field(None, description="X (Twitter) user name", examples=["ada"])
    links: list[ContactLink] = Field(
        default_factory=empty_list,
        max_length=10,
        description="Other links, each shown by its label",
        examples=[[{"label": "Lab page", "url": "https://lab.example.org"}]],
    )

    @field_validator("*", mode="after")
    @classmethod
    def _short(cls, value: object) -> object:
        # a contact is typeset in the header's line or the margin theme's sidebar
        return check_length(value) if isinstance(value, str) else value

    @field_validator("email")
    @classmethod
    def _email(cls, value: str | None) -> str | None:
        return check_link(value, prefix="mailto:") if value else value

    @field_validator("phone")
    @classmethod
    def _phone(cls, value: str | None) -> str | None:
        return check_link(value, prefix="tel:") if value else value

    @field_validator("github", "google_scholar", "linkedin")
    @classmethod
    def _name_on_a_site(cls, value: str | None) -> str | None:
        return check_link(value, prefix="https://example.org/") if value else value

    @field_validator("orcid")
    @classmethod
    def _orcid(cls, value: str | None) -> str | None:
        if value:
            digits = value.replace("-", "")
            if orcid_checksum(digits[:15]) != digits[15]:
                raise PydanticCustomError(
                    "cvgen_orcid",
                    "'{value}': its check digit is not {digit} (copy the iD from your "
                    "ORCID record, orcid.org)",
                    {"value": value, "digit": orcid_checksum(digits[:15])},
                )
        return value

    @field_validator(*_SHAPES)
    @classmethod
    def _site_shape(cls, value: str | None, info: ValidationInfo) -> str | None:
        pattern, what, example = _SHAPES[str(info.field_name)]
        if value and not re.match(pattern, value):
            raise PydanticCustomError(
                "cvgen_contact",
                "'{value}' is not {what} (write it as {example})",
                {"value": value, "what": what, "example": example},
            )
        return value
