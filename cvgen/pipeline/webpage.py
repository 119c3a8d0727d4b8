"""One CV as a web page (``cvgen build --format html``): the build's own load,
validate, merge and select, then :func:`cvgen.render.html.document.render_html`,
written atomically to ``OUT/<stem>.html`` beside the PDF of the same name.

A web page has no pages, but it shows what its PDF shows: built beside the
PDF (``--format pdf,html``; the batch builds the PDF first), it leaves out the
entries the PDF dropped to fit the variant's page budget, as the PDF's build
record says (:func:`cvgen.cv.fit.cut_as`). Built alone, it shows every entry
the variant selects: which ones a budget drops is known only from TeX. It is
up to date when its key (:func:`cvgen.pipeline.sourcekeys.output_key`:
the build's source key, the page templates, and whether a PDF is built beside
it) has not changed, as a PDF is (:mod:`cvgen.pipeline.freshness`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from cvgen.cv.fit import cut_as
from cvgen.cv.selection import SelectedCV
from cvgen.cv.workspace import Workspace
from cvgen.errors import Problem
from cvgen.model.dates import PartialDate
from cvgen.pipeline.freshness import fresh_build, recorded_drops
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import write_output
from cvgen.pipeline.prepared import prepare
from cvgen.pipeline.sourcekeys import InputReader
from cvgen.render.html.document import render_html


@dataclass(frozen=True)
class PageResult:
    profile_path: Path
    page: Path
    seconds: float
    warnings: tuple[Problem, ...] = ()
    cached: bool = False  # up to date: not written again
    restored: bool = False  # copied from the cache


def build_page(
    profile_path: Path,
    *,
    out_dir: Path = Path("out"),
    variant: str = "long",
    date: PartialDate | None = None,
    db_path: Path | None = None,
    force: bool = False,
    strict: bool = False,
    theme: str | None = None,
    locale: str | None = None,
    formats: tuple[str, ...] = ("html",),
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
) -> PageResult:
    """Write one CV's web page into ``out_dir``; a failure leaves the old page as
    it was. ``formats``: the command's; with ``pdf`` among them the page links
    to its PDF. The other arguments are :func:`cvgen.pipeline.engine.build_cv`'s;
    :func:`build_html` takes the options as one."""
    options = BuildOptions(
        out_dir=out_dir, date=date, db_path=db_path, strict=strict, theme=theme,
        locale=locale, force=force, formats=formats,
    )  # fmt: skip
    return build_html(profile_path, variant, options, workspace=workspace, reader=reader)


def build_html(
    profile_path: Path,
    variant: str,
    options: BuildOptions,
    *,
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
) -> PageResult:
    """:func:`build_page` with the command's options (``tex_timeout`` unused)."""
    started = time.perf_counter()
    reader = reader or InputReader()
    key = options.key(profile_path, variant, reader)
    page_key = options.output_key(key, "html", reader) if key else None
    fresh = None if options.force or page_key is None else fresh_build(page_key, options.out_dir)
    if fresh is not None:
        seconds = time.perf_counter() - started
        return PageResult(profile_path, fresh.pdf, seconds, fresh.warnings, True, fresh.from_cache)
    prepared = prepare(
        profile_path,
        variant=variant,
        date=options.date,
        workspace=workspace or Workspace(options.db_path),
        theme=options.theme,
        locale=options.locale,
    )
    text = render_html(
        _as_the_pdf(prepared.selected, key, options),
        prepared.version_date,
        prepared.theme,
        pdf=f"{prepared.stem}.pdf" if "pdf" in options.formats else None,
    )
    target = options.out_dir / f"{prepared.stem}.html"
    data = text.encode("utf-8")
    write_output(
        profile_path, target, data, page_key, 0, prepared.warnings, out_dir=options.out_dir
    )
    return PageResult(profile_path, target, time.perf_counter() - started, prepared.warnings)


def _as_the_pdf(selected: SelectedCV, key: str | None, options: BuildOptions) -> SelectedCV:
    """The entries the page shows: with its PDF (``--format pdf,html``, the PDF
    built first), those the PDF shows, less what its page budget dropped, as
    the PDF's build record says; alone, every entry the variant selects."""
    dropped = recorded_drops(key) if key and "pdf" in options.formats else None
    if not dropped:
        return selected
    return cut_as(selected, dropped) or selected
