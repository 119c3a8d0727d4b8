"""The three reports: text for people, Markdown for changelogs, JSON for programs."""

from __future__ import annotations

import json

import click

from cvgen.diff.compare import Comparison
from cvgen.diff.match import Change, CvDiff, FieldChange, SectionDiff
from cvgen.diff.report import format_json, format_markdown, format_text, md, to_json
from cvgen.diff.versions import CvVersion
from tests.diff.test_match import cv

HEADER = SectionDiff(
    "header",
    "Name and contacts",
    (
        Change("removed", "phone", "+1 555 0100"),
        Change("changed", "email", "", (FieldChange("email", "a@x.org", "a@y.org"),)),
    ),
)
PAPERS = SectionDiff(
    "publications",
    "Publications",
    (
        Change("added", "DistTrain: *Disaggregated* [Training]", "preprint, 2024-08"),
        Change(
            "changed",
            "Fast Serving",
            "OSDI'24, 2024-07",
            (
                FieldChange("venue", "preprint", "OSDI'24"),
                FieldChange("bullet", None, "new point"),
                FieldChange("rank", "4/200", None),
            ),
            key="fast-serving",
        ),
    ),
)


def comparison(*sections: SectionDiff, notes: tuple[str, ...] = ()) -> Comparison:
    old = CvVersion("old.yaml", "profile", cv(), None)
    new = CvVersion("HEAD:new.yaml", "git", cv(), None)
    return Comparison(old, new, CvDiff(sections, notes))


def test_text_lists_each_section_with_its_counts() -> None:
    text = click.unstyle(format_text(comparison(HEADER, PAPERS, notes=("a note",))))
    assert text.splitlines() == [
        "--- old.yaml (undated, long)",
        "+++ HEAD:new.yaml (undated, long)",
        "note: a note",
        "",
        "Name and contacts: 1 removed, 1 changed",
        "  removed  phone: +1 555 0100",
        "  changed  email: a@x.org -> a@y.org",
        "",
        "Publications: 1 added, 1 changed",
        "  added    DistTrain: *Disaggregated* [Training] (preprint, 2024-08)",
        "  changed  Fast Serving (OSDI'24, 2024-07)",
        "             ~ venue: preprint -> OSDI'24",
        "             + bullet: new point",
        "             - rank: 4/200",
        "",
        "1 added, 1 removed, 2 changed",
    ]


def test_identical_versions_say_so() -> None:
    assert format_text(comparison()).splitlines()[-1] == "no differences"
    assert to_json(comparison())["identical"] is True


def test_markdown_escapes_user_text() -> None:
    text = format_markdown(comparison(HEADER, PAPERS))
    assert "- **changed** email: a@x.org → a@y.org" in text
    assert r"- **added** DistTrain: \*Disaggregated\* \[Training\] (preprint, 2024-08)" in text
    assert "  - venue: preprint → OSDI'24" in text
    assert "  - added bullet: new point" in text
    assert "  - removed rank: 4/200" in text
    assert text.startswith("# Changes to the CV of Ada Lovelace\n")
    assert md("<script>|#") == r"\<script\>\|\#"


def test_json_has_the_documented_shape() -> None:
    data = json.loads(format_json(comparison(HEADER, PAPERS)))
    assert data["format"] == "cvgen-diff/1"
    assert data["old"] == {
        "source": "old.yaml",
        "kind": "profile",
        "name": "Ada Lovelace",
        "date": None,
        "variant": "long",
    }
    assert data["mode"] == "entries"
    assert data["counts"] == {"added": 1, "removed": 1, "changed": 2}
    assert data["sections"][1]["counts"] == {"added": 1, "removed": 0, "changed": 1}
    assert data["sections"][1]["changes"][1] == {
        "kind": "changed",
        "key": "fast-serving",
        "label": "Fast Serving",
        "detail": "OSDI'24, 2024-07",
        "reason": None,
        "content": [],
        "fields": [
            {"field": "venue", "old": "preprint", "new": "OSDI'24"},
            {"field": "bullet", "old": None, "new": "new point"},
            {"field": "rank", "old": "4/200", "new": None},
        ],
    }
