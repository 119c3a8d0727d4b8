"""The pydantic side of the one rule for names that become parts of file
names (:mod:`cvgen.support.names`): a variant's name (a key of
``variants.yaml`` and of a profile's ``variants:``), a theme's, a locale's.
A name that breaks the rule is a located problem with a fix:
``profiles/x.yaml:12:3: variants: '../../x': a variant's name becomes part of
a file name (use letters, digits, '-', '_' ..., e.g. 'x')``."""

from __future__ import annotations

import re
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


#: The id a custom section gets from its title when none is written
#: (:func:`cvgen.model.entries.custom_ids`): ``custom-`` and the title's words in
#: lower case, of any script (``custom-academic-service``, ``custom-服务``)
DERIVED_ID_PATTERN = r"^custom(-[^\W_]+)*$"
_DERIVED_ID = re.compile(DERIVED_ID_PATTERN)
# cvgen's section names (cvgen.model.entries.SectionName), which no id may take
_BUILTIN_SECTIONS = frozenset(
    {"summary", "research_interests", "education", "experience", "teaching", "projects"}
    | {"publications", "honors", "skills"}
)


def check_section_id(value: str) -> str:
    """A custom section's id: one the user writes follows the names rule (it
    may become part of a file name: an anchor, a page); one derived from a
    title (read back from a PDF) may hold the title's letters."""
    if _DERIVED_ID.match(value):
        return value
    if value in _BUILTIN_SECTIONS:
        raise PydanticCustomError(
            NAME_ERROR,
            "{message}",
            {
                "message": f"'{value}' is the name of one of cvgen's sections",
                "fix": f"give this section an id of its own, e.g. my-{value}",
            },
        )
    problem = name_problem(
        value, "a custom section's id", "is how section_order and variants name it"
    )
    if problem is not None:
        message, fix = problem
        raise PydanticCustomError(NAME_ERROR, "{message}", {"message": message, "fix": fix})
    return value


SectionId = Annotated[
    str,
    AfterValidator(check_section_id),
    WithJsonSchema(
        {"type": "string", "anyOf": [{"pattern": NAME_PATTERN}, {"pattern": DERIVED_ID_PATTERN}]}
    ),
]
VariantName = Annotated[str, name_check("a variant's name"), _SCHEMA]
ThemeName = Annotated[str, name_check("a theme's name"), _SCHEMA]
