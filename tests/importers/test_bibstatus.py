"""Status phrases of BibTeX files: the status, and the venue the phrase names."""

import pytest

from cvgen.importers.bibstatus import StatedStatus, read_status, stated_status


@pytest.mark.parametrize(
    ("value", "status", "venue"),
    [
        ("In submission to CRYPTO 2025", "under review", "CRYPTO 2025"),
        ("Under review at Nature", "under review", "Nature"),
        ("under review", "under review", ""),
        ("(Under review)", "under review", ""),
        ("In review", "under review", ""),
        ("Submitted to NeurIPS", "under review", "NeurIPS"),
        ("Submitted", "under review", ""),
        ("Submitted for publication", "under review", ""),
        ("In revision at J. Foo", "under review", "J. Foo"),
        ("In preparation", "in preparation", ""),
        ("Manuscript in preparation.", "in preparation", ""),
        ("In progress", "in preparation", ""),
        ("Work in progress", "in preparation", ""),
        ("Forthcoming", "accepted", ""),
        ("Forthcoming in J. Foo", "accepted", "J. Foo"),
        ("To appear in ICML 2024", "accepted", "ICML 2024"),
        ("To appear", "accepted", ""),
        ("In press", "accepted", ""),
        ("Accepted at ICLR 2025", "accepted", "ICLR 2025"),
        ("Accepted for publication in PNAS", "accepted", "PNAS"),
    ],
)
def test_a_phrase_gives_the_status_and_the_venue(value: str, status: str, venue: str) -> None:
    assert read_status(value) == (status, venue)


@pytest.mark.parametrize(
    "value",
    ["Nature", "", "Inprocessing", "Acceptance of Things", "Journal of Submitted Work", "Progress"],
)
def test_a_venue_is_no_status(value: str) -> None:
    assert read_status(value) is None


def test_the_venue_fields_come_before_the_notes() -> None:
    text = {"journal": "Under review at Nature", "note": "In preparation"}
    assert stated_status(text) == StatedStatus("under review", "Nature", "journal")
    assert stated_status({"howpublished": "In preparation"}) == StatedStatus(
        "in preparation", "", "howpublished"
    )
    assert stated_status({"journal": "Nature", "year": "2020"}) is None
