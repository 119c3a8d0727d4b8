"""``cvgen export``: one CV in another format, through the build's own stages
(load, validate, merge, select) but without TeX.

The CV shows the entries its variant selects; entries a page budget would
drop need TeX to find and are not dropped here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from cvgen.cv.workspace import Workspace, resolve_date
from cvgen.errors import Problem
from cvgen.model.dates import PartialDate
from cvgen.render.jsonresume.export import to_jsonresume
from cvgen.render.markdown.export import to_markdown

FORMATS = ("jsonresume", "markdown")


@dataclass(frozen=True)
class Exported:
    text: str
    warnings: tuple[Problem, ...] = ()


def export_cv(
    profile: Path,
    fmt: str,
    *,
    variant: str = "long",
    date: PartialDate | None = None,
    db_path: Path | None = None,
    locale: str | None = None,
) -> Exported:
    """The CV of ``profile`` as ``fmt`` (one of :data:`FORMATS`), dated ``date``
    (else the profile's ``date``, else today), in ``locale`` (``--locale``)."""
    selection = Workspace(db_path).select(profile, variant, locale)
    day = resolve_date(date, selection.loaded.profile.date)
    if fmt == "jsonresume":
        document = to_jsonresume(selection.selected, day)
        text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    elif fmt == "markdown":
        text = to_markdown(selection.selected, day)
    else:
        raise ValueError(f"unknown format {fmt!r}")  # the CLI offers only FORMATS
    return Exported(text, selection.warnings)
