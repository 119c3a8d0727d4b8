"""The page budget: drop the fewest droppable entries that make a CV fit.

Dropping entries in the order ``SelectedCV.candidates`` gives can only make
a CV shorter, so the number to drop is found by binary search over that
order: about log2(n) + 1 compiles for n candidates, instead of one compile
per dropped entry. With a core to spare, each round compiles several probes
at once (a k-ary search): fewer rounds, the same answer.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
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


# A CV with a page budget fills its last page at least this much, or is
# tightened to one page fewer (docs/variants.md, "Page budgets")
LEAST_LAST_PAGE = 0.5


def fit_to_budget(
    selected: SelectedCV,
    pages: int,
    compile_cv: Callable[[SelectedCV], tuple[int, R]],
    first: R,
    *,
    strict: bool = False,
    probes: int = 1,
    fill: Callable[[R], float | None] | None = None,
) -> Fitted[R]:
    """``selected`` (``pages`` long, compiled to ``first``) cut to its variant's budget.

    ``probes``: compiles run at once (threads: each waits on its XeLaTeX). The
    search then splits the range into ``probes + 1`` parts a round instead of
    two: fewer rounds, the same entries dropped.

    ``fill``: how full a compiled CV's last page is (0-1; None: unknown). A CV
    of more than one page within its budget whose last page is less than
    ``LEAST_LAST_PAGE`` full is tightened to one page fewer, when dropping
    entries can do it (never with ``strict``, which drops nothing)."""
    budget = selected.variant.max_pages
    if budget is None:
        return Fitted(selected, first, pages, 0)
    variant, candidates = selected.variant.name, selected.candidates
    tried: dict[int, Fitted[R]] = {0: Fitted(selected, first, pages, 0)}  # by count dropped

    def compile_dropping(count: int) -> Fitted[R]:
        cut = select_variant(selected.cv, selected.variant, candidates[:count], selected.locale)
        cut_pages, result = compile_cv(cut)
        return Fitted(cut, result, cut_pages, 0)

    def attempt(*counts: int) -> None:
        """Compile with the first ``count`` candidates dropped, for each count
        not tried yet, at once."""
        todo = [count for count in dict.fromkeys(counts) if count not in tried]
        if len(todo) > 1 and probes > 1:
            with ThreadPoolExecutor(max_workers=min(probes, len(todo))) as pool:
                tried.update(zip(todo, pool.map(compile_dropping, todo), strict=True))
        else:
            tried.update((count, compile_dropping(count)) for count in todo)

    def fewest(low: int, target: int) -> int | None:
        """The fewest candidates dropped (more than ``low``, which is over
        ``target`` pages) that make the CV ``target`` pages or fewer; None when
        dropping all does not."""
        high = len(candidates)
        if high > low:  # all dropped (is it possible at all?), and the first round's probes
            attempt(high, *_probes(low, high, probes - 1))
        if high == low or tried[high].pages > target:
            return None
        while high - low > 1:
            points = _probes(low, high, probes)
            attempt(*points)
            fits = [count for count in points if tried[count].pages <= target]
            high = min(fits, default=high)
            low = max((count for count in points if count < high), default=low)
        return high

    dropped = 0
    if pages > budget:
        over = f"{_pages(pages)}, {pages - budget} over the budget of {budget}"
        found = fewest(0, budget)
        if found is None:
            least = tried[len(candidates)].pages if candidates else pages
            raise PageBudgetError(
                f"the {variant} CV is {over}, and still {_pages(least)} after dropping all "
                f"{len(candidates)} entries it may drop (entries marked selected are never "
                "dropped: mark fewer selected, lower rules.<section>.max, show fewer sections, "
                "or raise max_pages)"
            )
        if strict:  # the search ran so that the message names exactly what a build drops
            would = tried[found].selected.dropped
            raise PageBudgetError(
                f"the {variant} CV is {over} (--strict drops nothing: shorten the profile, "
                f"lower rules.<section>.max or raise max_pages; without --strict cvgen would "
                f"drop {entries(len(would))}: {'; '.join(map(str, would))})"
            )
        dropped = found
    fitted = tried[dropped]
    if fill is not None and not strict and fitted.pages > 1:
        full = fill(fitted.result)
        if full is not None and full < LEAST_LAST_PAGE:
            tighter = fewest(dropped, fitted.pages - 1)
            fitted = tried[dropped if tighter is None else tighter]
    return dataclasses.replace(fitted, compiles=len(tried) - 1)


def _probes(low: int, high: int, count: int) -> list[int]:
    """``count`` numbers strictly between ``low`` and ``high``, splitting the range
    evenly (one: the middle, as a binary search takes it)."""
    points = {low + (high - low) * i // (count + 1) for i in range(1, count + 1)}
    return sorted(points - {low, high})


def entries(count: int) -> str:
    """``1 entry``, ``3 entries``: for the page budget's reports."""
    return f"{count} entr{'y' if count == 1 else 'ies'}"


def _pages(count: int) -> str:
    return f"{count} page{'s' if count != 1 else ''}"


def cut_as(selected: SelectedCV, dropped: tuple[str, ...]) -> SelectedCV | None:
    """``selected`` less the entries a build dropped to fit the page budget
    (``dropped``: their references as a build record keeps them), so that another
    output of the same build (the web page) shows what the PDF shows; None when
    they are not the first of ``selected``'s candidates (the inputs changed)."""
    count = len(dropped)
    if not count:
        return selected
    if tuple(map(str, selected.candidates[:count])) != dropped:
        return None
    cut = selected.candidates[:count]
    return select_variant(selected.cv, selected.variant, cut, selected.locale)
