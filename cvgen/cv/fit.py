"""The page budget: drop the fewest droppable entries that make a CV fit.

Dropping entries in the order ``SelectedCV.candidates`` gives can only make
a CV shorter, so the number to drop is found by binary search over that
order: about log2(n) + 1 compiles for n candidates, instead of one compile
per dropped entry.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from cvgen.cv.selection import SelectedCV, select_variant
from cvgen.errors import CvgenError

R = TypeVar("R")


class PageBudgetError(CvgenError):
    """A CV over its variant's ``max_pages`` that cvgen may not, or cannot, shorten."""


@dataclass(frozen=True)
class Fitted(Generic[R]):
    selected: SelectedCV
    result: R  # what the compile function returned for ``selected``
    pages: int
    compiles: int  # compiles spent searching, after the first


def fit_to_budget(
    selected: SelectedCV,
    pages: int,
    compile_cv: Callable[[SelectedCV], tuple[int, R]],
    first: R,
    *,
    strict: bool = False,
) -> Fitted[R]:
    """``selected`` (``pages`` long, compiled to ``first``) cut to its variant's budget."""
    budget = selected.variant.max_pages
    if budget is None or pages <= budget:
        return Fitted(selected, first, pages, 0)
    variant, candidates = selected.variant.name, selected.candidates
    over = f"{_pages(pages)}, {pages - budget} over the budget of {budget}"
    tried: dict[int, Fitted[R]] = {}  # by the number of candidates dropped

    def attempt(count: int) -> int:
        """Compile with the first ``count`` candidates dropped; its page count."""
        if count not in tried:
            cut = select_variant(selected.cv, selected.variant, candidates[:count], selected.locale)
            cut_pages, result = compile_cv(cut)
            tried[count] = Fitted(cut, result, cut_pages, 0)
        return tried[count].pages

    low, high = 0, len(candidates)  # low is known to be over budget
    if high == 0 or attempt(high) > budget:
        least = attempt(high) if high else pages
        raise PageBudgetError(
            f"the {variant} CV is {over}, and still {_pages(least)} after dropping all "
            f"{len(candidates)} entries it may drop (entries marked selected are never dropped: "
            "mark fewer selected, lower rules.<section>.max, show fewer sections, "
            "or raise max_pages)"
        )
    while high - low > 1:
        middle = (low + high) // 2
        if attempt(middle) <= budget:
            high = middle
        else:
            low = middle
    if strict:  # the search ran so that the message names exactly what a build drops
        would = tried[high].selected.dropped
        raise PageBudgetError(
            f"the {variant} CV is {over} (--strict drops nothing: shorten the profile, "
            f"lower rules.<section>.max or raise max_pages; without --strict cvgen would "
            f"drop {entries(len(would))}: {'; '.join(map(str, would))})"
        )
    return dataclasses.replace(tried[high], compiles=len(tried))


def entries(count: int) -> str:
    """``1 entry``, ``3 entries``: for the page budget's reports."""
    return f"{count} entr{'y' if count == 1 else 'ies'}"


def _pages(count: int) -> str:
    return f"{count} page{'s' if count != 1 else ''}"
