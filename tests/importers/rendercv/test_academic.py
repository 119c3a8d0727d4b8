"""Grants, talks, students and service read from RenderCV's entries into the
typed sections (tests/rendercv/Tomas_Berg_CV.yaml: the ways people write them
that Mira Okafor's file does not), and what stays a custom section, warned of."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.importers.profilewrite import ImportedProfile
from cvgen.importers.rendercv.importer import import_rendercv
from cvgen.importers.rendercv.sections import read_sections
from cvgen.model import Profile
from cvgen.sources.loader import load_profile
from tests.conftest import ROOT
from tests.importers.rendercv.test_entries import reader_of

TOMAS = ROOT / "tests/rendercv/Tomas_Berg_CV.yaml"


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> tuple[Profile, ImportedProfile]:
    result = import_rendercv(TOMAS, tmp_path_factory.mktemp("tomas") / "profiles")
    return load_profile(result.profile).profile, result


def test_funding_in_euros_with_the_role_of_the_section(
    imported: tuple[Profile, ImportedProfile],
) -> None:
    erc, council = imported[0].grants
    assert (erc.funder, erc.programme, erc.title, erc.role) == (
        "ERC",
        "Synergy",
        "Verified Distributed Protocols",
        "co-PI",  # "Funding as co-PI"
    )
    assert (erc.amount, erc.currency) == (2400000, "EUR")  # "€2.4M"
    assert [b.text for b in erc.bullets] == ["shared with two other sites"]
    assert (council.funder, council.amount, council.currency) == (
        "Example Research Council",  # its location
        180000,
        "EUR",
    )
    assert [b.text for b in council.bullets] == ["Includes two PhD positions"]


def test_talks_contributed_and_keynote(imported: tuple[Profile, ImportedProfile]) -> None:
    contributed, keynote = imported[0].talks
    assert (contributed.kind, contributed.keynote, contributed.event) == (
        "contributed",
        False,
        "EuroSys 2024",
    )
    assert (keynote.kind, keynote.keynote, keynote.event, keynote.bullets) == (
        "invited",
        True,  # its summary: "Keynote"
        "Example University",
        [],
    )


def test_advisees_and_their_next_step(imported: tuple[Profile, ImportedProfile]) -> None:
    ana, jonas = imported[0].supervision
    assert (ana.name, ana.level, ana.placement) == ("Ana Costa", "postdoc", "Example Labs")
    assert (ana.start and ana.start.iso(), ana.end and ana.end.iso()) == ("2022", "2024")
    assert (jonas.level, jonas.co_advisor, [b.text for b in jonas.bullets]) == (
        "undergraduate",
        "Prof. Eva Lind",
        ["Best thesis prize"],
    )


def test_service_editor_committee_and_department(
    imported: tuple[Profile, ImportedProfile],
) -> None:
    service = imported[0].service
    assert [(s.kind, s.role, s.venue) for s in service] == [
        ("editorial", "Associate Editor", "Journal of Verified Systems"),  # an ExperienceEntry
        ("committee", "PC member", "PODC 2024, DISC 2023"),
        ("department", "Department", "Hiring committee (2022)"),
    ]
    committee = service[1]
    assert (committee.start and committee.start.iso(), committee.end and committee.end.iso()) == (
        "2023",
        "2024",  # the years of its venues
    )


def test_what_cannot_be_typed_stays_custom_with_a_warning(
    imported: tuple[Profile, ImportedProfile],
) -> None:
    profile, result = imported
    custom = {str(s.title): [e.title for e in s.entries] for s in profile.custom_sections}
    assert custom == {"Funding as co-PI": ["Hardware donation"], "Advising": ["Kim Park"]}
    assert [(w.path, w.location and w.location.line) for w in result.warnings] == [
        ("cv.sections.Funding as co-PI[2]", 22),
        ("cv.sections.Advising[2]", 40),
    ]
    assert "a grant needs its funder" in result.warnings[0].message
    assert "a student needs a level" in result.warnings[1].message
    assert profile.section_titles == {
        "grants": "Funding as co-PI",
        "supervision": "Advising",
        "service": "Professional Service",
    }
    assert profile.style.section_order == ["grants", "custom", "talks", "supervision", "service"]


def test_an_entry_of_another_type_stays_custom(tmp_path: Path) -> None:
    reader = reader_of(
        tmp_path,
        "cv:\n"
        "  sections:\n"
        "    Invited Talks:\n"
        "      - Gave many talks, see my website\n"
        "      - name: On Time\n"
        "        date: 2020\n",
    )
    data = read_sections(reader).data
    assert [t["title"] for t in data["talks"]] == ["On Time"]
    assert data["custom_sections"] == [
        {"title": "Invited Talks", "entries": [{"title": "Gave many talks, see my website"}]}
    ]
    assert [(w.path, w.message) for w in reader.warnings] == [
        (
            "cv.sections.Invited Talks[0]",
            "kept in a custom section: cvgen reads its talks from NormalEntry entries",
        )
    ]


def test_an_unknown_grant_role_is_pi_with_a_warning(tmp_path: Path) -> None:
    reader = reader_of(
        tmp_path,
        "cv:\n"
        "  sections:\n"
        "    Grants:\n"
        "      - name: 'NIH R01: Memory of Machines'\n"
        "        summary: '$1.2M'\n",
    )
    (grant,) = read_sections(reader).data["grants"]
    assert grant == {
        "title": "Memory of Machines",
        "funder": "NIH",
        "programme": "R01",
        "role": "PI",
        "amount": 1200000,
        "currency": "USD",
    }
    assert [w.message for w in reader.warnings] == [
        "its role is taken as PI (the entry does not say)"
    ]


def test_more_ways_to_write_them(tmp_path: Path) -> None:
    reader = reader_of(
        tmp_path,
        "cv:\n"
        "  sections:\n"
        "    Grants and Funding:\n"
        "      - name: Google PhD Fellowship\n"
        "        summary: co-PI\n"
        "      - name: 'Scaling Up: Storage for Science'\n"
        "        location: Example Agency\n"
        "        summary: PI\n"
        "      - name: ERC Starting Grant\n"
        "        summary: 'PI, 1.500.000 € (with a $10,000 top-up)'\n"
        "    Invited Talks:\n"
        "      - name: Logs\n"
        "        location: Example University\n"
        "        summary: 'Hosted by Prof. Ada Byron'\n"
        "    PhD Students:\n"
        "      - name: Sam Lee, 2019–2024\n"
        "        highlights: ['Now at: Acme']\n"
        "      - name: Jo Park, M.S., 2020\n"
        "      - name: Ola Berg (PhD, 2016–2018, left)\n",
    )
    data = read_sections(reader).data
    google, scaling, erc = data["grants"]
    assert (scaling["title"], scaling["funder"]) == (
        "Scaling Up: Storage for Science",  # a title's first half, not a funder
        "Example Agency",
    )
    assert (google["funder"], google["title"], google["role"]) == (
        "Google",  # the words before "PhD Fellowship"
        "Google PhD Fellowship",
        "co-PI",
    )
    assert (erc["funder"], "amount" in erc) == ("ERC", False)  # two amounts: neither is taken
    assert erc["bullets"] == ["1.500.000 € (with a $10,000 top-up)"]
    assert data["talks"] == [
        {"title": "Logs", "event": "Example University", "host": "Prof. Ada Byron"}
    ]
    assert data["supervision"] == [
        {"name": "Sam Lee", "level": "phd", "placement": "Acme", "start": 2019, "end": 2024},
        {"name": "Jo Park", "level": "masters", "start": 2020},  # the name's level over the title's
        {"name": "Ola Berg", "level": "phd", "status": "left", "start": 2016, "end": 2018},
    ]
    assert reader.warnings == []
