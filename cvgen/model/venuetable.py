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

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StringConstraints, model_validator
from pydantic_core import PydanticCustomError

from cvgen.model.base import Model

_Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
_Macro = Annotated[str, StringConstraints(pattern=r"^\\?[A-Za-z]+$")]


class VenueSpec(Model):
    """One conference or journal, under the short name CVs print."""

    long: _Name = Field(
        description="The full name",
        examples=["USENIX Symposium on Networked Systems Design and Implementation"],
    )
    also: list[_Name] = Field(
        default_factory=list,
        description="Other names and abbreviations it is written as (DBLP, ISO 4, older names)",
        examples=[["Astrophys. J.", "Astrophysical Journal"]],
    )
    macros: list[_Macro] = Field(
        default_factory=list,
        description="LaTeX journal macros that stand for it in ADS exports, without the backslash",
        examples=[["apj"]],
    )


class VenueFile(Model):
    """A venue table: the bundled one, or the group's additions beside the database."""

    venues: dict[str, VenueSpec] = Field(
        default_factory=dict,
        description="Each venue under its short name (printed with the year: NSDI'24)",
        examples=[
            {"NSDI": {"long": "USENIX Symposium on Networked Systems Design and Implementation"}}
        ],
    )

    @model_validator(mode="after")
    def _short_names(self) -> VenueFile:
        for short in self.venues:
            if not short.strip() or "'" in short:
                raise PydanticCustomError(
                    "cvgen_venue",
                    "venue short name '{short}' must be non-empty and without ' "
                    "(the year is added: NSDI'24)",
                    {"short": short, "field": "venues"},
                )
        return self
