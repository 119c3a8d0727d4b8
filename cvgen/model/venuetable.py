"""The venue table: ``venues.yaml``, the short names a BibTeX import gives.

cvgen ships a table of real conferences and journals
(``cvgen/importers/venues.yaml``); a ``venues.yaml`` beside the publication
database adds venues or replaces one of the same short name. Each venue is
written under its short name::

    venues:
      NSDI:
        long: USENIX Symposium on Networked Systems Design and Implementation
      ApJ:
        long: The Astrophysical Journal
        also: [Astrophys. J., Astrophysical Journal]
        macros: [apj]
"""

import re
from typing import Annotated

from pydantic import AfterValidator, Field
from pydantic_core import PydanticCustomError

from cvgen.model.base import Model, empty_list


def _name(value: str) -> str:
    if not value.strip():
        raise PydanticCustomError("cvgen_venue", "is empty: write the name, or remove the line")
    return value.strip()


def _short(value: str) -> str:
    if "'" in value:
        raise PydanticCustomError(
            "cvgen_venue",
            "the short name '{short}' must not hold ' (the year is added: NSDI'24)",
            {"short": value},
        )
    return _name(value)


def _macro(value: str) -> str:
    if not re.fullmatch(r"\\?[A-Za-z]+", value):
        raise PydanticCustomError(
            "cvgen_venue",
            "'{macro}' is not a LaTeX macro name: write its letters, e.g. apj for \\apj",
            {"macro": value},
        )
    return value.removeprefix("\\")


_Name = Annotated[str, AfterValidator(_name)]


class VenueSpec(Model):
    """One conference or journal, under the short name CVs print."""

    long: _Name = Field(
        description="The full name",
        examples=["USENIX Symposium on Networked Systems Design and Implementation"],
    )
    also: list[_Name] = Field(
        default_factory=empty_list,
        description="Other names and abbreviations it is written as (DBLP, ISO 4, older names)",
        examples=[["Astrophys. J.", "Astrophysical Journal"]],
    )
    macros: list[Annotated[str, AfterValidator(_macro)]] = Field(
        default_factory=empty_list,
        description="LaTeX journal macros that stand for it in ADS exports, without the backslash",
        examples=[["apj"]],
    )


class VenueFile(Model):
    """A venue table: the bundled one, or the group's additions beside the database."""

    venues: dict[Annotated[str, AfterValidator(_short)], VenueSpec] = Field(
        default_factory=dict,
        description="Each venue under its short name (printed with the year: NSDI'24)",
        examples=[{"NSDI": {"long": "USENIX Symposium on Networked Systems Design and Impl."}}],
    )
