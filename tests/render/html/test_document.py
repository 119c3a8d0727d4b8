"""The web CV: the PDF's sections, entries and words, self-contained, the same
bytes for the same CV and date, in its locale and theme."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from cvgen.cv.workspace import select_cv
from cvgen.model.dates import PartialDate
from cvgen.render.html import document
from cvgen.render.html.document import render_html
from cvgen.render.html.webfonts import WebFont, web_fonts
from cvgen.render.latex.render import render_tex
from cvgen.render.latex.view import build_view
from cvgen.sources.themes import ThemeError, builtin_dir, load_theme
from tests.conftest import ROOT, pdf_text

DAY = PartialDate(2024, 10, 10)
ZILI = ROOT / "profiles/zili-zhang.yaml"


class _Text(HTMLParser):
    """The text a reader sees: the body without tags, scripts and styles."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._skip += tag in ("script", "style", "head")
        self._space(tag)

    def handle_endtag(self, tag: str) -> None:
        self._skip -= tag in ("script", "style", "head")
        self._space(tag)

    def _space(self, tag: str) -> None:
        """A block (a row's cell, a paragraph) ends a word; an inline tag does not."""
        if tag not in ("span", "strong", "em", "a", "time"):
            self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def visible_text(page: str) -> str:
    parser = _Text()
    parser.feed(page)
    return " ".join("".join(parser.parts).split())


@pytest.fixture(scope="module")
def zili() -> str:
    return render_html(select_cv(ZILI).selected, DAY, pdf="zili-zhang-long-2024-10-10.pdf")


def test_the_same_sections_in_the_same_order_as_the_pdf(zili: str) -> None:
    selected = select_cv(ZILI).selected
    pdf_titles = [
        "".join(v["title"]).replace(r"\&", "&") for v in build_view(selected, DAY)["sections"]
    ]
    page_titles = [
        re.sub(r"<[^>]+>", "", m).replace("&amp;", "&")
        for m in re.findall(r'<h2 id="[^"]+">(.*?)</h2>', zili)
    ]
    assert page_titles == pdf_titles
    assert len(page_titles) >= 6


def test_every_word_of_the_pdf_is_on_the_page(zili: str, zili_pdf: Path) -> None:
    """The PDF (built from the same profile and date) says nothing the page does
    not: entries, dates, marks, venues; only its footer's page numbers differ."""
    page_words = set(re.findall(r"\w+", visible_text(zili)))
    pdf_words = re.findall(r"\w+", pdf_text(zili_pdf))
    missing = sorted({w for w in pdf_words if w not in page_words and not w.isdigit()})
    assert missing == []


def test_owner_in_bold_marks_dates_and_links(zili: str) -> None:
    assert "<strong>Zili Zhang</strong>, Chao Jin, Linpeng Tang" in zili
    assert "<strong>Zili Zhang*</strong>" in zili  # equal contribution, as on the PDF
    assert "(* indicates equal contribution)" in zili
    assert "Sep. 2023 - Present" in zili
    assert '<a href="mailto:zzlcs@pku.edu.cn"' in zili
    assert '<a href="https://github.com/Gold-Sea"' in zili
    assert '<time datetime="2024-10-10">Last updated October 10, 2024.</time>' in zili
    assert '<a class="pdf" href="zili-zhang-long-2024-10-10.pdf" download>PDF</a>' in zili


def test_self_contained_nothing_fetched(zili: str) -> None:
    assert "<link" not in zili and "@import" not in zili
    assert not re.search(r"\ssrc=", zili)
    assert set(re.findall(r"url\(([a-z]+):", zili)) == {"data"}
    assert zili.count("@font-face") >= 4  # body, its bold and italic, the heading, icons
    # one script, data only: schema.org's Person
    scripts = re.findall(r"<script([^>]*)>(.*?)</script>", zili, re.S)
    assert [attrs for attrs, _ in scripts] == [' type="application/ld+json"']
    data = json.loads(scripts[0][1])
    person = data["mainEntity"]
    assert (data["@type"], data["dateModified"], person["@type"]) == (
        "ProfilePage",
        "2024-10-10",
        "Person",
    )
    assert person["name"] == "Zili Zhang"
    assert person["affiliation"]["name"] == "Peking University"
    assert "https://github.com/Gold-Sea" in person["sameAs"]


def test_same_cv_and_date_same_bytes(zili: str) -> None:
    again = render_html(select_cv(ZILI).selected, DAY, pdf="zili-zhang-long-2024-10-10.pdf")
    assert again == zili
    other_day = render_html(select_cv(ZILI).selected, PartialDate(2024, 10, 11))
    assert other_day != zili and "October 11, 2024" in other_day


def test_no_pdf_no_link() -> None:
    page = render_html(select_cv(ZILI).selected, DAY)
    assert 'class="pdf"' not in page and not re.search(r'href="[^"]*\.pdf"', page)


def test_in_the_cvs_locale() -> None:
    page = render_html(select_cv(ZILI, variant="long-zh").selected, DAY)
    assert '<html lang="zh-CN"' in page or '<html lang="zh"' in page
    assert "教育经历" in visible_text(page) or "教育" in visible_text(page)
    assert "2024年10月10日" in page


def test_a_themes_look_and_its_own_stylesheet(tmp_path: Path) -> None:
    """A built-in theme's web.css is in its folder and in cvgen's stylesheet,
    scoped to its pages; a group's theme that extends it looks like it, and its
    own web.css comes after cvgen's stylesheet."""
    selected = select_cv(ZILI).selected
    classic = render_html(selected, DAY, load_theme("classic"))
    assert 'data-theme="classic"' in classic
    builtin_css = (builtin_dir() / "classic/web.css").read_text(encoding="utf-8")
    assert builtin_css.startswith('[data-theme="classic"]') and builtin_css in classic
    mine = tmp_path / "profiles" / "themes" / "mine"
    mine.mkdir(parents=True)
    (mine / "theme.yaml").write_text("extends: classic\n", encoding="utf-8")
    (mine / "web.css").write_text(".head h1 { color: teal; }\n", encoding="utf-8")
    own = render_html(selected, DAY, load_theme("mine", tmp_path / "profiles"))
    assert 'data-theme="classic"' in own  # classic's look
    assert own.index(builtin_css) < own.index(".head h1 { color: teal; }") < own.index("</style>")
    assert ".head h1 { color: teal; }" not in classic


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_the_page_embeds_the_pdfs_font_files(theme: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The theme's fonts (theme.yaml: look.body_font, look.heading_font) reach the
    page as the very files XeLaTeX loads: a serif PDF has a serif page."""
    selected = select_cv(ZILI).selected
    chain = load_theme(theme)
    embedded: list[Path] = []

    def spy(body: str | None, head: str | None) -> tuple[WebFont, ...]:
        fonts = web_fonts(body, head)
        embedded.extend(f.path for f in fonts if not f.icons)
        return fonts

    monkeypatch.setattr(document, "web_fonts", spy)
    page = render_html(selected, DAY, chain)
    pdf_fonts = {p.resolve() for p in render_tex(selected, DAY, chain).font_files}
    assert embedded and {p.resolve() for p in embedded} <= pdf_fonts
    family = {"Source Serif Pro": "SourceSerifPro-", "Source Sans Pro": "SourceSansPro-"}
    assert all(p.name.startswith(family[str(chain.look.body_font)]) for p in embedded[:1])
    assert "--heading-align: " + str(chain.look.heading_align) in page


def test_a_web_css_that_leads_out_of_its_theme_is_refused(tmp_path: Path) -> None:
    secret = tmp_path / "secret.css"
    secret.write_text("body { content: 'TOP-SECRET'; }\n", encoding="utf-8")
    mine = tmp_path / "profiles" / "themes" / "mine"
    mine.mkdir(parents=True)
    (mine / "theme.yaml").write_text("extends: margin\n", encoding="utf-8")
    (mine / "web.css").symlink_to(secret)
    theme = load_theme("mine", tmp_path / "profiles")
    with pytest.raises(ThemeError, match=r"web\.css leads out of its theme's folder"):
        render_html(select_cv(ZILI).selected, DAY, theme)


class _Meta(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.meta: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        given = dict(attrs)
        key = given.get("property") or given.get("name")
        if tag == "meta" and key:
            self.meta[key] = given.get("content") or ""


def test_a_shared_link_previews_the_cv(zili: str) -> None:
    """Open Graph data: what a chat or a social site shows for a link to the page."""
    parser = _Meta()
    parser.feed(zili)
    assert parser.meta["og:type"] == "profile"
    assert parser.meta["og:title"] == "Zili Zhang - Curriculum Vitae"
    assert parser.meta["og:description"].startswith(
        "Curriculum vitae of Zili Zhang, version of October 10, 2024"
    )
    assert parser.meta["og:locale"] == "en_US"
    assert (parser.meta["profile:first_name"], parser.meta["profile:last_name"]) == (
        "Zili",
        "Zhang",
    )


def test_papers_as_the_themes_pdf_cites_them() -> None:
    """look.papers: classic's title, authors, then the venue in bold with its
    short name and year (seed 000); margin's numbered IEEE references, every
    author by initials (seed 004); awesome's entries."""
    selected = select_cv(ZILI).selected
    classic = render_html(selected, DAY, load_theme("classic"))
    venue = "USENIX Symposium on Networked Systems Design and Implementation (NSDI 2024)"
    assert f"<strong>{venue}</strong>" in classic
    assert '<ol class="references">' not in classic
    margin = render_html(selected, DAY, load_theme("margin"))
    references = margin[margin.index('<ol class="references">') : margin.index("</ol>")]
    entries = classic.count('<article class="entry paper">')
    assert entries > 5 and references.count('<li class="reference">') == entries
    assert (
        "<strong>Z. Zhang</strong>, F. Liu, G. Huang, X. Liu, and X. Jin, \u201cFast Vector "
        "Query Processing for Large Datasets Beyond GPU Memory with Reordered Pipelining,\u201d "
        "in USENIX Symposium on Networked Systems Design and Implementation (NSDI \u201924), "
        "Santa Clara, U.S., Apr. 2024."
    ) in visible_markup(references)
    awesome = render_html(selected, DAY)
    assert '<ol class="references">' not in awesome and f"<strong>{venue}</strong>" not in awesome


def visible_markup(html: str) -> str:
    """The markup without links' tags (a title may be a link)."""
    return re.sub(r"</?a[^>]*>", "", html)


def test_the_academic_sections_with_their_summaries_and_groups() -> None:
    from tests.conftest import academic_selection

    selection = academic_selection()
    page = render_html(selection.selected, selection.version_date)
    assert (
        '<section class="section kind-entries" id="grants" aria-labelledby="grants-title">\n'
        '<h2 id="grants-title"><span><span class="accent">Gra</span>nts</span></h2>\n'
        '<div class="body">\n<p class="paragraph summary"><em>Total as PI: USD 550,000 + '
        "EUR 1,500,000; Total as Co-PI: USD 1,200,000 (as of October 2024)</em></p>\n"
    ) in page
    assert '<li class="line">Role: Co-PI, Amount: USD 1,200,000, Share: USD 400,000</li>' in page
    assert '<li class="line"><a href="https://example.org/slides/serving.pdf">Slides</a>' in page
    groups = re.findall(r'<h3 class="group">([^<]*)</h3>', page)
    assert groups == ["Program Committees", "Reviewing", "Department Service"]
    bare = academic_selection("bare")
    assert "summary" not in render_html(bare.selected, bare.version_date).split("<main>")[1]


ACADEMIC_CONTACTS = """\
name: Ada Lovelace
contacts:
  orcid: 0000-0002-1825-0097
  dblp: 62/1234
  mastodon: "@ada@mastodon.social"
  bluesky: ada.bsky.social
  x: ada
  links: [{label: Lab page, url: lab.example.org}]
"""


def test_academic_contacts_as_labelled_links_and_same_as(tmp_path: Path) -> None:
    profile = tmp_path / "ada-lovelace.yaml"
    profile.write_text(ACADEMIC_CONTACTS, encoding="utf-8")
    page = render_html(select_cv(profile).selected, DAY)
    text = visible_text(page)
    # no glyph in the bundled Font Awesome: the word stands for the icon
    assert "Bluesky: @ada.bsky.social" in text and "X: @ada" in text
    assert "DBLP" in text and "62/1234" not in text  # an id is shown by its label
    assert "Lab page" in text
    scripts = re.findall(r'<script type="application/ld\+json">(.*?)</script>', page, re.S)
    same_as = json.loads(scripts[0])["mainEntity"]["sameAs"]
    assert same_as == [
        "https://orcid.org/0000-0002-1825-0097",
        "https://dblp.org/pid/62/1234.html",
        "https://mastodon.social/@ada",
        "https://bsky.app/profile/ada.bsky.social",
        "https://x.com/ada",
        "https://lab.example.org",
    ]


def test_only_a_korean_page_has_koreans_rules() -> None:
    """``word-break: keep-all`` and no autospace in a Korean page (korean.css);
    a Chinese page breaks between characters, and its bytes are as before."""
    from cvgen.cv.request import CvRequest
    from cvgen.cv.workspace import Workspace

    request = CvRequest(ZILI, date=DAY, locale="ko")
    korean = render_html(Workspace().resolve(request, typeset=False).selected, DAY)
    chinese = render_html(select_cv(ZILI, variant="long-zh").selected, DAY)
    assert '<html lang="ko-KR"' in korean and "학력" in visible_text(korean)
    assert "word-break: keep-all" in korean and "text-autospace: no-autospace" in korean
    assert "keep-all" not in chinese and "no-autospace" not in chinese
