"""A PDF's whole build: load -> validate -> merge -> select -> render -> compile
-> fit -> stamp (:func:`build_pdf`, the ``FULL`` step of :mod:`cvgen.pipeline.plan`)."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

from cvgen import __version__
from cvgen.cv.request import CvRequest
from cvgen.cv.selection import SelectedCV
from cvgen.cv.snapshot import to_snapshot
from cvgen.cv.workspace import Workspace
from cvgen.pipeline.engines import TYPST
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BuildCancelled as BuildCancelled
from cvgen.pipeline.outcome import BuildResult as BuildResult
from cvgen.pipeline.outcome import cancelled as cancelled
from cvgen.pipeline.outcome import (
    count_pages,
    preload_pdf_tools,
    unchanged_pdf,
)
from cvgen.pipeline.prepared import Prepared as Prepared
from cvgen.pipeline.prepared import prepare as prepare
from cvgen.pipeline.prepared import prepare_many as prepare_many
from cvgen.pipeline.prepared import renderer
from cvgen.pipeline.rendered import keep_rendered, stamp_built
from cvgen.tex.compile import TexDocument
from cvgen.tex.glyphs import missing_glyph_problems

if TYPE_CHECKING:
    from cvgen.tex.compile import CompiledPdf, Compiler
    from cvgen.typst.compile import TypstDocument


def build_pdf(
    request: CvRequest,
    key: str | None,
    options: BuildOptions,
    compiler: Compiler,
    workspace: Workspace | None = None,
) -> tuple[BuildResult, bytes | None]:
    """The whole build of a PDF: load, validate, merge, select, render, compile
    (``compiler``: the CLI's may have started early, :mod:`cvgen.pipeline.early`),
    fit to the page budget and stamp (its source ``key`` keeps what it
    rendered, :mod:`cvgen.pipeline.rendered`); the PDF's bytes (None: the PDF
    there is stamped with the same input hash, and stays). ``workspace``: the
    command's, shared by its builds."""
    from cvgen.cv.fit import fit_to_budget
    from cvgen.tex.stamp import cv_stamp

    started = time.perf_counter()
    out_dir, tex_timeout = options.out_dir, options.tex_timeout
    prepared = prepare(request, workspace)
    target = out_dir / f"{prepared.stem}.pdf"
    input_hash = prepared.input_hash
    if not options.force and (kept := unchanged_pdf(
        request.profile, target, input_hash, prepared.warnings, started
    )):  # fmt: skip
        return kept, None
    day, variant, theme = prepared.selection.version_date, request.variant, prepared.selection.theme

    typst = prepared.engine == TYPST
    render = renderer(typst)
    budget = prepared.selected.variant.max_pages

    def compile_document(document: TexDocument | TypstDocument) -> CompiledPdf:
        if isinstance(document, TexDocument):
            return compiler.compile(document, keep=out_dir, timeout=tex_timeout)
        from cvgen.pipeline.earlytypst import compile_taken  # in this process: no TeX run

        # how full the last page is matters to a page budget alone (fit_to_budget)
        return compile_taken(document, keep=out_dir, fill=budget is not None)

    def compile_selected(selected: SelectedCV) -> tuple[int, CompiledPdf]:
        compiled = compile_document(render(selected, day, theme))
        return compiled.pages or count_pages(compiled.pdf), compiled

    if not typst:  # while TeX runs, load what stamping needs (a Typst PDF's stamp needs none)
        preload_pdf_tools()
    compiled = compile_document(prepared.document)
    pages = compiled.pages or count_pages(compiled.pdf)
    probes = os.cpu_count() or 1  # a page budget's probes compile at once, one a core
    fitted = fit_to_budget(
        prepared.selected, pages, compile_selected, compiled, strict=options.strict, probes=probes,
        fill=lambda pdf: pdf.last_page_fill,
    )  # fmt: skip
    stamp = cv_stamp(
        prepared.selected.profile, prepared.selected.locale, day, variant=variant,
        input_hash=input_hash, snapshot=to_snapshot(fitted.selected, day, __version__),
        cvgen_version=__version__, typesetter="Typst" if typst else "XeLaTeX",
    )  # fmt: skip
    pdf = stamp_built(fitted.result.pdf, stamp)
    selection = prepared.selection
    missing = missing_glyph_problems(
        fitted.result.missing_characters,
        selection.loaded,
        selection.database,
        (p.paper.key for p in fitted.selected.papers),
    )
    warnings = prepared.warnings + tuple(missing)
    dropped = tuple(map(str, fitted.selected.dropped))
    # the next build of this key needs no models
    if key and not dropped and not missing:
        printed = (fitted.result.pdf, fitted.pages)
        keep_rendered(key, prepared.document, prepared.stem, stamp, budget, warnings, printed)
        if typst:  # the launcher's next compile after an edit (cvgen/pipeline/earlytypst.py)
            from cvgen.pipeline.earlytypst import remember

            remember(request.profile, variant, key)
    seconds = time.perf_counter() - started
    result = BuildResult(
        request.profile, target, fitted.pages, seconds, warnings, dropped=dropped,
        compiles=1 + fitted.compiles,
    )  # fmt: skip
    return result, pdf
