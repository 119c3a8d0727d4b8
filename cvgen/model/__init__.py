"""The shape of the input files, as pydantic models (unknown keys rejected).

These models are where data enters cvgen: :mod:`~cvgen.model.profile` for a
person's profile (its sections' entries in :mod:`~cvgen.model.entries`),
:mod:`~cvgen.model.paper` for the shared publication database, both built
from :mod:`~cvgen.model.base`. Their descriptions and examples become the JSON
schema editors use (:mod:`cvgen.sources.schema`).
"""

from cvgen.model.base import Bullet, BulletItem, Date, Dated, Marks, Model, Text
from cvgen.model.entries import (
    CustomEntry,
    CustomSection,
    Education,
    Experience,
    Honor,
    Language,
    Project,
    SectionName,
    Teaching,
)
from cvgen.model.paper import Paper, PaperState, PublicationDatabase, Venue
from cvgen.model.profile import Contacts, PaperRef, Profile, PublicationChoice, Style
from cvgen.model.variant import SectionRule, VariantFile, VariantSpec

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
    "SectionRule",
    "Style",
    "Teaching",
    "Text",
    "VariantFile",
    "VariantSpec",
    "Venue",
]
