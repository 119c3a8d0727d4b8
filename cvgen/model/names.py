"""The pydantic side of the one rule for names that become parts of file
names (:mod:`cvgen.support.names`): a variant's name (a key of
``variants.yaml`` and of a profile's ``variants:``), a theme's, a locale's.
A name that breaks the rule is a located problem with a fix:
``profiles/x.yaml:12:3: variants: '../../x': a variant's name becomes part of
a file name (use letters, digits, '-', '_' ..., e.g. 'x')``."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

from cvgen.support.names import MAX_LENGTH, NAME_PATTERN, name_problem

#: The error type :mod:`cvgen.sources.validate` locates at the name itself.
NAME_ERROR = "cvgen_name"
_SCHEMA = WithJsonSchema({"type": "string", "pattern": NAME_PATTERN, "maxLength": MAX_LENGTH})


def name_check(what: str) -> AfterValidator:
    """The validator of a name: ``what`` says whose (``a variant's name``)."""

    def check(value: str) -> str:
        problem = name_problem(value, what)
        if problem is not None:
            message, fix = problem
            raise PydanticCustomError(NAME_ERROR, "{message}", {"message": message, "fix": fix})
        return value

    return AfterValidator(check)


VariantName = Annotated[str, name_check("a variant's name"), _SCHEMA]
ThemeName = Annotated[str, name_check("a theme's name"), _SCHEMA]
