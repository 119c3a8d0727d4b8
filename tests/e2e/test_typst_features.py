"""The Typst engine shows what the XeLaTeX engine shows: a senior academic's
profile (tests/e2e/academic/) with a photo, the new contacts, two positions at
one employer, papers grouped by kind and numbered and the summary line, built
with both engines in each built-in theme and read back with pdftotext; and the
new fields' user text, hostile, shows as written."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from pypdf import PdfReader

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from tests.conftest import ACADEMIC, pdf_text, squash
from tests.e2e.test_typst_engine import HOSTILE
from tests.images import png_bytes
from tests.layoutcheck import check_pdf

DAY = PartialDate(2024, 10, 10)
THEMES = ("awesome", "classic", "margin")


def _profile(folder: Path, change: dict[str, Any] | None = None) -> Path:
    """The academic profile with every feature the Typst engine lacked, changed by ``change``."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(ACADEMIC.parent / "publications.yaml", folder / "publications.yaml")
    (folder / "ada.png").write_bytes(png_bytes(60, 80))
    profile = yaml.safe_load(ACADEMIC.read_text(encoding="utf-8"))
    profile.pop("variants")
    profile["photo"] = "ada.png"
    profile["contacts"].update(
        orcid="0000-0002-1825-0097",
        dblp="62/1234",
        mastodon="@ada@mastodon.social",
        bluesky="ada.bsky.social",
        x="adaquill",
        links=[{"label": "Lab page", "url": "lab.example.org"}],
    )
    profile["experience"].append(
        {
            "organization": "University of Example",
            "role": "Assistant Professor",
            "start": "2013-07",
            "end": "2019-06",
            "bullets": ["Taught systems"],
        }
    )
    profile["style"] = {"summary_line": True, "group_by": "kind", "numbering": "forward"}
    profile.update(change or {})
    path = folder / "ada-quill.yaml"
    path.write_text(yaml.safe_dump(profile, allow_unicode=True, sort_keys=False), "utf-8")
    return path


def _build(profile: Path, out: Path, engine: str, theme: str | None = None) -> Path:
    request = CvRequest(profile, date=DAY, theme=theme, engine=engine)  # type: ignore[arg-type]
    pdf = build_cv(request, BuildOptions(out_dir=out, force=True)).pdf
    assert pdf is not None
    return pdf


def _words(pdf: Path) -> set[str]:
    """The PDF's words, the contacts' separators aside."""
    return set(pdf_text(pdf).split()) - {"|", "\u25ca"}


@pytest.fixture(scope="module")
def profile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _profile(tmp_path_factory.mktemp("ada"))


@pytest.mark.parametrize("theme", THEMES)
def test_typst_shows_the_words_xelatex_shows(profile: Path, theme: str, tmp_path: Path) -> None:
    typst = _build(profile, tmp_path / "typst", "typst", theme)
    xelatex = _build(profile, tmp_path / "xelatex", "xelatex", theme)
    words = _words(typst)
    assert words == _words(xelatex)
    # the page as a reader sees it: nothing the XeLaTeX twin does not do too
    # (its underlined names read as text on a rule, its wide gaps as empty lines)
    kinds = {p.kind for p in check_pdf(typst).problems}
    assert kinds <= {p.kind for p in check_pdf(xelatex).problems}, str(check_pdf(typst))
    text = squash(pdf_text(typst))
    for shown in (
        # section summaries, the service's group headings
        "Total as PI: USD 550,000 + EUR 1,500,000",
        "Papers reviewed: 12 (as of October 2024)",
        "Program Committees",
        "Department Service",
        # papers grouped and numbered
        "Conference Papers",
        "[C1]",
        # the summary line under the header
        "Publications: 3",
        # the new contacts: DBLP by its label, Bluesky by its word
        "DBLP",
        "@ada@mastodon.social",
        "Bluesky: @ada.bsky.social",
        "Lab page",
    ):
        assert shown in text, shown
    assert "62/1234" not in text  # an id shown by its label
    # two positions at one employer: it is named once, each role with its dates
    assert text.count("University of Example") == pdf_text(xelatex).count("University of Example")
    assert text.index("Associate Professor") < text.index("Assistant Professor")
    assert "Jul. 2013 - Jun. 2019" in text
    # the photo, an image on the first page
    objects = PdfReader(typst).pages[0]["/Resources"].get("/XObject") or {}
    subtypes = [str(o.get_object()["/Subtype"]) for o in objects.values()]
    assert "/Image" in subtypes


@pytest.mark.parametrize("theme", THEMES)
def test_in_chinese_the_same_characters(profile: Path, theme: str, tmp_path: Path) -> None:
    """Chinese lines break elsewhere (no spaces to split words at), so the
    characters are counted: the contacts' words in Chinese (邮箱) too."""

    def characters(engine: str) -> Counter[str]:
        request = CvRequest(profile, date=DAY, theme=theme, locale="zh", engine=engine)  # type: ignore[arg-type]
        pdf = build_cv(request, BuildOptions(out_dir=tmp_path / engine, force=True)).pdf
        assert pdf is not None
        return Counter(c for c in pdf_text(pdf) if not c.isspace() and c not in "|\u25ca")

    typst = characters("typst")
    assert typst == characters("xelatex")
    if theme == "classic":  # its contacts are words
        assert typst["邮"] and typst["箱"]


HOSTILE_FIELDS = {
    "grant title": ("grants", 0, "title"),
    "talk event": ("talks", 0, "event"),
    "student thesis": ("supervision", 0, "thesis"),
}


@pytest.mark.parametrize("theme", THEMES)
def test_the_new_fields_hostile_text_shows_as_written(theme: str, tmp_path: Path) -> None:
    """Typst syntax in a grant's title, a talk's event, a student's thesis and
    a custom link's label: escaped, shown as written, nothing read."""
    profile = yaml.safe_load(ACADEMIC.read_text(encoding="utf-8"))
    texts = dict(zip(HOSTILE_FIELDS, HOSTILE, strict=False))
    for name, (section, index, key) in HOSTILE_FIELDS.items():
        profile[section][index][key] = texts[name]
    label = HOSTILE[len(HOSTILE_FIELDS)]
    change = {
        "grants": profile["grants"],
        "talks": profile["talks"],
        "supervision": profile["supervision"],
        "contacts": {"email": "ada@example.org", "links": [{"label": label, "url": "a.org"}]},
    }
    pdf = _build(_profile(tmp_path / "ada", change), tmp_path / "out", "typst", theme)
    text = "".join(pdf_text(pdf).split())
    assert "root:" not in text
    for hostile in [*texts.values(), label]:
        assert "".join(hostile.split()) in text, hostile
