"""The page in markdown, HTML and LaTeX: user text stays text, members are in bold,
and the LaTeX compiles with cvgen's class into a PDF holding every title once."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from cvgen.model import Paper, PublicationDatabase
from cvgen.publications.formats import md_escape, publications, render_latex, render_page
from cvgen.publications.page import PublicationPage, choose_papers
from cvgen.render.latex.escape import tex
from cvgen.sources.loader import load_database
from cvgen.tex.compile import compile_pdf
from tests.conftest import pdf_text, squash

NASTY_TITLE = (
    "Fast *and* _small_: <b>bold</b> [x](http://e.org) & 100% #1 `c` $5 ~ ^ | "
    '\\input{/etc/passwd} {x} -- Zoë\'s "GPUs"'
)
NASTY_AUTHOR = "-Zoë O'Brien & <i>Co</i>"
NASTY_ABSTRACT = "1. line one\n\n# not a heading\n<script>alert(1)</script> **not bold**"
MEMBERS = ["Zili Zhang", "Yinmin Zhong", "Zhisheng Ye"]
DATABASE = Path(__file__).parents[2] / "profiles/publications.yaml"


@pytest.fixture(scope="module")
def page() -> PublicationPage:
    """The bundled database plus one paper full of characters that mean something."""
    bundled = load_database(DATABASE)
    nasty = Paper.model_validate(
        {
            "title": NASTY_TITLE,
            "authors": [NASTY_AUTHOR, "Zili Zhang", "et al."],
            "equal_contribution": [NASTY_AUTHOR, "Zili Zhang"],
            "venue": {"short": "A&B'26", "long": "Symposium on <Things> & 100% #Stuff"},
            "year": 2026,
            "abstract": NASTY_ABSTRACT,
        }
    )  # an address validation refuses (cvgen.model.links), as if it had slipped past
    nasty = nasty.model_copy(update={"url": "javascript:alert(1)"})
    linked = Paper.model_validate(
        {"title": "Linked", "authors": ["B"], "year": 2020, "url": 'https://e.org/a%20b"<c>'}
    )
    papers = {"nasty": nasty, **bundled.database.papers, "linked": linked}
    return choose_papers(PublicationDatabase(papers=papers), MEMBERS)


def reader_text(markdown: str) -> str:
    """What a reader of the rendered markdown sees: escapes and strong emphasis gone."""
    return re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", markdown.replace("**", ""))


# ---- markdown -------------------------------------------------------------------


def test_markdown_keeps_user_text_as_text(page: PublicationPage) -> None:
    text, support = render_page(page, "markdown")
    assert support == ()
    shown = reader_text(text)
    assert NASTY_TITLE in shown
    assert " ".join(NASTY_ABSTRACT.split()) in shown
    for raw in ("<b>", "<i>", "<script>", "[x](http", "*and*", "_small_", "**not bold**"):
        assert raw not in text
    assert r"Fast \*and\* \_small\_: \<b\>bold\</b\> \[x\](http://e.org) \& 100% \#1" in text
    # nothing user-written opens a block: a list, a heading, a quote
    for line in text.splitlines():
        body = line.lstrip()
        if not body.startswith(("- **", "# ", "## ")):
            assert not re.match(r"([-+=>#*]|\d+[.)])(\s|$)", body), line


def test_markdown_layout_and_bold_members(page: PublicationPage) -> None:
    text, _ = render_page(page, "markdown")
    assert text.startswith("# Publications\n\n28 papers, 2020–2026. Group members are in **bold**")
    assert r"  \-Zoë O'Brien \& \<i\>Co\</i\>\*, **Zili Zhang\***, et al." in text
    assert "(\\* indicates equal contribution)\\\n" in text
    assert "*Symposium on \\<Things\\> \\& 100% \\#Stuff (A\\&B'26)*, 2026\n" in text
    assert "**Xin Jin**" not in text
    assert "**[Linked](<https://e.org/a%20b%22%3Cc%3E>)**" in text
    assert "javascript" not in text


def test_md_escape_starts_no_block() -> None:
    assert md_escape("1. one") == r"1\. one"
    assert md_escape("2024) x") == r"2024\) x"
    assert md_escape("+ plus") == r"\+ plus"
    assert md_escape("= eq") == r"\= eq"
    assert md_escape("a\n\nb") == "a b"
    assert md_escape(2024) == "2024"


# ---- HTML -----------------------------------------------------------------------


class Structure(HTMLParser):
    """Counts elements and checks that every opened element is closed in order; keeps
    each element's attributes, and the text of the scripts and styles."""

    VOID = frozenset({"meta", "br", "img", "hr", "link", "input"})

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.counts: dict[str, int] = {}
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.code: dict[str, list[str]] = {"script": [], "style": []}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.counts[tag] = self.counts.get(tag, 0) + 1
        self.elements.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_data(self, data: str) -> None:
        if self.open and self.open[-1] in self.code:
            self.code[self.open[-1]].append(data)

    def having(self, tag: str, attribute: str) -> list[dict[str, str | None]]:
        return [attrs for name, attrs in self.elements if name == tag and attribute in attrs]

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, (tag, self.open[-3:])
        self.open.pop()


def parsed(text: str) -> Structure:
    structure = Structure()
    structure.feed(text)
    structure.close()
    assert structure.open == []
    return structure


@pytest.mark.usefixtures("fonts_not_embedded")  # test_html_embeds_the_cvs_fonts: with them
def test_html_is_one_standalone_semantic_page(page: PublicationPage) -> None:
    text, _ = render_page(page, "html")
    structure = parsed(text)
    counts = structure.counts
    assert counts["h1"] == 1
    assert counts["h2"] == len(page.years) == 7
    assert counts["article"] == len(page.papers) == 28
    assert counts["details"] == sum(1 for p in page.papers if p.paper.abstract)
    # one inline script, and nothing the page fetches: no file beside it, nothing from a CDN
    assert counts["script"] == text.count("<script") == 1
    assert structure.having("script", "src") == []
    assert_fetches_nothing(text, structure)
    assert "src" not in "\n".join(structure.code["script"])
    # the script never turns a string into HTML: it hides elements and sets text
    script = "\n".join(structure.code["script"])
    for html_from_text in ("innerHTML", "outerHTML", "insertAdjacent", "document.write", "eval"):
        assert html_from_text not in script
    assert '<meta name="viewport"' in text


def assert_fetches_nothing(text: str, structure: Structure) -> None:
    for external in ("<link", "src=", "@import", "<iframe", "<object", "<embed"):
        assert external not in text
    styles = [re.sub(r"url\(data:[^)]*\)", "", css) for css in structure.code["style"]]
    code = "\n".join(structure.code["script"] + styles)
    for fetch in ("http", "://", "fetch(", "XMLHttpRequest", "import(", "@import"):
        assert fetch not in code, fetch


def test_html_embeds_the_cvs_fonts() -> None:
    """The fonts are the CVs', embedded: every url( is a data: URI, and the page
    still fetches nothing. The bundled group's page, as ``cvgen publications``
    writes it: the run makes its font subsets once, for the browser's tests of
    it (tests/publications/test_page_in_browser.py) and the site's."""
    text = publications("html", db_path=DATABASE).text
    assert set(re.findall(r"url\(([a-z]+):", text)) == {"data"}
    assert text.count("url(") == text.count("@font-face") >= 2
    assert_fetches_nothing(text, parsed(text))


@pytest.mark.usefixtures("fonts_not_embedded")
def test_html_filter_knows_each_papers_year_and_members(page: PublicationPage) -> None:
    structure = parsed(render_page(page, "html")[0])
    articles = structure.having("article", "data-year")
    assert [(a["id"], a["data-year"], a["data-members"]) for a in articles] == [
        (p.paper.key, str(p.paper.year), " ".join(p.member_ids)) for p in page.papers
    ]
    nasty = articles[0]
    assert (nasty["id"], nasty["data-members"]) == ("nasty", "zili-zhang")
    (form,) = structure.having("form", "class")
    assert form["class"] == "filter"
    assert "hidden" in form  # shown by the script: without it the page is the whole list
    selects = structure.having("select", "id")
    assert [s["name"] for s in selects] == ["year", "member"]
    labels = [a["for"] for a in structure.having("label", "for")]
    assert labels == [s["id"] for s in selects]
    options = [a["value"] for a in structure.having("option", "value")]
    years = [str(group.year) for group in page.years]
    assert options == ["", *years, "", "yinmin-zhong", "zhisheng-ye", "zili-zhang"]
    (live,) = structure.having("p", "aria-live")
    assert live["aria-live"] == "polite"
    text = render_page(page, "html")[0]
    assert '<p class="count" id="filter-count" aria-live="polite">28 of 28 papers</p>' in text


@pytest.mark.usefixtures("fonts_not_embedded")
def test_html_escapes_member_names_and_ids() -> None:
    paper = Paper.model_validate({"title": "T", "authors": [NASTY_AUTHOR, "Bo"], "year": 2024})
    db = PublicationDatabase(papers={"t": paper})
    members = {NASTY_AUTHOR: 'x" onmouseover="alert(1)', "Bo": "<b>"}
    text, _ = render_page(choose_papers(db, members), "html")
    assert 'data-members="x&#34; onmouseover=&#34;alert(1) &lt;b&gt;"' in text
    assert '<option value="&lt;b&gt;">Bo</option>' in text
    assert '<option value="x&#34; onmouseover=&#34;alert(1)">-Zoë O&#39;Brien &amp; ' in text
    assert 'onmouseover="' not in text and "<b>" not in text


@pytest.mark.usefixtures("fonts_not_embedded")
def test_html_without_papers_has_no_filter() -> None:
    text, _ = render_page(choose_papers(PublicationDatabase(papers={}), MEMBERS), "html")
    structure = parsed(text)
    assert structure.having("form", "class") == []
    assert structure.counts["script"] == 1  # which finds no form, and does nothing


@pytest.mark.usefixtures("fonts_not_embedded")
def test_html_escapes_user_text_and_bolds_members(page: PublicationPage) -> None:
    text, _ = render_page(page, "html")
    for raw in ("<b>", "<i>", "<script>alert", "<Things>", "javascript:"):
        assert raw not in text
    assert "&lt;b&gt;bold&lt;/b&gt;" in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert "\\input{/etc/passwd}" in text  # HTML has no use for backslashes: shown as written
    assert "-Zoë O&#39;Brien &amp; &lt;i&gt;Co&lt;/i&gt;*, <strong>Zili Zhang</strong>*" in text
    assert "<strong>Xin Jin</strong>" not in text
    assert '<a href="https://e.org/a%20b&#34;&lt;c&gt;">Linked</a>' in text


# ---- LaTeX ----------------------------------------------------------------------


def test_latex_is_escaped_and_uses_cvgen_class(page: PublicationPage) -> None:
    document = render_latex(page)
    assert "\\documentclass{cvgen}" in document.source
    assert [p.name for p in document.support_files] == ["cvgen.cls"]
    assert tex(NASTY_TITLE) in document.source
    assert "\\input{/etc/passwd}" not in document.source
    assert r"\textbf{Zili Zhang*}" in document.source
    assert r"\textbf{Xin Jin}" not in document.source
    assert "javascript" not in document.source


def test_latex_compiles_with_every_title_once(page: PublicationPage, tmp_path: Path) -> None:
    compiled = compile_pdf(render_latex(page), epoch=0)
    assert compiled.missing_characters == ()
    pdf = tmp_path / "publications.pdf"
    pdf.write_bytes(compiled.pdf)
    text = squash(pdf_text(pdf))
    for item in page.papers:
        assert text.count(squash(item.paper.title)) == 1, item.paper.key
    assert "2026" in text and "Symposium on <Things> & 100% #Stuff" in text


def test_latex_page_prints_symbols_from_the_fallback_font(tmp_path: Path) -> None:
    title = "Quasars at z∼6 → reionization ≤ ∞ ✓, a tree ├── src"
    paper = Paper.model_validate({"title": title, "authors": ["Zili Zhang"], "year": 2024})
    document = render_latex(choose_papers(PublicationDatabase(papers={"q": paper}), MEMBERS))
    assert any(f.name == "DejaVuSans.ttf" for f in document.font_files)
    compiled = compile_pdf(document, epoch=0)
    assert compiled.missing_characters == ()
    pdf = tmp_path / "publications.pdf"
    pdf.write_bytes(compiled.pdf)
    assert title in squash(pdf_text(pdf))
