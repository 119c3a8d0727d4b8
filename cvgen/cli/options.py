"""What the commands share: their epilog, the options and option types several
take (profiles, ``--db``, ``--out``, ``--date``, ``--variant``, ``--theme``,
``--locale``, ``--format``), gathered into one CV request (:func:`cv_request`)
and checked together (:func:`check_request`), and a few words they print.
Imported by the command modules, never the other way."""

from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from cvgen.cv.request import CvRequest
    from cvgen.model.dates import PartialDate

EPILOG = """\b
Exit status: 0 success; 1 bad input or a failed build (the message says
FILE:LINE:COL: field: what is wrong (how to fix)); 2 bad command line;
70 internal error (a bug: the message names a log to report); 130 Ctrl-C.
cvgen diff follows diff(1) instead: see cvgen diff --help."""


class DateParam(click.ParamType):  # type: ignore[type-arg]
    name = "YYYY-MM-DD"

    def convert(self, value: Any, param: Any, ctx: Any) -> PartialDate:
        # here: the dates' module (and dataclasses) cost `cvgen --help` 3-5 ms;
        # a build loads it anyway with the models
        from cvgen.model.dates import PartialDate

        try:
            day = PartialDate.parse(value)
        except ValueError as exc:
            self.fail(str(exc))
        if not day.is_full or day.present:
            self.fail(f"'{value}' is not a day (write YYYY-MM-DD)")
        return day


class FormatChoice(click.Choice[str]):
    """A ``--format``'s choices, written once: the library's own registry
    (``"module:NAME"``, e.g. ``"cvgen.diff.report:FORMATS"``), imported the first
    time they are needed (the command's help, or parsing), so that loading
    the CLI (``cvgen --help``) stays light."""

    def __init__(self, registry: str) -> None:
        self.registry = registry
        self.case_sensitive = True

    @property
    def choices(self) -> tuple[str, ...]:  # type: ignore[override]
        module, name = self.registry.split(":")
        return tuple(getattr(importlib.import_module(module), name))


PROFILES = click.argument("profiles", nargs=-1, type=click.Path(path_type=Path, dir_okay=False))
DB = click.option(
    "--db",
    "db_path",
    type=click.Path(path_type=Path, dir_okay=False, exists=True),
    help="Publication database (default: publications.yaml beside the profile).",
)


def folder_option(flag: str, dest: str, default: str, text: str) -> Callable[[Any], Any]:
    """An option that names a folder, with its default shown in the help."""
    return click.option(
        flag,
        dest,
        type=click.Path(path_type=Path, file_okay=False),
        default=Path(default),
        show_default=True,
        help=text,
    )


OUT_DIR = folder_option("--out", "out_dir", "out", "Folder to write into.")
OUT_FILE = click.option(
    "--out",
    "out_file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="File to write (atomically); default: standard output.",
)
DATE = click.option(
    "--date", type=DateParam(), help="Version date (default: profile's, else today)."
)


def import_options(source: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """``--out``, ``--profile``, ``--db`` and ``--name`` of an import of a whole
    CV (``import-jsonresume``, ``import-rendercv``); ``source`` names where
    the file keeps the person's name."""

    def decorate(command: Callable[..., None]) -> Callable[..., None]:
        options = (
            folder_option(
                "--out",
                "out_dir",
                "profiles",
                "Folder for the new profile, named after the person.",
            ),
            click.option(
                "--profile",
                type=click.Path(path_type=Path, dir_okay=False),
                help="The profile file to write (instead of one named after the person in --out).",
            ),
            click.option(
                "--db",
                "db_path",
                type=click.Path(path_type=Path, dir_okay=False),
                help="Publication database for the papers (default: publications.yaml beside "
                "the profile, made if needed).",
            ),
            click.option("--name", help=f"The person's name (default: {source})."),
        )
        for option in reversed(options):
            command = option(command)
        return command

    return decorate


def check_out_or_profile(profile: Path | None) -> None:
    """An import writes to --out or to --profile, not both."""
    source = click.get_current_context().get_parameter_source("out_dir")
    if profile is not None and source is not click.core.ParameterSource.DEFAULT:
        raise click.UsageError("give --out or --profile, not both")


def completed_profiles(ctx: click.Context) -> list[Path]:
    """The profiles named on a command line being completed: click's parsing
    of it, else (click parses nothing when the line ends with an option that
    waits for its value, ``build ada.yaml --variant``) the words the shell's
    completion script hands over in ``COMP_WORDS`` (bash, zsh and fish alike)."""
    named = ctx.params.get("profiles") or ctx.params.get("profile")
    if named:
        return [named] if isinstance(named, Path) else list(named)
    words = os.environ.get("COMP_WORDS", "").split()
    return [Path(w) for w in words if w.endswith((".yaml", ".yml")) and Path(w).is_file()]


def complete_variant(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of ``--variant``: the variants of the profile named on
    the command line (or of the first in profiles/), and ``all``."""
    from cvgen.pipeline.sourcekeys import variant_names
    from cvgen.sources.paths import find_profiles

    try:
        named = completed_profiles(ctx) or find_profiles()
        names = variant_names(Path(named[0])) if named else []
    except Exception:  # a shell's completion must not fail: offer nothing
        names = []
    if ctx.command.name == "build":
        names.append("all")
    return [name for name in names if name.startswith(incomplete)]


VARIANT = click.option(
    "--variant",
    default="long",
    show_default=True,
    shell_complete=complete_variant,
    help="Variant to use (see cvgen list).",
)


def complete_theme(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of ``--theme``: the built-in themes and the group's
    (beside the profile named, or in profiles/)."""
    from cvgen.sources.themes import available_themes

    return _complete_names(ctx, available_themes, incomplete)


def complete_locale(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of ``--locale``: cvgen's locales and the group's."""
    from cvgen.sources.locales import available_locales

    return _complete_names(ctx, available_locales, incomplete)


def _complete_names(
    ctx: click.Context, available: Callable[[Path], Mapping[str, object]], incomplete: str
) -> list[str]:
    """The names ``available`` finds for the command's profiles (as
    :func:`check_request` checks them) that start with ``incomplete``."""
    try:
        folders = _folders(completed_profiles(ctx)[:1], ctx.params.get("profiles_dir"))
        names = sorted({name for folder in folders for name in available(folder)})
    except Exception:  # a shell's completion must not fail: offer nothing
        names = []
    return [name for name in names if name.startswith(incomplete)]


# ``--theme`` (build, tex, diff --pdf, site) and ``--locale`` (build, tex, export,
# site; publications and site word their own): a name checked against the themes
# or locales there are before anything loads (a usage error naming them)
THEME = click.option(
    "--theme",
    metavar="NAME",
    shell_complete=complete_theme,
    help="Typeset in this theme, over the variant's and the profile's (see cvgen themes); "
    "a PDF's name then ends -NAME.",
)
LOCALE = click.option(
    "--locale",
    metavar="CODE",
    shell_complete=complete_locale,
    help="Write cvgen's words and pick the texts in this language (en, zh, ja, ko, de, fr, es "
    "or the group's locales/), over the variant's and the profile's (see cvgen locales).",
)
# ``--engine`` (build, site, diff --pdf): what typesets the PDF
ENGINE = click.option(
    "--engine",
    type=click.Choice(["xelatex", "typst"]),
    default=None,
    help="Typeset with XeLaTeX (TeX Live) or Typst (installed with cvgen), over the "
    "profile's style.engine; default: xelatex, or typst when XeLaTeX is not installed.",
)


def cv_request(command: Callable[..., None]) -> Callable[..., None]:
    """The command's CV options (those of ``--variant``, ``--date``, ``--db``,
    ``--theme``, ``--locale`` it has) handed to it as one ``request``
    (:class:`~cvgen.cv.request.CvRequest`, its profile left to the command)."""

    @functools.wraps(command)
    def run(**params: Any) -> None:
        from cvgen.cv.request import CvRequest

        fields = {name: params.pop(name) for name in REQUEST_FIELDS if name in params}
        command(request=CvRequest(**fields), **params)

    return run


REQUEST_FIELDS = ("variant", "date", "db_path", "theme", "locale", "engine")


def check_request(request: CvRequest, profiles: Iterable[Path], folder: Path | None = None) -> None:
    """A usage error unless the request's ``--theme`` is a built-in theme or one
    beside every profile named, and its ``--locale`` cvgen's or one beside them
    (none named: beside profiles/, or in the group's ``folder``)."""
    folders = _folders(profiles, folder)
    if request.theme is not None:
        from cvgen.sources.themes import available_themes, unknown_theme

        _check("--theme", request.theme, folders, available_themes, unknown_theme)
    if request.locale is not None:
        from cvgen.sources.locales import available_locales, unknown_locale

        _check("--locale", request.locale, folders, available_locales, unknown_locale)


def _folders(profiles: Iterable[Path], folder: Path | None) -> set[Path]:
    """The folders of the profiles named, else ``folder``, else profiles/."""
    from cvgen.sources.paths import PROFILES_DIR

    return {path.parent for path in profiles} or {folder or PROFILES_DIR}


def _check(
    option: str,
    name: str,
    folders: set[Path],
    available: Callable[[Path], Mapping[str, object]],
    unknown: Callable[[str, Any], str],
) -> None:
    """``name`` among what ``available`` finds in every folder, or a usage
    error that says what ``unknown`` says."""
    for folder in sorted(folders):
        known = available(folder)
        if name not in known:
            raise click.BadParameter(unknown(name, known), param_hint=f"'{option}'")


def parse_formats(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    """``build --format``: ``pdf``, ``html`` or both, comma-separated, each once,
    in the order given."""
    from cvgen.pipeline.sourcekeys import OUTPUT_FORMATS

    formats = tuple(dict.fromkeys(part.strip().lower() for part in value.split(",")))
    unknown = [f for f in formats if f not in OUTPUT_FORMATS]
    if unknown or not formats:
        raise click.BadParameter(
            f"{', '.join(repr(f) for f in unknown) or 'nothing'} is not a format: "
            f"write {', '.join(OUTPUT_FORMATS)} or both, comma-separated (pdf,html)"
        )
    return formats


def complete_formats(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of ``build --format``: each of the formats there are
    (:data:`~cvgen.pipeline.sourcekeys.OUTPUT_FORMATS`), after those already
    written before a comma (``pdf,`` offers ``pdf,html``)."""
    from cvgen.pipeline.sourcekeys import OUTPUT_FORMATS

    written, _, last = incomplete.rpartition(",")
    given = written.split(",") if written else []
    head = f"{written}," if written else ""
    return [head + f for f in OUTPUT_FORMATS if f.startswith(last) and f not in given]


def pages_label(count: int) -> str:
    return f"{count} page{'s' if count != 1 else ''}"


def profiles_or_all(profiles: tuple[Path, ...]) -> list[Path]:
    from cvgen.sources.paths import find_profiles

    return list(profiles) if profiles else find_profiles()
