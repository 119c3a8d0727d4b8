"""The awards, volunteer posts and projects cvgen's export writes for grants,
service and supervision read back into them: the round trip of a profile with
all four academic sections keeps what the export wrote; an award that is not
plainly a grant stays an honour, a volunteer post that is no service role
stays volunteering."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvgen.importers.jsonresume.sections import read_sections
from cvgen.sources.loader import load_profile
from tests.conftest import ROOT
from tests.importers.jsonresume.test_documents import DAY, round_trip
from tests.importers.jsonresume.test_importer import cvgen
from tests.importers.rendercv.test_entries import reader_of

ADA = ROOT / "tests/e2e/academic/profiles/ada-quill.yaml"


def test_the_four_sections_round_trip(tmp_path: Path) -> None:
    first, second = round_trip(ADA, tmp_path)
    # export -> import -> export: the same document (the papers' venues are the
    # publication importer's to name, as for every import)
    first.pop("publications"), second.pop("publications")
    assert second == first
    again = load_profile(tmp_path / "again/ada-quill.yaml").profile
    original = load_profile(ADA).profile
    # what the export writes of each entry comes back in its field
    grant_fields = ("title", "funder", "programme", "role", "amount", "currency", "share", "start")
    assert [g.model_dump(include=set(grant_fields)) for g in again.grants] == [
        g.model_dump(include=set(grant_fields)) for g in original.grants
    ]
    talk_fields = {"title", "kind", "keynote", "event", "host", "start"}
    assert [t.model_dump(include=talk_fields) for t in again.talks] == [
        t.model_dump(include=talk_fields) for t in original.talks
    ]
    person_fields = {"name", "level", "co_advisor", "thesis", "placement", "start"}
    assert [p.model_dump(include=person_fields) for p in again.supervision] == [
        p.model_dump(include=person_fields) for p in original.supervision
    ]
    service_fields = {"kind", "role", "venue", "count", "start"}
    assert sorted(str(s.model_dump(include=service_fields)) for s in again.service) == sorted(
        str(s.model_dump(include=service_fields)) for s in original.service
    )  # the export writes them grouped by kind
    assert [h.title for h in again.honors] == [h.title for h in original.honors]
    assert again.custom_sections == []
    awards = first["awards"]
    assert isinstance(awards, list) and len(awards) == len(original.grants) + len(original.honors)


@pytest.mark.parametrize("locale", ["de", "ja", "ko"])
def test_the_exports_words_are_read_in_every_locale(tmp_path: Path, locale: str) -> None:
    out = tmp_path / "ada.json"
    exported = cvgen(
        *("export", str(ADA), "--format", "jsonresume", "--locale", locale, "--date", DAY),
        *("--out", str(out)),
    )
    assert exported.returncode == 0, exported.stderr
    imported = cvgen("import-jsonresume", str(out), "--out", str(tmp_path / "again"))
    assert (imported.returncode, imported.stderr) == (0, "")
    again = load_profile(tmp_path / "again/ada-quill.yaml").profile
    testbed = again.grants[2]  # "役割：研究分担者、金額：USD 1,200,000、配分額：USD 400,000"
    assert (testbed.funder, testbed.programme, testbed.role, testbed.share) == (
        "National Science Foundation",
        "CNS Core",
        "co-PI",
        400000,
    )
    assert [(t.keynote, t.kind) for t in again.talks] == [
        (t.keynote, t.kind) for t in load_profile(ADA).profile.talks
    ]
    assert [s.count for s in again.service if s.kind == "reviewing"] == [12]
    assert again.supervision[0].thesis == "Fair Scheduling of Shared Accelerators"
    assert again.custom_sections == []


def sections_of(tmp_path: Path, document: dict[str, object]) -> tuple[dict[str, object], list[str]]:
    reader = reader_of(tmp_path, json.dumps(document))
    data = read_sections(reader)
    return data, [f"{w.path}: {w.message}" for w in reader.warnings]


def test_an_award_is_a_grant_only_when_plainly_one(tmp_path: Path) -> None:
    data, warnings = sections_of(
        tmp_path,
        {
            "awards": [
                {
                    "title": "Graduate Research Fellowship",
                    "awarder": "National Science Foundation",
                    "date": "2016",
                    "summary": "$138,000 fellowship funding",
                },
                {"title": "Best Paper", "awarder": "ACM", "date": "2020", "summary": "$1,000"},
                {"title": "Travel Grant", "awarder": "USENIX", "date": "2019"},
                {
                    "title": "Seed Grant",
                    "awarder": "Example University, Seed Fund",
                    "date": "2021",
                    "summary": "Role: Co-PI, Amount: USD 20,000",
                },
            ]
        },
    )
    assert data["grants"] == [
        {
            "title": "Graduate Research Fellowship",
            "funder": "National Science Foundation",
            "role": "PI",
            "amount": 138000,
            "currency": "USD",
            "start": "2016",
            "bullets": ["fellowship funding"],
        },
        {
            "title": "Seed Grant",
            "funder": "Example University",
            "programme": "Seed Fund",
            "role": "co-PI",
            "amount": 20000,
            "currency": "USD",
            "start": "2021",
        },
    ]
    # a prize's amount says no grant; a grant without an amount may be a travel award
    assert [h["title"] for h in data["honors"]] == ["Best Paper", "Travel Grant"]
    assert warnings == [
        "awards[0].summary: read as a grant (an amount and a grant's words); "
        "its role is taken as PI"
    ]


def test_a_volunteer_post_is_service_only_under_a_service_heading(tmp_path: Path) -> None:
    data, warnings = sections_of(
        tmp_path,
        {
            "volunteer": [
                {
                    "organization": "IEEE TPDS",
                    "position": "Reviewer",
                    "summary": "Reviewing",
                    "startDate": "2020",
                    "highlights": ["Reviews: 12", "Outstanding reviewer"],
                },
                {"organization": "Food Bank", "position": "Driver", "summary": "Weekends"},
                {
                    "organization": "DAAD-Ausschuss",
                    "position": "Mitglied",
                    "summary": "Gremienarbeit am Institut",
                },
            ]
        },
    )
    assert data["service"] == [
        {
            "kind": "reviewing",
            "role": "Reviewer",
            "venue": "IEEE TPDS",
            "start": 2020,
            "end": "present",
            "count": 12,
            "bullets": ["Outstanding reviewer"],
        }
    ]
    custom = data["custom_sections"]
    assert isinstance(custom, list)
    assert [(s["title"], [e["title"] for e in s["entries"]]) for s in custom] == [
        ("Volunteering", ["Food Bank", "DAAD-Ausschuss"])
    ]
    assert warnings == []


def test_a_project_with_a_students_level_is_supervision(tmp_path: Path) -> None:
    data, _ = sections_of(
        tmp_path,
        {
            "projects": [
                {
                    "name": "Lin Wei",
                    "type": "Students",
                    "roles": ["Doktorand:in"],  # German: the level words of every locale
                    "startDate": "2019",
                    "endDate": "2024",
                    "highlights": ["Thesis: Fair Shares", "Won a prize"],
                },
                {"name": "Storage Kit", "type": "Software", "roles": ["Maintainer"]},
            ]
        },
    )
    assert data["supervision"] == [
        {
            "name": "Lin Wei",
            "level": "phd",
            "start": 2019,
            "end": 2024,
            "thesis": "Fair Shares",
            "bullets": ["Won a prize"],
        }
    ]
    assert [p["name"] for p in data["projects"]] == ["Storage Kit"]
