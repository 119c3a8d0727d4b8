"""``cvgen doctor``: is everything a build needs installed?"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from cvgen.cli.options import OUT_DIR


@click.command(
    epilog="\b\nExit status: 0 everything needed is there; 1 something needed is missing."
)
@OUT_DIR
@click.option(
    "--fix",
    is_flag=True,
    help="First clear what cvgen can mend itself: XeLaTeX formats that could not be made "
    "(tried again by the next build) and locks left by format makers that died.",
)
def doctor(out_dir: Path, fix: bool) -> None:
    """Check TeX, its packages, the fonts and the tools; say how to install what is missing.

    \b
    Example: cvgen doctor
    Example: cvgen doctor --fix
    """
    from cvgen.pipeline import doctor as checks_of

    if fix:
        done = checks_of.fix()
        for line in done:
            click.echo(line)
        click.echo(f"{'nothing to fix' if not done else 'fixed'}: the checks follow.\n")
    checks = checks_of.run_checks(out_dir)
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
    everything = checks_of.install_command(checks)
    if everything:
        click.echo(f"\nto install every missing package at once:\n  {everything}")
    needed = [c for c in checks if c.required and not c.ok]
    if needed:
        click.echo(
            f"\n{len(needed)} needed thing(s) missing: cvgen cannot build a CV yet.", err=True
        )
        sys.exit(1)
    click.echo("\neverything cvgen needs is installed.")
