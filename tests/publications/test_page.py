"""The publication page: which papers, in which order, who is in bold; and the command."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv.workspace import Workspace
from cvgen.model import Paper, PublicationDatabase
from cvgen.model.pubdb import paper_as_of
from cvgen.publications.formats import FORMATS, render_page
from cvgen.publications.page import (
    PageMember,
    PublicationPage,
    choose_papers,
    load_page,
    member_names,
)
from cvgen.sources.loader import load_database
from cvgen.sources.locales import builtin_locale
from cvgen.sources.paths import find_profiles

# the pages' markup and files are read here, never their fonts
pytestmark = pytest.mark.usefixtures("fonts_not_embedded")

# The group's page of 2023-2025 (seeds/001), each of its entries as a database key.
GROUP_PAGE_KEYS = [
    "disttrain-sigcomm25",
    "streamrl-2025",
    "rlhfuse-nsdi25",
    "loongserve-sosp24",
    "distserve-osdi24",
    "megascale-nsdi24",
    "distmind-ton24",
    "alpaserve-osdi23",
    "fastserve-2023",
    "elasticflow-asplos23",
]


def database(papers: dict[str, dict[str, Any]]) -> PublicationDatabase:
    return PublicationDatabase.model_validate({"papers": papers})


def keys(page: PublicationPage) -> list[str]:
    return [p.paper.key for p in page.papers]


def test_years_newest_first_then_month_then_database_order() -> None:
    db = database(
        {
            "a-2023": {"title": "A", "authors": ["X"], "year": 2023},
            "b-2024-no-month": {"title": "B", "authors": ["X"], "year": 2024},
            "c-2024-apr": {"title": "C", "authors": ["X"], "year": 2024, "month": 4},
            "d-2024-jul": {"title": "D", "authors": ["X"], "year": 2024, "month": 7},
            "e-2024-apr": {"title": "E", "authors": ["X"], "year": 2024, "month": 4},
            "f-2025": {"title": "F", "authors": ["X"], "year": 2025},
        }
    )
    page = choose_papers(db, [])
    assert [g.year for g in page.years] == [2025, 2024, 2023]
    assert [p.paper.key for p in page.years[1].papers] == [
        "d-2024-jul",
        "c-2024-apr",
        "e-2024-apr",
        "b-2024-no-month",
    ]
    assert page.summary == "6 papers, 2023–2025"


def test_since_keeps_papers_from_that_year_on() -> None:
    page = load_page(since=2024)
    assert {g.year for g in page.years} == {2024, 2025}
    assert len(page.papers) == 14
    assert choose_papers(database({}), [], since=2024).summary == "0 papers"


def test_papers_are_shown_in_their_current_state() -> None:
    page = load_page()
    rlhfuse = next(p for p in page.papers if p.paper.key == "rlhfuse-nsdi25")
    title = "Optimizing RLHF Training for Large Language Models with Stage Fusion"
    assert rlhfuse.paper.title == title
    assert rlhfuse.venue == (
        "USENIX Symposium on Networked Systems Design and Implementation (NSDI'25)"
    )
    streamrl = next(p for p in page.papers if p.paper.key == "streamrl-2025")
    assert (streamrl.venue, streamrl.venue_short, streamrl.date) == ("Preprint", "", "2025")


def test_every_bundled_paper_once_and_no_warning() -> None:
    page = load_page()
    loaded = load_database(Path("profiles/publications.yaml"))
    assert sorted(keys(page)) == sorted(loaded.database.papers)
    assert page.warnings == ()


def test_a_paper_entered_twice_is_shown_once_in_its_published_state(tmp_path: Path) -> None:
    source = tmp_path / "publications.yaml"
    source.write_text(
        "papers:\n"
        "  fuse-preprint:\n"
        "    title: 'RLHFuse: Efficient RLHF Training'\n"
        "    authors: [Ada Lovelace]\n"
        "    status: preprint\n"
        "    year: 2024\n"
        "    month: 9\n"
        "  fuse-nsdi25:\n"
        "    title: Optimizing RLHF Training with Stage Fusion\n"
        "    authors: [Ada Lovelace]\n"
        "    venue: {short: NSDI'25}\n"
        "    year: 2025\n"
        "    former_titles: ['RLHFuse: Efficient RLHF Training']\n"
        "  same-doi:\n"
        "    {title: Another Name, authors: [B], year: 2023, doi: 10.1/X}\n"
        "  same-doi-again:\n"
        "    {title: Yet Another Name, authors: [B], year: 2023, doi: 10.1/x}\n",
        encoding="utf-8",
    )
    page = load_page(source)
    assert keys(page) == ["fuse-nsdi25", "same-doi"]
    assert [str(w) for w in page.warnings] == [
        f"{source}:2:3: warning: papers.fuse-preprint: the same paper as papers.fuse-nsdi25 "
        "(a title or DOI in common); the page shows it once, as papers.fuse-nsdi25 "
        "(merge the two entries: keep one key, move the other's title to former_titles)",
        f"{source}:16:3: warning: papers.same-doi-again: the same paper as papers.same-doi "
        "(a title or DOI in common); the page shows it once, as papers.same-doi "
        "(merge the two entries: keep one key, move the other's title to former_titles)",
    ]


def test_members_are_the_profiles_names_and_aliases() -> None:
    page = load_page()
    members = {a.name for p in page.papers for a in p.authors if a.member}
    assert members == {"Zili Zhang", "Yinmin Zhong", "Zhisheng Ye"}
    db = database({"p": {"title": "T", "authors": ["Z. Ye", "Z. Yeh", "et al."], "year": 2024}})
    page = choose_papers(db, ["Zhisheng Ye", "z ye"])
    assert [a.member for a in page.papers[0].authors] == [True, False, False]


def test_each_member_is_named_by_the_slug_of_their_profile() -> None:
    names = member_names(find_profiles(Path("profiles")), Workspace())
    assert names == {
        "Yinmin Zhong": "yinmin-zhong",
        "Zhisheng Ye": "zhisheng-ye",
        "Z. Ye": "zhisheng-ye",  # an alias: the same person
        "Zili Zhang": "zili-zhang",
        "张子力": "zili-zhang",  # the name in another language, as the CV matches it
    }
    page = load_page()
    assert page.members == (
        PageMember("yinmin-zhong", "Yinmin Zhong"),
        PageMember("zhisheng-ye", "Zhisheng Ye"),
        PageMember("zili-zhang", "Zili Zhang"),
    )
    distserve = next(p for p in page.papers if p.paper.key == "distserve-osdi24")
    assert [(a.name, a.member_id) for a in distserve.authors][:3] == [
        ("Yinmin Zhong", "yinmin-zhong"),
        ("Shengyu Liu", ""),
        ("Junda Chen", ""),
    ]
    assert distserve.member_ids == ("yinmin-zhong",)


def test_an_alias_is_the_same_member_and_only_members_with_a_paper_are_listed() -> None:
    db = database(
        {
            "p": {"title": "P", "authors": ["Z. Ye", "Bo", "zhisheng  YE", "et al."], "year": 2024},
            "q": {"title": "Q", "authors": ["Émile Zola", "Ann Adams"], "year": 2023},
            "r": {"title": "R", "authors": ["Ann Adams"], "year": 2020},
        }
    )
    members = {
        "Zhisheng Ye": "zhisheng-ye",
        "Z. Ye": "zhisheng-ye",
        "Emile Zola": "zola",
        "Ann Adams": "adams",
        "Nobody Here": "nobody",  # a member without a paper on the page
    }
    page = choose_papers(db, members)
    p, q, _ = page.papers
    assert [a.member_id for a in p.authors] == ["zhisheng-ye", "", "zhisheng-ye", ""]
    assert [a.member for a in p.authors] == [True, False, True, False]
    assert p.member_ids == ("zhisheng-ye",)
    assert q.member_ids == ("zola", "adams")  # the authors' order; accents do not matter
    # by the name the profile gives (its first), not by id; never the member without a paper
    assert page.members == (
        PageMember("adams", "Ann Adams"),
        PageMember("zola", "Emile Zola"),
        PageMember("zhisheng-ye", "Zhisheng Ye"),
    )
    since = choose_papers(db, members, since=2021)
    assert [m.id for m in since.members] == ["adams", "zola", "zhisheng-ye"]
    assert [m.id for m in choose_papers(db, members, since=2024).members] == ["zhisheng-ye"]


def test_members_given_as_names_are_named_by_their_slugs() -> None:
    db = database({"p": {"title": "P", "authors": ["Zoë Müller", "张子力", "Bo"], "year": 2024}})
    page = choose_papers(db, ["Zoë Müller", "张子力"])
    assert [a.member_id for a in page.papers[0].authors] == ["zoe-muller", "member-2", ""]
    assert page.members == (
        PageMember("zoe-muller", "Zoë Müller"),
        PageMember("member-2", "张子力"),
    )
    assert choose_papers(database({}), ["Zoë Müller"]).members == ()


def test_equal_contribution_is_marked() -> None:
    page = load_page()
    megascale = next(p for p in page.papers if p.paper.key == "megascale-nsdi24")
    assert [a.name for a in megascale.authors if a.equal] == [
        "Ziheng Jiang",
        "Haibin Lin",
        "Yinmin Zhong",
    ]
    assert megascale.has_equal_contribution


# ---- the command ---------------------------------------------------------------


def reader_text(markdown: str) -> str:
    """What a reader of the rendered markdown sees: escapes and emphasis gone."""
    return re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", markdown.replace("**", ""))


def test_corresponding_authors_are_marked_and_the_page_says_what_marks_mean() -> None:
    paper = Paper(title="T", authors=["Ada", "Bo"], corresponding=["Bo"], year=2024)
    page = choose_papers(PublicationDatabase(papers={"t": paper}), ["Ada"])
    (item,) = page.papers
    assert [a.name + a.marks for a in item.authors] == ["Ada", "Bo\u2020"]
    assert page.note == item.note == "\u2020 corresponding author"
    for fmt in ("markdown", "html", "latex"):
        assert "Bo\u2020" in render_page(page, fmt)[0], fmt


def test_the_group_page_is_cvgen_page_without_duplicates() -> None:
    result = CliRunner().invoke(main, ["publications"])
    assert result.exit_code == 0, result.output
    shown = reader_text(result.stdout)
    loaded = load_database(Path("profiles/publications.yaml"))
    for key in GROUP_PAGE_KEYS:
        view = paper_as_of(key, loaded.database.papers[key], None)
        assert view is not None
        assert shown.count(view.title) == 1, key
        assert shown.count(view.abstract) == 1, key
    assert result.stdout.count("\n- **") == len(loaded.database.papers)
    years = re.findall(r"^## (\d{4})$", result.stdout, flags=re.MULTILINE)
    assert years == ["2025", "2024", "2023", "2022", "2021"]


def test_since_2025_on_the_command_line() -> None:
    result = CliRunner().invoke(main, ["publications", "--since", "2025"])
    assert result.exit_code == 0, result.output
    assert re.findall(r"^## .*$", result.stdout, flags=re.MULTILINE) == ["## 2025"]
    assert result.stdout.count("\n- **") == 3
    assert "**Zili Zhang**, **Yinmin Zhong**, Ranchen Ming" in result.stdout


@pytest.mark.parametrize("fmt", FORMATS)
def test_out_writes_the_file_and_prints_its_path(tmp_path: Path, fmt: str) -> None:
    out = tmp_path / "site" / f"publications.{fmt}"
    result = CliRunner().invoke(main, ["publications", "--format", fmt, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert result.stdout == f"{out}\n"
    assert "Jolteon" in out.read_text(encoding="utf-8")
    beside = sorted(p.name for p in out.parent.iterdir())
    assert beside == sorted([out.name, *(["cvgen.cls"] if fmt == "latex" else [])])


def test_command_offers_the_library_formats() -> None:
    help_text = CliRunner().invoke(main, ["publications", "--help"]).stdout
    assert f"[{'|'.join(FORMATS)}]" in help_text


def test_unknown_format_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["publications", "--format", "pdf"])
    assert result.exit_code == 2
    assert "'pdf' is not one of 'markdown', 'html', 'latex', 'bibtex'" in result.stderr


def test_bad_database_names_the_place(tmp_path: Path) -> None:
    bad = tmp_path / "publications.yaml"
    bad.write_text("papers:\n  ok-key:\n    title: T\n    authors: [A]\n    year: 20x4\n")
    result = CliRunner().invoke(main, ["publications", "--db", str(bad)])
    assert result.exit_code == 1
    # validate.py names this papers.year at the key's line today; either way: file:line:col
    where = re.escape(str(bad)) + r":\d+:\d+: papers\.(ok-key\.)?year: expected a whole number"
    assert re.search(where, result.stderr), result.stderr
    missing = CliRunner().invoke(main, ["publications", "--db", str(tmp_path / "no.yaml")])
    assert missing.exit_code == 1
    assert "no such publication database (check --db)" in missing.stderr


def test_the_pages_marks_mean_what_the_group_says_in_every_format() -> None:
    db = PublicationDatabase.model_validate(
        {
            "author_marks": {
                "student": {"mark": "underline", "legend": "underlined: a student"},
            },
            "papers": {
                "p": {
                    "title": "Taught",
                    "authors": ["Ada Lovelace", "Bob Student"],
                    "students": ["Bob Student"],
                    "year": 2024,
                }
            },
        }
    )
    page = choose_papers(db, ["Ada Lovelace"])
    [paper] = page.papers
    assert [(a.name, a.marks, a.underline) for a in paper.authors] == [
        ("Ada Lovelace", "", False),
        ("Bob Student", "", True),
    ]
    assert paper.note == page.note == "underlined: a student"
    assert "\\underline{Bob Student}" in render_page(page, "latex")[0]
    assert "<u>Bob Student</u>" in render_page(page, "html")[0]
    assert "<u>Bob Student</u>" in render_page(page, "markdown")[0]


def _kinds_db(group_by: str | None) -> PublicationDatabase:
    papers = {
        "j-2023": {
            "title": "J",
            "authors": ["X"],
            "year": 2023,
            "venue": {"long": "Journal of Things", "short": "JoT"},
        },
        "c-2024": {
            "title": "C",
            "authors": ["X"],
            "year": 2024,
            "venue": {"long": "Proceedings of the Symposium on Things", "short": "SoT'24"},
        },
        "p-2025": {"title": "P", "authors": ["X"], "year": 2025, "status": "preprint"},
        "t-2022": {
            "title": "T",
            "authors": ["X"],
            "year": 2022,
            "kind": "phd-thesis",
            "institution": "Uni",
        },
        "x-2024": {
            "title": "X",
            "authors": ["X"],
            "year": 2024,
            "venue": {"long": "Journal of Stuff"},
        },
    }
    written = {"papers": papers} | ({"group_by": group_by} if group_by else {})
    return PublicationDatabase.model_validate(written)


def test_the_databases_group_by_groups_the_page_as_a_cvs_papers() -> None:
    """``group_by: kind``: the CV's groups (cvgen.cv.papergroups), in their order,
    under the locale's titles, each newest first; the filter still knows the
    years. ``none``: one untitled group. By default, the years, as before."""
    fr = builtin_locale("fr")
    page = choose_papers(_kinds_db("kind"), [], words=fr)
    assert [(g.anchor, g.title) for g in page.groups] == [
        ("journal", "Articles de revue"),
        ("conference", "Articles de conférence"),
        ("preprint", "Prépublications"),
        ("thesis", "Thèses et mémoires"),
    ]
    assert [p.paper.key for p in page.groups[0].papers] == ["x-2024", "j-2023"]
    assert [g.anchor for g in page.years] == ["2025", "2024", "2023", "2022"]
    text, _ = render_page(page, "markdown")
    assert re.findall(r"^## (.+)$", text, re.M) == [g.title for g in page.groups]
    html, _ = render_page(page, "html")
    assert re.findall(r'<h2 id="h(\w+)">([^<]+)<', html) == [
        (g.anchor, g.title) for g in page.groups
    ]
    assert 'data-year="2024"' in html and 'data-year="journal"' not in html
    assert '<option value="2022">2022</option>' in html  # the filter's years
    none = choose_papers(_kinds_db("none"), [])
    assert [(g.anchor, g.title, len(g.papers)) for g in none.groups] == [("all", "", 5)]
    assert "<h2" not in render_page(none, "html")[0]
    assert "## " not in render_page(none, "markdown")[0]
    by_year = choose_papers(_kinds_db(None), [])
    assert [(g.anchor, g.title) for g in by_year.groups] == [
        (g.anchor, g.title) for g in by_year.years
    ]
