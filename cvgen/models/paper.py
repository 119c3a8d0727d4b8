"""The shared publication database: ``profiles/publications.yaml``."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from cvgen.models.base import Date, Marks, Model


class Venue(Model):
    short: str = Field(description="e.g. NSDI'24")
    long: str = Field("", description="e.g. USENIX Symposium on Networked Systems Design ...")


class PaperState(Model):
    """What a paper was before a date: its earlier title, status or venue."""

    until: Date = Field(description="When this state ended (e.g. the acceptance date)")
    title: str = ""
    status: Literal["preprint", "under review", "accepted", "published"] = "preprint"
    venue: Venue | None = None
    year: int | None = Field(None, ge=1900, le=2200)
    month: int | None = Field(None, ge=1, le=12)
    location: str = ""


class Paper(Marks):
    title: str
    authors: list[str] = Field(min_length=1, description="Full names, in order")
    equal_contribution: list[str] = Field(
        default_factory=list, description="Authors marked * (equal contribution)"
    )
    venue: Venue | None = None
    status: Literal["preprint", "under review", "accepted", "published"] = "published"
    year: int = Field(ge=1900, le=2200)
    month: int | None = Field(None, ge=1, le=12)
    location: str = ""
    doi: str = Field("", pattern=r"^(10\.\S+/\S+)?$")
    url: str = ""
    abstract: str = ""
    former_titles: list[str] = Field(default_factory=list)
    history: list[PaperState] = Field(
        default_factory=list, description="Earlier states, oldest first"
    )

    @model_validator(mode="after")
    def _equal_are_authors(self) -> Paper:
        for name in self.equal_contribution:
            if name not in self.authors:
                raise PydanticCustomError(
                    "cvgen_equal",
                    "'{name}' is not among the authors (write the name as in authors)",
                    {"name": name, "field": "equal_contribution"},
                )
        return self


_KEY = re.compile(r"^[a-z0-9][a-z0-9._-]*$")


class PublicationDatabase(Model):
    papers: dict[str, Paper] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _keys(self) -> PublicationDatabase:
        for key in self.papers:
            if not _KEY.match(key):
                raise PydanticCustomError(
                    "cvgen_key",
                    "paper key '{key}' must be lower-case letters, digits, '.', '_' or '-'",
                    {"key": key, "field": "papers"},
                )
        return self
