"""The shared defaults: one rule for a CV's date, one list of built-in variants."""

from __future__ import annotations

import datetime as dt

from cvgen.cv.variants import BUILTIN
from cvgen.support.defaults import BUILTIN_VARIANTS, version_date


def test_the_date_is_the_flag_else_the_profiles_else_today() -> None:
    assert version_date("2024-10-10", "2023-07-25", dt.date.isoformat) == "2024-10-10"
    assert version_date(None, "2023-07-25", dt.date.isoformat) == "2023-07-25"
    assert version_date(None, None, dt.date.isoformat) == dt.date.today().isoformat()


def test_the_built_in_variants_are_the_ones_the_models_define() -> None:
    assert tuple(BUILTIN) == BUILTIN_VARIANTS
