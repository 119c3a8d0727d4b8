"""The Markdown CV: Zili's, and user text that tries to be Markdown or HTML."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.cv.papers import cv_status, cv_venue, cv_when
from cvgen.cv.workspace import select_cv
from cvgen.importers.dbwrite import quote
from cvgen.model.dates import PartialDate
from cvgen.render.latex.escape import tex
from cvgen.render.latex.view import build_view
from cvgen.render.markdown.export import to_markdown
from cvgen.sources.locales import builtin_locale
from tests.conftest import ROOT

EN = builtin_locale()

DAY = PartialDate(2024, 10, 10)
ZILI = ROOT / "profiles/zili-zhang.yaml"


@pytest.fixture(scope="module")
def zili() -> str:
    return to_markdown(select_cv(ZILI).selected, DAY)


def test_the_header(zili: str) -> None:
    assert zili.splitlines()[:5] == [
        "# Zili Zhang",
        "",
        "Ph.D. Student · Peking University \\",
        "Yanyuan Building 818, No.5 Yiheyuan Road, Haidian District, Beijing, Republic of China \\",
        "[zzlcs@pku.edu.cn](<mailto:zzlcs@pku.edu.cn>) · [www.zilizhang.site]"
        "(<https://www.zilizhang.site>) · [GitHub](<https://github.com/Gold-Sea>)",
    ]
    assert zili.endswith("\n*Last updated October 10, 2024.*\n")


def test_sections_in_the_variants_order_with_its_headings(zili: str) -> None:
    headings = [line for line in zili.splitlines() if line.startswith("## ")]
    assert headings == [
        "## Education",
        "## Experience",
        "## Teaching Experience",
        "## Publications",
        "## Honors \\& Awards",
        "## Skills \\& Interests",
    ]


def test_papers_as_on_the_pdf(zili: str) -> None:
    """The status, venue and short-month date are worded as the PDF words them."""
    assert (
        "- **Fast, Approximate Vector Queries on Very Large Unstructured Datasets** \\\n"
        "  **Zili Zhang**, Chao Jin, Linpeng Tang, Xuanzhe Liu, Xin Jin \\\n"
        "  *USENIX Symposium on Networked Systems Design and Implementation* · NSDI'23 · "
        "Boston, U.S., Apr. 2023\n"
    ) in zili
    assert (
        "  Bingyang Wu\\*, Yinmin Zhong\\*, **Zili Zhang\\***, Gang Huang, Xuanzhe Liu, "
        "Xin Jin (\\* indicates equal contribution) \\\n  *In Preprint* · May 2023\n"
    ) in zili
    assert zili.count("**Zili Zhang**") == 11  # and once with the equal-contribution mark
    selected = select_cv(ZILI).selected
    [section] = [s for s in build_view(selected, DAY)["sections"] if s["id"] == "publications"]
    for item, pdf in zip(selected.papers, section["entries"], strict=True):
        status, venue, when = (
            cv_status(item.paper, EN),
            cv_venue(item.paper),
            cv_when(item.paper, EN),
        )
        assert (pdf["role"], pdf["location"], pdf["date"]) == (tex(status), tex(venue), tex(when))
        line = " · ".join(x for x in (f"*{status}*", venue, when) if x)
        assert f"\\\n  {line}\n" in zili


def test_entries_and_honours(zili: str) -> None:
    assert (
        "### Peking University\n\n"
        "B.E. in Computer Science and Engineering · Beijing, China · Sep. 2019 - Jun. 2023\n\n"
        "- Overall GPA: 3.71/4.0 (top 9%)\n"
    ) in zili
    assert "### University Awards\n\n- 2024: Presidential Scholarship of Peking University" in zili
    assert (
        "- **Interests:** Running ([www.itra.run/RunnerSpace/ZHANG.Zili/4938114]"
        "(<https://www.itra.run/RunnerSpace/ZHANG.Zili/4938114>)), Climbing"
    ) in zili


def test_a_chinese_cvs_joins_and_brackets_are_full_width() -> None:
    chinese = to_markdown(select_cv(ZILI, variant="long-zh").selected, DAY)
    assert "- 2024: 北京大学校长奖学金（4/200），北京大学\n" in chinese  # its place is its issuer
    assert "- **Programming:** AWS、Docker、Kubernetes" in chinese
    assert "Xin Jin（\\* 表示同等贡献） \\\n" in chinese  # the authors' note as an aside


HOSTILE = "2*3 = 6, snake_case, <script>alert(1)</script>, [no link], #1 | `x` ~y~ $z$ !"
MARKED = "**bold**, *italic*, [a link](https://example.org/?q=1) and \\*stars\\*"


def test_hostile_text_is_escaped_and_markup_kept(tmp_path: Path) -> None:
    text = ZILI.read_text().replace(
        "      - Optimization for Faiss runtime\n",
        "      - Optimization for Faiss runtime\n"
        f"      - {quote(HOSTILE)}\n      - {quote(MARKED)}\n"
        f"      - {quote('- 1. # not a list')}\n",
    )
    text = text.replace(
        "  skills: {en: Skills & Interests, zh: 技能与兴趣}\n", "  skills: <b>Skills</b>\n"
    )
    profile = tmp_path / "zili-zhang.yaml"
    profile.write_text(text)
    markdown = to_markdown(select_cv(profile).selected, DAY)
    assert (
        "- Optimization for Faiss runtime\n"
        "- 2\\*3 = 6, snake\\_case, \\<script\\>alert(1)\\</script\\>, \\[no link\\], "
        "\\#1 \\| \\`x\\` \\~y\\~ \\$z\\$ \\!\n"
        "- **bold**, *italic*, [a link](<https://example.org/?q=1>) and \\*stars\\*\n"
        "- \\- 1. \\# not a list\n"
    ) in markdown
    assert "\n## \\<b\\>Skills\\</b\\>\n" in markdown
    assert "<script>" not in markdown.replace("\\<script\\>", "")


def test_custom_sections_and_a_short_variant(tmp_path: Path) -> None:
    profile = tmp_path / "ada.yaml"
    profile.write_text(
        "name: Ada Lovelace\nprojects:\n  - {name: Note G, url: example.org/g, start: 1843}\n"
        "custom_sections:\n  - title: Talks & *more*\n"
        "    entries: [{title: On Engines, subtitle: Speaker, location: Turin, when: 1840s}]\n"
    )
    markdown = to_markdown(select_cv(profile).selected, DAY)
    assert "## Talks \\& \\*more\\*\n\n### On Engines\n\nSpeaker · Turin · 1840s\n" in markdown
    assert "### Note G\n\n1843\n\n- [example.org/g](<https://example.org/g>)\n" in markdown
    short = to_markdown(select_cv(profile, variant="short").selected, DAY)
    assert "##" not in short  # short shows neither projects nor custom sections


def test_the_academic_sections_with_their_summaries_and_groups() -> None:
    from tests.conftest import academic_selection

    selection = academic_selection()
    markdown = to_markdown(selection.selected, selection.version_date)
    assert (
        "## Grants\n\n*Total as PI: USD 550,000 + EUR 1,500,000; Total as Co-PI: "
        "USD 1,200,000 (as of October 2024)*\n\n### Scheduling Systems for Large Models\n"
    ) in markdown
    assert "- [Slides](<https://example.org/slides/serving.pdf>)\n" in markdown
    # service grouped by kind: the group a heading, its entries a level below
    assert (
        "## Service\n\n*Papers reviewed: 12 (as of October 2024)*\n\n"
        "### Program Committees\n\n#### OSDI 2024\n\nPC member · 2024\n\n"
        "#### NSDI 2023\n\nPC member · 2023\n\n### Reviewing\n\n"
        "#### IEEE Transactions on Parallel and Distributed Systems\n"
    ) in markdown
