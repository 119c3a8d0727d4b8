"""What the diff compares in a paper: every field a CV prints, the new ones too."""

from __future__ import annotations

from typing import Any

import pytest

from cvgen.diff.entries import paper_entry
from tests.conftest import cv_paper


@pytest.mark.parametrize(
    ("field", "old", "new"),
    [
        ("kind", {}, {"kind": "phd-thesis"}),
        ("institution", {"institution": "ETH"}, {"institution": "ETH Zurich"}),
        ("volume", {}, {"volume": "521"}),
        ("number", {"number": "3"}, {"number": "4"}),
        ("pages", {}, {"pages": "1-14"}),
        ("publisher", {"publisher": "Springer"}, {"publisher": "Elsevier"}),
        ("arxiv", {}, {"arxiv": "2401.01234"}),
        ("corresponding", {}, {"corresponding": frozenset({"Charles Babbage"})}),
    ],
)
def test_a_change_in_a_new_field_is_noticed(
    field: str, old: dict[str, Any], new: dict[str, Any]
) -> None:
    before, after = paper_entry(cv_paper(**old)), paper_entry(cv_paper(**new))
    changed = {n for n in after.fields if before.fields.get(n) != after.fields[n]}
    assert field in changed


def test_a_plain_paper_has_the_new_fields_empty() -> None:
    fields = paper_entry(cv_paper()).fields
    assert all(fields[n] == "" for n in ("kind", "corresponding", "volume", "arxiv"))
    assert paper_entry(cv_paper(kind="phd-thesis", institution="MIT")).fields["venue"] == (
        "PhD thesis, MIT"
    )
