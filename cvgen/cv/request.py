"""What one CV is asked for (:class:`CvRequest`): which profile, variant, date,
theme, locale and database. A command builds it from its flags once; the
workspace resolves it (:meth:`cvgen.cv.workspace.Workspace.resolve`) by one
rule, and the up-to-date check keys on it. Where and how to write (the output
folder, ``--force``, the formats) is the pipeline's
(:class:`cvgen.pipeline.options.BuildOptions`). Light: the up-to-date path
imports it, and it imports no models."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cvgen.model.dates import PartialDate


@dataclass(frozen=True)
class CvRequest:
    profile: Path = Path()
    variant: str = "long"
    date: PartialDate | None = None  # --date; None: the profile's, else today
    theme: str | None = None  # --theme, over the variant's and the profile's
    locale: str | None = None  # --locale, over the variant's and the profile's
    db_path: Path | None = None  # --db; None: the one the profile names, or found
    engine: str | None = None  # --engine (xelatex, typst); None: the style's, else xelatex
