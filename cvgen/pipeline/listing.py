"""`cvgen list`: each profile, its variants, what it holds, and its last builds."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from cvgen.cv.merge import ResolvedCV, merge_publications
from cvgen.cv.variants import resolve_variant, variant_names
from cvgen.cv.workspace import Workspace
from cvgen.errors import Problem
from cvgen.sources.themes import DEFAULT_THEME
from cvgen.support.names import check_name
from cvgen.tex.stamp import read_stamped


@dataclass(frozen=True)
class VariantStatus:
    name: str
    description: str
    max_pages: int | None
    last_pdf: Path | None  # the newest PDF of this variant in the output folder
    pages: int | None
    theme: str = "awesome"  # the variant's theme, else the profile's


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
                    variant.theme or loaded.profile.theme or DEFAULT_THEME,
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
    from cvgen.sources.locales import builtin_locale

    counts = {
        section.name: len(entries_of(section, cv.profile, cv.papers, builtin_locale()))
        for section in SECTIONS.values()
        if section.kind is not Kind.PARAGRAPH
    }
    return {name: count for name, count in counts.items() if count}


_DATED = re.compile(r"(.+)-(\d{4}-\d{2}-\d{2})")


def pdf_stem(slug: str, variant: str, date: str) -> str:
    """The PDF's name without ``.pdf``: ``<slug>-<variant>-<date>``, the date once
    when the profile's file is already named after it (``zili-zhang-2023-07-25``
    built on its own date: ``zili-zhang-long-2023-07-25``). A slug or variant
    that breaks the rule for names (:mod:`cvgen.support.names`) is an error."""
    check_name(slug, "a profile's file name")
    check_name(variant, "a variant's name")
    dated = _DATED.fullmatch(slug)
    if dated and dated.group(2) == date:
        slug = dated.group(1)
    return f"{slug}-{variant}-{date}"


def last_build(out_dir: Path, slug: str, variant: str) -> Path | None:
    """The PDF with the newest version date among ``OUT/<slug>-<variant>-<date>.pdf``
    (and ``OUT/<name>-<variant>-<date>.pdf`` for a slug ``<name>-<date>``: :func:`pdf_stem`)."""
    date = r"\d{4}-\d{2}-\d{2}"
    pattern = re.compile(rf"{re.escape(slug)}-{re.escape(variant)}-({date})\.pdf")
    dated = _DATED.fullmatch(slug)
    if not out_dir.is_dir():
        return None
    found = []
    for path in out_dir.iterdir():
        if match := pattern.fullmatch(path.name):
            found.append((match.group(1), path))
        elif dated and path.name == f"{pdf_stem(slug, variant, dated.group(2))}.pdf":
            found.append((dated.group(2), path))
    return max(found)[1] if found else None
