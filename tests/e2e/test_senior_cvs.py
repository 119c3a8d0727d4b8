"""A professor's and her student's short and one-page CVs, as real PDFs: what
each keeps and drops (tests/senior: a test group in the shape of real systems
CVs; docs/how-to/ranking.md).

The professor is last author on her group's SOSP'24 and NSDI'24 papers and
first author of a patent, a book chapter and a one-page perspective; a short
CV that ranked papers as a student's would keep those three. Her honours
include a European Research Council grant that a one-page CV must not lose.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from tests.conftest import campaign_beyond, pdf_text

SENIOR = Path(__file__).resolve().parent.parent / "senior"
DAY = PartialDate.parse("2025-03-01")


def flat(text: str) -> str:
    return " ".join(text.split())


Built = Callable[[str], tuple[int, str, tuple[str, ...]]]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """(pages, text, dropped) of a CV by ``who-variant``, built the first time
    a test asks (each is a page-budget fit of several TeX runs: the campaign's
    cases alone ask for some)."""
    out = tmp_path_factory.mktemp("senior")
    found: dict[str, tuple[int, str, tuple[str, ...]]] = {}

    def cv(key: str) -> tuple[int, str, tuple[str, ...]]:
        if key not in found:
            who, variant = key.split("-")
            request = CvRequest(SENIOR / f"{who}.yaml", variant=variant, date=DAY)
            result = build_cv(request, BuildOptions(out_dir=out))
            assert result.pdf is not None
            found[key] = (result.pages, flat(pdf_text(result.pdf)), result.dropped)
        return found[key]

    return cv


PI_PAPERS = (
    "Tessera: Crash-Consistent Tiered Storage",  # SOSP'24, last and corresponding author
    "Quill: Fast Recovery for Replicated State Machines",  # NSDI'24, last author
)
PI_LEFT_OUT = (
    "Method and System for Tiered Memory Placement",  # the patent
    "Operating Systems for Disaggregated Datacenters",  # the chapter
    "Memory Is the New Network",  # the perspective
)


# each case is a CV of its own to fit: make test keeps the one-page PI's and the
# short student's (which the tests below read too), the campaign the other two
@pytest.mark.parametrize("variant", campaign_beyond(["short", "onepage"], "onepage"))
def test_a_pi_keeps_her_last_author_papers_and_her_european_grant(
    built: Built, variant: str
) -> None:
    pages, text, dropped = built(f"pi-{variant}")
    assert pages <= (2 if variant == "short" else 1)
    for title in PI_PAPERS:
        assert title in text
    for title in PI_LEFT_OUT:
        assert title not in text
    assert "European Research Council Consolidator Grant" in text
    assert "Best Paper Award, NSDI 2024" in text
    assert not any("European Research Council" in d for d in dropped)


def test_a_one_page_pi_cv_drops_its_lesser_honours_and_weakest_papers_first(
    built: Built,
) -> None:
    pages, text, dropped = built("pi-onepage")
    assert pages == 1
    assert dropped[:2] == (
        "honors: Early Career Research Award (2016)",
        "honors: School Teaching Award (2019)",
    )
    assert "SIGOPS Mid-Career Award" in text  # among the three kept through the budget
    gone = [d.removeprefix("publications: ") for d in dropped if d.startswith("publications:")]
    assert not any(t.startswith(("Tessera", "Quill", "Harbor")) for t in gone)  # top venues


@pytest.mark.parametrize("variant", campaign_beyond(["short", "onepage"], "short"))
def test_a_student_keeps_first_author_papers_and_top_ranked_honours(
    built: Built, variant: str
) -> None:
    pages, text, _ = built(f"student-{variant}")
    assert pages == 1
    for title in ("Tessera", "Quill", "Kestrel", "Weave"):  # first author
        assert title in text
    assert "Doctoral Fellowship" in text and "National Scholarship" in text  # 3/250, 2/180
    for title in PI_LEFT_OUT:
        assert title not in text  # not hers


def test_the_student_short_cv_shows_all_her_papers_and_honours_on_one_page(
    built: Built,
) -> None:
    _, text, dropped = built("student-short")
    assert "Harbor" in text and "The Case for Drift-Aware" in text
    assert not [d for d in dropped if d.startswith("publications:")]


SUMMARY = (
    "Publications: 16 (10 conference, 1 journal, 1 workshop, 1 preprint, 1 chapter, "
    "1 perspective, 1 patent) · 5 as first author · 10 as last author"
)


# a PDF and a web page (whose markup is read, not its fonts) a theme: make test
# keeps the default theme, the campaign the others
@pytest.mark.usefixtures("fonts_not_embedded")
@pytest.mark.parametrize("theme", campaign_beyond(["awesome", "classic", "margin"], "awesome"))
def test_the_summary_line_is_under_the_header_in_every_theme_and_the_web_page(
    tmp_path: Path, theme: str
) -> None:
    request = CvRequest(SENIOR / "pi.yaml", variant="record", date=DAY, theme=theme)
    result = build_cv(request, BuildOptions(out_dir=tmp_path))
    assert result.pdf is not None
    text = flat(pdf_text(result.pdf))
    assert SUMMARY in text
    assert (
        text.index("example.org/keller") < text.index("Publications: 16") < text.index("Education")
    )
    args = ["build", str(SENIOR / "pi.yaml"), "--variant", "record", "--theme", theme]
    web = CliRunner().invoke(
        main, [*args, "--format", "html", "--date", "2025-03-01", "--out", str(tmp_path / "web")]
    )
    assert web.exit_code == 0, web.output
    page = next((tmp_path / "web").glob("*.html")).read_text(encoding="utf-8")
    assert f'<p class="address summary-line">{SUMMARY}</p>' in page


def test_the_summary_line_in_markdown_and_in_chinese(tmp_path: Path) -> None:
    out = tmp_path / "pi.md"
    args = ["export", str(SENIOR / "pi.yaml"), "--format", "markdown", "--variant", "record"]
    result = CliRunner().invoke(main, [*args, "--date", "2025-03-01", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert f"*{SUMMARY}*" in out.read_text(encoding="utf-8")
    request = CvRequest(SENIOR / "pi.yaml", variant="record", date=DAY, locale="zh")
    built = build_cv(request, BuildOptions(out_dir=tmp_path))
    assert built.pdf is not None
    text = flat(pdf_text(built.pdf))
    assert "论文 16 篇" in text and "第一作者 5 篇" in text and "末位作者 10 篇" in text
