"""The errors a user can cause. Anything else is a bug and may show a traceback.

Every error a user can cause is a ``CvgenError``, a plain exception: the CLI
(:mod:`cvgen.cli.group`) prints ``error: MESSAGE`` and exits with its
``exit_code``, without a traceback; the library never imports click. Errors that point into an
input file carry a :class:`Location` so the message starts ``FILE:LINE:COL:``.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

#: Exit statuses besides 0 (success), documented in ``cvgen --help`` and docs/reference/build.md.
EXIT_INPUT = 1  # bad input, failed build, differences found with --exit-code
EXIT_USAGE = 2  # click's own status for a bad command line


@dataclass(frozen=True, order=True)
class Location:
    """Where a value was written: 1-based line and column in a file."""

    file: Path
    line: int
    column: int

    def __str__(self) -> str:
        return f"{display_path(self.file)}:{self.line}:{self.column}"


def display_path(path: Path) -> str:
    """A path relative to the working directory when it is below it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """``did you mean 'x'?`` for the closest of ``choices``, or None."""
    guess = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"did you mean '{guess[0]}'?" if guess else None


@dataclass(frozen=True)
class Kind:
    """A kind of warning that comes many at a time (a text without a
    translation), which a build sums up in one line: ``plural`` says what they
    are (``texts have no 'de' translation``), ``lister`` the command that
    lists them, besides ``--verbose``."""

    plural: str
    lister: str = ""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input, with where it is and how to fix it."""

    location: Location | None
    path: str
    message: str
    fix: str = ""
    warning: bool = False
    kind: Kind | None = None  # warnings of one kind are summed up (cvgen/cli/report.py)

    def __str__(self) -> str:
        where = f"{self.location}: " if self.location else ""
        field = f"{self.path}: " if self.path else ""
        fix = f" ({self.fix})" if self.fix else ""
        kind = "warning: " if self.warning else ""
        return f"{where}{kind}{field}{self.message}{fix}"


class CvgenError(Exception):
    """The root of every error a user can cause."""

    exit_code = EXIT_INPUT
    prefix = "error: "  # how the CLI introduces the message

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class InputError(CvgenError):
    """One or more problems in the input files, reported all at once."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = sorted(
            problems, key=lambda p: (p.location or Location(Path(""), 0, 0), p.path)
        )
        count = len(self.problems)
        head = f"{count} problem{'s' if count != 1 else ''} found"
        super().__init__("\n".join([head, *map(str, self.problems)]))

    prefix = ""  # the message is a list of located problems


class FileReadError(CvgenError):
    """An input file that is missing or cannot be read."""


class TexError(CvgenError):
    """XeLaTeX failed; the message shows the first TeX error and the log path."""


class ToolMissingError(CvgenError):
    """An external program cvgen needs is not installed."""
