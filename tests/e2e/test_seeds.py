"""The bundled data against its source documents, fact for fact.

``tests/seeds/`` holds the source documents: plain-text extractions of four CVs
and of the group's publication page (``tests/seeds/README.md``). For each CV,
``tests/seed_facts/<document>.facts`` lists every fact it states, one a line,
worded as the document words it. A line ``SEED TEXT => PDF TEXT`` is a fact
that cvgen prints differently by design (a date format, a venue's short form,
a paper's newer status). ``#`` starts a comment line. A fact listed n times
must occur at least n times.

Each fact must occur in its document (so none is invented) and in the long PDF
of the profile built from that document, through the real pipeline (so none
is lost). Both texts are compared after :func:`normalize`.
"""

from __future__ import annotations

import os
import re
import subprocess
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model import Paper
from cvgen.model.pubdb import normalize_title
from cvgen.pipeline.engine import prepare
from cvgen.sources.loader import load_database
from cvgen.sources.themes import builtin_dir
from tests.conftest import EXTRACTORS, ROOT, campaign_beyond, extracted_text

SEEDS = ROOT / "tests/seeds"
FACTS = ROOT / "tests/seed_facts"
DATABASE = ROOT / "profiles/publications.yaml"

# Each CV document and the profile built from it.
DOCUMENTS = {
    "000_0f99096dfe57dc1a": "profiles/yinmin-zhong.yaml",
    "002_90ad239118073df7": "profiles/zili-zhang.yaml",
    "003_1e7dac086b610f48": "examples/zili-zhang-2023-07-25.yaml",
    "004_c62fdcad41aa525c": "profiles/zhisheng-ye.yaml",
}
GROUP_PAGE = "001_75b88cf1a6977c61"
# every built-in theme (a bundled profile chooses its own: the seed's look)
THEMES = sorted(p.name for p in builtin_dir().iterdir() if (p / "theme.yaml").is_file())
# The PDFs read by every extractor in every theme: make test reads three (a
# profile in each theme, each with another extractor), the campaign all of them
READINGS = [(stem, theme, x) for stem in sorted(DOCUMENTS) for theme in THEMES for x in EXTRACTORS]
KEPT = (
    ("002_90ad239118073df7", "classic", "pdftotext"),
    ("000_0f99096dfe57dc1a", "margin", "pdfminer"),
    ("004_c62fdcad41aa525c", "awesome", "pypdf"),
)

# Markup of the extractions, and characters that print alike.
_HEADING = re.compile(r"^[ \t]*#+[ \t]+", re.MULTILINE)
_HTML_EMPHASIS = re.compile(r"</?(?:i|b|em|strong)>")
_LOOKALIKES = str.maketrans(
    {
        "\u2010": "-",  # hyphen
        "\u2011": "-",  # non-breaking hyphen
        "\u2012": "-",  # figure dash
        "\u2013": "-",  # en dash
        "\u2014": "-",  # em dash
        "\u2212": "-",  # minus
        "\u2018": "'",
        "\u2019": "'",
        "\u2032": "'",  # prime
        "\u201c": '"',
        "\u201d": '"',
    }
)


def normalize(text: str) -> str:
    """The one normalization of both sides: markdown and HTML emphasis and
    headings dropped, ``\\*`` unescaped, dashes, quotes and whitespace unified,
    no space before a comma, case folded. Words and their order are kept."""
    text = unicodedata.normalize("NFKC", text)
    text = text.replace("\\*", "*").replace("**", "")
    text = _HTML_EMPHASIS.sub("", _HEADING.sub("", text))
    text = " ".join(text.translate(_LOOKALIKES).split())
    return text.replace(" ,", ",").casefold()


@dataclass(frozen=True)
class Fact:
    line: int
    seed: str  # as the document words it
    pdf: str  # as the CV prints it


def read_facts(path: Path) -> list[Fact]:
    facts = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        seed, arrow, pdf = line.partition(" => ")
        facts.append(Fact(number, seed.strip(), pdf.strip() if arrow else seed.strip()))
    return facts


def alternatives(wording: str) -> tuple[str, ...]:
    """The wordings of one side, normalized: ``A || B`` is a fact a theme may
    print either way (classic's "NSDI 2024", margin's reference "Z. Ye*")."""
    return tuple(normalize(w) for w in wording.split(" || "))


def missing_facts(facts: Iterable[Fact], side: Callable[[Fact], str], text: str) -> list[str]:
    """Every fact (by ``side``) that ``text`` holds fewer times than it is
    listed (a fact of several wordings: in the one it holds most often)."""
    facts = list(facts)
    wanted = Counter(alternatives(side(f)) for f in facts)
    problems = []
    for fact in facts:
        key = alternatives(side(fact))
        found = max(text.count(wording) for wording in key)
        if key in wanted and found < wanted[key]:
            times = f" (listed {wanted[key]} times, found {found})" if wanted[key] > 1 else ""
            problems.append(f"  line {fact.line}: {side(fact)}{times}")
            del wanted[key]
    return problems


def seed_text(stem: str) -> str:
    return (SEEDS / f"{stem}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("stem", sorted(DOCUMENTS))
def test_facts_file_is_well_formed(stem: str) -> None:
    facts = read_facts(FACTS / f"{stem}.facts")
    assert len(facts) >= 50, "a CV states more facts than this"
    for fact in facts:
        assert normalize(fact.seed) and all(alternatives(fact.pdf)), f"line {fact.line}: empty"
        assert "=>" not in fact.seed + fact.pdf, f"line {fact.line}: write ' => ' once"
        assert "||" not in fact.seed, f"line {fact.line}: the document words it one way"


@pytest.mark.parametrize("stem", sorted(DOCUMENTS))
def test_every_fact_is_in_its_document(stem: str) -> None:
    """No fact is invented: each is worded as the document words it."""
    facts = read_facts(FACTS / f"{stem}.facts")
    problems = missing_facts(facts, lambda f: f.seed, normalize(seed_text(stem)))
    assert not problems, (
        f"{len(problems)} of {len(facts)} facts of tests/seed_facts/{stem}.facts "
        f"are not in tests/seeds/{stem}.txt:\n" + "\n".join(problems)
    )


@pytest.mark.parametrize(("stem", "theme", "extractor"), campaign_beyond(READINGS, *KEPT))
def test_every_fact_is_in_the_pdf(
    stem: str,
    theme: str,
    extractor: str,
    profile_pdf: Callable[..., Path],
) -> None:
    """No fact is lost: the long PDF of the profile prints each one, in every
    built-in theme (the profile's own among them), and each of the usual
    extractors reads it whole, its words in order (a year with its title, a
    label with its values)."""
    facts = read_facts(FACTS / f"{stem}.facts")
    profile = DOCUMENTS[stem]
    text = normalize(extracted_text(profile_pdf(profile, theme), extractor))
    side: Callable[[Fact], str] = lambda f: f.pdf  # noqa: E731
    if extractor == "pypdf":  # it runs words together (test_text_layer.py): letters only
        text = text.replace(" ", "")
        side = lambda f: " || ".join(w.replace(" ", "") for w in f.pdf.split(" || "))  # noqa: E731
    problems = missing_facts(facts, side, text)
    assert not problems, (
        f"{len(problems)} of {len(facts)} facts of tests/seed_facts/{stem}.facts "
        f"are missing from the PDF of {profile} in the {theme} theme, "
        f"as {extractor} reads it:\n" + "\n".join(problems)
    )


@pytest.mark.parametrize("stem", ["002_90ad239118073df7", "003_1e7dac086b610f48"])
def test_a_stamped_version_shows_no_paper_its_document_lacks(stem: str) -> None:
    """Zili Zhang's two versions show the papers as they stood on their day
    (``as_of``): titles as the document prints them, and no later paper."""
    cv = prepare(CvRequest(ROOT / DOCUMENTS[stem])).selected.cv
    text = normalize(seed_text(stem))
    extra = [p.paper.title for p in cv.papers if normalize(p.paper.title) not in text]
    assert not extra, f"not in tests/seeds/{stem}.txt: {extra}"
    assert cv.profile.publications.as_of == cv.profile.date


def test_normalize_keeps_words_and_their_order() -> None:
    assert normalize("#### **Zili  Zhang\\***, Xin\tJin ,") == "zili zhang*, xin jin,"
    assert normalize("Sep 2019 \u2013 Present") == "sep 2019 - present"
    assert normalize("<i>et al.</i>") == "et al."
    assert normalize("Ph.D. in CS") != normalize("Ph.D. CS")
    assert normalize("a, b") != normalize("b, a")


# ------------------------------------------------------------ the group page


@dataclass(frozen=True)
class PagePaper:
    title: str
    authors: tuple[str, ...]
    equal: frozenset[str]
    venue: str  # the acronym in brackets, or "" for a preprint
    year: int
    abstract: str


def group_page_papers() -> list[PagePaper]:
    """The page's papers, each once: an entry is a title, an author line, a
    venue line and an abstract, under its year; every entry is printed twice
    (the second copy must be the same)."""
    blocks = [b.strip() for b in re.split(r"\n\s*\n", seed_text(GROUP_PAGE)) if b.strip()]
    papers: dict[str, PagePaper] = {}
    year = 0
    i = 0
    while i < len(blocks):
        if re.fullmatch(r"\d{4}", blocks[i]):
            year = int(blocks[i])
            i += 1
            continue
        titles = set(blocks[i].splitlines())
        assert len(titles) == 1, f"not a title: {blocks[i]!r}"
        title = titles.pop()
        authors_line, venue_line, abstract = blocks[i + 1 : i + 4]
        i += 4
        authors_line = authors_line.removesuffix(" (* equal contribution)")
        names = [a.strip() for a in authors_line.split(",")]
        venue = re.fullmatch(r"(?:In preprint|.*\((\w+)\))(?: (\d{4}))?", venue_line)
        assert venue, f"not a venue line: {venue_line!r}"
        paper = PagePaper(
            title=title,
            authors=tuple(n.removesuffix("*") for n in names),
            equal=frozenset(n.removesuffix("*") for n in names if n.endswith("*")),
            venue=venue.group(1) or "",
            year=int(venue.group(2) or year),
            abstract=abstract,
        )
        assert papers.get(title, paper) == paper, f"the two copies of {title!r} differ"
        papers[title] = paper
    return list(papers.values())


def all_titles(paper: Paper) -> list[str]:
    """Every title the paper has had."""
    return [paper.title, *paper.former_titles, *(s.title for s in paper.history if s.title)]


def test_group_page_is_read_whole() -> None:
    papers = group_page_papers()
    assert len(papers) == 10
    assert {p.year for p in papers} == {2023, 2024, 2025}


@pytest.mark.parametrize("page", group_page_papers(), ids=lambda p: p.title.split(":")[0][:40])
def test_group_page_paper_is_in_the_database_once(page: PagePaper) -> None:
    papers = load_database(DATABASE).database.papers
    matches = [
        key
        for key, paper in papers.items()
        if normalize_title(page.title) in {normalize_title(t) for t in all_titles(paper)}
    ]
    assert len(matches) == 1, f"{page.title!r} is in the database as {matches}"
    paper = papers[matches[0]]
    assert paper.title == page.title
    assert tuple(paper.authors) == page.authors
    assert frozenset(paper.equal_contribution) == page.equal
    assert paper.abstract == page.abstract
    assert paper.year == page.year
    if page.venue:
        assert paper.status == "published"
        assert paper.venue is not None and paper.venue.short.startswith(page.venue)
    else:
        assert paper.status == "preprint"


def test_no_paper_is_in_the_database_twice() -> None:
    papers = load_database(DATABASE).database.papers
    owner: dict[str, str] = {}
    for key, paper in papers.items():
        for title in {normalize_title(t) for t in all_titles(paper)}:
            assert title not in owner, f"{key} and {owner[title]} are the same paper"
            owner[title] = key


# ------------------------------------------------------------ phone numbers

# an international number (+, a country code, eight digits or more), or a Chinese
# mobile number (11 digits, 1[3-9]...); not arithmetic in code ("x + 60")
_PHONE = re.compile(
    r"\(?\+\s?\d{1,3}\)?[\s.-]?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d)"
    r"|(?<!\d)1[3-9]\d[ -]?\d{4}[ -]?\d{4}(?!\d)"
)
_SKIP = {".git", ".venv", ".mypy_cache", ".pytest_cache", ".ruff_cache", "out", "build", "dist"}
_TEXT = {".txt", ".facts", ".yaml", ".yml", ".md", ".py", ".tex", ".j2"}


def repository_files() -> list[Path]:
    """The files the repository holds or would commit: git's own list (tracked,
    and new files it does not ignore), so that what a developer installed
    beside the code (.venv-rendercv's packages) is not read; outside a git
    checkout (an unpacked sdist), every file but the usual tool folders."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT, capture_output=True, check=True,
        ).stdout  # fmt: skip
    except (OSError, subprocess.CalledProcessError):
        found = []
        for folder, dirs, files in os.walk(ROOT):
            dirs[:] = [d for d in dirs if d not in _SKIP and not d.endswith(".egg-info")]
            found += [Path(folder, name) for name in files]
        return found
    return [ROOT / name for name in os.fsdecode(listed).split("\0") if name]


def test_no_phone_number_in_the_repository() -> None:
    """One source CV prints a personal phone number: it is kept nowhere."""
    found = []
    for path in repository_files():
        if path.suffix not in _TEXT or not path.is_file():  # a deleted file git still lists
            continue
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            if _PHONE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert not found, "phone numbers:\n" + "\n".join(found)
