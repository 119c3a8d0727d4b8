"""What an entry says beyond the paper: selected, links, awards, a note."""

from __future__ import annotations

from pathlib import Path

from cvgen.errors import Location
from cvgen.importers.bibextras import link_drop_reason, read_extras
from cvgen.importers.bibnames import read_authors
from cvgen.importers.bibpaper import convert_entry
from cvgen.importers.bibtex import BibEntry
from cvgen.importers.venues import VenueNames


def _extras(fields: dict[str, str], url: str = "", used: frozenset[str] = frozenset()):
    return read_extras(fields, fields, url, set(used))


def test_selected_links_awards_and_a_contribution_note_are_kept() -> None:
    extras = _extras(
        {
            "selected": "true",
            "code": "https://github.com/example/engine",
            "slides": "{https://example.org/s.pdf}",
            "website": "https://example.org/engine",
            "award_name": "Best Paper Award",
            "award": "Chosen from 300 papers",
            "note": "Equal contribution of the first two authors",
        }
    )
    assert extras.paper_fields() == {
        "selected": True,
        "links": {
            "code": "https://github.com/example/engine",
            "slides": "https://example.org/s.pdf",
            "project": "https://example.org/engine",
        },
        "awards": ["Best Paper Award", "Chosen from 300 papers"],
        "note": "Equal contribution of the first two authors",
    }
    assert extras.used == {"selected", "code", "slides", "website", "award_name", "award", "note"}


def test_a_site_file_is_no_link_and_says_why() -> None:
    extras = _extras({"pdf": "paper.pdf", "selected": "false"})
    assert (extras.paper_fields(), extras.used) == ({}, set())
    assert "not an address" in (link_drop_reason("pdf") or "")
    assert link_drop_reason("isbn") is None


def test_html_that_is_the_papers_url_is_not_a_second_link() -> None:
    extras = _extras({"html": "https://example.org/p"}, url="https://example.org/p")
    assert (extras.links, extras.used) == ({}, {"html"})
    other = _extras({"html": "https://example.org/project"}, url="https://example.org/p")
    assert other.links == {"project": "https://example.org/project"}


def test_only_a_note_that_says_who_did_what_or_an_award_is_printed() -> None:
    assert _extras({"note": "Oral presentation"}).awards == ["Oral presentation"]
    assert _extras({"note": "Spotlight"}).awards == ["Spotlight"]
    # a reader's annotation, a publisher's remark: not for a CV
    assert _extras({"annote": "Read this again before the exam"}).paper_fields() == {}
    assert _extras({"note": "Publisher: IEEE"}).paper_fields() == {}
    assert _extras({"annote": "I led the evaluation"}).note == "I led the evaluation"
    # a note already read (a status phrase, an arXiv id) is not read again
    assert _extras({"note": "Best paper award"}, used=frozenset({"note"})).awards == []


def test_a_status_phrase_in_the_note_is_a_status_not_a_note() -> None:
    fields = {"title": "A Draft", "author": "Example, Ada", "year": "2025"}
    notes = {"note": "Submitted; the first two authors contributed equally"}
    entry = BibEntry("draft", "misc", {**fields, **notes}, Location(Path("x.bib"), 1, 1))
    converted = convert_entry(entry, VenueNames())
    assert not isinstance(converted, str)
    assert (converted.paper.status, converted.paper.note) == ("under review", "")
    annote = {"note": "Submitted", "annote": "Led the design"}
    entry = BibEntry("draft", "misc", {**fields, **annote}, Location(Path("x.bib"), 1, 1))
    converted = convert_entry(entry, VenueNames())
    assert not isinstance(converted, str)
    assert (converted.paper.status, converted.paper.note) == ("under review", "Led the design")
    assert converted.dropped == ()


def test_an_underlined_author_is_a_student_and_keeps_the_name() -> None:
    authors = read_authors(r"\underline{Okafor, Marguerite} and Tian, Wei and \uline{Bo Li}*")
    assert authors.names == ["Marguerite Okafor", "Wei Tian", "Bo Li"]
    assert (authors.students, authors.equal_contribution) == (
        ["Marguerite Okafor", "Bo Li"],
        ["Bo Li"],
    )
