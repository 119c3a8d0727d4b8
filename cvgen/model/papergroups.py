"""How a CV's publications are grouped and numbered: ``group_by``,
``numbering`` and ``prefixes``, written in a theme's ``look:``, a profile's
``style:`` or a variant's ``style:`` (the variant's over the profile's over the
theme's; :func:`cvgen.cv.papergroups.paper_listing`).

The groups by kind map what the database already says of a paper (its
``kind``, ``status`` and venue: :func:`cvgen.cv.paperclass.paper_group`);
each has a title in every locale (``papers.groups``) and a prefix of its
numbers (``[J1]``, ``[C3]``) that a profile or variant may change.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import Field

GroupBy = Literal["none", "kind", "year"]
Numbering = Literal["none", "forward", "reverse"]
#: The groups by kind, in the order a CV shows them
PaperGroup = Literal[
    "journal", "conference", "workshop", "preprint", "book", "thesis", "patent", "other"
]
PAPER_GROUPS: tuple[str, ...] = get_args(PaperGroup)
#: Each group's prefix unless a profile or variant says (``prefixes:``)
DEFAULT_PREFIXES: dict[str, str] = {
    "journal": "J",
    "conference": "C",
    "workshop": "W",
    "preprint": "P",
    "book": "B",
    "thesis": "T",
    "patent": "Pat",
    "other": "O",
}
#: A prefix: a few letters, or empty for none (that group's numbers then
#: continue the count of the other groups without a prefix)
Prefix = Annotated[str, Field(pattern=r"^[^\W\d_]{0,6}$", max_length=6)]
