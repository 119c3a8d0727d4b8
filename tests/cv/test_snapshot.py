"""The CV data embedded in a PDF reads back as the CV the pipeline selected."""

from __future__ import annotations

import json

import pytest

from cvgen.cv.request import CvRequest
from cvgen.cv.snapshot import SnapshotError, from_snapshot, to_snapshot
from cvgen.cv.variants import Variant, resolve_variant
from cvgen.model.dates import PartialDate
from cvgen.pipeline.engine import prepare
from tests.conftest import ROOT


@pytest.mark.parametrize("variant", ["long", "short", "teaching"])
def test_a_snapshot_round_trips_through_json(variant: str) -> None:
    prepared = prepare(CvRequest(ROOT / "profiles/zili-zhang.yaml", variant=variant))
    data = json.loads(json.dumps(to_snapshot(prepared.selected, PartialDate(2024, 10, 10), "9")))
    selected, date = from_snapshot(data)
    assert date == PartialDate(2024, 10, 10)
    original = prepared.selected
    assert selected.variant.definition() == original.variant.definition()
    assert [p.paper for p in selected.papers] == [p.paper for p in original.papers]
    assert [p.authors for p in selected.papers] == [p.authors for p in original.papers]
    shown = {"publications", "variants"}  # the database settings are not embedded
    assert selected.profile.model_dump(exclude=shown) == original.profile.model_dump(exclude=shown)


def test_a_variant_reads_back_from_its_definition() -> None:
    short = resolve_variant("short")
    assert Variant.from_definition(short.definition()).definition() == short.definition()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "snapshot format None, this cvgen reads 1"),
        ({"format": 2}, "snapshot format 2, this cvgen reads 1"),
        ({"format": 1, "profile": {"name": 3}}, "damaged snapshot (ValidationError"),
    ],
)
def test_unreadable_snapshots_are_refused(data: object, message: str) -> None:
    with pytest.raises(SnapshotError, match=message.replace("(", r"\(")):
        from_snapshot(data)  # type: ignore[arg-type]


def test_pages_round_trip_and_are_left_out_when_not_given() -> None:
    from cvgen.cv.snapshot import _paper

    data = {"key": "k", "title": "T", "authors": ["A"], "status": "published", "year": 2024}
    assert _paper({**data, "pages": "1-14"}, ["A"]).paper.pages == "1-14"
    assert _paper(data, ["A"]).paper.pages == ""


def test_the_new_paper_fields_round_trip_and_old_snapshots_still_read() -> None:
    from cvgen.cv.snapshot import _given, _paper

    given = {
        "pages": "1-14",
        "kind": "report",
        "volume": "5",
        "number": "TR-1",
        "publisher": "P",
        "institution": "MIT",
        "arxiv": "2401.01234",
    }
    data = {"key": "k", "title": "T", "authors": ["A", "B"], "status": "published", "year": 2024}
    item = _paper({**data, **given, "corresponding": ["B"]}, ["A"])
    assert {name: getattr(item.paper, name) for name in given} == given
    assert [(a.name, a.owner, a.corresponding) for a in item.authors] == [
        ("A", True, False),
        ("B", False, True),
    ]
    assert _given(item.paper, item) == {**given, "corresponding": ["B"]}
    old = _paper(data, ["A"])  # written before these fields existed
    assert (old.paper.kind, old.paper.arxiv, old.paper.corresponding) == ("paper", "", frozenset())
    assert _given(old.paper, old) == {}  # and a snapshot of it stays as it was


def test_the_academic_sections_round_trip_and_are_left_out_when_empty() -> None:
    """A CV without grants, talks, supervision or service embeds what it did
    before they existed; one with them reads them back."""
    from tests.conftest import academic_selection

    selection = academic_selection()
    data = json.loads(json.dumps(to_snapshot(selection.selected, selection.version_date, "0")))
    selected, _ = from_snapshot(data)
    assert selected.profile.grants == selection.selected.profile.grants
    assert selected.profile.service[0].kind == "committee"
    zili = prepare(CvRequest(ROOT / "profiles/zili-zhang.yaml")).selected
    bundled = to_snapshot(zili, PartialDate(2024, 10, 10), "0")["profile"]
    assert not {"grants", "talks", "supervision", "service"} & bundled.keys()
