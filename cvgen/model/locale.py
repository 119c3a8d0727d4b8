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

from typing import Annotated, Literal, get_args

from pydantic import Field, model_validator

from cvgen.model.base import Model
from cvgen.model.dates import PartialDate
from cvgen.model.localtext import LANGUAGE_CODE
from cvgen.model.names import name_check
from cvgen.model.paper import PaperClass
from cvgen.model.sitewords import SiteWords
from cvgen.model.wordpatterns import Counted, Forms, PluralRule, counted, fill
from cvgen.model.wordpatterns import check_patterns as _check

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
    grants: str
    talks: str
    supervision: str
    service: str


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
    grant_role: str  # a grant's line: "Role: PI"
    amount: str
    share: str
    host: str  # a talk's
    co_advisor: str  # a student's
    placement: str
    reviews: str  # a service entry's count
    separator: str = Field(description="Between a label and its value: ': '")


class GrantRoleWords(Model):
    pi: str
    co_pi: str
    senior_personnel: str


class TalkWords(Model):
    invited: str
    contributed: str
    keynote: str


class LevelWords(Model):
    phd: str
    masters: str
    undergraduate: str
    postdoc: str
    visiting: str


class StatusCountWords(Model):
    """After a count ("3 graduated"): each a word, or its singular and plural
    forms (``{one: diplômé, other: diplômés}``: the locale's ``plural`` rule)."""

    current: Counted
    graduated: Counted
    left: Counted


class ServiceWords(Model):
    editorial: str
    committee: str
    organizing: str
    reviewing: str
    department: str
    university: str
    other: str


class AcademicWords(Model):
    """The words of the academic sections (grants, talks, supervision, service):
    each entry's role, kind or level, and each section's summary line."""

    grant_roles: GrantRoleWords
    talks: TalkWords = Field(description="A talk's kind, after its event: (Keynote)")
    levels: LevelWords = Field(description="A student's level, below the name")
    service: ServiceWords = Field(description="The service section's group headings")
    # the summary lines (cvgen/cv/summaries.py)
    talk_counts: TalkWords = Field(description="The talks' counts: Keynotes: 3")
    level_counts: LevelWords = Field(description="The students' counts: PhD students: 4")
    statuses: StatusCountWords = Field(description="Each level's counts by status")
    status_count: str = Field(description="One status's count: '{count} {status}'")
    grant_total: str = Field(description="'Total as {role}: {amounts}'")
    as_of: str = Field(description="After a summary, in brackets: 'as of {date}'")
    supervised_papers: str = Field(description="'Papers with supervised students: {count}'")
    reviews_total: str = Field(description="'Papers reviewed: {count}'")
    summary_separator: str = Field(description="Between a summary's parts: '; '")
    money: str = Field(description="An amount: '{currency} {amount}'")
    thousands: str = Field(description="Between a number's groups of three digits: ','")
    decimal: str = Field(description="Before a number's fraction: '.'")

    @model_validator(mode="after")
    def _patterns(self) -> "AcademicWords":
        _check(
            self,
            {
                "status_count": {"count", "status"},
                "grant_total": {"role", "amounts"},
                "as_of": {"date"},
                "supervised_papers": {"count"},
                "reviews_total": {"count"},
                "money": {"currency", "amount"},
            },
        )
        return self

    def number(self, value: float) -> str:
        """``1,250,000``, ``1.250.000``, ``12,5``: grouped in threes, at most two decimals."""
        whole, _, fraction = f"{value:.2f}".partition(".")
        groups = [whole[max(0, i - 3) : i] for i in range(len(whole), 0, -3)][::-1]
        fraction = fraction.rstrip("0")
        return self.thousands.join(groups) + (f"{self.decimal}{fraction}" if fraction else "")


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
    def _patterns(self) -> "DateWords":
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


class GroupWords(Model):
    """The titles of a CV's publication groups by kind (``group_by: kind``); a
    locale that does not say keeps English's."""

    journal: str = "Journal Articles"
    conference: str = "Conference Papers"
    workshop: str = "Workshop Papers"
    preprint: str = "Preprints"
    book: str = "Books and Chapters"
    thesis: str = "Theses"
    patent: str = "Patents"
    other: str = "Other Publications"


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
    patent: str = Field("Patent", description="What a patent is, before its number")
    groups: GroupWords = Field(
        default_factory=GroupWords, description="The publication groups' titles by kind"
    )

    @model_validator(mode="after")
    def _patterns(self) -> "PaperWords":
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


class SummaryWords(Model):
    """The summary line's words (``style.summary_line``: cvgen.cv.summaryline). A locale
    of a group's own that does not say has English's."""

    papers: str = Field("Publications: {count}", description="The papers counted; {count}")
    kind_count: str = Field("{count} {kind}", description="One kind's count; {count} {kind}")
    kinds: dict[PaperClass, str] = Field(
        default_factory=lambda: {kind: kind for kind in get_args(PaperClass)},
        description="What each kind of paper is called (cvgen.cv.ranking's kinds)",
    )
    first_author: str = Field("{count} as first author", description="{count}")
    last_author: str = Field("{count} as last author", description="{count}")
    students_graduated: Counted = Field(
        default_factory=lambda: Forms(
            one="{count} student graduated", other="{count} students graduated"
        ),
        description="{count}; a pattern, or its forms for one and other counts",
    )
    funding_as_pi: str = Field("{amount} as PI", description="{amount}: the sums by currency")
    separator: str = Field(" · ", description="Between the line's parts")

    @model_validator(mode="after")
    def _patterns(self) -> "SummaryWords":
        count = {"count"}
        _check(
            self,
            {
                "papers": count,
                "kind_count": {"count", "kind"},
                "first_author": count,
                "last_author": count,
                "students_graduated": count,
                "funding_as_pi": {"amount"},
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
    def _patterns(self) -> "DocumentWords":
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
    plural: PluralRule = Field(
        "one",
        description="Which counts take a word's singular form (its 'one' form): "
        "one (1 only), zero-one (0 and 1, as French), none (no plural forms)",
    )
    title_accent: int = Field(ge=0, description="First characters of a title in accent (0: all)")
    sections: SectionWords
    labels: LabelWords
    contacts: ContactWords = Field(default_factory=ContactWords)
    punctuation: PunctuationWords
    dates: DateWords
    papers: PaperWords
    academic: AcademicWords
    document: DocumentWords
    summary: SummaryWords = Field(
        default_factory=SummaryWords,
        description="The summary line's words (style.summary_line); default: English's",
    )
    site: SiteWords | None = Field(
        None, description="The group's site and publication page (needed only to make them)"
    )
    code: str = Field("", description="Set by cvgen from the file's name (zh, en, ...)")

    @model_validator(mode="after")
    def _site_plural(self) -> "Locale":
        """The site's words count by the locale's rule too."""
        if self.site is not None:
            self.site.count_by(self.plural)
        return self

    def counted(self, word: Counted, count: int) -> str:
        """``word``'s form for ``count`` (:data:`plural`'s rule)."""
        return counted(word, self.plural, count)

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

    @property
    def breaks_at_spaces(self) -> bool:
        """Whether a line of this CJK language breaks only at the spaces between
        words: Korean (띄어쓰기), unlike Chinese and Japanese, which break between
        any two characters; and it adds no space between its letters and Latin
        ones (KLREQ), writing the spaces it wants."""
        return self.cjk and self.language.split("-")[0].lower() == "ko"
