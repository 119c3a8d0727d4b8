"""``cvgen export``: one CV in another format, through the build's own stages
(load, validate, merge, select) but without TeX.

The CV shows the entries its variant selects; entries a page budget would
drop need TeX to find and are not dropped here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import Workspace
from cvgen.errors import Problem
from cvgen.render.jsonresume.export import to_jsonresume
from cvgen.render.markdown.export import to_markdown

FORMATS = ("jsonresume", "markdown")


@dataclass(frozen=True)
class Exported:
    text: str
    warnings: tuple[Problem, ...] = ()


def export_cv(request: CvRequest, fmt: str) -> Exported:
    """The CV ``request`` asks for as ``fmt`` (one of :data:`FORMATS`), dated its
    date (else the profile's ``date``, else today), in its locale."""
    selection = Workspace(request.db_path).resolve(request, typeset=False)
    day = selection.version_date
    if fmt == "jsonresume":
        document = to_jsonresume(selection.selected, day)
        text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    elif fmt == "markdown":
        text = to_markdown(selection.selected, day)
    else:
        raise ValueError(f"unknown format {fmt!r}")  # the CLI offers only FORMATS
    return Exported(text, selection.warnings)
