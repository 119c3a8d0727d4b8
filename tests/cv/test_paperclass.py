"""What a paper is: one rule for the ranking, the summary line and the groups by kind."""

from __future__ import annotations

from typing import Any

import pytest

from cvgen.cv.paperclass import GROUP_OF, paper_class, paper_group
from cvgen.model import Venue
from tests.conftest import cv_paper

CONF = Venue(short="NSDI'24", long="USENIX Symposium on Networked Systems Design")
JOURNAL = Venue(short="TPDS'21", long="IEEE Transactions on Parallel and Distributed Systems")
WORKSHOP = Venue(short="APSys'22", long="ACM SIGOPS Asia-Pacific Workshop on Systems")


@pytest.mark.parametrize(
    ("fields", "group"),
    [
        ({"venue": JOURNAL}, "journal"),
        ({"venue": Venue(short="CSUR'24", long="ACM Computing Surveys")}, "journal"),
        ({"venue": CONF}, "conference"),
        ({"venue": CONF, "status": "accepted"}, "conference"),
        ({"venue": WORKSHOP}, "workshop"),
        ({"venue": CONF, "status": "under review", "year": None}, "preprint"),
        ({"venue": Venue(short="arXiv"), "status": "preprint"}, "preprint"),
        ({"venue": Venue(short="arXiv"), "status": "published"}, "preprint"),
        ({"status": "in preparation", "year": None}, "preprint"),
        ({"kind": "book", "publisher": "Springer"}, "book"),
        ({"kind": "chapter", "venue": CONF}, "book"),
        ({"kind": "phd-thesis", "institution": "PKU"}, "thesis"),
        ({"kind": "masters-thesis"}, "thesis"),
        ({"kind": "patent", "number": "US 1,234,567"}, "patent"),
        ({"kind": "report", "number": "TR-1"}, "other"),
        ({}, "other"),  # published, without a venue
    ],
)
def test_each_paper_maps_to_one_group_from_what_the_database_says(
    fields: dict[str, Any], group: str
) -> None:
    assert paper_group(cv_paper(**fields).paper) == group


def test_every_class_has_its_group_and_a_tag_names_the_class() -> None:
    from cvgen.cv.paperclass import CLASSES

    assert set(GROUP_OF) == set(CLASSES)
    paper = cv_paper(venue=CONF).paper
    assert paper_class(paper) == "conference"
    assert paper_class(paper, ["llm", "workshop"]) == "workshop"
    assert paper_group(paper, ["perspective"]) == "journal"  # a perspective is in a journal
    pnas = Venue(short="PNAS'23", long="Proceedings of the National Academy of Sciences")
    assert paper_class(cv_paper(venue=pnas).paper) == "journal"
    assert paper_class(cv_paper(venue=Venue(short="HotOS'23")).paper) == "workshop"
    assert paper_class(cv_paper(venue=CONF, note="US Patent 11,842,117").paper) == "patent"
