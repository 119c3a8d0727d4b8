"""``import_rendercv`` on the test CV written in RenderCV's format: every fact
of the file where it lands in the profile and the database, the design,
locale and settings mapped to the nearest, and what has no place warned of."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.errors import InputError
from cvgen.importers.rendercv.importer import import_rendercv
from cvgen.model import Profile
from cvgen.sources.loader import load_database, load_profile
from tests.conftest import ROOT

MIRA = ROOT / "tests/rendercv/Mira_Okafor_CV.yaml"


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> tuple[Profile, Path]:
    folder = tmp_path_factory.mktemp("rendercv") / "profiles"
    result = import_rendercv(MIRA, folder)
    assert result.profile == folder / "mira-okafor.yaml"
    return load_profile(result.profile).profile, folder


def test_the_header_and_socials(imported: tuple[Profile, Path]) -> None:
    profile = imported[0]
    assert (profile.name, profile.position, profile.address) == (
        "Mira Okafor",
        "Assistant Professor of Computer Science",
        "Springfield, USA",
    )
    assert profile.contacts.model_dump(exclude_none=True, exclude={"links"}) == {
        "email": "mira.okafor@example.edu",
        "phone": "+1-555-0100",
        "homepage": "https://mira-okafor.example.org/",
        "github": "mokafor-lab",
        "orcid": "0000-0002-1825-0097",
        "google_scholar": "AbCdEfGAAAAJ",
        "mastodon": "@mira@sigmoid.example",
    }
    assert profile.aliases == ["M. Okafor"]  # the other name in bold in the papers
    assert profile.date is not None and profile.date.iso() == "2025-03-01"


def test_education_experience_and_the_advisor(imported: tuple[Profile, Path]) -> None:
    profile = imported[0]
    phd, bsc = profile.education
    assert (phd.institution, phd.degree, phd.advisor, phd.thesis) == (
        "Example Institute of Technology",
        "PhD in Computer Science",
        "Prof. Grace Hopper",
        "Crash Consistency Without Tears",
    )
    assert [b.text for b in phd.bullets] == ["NSF Graduate Research Fellowship"]
    assert (bsc.degree, bsc.start and bsc.start.iso(), bsc.end and bsc.end.iso()) == (
        "BSc in Electrical Engineering",
        "2010",
        "2014",
    )
    assert [(e.organization, e.role, e.end and e.end.present) for e in profile.experience] == [
        ("Springfield University", "Assistant Professor", True),
        ("Acme Research", "Postdoctoral Researcher", False),
    ]


def test_grants_talks_students_and_service_are_typed(imported: tuple[Profile, Path]) -> None:
    profile = imported[0]
    career, gift = profile.grants
    assert (career.title, career.funder, career.programme, career.role) == (
        "Storage That Tells the Truth",  # "NSF CAREER: ..." -> funder and programme
        "NSF",
        "CAREER",
        "PI",  # "PI, $600,000"
    )
    assert (career.amount, career.currency, career.bullets) == (600000, "USD", [])
    assert (gift.funder, gift.amount, gift.currency) == ("Acme", 50000, "USD")
    assert [b.text for b in gift.bullets] == ["Unrestricted gift"]  # what is left of the line
    seminar, keynote = profile.talks
    assert (seminar.event, seminar.keynote, seminar.start and seminar.start.iso()) == (
        "Example University, Systems Seminar",
        False,
        "2024-10",
    )
    assert (keynote.event, keynote.keynote, keynote.when) == (
        "Workshop on Hot Topics in Storage",
        True,
        "Spring 2023",  # a date cvgen cannot read is shown as written
    )
    lin, priya = profile.supervision
    assert (lin.name, lin.level, lin.thesis, lin.end and lin.end.present) == (
        "Lin Chen",
        "phd",
        "learned replica placement",
        True,  # "2021–"
    )
    assert (priya.name, priya.level, priya.placement) == ("Priya Raman", "masters", "Acme Research")
    assert [(s.kind, s.role, s.venue) for s in profile.service] == [
        ("committee", "PC member", "OSDI 2025, FAST 2024, EuroSys 2023"),
        ("reviewing", "Reviewer", "ACM TOS, IEEE TPDS"),
    ]
    assert profile.service[0].start and profile.service[0].start.iso() == "2023"
    custom = {s.title: s.entries for s in profile.custom_sections}
    assert [(s.title, s.subtitle) for s in custom["Teaching"]] == [
        ("CS 451: Distributed Systems (instructor)", "Springfield University")
    ]
    assert list(custom) == ["Teaching"]


def test_awards_skills_languages_and_the_summary(imported: tuple[Profile, Path]) -> None:
    profile = imported[0]
    assert [(h.title, h.year.year, h.location) for h in profile.honors] == [
        ("Best Paper Award, FAST", 2022, "Santa Clara, USA"),
        ("Dissertation Award, honorable mention", 2020, ""),
    ]
    assert profile.skills == {
        "Programming languages": ["C++", "Rust", "Python (NumPy, PyTorch)"],
        "Tools": ["Linux", "eBPF", "Kubernetes"],
    }
    assert [(lang.name, lang.level) for lang in profile.languages] == [
        ("English", "Native"),
        ("Yoruba", "Fluent"),
    ]
    assert profile.research_interests == ["Fault-tolerant storage", "Systems for machine learning"]
    assert profile.summary.startswith("I build storage systems that survive *real* failures")
    assert "[operate them](https://mira-okafor.example.org/ops)" in profile.summary


def test_order_titles_theme_colour_and_locale(imported: tuple[Profile, Path]) -> None:
    profile = imported[0]
    assert profile.section_titles == {
        "summary": "About Me",
        "experience": "Academic Positions",
        "honors": "Awards",
        "talks": "Invited Talks",
        "supervision": "Students",
    }
    assert profile.style.section_order == [
        *("summary", "research_interests", "education", "experience", "publications"),
        *("grants", "honors", "talks", "supervision", "service", "custom", "skills"),
    ]
    assert (profile.theme, profile.locale) == ("margin", "fr")  # moderncv, french
    assert (profile.style.accent_color, profile.style.paper, profile.style.font_size) == (
        "#004F90",
        "letter",
        10,
    )


def test_the_papers_go_to_the_database(imported: tuple[Profile, Path]) -> None:
    papers = load_database(imported[1] / "publications.yaml").database.papers
    assert list(papers) == ["torn-osdi24", "learning-2023", "study-tos25"]
    torn = papers["torn-osdi24"]
    assert (torn.authors, torn.equal_contribution, torn.corresponding) == (
        ["Mira Okafor", "Lin Chen", "Grace Hopper"],
        ["Lin Chen"],
        ["Grace Hopper"],
    )
    assert (torn.year, torn.month, torn.doi, torn.status) == (
        2024,
        7,
        "10.1234/osdi24.001",
        "published",
    )
    assert torn.venue is not None and torn.venue.short == "OSDI'24"
    assert (papers["learning-2023"].status, papers["learning-2023"].authors) == (
        "preprint",
        ["Sam Lee", "M. Okafor"],
    )
    assert papers["study-tos25"].status == "under review"


def test_what_has_no_place_is_warned_of(tmp_path: Path) -> None:
    result = import_rendercv(MIRA, tmp_path)
    assert [(w.path, w.location and w.location.line) for w in result.warnings] == [
        ("cv.photo", 11),
        ("cv.sections.Grants[1]", 84),  # its role is taken as PI
        ("design.disable_page_numbering", 130),
        ("locale.month_abbreviations", 133),
        ("rendercv_settings.render_command", 136),
    ]
    assert "photo: FILE" in result.warnings[0].fix


def test_odd_shapes_are_warnings_never_an_abort(tmp_path: Path) -> None:
    odd = tmp_path / "Odd_CV.yaml"
    odd.write_text(
        "cv:\n"
        "  name: Sam Odd\n"
        "  email: [sam@example.org]\n"
        "  social_networks: {network: GitHub}\n"
        "  sections:\n"
        "    Experience:\n"
        "      company: Acme\n"
        "      position: Engineer\n"
        "      start_date: last spring\n"
        "      highlights: Shipped it\n"
        "    Publications:\n"
        "      - title: A Paper\n"
        "        authors: Sam Odd and Bo Chen\n"
        "        date: sometime\n"
        "      - title: Another\n"
        "        authors: [Sam Odd, 42]\n"
        "        date: 2021\n"
        "    Misc:\n"
        "      - 3.5\n"
        "      - [a, list]\n"
        "design:\n"
        "  theme: fancy\n"
        "  color: chartreuse-ish\n"
        "locale:\n"
        "  language: klingon\n"
        "rendercv_settings:\n"
        "  date: 2025-03\n"
    )
    result = import_rendercv(odd, tmp_path / "out")
    assert [(w.path, w.location and w.location.line) for w in result.warnings] == [
        ("cv.email", 3),
        ("cv.social_networks", 4),
        ("cv.sections.Experience.start_date", 9),
        ("cv.sections.Publications[0]", 12),
        ("cv.sections.Publications[0].authors", 13),
        ("cv.sections.Publications[0].date", 14),
        ("cv.sections.Publications[1].authors[1]", 16),
        ("cv.sections.Misc[1]", 20),
        ("design.theme", 22),
        ("design.color", 23),
        ("locale.language", 25),
        ("rendercv_settings.date", 27),
    ]
    profile = load_profile(result.profile).profile
    assert [(e.organization, [b.text for b in e.bullets]) for e in profile.experience] == [
        ("Acme", ["Shipped it"])
    ]
    assert [e.title for s in profile.custom_sections for e in s.entries] == ["3.5"]
    assert (profile.theme, profile.locale, profile.date) == ("classic", None, None)
    papers = load_database(tmp_path / "out/publications.yaml").database.papers
    assert [p.authors for p in papers.values()] == [["Sam Odd"]]


def test_a_file_that_is_not_rendercv(tmp_path: Path) -> None:
    other = tmp_path / "x.yaml"
    other.write_text("name: Ada\n")
    with pytest.raises(InputError) as caught:
        import_rendercv(other, tmp_path)
    assert str(caught.value.problems[0]).startswith(
        f"{other}:1:1: not a RenderCV file: it has no cv: with sections:"
    )
    assert list(tmp_path.iterdir()) == [other]
