"""One CV as a web page (``cvgen build --format html``): the build's own load,
validate, merge and select (:meth:`~cvgen.cv.workspace.Workspace.resolve`: no
LaTeX is rendered), then :func:`cvgen.render.html.document.render_html`,
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

from cvgen.cv.fit import cut_as
from cvgen.cv.request import CvRequest
from cvgen.cv.selection import SelectedCV
from cvgen.cv.workspace import Workspace
from cvgen.pipeline.freshness import recorded_drops
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import PageResult as PageResult
from cvgen.pipeline.prepared import output_stem
from cvgen.render.html.document import render_html


def build_html(
    request: CvRequest, source: str | None, options: BuildOptions, workspace: Workspace | None
) -> tuple[PageResult, bytes]:
    """The whole build of a web page: the CV resolved (no LaTeX rendered) and
    its page's bytes; ``source``: the build's key, whose PDF's record says what
    its page budget dropped."""
    started = time.perf_counter()
    selection = (workspace or Workspace(request.db_path)).resolve(request)
    stem = output_stem(request, selection)
    text = render_html(
        _as_the_pdf(selection.selected, source, options),
        selection.version_date,
        selection.theme,
        pdf=f"{stem}.pdf" if "pdf" in options.formats else None,
    )
    target = options.out_dir / f"{stem}.html"
    seconds = time.perf_counter() - started
    return PageResult(request.profile, target, seconds, selection.warnings), text.encode("utf-8")


def _as_the_pdf(selected: SelectedCV, key: str | None, options: BuildOptions) -> SelectedCV:
    """The entries the page shows: with its PDF (``--format pdf,html``, the PDF
    built first), those the PDF shows, less what its page budget dropped, as
    the PDF's build record says; alone, every entry the variant selects."""
    dropped = recorded_drops(key) if key and "pdf" in options.formats else None
    if not dropped:
        return selected
    return cut_as(selected, dropped) or selected
