"""The one rule for names that become parts of file names: a profile's file
stem, a variant's, theme's and locale's name. Such a name is an identifier,
not text (a CV's title, a group's name stay free text): letters, digits,
``-`` and ``_``, and dots between them, at most :data:`MAX_LENGTH` characters.
No ``/``, ``\\``, ``..``, leading dot or dash, space, ``#`` or ``?`` can reach
a path or a link through one.

The models (:mod:`cvgen.model`) check the names written in files with
:data:`NAME_PATTERN`, and every place a file name is composed checks its
parts with :func:`check_name` again, so a name that came another way (a
command line, a cache record) is held to the same rule. Standard library
only: the up-to-date check composes names without the models.
"""

from __future__ import annotations

import re
import unicodedata

MAX_LENGTH = 64
#: A name: starts with a letter or digit; a dot only between two other characters.
NAME_PATTERN = r"^[A-Za-z0-9](?:[A-Za-z0-9_-]|\.[A-Za-z0-9_-])*$"
_NAME = re.compile(NAME_PATTERN)
RULE = "use letters, digits, '-' and '_', a dot only between two of them"


def is_name(name: object) -> bool:
    """Whether ``name`` may become part of a file name."""
    return isinstance(name, str) and len(name) <= MAX_LENGTH and _NAME.match(name) is not None


def suggest_name(name: str) -> str:
    """A name that follows the rule, close to ``name`` (for a fix):
    ``../../x`` -> ``x``, ``Zoë Müller`` -> ``Zoe-Muller``."""
    folded = unicodedata.normalize("NFKD", name)
    plain = "".join(c for c in folded if c.isascii() and not unicodedata.combining(c))
    words = re.sub(r"[^A-Za-z0-9_]+", " ", plain).split()
    return "-".join(words)[:MAX_LENGTH].strip("-_") or "name-1"


def name_problem(
    name: str, what: str, why: str = "becomes part of a file name"
) -> tuple[str, str] | None:
    """None when ``name`` follows the rule; else what is wrong and how to fix
    it, as ``(message, fix)``; ``what`` says whose name it is (``a variant's
    name``), ``why`` why it matters."""
    if is_name(name):
        return None
    shown = name if len(name) <= 80 else f"{name[:77]}..."
    too_long = f" (at most {MAX_LENGTH} characters)" if len(name) > MAX_LENGTH else ""
    return (
        f"{shown!r}: {what} {why}{too_long}",
        f"{RULE}, e.g. {suggest_name(name)!r}",
    )


def check_name(name: str, what: str) -> str:
    """``name`` when it follows the rule, else a :class:`~cvgen.errors.CvgenError`
    saying what is wrong and how to fix it."""
    problem = name_problem(name, what)
    if problem is None:
        return name
    from cvgen.errors import CvgenError  # here: the launcher stays light

    message, fix = problem
    raise CvgenError(f"{message} ({fix})")
