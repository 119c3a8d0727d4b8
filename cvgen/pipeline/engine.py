"""The pipeline, one function per command: load -> validate -> merge -> select
-> render -> compile -> stamp. The CLI (:mod:`cvgen.cli`) only parses flags and prints."""

from __future__ import annotations

import os
import time
from pathlib import Path

from cvgen import __version__
from cvgen.cv.selection import SelectedCV
from cvgen.cv.snapshot import to_snapshot
from cvgen.cv.workspace import Workspace
from cvgen.model.dates import PartialDate
from cvgen.model.markup import plain_text
from cvgen.model.wordpatterns import fill
from cvgen.pipeline.freshness import fresh_build
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.outcome import BuildCancelled as BuildCancelled
from cvgen.pipeline.outcome import BuildResult as BuildResult
from cvgen.pipeline.outcome import cancelled as cancelled
from cvgen.pipeline.outcome import (
    count_pages,
    fresh_result,
    preload_pdf_tools,
    unchanged_pdf,
    write_output,
)
from cvgen.pipeline.prepared import Prepared as Prepared
from cvgen.pipeline.prepared import prepare as prepare
from cvgen.pipeline.prepared import prepare_many as prepare_many
from cvgen.pipeline.rendered import build_rendered, find_rendered, keep_rendered
from cvgen.pipeline.sourcekeys import InputReader
from cvgen.render.latex.render import render_tex
from cvgen.support.defaults import TEX_TIMEOUT
from cvgen.tex.compile import ORDINARY, Compiler
from cvgen.tex.glyphs import missing_glyph_problems


def build_cv(
    profile_path: Path,
    *,
    out_dir: Path = Path("out"),
    variant: str = "long",
    date: PartialDate | None = None,
    db_path: Path | None = None,
    force: bool = False,
    strict: bool = False,
    tex_timeout: float = TEX_TIMEOUT,
    theme: str | None = None,
    locale: str | None = None,
    compiler: Compiler = ORDINARY,
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
) -> BuildResult:
    """Build one stamped PDF into ``out_dir``; a failure leaves the old PDF as it was.

    A PDF already in ``out_dir`` whose stamped input hash matches is left as it
    is, without running TeX, unless ``force``. A CV over its variant's page
    budget is shortened by :func:`cvgen.cv.fit.fit_to_budget` (``strict``: fails).
    ``theme``: ``--theme`` (the PDF's name then ends ``-THEME``, unless it is
    the CV's own theme). The options are :class:`~cvgen.pipeline.options.BuildOptions`'
    fields; :func:`build_pdf` takes them as one, as a command's builds share them."""
    options = BuildOptions(
        out_dir=out_dir, date=date, db_path=db_path, strict=strict, theme=theme,
        locale=locale, force=force, tex_timeout=tex_timeout,
    )  # fmt: skip
    return build_pdf(
        profile_path, variant, options, compiler=compiler, workspace=workspace, reader=reader
    )


def build_pdf(
    profile_path: Path,
    variant: str,
    options: BuildOptions,
    *,
    compiler: Compiler = ORDINARY,
    workspace: Workspace | None = None,
    reader: InputReader | None = None,
) -> BuildResult:
    """:func:`build_cv` with the command's options. ``compiler`` runs TeX (the
    CLI's may have started it early: :mod:`cvgen.pipeline.early`). ``workspace``
    and ``reader``: the command's, shared by its builds, so that each input
    file is loaded, and read for the up-to-date check, once."""
    from cvgen.cv.fit import fit_to_budget
    from cvgen.tex.compile import CompiledPdf
    from cvgen.tex.stamp import Stamp, stamp_pdf

    started = time.perf_counter()
    out_dir, force, tex_timeout = options.out_dir, options.force, options.tex_timeout
    key = options.key(profile_path, variant, reader)
    fresh = None if force or key is None else fresh_build(key, out_dir)
    if fresh is not None:
        return fresh_result(profile_path, fresh, time.perf_counter() - started)
    if (
        key and (rendered := find_rendered(key, profile_path.parent)) is not None
    ):  # no need to load and render
        found = build_rendered(profile_path, key, rendered, options, compiler)
        if found is not None:
            return found
    workspace = workspace or Workspace(options.db_path)
    prepared = prepare(
        profile_path, variant=variant, date=options.date, workspace=workspace,
        theme=options.theme, locale=options.locale,
    )  # fmt: skip
    target = out_dir / f"{prepared.stem}.pdf"
    input_hash = prepared.input_hash
    if not force and (kept := unchanged_pdf(
        profile_path, target, input_hash, key, prepared.warnings, started
    )):  # fmt: skip
        return kept
    day = prepared.version_date

    def compile_selected(selected: SelectedCV) -> tuple[int, CompiledPdf]:
        document = render_tex(selected, day, prepared.theme)
        compiled = compiler.compile(document, keep=out_dir, timeout=tex_timeout)
        return compiled.pages or count_pages(compiled.pdf), compiled

    # while TeX runs, load what stamping needs
    preload_pdf_tools()
    compiled = compiler.compile(prepared.document, keep=out_dir, timeout=tex_timeout)
    pages = compiled.pages or count_pages(compiled.pdf)
    probes = os.cpu_count() or 1  # a page budget's probes compile at once, one a core
    fitted = fit_to_budget(
        prepared.selected, pages, compile_selected, compiled, strict=options.strict, probes=probes,
        fill=lambda pdf: pdf.last_page_fill,
    )  # fmt: skip
    profile, language = prepared.selected.profile, prepared.selected.locale
    words, name, when = language.document, plain_text(profile.name), language.full_date(day)
    stamp = Stamp(
        title=fill(words.title, name=name),
        author=name,
        subject=fill(words.subject, name=name, variant=variant, date=when),
        keywords=", ".join([*words.keywords, variant, *profile.research_interests[:5]]),
        language=language.language,
        version_date=day,
        cvgen_version=__version__,
        input_hash=input_hash,
        variant=variant,
        snapshot=to_snapshot(fitted.selected, day, __version__),
    )
    pdf = stamp_pdf(fitted.result.pdf, stamp)
    selection = prepared.selection
    missing = missing_glyph_problems(
        fitted.result.missing_characters,
        selection.loaded,
        selection.database,
        (p.paper.key for p in fitted.selected.papers),
    )
    warnings = prepared.warnings + tuple(missing)
    dropped = tuple(map(str, fitted.selected.dropped))
    write_output(profile_path, target, pdf, key, fitted.pages, warnings, dropped, out_dir=out_dir)
    if key and not dropped and not missing:  # the next build of this key needs no models
        budget = prepared.selected.variant.max_pages
        keep_rendered(key, prepared.document, prepared.stem, stamp, budget, warnings)
    return BuildResult(
        profile_path,
        target,
        fitted.pages,
        time.perf_counter() - started,
        warnings,
        dropped=dropped,
        compiles=1 + fitted.compiles,
    )
