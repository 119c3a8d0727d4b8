"""The page budget: the fewest drops that fit, found without one compile per drop."""

import math
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv import fit
from cvgen.cv.fit import PageBudgetError, cut_as, fit_to_budget
from cvgen.cv.request import CvRequest
from cvgen.cv.selection import SelectedCV
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from tests.conftest import HANG, pdf_text
from tests.cv.test_selection import select

VARIANT = {"sections": ["experience", "honors"], "max_pages": 1}


def pages_of(selected: SelectedCV, per_page: int) -> int:
    shown = len(selected.profile.experience) + len(selected.profile.honors)
    return math.ceil(shown / per_page)


@pytest.mark.parametrize("per_page", [2, 3, 4, 5])
def test_drops_the_fewest_entries_that_fit(per_page: int) -> None:
    full = select(VARIANT)
    compiles: list[int] = []

    def compile_cv(selected: SelectedCV) -> tuple[int, str]:
        compiles.append(1)
        return pages_of(selected, per_page), f"pdf of {len(selected.dropped)} dropped"

    fitted = fit_to_budget(full, pages_of(full, per_page), compile_cv, "full pdf")
    shown = 6 - len(fitted.selected.dropped)
    assert fitted.pages == 1 == pages_of(fitted.selected, per_page)
    assert shown == min(per_page, 6)
    assert fitted.result == f"pdf of {6 - shown} dropped"
    n = len(full.candidates)
    assert fitted.compiles == len(compiles) <= math.ceil(math.log2(n)) + 1


@pytest.mark.parametrize("per_page", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("probes", [2, 3])
def test_probes_at_once_drop_the_same_entries_in_fewer_rounds(
    per_page: int, probes: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Compiles wait on XeLaTeX: several at once (threads) take the time of one.
    A round is one pool's compiles, which meet at a barrier (so they run at
    once, however slow the machine), or one compile alone."""
    full = select(VARIANT)
    rounds: list[set[int]] = []

    class Rounds(ThreadPoolExecutor):
        def map(self, fn: Callable[..., Any], *iterables: Iterable[Any], **kw: Any) -> Any:
            todo = list(iterables[0])
            rounds.append(set(todo))  # how many candidates each compile drops
            together = threading.Barrier(len(todo), timeout=HANG)

            def at_once(count: int) -> Any:
                together.wait()  # every compile of the round has started
                return fn(count)

            return super().map(at_once, todo, **kw)

    def compile_cv(selected: SelectedCV) -> tuple[int, str]:
        if threading.current_thread() is threading.main_thread():
            rounds.append({len(selected.dropped)})  # a round of one
        return pages_of(selected, per_page), f"pdf of {len(selected.dropped)} dropped"

    one_at_a_time = fit_to_budget(
        full,
        pages_of(full, per_page),
        lambda s: (pages_of(s, per_page), f"pdf of {len(s.dropped)} dropped"),
        "full pdf",
    )
    monkeypatch.setattr(fit, "ThreadPoolExecutor", Rounds)
    fitted = fit_to_budget(full, pages_of(full, per_page), compile_cv, "full pdf", probes=probes)
    assert fitted.selected.dropped == one_at_a_time.selected.dropped
    assert fitted.result == one_at_a_time.result and fitted.pages == 1
    n = len(full.candidates)
    assert len(rounds) <= math.ceil(math.log(n, probes + 1)) + 1 < math.ceil(math.log2(n)) + 1
    assert max(map(len, rounds)) == min(probes, n)  # the first round: all dropped, and probes


def test_within_budget_nothing_is_compiled_again() -> None:
    full = select(VARIANT)
    fitted = fit_to_budget(full, 1, lambda s: pytest.fail("no compile"), "pdf")
    assert (fitted.result, fitted.compiles, fitted.selected.dropped) == ("pdf", 0, ())


def lines_of(selected: SelectedCV, per_page: int) -> tuple[int, float]:
    """Pages, and how full the last one is, for ``per_page`` entries a page."""
    shown = len(selected.profile.experience) + len(selected.profile.honors)
    pages = max(1, math.ceil(shown / per_page))
    return pages, (shown - (pages - 1) * per_page) / per_page


@pytest.mark.parametrize(
    ("per_page", "budget", "pages", "dropped"),
    [
        (4, 2, 2, 0),  # 6 entries: 2 of 4 lines on the last page, half full: kept
        (5, 2, 1, 1),  # 1 of 5: tightened to 1 page, dropping 1 entry
        (10, 2, 1, 0),  # one page: nothing to tighten
    ],
)
def test_a_last_page_under_half_full_is_tightened_to_one_page_fewer(
    per_page: int, budget: int, pages: int, dropped: int
) -> None:
    full = select({**VARIANT, "max_pages": budget})

    def compile_cv(selected: SelectedCV) -> tuple[int, float]:
        return lines_of(selected, per_page)

    first_pages, first_fill = lines_of(full, per_page)
    fitted = fit_to_budget(full, first_pages, compile_cv, first_fill, fill=lambda last: last)
    assert fitted.pages == pages
    assert len(fitted.selected.dropped) == dropped
    # --strict drops nothing to tighten, and nor does a CV no budget governs
    assert (
        fit_to_budget(
            full, first_pages, compile_cv, first_fill, strict=True, fill=lambda last: last
        ).selected.dropped
        == ()
    )


def test_a_cv_that_cannot_lose_a_page_keeps_its_last_page() -> None:
    full = select({**VARIANT, "max_pages": 2})
    fitted = fit_to_budget(full, 2, lambda s: (2, 0.1), 0.1, fill=lambda last: last)
    assert (fitted.pages, fitted.selected.dropped) == (2, ())


@pytest.mark.parametrize("per_page", [2, 5])
def test_strict_names_exactly_what_the_build_would_drop(per_page: int) -> None:
    full = select(VARIANT)
    pages = pages_of(full, per_page)

    def compile_cv(selected: SelectedCV) -> tuple[int, str]:
        return pages_of(selected, per_page), "pdf"

    built = fit_to_budget(full, pages, compile_cv, "pdf")
    with pytest.raises(PageBudgetError) as info:
        fit_to_budget(full, pages, compile_cv, "pdf", strict=True)
    message = info.value.message
    assert f"is {pages} pages, {pages - 1} over the budget of 1" in message
    assert "--strict drops nothing" in message
    dropped = built.selected.dropped
    count = "1 entry" if len(dropped) == 1 else f"{len(dropped)} entries"
    assert message.endswith(f"would drop {count}: {'; '.join(map(str, dropped))})")
    if per_page == 5:
        assert message.endswith("would drop 1 entry: honors: Mid Prize (2018))")


def test_a_budget_that_cannot_be_met_says_what_to_mark() -> None:
    full = select(VARIANT)
    with pytest.raises(PageBudgetError) as info:
        fit_to_budget(full, 7, lambda s: (pages_of(s, 1) + 1, "pdf"), "pdf")
    message = info.value.message
    assert "still 2 pages after dropping all 5 entries it may drop" in message
    assert "entries marked selected are never dropped" in message


LONG_PROFILE = (
    """\
name: Ada Lovelace
variants:
  onepage:
    extends: short
    max_pages: 1
    rules: {experience: {max: 30}, honors: {max: 30, keep: 0}}
experience:
"""
    + "".join(
        f"""  - organization: Lab {i}
    role: Researcher
    start: {1990 + i}
    end: {1991 + i}
    bullets: [Built a thing, Measured it carefully, Wrote it up for the group]
"""
        for i in range(12)
    )
    + "honors:\n"
    + "".join(
        f"  - {{title: Prize {i}, year: {2000 + i}, priority: {1 if i == 0 else 0}}}\n"
        for i in range(10)
    )
)


def test_an_over_long_cv_is_cut_to_its_budget_and_reports_what_went(tmp_path: Path) -> None:
    """The cut build, then ``--strict`` after an edit: it fails with a clear
    message and keeps the cut PDF (one fitted build for both)."""
    profile = tmp_path / "ada.yaml"
    profile.write_text(LONG_PROFILE)
    out = tmp_path / "out"
    result = build_cv(
        CvRequest(profile, variant="onepage", date=PartialDate(2024, 1, 1)),
        BuildOptions(out_dir=out),
    )
    assert result.pages == 1
    assert result.dropped and all(d.startswith(("honors:", "experience:")) for d in result.dropped)
    assert result.dropped[0] == "honors: Prize 1 (2001)"  # oldest unmarked honour first
    assert "honors: Prize 0 (2000)" not in result.dropped[:9]  # priority 1 outlives the rest
    text = pdf_text(result.pdf)
    assert "Lab 11" in text  # the newest job survives
    for gone in result.dropped:
        assert gone.split(": ", 1)[1].rsplit(" (", 1)[0] + "\n" not in text
    assert result.compiles <= math.ceil(math.log2(22)) + 2

    # --strict fails with a clear message and keeps the old PDF (the build's report
    # of what it dropped, word for word: tests/cli/test_report.py)
    [pdf] = out.glob("*.pdf")
    assert pdf == result.pdf
    before = pdf.read_bytes()
    profile.write_text(LONG_PROFILE.replace("Built a thing", "Built two things"))
    args = ["build", str(profile), "--variant", "onepage", "--out", str(out)]
    strict = CliRunner().invoke(main, [*args, "--date", "2024-01-01", "--strict"])
    assert strict.exit_code == 1
    assert "over the budget of 1 (--strict drops nothing" in strict.stderr
    # the message names what the build dropped (the edit does not change a line break)
    count, dropped = len(result.dropped), "; ".join(result.dropped)
    assert f"would drop {count} entr{'y' if count == 1 else 'ies'}: {dropped})" in strict.stderr
    assert pdf.read_bytes() == before


def test_another_output_is_cut_as_the_pdf_was() -> None:
    full = select(VARIANT)
    fitted = fit_to_budget(full, pages_of(full, 3), lambda s: (pages_of(s, 3), ""), "")
    dropped = tuple(map(str, fitted.selected.dropped))
    assert dropped  # the budget dropped some
    cut = cut_as(full, dropped)
    assert cut == fitted.selected
    assert cut_as(full, ()) is full
    assert cut_as(full, ("experience: not the first candidate",)) is None  # inputs changed
