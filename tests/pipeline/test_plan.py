"""One plan, one runner: each CV in each format gets one step, from its key;
the runner builds each CV's PDF, then its web page (which never renders
LaTeX); a profile both fail on is reported once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BuildResult, PageResult
from cvgen.pipeline.plan import Kind, Outcome, build_cv, build_page, expand, plan, run
from cvgen.render.latex import render as latex_render

ZILI = Path("profiles/zili-zhang.yaml")
BROKEN = Path("tests/bad_inputs/misspelt_key.yaml")
DAY = PartialDate(2024, 10, 10)
NEXT_DAY = PartialDate(2024, 10, 11)


def test_each_target_gets_its_pdf_then_its_page(tmp_path: Path) -> None:
    outcomes: list[Outcome] = []
    # two targets without a page budget (a budget's search is tests/cv/test_fit.py's), whose
    # pages show the same characters (one set of font subsets, as the run's other pages of
    # Zili: conftest.py SHARED_KINDS)
    requests = [CvRequest(ZILI, "long", DAY), CvRequest(ZILI, "long", NEXT_DAY)]
    options = BuildOptions(out_dir=tmp_path, formats=("pdf", "html"))
    batch = run(plan(requests, options), jobs=2, on_done=outcomes.append)
    assert batch.failed == [] and batch.fresh == []
    assert [type(o) for o in outcomes] == [BuildResult, PageResult, BuildResult, PageResult]
    assert outcomes == batch.built
    stems = ["zili-zhang-long-2024-10-10", "zili-zhang-long-2024-10-11"]
    pdfs = [o.pdf for o in outcomes if isinstance(o, BuildResult)]
    pages = [o.page for o in outcomes if isinstance(o, PageResult)]
    assert pdfs == [tmp_path / f"{stem}.pdf" for stem in stems]
    assert pages == [tmp_path / f"{stem}.html" for stem in stems]
    for pdf, page in zip(pdfs, pages, strict=True):
        assert pdf.read_bytes().startswith(b"%PDF")
        assert f'href="{pdf.name}"' in page.read_text(encoding="utf-8")  # its own PDF
    assert sorted(tmp_path.iterdir()) == sorted([*pdfs, *pages])


def test_each_format_gets_one_step_from_its_key(tmp_path: Path) -> None:
    def kinds(*formats: str, force: bool = False) -> list[tuple[str, Kind]]:
        options = BuildOptions(out_dir=tmp_path, formats=formats, force=force)
        return [(s.fmt, s.kind) for s in plan([CvRequest(ZILI, date=DAY)], options)]

    build_cv(CvRequest(ZILI, date=DAY), BuildOptions(out_dir=tmp_path))
    assert kinds("pdf") == [("pdf", Kind.FRESH)]
    assert kinds("pdf", force=True) == [("pdf", Kind.RENDERED)]  # no models needed
    assert kinds("pdf", "html") == [("pdf", Kind.FRESH), ("html", Kind.FULL)]  # no page yet
    page = build_page(CvRequest(ZILI, date=DAY), BuildOptions(tmp_path, formats=("pdf", "html")))
    assert kinds("html", "pdf") == [("html", Kind.FRESH), ("pdf", Kind.FRESH)]
    assert kinds("html") == [("html", Kind.FULL)]  # alone, it links no PDF: another page
    page.page.unlink()
    assert kinds("pdf", "html") == [("pdf", Kind.FRESH), ("html", Kind.RESTORED)]
    assert page.page.is_file()


def test_all_expands_to_every_variant_and_a_broken_profile_to_the_built_in_ones() -> None:
    names = [r.variant for r in expand([ZILI], CvRequest(variant="all", date=DAY))]
    assert {"long", "short", "long-zh"} <= set(names)
    assert [r.variant for r in expand([Path("nowhere.yaml")], CvRequest(variant="all"))]


def test_a_web_page_never_renders_latex(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_latex(*args: object, **kwargs: object) -> None:
        raise AssertionError("a web page rendered LaTeX")

    monkeypatch.setattr(latex_render, "render_tex", no_latex)
    options = BuildOptions(out_dir=tmp_path, formats=("html",))
    batch = run(plan([CvRequest(ZILI, "long", DAY), CvRequest(ZILI, "long-zh", DAY)], options))
    assert batch.failed == []
    assert [type(r) for r in batch.built] == [PageResult, PageResult]
    assert all(p.suffix == ".html" for p in tmp_path.iterdir())


def test_pages_alone_write_no_pdf_and_a_broken_profile_stops_no_other(tmp_path: Path) -> None:
    options = BuildOptions(out_dir=tmp_path, formats=("html",))
    steps = plan([CvRequest(BROKEN, date=DAY), CvRequest(ZILI, date=DAY)], options)
    batch = run(steps, jobs=2, together=False)
    assert [(type(r), r.profile_path) for r in batch.built] == [(PageResult, ZILI)]
    assert [path for path, _ in batch.failed] == [BROKEN]
    assert [p.name for p in tmp_path.iterdir()] == ["zili-zhang-long-2024-10-10.html"]


@pytest.mark.parametrize("formats", [("pdf", "html"), ("html", "pdf"), ("html",), ("pdf",)])
def test_a_broken_profile_fails_once_whatever_the_formats(
    tmp_path: Path, formats: tuple[str, ...]
) -> None:
    outcomes: list[Outcome] = []
    options = BuildOptions(out_dir=tmp_path, formats=formats)
    batch = run(plan([CvRequest(BROKEN)], options), on_done=outcomes.append, together=False)
    assert batch.built == []
    assert len(batch.failed) == 1 and outcomes == batch.failed
    path, error = batch.failed[0]
    assert path == BROKEN
    assert "educaton: unknown key (did you mean 'education'?)" in error.message
    assert list(tmp_path.iterdir()) == []


def test_together_every_profile_is_validated_before_any_is_built(tmp_path: Path) -> None:
    from cvgen.errors import InputError

    steps = plan([CvRequest(ZILI, date=DAY), CvRequest(BROKEN)], BuildOptions(out_dir=tmp_path))
    with pytest.raises(InputError):
        run(steps)
    assert list(tmp_path.iterdir()) == []


def test_ctrl_c_while_telling_is_an_interruption_only_if_a_step_is_left(tmp_path: Path) -> None:
    """An outcome is told once its output is complete, so a Ctrl-C while the last
    one is told cuts nothing short (a plain stop); one while an earlier one is
    told leaves steps undone (an interruption)."""
    from cvgen.pipeline.outcome import BatchInterrupted
    from cvgen.tex.texruns import cancelled

    def ctrl_c_at(n: int) -> Callable[[Outcome], None]:
        seen: list[Outcome] = []

        def tell(outcome: Outcome) -> None:
            seen.append(outcome)
            if len(seen) == n:
                raise KeyboardInterrupt

        return tell

    requests = [CvRequest(BROKEN), CvRequest(BROKEN.with_name("duplicate_key.yaml"))]
    steps = plan(requests, BuildOptions(out_dir=tmp_path, formats=("html",)))
    try:
        with pytest.raises(KeyboardInterrupt) as stopped:
            run(steps, on_done=ctrl_c_at(2), together=False)
        assert not isinstance(stopped.value, BatchInterrupted)
        with pytest.raises(BatchInterrupted):
            run(steps, on_done=ctrl_c_at(1), together=False)
    finally:
        cancelled.clear()
