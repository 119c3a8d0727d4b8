"""The shape of the input files, as pydantic models (unknown keys rejected).

These models are where data enters cvgen: :mod:`~cvgen.models.profile` for a
person's profile (its sections' entries in :mod:`~cvgen.models.entries`),
:mod:`~cvgen.models.paper` for the shared publication database, both built
from :mod:`~cvgen.models.base`. Their descriptions and examples become the JSON
schema editors use (:mod:`cvgen.schema`).
"""

from cvgen.models.base import Bullet, BulletItem, Date, Dated, Marks, Model, Text
from cvgen.models.entries import (
    CustomEntry,
    CustomSection,
    Education,
    Experience,
    Honor,
    Language,
    Project,
    Teaching,
)
from cvgen.models.paper import Paper, PaperState, PublicationDatabase, Venue
from cvgen.models.profile import Contacts, PaperRef, Profile, PublicationChoice, Style
from cvgen.models.variant import SectionName, SectionRule, VariantFile, VariantSpec

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
