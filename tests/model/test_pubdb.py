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
