"""What several layers assume when nobody says otherwise, each held here once.

Standard library only: the up-to-date check (:mod:`cvgen.pipeline.sourcekeys`,
:mod:`cvgen.pipeline.options`) and the launcher read these without loading
the models, the renderers or Jinja2.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

_Date = TypeVar("_Date")

#: The variants every profile has; :data:`cvgen.cv.variants.BUILTIN` says what they show.
BUILTIN_VARIANTS = ("long", "short")
#: Seconds a XeLaTeX run may take (``--tex-timeout``).
TEX_TIMEOUT = 120.0
#: The theme of a CV that names none (``--theme``, the variant's, the profile's).
DEFAULT_THEME = "awesome"
THEMES_DIR = "themes"  # in latex_templates/, and a group's own
CLASS_FILE = "cvgen.cls"  # a theme's LaTeX class, and what it is copied as beside a CV
TYPST_FILE = "cvgen.typ"  # a theme's Typst layout, its class's twin, copied as beside a CV
DEFAULT_CLASS = Path(THEMES_DIR, DEFAULT_THEME, CLASS_FILE)  # in latex_templates/


def version_date(
    explicit: _Date | None, own: _Date | None, today: Callable[[dt.date], _Date]
) -> _Date:
    """A CV's date: ``--date``, else the profile's ``date``, else today (written
    by ``today``: as a :class:`~cvgen.model.dates.PartialDate`, or as text)."""
    return explicit or own or today(dt.date.today())
