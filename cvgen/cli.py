"""The command line: parse flags, call the library, print. No logic lives here."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click

from cvgen import __version__
from cvgen.dates import PartialDate

EPILOG = """\b
Exit status: 0 success; 1 bad input or a failed build (the message says
FILE:LINE:COL: field: what is wrong (how to fix)); 2 bad command line.
cvgen diff follows diff(1) instead: see cvgen diff --help."""


class DateParam(click.ParamType):  # type: ignore[type-arg]
    name = "YYYY-MM-DD"

    def convert(self, value: Any, param: Any, ctx: Any) -> PartialDate:
        try:
            day = PartialDate.parse(value)
        except ValueError as exc:
            self.fail(str(exc))
        if not day.is_full or day.present:
            self.fail(f"'{value}' is not a day (write YYYY-MM-DD)")
        return day


PROFILES = click.argument("profiles", nargs=-1, type=click.Path(path_type=Path, dir_okay=False))
DB = click.option(
    "--db",
    "db_path",
    type=click.Path(path_type=Path, dir_okay=False, exists=True),
    help="Publication database (default: publications.yaml beside the profile).",
)
OUT_DIR = click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("out"),
    show_default=True,
    help="Folder for the PDFs.",
)
DATE = click.option(
    "--date", type=DateParam(), help="Version date (default: profile's, else today)."
)


def _pages(count: int) -> str:
    return f"{count} page{'s' if count != 1 else ''}"


def _profiles_or_all(profiles: tuple[Path, ...]) -> list[Path]:
    from cvgen.paths import find_profiles

    return list(profiles) if profiles else find_profiles()


@click.group(epilog=EPILOG, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="cvgen")
def main() -> None:
    """Typeset researchers' CVs from YAML profiles and a shared publication database.

    \b
    Example: cvgen build profiles/zili-zhang.yaml --date 2024-10-10
    """


@main.command(epilog=EPILOG)
@PROFILES
@click.option("--variant", default="long", show_default=True, help="Variant to build, or all.")
@DATE
@OUT_DIR
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=os.cpu_count() or 1,
    show_default="number of cores",
    help="PDFs built at once.",
)
@click.option("--force", is_flag=True, help="Rebuild even when nothing changed.")
@click.option(
    "--strict", is_flag=True, help="Fail when over the page budget instead of dropping entries."
)
@click.option(
    "--tex-timeout",
    type=click.FloatRange(min=0, min_open=True),
    default=120.0,
    show_default=True,
    metavar="SECONDS",
    help="Stop a XeLaTeX run that takes longer (the previous PDF stays).",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only warnings and errors.")
@DB
def build(
    profiles: tuple[Path, ...],
    variant: str,
    date: PartialDate | None,
    out_dir: Path,
    jobs: int,
    force: bool,
    strict: bool,
    tex_timeout: float,
    quiet: bool,
    db_path: Path | None,
) -> None:
    """Build PDFs into OUT: every profile in profiles/ when none is named.

    \b
    Example: cvgen build profiles/zili-zhang.yaml --variant long --date 2024-10-10
    """

    # one CV asked for: start XeLaTeX on its preamble now, while the rest loads
    early = len(profiles) == 1 and variant != "all"
    warm = _start_tex_early() if early else None
    try:
        _build(
            profiles,
            variant,
            warm,
            quiet=quiet,
            jobs=jobs,
            out_dir=out_dir,
            date=date,
            db_path=db_path,
            force=force,
            strict=strict,
            tex_timeout=tex_timeout,
        )
    except KeyboardInterrupt:  # whenever it comes: loading, validating or building
        click.echo(
            f"interrupted: no PDF was half-written; those in {out_dir} not reported "
            "built above are as they were",
            err=True,
        )
        sys.exit(130)
    finally:
        if warm is not None:
            warm.close()


def _build(
    profiles: tuple[Path, ...],
    variant: str,
    warm: Any,
    *,
    quiet: bool,
    out_dir: Path,
    **options: Any,
) -> None:
    from cvgen.freshness import split_fresh

    date, db_path, strict, force = (options[k] for k in ("date", "db_path", "strict", "force"))
    fresh, stale = split_fresh(
        _profiles_or_all(profiles),
        variant,
        date=date,
        db_path=db_path,
        strict=strict,
        out_dir=out_dir,
        force=force,
    )
    for _, found in fresh:
        if not quiet:
            how = "restored from the cache" if found.from_cache else "up to date"
            click.echo(f"{how} {found.pdf} ({_pages(found.pages)})")
        for warning in found.warnings:
            click.echo(f"warning: {warning}", err=True)
    if stale:
        _build_stale(stale, warm, quiet=quiet, out_dir=out_dir, **options)


def _start_tex_early() -> Any:
    """XeLaTeX on the standard preamble, while the models load (cvgen/warmtex.py)."""
    from cvgen.compile import TEX_EPOCH
    from cvgen.resources import template_dir
    from cvgen.texdocument import CLASS_FILE
    from cvgen.warmtex import WarmTex

    return WarmTex.start(TEX_EPOCH, template_dir() / CLASS_FILE)


def _build_stale(
    stale: list[tuple[Path, str]], warm: Any, *, quiet: bool, out_dir: Path, **options: Any
) -> None:
    from cvgen.build import BuildResult, build_many, plan_builds
    from cvgen.errors import CvgenError

    targets = plan_builds(stale, options["db_path"])  # every profile validated before TeX runs

    def report(outcome: BuildResult | tuple[Path, CvgenError]) -> None:
        if isinstance(outcome, BuildResult):
            pages = _pages(outcome.pages)
            if not quiet:
                if outcome.cached:
                    how = "restored from the cache" if outcome.restored else "up to date"
                    click.echo(f"{how} {outcome.pdf} ({pages})")
                else:
                    click.echo(f"built {outcome.pdf} ({pages}, {outcome.seconds:.2f} s)")
                if outcome.dropped:
                    click.echo(
                        f"  dropped {len(outcome.dropped)} entries to fit the page budget "
                        f"({outcome.compiles} compiles): " + "; ".join(outcome.dropped)
                    )
            for warning in outcome.warnings:
                click.echo(f"warning: {warning}", err=True)
        else:
            path, error = outcome
            click.echo(f"error: {path}: {error.format_message()}", err=True)

    batch = build_many(targets, on_done=report, out_dir=out_dir, warm=warm, **options)
    if batch.failed:
        sys.exit(1)


@main.command(epilog=EPILOG)
@PROFILES
@DB
def validate(profiles: tuple[Path, ...], db_path: Path | None) -> None:
    """Check profiles and the publication database; report every problem at once.

    \b
    Example: cvgen validate profiles/*.yaml
    """
    from cvgen.check import validate_profiles
    from cvgen.errors import display_path

    report = validate_profiles(_profiles_or_all(profiles), db_path)
    for warning in report.warnings:
        click.echo(str(warning), err=True)
    for path in report.profiles:
        click.echo(f"ok {path}")
    for where, count in report.databases.items():
        click.echo(f"ok {display_path(where)} ({count} papers)")


@main.command("list", epilog=EPILOG)
@PROFILES
@OUT_DIR
@DB
def list_command(profiles: tuple[Path, ...], out_dir: Path, db_path: Path | None) -> None:
    """List profiles, their variants, entries per section and the last build of each.

    \b
    Example: cvgen list
    """
    from cvgen.errors import display_path
    from cvgen.listing import list_profiles

    for listing in list_profiles(_profiles_or_all(profiles), out_dir, db_path):
        click.echo(f"{display_path(listing.path)}: {listing.name}")
        items = ", ".join(f"{name} {count}" for name, count in listing.items.items())
        click.echo(f"  entries: {items}")
        width = max(len(v.name) for v in listing.variants)
        for v in listing.variants:
            budget = f"max {_pages(v.max_pages)}" if v.max_pages else "no page budget"
            if v.last_pdf and v.pages is not None:
                built = f"{_pages(v.pages)}: {display_path(v.last_pdf)}"
            else:
                built = "not built"
            click.echo(f"  {v.name:<{width}}  {budget:<15}  {built}")


@main.command(epilog=EPILOG)
@PROFILES
@click.option("--variant", default="long", show_default=True)
@DATE
@click.option(
    "--out",
    "out_dir",
    type=click.Path(path_type=Path, file_okay=False),
    required=True,
    help="Folder to write the LaTeX into.",
)
@DB
def tex(
    profiles: tuple[Path, ...],
    variant: str,
    date: PartialDate | None,
    out_dir: Path,
    db_path: Path | None,
) -> None:
    """Write LaTeX that plain `xelatex MAIN.tex` compiles: one .tex per profile
    (every profile in profiles/ when none is named) and cvgen.cls, in OUT.

    \b
    Example: cvgen tex profiles/zili-zhang.yaml --out build/zili
    """
    from cvgen.build import prepare_many
    from cvgen.compile import write_tex_folder

    for prepared in prepare_many(
        _profiles_or_all(profiles), variant=variant, date=date, db_path=db_path
    ):
        click.echo(write_tex_folder(prepared.document, out_dir, prepared.stem))


@main.command("import-bib", epilog=EPILOG)
@click.argument("bib", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--db",
    "db_path",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Publication database (default: publications.yaml beside BIB, else in profiles/).",
)
@click.option("--dry-run", is_flag=True, help="Print what would be added; write nothing.")
def import_bib(bib: Path, db_path: Path | None, dry_run: bool) -> None:
    """Add the papers of a BibTeX file to the publication database.

    Papers the database already has (same DOI or title) are reported and left
    out; the new ones are appended below the last paper, comments kept.

    \b
    Example: cvgen import-bib refs.bib --dry-run
    """
    from cvgen import bibimport

    report = bibimport.import_bib(bib, db_path, dry_run=dry_run)
    for line in bibimport.report_lines(report):
        click.echo(line)


@main.command(epilog=EPILOG)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["markdown", "html", "latex", "bibtex"]),
    default="markdown",
    show_default=True,
    help="Layout of the page (latex needs cvgen.cls beside it: --out writes it there).",
)
@click.option(
    "--out",
    "out_file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="File to write (atomically); default: standard output.",
)
@click.option(
    "--since", type=click.IntRange(1900, 2200), metavar="YEAR", help="Papers from YEAR on."
)
@click.option(
    "--db",
    "db_path",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Publication database (default: profiles/publications.yaml); the profiles in "
    "its folder are the group's members, set in bold.",
)
def publications(fmt: str, out_file: Path | None, since: int | None, db_path: Path | None) -> None:
    """The group's publication page: every paper once, newest year first.

    \b
    Example: cvgen publications --format html --out site/publications.html
    """
    from cvgen.pubformats import publications as render_publications
    from cvgen.pubformats import write_page

    rendered = render_publications(fmt, db_path=db_path, since=since)
    for warning in rendered.warnings:
        click.echo(str(warning), err=True)
    if out_file is None:
        click.echo(rendered.text, nl=False)
    else:
        click.echo(write_page(rendered, out_file))


DIFF_EPILOG = """\b
OLD and NEW are each a profile (profiles/ada.yaml), a file in a git revision
(HEAD~1:profiles/ada.yaml), or a PDF. A PDF built by cvgen carries its CV
data, so it compares entry by entry; any other PDF is compared by its text.
\b
Exit status (as diff(1)): 0 no differences, or differences without
--exit-code; 1 differences with --exit-code; 2 trouble (bad input, a bad
command line, a failed --pdf)."""


@main.command("diff", epilog=DIFF_EPILOG)
@click.argument("old")
@click.argument("new")
@click.option("--variant", help="Variant to compare profiles as [default: a PDF's, else long].")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "markdown", "json"]),
    default="text",
    show_default=True,
    help="Report for a terminal, a changelog, or programs (see docs/diff-json.md).",
)
@click.option(
    "--pdf",
    "pdf_out",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Also write NEW as a PDF with the changes marked.",
)
@click.option("--exit-code", is_flag=True, help="Exit 1 when the versions differ.")
@click.option(
    "--color",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour the text report (auto: on a terminal).",
)
def diff_command(
    old: str,
    new: str,
    variant: str | None,
    fmt: str,
    pdf_out: Path | None,
    exit_code: bool,
    color: str,
) -> None:
    """What changed between two versions of a CV, entry by entry.

    \b
    Example: cvgen diff HEAD~1:profiles/zili-zhang.yaml profiles/zili-zhang.yaml
    """
    from cvgen.compare import compare_versions, write_marked_pdf
    from cvgen.diffreport import FORMATS
    from cvgen.errors import EXIT_USAGE, CvgenError

    try:
        comparison = compare_versions(old, new, variant)
        pages = write_marked_pdf(comparison, pdf_out) if pdf_out else 0
    except CvgenError as exc:
        exc.exit_code = EXIT_USAGE  # type: ignore[misc]  # 1 means "they differ", as in diff(1)
        raise
    for version in (comparison.old, comparison.new):
        for warning in version.warnings:
            click.echo(warning, err=True)
    colour = {"always": True, "never": False}.get(color)
    click.echo(FORMATS[fmt](comparison), color=colour)
    if pdf_out:
        click.echo(f"wrote {pdf_out} ({_pages(pages)}, changes marked)", err=True)
    if exit_code and not comparison.diff.identical:
        sys.exit(1)


@main.command(
    epilog="\b\nExit status: 0 everything needed is there; 1 something needed is missing."
)
@OUT_DIR
def doctor(out_dir: Path) -> None:
    """Check TeX, its packages, the fonts and the tools; say how to install what is missing.

    \b
    Example: cvgen doctor
    """
    from cvgen.doctor import install_command, run_checks

    checks = run_checks(out_dir)
    width = max(len(c.name) for c in checks)
    for check in checks:
        status = "ok" if check.ok else ("MISSING" if check.required else "missing")
        colour = "green" if check.ok else ("red" if check.required else "yellow")
        line = f"{click.style(f'{status:<8}', fg=colour)} {check.name:<{width}}  {check.detail}"
        if not check.ok and check.needed_for:
            line += f" (needed for {check.needed_for})"
        click.echo(line)
        if not check.ok and check.fix:
            click.echo(f"{'':<8} {'':<{width}}  install: {check.fix}")
    everything = install_command(checks)
    if everything:
        click.echo(f"\nto install every missing package at once:\n  {everything}")
    needed = [c for c in checks if c.required and not c.ok]
    if needed:
        click.echo(
            f"\n{len(needed)} needed thing(s) missing: cvgen cannot build a CV yet.", err=True
        )
        sys.exit(1)
    click.echo("\neverything cvgen needs is installed.")
