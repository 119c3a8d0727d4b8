"""RenderCV's sections by their entries' type and title: where each lands, the
headings and the order kept, two sections joined with a warning."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.importers.rendercv.sections import normalize_title, read_sections, section_title
from tests.importers.rendercv.test_entries import reader_of


@pytest.mark.parametrize(
    ("key", "title"),
    [
        ("education", "Education"),
        ("selected_talks", "Selected Talks"),
        ("honors_and_awards", "Honors and Awards"),
        ("Research Experience", "Research Experience"),
        ("PhD_students", "PhD_students"),  # not snake_case: as written
    ],
)
def test_rendercv_section_titles(key: str, title: str) -> None:
    assert section_title(key) == title


def test_titles_are_compared_loosely() -> None:
    assert normalize_title("Honors & Awards!") == "honors and awards"
    assert normalize_title("work_experience") == "work experience"


def test_where_each_section_lands(tmp_path: Path) -> None:
    reader = reader_of(
        tmp_path,
        "cv:\n"
        "  sections:\n"
        "    research_experience:\n"
        "      - company: Lab A\n"
        "        position: Intern\n"
        "    Industry Experience:\n"
        "      - company: Acme\n"
        "        position: Engineer\n"
        "    Awards:\n"
        "      - name: Best Poster\n"
        "        date: 2021\n"
        "      - name: Travel Grant\n"
        "        date: 2020\n"
        "        summary: $1,000\n"
        "    Projects:\n"
        "      - name: fsck-ng\n"
        "        summary: A faster checker\n"
        "    Technical Skills:\n"
        "      - label: Languages\n"
        "        details: C, Go\n"
        "    Research Interests:\n"
        "      - Storage, networks\n"
        "    Mentoring:\n"
        "      - bullet: Two undergraduates\n",
    )
    found = read_sections(reader)
    data = found.data
    assert [e["organization"] for e in data["experience"]] == ["Lab A", "Acme"]
    assert "honors" not in data  # a travel grant's amount: the awards stay whole, custom
    assert [(s["title"], [e["title"] for e in s["entries"]]) for s in data["custom_sections"]] == [
        ("Awards", ["Best Poster", "Travel Grant"]),
        ("Mentoring", ["Two undergraduates"]),
    ]
    assert data["projects"] == [{"name": "fsck-ng", "description": "A faster checker"}]
    assert data["skills"] == {"Languages": ["C", "Go"]}  # no spoken languages to tell apart
    assert data["research_interests"] == ["Storage", "networks"]
    assert data["section_titles"] == {
        "experience": "Research Experience",
        "skills": "Technical Skills",
    }
    assert found.order == ["experience", "custom", "projects", "skills", "research_interests"]
    assert [(w.path, w.message) for w in reader.warnings] == [
        (
            "cv.sections.Industry Experience",
            "its entries join those of 'Research Experience' (cvgen has one experience section)",
        ),
        (
            "cv.sections.Mentoring[0]",  # a bullet has no name: it stays as written
            "kept in a custom section: cvgen reads its supervision from NormalEntry entries",
        ),
    ]


def test_a_section_that_is_not_a_list(tmp_path: Path) -> None:
    reader = reader_of(tmp_path, "cv:\n  sections:\n    summary: Just one paragraph.\n")
    assert read_sections(reader).data == {"summary": "Just one paragraph."}
    assert reader.warnings == []
