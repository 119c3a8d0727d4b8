"""The header end to end, through the command line and real XeLaTeX: a photo
and academic contacts in each theme's PDF, left out by an ATS-safe variant,
the same bytes for the same input, a new build for a changed photo."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from pypdf import PdfReader

from cvgen.cli.main import main
from cvgen.sources.themes import load_theme
from tests.conftest import campaign_beyond, pdf_text, squash
from tests.images import png_bytes

PROFILE = """\
name: Ada Lovelace
position: Analyst
photo: pics/ada.png
contacts:
  email: ada@example.org
  orcid: 0000-0002-1825-0097
  dblp: 62/1234
  semantic_scholar: "1741101"
  mastodon: "@ada@mastodon.social"
  bluesky: ada.bsky.social
  links: [{label: Lab page, url: lab.example.org}]
experience:
  - {organization: Engine Works, role: Principal Analyst, start: 1845-01, bullets: [Notes]}
  - {organization: Engine Works, role: Junior Analyst, start: 1842-05, end: 1844-12}
  - {organization: Royal Society, role: Visitor, start: 1840}
variants:
  ats: {extends: long, photo: false}
  left: {extends: long, style: {dates: left}}
"""


# the pages' markup is read (the photo's rule, its JSON-LD, the contacts' words),
# never their fonts: they are built without (conftest.py: fonts_not_embedded)
pytestmark = pytest.mark.usefixtures("fonts_not_embedded")


def cvgen(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def write_profile(folder: Path) -> Path:
    (folder / "pics").mkdir()
    (folder / "pics/ada.png").write_bytes(png_bytes(60, 80))
    path = folder / "ada-lovelace.yaml"
    path.write_text(PROFILE, encoding="utf-8")
    return path


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    return write_profile(tmp_path)


@pytest.fixture(scope="module")
def themed(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], tuple[Path, Path]]:
    """The profile, and the folder of its long (PDF and page), ats (PDF and
    page) and left (PDF) CVs in a built-in theme, built the first time a test
    asks: the tests of the photo and of the contacts look at the same PDFs."""
    path = write_profile(tmp_path_factory.mktemp("header"))
    built: dict[str, Path] = {}

    def build(theme: str) -> tuple[Path, Path]:
        if theme not in built:
            out = path.parent / theme
            for variant, formats in (("long", "pdf,html"), ("ats", "pdf,html"), ("left", "pdf")):
                args = ("--theme", theme, "--variant", variant, "--format", formats)
                done = cvgen("build", str(path), *args, "--date", "2024-10-10", "--out", str(out))
                assert done.exit_code == 0, done.output
            built[theme] = out
        return path, built[theme]

    return build


def _images(pdf: Path) -> list[str]:
    resources = PdfReader(pdf).pages[0]["/Resources"]
    objects = resources.get("/XObject") or {}
    return [str(o.get_object()["/Subtype"]) for o in objects.values()]


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_each_theme_shows_the_photo_and_labelled_contacts(
    themed: Callable[[str], tuple[Path, Path]], theme: str
) -> None:
    _, out = themed(theme)
    suffix = "" if theme == "awesome" else f"-{theme}"
    pdf = out / f"ada-lovelace-long-2024-10-10{suffix}.pdf"
    assert _images(pdf) == ["/Image"]
    assert _images(out / f"ada-lovelace-ats-2024-10-10{suffix}.pdf") == []
    text = squash(pdf_text(pdf))
    for shown in ("DBLP", "Semantic Scholar", "@ada@mastodon.social", "Lab page"):
        assert shown in text
    assert "Bluesky: @ada.bsky.social" in text  # no glyph in the bundled font: its word
    assert "62/1234" not in text and "1741101" not in text  # ids shown by their labels
    # two positions at one employer: it is named once, each role with its dates
    assert text.count("Engine Works") == 1
    assert text.index("Principal Analyst") < text.index("Junior Analyst") < text.index("Visitor")
    assert "May 1842 - Dec. 1844" in text
    left = squash(pdf_text(out / f"ada-lovelace-left-2024-10-10{suffix}.pdf"))
    assert left.count("Engine Works") == 1 and "Junior Analyst" in left  # dates on the left


# make test: one theme (each theme's photo is an \includegraphics of the same file);
# the campaign: every theme
@pytest.mark.parametrize("theme", campaign_beyond(["awesome", "classic", "margin"], "awesome"))
def test_the_same_photo_and_contacts_give_the_same_bytes(
    themed: Callable[[str], tuple[Path, Path]], tmp_path: Path, theme: str
) -> None:
    profile, out = themed(theme)
    args = ("build", str(profile), "--theme", theme, "--date", "2024-10-10", "--format", "pdf")
    suffix = "" if theme == "awesome" else f"-{theme}"
    pdf = out / f"ada-lovelace-long-2024-10-10{suffix}.pdf"
    again = cvgen(*args, "--force", "--out", str(tmp_path / "again"))
    assert again.exit_code == 0, again.output
    assert (tmp_path / "again" / pdf.name).read_bytes() == pdf.read_bytes()


def test_the_page_and_markdown_group_positions_and_show_the_photo(
    profile: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    built = cvgen(
        "build", str(profile), "--date", "2024-10-10", "--format", "html", "--out", str(out)
    )
    assert built.exit_code == 0, built.output
    page = (out / "ada-lovelace-long-2024-10-10.html").read_text(encoding="utf-8")
    assert page.count('class="photo" src="data:image/png;base64,') == 1
    assert page.count(">Engine Works<") == 1 and page.count("next-role") >= 2
    markdown = cvgen("export", str(profile), "--format", "markdown", "--date", "2024-10-10")
    assert "![Ada Lovelace](<pics/ada.png>)" in markdown.output
    assert "### Engine Works" in markdown.output
    assert "**Junior Analyst** · May 1842 - Dec. 1844" in markdown.output
    assert markdown.output.count("Engine Works") == 1


def test_a_changed_photo_builds_again(profile: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ("build", str(profile), "--date", "2024-10-10", "--format", "pdf", "--out", str(out))
    assert cvgen(*args).exit_code == 0
    assert "up to date" in cvgen(*args).output
    (profile.parent / "pics/ada.png").write_bytes(png_bytes(60, 80, (20, 90, 200)))
    rebuilt = cvgen(*args)
    assert rebuilt.exit_code == 0 and "up to date" not in rebuilt.output, rebuilt.output


def _photo_x(pdf: Path) -> tuple[float, float]:
    """The photo's left edge on the first page, and the page's width (the
    transformation matrix in force where the image is drawn)."""
    page = PdfReader(pdf).pages[0]
    drawn: list[float] = []

    def visit(operator: bytes, args: list[object], cm: list[float], tm: list[float]) -> None:
        if operator == b"Do":
            drawn.append(cm[4])

    page.extract_text(visitor_operand_before=visit)
    assert len(drawn) == 1, drawn
    return drawn[0], float(page.mediabox.width)


def _page_photo(page: str) -> tuple[str, str]:
    """The page's photo rule's float, and its JSON-LD image."""
    rule = page[page.index(".head .photo {") :]
    side = rule[rule.index("float: ") + 7 : rule.index(";")]
    data = json.loads(page[page.index('"application/ld+json">') + 22 : page.index("</script>")])
    return side, data["mainEntity"].get("image", "")


@pytest.mark.parametrize(
    ("theme", "extra"),
    [("awesome", ""), ("classic", ""), ("margin", ""), ("mine", "classic"), ("wide", "margin")],
)
def test_the_page_puts_the_photo_where_the_pdf_does(
    themed: Callable[[str], tuple[Path, Path]], tmp_path: Path, theme: str, extra: str
) -> None:
    """One fact, the theme's look.photo: the PDF's photo and the page's are on
    the same side (a theme of one's own turns the built-in's side over), and
    the page's JSON-LD names the page's own image, unless a variant hides it."""
    if extra:  # a group theme that moves its parent's photo to the left
        profile = write_profile(tmp_path)
        folder = profile.parent / "themes" / theme
        folder.mkdir(parents=True)
        (folder / "theme.yaml").write_text(f"extends: {extra}\nlook: {{photo: left}}\n")
        out = tmp_path / "out"
        args = ("build", str(profile), "--theme", theme, "--date", "2024-10-10", "--out", str(out))
        built = cvgen(*args, "--format", "pdf,html")
        assert built.exit_code == 0, built.output
        hidden = cvgen(*args, "--variant", "ats", "--format", "html")
        assert hidden.exit_code == 0, hidden.output
    else:  # the built-in theme's PDFs and pages, as the contacts' test built them
        profile, out = themed(theme)
    look = load_theme(theme, profile.parent).look
    suffix = "" if theme == "awesome" else f"-{theme}"
    x, width = _photo_x(out / f"ada-lovelace-long-2024-10-10{suffix}.pdf")
    assert (
        ("left" if x < width / 2 else "right")
        == look.photo
        == ("right" if theme in ("classic", "margin") else "left")
    )
    page = (out / f"ada-lovelace-long-2024-10-10{suffix}.html").read_text(encoding="utf-8")
    side, image = _page_photo(page)
    assert side == look.photo
    assert image.startswith("data:image/png;base64,") and f'src="{image}"' in page
    ats = (out / f"ada-lovelace-ats-2024-10-10{suffix}.html").read_text(encoding="utf-8")
    assert 'class="photo"' not in ats and '"image"' not in ats


def _header(pdf: Path) -> tuple[tuple[float, ...], list[tuple[str, float, float]]]:
    """Page 1's photo (x0, top, x1, bottom) and its first lines, down to the
    first section title: each line's text without spaces or case (the engines
    space words differently to a text extractor, and small capitals read as
    capitals from one), its top and its left edge."""
    import pdfplumber

    with pdfplumber.open(pdf) as document:
        page = document.pages[0]
        [image] = page.images
        lines = page.extract_text_lines()[:5]
    box = tuple(round(float(image[k]), 1) for k in ("x0", "top", "x1", "bottom"))
    return box, [(line["text"].replace(" ", "").lower(), line["top"], line["x0"]) for line in lines]


@pytest.mark.parametrize(
    ("theme", "extra"),
    [("awesome", ""), ("classic", ""), ("margin", ""), ("mine", "classic"), ("wide", "margin"),
     ("turned", "awesome")],
)  # fmt: skip
def test_typst_puts_the_photo_where_xelatex_does(
    themed: Callable[[str], tuple[Path, Path]], tmp_path: Path, theme: str, extra: str
) -> None:
    """The photo in both engines: on the side the theme's look.photo says (a
    theme of one's own turns its parent's over), as large, at the same place
    within half a point, and the header's lines beside it within 1.5 pt (the
    theme's cvphotoheader in cvgen.typ, its photo.tex.j2 in LaTeX). A built-in
    theme's XeLaTeX PDF is the one the contacts' test looks at (the same build)."""
    suffix = "" if theme == "awesome" else f"-{theme}"
    name = f"ada-lovelace-long-2024-10-10{suffix}.pdf"
    made = {}
    if extra:
        profile = write_profile(tmp_path)
        folder = profile.parent / "themes" / theme
        folder.mkdir(parents=True)
        side = "right" if extra == "awesome" else "left"
        (folder / "theme.yaml").write_text(f"extends: {extra}\nlook: {{photo: {side}}}\n")
    else:
        profile, latex = themed(theme)
        made["xelatex"] = _header(latex / name)
    look = load_theme(theme, profile.parent).look
    for engine in ("xelatex", "typst"):
        if engine in made:
            continue
        out = tmp_path / engine
        args = ("build", str(profile), "--theme", theme, "--engine", engine, "--out", str(out))
        built = cvgen(*args, "--date", "2024-10-10", "--format", "pdf")
        assert built.exit_code == 0, built.output
        made[engine] = _header(out / name)
    (latex_photo, latex_lines), (typst_photo, typst_lines) = made["xelatex"], made["typst"]
    x, width = _photo_x(tmp_path / "typst" / name)
    assert ("left" if x < width / 2 else "right") == look.photo
    assert all(abs(a - b) <= 0.5 for a, b in zip(latex_photo, typst_photo, strict=True)), (
        latex_photo,
        typst_photo,
    )
    assert [t for t, _, _ in typst_lines[:3]] == [t for t, _, _ in latex_lines[:3]]
    for (text, top, left), (_, y, x0) in zip(latex_lines, typst_lines, strict=True):
        assert abs(y - top) <= 1.5, (text, top, y)
        assert abs(x0 - left) <= 6, (text, left, x0)


@pytest.mark.parametrize(
    ("locale", "engine", "said"),
    [
        ("fr", "xelatex", "Courriel\u00a0: ada@example.org"),
        ("zh", "xelatex", "邮箱：ada@example.org"),
        ("fr", "typst", "Courriel\u00a0: ada@example.org"),
    ],
)
def test_a_header_of_words_says_them_with_the_locales_colon(
    profile: Path, tmp_path: Path, locale: str, engine: str, said: str
) -> None:
    """The classic theme's "Email: ..." in the CV's language: French's space
    before the colon, Chinese's full-width colon, in the PDF (either engine)
    and on the web page."""
    out = tmp_path / "out"
    built = cvgen(
        "build", str(profile), "--theme", "classic", "--locale", locale, "--engine", engine,
        "--date", "2024-10-10", "--format", "pdf,html" if engine == "xelatex" else "pdf",
        "--out", str(out),
    )  # fmt: skip
    assert built.exit_code == 0, built.output
    [pdf] = out.glob("*.pdf")
    text = pdf_text(pdf).replace("\n", " ")
    assert said.replace("\u00a0", " ") in text.replace("\u00a0", " ")
    assert "Courriel:" not in text and "邮箱:" not in text
    if engine == "xelatex":
        page = next(out.glob("*.html")).read_text(encoding="utf-8")
        html = {"fr": "Courriel\u00a0:</span> <a", "zh": "邮箱：</span><a"}[locale]
        assert f'<span class="word">{html}' in page
