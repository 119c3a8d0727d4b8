"""What ``cvgen build`` prints: a line for each PDF and web page (built,
rebuilt, up to date), a PDF's PNG previews (``--png``), warnings and errors; and the lines of
``--watch``. Previews are written here, as each PDF is reported, so a batch
draws them while its other PDFs are still being built."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import click

from cvgen.cli.options import pages_label
from cvgen.errors import CvgenError, Kind, Problem, display_path

if TYPE_CHECKING:
    from cvgen.pipeline.freshness import FreshBuild
    from cvgen.pipeline.inputs import Inputs
    from cvgen.pipeline.plan import Outcome
    from cvgen.pipeline.watch import WatchEvent


@dataclass
class BuildReport:
    quiet: bool = False  # no lines but errors: no warnings either
    png_dpi: int | None = None  # None: no previews
    failed: bool = False  # an error was reported: the command exits 1
    verbose: bool = False  # every warning, not a line for each kind
    # warnings already told: the same untranslated field of long-zh and short-zh
    # is said once a build (a new round of --watch says it again)
    seen: set[Problem] = field(default_factory=set)
    pending: list[Problem] = field(default_factory=list)  # said at the end of the round
    watching: bool = False  # --watch's first round is over: a rebuild's said as it comes

    def line(self, text: str) -> None:
        if not self.quiet:
            click.echo(text)

    def fresh(self, found: FreshBuild) -> None:
        """A PDF (or web page) found up to date by its input bytes."""
        self.line(not_built(found.pdf, found.pages, restored=found.from_cache))
        self.warnings(found.warnings)
        if found.pdf.suffix == ".pdf":
            self.previews(found.pdf, found.pages)

    def done(self, outcome: Outcome, *, verb: str = "built") -> None:
        """One outcome of a build (``verb``: ``rebuilt`` under --watch)."""
        if isinstance(outcome, tuple):
            self.error(outcome[1], outcome[0])
            return
        from cvgen.pipeline.outcome import BuildResult, Fresh  # light: not the models

        if isinstance(outcome, Fresh):
            self.fresh(outcome.build)
            return

        if not isinstance(outcome, BuildResult):  # a web page
            page = outcome.page
            how = not_built(page, 0, restored=outcome.restored) if outcome.cached else ""
            self.line(how or f"{verb} {page} ({outcome.seconds:.2f} s)")
            self.warnings(outcome.warnings)
            return
        if outcome.cached:
            self.line(not_built(outcome.pdf, outcome.pages, restored=outcome.restored))
        else:
            pages = pages_label(outcome.pages)
            self.line(f"{verb} {outcome.pdf} ({pages}, {outcome.seconds:.2f} s)")
        if outcome.dropped:
            from cvgen.cv.fit import entries  # not at the top: it loads pydantic

            self.line(
                f"  dropped {entries(len(outcome.dropped))} to fit the page budget "
                f"({outcome.compiles} compiles): " + "; ".join(outcome.dropped)
            )
        self.warnings(outcome.warnings)
        self.previews(outcome.pdf, outcome.pages)

    def warnings(self, warnings: tuple[Problem, ...]) -> None:
        """Warnings kept for the end of the build (:meth:`flush`), each once."""
        if not self.quiet:
            self.pending.extend(w for w in dict.fromkeys(warnings) if w not in self.seen)
        self.seen.update(warnings)

    def flush(self) -> None:
        """The warnings of the build (or of a round of --watch), a line for
        each kind unless ``verbose``."""
        echo_warnings(self.pending, verbose=self.verbose)
        self.pending.clear()

    def error(self, error: CvgenError, profile: Path | None = None) -> None:
        self.failed = True
        where = f"{profile}: " if profile else ""
        click.echo(f"error: {where}{error.message}", err=True)

    def previews(self, pdf: Path, pages: int) -> None:
        if self.png_dpi is None:
            return
        from cvgen.tex.preview import write_previews

        try:
            made = write_previews(pdf, pages, dpi=self.png_dpi)
        except CvgenError as error:
            self.error(error, pdf)
            return
        how = f"{self.png_dpi} dpi, {made.seconds:.2f} s" if made.rendered else "up to date"
        self.line(f"  png {' '.join(map(str, made.pngs))} ({how})")

    def watch_event(self, event: WatchEvent) -> None:
        """One event of :func:`cvgen.pipeline.watch.watch_builds`."""
        from cvgen.pipeline.watch import Built, Changed, Failed, Fresh, Watching

        if isinstance(event, Built):
            self.done(event.result, verb="rebuilt" if event.rebuilt else "built")
            if self.watching:
                self.flush()
        elif isinstance(event, Fresh):
            self.fresh(event.build)
            if self.watching:
                self.flush()
        elif isinstance(event, Failed):
            self.error(event.error, event.profile)
        elif isinstance(event, Changed):
            self.seen.clear()
            if event.paths:
                self.line("changed " + ", ".join(display_path(p) for p in event.paths))
            for gone in event.removed:
                self.line(f"removed {gone} (its PDFs stay)")
        elif isinstance(event, Watching):
            self.flush()
            self.watching = True
            self.line(f"watching {watched(event.inputs)} (Ctrl-C stops)")


def echo_warnings(
    warnings: Iterable[Problem], *, place_first: bool = False, verbose: bool = True
) -> None:
    """Print warnings on standard error, one a line: ``warning: FILE:LINE:COL:
    field: message (fix)``, as the commands that build a CV (build, export,
    diff) print them; with ``place_first``, ``FILE:LINE:COL: warning: field:
    ...``, as those that check files (validate, publications, the importers)
    always have, the layout of their errors' lines.

    Unless ``verbose``, the warnings of one :class:`~cvgen.errors.Kind` (the
    texts a locale has no translation of) are one line, with their count and
    the first as an example; the others are printed one a line, as always."""
    warnings = list(warnings)
    kinds: dict[Kind, list[Problem]] = {}
    if not verbose:
        for warning in warnings:
            if warning.kind is not None:
                kinds.setdefault(warning.kind, []).append(warning)
    for warning in warnings:
        same = kinds.get(warning.kind) if warning.kind else None
        if same and len(same) > 1:
            if warning is same[0]:
                click.echo(kind_line(warning.kind, same), err=True)  # type: ignore[arg-type]
            continue
        line = str(warning) if place_first else f"warning: {_unmarked(warning)}"
        click.echo(line, err=True)


def kind_line(kind: Kind, warnings: list[Problem]) -> str:
    """``warning: 118 texts have no 'de' translation (e.g. FILE:LINE:COL: ...);
    --verbose lists them, as does cvgen validate --translations``."""
    example = dataclasses.replace(warnings[0], warning=False, fix="", kind=None)
    lister = f", as does {kind.lister}" if kind.lister else ""
    return f"warning: {len(warnings)} {kind.plural} (e.g. {example}); --verbose lists them{lister}"


def _unmarked(problem: Problem) -> Problem:
    return dataclasses.replace(problem, warning=False)


def not_built(pdf: Path, pages: int, *, restored: bool) -> str:
    """The line for a PDF TeX did not have to make (or a web page not written again)."""
    how = "restored from the cache" if restored else "up to date"
    return f"{how} {pdf} ({pages_label(pages)})" if pdf.suffix == ".pdf" else f"{how} {pdf}"


def watched(inputs: Inputs) -> str:
    """``3 profiles in profiles/, profiles/publications.yaml and latex_templates/``."""
    count = len(inputs.profiles)
    profiles = (
        f"{count} profile{'s' if count != 1 else ''} in {display_path(inputs.profiles_dir)}/"
        if inputs.profiles_dir
        else ", ".join(map(str, inputs.profiles))
    )
    files = [profiles, *map(display_path, inputs.group_files)]
    return ", ".join(files) + f" and {display_path(inputs.templates)}/"
