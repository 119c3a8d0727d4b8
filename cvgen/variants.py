"""Variants: which sections a CV shows, in which order.

Only the built-in ``long`` variant (everything) exists so far.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import get_args

from cvgen.errors import CvgenError
from cvgen.merge import ResolvedCV
from cvgen.models import SectionName

SECTION_ORDER: tuple[str, ...] = get_args(SectionName)  # the default order


@dataclass(frozen=True)
class Variant:
    name: str
    sections: tuple[str, ...]


BUILTIN = {"long": Variant("long", SECTION_ORDER)}


@dataclass(frozen=True)
class SelectedCV:
    """A resolved CV cut to one variant: what the renderer lays out."""

    cv: ResolvedCV
    variant: Variant


class UnknownVariantError(CvgenError):
    pass


def variant_names() -> list[str]:
    return list(BUILTIN)


def select_variant(cv: ResolvedCV, name: str) -> SelectedCV:
    try:
        variant = BUILTIN[name]
    except KeyError:
        known = ", ".join(BUILTIN)
        raise UnknownVariantError(f"no variant '{name}' (known: {known})") from None
    return SelectedCV(cv, variant)
