"""The shape of the input files, as pydantic models (unknown keys rejected).

These models are where data enters cvgen: :mod:`~cvgen.model.profile` for a
person's profile (its sections' entries in :mod:`~cvgen.model.entries`),
:mod:`~cvgen.model.paper` for the shared publication database, both built
from :mod:`~cvgen.model.base`. Their descriptions and examples become the JSON
schema editors use (:mod:`cvgen.sources.schema`).

The names below load on first use: pydantic and the models take about 0.2 s
to import, and what needs only :mod:`cvgen.model.dates` or
:mod:`cvgen.model.markup` (``cvgen --help``, the up-to-date check of a build)
must not pay for them.

The modules that define models do without ``from __future__ import
annotations``: with it every field's annotation is a string that pydantic
compiles and evaluates when it builds the model, 30 ms of every build after
an edit; without it Python has evaluated them already. A method that returns
its own model names it in quotes (``-> "Dated"``).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cvgen.model.base import Bullet, BulletItem, Date, Dated, Marks, Model, Text
    from cvgen.model.choice import PaperRef, PublicationChoice
    from cvgen.model.contacts import Contacts
    from cvgen.model.entries import (
        CustomEntry,
        CustomSection,
        Education,
        Experience,
        Honor,
        Language,
        Project,
        SectionName,
        SectionRef,
        Teaching,
    )
    from cvgen.model.paper import Paper, PaperState, PublicationDatabase, Venue
    from cvgen.model.profile import Profile
    from cvgen.model.style import Margins, Style
    from cvgen.model.variant import SectionRule, VariantFile, VariantSpec

_HOMES = {
    "Bullet": "cvgen.model.base",
    "BulletItem": "cvgen.model.base",
    "Contacts": "cvgen.model.contacts",
    "CustomEntry": "cvgen.model.entries",
    "CustomSection": "cvgen.model.entries",
    "Date": "cvgen.model.base",
    "Dated": "cvgen.model.base",
    "Education": "cvgen.model.entries",
    "Experience": "cvgen.model.entries",
    "Honor": "cvgen.model.entries",
    "Language": "cvgen.model.entries",
    "Margins": "cvgen.model.style",
    "Marks": "cvgen.model.base",
    "Model": "cvgen.model.base",
    "Paper": "cvgen.model.paper",
    "PaperRef": "cvgen.model.choice",
    "PaperState": "cvgen.model.paper",
    "Profile": "cvgen.model.profile",
    "Project": "cvgen.model.entries",
    "PublicationChoice": "cvgen.model.choice",
    "PublicationDatabase": "cvgen.model.paper",
    "SectionName": "cvgen.model.entries",
    "SectionRef": "cvgen.model.entries",
    "SectionRule": "cvgen.model.variant",
    "Style": "cvgen.model.style",
    "Teaching": "cvgen.model.entries",
    "Text": "cvgen.model.base",
    "VariantFile": "cvgen.model.variant",
    "VariantSpec": "cvgen.model.variant",
    "Venue": "cvgen.model.paper",
}

__all__ = [
    "Bullet",
    "BulletItem",
    "Contacts",
    "CustomEntry",
    "CustomSection",
    "Date",
    "Dated",
    "Education",
    "Experience",
    "Honor",
    "Language",
    "Margins",
    "Marks",
    "Model",
    "Paper",
    "PaperRef",
    "PaperState",
    "Profile",
    "Project",
    "PublicationChoice",
    "PublicationDatabase",
    "SectionName",
    "SectionRef",
    "SectionRule",
    "Style",
    "Teaching",
    "Text",
    "VariantFile",
    "VariantSpec",
    "Venue",
]  # the same names as _HOMES (tests/model/test_lazy.py)


def __getattr__(name: str) -> Any:
    """``from cvgen.model import Profile``: the model from its module, imported now."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'cvgen.model' has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)
