"""The words of a group's site and publication page, in one language: the
``site:`` section of a locale file (``cvgen site``, ``cvgen publications``).

A CV never shows them, so a locale of a group's own that only makes CVs may
leave them out; making a site or a publication page in it then says what to add.
"""

from pydantic import PrivateAttr, model_validator

from cvgen.model.base import Model
from cvgen.model.wordpatterns import check_patterns, fill, singular

_COUNT = {"count"}


class SiteWords(Model):
    title: str  # the front page's title, unless --title
    publications: str  # the publication page's title, and the links to it
    members_one: str  # {count}
    members_other: str
    papers_one: str
    papers_other: str
    span: str  # the years of the page: {first} {last}
    summary: str  # {papers} {years}
    lede: str  # the sentence under the page's title: {summary} {bold} {note}
    bold: str  # the word {bold} shows, in bold
    all_members: str
    member: str
    year: str
    all_years: str
    shown: str  # the filter's count: {shown} {total}
    no_match: str
    abstract: str
    cv: str  # a member's card: the link to their CV page
    updated: str  # {date}
    made_with: str
    generated: str
    nav_site: str  # names for a screen reader: the links between the pages,
    nav_years: str  # the links to each year,
    nav_filter: str  # and the filter
    _plural: str = PrivateAttr("one")  # the locale's plural rule (Locale.plural)

    @model_validator(mode="after")
    def _patterns(self) -> "SiteWords":
        fixed = ("title", "publications", "bold", "all_members", "member", "year", "all_years")
        check_patterns(
            self,
            {
                "members_one": _COUNT,
                "members_other": _COUNT,
                "papers_one": _COUNT,
                "papers_other": _COUNT,
                "span": {"first", "last"},
                "summary": {"papers", "years"},
                "lede": {"summary", "bold", "note"},
                "shown": {"shown", "total"},
                "updated": {"date"},
                **{key: set() for key in fixed},
            },
        )
        return self

    def count_by(self, rule: str) -> None:
        """Count as the locale's ``plural`` rule says (its Locale sets it)."""
        self._plural = rule

    @property
    def plural(self) -> str:
        """The locale's plural rule: the page's script counts by it too."""
        return self._plural

    def around(self, key: str, name: str, **values: object) -> tuple[str, bool, str]:
        """The pattern ``key`` split at ``{name}``, which each output marks up its
        own way, the rest filled with ``values``: ``('Updated ', True, '')``."""
        before, found, after = str(getattr(self, key)).partition("{" + name + "}")
        return fill(before, **values), bool(found), fill(after, **values)

    def papers(self, count: int) -> str:
        """``1 paper``, ``26 papers``, ``26 篇论文``."""
        return fill(self.papers_one if self._one(count) else self.papers_other, count=count)

    def members(self, count: int) -> str:
        return fill(self.members_one if self._one(count) else self.members_other, count=count)

    def _one(self, count: int) -> bool:
        return singular(self._plural, count)

    def years(self, first: int, last: int) -> str:
        """``2021–2025``, or ``2024`` for one year."""
        return str(first) if first == last else fill(self.span, first=first, last=last)

    def page_summary(self, count: int, years: tuple[int, int] | None) -> str:
        """``26 papers, 2021–2025``; just the papers when there are none."""
        if years is None:
            return self.papers(count)
        return fill(self.summary, papers=self.papers(count), years=self.years(*years))
