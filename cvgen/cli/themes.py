"""``cvgen themes``: the built-in themes and the group's."""

from __future__ import annotations

import click

from cvgen.cli.options import EPILOG


@click.command(epilog=EPILOG)
def themes() -> None:
    """List the themes: the built-in ones and the group's (themes/ beside profiles/).

    \b
    Example: cvgen themes
    """
    from cvgen.sources.paths import PROFILES_DIR
    from cvgen.sources.themes import available_themes, read_theme

    found = available_themes(PROFILES_DIR)
    width = max(map(len, found))
    for name, theme in found.items():
        loaded, _ = read_theme(theme)
        extends = f" (extends {loaded.extends})" if loaded.extends else ""
        click.echo(f"{name:<{width}}  {theme.where}: {loaded.description}{extends}")
