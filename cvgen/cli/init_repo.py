"""``cvgen init-repo``: a CV repository's GitHub workflow and pre-commit hook."""

from __future__ import annotations

from pathlib import Path

import click

from cvgen.cli.options import EPILOG


@click.command("init-repo", epilog=EPILOG)
@click.argument(
    "folder",
    metavar="[DIR]",
    required=False,
    default=Path("."),
    type=click.Path(path_type=Path, file_okay=False),
)
@click.option(
    "--cvgen",
    "requirement",
    metavar="SPEC",
    help="The pip requirement the workflow installs cvgen by [default: this version, "
    "cvgen-academic==VERSION]; e.g. 'cvgen-academic @ git+https://github.com/ORG/cvgen@v0.1.0'.",
)
def init_repo(folder: Path, requirement: str | None) -> None:
    """Set up a CV repository: a GitHub workflow and a pre-commit hook.

    Writes into DIR (default: the current folder), the top of the git repository
    that holds profiles/:

    \b
    .github/workflows/cv.yml  on every push and pull request, cvgen validate and
                              every variant built, the PDFs kept as the run's
                              artifact; on a tag, the PDFs attached to its
                              release; on a pull request, cvgen diff of each
                              changed profile in one comment, updated on each push
    .pre-commit-config.yaml   cvgen validate before each commit (pre-commit install)
    .gitignore                out/, when DIR has none

    Never overwrites a file: one already there is kept, and said so. The
    workflow installs cvgen with pip by --cvgen SPEC (cvgen's name on PyPI is
    cvgen-academic), and TeX with apt-get (docs/ci.md).

    \b
    Example: cvgen init-repo
    Example: cvgen init-repo --cvgen 'cvgen-academic @ git+https://github.com/ORG/cvgen@v0.1.0'
    """
    from cvgen.scaffold.cirepo import init_repo as write_repo_files
    from cvgen.scaffold.cirepo import report_lines, warnings

    made = write_repo_files(folder, cvgen=requirement)
    for line in report_lines(made):
        click.echo(line)
    for warning in warnings(made):
        click.echo(f"warning: {warning}", err=True)
    if made.written:
        click.echo("next: commit them, and push to GitHub")
