"""Every output shows the same CV: each bundled profile in each of its variants
(and a profile with something in every section), as LaTeX source, a web page,
Markdown, JSON Resume and the diff's entries, has the sections of its document
(:mod:`cvgen.cv.document`), with the same ids and headings, and the same
entries in the same order.

Each output is read back the way a reader would find things in it: the LaTeX
``\\cvsection`` and ``\\cventry`` commands, the page's ``<section id>`` and
titles, the Markdown headings, JSON Resume's names, the diff's sections and
labels. No TeX is run: the source is enough.
"""

from __future__ import annotations

import html as htmllib
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from cvgen.cv.document import CvDocument, DocSection, cv_document
from cvgen.cv.merge import ResolvedCV
from cvgen.cv.selection import SelectedCV, select_variant
from cvgen.cv.variants import resolve_variant, variant_names
from cvgen.cv.workspace import Workspace, select_cv
from cvgen.diff.entries import section_entries
from cvgen.model import Profile, Venue
from cvgen.model.dates import PartialDate
from cvgen.model.markup import plain_text
from cvgen.model.paper import AuthorMarks, PaperLinks
from cvgen.render.html.document import render_html
from cvgen.render.jsonresume.export import to_jsonresume
from cvgen.render.latex.escape import tex, tex_markup
from cvgen.render.latex.render import render_tex
from cvgen.render.latex.view import LATEX, build_view
from cvgen.render.markdown.export import md_words, to_markdown
from cvgen.render.markdown.text import md_escape, md_markup
from cvgen.sources.locales import builtin_locale
from tests.conftest import ROOT, cv_paper
from tests.cv.test_document import everything

DAY = PartialDate(2024, 10, 10)
PROFILES = sorted(
    p
    for p in (ROOT / "profiles").glob("*.yaml")
    if p.name not in ("publications.yaml", "variants.yaml")
)


def bundled() -> list[tuple[Path, str]]:
    workspace = Workspace()
    cases = []
    for path in PROFILES:
        loaded = workspace.profile(path)
        group = workspace.variants(loaded).variants
        cases += [(path, name) for name in variant_names(group, loaded.profile.variants)]
    return cases


def titles(section: DocSection) -> list[str]:
    """What an entry is called, as the reader sees it (markup removed)."""
    return [e.title.plain() for e in section.entries] + [p.title for p in section.papers]


def in_order(text: str, needles: list[str]) -> None:
    """Each of ``needles`` in ``text``, each after the one before."""
    at = 0
    for needle in needles:
        found = text.find(needle, at)
        assert found >= 0, f"{needle!r} missing, or out of order"
        at = found + len(needle)


def plain_html(fragment: str) -> str:
    return htmllib.unescape(re.sub(r"<[^>]+>", "", fragment))


def check_latex(selected: SelectedCV, document: CvDocument) -> None:
    view = build_view(selected, DAY)
    assert [str(s["id"]) for s in view["sections"]] == [s.id for s in document.sections]
    source = render_tex(selected, DAY).source
    headings = re.findall(
        r"^\\cvsection(?:\[[^]]*\])?\{(?:\\cvbookmark )?(.*)\}\{(.*)\}$", source, re.M
    )
    assert headings == [(tex(s.heading[0]), tex(s.heading[1])) for s in document.sections]
    entries = [
        *(LATEX.words(e.title) for s in document.sections for e in s.entries),
        *(tex(p.title) for s in document.sections for p in s.papers),
    ]
    assert Counter(re.findall(r"^\\cventry\{(.*?)\}\{", source, re.M)) == Counter(entries)
    for section in document.sections:
        in_order(source, [rf"\cventry{{{LATEX.words(e.title)}}}" for e in section.entries])
        in_order(source, [f"\\item {tex_markup(t)}\n" for t in section.items])
    assert not re.search(r"^\\item\s*$", source, re.M)  # no empty bullet


def check_html(selected: SelectedCV, document: CvDocument) -> None:
    page = render_html(selected, DAY)
    found = re.findall(r'<section class="section kind-[a-z]+" id="([^"]+)"', page)
    assert found == [s.id for s in document.sections]
    parts = page.split('<section class="section')[1:]
    for section, part in zip(document.sections, parts, strict=True):
        [heading] = re.findall(r"<h2 [^>]*>(.*?)</h2>", part)
        assert plain_html(heading) == section.title
        shown = [plain_html(t) for t in re.findall(r'<h3 class="title">(.*?)</h3>', part)]
        assert shown == titles(section)
        if section.items:
            [items] = re.findall(r'<ul class="items">\n(.*?)</ul>', part, re.S)
            shown = [plain_html(li) for li in re.findall(r"<li>(.*?)</li>", items)]
            assert shown == [plain_text(t) for t in section.items]


def check_markdown(selected: SelectedCV, document: CvDocument) -> None:
    markdown = to_markdown(selected, DAY)
    headings = [line[3:] for line in markdown.splitlines() if line.startswith("## ")]
    assert headings == [md_escape(s.title) for s in document.sections]
    for section in document.sections:
        in_order(markdown, [f"## {md_escape(section.title)}\n"])
        in_order(markdown, [f"### {md_words(e.title)}\n" for e in section.entries])
        in_order(markdown, [f"- **{md_escape(p.title)}" for p in section.papers])
        in_order(markdown, [f"- {md_markup(t)}\n" for t in section.items])
    assert not re.search(r"^ *- *$", markdown, re.M)  # no empty bullet


def check_jsonresume(selected: SelectedCV, document: CvDocument) -> None:
    """JSON Resume has no sections of its own: each entry is somewhere, by its name."""
    resume = to_jsonresume(selected, DAY)
    names = [
        item.get("name") or item.get("institution") or item.get("organization")
        for key in ("work", "volunteer", "education", "certificates", "publications", "projects")
        for item in resume.get(key, [])
    ]
    assert Counter(names) == Counter(t for s in document.sections for t in titles(s))


def check_diff(selected: SelectedCV, document: CvDocument) -> None:
    listed = dict(section_entries(selected))
    assert list(listed)[1:-1] == [s.id for s in document.sections]  # header, ..., layout
    for section in document.sections:
        entries = listed[section.id]
        assert entries.title == section.title
        labels = [e.label for e in entries.entries]
        if titles(section):
            assert len(labels) == len(titles(section))
            assert all(map(str.startswith, labels, titles(section)))
        if section.items:
            assert labels == [plain_text(t) for t in section.items]


Check = Callable[[SelectedCV, CvDocument], None]
OUTPUTS: tuple[Check, ...] = (check_latex, check_html, check_markdown, check_jsonresume, check_diff)


@pytest.mark.parametrize("path, variant", bundled(), ids=lambda v: getattr(v, "stem", v))
@pytest.mark.parametrize("check", OUTPUTS, ids=lambda f: f.__name__.removeprefix("check_"))
def test_every_bundled_cv_in_every_output(path: Path, variant: str, check: Check) -> None:
    selected = select_cv(path, variant=variant).selected
    document = cv_document(selected)
    assert document.sections
    check(selected, document)


@pytest.mark.parametrize("check", OUTPUTS, ids=lambda f: f.__name__.removeprefix("check_"))
def test_a_cv_with_every_section_in_every_output(check: Check) -> None:
    selected = everything()
    check(selected, cv_document(selected))


OSDI = Venue(short="OSDI'26", long="USENIX Symposium on Operating Systems Design")
# one paper per status, each with the words every output must show for it (the
# publication page's and JSON Resume's wording, and the CV's)
STATUSES = {
    "published": (OSDI, f"{OSDI.long}"),
    "accepted": (OSDI, f"To appear in {OSDI.long}"),
    "under review": (OSDI, f"Under review at {OSDI.long}"),
    "in preparation": (None, "In preparation"),
    "preprint": (Venue(short="arXiv"), "Preprint"),
}


def one_paper_per_status() -> SelectedCV:
    papers = tuple(
        cv_paper(key=status.replace(" ", "-"), title=f"On being {status}", status=status, venue=v)
        for status, (v, _) in STATUSES.items()
    )
    cv = ResolvedCV("ada", Profile.model_validate({"name": "Ada Lovelace"}), papers)
    return select_variant(cv, resolve_variant("long"), locale=builtin_locale())


def status_outputs() -> dict[str, str]:
    """Each output of :func:`one_paper_per_status` as text a reader sees."""
    selected = one_paper_per_status()
    resume = to_jsonresume(selected, DAY)
    listed = dict(section_entries(selected))["publications"].entries
    return {
        "latex": render_tex(selected, DAY).source,
        "html": plain_html(render_html(selected, DAY)),
        "markdown": to_markdown(selected, DAY),
        "jsonresume": "\n".join(f"{p['name']}: {p['publisher']}" for p in resume["publications"]),
        "diff": "\n".join(f"{e.label}: {e.detail}" for e in listed),
    }


@pytest.mark.parametrize("output", ["latex", "html", "markdown", "jsonresume"])
def test_every_output_says_where_each_paper_stands(output: str) -> None:
    text = status_outputs()[output]
    for status, (_, words) in STATUSES.items():
        title = f"On being {status}"
        at = text.find(title)
        assert at >= 0, title
        near = text[at : at + 400]
        assert words in near, (status, near)
        if status in ("under review", "in preparation"):  # never as if published there
            said = near.split("On being", 2)[1]
            assert "OSDI'26" not in said, (status, said)


def test_the_diff_names_each_status() -> None:
    assert status_outputs()["diff"].splitlines() == [
        "On being published: OSDI'26, 2024",
        "On being accepted: OSDI'26 (accepted), 2024",
        "On being under review: OSDI'26 (under review), 2024",
        "On being in preparation: in preparation, 2024",
        "On being preprint: preprint (arXiv), 2024",
    ]


def test_every_output_shows_a_papers_awards_note_and_links() -> None:
    links = PaperLinks(code="github.com/ada/engine", slides="https://example.org/s.pdf")
    extras = {"awards": ("Best Paper Award", "Oral"), "note": "Led the design", "links": links}
    item = cv_paper(key="engine", title="The Engine", venue=OSDI, **extras)
    cv = ResolvedCV("ada", Profile.model_validate({"name": "Ada Lovelace"}), (item,))
    selected = select_variant(cv, resolve_variant("long"), locale=builtin_locale())
    source = render_tex(selected, DAY).source
    assert (
        r"Best Paper Award; Oral. Led the design · \href{https://github.com/ada/engine}{Code}"
        in source
    )
    assert r"\href{https://example.org/s.pdf}{Slides}" in source
    page = render_html(selected, DAY)
    assert "Best Paper Award; Oral. Led the design · " in page
    assert '<a href="https://github.com/ada/engine">Code</a>' in page
    markdown = to_markdown(selected, DAY)
    assert (
        "Best Paper Award; Oral. Led the design · [Code](<https://github.com/ada/engine>)"
        in markdown
    )
    [paper] = to_jsonresume(selected, DAY)["publications"]
    assert (paper["awards"], paper["note"]) == (["Best Paper Award", "Oral"], "Led the design")
    assert paper["links"] == {"code": "https://github.com/ada/engine", "slides": links.slides}
    [entry] = dict(section_entries(selected))["publications"].entries
    assert entry.fields["awards"] == "Best Paper Award; Oral"
    assert entry.fields["links"] == "code github.com/ada/engine, slides https://example.org/s.pdf"


def test_every_output_marks_authors_as_the_group_says_with_the_legend_of_the_used_marks() -> None:
    meanings = AuthorMarks.model_validate(
        {"student": {"mark": "underline", "legend": "underlined: a student"}}
    )
    item = cv_paper(key="taught", title="Taught", students=frozenset({"Charles Babbage"}))
    profile = Profile.model_validate({"name": "Ada Lovelace"})
    cv = ResolvedCV("ada", profile, (item,), author_marks=meanings)
    selected = select_variant(cv, resolve_variant("long"), locale=builtin_locale())
    assert (
        r"\underline{Charles Babbage} (underlined: a student)" in render_tex(selected, DAY).source
    )
    assert "<u>Charles Babbage</u> (underlined: a student)" in render_html(selected, DAY)
    assert "<u>Charles Babbage</u> (underlined: a student)" in to_markdown(selected, DAY)
    [entry] = dict(section_entries(selected))["publications"].entries
    assert entry.fields["students"] == "Charles Babbage"
