"""`cvgen list`: each profile, its variants, what it holds, and its last builds."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from cvgen.cv.merge import ResolvedCV, merge_publications
from cvgen.cv.variants import resolve_variant, variant_names
from cvgen.cv.workspace import Workspace
from cvgen.errors import Problem
from cvgen.render.stamp import read_stamped


@dataclass(frozen=True)
class VariantStatus:
    name: str
    description: str
    max_pages: int | None
    last_pdf: Path | None  # the newest PDF of this variant in the output folder
    pages: int | None


@dataclass(frozen=True)
class ProfileListing:
    path: Path
    name: str
    items: dict[str, int]  # entries per section in the long CV (empty sections left out)
    variants: tuple[VariantStatus, ...]
    warnings: tuple[Problem, ...] = ()  # found while merging (each with warning=True)


def list_profiles(
    paths: list[Path], out_dir: Path = Path("out"), db_path: Path | None = None
) -> list[ProfileListing]:
    listings = []
    workspace = Workspace(db_path)
    for loaded in workspace.profiles(paths):
        cv = merge_publications(loaded, workspace.database(loaded))
        group = workspace.variants(loaded).variants
        own = loaded.profile.variants
        statuses = []
        for name in variant_names(group, own):
            variant = resolve_variant(name, group, own)
            pdf = last_build(out_dir, cv.slug, name)
            stamped = read_stamped(pdf) if pdf else None
            statuses.append(
                VariantStatus(
                    name,
                    variant.description,
                    variant.max_pages,
                    pdf,
                    stamped.pages if stamped else None,
                )
            )
        listings.append(
            ProfileListing(
                loaded.path,
                loaded.profile.name,
                section_items(cv),
                tuple(statuses),
                cv.warnings,
            )
        )
    return listings


def section_items(cv: ResolvedCV) -> dict[str, int]:
    """Entries per section, in the default order; a paragraph has no entries to
    count, and empty sections are left out."""
    from cvgen.cv.sections import SECTIONS, Kind
    from cvgen.cv.views import entries_of

    counts = {
        section.name: len(entries_of(section, cv.profile, cv.papers))
        for section in SECTIONS.values()
        if section.kind is not Kind.PARAGRAPH
    }
    return {name: count for name, count in counts.items() if count}


def last_build(out_dir: Path, slug: str, variant: str) -> Path | None:
    """The PDF with the newest version date among ``OUT/<slug>-<variant>-<date>.pdf``."""
    pattern = re.compile(rf"{re.escape(slug)}-{re.escape(variant)}-(\d{{4}}-\d{{2}}-\d{{2}})\.pdf")
    if not out_dir.is_dir():
        return None
    found = [(m.group(1), p) for p in out_dir.iterdir() if (m := pattern.fullmatch(p.name))]
    return max(found)[1] if found else None
