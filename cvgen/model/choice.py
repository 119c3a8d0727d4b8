"""Which papers of the shared database a profile lists: its ``publications:``."""

from typing import Annotated

from pydantic import Field

from cvgen.model.base import Date, Marks, Model, empty_list, text_or_mapping
from cvgen.model.paper import AuthorMarks


class PaperRef(Marks):
    """A database paper by key; write the plain key unless you mark it."""

    key: str = Field(description="The paper's key in the database", examples=["hydro-osdi23"])


class PublicationChoice(Model):
    """Which papers of the publication database the CV lists."""

    by_author: bool = Field(
        True,
        description="Take every database paper that has the owner among its authors",
        examples=[True],
    )
    papers: list[Annotated[PaperRef, text_or_mapping("key", PaperRef)]] = Field(
        default_factory=empty_list,
        description="Database keys: papers to add, or to mark (selected, tags, priority)",
        examples=[["hydro-osdi23", {"key": "astraea-tpds21", "selected": True}]],
    )
    exclude: list[str] = Field(
        default_factory=empty_list,
        description="Database keys to leave out",
        examples=[["chronus-socc21"]],
    )
    author_marks: AuthorMarks | None = Field(
        None,
        description="What the marks on authors' names mean on this CV "
        "(default: the database's author_marks)",
        examples=[{"student": {"mark": "underline", "legend": "underlined: a student I advised"}}],
    )
    database: str | None = Field(
        None,
        description="The publication database, relative to this file "
        "(default: publications.yaml beside it, or in profiles/)",
        examples=["../group/publications.yaml"],
    )
    as_of: Date | None = Field(
        None,
        description="Show papers as they stood on this day (earlier titles, preprint status); "
        "papers that came later are left out. Default: as they stand now",
        examples=["2024-10-10"],
    )
