"""A new section through the places docs/adding-a-section.md lists, and nowhere else.

The test stands in for the three files: a model of its entries and a profile
field (``Talk`` and ``ToyProfile`` here; ``cvgen/model/entries.py`` and
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


class Talk(Dated):  # model/entries.py: the entry
    title: Text
    event: Text = ""
    location: Text = ""
    host: Text = ""
    bullets: list[BulletItem] = Field(default_factory=list)


class ToyProfile(Profile):  # model/profile.py: the field (and "talks" in SectionName)
    talks: list[Talk] = Field(default_factory=list)


TALKS = Section(  # cv/sections.py: the declaration
    "talks",
    Kind.ENTRIES,
    "talks",
    identity=("title", "event", "start"),
    title="title",
    role="event",
    lines=(labelled("host"),),
)
# model/locale.py and locales/*.yaml: the heading and the label, in every language
_EN = builtin_locale()
WORDS = _EN.model_copy(
    update={
        "sections": _EN.sections.model_copy(update={"talks": "Invited Talks"}),
        "labels": _EN.labels.model_copy(update={"host": "Host"}),
    }
)


@pytest.fixture(autouse=True)
def _registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(sections.SECTIONS, "talks", TALKS)
    yield


def _cv(host: str = "Charles Babbage") -> ResolvedCV:
    profile = ToyProfile.model_validate(
        {
            "name": "Ada Lovelace",
            "experience": [{"organization": "Analytical Society", "role": "Member"}],
            "talks": [
                {
                    "title": "On the *Analytical Engine*",
                    "event": "Royal Society",
                    "location": "London",
                    "host": host,
                    "start": "1843-07",
                    "bullets": ["Notes A to G", "The first program"],
                },
                {"title": "Looms & Numbers", "event": "Turin Academy", "start": 1840},
            ],
        }
    )
    return ResolvedCV("ada-lovelace", profile, ())


VARIANT = Variant(name="toy", sections=("experience", "talks"))


def _selected(cv: ResolvedCV | None = None, variant: Variant = VARIANT) -> SelectedCV:
    return select_variant(cv or _cv(), variant, locale=WORDS)


def test_the_latex_view_and_the_pdf_show_it(tmp_path: Path) -> None:
    view = build_view(_selected(), DAY)
    [talks] = [s for s in view["sections"] if s["id"] == "talks"]
    assert talks["title"] == (tex("Inv"), tex("ited Talks"))
    first: dict[str, Any] = talks["entries"][0]
    assert (first["title"], first["role"], first["location"], first["date"]) == (
        r"On the \textit{Analytical Engine}",
        "Royal Society",
        "London",
        "Jul. 1843",
    )
    assert [b["text"] for b in first["bullets"]] == [
        "Host: Charles Babbage",
        "Notes A to G",
        "The first program",
    ]
    pdf = tmp_path / "toy.pdf"
    pdf.write_bytes(compile_pdf(render_view(view), epoch=0).pdf)
    text = squash(pdf_text(pdf))
    for words in ("Invited Talks", "On the Analytical Engine", "Host: Charles Babbage"):
        assert words in text


def test_the_markdown_export_shows_it() -> None:
    markdown = to_markdown(_selected(), DAY)
    assert (
        "## Invited Talks\n\n"
        "### On the *Analytical Engine*\n\n"
        "Royal Society · London · Jul. 1843\n\n"
        "- Host: Charles Babbage\n- Notes A to G\n- The first program\n\n"
        "### Looms \\& Numbers\n\nTurin Academy · 1840\n"
    ) in markdown


def test_the_web_page_shows_it() -> None:
    page = render_html(_selected(), DAY)
    assert (
        '<section class="section kind-entries" id="talks" aria-labelledby="talks-title">\n'
        '<h2 id="talks-title"><span><span class="accent">Inv</span>ited Talks</span></h2>'
    ) in page
    assert '<h3 class="title">On the <em>Analytical Engine</em></h3>' in page
    assert '<p class="role">Royal Society</p>' in page
    assert '<span class="place">London</span>' in page
    assert '<span class="dates">Jul. 1843</span>' in page
    assert '<li class="line">Host: Charles Babbage</li>' in page
    assert "<li>Notes A to G</li>" in page


def test_the_json_resume_export_lists_it_as_projects_of_its_kind() -> None:
    document = to_jsonresume(_selected(), DAY)
    assert [(p["name"], p["type"]) for p in document["projects"]] == [
        ("On the Analytical Engine", "Invited Talks"),
        ("Looms & Numbers", "Invited Talks"),
    ]
    assert document["projects"][0]["highlights"][0] == "Host: Charles Babbage"


def test_the_diff_matches_its_entries_by_their_identity() -> None:
    entries = dict(section_entries(_selected()))
    assert entries["talks"].title == "Invited Talks"
    assert [e.label for e in entries["talks"].entries] == [
        "On the Analytical Engine, Royal Society",
        "Looms & Numbers, Turin Academy",
    ]
    diff = diff_cvs(_selected(), _selected(_cv(host="Mary Somerville")))
    talks = diff.section("talks")
    assert talks is not None
    [change] = talks.changes
    assert change.kind == "changed"
    assert [(f.field, f.old, f.new) for f in change.fields] == [
        ("host", "Charles Babbage", "Mary Somerville")
    ]


def test_cvgen_list_counts_it() -> None:
    assert section_items(_cv()) == {"experience": 1, "talks": 2}


def test_the_variants_rules_select_its_entries() -> None:
    rules = {"talks": SectionRule(max=1, bullets=1)}
    selected = _selected(variant=Variant(name="toy", sections=VARIANT.sections, rules=rules))
    [talk] = selected.profile.talks  # type: ignore[attr-defined]
    assert talk.title == "On the *Analytical Engine*" and len(talk.bullets) == 1
    droppable = [str(ref) for ref in selected.candidates if ref.section == "talks"]
    assert droppable == ["talks: On the Analytical Engine (1843)"]  # for the page budget


def test_the_document_lists_it_once_for_every_output() -> None:
    """Every output lays out the CV's document (a new kind, not a new section of
    a known kind, needs a branch in each template: tests/cv/test_document.py)."""
    [talks] = [s for s in cv_document(_selected()).sections if s.id == "talks"]
    assert talks.title == "Invited Talks"
    assert [e.title.plain() for e in talks.entries] == [
        "On the Analytical Engine",
        "Looms & Numbers",
    ]
