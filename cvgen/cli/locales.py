"""``cvgen locales``: cvgen's locales and the group's."""

from __future__ import annotations

import click

from cvgen.cli.options import EPILOG


@click.command(epilog=EPILOG)
def locales() -> None:
    """List the locales: cvgen's and the group's (locales/ beside profiles/), each
    with its file, the one to copy to start another (docs/locales.md).

    \b
    Example: cvgen locales
    """
    from cvgen.errors import display_path
    from cvgen.sources.locales import available_locales, load_locale
    from cvgen.sources.paths import PROFILES_DIR

    found = available_locales(PROFILES_DIR)
    width = max(map(len, found))
    for code, file in found.items():
        locale = load_locale(file)
        where = "built-in" if file.builtin else "the group's"
        click.echo(
            f"{code:<{width}}  {where}: {locale.name} ({locale.language}), "
            f"{display_path(file.path)}"
        )
