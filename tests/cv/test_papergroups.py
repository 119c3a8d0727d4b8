"""A CV's papers in groups by kind or year, each with its number."""

from __future__ import annotations

from typing import Any

from cvgen.cv import papergroups as pg
from cvgen.cv.merge import ResolvedCV
from cvgen.cv.papers import PaperEntry, paper_entry
from cvgen.cv.selection import select_variant
from cvgen.cv.variants import Variant
from cvgen.model import Profile, Style, Venue
from cvgen.model.theme import ThemeLook
from cvgen.sources.locales import builtin_locale
from tests.conftest import cv_paper

EN = builtin_locale()
CONF = Venue(short="NSDI'24", long="USENIX Symposium on Networked Systems Design")
JOURNAL = Venue(short="TPDS'21", long="IEEE Transactions on Parallel and Distributed Systems")
WORKSHOP = Venue(short="APSys'22", long="ACM SIGOPS Asia-Pacific Workshop on Systems")


def entry(key: str, **fields: Any) -> PaperEntry:
    return paper_entry(cv_paper(key=key, title=key, **fields), EN)


PAPERS = [
    entry("c1", venue=CONF, year=2024),
    entry("j1", venue=JOURNAL, year=2024),
    entry("p1", venue=Venue(short="arXiv"), status="preprint", year=2023),
    entry("c2", venue=CONF, year=2022),
    entry("j2", venue=JOURNAL, year=2021),
    entry("u1", venue=CONF, status="under review", year=None),
]


def shown(groups: Any) -> list[tuple[str, list[str]]]:
    return [(g.title, [f"{p.number}:{p.title}" for p in g.papers]) for g in groups]


def test_by_kind_each_prefix_counts_on_its_own() -> None:
    groups = pg.group_papers(PAPERS, pg.Listing("kind", "forward"), EN)
    assert shown(groups) == [
        ("Journal Articles", ["J1:j1", "J2:j2"]),
        ("Conference Papers", ["C1:c1", "C2:c2"]),
        ("Preprints", ["P1:p1", "P2:u1"]),
    ]


def test_reverse_numbering_counts_down_the_first_shown_the_highest() -> None:
    groups = pg.group_papers(PAPERS, pg.Listing("kind", "reverse"), EN)
    assert shown(groups)[0] == ("Journal Articles", ["J2:j1", "J1:j2"])
    flat = pg.group_papers(PAPERS, pg.Listing("none", "reverse"), EN)
    assert shown(flat) == [("", ["6:c1", "5:j1", "4:p1", "3:c2", "2:j2", "1:u1"])]
    assert not pg.counted_plainly(flat)


def test_a_prefix_changed_or_dropped_and_the_unprefixed_share_one_count() -> None:
    prefixes = {"journal": "A", "conference": "", "preprint": ""}
    groups = pg.group_papers(PAPERS, pg.Listing("kind", "forward", prefixes), EN)
    assert shown(groups) == [
        ("Journal Articles", ["A1:j1", "A2:j2"]),
        ("Conference Papers", ["1:c1", "2:c2"]),
        ("Preprints", ["3:p1", "4:u1"]),
    ]


def test_by_year_the_undated_first_under_their_status_then_the_newest() -> None:
    later = [*PAPERS, entry("a1", venue=CONF, status="accepted", year=None)]
    groups = pg.group_papers(later, pg.Listing("year", "forward"), EN)
    assert [(g.key, g.title) for g in groups] == [
        ("accepted", "Accepted"),
        ("under review", "Under review"),
        ("2024", "2024"),
        ("2023", "2023"),
        ("2022", "2022"),
        ("2021", "2021"),
    ]
    assert [p.number for g in groups for p in g.papers] == [str(n) for n in range(1, 8)]


def test_titles_in_the_cvs_language() -> None:
    zh = builtin_locale("zh")
    groups = pg.group_papers(PAPERS, pg.Listing("kind", "none"), zh)
    assert [g.title for g in groups] == ["期刊论文", "会议论文", "预印本"]
    assert all(not p.number for g in groups for p in g.papers)


def test_not_grouped_nor_numbered_the_papers_as_selected() -> None:
    groups = pg.group_papers(PAPERS, pg.Listing(), EN)
    assert shown(groups) == [("", [f":{p.title}" for p in PAPERS])]
    plain = pg.group_papers(PAPERS, pg.Listing(numbering="forward"), EN)
    assert pg.counted_plainly(plain)  # a list that counts itself shows the same


def test_the_variant_over_the_profile_over_the_theme() -> None:
    margin = ThemeLook(papers="numbered", group_by="none", numbering="forward")
    assert pg.paper_listing(Style(), margin) == pg.Listing("none", "forward")
    assert pg.paper_listing(Style(), ThemeLook(papers="numbered")).numbering == "forward"
    assert pg.paper_listing(Style(), ThemeLook(papers="entries")).numbering == "none"
    assert pg.paper_listing(Style(), None) == pg.Listing()
    profile = Style(group_by="kind", numbering="none", prefixes={"journal": "A"})
    listing = pg.paper_listing(profile, margin)
    assert (listing.group_by, listing.numbering, listing.prefixes["journal"]) == (
        "kind",
        "none",
        "A",
    )
    assert listing.prefixes["conference"] == "C"
    cv = ResolvedCV(
        "ada",
        Profile.model_validate({"name": "Ada", "style": profile.model_dump()}),
        (cv_paper(),),
    )
    variant = Variant(name="v", style={"numbering": "reverse", "prefixes": {"conference": "K"}})
    style = select_variant(cv, variant).profile.style
    listing = pg.paper_listing(style, margin)
    assert (listing.group_by, listing.numbering) == ("kind", "reverse")
    assert (listing.prefixes["journal"], listing.prefixes["conference"]) == ("A", "K")
