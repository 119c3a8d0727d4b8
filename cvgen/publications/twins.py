"""A paper entered twice in the database (a title, a former title or a DOI in
common) is shown once on the publication page, in its most advanced state; the
other entry is reported as a warning at its key."""

from __future__ import annotations

from cvgen.errors import Problem
from cvgen.model.pubdb import PaperView, normalize_title
from cvgen.sources.yamlsource import SourceMap

_RANK = {"published": 3, "accepted": 2, "under review": 1, "preprint": 0, "in preparation": -1}


def distinct_papers(
    views: list[PaperView], source: SourceMap | None
) -> tuple[list[PaperView], list[Problem]]:
    """Drop papers entered twice, keeping the most advanced (then newest) state."""
    order = {view.key: i for i, view in enumerate(views)}
    best_first = sorted(views, key=lambda v: (_RANK[v.status], v.sort_key()), reverse=True)
    seen: dict[str, str] = {}
    kept: list[PaperView] = []
    warnings: list[tuple[int, Problem]] = []
    for view in best_first:
        marks = {f"title:{normalize_title(t)}" for t in (view.title, *view.former_titles)}
        marks |= {f"doi:{view.doi.casefold()}"} if view.doi else set()
        twin = next((seen[m] for m in sorted(marks) if m in seen), None)
        if twin is None:
            seen.update(dict.fromkeys(marks, view.key))
            kept.append(view)
            continue
        where = ("papers", view.key)
        problem = Problem(
            source.locate(where, key=True) if source else None,
            f"papers.{view.key}",
            f"the same paper as papers.{twin} (a title or DOI in common); "
            f"the page shows it once, as papers.{twin}",
            "merge the two entries: keep one key, move the other's title to former_titles",
            warning=True,
        )
        warnings.append((order[view.key], problem))
    kept.sort(key=lambda v: order[v.key])
    return kept, [problem for _, problem in sorted(warnings, key=lambda w: w[0])]
