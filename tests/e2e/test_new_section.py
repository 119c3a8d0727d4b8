"""A new section through the places docs/adding-a-section.md lists, and nowhere else.

The test stands in for the three files: a model of its entries and a profile
field (``Outreach`` and ``ToyProfile`` here; ``cvgen/model/entries.py`` and
``cvgen/model/profile.py`` in the code) and one :class:`Section` registered in
``cvgen.cv.sections.SECTIONS``. Every output then shows the section: the LaTeX
view (and the PDF XeLaTeX makes of it), the web page, the Markdown and JSON Resume exports,
the diff, ``cvgen list``'s counts, and the select stage's rules.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import Field

from cvgen.cv import sections
from cvgen.cv.document import cv_document
from cvgen.cv.merge import ResolvedCV
from cvgen.cv.sections import Kind, Section, labelled
from cvgen.cv.selection import SelectedCV, select_variant
from cvgen.cv.variants import Variant
from cvgen.diff.entries import section_entries
from cvgen.diff.match import diff_cvs
from cvgen.model import BulletItem, Dated, Profile, SectionRule, Text
from cvgen.model.dates import PartialDate
from cvgen.pipeline.listing import section_items
from cvgen.render.html.document import render_html
from cvgen.render.jsonresume.export import to_jsonresume
from cvgen.render.latex.escape import tex
from cvgen.render.latex.render import render_view
from cvgen.render.latex.view import build_view
from cvgen.render.markdown.export import to_markdown
from cvgen.sources.locales import builtin_locale
from cvgen.tex.compile import compile_pdf
from tests.conftest import pdf_text, squash

DAY = PartialDate(2024, 10, 10)


class Outreach(Dated):  # model/entries.py: the entry
    title: Text
    event: Text = ""
    location: Text = ""
    audience: Text = ""
    bullets: list[BulletItem] = Field(default_factory=list)


class ToyProfile(Profile):  # model/profile.py: the field (and "outreach" in SectionName)
    outreach: list[Outreach] = Field(default_factory=list)


OUTREACH = Section(  # cv/sections.py: the declaration
    "outreach",
    Kind.ENTRIES,
    "outreach",
    identity=("title", "event", "start"),
    title="title",
    role="event",
    lines=(labelled("audience"),),
)
# model/locale.py and locales/*.yaml: the heading and the label, in every language
_EN = builtin_locale()
WORDS = _EN.model_copy(
    update={
        "sections": _EN.sections.model_copy(update={"outreach": "Public Outreach"}),
        "labels": _EN.labels.model_copy(update={"audience": "Audience"}),
    }
)


@pytest.fixture(autouse=True)
def _registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(sections.SECTIONS, "outreach", OUTREACH)
    yield


def _cv(audience: str = "Charles Babbage") -> ResolvedCV:
    profile = ToyProfile.model_validate(
        {
            "name": "Ada Lovelace",
            "experience": [{"organization": "Analytical Society", "role": "Member"}],
            "outreach": [
                {
                    "title": "On the *Analytical Engine*",
                    "event": "Royal Society",
                    "location": "London",
                    "audience": audience,
                    "start": "1843-07",
                    "bullets": ["Notes A to G", "The first program"],
                },
                {"title": "Looms & Numbers", "event": "Turin Academy", "start": 1840},
            ],
        }
    )
    return ResolvedCV("ada-lovelace", profile, ())


VARIANT = Variant(name="toy", sections=("experience", "outreach"))


def _selected(cv: ResolvedCV | None = None, variant: Variant = VARIANT) -> SelectedCV:
    return select_variant(cv or _cv(), variant, locale=WORDS)


def test_the_latex_view_and_the_pdf_show_it(tmp_path: Path) -> None:
    view = build_view(_selected(), DAY)
    [outreach] = [s for s in view["sections"] if s["id"] == "outreach"]
    assert outreach["title"] == (tex("Pub"), tex("lic Outreach"))
    first: dict[str, Any] = outreach["entries"][0]
    assert (first["title"], first["role"], first["location"], first["date"]) == (
        r"On the \textit{Analytical Engine}",
        "Royal Society",
        "London",
        "Jul. 1843",
    )
    assert [b["text"] for b in first["bullets"]] == [
        "Audience: Charles Babbage",
        "Notes A to G",
        "The first program",
    ]
    pdf = tmp_path / "toy.pdf"
    pdf.write_bytes(compile_pdf(render_view(view), epoch=0).pdf)
    text = squash(pdf_text(pdf))
    for words in ("Public Outreach", "On the Analytical Engine", "Audience: Charles Babbage"):
        assert words in text


def test_the_markdown_export_shows_it() -> None:
    markdown = to_markdown(_selected(), DAY)
    assert (
        "## Public Outreach\n\n"
        "### On the *Analytical Engine*\n\n"
        "Royal Society · London · Jul. 1843\n\n"
        "- Audience: Charles Babbage\n- Notes A to G\n- The first program\n\n"
        "### Looms \\& Numbers\n\nTurin Academy · 1840\n"
    ) in markdown


@pytest.mark.usefixtures("fonts_not_embedded")  # its markup is read, not its fonts
def test_the_web_page_shows_it() -> None:
    page = render_html(_selected(), DAY)
    assert (
        '<section class="section kind-entries" id="outreach" aria-labelledby="outreach-title">\n'
        '<h2 id="outreach-title"><span><span class="accent">Pub</span>lic Outreach</span></h2>'
    ) in page
    assert '<h3 class="title">On the <em>Analytical Engine</em></h3>' in page
    assert '<p class="role">Royal Society</p>' in page
    assert '<span class="place">London</span>' in page
    assert '<span class="dates">Jul. 1843</span>' in page
    assert '<li class="line">Audience: Charles Babbage</li>' in page
    assert "<li>Notes A to G</li>" in page


def test_the_json_resume_export_lists_it_as_projects_of_its_kind() -> None:
    document = to_jsonresume(_selected(), DAY)
    assert [(p["name"], p["type"]) for p in document["projects"]] == [
        ("On the Analytical Engine", "Public Outreach"),
        ("Looms & Numbers", "Public Outreach"),
    ]
    assert document["projects"][0]["highlights"][0] == "Audience: Charles Babbage"


def test_the_diff_matches_its_entries_by_their_identity() -> None:
    entries = dict(section_entries(_selected()))
    assert entries["outreach"].title == "Public Outreach"
    assert [e.label for e in entries["outreach"].entries] == [
        "On the Analytical Engine, Royal Society",
        "Looms & Numbers, Turin Academy",
    ]
    diff = diff_cvs(_selected(), _selected(_cv(audience="Mary Somerville")))
    outreach = diff.section("outreach")
    assert outreach is not None
    [change] = outreach.changes
    assert change.kind == "changed"
    assert [(f.field, f.old, f.new) for f in change.fields] == [
        ("audience", "Charles Babbage", "Mary Somerville")
    ]


def test_cvgen_list_counts_it() -> None:
    assert section_items(_cv()) == {"experience": 1, "outreach": 2}


def test_the_variants_rules_select_its_entries() -> None:
    rules = {"outreach": SectionRule(max=1, bullets=1)}
    selected = _selected(variant=Variant(name="toy", sections=VARIANT.sections, rules=rules))
    [item] = selected.profile.outreach  # type: ignore[attr-defined]
    assert item.title == "On the *Analytical Engine*" and len(item.bullets) == 1
    droppable = [str(ref) for ref in selected.candidates if ref.section == "outreach"]
    assert droppable == ["outreach: On the Analytical Engine (1843)"]  # for the page budget


def test_the_document_lists_it_once_for_every_output() -> None:
    """Every output lays out the CV's document (a new kind, not a new section of
    a known kind, needs a branch in each template: tests/cv/test_document.py)."""
    [outreach] = [s for s in cv_document(_selected()).sections if s.id == "outreach"]
    assert outreach.title == "Public Outreach"
    assert [e.title.plain() for e in outreach.entries] == [
        "On the Analytical Engine",
        "Looms & Numbers",
    ]
