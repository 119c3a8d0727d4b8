"""Why a paper the older version showed is not in the newer one.

A paper "removed" from a variant is often still in the newer CV, only not
picked: its rule's ``max`` keeps the best papers and a newer one pushed it
out, its filters leave it out, or the page budget dropped it. The reader of
a diff should not have to guess which, so each such removal says why; a paper
gone from the database (or from the author's list) has no reason to give.
"""

from __future__ import annotations

from cvgen.cv.merge import CvPaper
from cvgen.cv.ranking import leads
from cvgen.cv.selection import SelectedCV

SECTION = "publications"


def why_left_out(key: str, new: SelectedCV) -> str:
    """Why paper ``key`` is in ``new``'s full CV but not among what its variant
    shows; empty when it is not in the full CV at all (or the reason is unknown)."""
    found = [i for i, p in enumerate(new.cv.papers) if p.paper.key == key]
    if not found:
        return ""
    paper = new.cv.papers[found[0]]
    variant, rule = new.variant.name, new.variant.rule(SECTION)
    unmet = _filter(paper, new)
    if unmet:
        return f"left out by the variant's filter ({variant}: {SECTION}.{unmet})"
    # the select stage names a paper by its place in the full list
    if any(ref.section == SECTION and ref.ident == str(found[0]) for ref in new.dropped):
        return "dropped to fit the page budget"
    if rule.max is not None:
        return f"left out by the variant's limit ({variant}: {SECTION}.max = {rule.max})"
    return ""


def _filter(paper: CvPaper, new: SelectedCV) -> str:
    """The first filter of the publications rule that ``paper`` does not pass."""
    rule = new.variant.rule(SECTION)
    if rule.selected and not paper.marks.selected:
        return "selected = true"
    if rule.tags and not set(rule.tags) & set(paper.marks.tags):
        return f"tags = [{', '.join(rule.tags)}]"
    year = paper.paper.year
    if rule.since is not None and year is not None and year < rule.since:
        return f"since = {rule.since}"
    if rule.statuses is not None and paper.paper.status not in rule.statuses:
        return f"statuses = [{', '.join(rule.statuses)}]"
    if rule.first_author and not leads(paper):
        return "first_author = true"
    return ""
