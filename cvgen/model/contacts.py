"""How to reach a person: the ``contacts:`` of a profile. A new kind of
contact is a field here and a line in :mod:`cvgen.cv.contacts` (its icon,
link and label); see CONTRIBUTING.md."""

from __future__ import annotations

from pydantic import Field, field_validator

from cvgen.model.base import LinkText, Model, check_length, check_link


class Contacts(Model):
    """How to reach the person; each is shown with its icon in the header."""

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
    linkedin: str | None = Field(None, description="LinkedIn user name", examples=["ada-lovelace"])

    @field_validator("*")
    @classmethod
    def _short(cls, value: str | None) -> str | None:
        # a contact is typeset in the header's line or the margin theme's sidebar
        return None if value is None else check_length(value)

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
