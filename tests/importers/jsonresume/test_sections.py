"""The sections of a JSON Resume document as profile data: the full test
document section by section, then the edge cases."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.importers.jsonresume.sections import read_sections
from cvgen.model import Profile
from cvgen.sources.jsonsource import load_json
from tests.importers.jsonresume.test_fields import reader_for

FULL = Path("tests/jsonresume/full.resume.json")


@pytest.fixture(scope="module")
def full() -> tuple[dict[str, Any], ResumeReader]:
    reader = ResumeReader(load_json(FULL))
    return read_sections(reader), reader


def test_the_full_document_is_a_valid_profile(full: tuple[dict[str, Any], ResumeReader]) -> None:
    data, reader = full
    assert reader.problems == []
    profile = Profile.model_validate(data)
    assert profile.name == "Nadia Verhoeven"
    assert list(data) == [
        *("name", "position", "address", "contacts", "summary", "research_interests"),
        *("education", "experience", "teaching", "projects", "honors", "skills", "languages"),
        *("interests", "custom_sections"),
    ]


def test_work_is_experience(full: tuple[dict[str, Any], ResumeReader]) -> None:
    assert full[0]["experience"] == [
        {
            "organization": "[Tidewater Labs](https://tidewater.example.org)",
            "role": "Postdoctoral Researcher",
            "location": "Amsterdam, Netherlands",
            "start": "2023-10",
            "end": "present",  # no endDate: ongoing
            "bullets": [
                "Leads the work on tiered storage for training data.",  # the summary
                r"Cut p99 read latency by 40% with \*two\* tricks & a \[cache\]",
                "Mentored four Ph.D. students",
            ],
        },
        {
            "organization": "Kelpie Systems",
            "role": "Research Intern",
            "location": "Rotterdam, Netherlands",
            "start": "2021-06-01",
            "end": "2021-09-30",
            "bullets": ["Prototyped a log-structured object cache"],
        },
    ]


def test_education_honours_and_teaching(full: tuple[dict[str, Any], ResumeReader]) -> None:
    data = full[0]
    assert data["education"][0] == {
        "institution": "[Delft University of Technology](https://www.tudelft.nl)",
        "degree": "Ph.D. in Computer Science",
        "start": "2019-09",
        "end": "2023-09",
        "gpa": "cum laude",
        "courses": ["Distributed Systems", "Storage Systems"],
    }
    assert data["honors"] == [
        {
            "title": "Best Paper Award",
            "year": 2024,
            "issuer": "Symposium on Networked Systems",
            "rank": "for Tiered Prefetching",
        },
        {"title": "Rubicon Fellowship", "year": 2023, "issuer": "Dutch Research Council"},
    ]
    assert data["teaching"] == [
        {
            "course": "Distributed Systems",
            "institution": "Delft University of Technology",
            "role": "Teaching Assistant",
            "start": "2020-02",
            "end": "2020-06",
            "bullets": ["Ran the lab sessions."],
        }
    ]
    assert data["projects"] == [
        {
            "name": "kelpfs",
            "role": "Maintainer",
            "location": "Tidewater Labs",
            "url": "https://github.com/nverhoeven/kelpfs",
            "start": "2022-03",
            "end": "2024-12",
            "description": "A user-space file system for training data.",
            "bullets": ["Used by three labs", "Keywords: Rust, FUSE"],
        }
    ]


def test_skills_languages_interests(full: tuple[dict[str, Any], ResumeReader]) -> None:
    data = full[0]
    assert data["skills"] == {
        "Programming (Expert)": ["C++", "Rust", "Python"],
        "Systems": ["Linux", "Kubernetes"],
        "Skills": ["Technical writing (Advanced)"],  # a skill without keywords
    }
    assert data["languages"] == [
        {"name": "Dutch", "level": "Native speaker"},
        {"name": "English", "level": "Fluent"},
    ]
    assert data["research_interests"] == ["Storage systems", "Machine learning systems"]
    assert data["interests"] == ["Sailing (dinghies, navigation)"]


def test_volunteering_and_certificates_are_custom_sections(
    full: tuple[dict[str, Any], ResumeReader],
) -> None:
    assert full[0]["custom_sections"] == [
        {
            "title": "Volunteering",
            "entries": [
                {
                    "title": "[Open Benchmarks Foundation](https://openbench.example.org)",
                    "subtitle": "Program Committee Member",
                    "start": 2022,
                    "end": 2024,
                    "bullets": [
                        "Reviewed artifact submissions.",
                        "Chaired the artifact track in 2024",
                    ],
                }
            ],
        },
        {
            "title": "Certificates",
            "entries": [
                {
                    "title": "[Certified Kubernetes Administrator]"
                    "(https://www.cncf.io/certification/cka/)",
                    "subtitle": "CNCF",
                    "start": "2022-11-05",
                }
            ],
        },
    ]


def test_what_is_left_out_is_said(full: tuple[dict[str, Any], ResumeReader]) -> None:
    assert [str(w) for w in full[1].warnings] == [
        f"{FULL}:6:5: warning: basics.image: left out: cvgen has no place for it",
        f"{FULL}:30:7: warning: work[0].description: left out: cvgen has no place for it",
        f"{FULL}:150:15: warning: projects[0].type: left out: cvgen has no project type "
        "('application')",
        f"{FULL}:137:5: warning: references[0]: left out: cvgen has no references section "
        "(a CV says 'references on request'; add a custom section by hand to list them)",
    ]


def _read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: Any) -> ResumeReader:
    reader = reader_for(tmp_path, data, monkeypatch)
    reader.warnings.clear()
    read_sections(reader)
    return reader


def test_a_range_that_ends_before_it_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reader = _read(tmp_path, monkeypatch, {"work": [{"startDate": "2020", "endDate": "2019-05"}]})
    assert reader.problems == []
    assert [str(p) for p in reader.warnings] == [
        "r.json:5:15: warning: work[0].endDate: left out: ends (2019-05) before it starts "
        "(2020) (swap startDate and endDate, or fix the year)",
        "r.json:3:3: warning: work[0]: left out: an entry needs its name or position (add name)",
    ]


def test_odd_entries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    reader = reader_for(
        tmp_path,
        {
            "awards": [{"title": "Undated"}],
            "work": [{"name": "Acme", "url": "not a (url)"}],
            "extra": {"a": 1},
        },
        monkeypatch,
    )
    data = read_sections(reader)
    assert data == {"experience": [{"organization": "Acme", "role": ""}]}
    assert [str(w) for w in reader.warnings] == [
        "r.json:13:2: warning: extra: left out: not a section of JSON Resume "
        "(did you mean 'meta'?)",
        "r.json:10:11: warning: work[0].url: left out: not a link cvgen can show "
        "(check the address)",
        "r.json:3:3: warning: awards[0]: left out: cvgen needs the year of an honour (add date)",
    ]


def test_a_languages_skill_beside_spoken_languages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = {
        "skills": [{"name": "Languages", "keywords": ["Python", "Rust"]}],
        "languages": [{"language": "English", "fluency": "Native"}],
    }
    data = read_sections(reader_for(tmp_path, document, monkeypatch))
    assert data["skills"] == {"Programming languages": ["Python", "Rust"]}
    assert data["languages"] == [{"name": "English", "level": "Native"}]
    alone = read_sections(reader_for(tmp_path, {"skills": document["skills"]}, monkeypatch))
    assert alone["skills"] == {"Languages": ["Python", "Rust"]}  # no second row to tell apart


def test_talks_come_back_as_talks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Projects of type "talks" (as cvgen's export writes a talk) are talks again."""
    talk = {"name": "Serving at Scale", "entity": "SOSP 2024", "startDate": "2024-09"}
    talk |= {"endDate": "2024-09", "url": "https://example.org/s.pdf", "type": "talks"}
    contributed = {"name": "Caching", "roles": ["Contributed"], "type": "talks"}
    projects = [{**talk, "roles": ["Keynote"]}, contributed, {"type": "talks"}]
    reader = reader_for(tmp_path, {"projects": projects}, monkeypatch)
    data = read_sections(reader)
    assert data == {
        "talks": [
            {
                "title": "Serving at Scale",
                "keynote": True,
                "event": "SOSP 2024",
                "slides": "https://example.org/s.pdf",
                "start": "2024-09",
            },
            {"title": "Caching", "kind": "contributed"},
        ]
    }
    assert Profile.model_validate({"name": "A", **data}).talks[0].keynote
    assert [str(w).split(": warning: ")[1] for w in reader.warnings] == [
        "projects[2]: left out: a talk needs its name (add name)"
    ]
