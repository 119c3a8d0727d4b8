"""The templates of the files cvgen writes into a user's folders: a new
profile and database (``cvgen new``, :mod:`cvgen.scaffold.starter`) and a CV
repository's workflow (``cvgen init-repo``, :mod:`cvgen.scaffold.cirepo`).

They live in ``starter_files/`` and are rendered the same way: a missing value
fails, the text's own newlines stay, and nothing is HTML-escaped (the files are
YAML and shell; each caller quotes the values it puts in). Sandboxed, like
every template cvgen renders (:mod:`cvgen.support.templates`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Jinja2 loads only when a file is written
    from jinja2 import Environment

STARTER_FILES = Path(__file__).resolve().parent / "starter_files"


def starter_environment(folder: Path = STARTER_FILES, **syntax: str) -> Environment:
    """A strict Jinja2 environment for the templates in ``folder``; ``syntax``:
    other delimiters (``variable_start_string=...``) where the file's own
    language uses Jinja2's."""
    from cvgen.support.templates import sandboxed_environment

    return sandboxed_environment(
        (folder,),
        keep_trailing_newline=True,
        trim_blocks=True,
        autoescape=False,
        **syntax,
    )
