import pytest

from cvgen.model import Paper
from cvgen.model.dates import PartialDate
from cvgen.model.pubdb import (
    names_a_journal,
    normalize_name,
    normalize_title,
    owner_positions,
    paper_as_of,
)

RLHFUSE = Paper.model_validate(
    {
        "title": "Optimizing RLHF Training for Large Language Models with Stage Fusion",
        "authors": ["Yinmin Zhong", "Zili Zhang"],
        "venue": {"short": "NSDI'25"},
        "year": 2025,
        "month": 4,
        "history": [
            {
                "until": "2025-02",
                "title": "RLHFuse: Efficient RLHF Training for Large Language Models "
                "with Inter- and Intra-Stage Fusion",
                "status": "preprint",
                "year": 2024,
                "month": 9,
            }
        ],
    }
)


def test_names_compare_without_case_accents_or_punctuation() -> None:
    assert normalize_name("Łukasz  Müller-Ölz") == normalize_name("łukasz muller olz")
    assert owner_positions(("Z. Ye", "Zhisheng Ye"), ["Zhisheng Ye", "Z. Ye"]) == [0, 1]


def test_titles_compare_without_a_system_name_prefix() -> None:
    assert normalize_title("DistServe: Disaggregating Prefill") == normalize_title(
        "disaggregating prefill"
    )


def test_paper_now_is_the_newest_state() -> None:
    view = paper_as_of("rlhfuse", RLHFUSE, None)
    assert view is not None
    assert view.venue is not None and view.venue.short == "NSDI'25"
    assert view.former_titles[0].startswith("RLHFuse:")


def test_paper_as_of_an_earlier_day_is_the_preprint() -> None:
    view = paper_as_of("rlhfuse", RLHFUSE, PartialDate(2024, 10, 10))
    assert view is not None
    assert view.title.startswith("RLHFuse:") and view.status == "preprint"
    assert (view.year, view.month, view.venue) == (2024, 9, None)


def test_paper_did_not_exist_before_its_first_state() -> None:
    assert paper_as_of("rlhfuse", RLHFUSE, PartialDate(2024, 8, 1)) is None


@pytest.mark.parametrize(
    ("name", "journal"),
    [
        ("IEEE Transactions on Parallel and Distributed Systems", True),
        ("Monthly Notices of the Royal Astronomical Society", True),
        ("Phys. Rev. Lett.", True),
        ("Commun. ACM", True),
        ("ACM Computing Surveys", True),
        ("USENIX Symposium on Networked Systems Design and Implementation", False),
        ("Reviewing Workshop on Systems", False),  # a word, not its prefix
    ],
)
def test_a_venue_name_says_whether_it_is_a_journal(name: str, journal: bool) -> None:
    assert names_a_journal(name) is journal


@pytest.mark.parametrize(
    ("name", "split"),
    [
        ("Wei Wang 0002", ("Wei Wang", "0002")),
        ("Wei Wang", ("Wei Wang", "")),
        ("Wei Wang 02", ("Wei Wang 02", "")),  # DBLP's numbers have four digits
        ("0002", ("0002", "")),
    ],
)
def test_dblps_homonym_number_is_split_from_the_name(name: str, split: tuple[str, str]) -> None:
    from cvgen.model.paper import split_homonym

    assert split_homonym(name) == split


@pytest.mark.parametrize(
    ("name", "group"),
    [
        ("COVID, Canadian", True),  # braced whole with its comma
        ("The ENCODE Project Consortium", True),
        ("TCGA Research Network", True),
        ("Study Group on Legal Informatics", True),
        ("Alice Thomson", False),
        ("Grouper Smith", False),  # a word that only begins like one
    ],
)
def test_a_group_among_the_authors_is_no_person(name: str, group: bool) -> None:
    from cvgen.model.paper import is_group

    assert is_group(name) == group


def test_a_database_an_older_import_wrote_keeps_the_number_off_the_name() -> None:
    paper = Paper.model_validate(
        {
            "title": "T",
            "authors": ["Wei Wang 0002", "Team 2020"],
            "corresponding": ["Wei Wang 0002"],
            "year": 2020,
        }
    )
    assert paper.authors == ["Wei Wang", "Team 2020"]  # a group keeps its words
    assert paper.corresponding == ["Wei Wang"]
    assert paper.dblp == {"Wei Wang": "0002"}


def test_a_dblp_number_belongs_to_an_author() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError, match="'Li Na' is not among the authors"):
        Paper.model_validate(
            {"title": "T", "authors": ["Wei Wang"], "year": 2020, "dblp": {"Li Na": "0001"}}
        )
    with pytest.raises(ValidationError, match="should match pattern"):
        Paper.model_validate(
            {"title": "T", "authors": ["Wei Wang"], "year": 2020, "dblp": {"Wei Wang": "2"}}
        )


def _paper(*authors: str, **fields: object) -> Paper:
    return Paper.model_validate({"title": "T", "authors": list(authors), "year": 2020, **fields})


@pytest.mark.parametrize(
    ("authors", "found"),
    [
        (["A. Thomson", "B. Lee"], ("A. Thomson", "the name with initials or another given name")),
        (["Thomson Alice"], ("Thomson Alice", "the name in another order")),
        (["B. Lee", "A. Thompson"], ("A. Thompson", "a surname one letter apart")),
        (["Alice Thomsen"], ("Alice Thomsen", "a surname one letter apart")),
        (["B. Lee", "et al."], ("et al.", "the author list ends with 'et al.'")),
        (["Karl Thomson"], None),  # another given name in full
        (["A. Tomas"], None),  # two letters apart
        (["A. Wong"], None),  # short surnames are too often a letter apart
        (["Thomson Study Group"], None),  # a group
        (["B. Lee"], None),
    ],
)
def test_what_may_be_the_owner(authors: list[str], found: tuple[str, str] | None) -> None:
    from cvgen.model.pubdb import OwnerNames, loose_match

    owner = OwnerNames.of(["Alice Thomson"])
    match = loose_match(_paper(*authors), owner)
    assert (match and (match.author, match.why)) == found
    owner = OwnerNames.of(["A. Wang"])  # an alias with initials only is compared too
    assert loose_match(_paper("Alice Wang"), owner) is not None


def test_an_alias_with_its_dblp_number_says_which_namesake_the_owner_is() -> None:
    from cvgen.model.pubdb import OwnerNames, loose_match

    owner = OwnerNames.of(["Wei Wang", "Wei Wang 0002"])
    assert owner.names == ("Wei Wang",)
    assert owner.writes(_paper("Wei Wang", dblp={"Wei Wang": "0002"}), 0)
    assert owner.writes(_paper("Wei Wang"), 0)  # no number: the name says it
    namesake = _paper("Wei Wang", dblp={"Wei Wang": "0013"})
    assert not owner.writes(namesake, 0)
    match = loose_match(namesake, owner)
    assert match is not None and match.alias(namesake) == "Wei Wang 0013"
    assert OwnerNames.of(["Wei Wang"]).writes(namesake, 0)  # no number: every Wei Wang


@pytest.mark.parametrize("status", ["in preparation", "under review", "accepted"])
def test_a_work_not_yet_out_may_have_no_year_and_sorts_newest(status: str) -> None:
    undated = Paper(title="Draft", authors=["Ada"], status=status)
    dated = Paper(title="Old", authors=["Ada"], year=2200, month=12)
    views = [paper_as_of(k, p, d) for k, p in (("a", undated), ("b", dated)) for d in (None,)]
    assert undated.year is None
    assert max(v.sort_key() for v in views if v) == views[0].sort_key()  # type: ignore[union-attr]
    # a CV dated in the past still shows it: no date says it did not exist yet
    assert paper_as_of("a", undated, PartialDate(2001, 1)) is not None


@pytest.mark.parametrize("status", ["published", "preprint"])
def test_a_paper_out_needs_its_year(status: str) -> None:
    with pytest.raises(ValueError, match=f"a {status} paper needs its year"):
        Paper(title="Out", authors=["Ada"], status=status)
