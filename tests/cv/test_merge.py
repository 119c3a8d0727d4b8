from pathlib import Path
from typing import Any

import pytest

from cvgen.cv.merge import merge_publications
from cvgen.errors import InputError
from cvgen.model import Profile, PublicationDatabase
from cvgen.model.dates import PartialDate
from cvgen.model.paper import AuthorMarks
from cvgen.sources.loader import LoadedDatabase, LoadedProfile
from cvgen.sources.yamlsource import SourceMap

DB = PublicationDatabase.model_validate(
    {
        "papers": {
            "old": {"title": "Old", "authors": ["Ada Lovelace", "C. Babbage"], "year": 2020},
            "new": {
                "title": "New",
                "authors": ["Charles Babbage", "A. Lovelace"],
                "equal_contribution": ["Charles Babbage", "A. Lovelace"],
                "year": 2024,
                "month": 3,
            },
            "other": {"title": "Other", "authors": ["Grace Hopper"], "year": 2023},
        }
    }
)


def loaded(data: dict[str, Any]) -> LoadedProfile:
    return LoadedProfile(
        Path("ada.yaml"), Profile.model_validate(data), SourceMap(Path("ada.yaml"))
    )


def merge(data: dict[str, Any]) -> Any:
    return merge_publications(loaded(data), LoadedDatabase(None, DB, None))


def test_owner_papers_by_name_and_alias_newest_first() -> None:
    cv = merge({"name": "Ada Lovelace", "aliases": ["A. Lovelace"]})
    assert [p.paper.key for p in cv.papers] == ["new", "old"]
    owner = [a.name for p in cv.papers for a in p.authors if a.owner]
    assert owner == ["A. Lovelace", "Ada Lovelace"]


def test_equal_contribution_is_marked() -> None:
    cv = merge({"name": "Ada Lovelace", "aliases": ["A. Lovelace"]})
    assert [a.equal for a in cv.papers[0].authors] == [True, True]
    assert cv.has_equal_contribution


def test_explicit_keys_add_and_exclude_removes() -> None:
    cv = merge({"name": "Ada Lovelace", "publications": {"papers": ["other"], "exclude": ["old"]}})
    assert [p.paper.key for p in cv.papers] == ["other"]


def test_unknown_key_is_an_error_with_a_guess() -> None:
    with pytest.raises(InputError) as info:
        merge({"name": "Ada Lovelace", "publications": {"papers": ["olde"]}})
    assert str(info.value.problems[0]) == (
        "ada.yaml:1:1: publications.papers[0]: no paper 'olde' in the publication database "
        "(did you mean 'old'?)"
    )


def test_two_authors_matching_the_owner_is_ambiguous() -> None:
    with pytest.raises(InputError) as info:
        merge({"name": "Ada Lovelace", "aliases": ["C. Babbage"]})
    assert "all match the owner of ada.yaml" in str(info.value)


def test_by_author_finding_no_paper_is_a_warning_with_the_fix() -> None:
    db = LoadedDatabase(Path("profiles/publications.yaml"), DB, None)
    bob = {"name": "Bob Smith", "aliases": ["B. Smith"], "publications": {"by_author": True}}
    cv = merge_publications(loaded(bob), db)
    assert cv.papers == ()
    (warning,) = cv.warnings
    assert warning.warning and warning.path == "publications.by_author"
    assert "no paper in profiles/publications.yaml has 'Bob Smith' or 'B. Smith'" in str(warning)
    assert "add the paper to the database with 'Bob Smith' in its authors" in warning.fix
    assert "aliases" in warning.fix


def test_papers_found_or_no_database_or_by_author_off_warn_nothing() -> None:
    db = LoadedDatabase(Path("profiles/publications.yaml"), DB, None)
    asks = {"publications": {"by_author": True}}
    ada = {"name": "Ada Lovelace", "aliases": ["A. Lovelace"], **asks}
    assert merge_publications(loaded(ada), db).warnings == ()
    assert merge_publications(loaded({"name": "Bob Smith"}), db).warnings == ()  # asks for none
    assert merge({"name": "Bob Smith"}).warnings == ()  # no database: dbcheck warns
    off = {"name": "Bob Smith", "publications": {"by_author": False}}
    assert merge_publications(loaded(off), db).warnings == ()


LOOSE = PublicationDatabase.model_validate(
    {
        "papers": {
            "mine": {"title": "Mine", "authors": ["Alice Thomson", "Per Lindqvist"], "year": 2021},
            "ads": {"title": "Halo", "authors": ["R. Baptiste", "A. Thompson"], "year": 2022},
            "hidden": {"title": "Spot", "authors": ["Per Lindqvist", "et al."], "year": 2023},
            "strangers": {"title": "Far", "authors": ["Bo Li", "et al."], "year": 2023},
        }
    }
)


HISTORY = PublicationDatabase.model_validate(
    {
        "papers": {
            "fused": {
                "title": "Stage Fusion",
                "authors": ["Ada Lovelace"],
                "venue": {"short": "NSDI'25", "long": "NSDI"},
                "year": 2025,
                "month": 12,
                "history": [
                    {"until": "2025-12-01", "title": "Fuse", "status": "preprint", "year": 2024}
                ],
            }
        }
    }
)


def _loose(profile: dict[str, Any]) -> list[tuple[str, str, str]]:
    db = LoadedDatabase(Path("profiles/publications.yaml"), LOOSE, None)
    cv = merge_publications(loaded({"name": "Alice Thomson", **profile}), db)
    return [(w.path, w.message, w.fix) for w in cv.warnings]


def test_a_paper_that_may_be_the_owners_is_named_at_its_author_with_the_fix() -> None:
    assert _loose({}) == [
        (
            "papers.ads.authors[1]",
            "'A. Thompson' (a surname one letter apart) may be Alice Thomson, but neither "
            "the profile's name nor its aliases is, so the CV does not list 'Halo'",
            "if it is you, add 'A. Thompson' to aliases in ada.yaml; "
            "else list the paper under publications.exclude",
        ),
        (
            "papers.hidden.authors[1]",
            "'Spot' ends its authors with 'et al.' and is by Per Lindqvist, a co-author of "
            "Alice Thomson: Alice Thomson may be among the others, but the CV does not list it",
            "if it is yours, list it under publications.papers in ada.yaml, "
            "else under publications.exclude",
        ),
    ]  # 'strangers' shares no author with her papers: nothing says it may be hers


def test_an_alias_or_a_listed_or_excluded_paper_settles_it() -> None:
    assert _loose({"aliases": ["A. Thompson"], "publications": {"exclude": ["hidden"]}}) == []
    assert _loose({"aliases": ["A. Thompson"], "publications": {"papers": ["hidden"]}}) == []


def test_the_owners_dblp_number_picks_the_namesake() -> None:
    db = PublicationDatabase.model_validate(
        {
            "papers": {
                "a": {"title": "A", "authors": ["Wei Wang 0002", "Bo Li"], "year": 2021},
                "b": {"title": "B", "authors": ["Wei Wang 0013"], "year": 2022},
                "c": {"title": "C", "authors": ["Wei Wang"], "year": 2023},
            }
        }
    )
    loaded_db = LoadedDatabase(Path("p.yaml"), db, None)
    everyone = merge_publications(loaded({"name": "Wei Wang"}), loaded_db)
    assert [p.paper.key for p in everyone.papers] == ["c", "b", "a"]
    cv = merge_publications(loaded({"name": "Wei Wang", "aliases": ["Wei Wang 0002"]}), loaded_db)
    assert [p.paper.key for p in cv.papers] == ["c", "a"]
    assert [a.name for a in cv.papers[1].authors] == ["Wei Wang", "Bo Li"]  # no number shown
    (warning,) = cv.warnings
    assert warning.path == "papers.b.authors[0]"
    assert "'Wei Wang 0013' (the owner's name with DBLP's number 0013)" in warning.message
    assert "add 'Wei Wang 0013' to aliases" in warning.fix


@pytest.mark.parametrize(
    ("written", "day", "shown"),
    [
        ({}, None, ("Stage Fusion", "published")),  # no date: as it stands now
        ({"date": "2025-11-15"}, None, ("Fuse", "preprint")),  # the version date
        ({}, PartialDate(2025, 11, 15), ("Fuse", "preprint")),  # --date
        ({"date": "2026-01-02"}, PartialDate(2025, 11, 15), ("Fuse", "preprint")),
        (
            {"publications": {"as_of": "2026-01-01"}},
            PartialDate(2025, 11, 15),
            ("Stage Fusion", "published"),
        ),
    ],
)
def test_a_cv_dated_in_the_past_shows_each_paper_as_it_stood_then(
    written: dict[str, Any], day: PartialDate | None, shown: tuple[str, str]
) -> None:
    profile = loaded({"name": "Ada Lovelace", **written})
    cv = merge_publications(profile, LoadedDatabase(None, HISTORY, None), day)
    assert [(p.paper.title, p.paper.status) for p in cv.papers] == [shown]


def test_the_marks_mean_what_the_person_says_else_what_the_group_says() -> None:
    group = {"student": {"mark": "\u2021", "legend": "\u2021 a student"}}
    db = DB.model_copy(update={"author_marks": AuthorMarks.model_validate(group)})
    person = {"presenter": {"mark": "underline", "legend": "underlined: presenter"}}
    profiles = (
        {"name": "Ada Lovelace"},
        {"name": "Ada Lovelace", "publications": {"author_marks": person}},
    )
    found = [
        merge_publications(loaded(p), LoadedDatabase(None, db, None)).author_marks for p in profiles
    ]
    assert found[0].student is not None and found[0].student.mark == "\u2021"
    assert (found[1].student, found[1].presenter.mark if found[1].presenter else "") == (
        None,
        "underline",
    )
