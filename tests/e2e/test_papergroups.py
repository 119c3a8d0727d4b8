"""Publications grouped by kind and numbered ([J1], [C1], ...), and custom
sections placed by their ids, through every output: the PDF of each theme
(its text read back by pdftotext), a Chinese PDF, the web page, the Markdown
and JSON Resume exports."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import Workspace
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from cvgen.render.export import export_cv
from cvgen.render.html.document import render_html
from tests.conftest import pdf_text, squash
from tests.render.test_outputs_agree import in_order

DAY = PartialDate(2024, 10, 10)
ADA = "Ada Lovelace"


def paper(title: str, year: int | None, **fields: Any) -> dict[str, Any]:
    return {"title": title, "authors": [ADA, "Grace Hopper"], "year": year, **fields}


CONF = {"short": "NSDI'24", "long": "USENIX Symposium on Networked Systems Design"}
DATABASE = {
    "papers": {
        "engines-tpds24": paper(
            "Engines at Scale", 2024, venue={"short": "TPDS'24", "long": "IEEE Transactions on X"}
        ),
        "looms-nsdi24": paper("Looms in the Datacenter", 2024, venue=CONF),
        "notes-nsdi23": paper("Notes on Scheduling", 2023, venue=CONF),
        "cards-apsys22": paper(
            "Punched Cards", 2022, venue={"short": "APSys'22", "long": "ACM Workshop on Systems"}
        ),
        "bernoulli-arxiv24": paper(
            "Bernoulli Numbers Revisited", 2024, status="preprint", arxiv="2401.01234"
        ),
        "thought-book23": paper("Engines of Thought", 2023, kind="book", publisher="Springer"),
        "thesis-pku21": paper("A Thesis on Engines", 2021, kind="phd-thesis", institution="PKU"),
        "loom-patent22": paper("A Loom", 2022, kind="patent", number="US 1,234,567"),
        "tr-msr20": paper("A Report", 2020, kind="report", number="TR-7"),
    }
}
PROFILE = {
    "name": ADA,
    "style": {"group_by": "kind", "numbering": "forward", "section_order": ["lectures"]},
    "education": [{"institution": "Home", "degree": "Tutoring", "start": 1830}],
    "custom_sections": [
        {"title": {"en": "Service", "zh": "学术服务"}, "entries": [{"title": "Reviewer"}]},
        {
            "id": "lectures",
            "title": {"en": "Invited Talks", "zh": "特邀报告"},
            "entries": [{"title": "On Engines", "start": 2024}],
        },
    ],
}
GROUPS = [
    ("Journal Articles", ["[J1] Engines at Scale"]),
    ("Conference Papers", ["[C1] Looms in the Datacenter", "[C2] Notes on Scheduling"]),
    ("Workshop Papers", ["[W1] Punched Cards"]),
    ("Preprints", ["[P1] Bernoulli Numbers Revisited"]),
    ("Books and Chapters", ["[B1] Engines of Thought"]),
    ("Theses", ["[T1] A Thesis on Engines"]),
    ("Patents", ["[Pat1] A Loom"]),
    ("Other Publications", ["[O1] A Report"]),
]


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("groups")
    (folder / "publications.yaml").write_text(yaml.safe_dump(DATABASE), encoding="utf-8")
    (folder / "ada.yaml").write_text(yaml.safe_dump(PROFILE, allow_unicode=True), "utf-8")
    return folder


@pytest.mark.parametrize("theme", ["awesome", "classic", "margin"])
def test_every_theme_prints_the_groups_and_numbers(folder: Path, theme: str) -> None:
    result = build_cv(
        CvRequest(folder / "ada.yaml", date=DAY, theme=theme),
        BuildOptions(out_dir=folder / theme),
    )
    text = squash(pdf_text(result.pdf))
    expected = []
    for title, papers in GROUPS:
        expected.append(title)
        for paper_ in papers:
            label, name = paper_.split(" ", 1)
            if theme == "margin":  # an IEEE reference: the authors, then the title in quotes
                expected += [label, f"“{name},"]
            else:
                expected.append(f"{label} {name}")
    in_order(text, expected)
    # the talks first (style.section_order by its id), the other custom section last
    in_order(text, ["Invited Talks", "On Engines", "Publications", "Service", "Reviewer"])


def test_a_chinese_cv_titles_its_groups_in_chinese(folder: Path) -> None:
    result = build_cv(
        CvRequest(folder / "ada.yaml", date=DAY, locale="zh"), BuildOptions(out_dir=folder / "zh")
    )
    text = squash(pdf_text(result.pdf))
    in_order(text, ["特邀报告", "期刊论文", "[J1]", "会议论文", "[C1]", "[C2]", "专利", "学术服务"])
    assert "专利 US 1,234,567" in text  # a patent says what it is, in the CV's language


def test_reverse_numbering_in_a_variant_counts_down(folder: Path) -> None:
    data = {**PROFILE, "variants": {"long": {"style": {"numbering": "reverse"}}}}
    (folder / "rev.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), "utf-8")
    markdown = export_cv(CvRequest(folder / "rev.yaml", date=DAY), "markdown").text
    assert re.findall(r"\\\[(C\d)\\\]", markdown) == ["C2", "C1"]


def test_the_web_page_and_the_exports_show_them_too(folder: Path) -> None:
    request = CvRequest(folder / "ada.yaml", date=DAY, theme="margin")
    selection = Workspace().resolve(request)
    page = render_html(selection.selected, DAY, selection.theme)
    in_order(page, ['id="lectures"', '<h3 class="group">Journal Articles</h3>', "[J1]", "[C2]"])
    in_order(page, ['<h3 class="group">Patents</h3>', "[Pat1]", 'id="custom-service"'])
    # the list's own counter ([1], [2]) is not drawn over the papers' own numbers
    assert ".references.labelled li::marker { content: none; }" in page
    markdown = export_cv(request, "markdown").text
    in_order(markdown, ["## Invited Talks", "### Journal Articles", r"- \[J1\] **Engines"])
    in_order(markdown, ["### Other Publications", r"- \[O1\] **A Report"])
    resume = json.loads(export_cv(request, "jsonresume").text)
    assert [(p["group"], p["number"]) for p in resume["publications"]][:3] == [
        ("Journal Articles", "J1"),
        ("Conference Papers", "C1"),
        ("Conference Papers", "C2"),
    ]


@pytest.mark.parametrize("engine", ["xelatex", "typst"])
@pytest.mark.parametrize("theme", ["awesome", "classic"])
def test_a_numbered_papers_lines_hang_after_its_number(
    tmp_path: Path, theme: str, engine: str
) -> None:
    """As margin's numbered reference list sets them: a wrapped title's second
    line, and every line below it, start where the title does, after the
    number ([C1], [P2] in a column as wide as the widest number, each flush
    right in it); a group's title is kept with its first paper; the bundled
    CV, numbered and grouped, passes the layout check; in either engine."""
    import shutil

    import pdfplumber

    from tests.conftest import ROOT
    from tests.layoutcheck import check_pdf

    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    zili = tmp_path / "profiles/zili-zhang.yaml"
    text = zili.read_text(encoding="utf-8")
    zili.write_text(
        text.replace("\nname:", "\nstyle: {numbering: forward, group_by: kind}\nname:", 1)
    )
    result = build_cv(
        CvRequest(zili, date=DAY, theme=theme, engine=engine),
        BuildOptions(out_dir=tmp_path / "out"),
    )
    report = check_pdf(result.pdf)
    assert report.problems == (), str(report)
    label = re.compile(r"\[[A-Z][a-z]*\d+\]")
    with pdfplumber.open(result.pdf) as pdf:  # each line's words, the footers left out
        lines = [
            sorted(ws, key=lambda w: w["x0"])
            for page in pdf.pages
            for _, ws in itertools.groupby(
                sorted(
                    (w for w in page.extract_words() if w["top"] < page.height - 60),
                    key=lambda w: (round(w["top"]), w["x0"]),
                ),
                key=lambda w: round(w["top"]),
            )
        ]
    numbered = [i for i, ws in enumerate(lines) if label.fullmatch(ws[0]["text"])]
    assert len(numbered) == 12  # J1, C1-C6, W1, P1-P4
    starts = [lines[i][1]["x0"] for i in numbered]
    ends = [lines[i][0]["x1"] for i in numbered]
    assert max(starts) - min(starts) < 0.3 and max(ends) - min(ends) < 0.3, (starts, ends)
    start = starts[0]  # one column, its numbers flush right
    wrapped = next(i for i in numbered if lines[i][1]["text"].startswith("DistTrain"))
    # (XeLaTeX shrinks the awesome title's spaces to fit "Language" on its first
    # line; Typst's spaces shrink less: cvgen.typ's tight)
    second = {"awesome": {"xelatex": "Models", "typst": "Language"}}.get(theme, {})
    assert lines[wrapped + 1][0]["text"].startswith(second.get(engine, "Large"))
    for here, after in itertools.pairwise(numbered):  # a paper's lines, in its group
        if lines[here][0]["text"][1] == lines[after][0]["text"][1]:
            assert all(ws[0]["x0"] > start - 0.6 for ws in lines[here + 1 : after])
