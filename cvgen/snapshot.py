"""The resolved CV as JSON: embedded in every PDF so versions can be compared."""

from __future__ import annotations

from typing import Any

from cvgen.dates import PartialDate
from cvgen.selection import SelectedCV

SNAPSHOT_FORMAT = 1


def to_snapshot(selected: SelectedCV, version_date: PartialDate, version: str) -> dict[str, Any]:
    cv = selected.cv
    papers = []
    for item in selected.papers:
        p = item.paper
        papers.append(
            {
                "key": p.key,
                "title": p.title,
                "former_titles": list(p.former_titles),
                "authors": [a.name for a in item.authors],
                "equal_contribution": [a.name for a in item.authors if a.equal],
                "venue": p.venue.model_dump() if p.venue else None,
                "status": p.status,
                "year": p.year,
                "month": p.month,
                "location": p.location,
                "doi": p.doi,
                "url": p.url,
            }
        )
    return {
        "format": SNAPSHOT_FORMAT,
        "cvgen": version,
        "slug": cv.slug,
        "variant": selected.variant.name,
        "variant_definition": selected.variant.definition(),
        "date": version_date.iso(),
        "profile": selected.profile.model_dump(mode="json", exclude={"publications", "variants"}),
        "papers": papers,
    }
