"""``cvgen site``: the bundled group's site, built once, then opened in headless
Chromium at a phone's and a desktop's width: every page readable, accessible,
self-contained, its links resolving; the same bytes for the same inputs."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urljoin

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.publications.page import load_page
from cvgen.site.builder import build_site
from tests.browser import Browser, Page, resolve_internal
from tests.conftest import CAMPAIGN, ROOT, campaign_beyond

DAY = PartialDate(2024, 10, 10)
WIDTHS = (360, 1280)
MEMBERS = ("yinmin-zhong", "zhisheng-ye", "zili-zhang")
ABOUT = "We build systems for machine learning.\n\nTraining, serving, scheduling."
ROLES = (  # each member's role: the position, else the degree under way
    "Ph.D. in Computer Science · Peking University",
    "Ph.D. Student in Computer Science · Peking University",
    "Ph.D. Student · Peking University",
)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    build_site(
        out,
        CvRequest(date=DAY),
        profiles_dir=ROOT / "profiles",
        title="Systems Group",
        about=ABOUT,
        jobs=2,
    )
    return out


def pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def test_the_sites_files(site: Path) -> None:
    names = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    for member in MEMBERS:
        assert f"{member}/index.html" in names
        assert f"{member}/{member}-long-2024-10-10.pdf" in names
    assert {"index.html", "publications.html"} <= names


def test_links_are_relative_and_resolve(site: Path) -> None:
    for page in pages(site):
        text = page.read_text(encoding="utf-8")
        hrefs = re.findall(r'href="([^"]+)"', text)
        internal = [h for h in hrefs if not h.startswith(("https:", "http:", "mailto:", "tel:"))]
        assert internal, page
        assert not [h for h in internal if h.startswith("/") or "://" in h], page
        anchors = [h for h in internal if "=" not in h.partition("#")[2]]
        links = [urljoin(page.as_uri(), h) for h in anchors]
        assert resolve_internal(links, site) == [], page
        # a #member=ID link is the publication page's filter: ID must be one it offers
        for target, member in re.findall(r'href="([^"#]+)#member=([^"]+)"', text):
            offered = (page.parent / target).read_text(encoding="utf-8")
            assert f'<option value="{member}">' in offered, (page, member)


def test_the_index_names_every_member_and_links_their_cv_pdf_and_papers(site: Path) -> None:
    index = (site / "index.html").read_text(encoding="utf-8")
    papers = load_page(ROOT / "profiles/publications.yaml").papers
    for member in MEMBERS:
        assert f'href="{member}/index.html"' in index
        assert f'href="{member}/{member}-long-2024-10-10.pdf"' in index
        count = sum(1 for p in papers if any(a.member_id == member for a in p.authors))
        assert f'href="publications.html#member={member}">{count} papers</a>' in index
    assert "<h1>Systems Group</h1>" in index and f"{len(papers)} papers" in index
    # every card says what its member is: the position, else the degree under way
    positions = re.findall(r'<p class="position">([^<]*)</p>', index)
    assert positions == list(ROLES)


def test_a_cv_page_links_home_the_publications_and_its_pdf(site: Path) -> None:
    page = (site / "zili-zhang/index.html").read_text(encoding="utf-8")
    assert '<a href="../index.html">All members</a>' in page
    assert '<a href="../publications.html">Publications</a>' in page
    assert 'href="zili-zhang-long-2024-10-10.pdf" download' in page


def test_same_inputs_same_bytes(site: Path, tmp_path: Path) -> None:
    build_site(
        tmp_path,
        CvRequest(date=DAY),
        profiles_dir=ROOT / "profiles",
        title="Systems Group",
        pdf=False,
    )
    for page in pages(tmp_path):
        if page.name == "index.html" and page.parent != tmp_path:
            # a CV page without its PDF has no link to it: the rest is the same
            built = (site / page.relative_to(tmp_path)).read_text(encoding="utf-8")
            assert re.sub(r"<a[^>]*\.pdf\"[^>]*>[^<]*</a> ?", "", built).count("<section") == (
                page.read_text(encoding="utf-8").count("<section")
            )
        else:
            same = (site / page.relative_to(tmp_path)).read_bytes() == page.read_bytes()
            assert same or page.name == "index.html", page
    again = tmp_path / "again"
    build_site(
        again, CvRequest(date=DAY), profiles_dir=ROOT / "profiles", title="Systems Group", pdf=False
    )
    for page in pages(tmp_path):
        if again not in page.parents:
            assert (again / page.relative_to(tmp_path)).read_bytes() == page.read_bytes()


@pytest.mark.parametrize("width", WIDTHS)
def test_every_page_in_the_browser(site: Path, browser: Browser, width: int) -> None:
    """No horizontal scrolling, no console error, nothing failing to load, the
    embedded fonts in use, no serious accessibility violation (axe-core, 0.5-1 s
    a page: at a phone's width here, at a desktop's in the campaign's
    test_every_page_is_accessible_at_a_desktops_width); a screenshot each."""
    for path in pages(site):
        name = "index" if path.parent == site else path.parent.name
        name = path.stem if path.parent == site and path.stem != "index" else name
        with browser.open(path, width=width) as page:
            assert not page.horizontal_overflow(), f"{path}: {page.horizontal_overflow()}"
            assert page.console_errors == [], path
            assert page.failed_requests == [], path
            assert all(page.images().values()), path
            links = page.links()
            assert resolve_internal([u for u in links if "=" not in u], site) == [], path
            if path.name == "index.html":
                assert {"cvgen-body", "cvgen-head"} <= page.fonts_loaded(), path
            if width == min(WIDTHS):
                assert_accessible(page, path)
            page.keep_screenshot(f"site-{name}-{width}.png")


def assert_accessible(page: Page, path: Path) -> None:
    serious = [v for v in page.axe() if v.impact in ("serious", "critical")]
    assert serious == [], f"{path}: " + "; ".join(map(str, serious))


@CAMPAIGN
def test_every_page_is_accessible_at_a_desktops_width(site: Path, browser: Browser) -> None:
    for path in pages(site):
        with browser.open(path, width=max(WIDTHS)) as page:
            assert_accessible(page, path)


_UNCOVERED = """[...document.querySelectorAll('nav a')].map(e => {
  const r = e.getBoundingClientRect();
  return r.width > 0 && e.contains(document.elementFromPoint(r.left + r.width / 2,
                                                             r.top + r.height / 2)); })"""
_MEMBERS_SHOWN = """[...document.querySelectorAll('.member')].map(m => [
  m.querySelector('h3').innerText, m.querySelector('.position').innerText,
  [...m.querySelectorAll('.links a')].map(a => [a.innerText, a.getAttribute('href'),
    a.getBoundingClientRect().width > 0])])"""


@pytest.mark.parametrize("width", WIDTHS)
def test_the_front_page_shows_the_group_and_its_members(
    site: Path, browser: Browser, width: int
) -> None:
    """The group's name and about text, every member with their role and the way
    to their web CV, PDF and papers, a navigation to the members and papers."""
    with browser.open(site / "index.html", width=width) as page:
        assert page.evaluate("document.querySelector('h1').innerText") == "Systems Group"
        about = page.evaluate("[...document.querySelectorAll('.about')].map(p => p.innerText)")
        assert about == ABOUT.split("\n\n")
        nav = page.evaluate("[...document.querySelectorAll('nav a')].map(a => a.innerText)")
        assert nav == ["All members", "Publications"]
        shown = page.evaluate(_MEMBERS_SHOWN)
        assert page.evaluate(_UNCOVERED) == [True, True]  # the navigation: shown, not covered
    papers = load_page(ROOT / "profiles/publications.yaml").papers
    names = ("Yinmin Zhong", "Zhisheng Ye", "Zili Zhang")
    for (name, role, links), member, want_name, want_role in zip(
        shown, MEMBERS, names, ROLES, strict=True
    ):
        count = sum(1 for p in papers if any(a.member_id == member for a in p.authors))
        assert (name, role) == (want_name, want_role)
        assert links == [
            ["CV", f"{member}/index.html", True],
            ["PDF", f"{member}/{member}-long-2024-10-10.pdf", True],
            [f"{count} papers", f"publications.html#member={member}", True],
        ]


def test_a_members_papers_link_filters_the_publication_page(site: Path, browser: Browser) -> None:
    papers = load_page(ROOT / "profiles/publications.yaml").papers
    wanted = sum(1 for p in papers if any(a.member_id == "zhisheng-ye" for a in p.authors))
    url = (site / "publications.html").as_uri() + "#member=zhisheng-ye"
    with browser.open(url, width=360) as page:
        shown = page.evaluate(
            "[...document.querySelectorAll('article.paper')].filter(a => a.offsetParent).length"
        )
        assert shown == wanted
        assert page.console_errors == []


@pytest.mark.usefixtures("fonts_not_embedded")  # counts entries, reads no font
def test_a_members_page_shows_what_their_pdf_shows(tmp_path: Path) -> None:
    """Held to one page, a PDF drops entries; the member's page leaves them out too."""
    import shutil

    from pypdf import PdfReader

    profiles = tmp_path / "profiles"  # one member: the one the test reads
    shutil.copytree(ROOT / "profiles", profiles, ignore=shutil.ignore_patterns("yinmin-*", "zhi*"))
    with (profiles / "variants.yaml").open("a", encoding="utf-8") as variants:
        variants.write("  onepage:\n    extends: long\n    max_pages: 1\n")
    onepage = CvRequest(variant="onepage", date=DAY)
    build_site(tmp_path / "with", onepage, profiles_dir=profiles)
    build_site(tmp_path / "without", onepage, profiles_dir=profiles, pdf=False)
    [pdf] = (tmp_path / "with" / "zili-zhang").glob("*.pdf")
    assert len(PdfReader(pdf).pages) == 1
    page = (tmp_path / "with" / "zili-zhang" / "index.html").read_text(encoding="utf-8")
    every = (tmp_path / "without" / "zili-zhang" / "index.html").read_text(encoding="utf-8")
    assert page.count("<li") + page.count("<article") < every.count("<li") + every.count("<article")


@pytest.fixture(scope="module")
def chinese_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site with ``locale="zh"``, ``theme="classic"``, without PDFs."""
    out = tmp_path_factory.mktemp("site-zh")
    build_site(
        out,
        CvRequest(date=DAY, theme="classic", locale="zh"),
        profiles_dir=ROOT / "profiles",
        pdf=False,
    )
    return out


# a phone's width in make test (where Chinese lines break and overflow); the
# desktop's in the campaign, the English site's pages keep it in make test
@pytest.mark.parametrize("width", campaign_beyond(WIDTHS, 360))
def test_a_site_in_chinese_and_another_theme_in_the_browser(
    chinese_site: Path, browser: Browser, width: int
) -> None:
    """``locale="zh"``, ``theme="classic"``: every page in Chinese, readable on a
    phone and a desktop, accessible, its links resolving."""
    out = chinese_site
    for path in pages(out):
        with browser.open(path, width=width) as page:
            assert page.evaluate("document.documentElement.lang") == "zh-CN", path
            assert not page.horizontal_overflow(), f"{path}: {page.horizontal_overflow()}"
            assert page.console_errors == [] and page.failed_requests == [], path
            links = page.links()
            assert resolve_internal([u for u in links if "=" not in u], out) == [], path
            serious = [v for v in page.axe() if v.impact in ("serious", "critical")]
            assert serious == [], f"{path}: " + "; ".join(map(str, serious))
            name = path.stem if path.parent == out else path.parent.name
            page.keep_screenshot(f"site-zh-{name}-{width}.png")


def test_the_front_page_shows_members_photos(tmp_path: Path, browser: Browser) -> None:
    """A member's photo on their card as their CV page embeds it, its alt text
    their name; the others' initials in its place, hidden from screen readers
    (their name follows); accessible at both widths. Without any photo, no
    card changes (the bundled site's bytes: bench/digests.py)."""
    import shutil

    from tests.images import png_bytes

    profiles = tmp_path / "profiles"
    shutil.copytree(ROOT / "profiles", profiles)
    (profiles / "zili.png").write_bytes(png_bytes(60, 80))
    zili = profiles / "zili-zhang.yaml"
    zili.write_text("photo: zili.png\n" + zili.read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "site"
    build_site(out, CvRequest(date=DAY), profiles_dir=profiles, pdf=False)
    index = (out / "index.html").read_text(encoding="utf-8")
    cv_page = (out / "zili-zhang" / "index.html").read_text(encoding="utf-8")
    [src] = re.findall(r'<img class="avatar" src="([^"]+)" alt="Zili Zhang"', index)
    assert f'src="{src}"' in cv_page  # the CV page's own photo
    for width in WIDTHS:
        with browser.open(out / "index.html", width=width) as page:
            shown = page.evaluate(
                "[...document.querySelectorAll('.member')].map(m => { const a ="
                " m.querySelector('.avatar'); return [a.tagName, a.getAttribute('alt') ||"
                " a.innerText, a.getBoundingClientRect().width > 0]; })"
            )
            assert shown == [
                ["SPAN", "YZ", True],
                ["SPAN", "ZY", True],
                ["IMG", "Zili Zhang", True],
            ]
            assert all(page.images().values())
            assert not page.horizontal_overflow(), page.horizontal_overflow()
            serious = [v for v in page.axe() if v.impact in ("serious", "critical")]
            assert serious == [], "; ".join(map(str, serious))
            page.keep_screenshot(f"site-photos-{width}.png")
