"""A locale's patterns: each names only the placeholders its key takes
(``{month_short} {year}``), so a typo never reaches a page as ``{yera}``."""

from __future__ import annotations

import string

from pydantic_core import PydanticCustomError

from cvgen.model.base import Model


def _placeholders(pattern: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(pattern) if name is not None}


def check_patterns(model: Model, allowed: dict[str, set[str]]) -> None:
    """Every pattern of ``model`` names only the placeholders its key takes."""
    for key, names in allowed.items():
        pattern = getattr(model, key)
        try:
            unknown = sorted(_placeholders(pattern) - names)
        except ValueError as exc:  # an unmatched brace
            raise PydanticCustomError(
                "cvgen_locale_pattern",
                "'{pattern}' is not a pattern ({why}; write a literal brace twice: {{ or }})",
                {"pattern": pattern, "why": str(exc), "field": key},
            ) from None
        if unknown:
            takes = ", ".join("{" + n + "}" for n in sorted(names)) or "no placeholders"
            raise PydanticCustomError(
                "cvgen_locale_pattern",
                "'{pattern}' names {unknown}, which {key} does not take (it takes {takes})",
                {
                    "pattern": pattern,
                    "unknown": ", ".join("{" + n + "}" for n in unknown),
                    "key": key,
                    "takes": takes,
                    "field": key,
                },
            )
