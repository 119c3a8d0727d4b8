"""A locale: the words cvgen itself writes in a CV, in one language.

A locale file (``locales/<code>.yaml`` in cvgen, or ``profiles/locales/<code>.yaml``
beside a group's profiles) holds the section headings, the labels of an
entry's lines, month names and date patterns, what a paper is (``In
Preprint``, ``To appear in ...``), the author-mark note, the footer's page
number, the PDF's metadata and the web page's words. Every key is required: a
locale lacking a phrase English has is an error, not English in a Chinese CV.

Patterns name their placeholders in braces (``{month_short} {year}``); one a key
does not take is a located error, so a typo never reaches a CV as ``{yera}``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from cvgen.model.base import Model
from cvgen.model.dates import PartialDate
from cvgen.model.localtext import LANGUAGE_CODE
from cvgen.model.names import name_check
from cvgen.model.sitewords import SiteWords
from cvgen.model.wordpatterns import check_patterns as _check
from cvgen.model.wordpatterns import fill

LOCALE_CODE = LANGUAGE_CODE.pattern  # zh, en, zh-TW, pt-BR: a locale file's name
# a locale file's name: BCP 47's shape, and a name (cvgen.support.names: its length)
LocaleCode = Annotated[str, Field(pattern=LOCALE_CODE), name_check("a locale's name")]


class SectionWords(Model):
    """The default heading of each section (a profile's section_titles win)."""

    summary: str
    research_interests: str
    education: str
    experience: str
    teaching: str
    projects: str
    publications: str
    honors: str
    skills: str


class LabelWords(Model):
    """The labels of an entry's lines, and the skill rows cvgen adds."""

    gpa: str
    rank: str
    advisor: str
    thesis: str
    courses: str
    topic: str
    mentor: str
    languages: str
    interests: str
    separator: str = Field(description="Between a label and its value: ': '")


class ContactWords(Model):
    """What a header of words says before a contact (the classic theme's
    "Email: ..."); a site's name (GitHub, ORCID, Bluesky) is its own in every
    language. Optional: a locale without them says cvgen's English."""

    email: str = "Email"
    phone: str = "Phone"
    homepage: str = "Homepage"


class PunctuationWords(Model):
    """The characters that join and bracket cvgen's parts of a line: Latin
    ``, `` and `` (...)``; Chinese 、，and full-width （）. Every output (PDF,
    web page, Markdown) reads them here."""

    items: str = Field(description="Between the items of a list (skills): ', ', '、'")
    parts: str = Field(description="Between the parts of a row (an honour and its issuer)")
    bracket_open: str = Field(description="Before a bracketed aside (a rank): ' (', '（'")
    bracket_close: str = Field(description="After it: ')', '）'")


_MONTH = {"month", "month_short", "month_number", "year"}


class DateWords(Model):
    months: list[str] = Field(min_length=12, max_length=12)
    months_short: list[str] = Field(min_length=12, max_length=12)
    month_year: str
    month_year_long: str
    day: str
    range: str
    present: str
    expected: str

    @model_validator(mode="after")
    def _patterns(self) -> DateWords:
        _check(
            self,
            {
                "month_year": _MONTH,
                "month_year_long": _MONTH,
                "day": _MONTH | {"day"},
                "range": {"start", "end"},
                "expected": {"dates"},
                "present": set(),
            },
        )
        return self


class StatusWords(Model):
    accepted: str
    under_review: str
    in_preparation: str
    published: str


class LinkWords(Model):
    """The labels of a paper's other materials, each printed as a link."""

    pdf: str
    code: str
    slides: str
    video: str
    poster: str
    project: str


class PaperWords(Model):
    in_preprint: str
    in_preprint_arxiv: str
    preprint: str
    preprint_arxiv: str
    to_appear: str
    under_review: str
    status: StatusWords
    phd_thesis: str
    masters_thesis: str
    report: str
    in_book: str
    volume: str
    number: str
    pages: str
    page: str
    equal_note: str
    corresponding_note: str
    note_separator: str
    links: LinkWords
    # a reference list's (IEEE's style, the margin theme's; cvgen/cv/citation.py):
    # a locale that does not say keeps English's, as references are written
    in_venue: str = Field("in", description="Before a conference's name in a reference")
    and_word: str = Field("and", description="Before a reference's last author")

    @model_validator(mode="after")
    def _patterns(self) -> PaperWords:
        arxiv, none = {"arxiv"}, set[str]()
        _check(
            self,
            {
                "in_preprint": none,
                "in_preprint_arxiv": arxiv,
                "preprint": none,
                "preprint_arxiv": arxiv,
                "to_appear": {"venue"},
                "under_review": {"venue"},
                "in_book": {"book"},
                "volume": {"volume"},
                "number": {"number"},
                "pages": {"pages"},
                "page": {"page"},
            },
        )
        return self


class DocumentWords(Model):
    page: str
    title: str
    footer: str
    subject: str
    keywords: list[str]
    last_updated: str
    pdf_link: str  # the web page's link to its PDF

    @model_validator(mode="after")
    def _patterns(self) -> DocumentWords:
        _check(
            self,
            {
                "page": {"page"},
                "title": {"name"},
                "footer": {"name", "date"},
                "subject": {"name", "date"},  # no variant: an internal name
                "last_updated": {"date"},
                "pdf_link": set(),
            },
        )
        return self


class Locale(Model):
    """One locale file, and how it writes dates and phrases."""

    language: str = Field(pattern=LOCALE_CODE, description="BCP 47 tag: the PDF's /Lang")
    name: str = Field(description="The language's name, as cvgen locales lists it")
    script: Literal["latin", "cjk"]
    cjk_face: Literal["SC", "TC", "HK", "JP", "KR"]
    title_accent: int = Field(ge=0, description="First characters of a title in accent (0: all)")
    sections: SectionWords
    labels: LabelWords
    contacts: ContactWords = Field(default_factory=ContactWords)
    punctuation: PunctuationWords
    dates: DateWords
    papers: PaperWords
    document: DocumentWords
    site: SiteWords | None = Field(
        None, description="The group's site and publication page (needed only to make them)"
    )
    code: str = Field("", description="Set by cvgen from the file's name (zh, en, ...)")

    @property
    def site_words(self) -> SiteWords:
        """The site's words (a locale chosen by ``Workspace.site_locale`` has them)."""
        if self.site is None:
            raise ValueError(f"locale {self.code!r} has no site: words")
        return self.site

    def heading(self, section: str) -> str:
        """A section's default heading ('' for a section this locale does not know)."""
        return str(getattr(self.sections, section, ""))

    def aside(self, text: str) -> str:
        """`` (text)``, ``（text）``: an aside in the locale's brackets; '' for ''."""
        marks = self.punctuation
        return f"{marks.bracket_open}{text}{marks.bracket_close}" if text else ""

    def month_year(self, date: PartialDate) -> str:
        """An entry's date: ``Sep. 2023``, ``2023年9月``, ``2023`` or ``Present``."""
        return self._format(date, self.dates.month_year)

    def month_year_long(self, date: PartialDate) -> str:
        """The publication page's: ``September 2023``."""
        return self._format(date, self.dates.month_year_long)

    def full_date(self, date: PartialDate) -> str:
        """The version date: ``October 10, 2024``, ``2024年10月10日``."""
        return self._format(date, self.dates.day if date.day else self.dates.month_year_long)

    def _format(self, date: PartialDate, pattern: str) -> str:
        if date.present:
            return self.dates.present
        if not date.month:
            return str(date.year)
        return fill(
            pattern,
            month=self.dates.months[date.month - 1],
            month_short=self.dates.months_short[date.month - 1],
            month_number=date.month,
            year=date.year,
            day=date.day,
        )

    def date_range(
        self, start: PartialDate | None, end: PartialDate | None, *, expected: bool
    ) -> str:
        """``Sep. 2019 - Jun. 2023``; a lone date for a one-off; the expected mark if asked."""
        if start is None and end is None:
            return ""
        text = self.month_year(start) if start else ""
        if end is not None and end != start:
            last = self.month_year(end)
            text = fill(self.dates.range, start=text, end=last) if text else last
        return fill(self.dates.expected, dates=text) if expected else text

    @property
    def cjk(self) -> bool:
        return self.script == "cjk"
