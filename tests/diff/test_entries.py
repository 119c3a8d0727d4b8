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


def test_the_academic_sections_are_compared_by_their_entries(tmp_path: Any) -> None:
    """A grant's new amount is one changed field, a new talk an addition, a
    student left out a removal; the summary lines are not compared."""
    import shutil

    from cvgen.cv.workspace import select_cv
    from cvgen.diff.entries import section_entries
    from cvgen.diff.match import diff_cvs
    from tests.conftest import ACADEMIC

    for name in ("ada-quill.yaml", "publications.yaml"):
        shutil.copyfile(ACADEMIC.with_name(name), tmp_path / name)
    profile = tmp_path / "ada-quill.yaml"
    text = profile.read_text(encoding="utf-8")
    text = text.replace("amount: 550000", "amount: 600000")
    text = text.replace(
        "  - name: Sara Lind\n    level: masters\n    start: 2022\n    end: 2023\n", ""
    )
    text = text.replace(
        "talks:\n", "talks:\n  - {title: A New Talk, event: MLSys, start: 2024-05}\n"
    )
    new = tmp_path / "new.yaml"
    new.write_text(text, encoding="utf-8")
    old_cv, new_cv = select_cv(profile).selected, select_cv(new).selected
    entries = dict(section_entries(old_cv))
    assert [e.label for e in entries["supervision"].entries][:2] == [
        "Lin Wei, phd",
        "Bram Okafor, phd",
    ]
    diff = diff_cvs(old_cv, new_cv)
    changes = {
        name: [(c.kind, c.label) for c in section.changes]
        for name in ("grants", "talks", "supervision", "service")
        if (section := diff.section(name))
    }
    assert changes == {
        "grants": [("changed", "Scheduling Systems for Large Models, National Science Foundation")],
        "talks": [("added", "A New Talk, MLSys")],
        "supervision": [("removed", "Sara Lind, masters")],
    }
    [added] = diff.section("talks").changes  # type: ignore[union-attr]
    assert ("keynote", "") not in added.content and "False" not in str(added.content)
    grants = diff.section("grants")
    assert grants is not None
    assert [(f.field, f.old, f.new) for f in grants.changes[0].fields] == [
        ("amount", "550000", "600000")
    ]
