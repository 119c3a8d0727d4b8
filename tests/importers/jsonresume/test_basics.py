"""A JSON Resume ``basics`` as the profile's header and contacts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cvgen.importers.jsonresume.basics import basics
from tests.importers.jsonresume.test_fields import reader_for


def _basics(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: Any) -> tuple[Any, list[str]]:
    reader = reader_for(tmp_path, {"basics": data}, monkeypatch)
    profile: dict[str, Any] = {}
    basics(reader, profile)
    assert reader.problems == []
    return profile, [str(w) for w in reader.warnings]


def test_every_field_has_its_place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    profile, warnings = _basics(
        tmp_path,
        monkeypatch,
        {
            "name": "Nadia Verhoeven",
            "label": "Researcher *and* teacher",
            "email": "nadia@example.org",
            "phone": "+1 555 0100",
            "url": "https://nadia.example.org",
            "summary": "Builds   storage systems.",
            "location": {
                "address": "12 Canal Street\nBack house",
                "postalCode": "1011 AB",
                "city": "Amsterdam",
                "region": "North Holland",
                "countryCode": "NL",
            },
            "profiles": [
                {"network": "GitHub", "username": "nverhoeven"},
                {"network": "linkedin", "url": "https://www.linkedin.com/in/nadia-v/"},
                {"network": "Google-Scholar", "url": "scholar.google.com/citations?user=AbC&hl=en"},
                {"network": "ORCID", "url": "https://orcid.org/0000-0002-1825-0097"},
            ],
        },
    )
    assert profile == {
        "name": "Nadia Verhoeven",
        "position": r"Researcher \*and\* teacher",
        "address": "12 Canal Street Back house, 1011 AB, Amsterdam, North Holland, NL",
        "contacts": {
            "email": "nadia@example.org",
            "phone": "+1 555 0100",
            "homepage": "https://nadia.example.org",
            "github": "nverhoeven",
            "linkedin": "nadia-v",
            "google_scholar": "AbC",
            "orcid": "0000-0002-1825-0097",
        },
        "summary": "Builds   storage systems.",
    }
    assert warnings == []


def test_profiles_cvgen_cannot_show_are_warnings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    profile, warnings = _basics(
        tmp_path,
        monkeypatch,
        {
            "name": "Ada",
            "image": "https://example.org/a.jpg",
            "profiles": [
                {"network": "Mastodon", "username": "ada"},  # on which server?
                {"network": "ORCID", "username": "1234"},
                {"network": "GitHub"},
                {"network": "GitHub", "username": "ada"},
                {"network": "GitHub", "username": "ada2"},
            ],
        },
    )
    assert profile == {"name": "Ada", "contacts": {"github": "ada"}}
    assert warnings == [
        "r.json:4:3: warning: basics.image: left out: cvgen has no place for it",
        "r.json:6:4: warning: basics.profiles[0]: left out: 'ada' is not a Mastodon address "
        "(write it as '@ada@mastodon.social')",
        "r.json:10:4: warning: basics.profiles[1]: left out: '1234' is not an ORCID iD "
        "(write 0000-0000-0000-0000)",
        "r.json:14:4: warning: basics.profiles[2]: left out: no GitHub user name "
        "(add username or url)",
        "r.json:21:4: warning: basics.profiles[4]: left out: a second GitHub profile (keep one)",
    ]


def test_no_basics_gives_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    reader = reader_for(tmp_path, {"work": []}, monkeypatch)
    profile: dict[str, Any] = {}
    basics(reader, profile)
    assert profile == {}


def test_scholar_and_orcid_addresses_written_as_user_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    profiles = [
        {"network": "Google Scholar", "username": "scholar.google.com/citations?user=AbCdEfGAAAAJ"},
        {"network": "ORCID", "username": "https://orcid.org/0000-0002-1825-0097"},
    ]
    reader = reader_for(tmp_path, {"basics": {"name": "A", "profiles": profiles}}, monkeypatch)
    profile: dict[str, Any] = {}
    basics(reader, profile)
    assert profile["contacts"] == {
        "google_scholar": "AbCdEfGAAAAJ",
        "orcid": "0000-0002-1825-0097",
    }
    assert reader.warnings == []


def test_academic_and_social_profiles_and_own_links(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    profile, warnings = _basics(
        tmp_path,
        monkeypatch,
        {
            "name": "Ada",
            "profiles": [
                {
                    "network": "Mastodon",
                    "username": "ada",
                    "url": "https://social.example.org/@ada",
                },
                {"network": "Bluesky", "url": "https://bsky.app/profile/ada.bsky.social"},
                {"network": "Twitter", "username": "ada"},
                {"network": "DBLP", "url": "https://dblp.org/pid/62/1234.html"},
                {
                    "network": "Semantic Scholar",
                    "url": "https://www.semanticscholar.org/author/A/17",
                },
                {"network": "ResearchGate", "url": "https://www.researchgate.net/profile/Ada-L"},
                {"network": "Lab", "url": "https://lab.example.org"},
                {"network": "Bluesky", "username": "not a handle"},
            ],
        },
    )
    assert profile["contacts"] == {
        "mastodon": "@ada@social.example.org",
        "bluesky": "ada.bsky.social",
        "x": "ada",
        "dblp": "62/1234",
        "semantic_scholar": "17",
        "researchgate": "Ada-L",
        "links": [{"label": "Lab", "url": "https://lab.example.org"}],
    }
    assert [w.split("left out: ")[1] for w in warnings] == [
        "'not a handle' is not a Bluesky handle (write it as 'ada.bsky.social')"
    ]
