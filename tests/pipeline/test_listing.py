"""`cvgen list`: profiles, their variants, entries per section, last builds."""

from pathlib import Path

from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.listing import last_build, list_profiles
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv
from tests.conftest import cvgen_in_process


def test_lists_variants_entries_and_the_last_build(tmp_path: Path) -> None:
    ada = Path("tests/variants/ada.yaml")
    build_cv(
        CvRequest(ada, variant="grant", date=PartialDate(2024, 1, 1)),
        BuildOptions(out_dir=tmp_path),
    )
    built = build_cv(
        CvRequest(ada, variant="grant", date=PartialDate(2025, 1, 1)),
        BuildOptions(out_dir=tmp_path),
    )
    [listing] = list_profiles([ada], tmp_path)
    assert listing.items == {"experience": 2, "publications": 2}
    assert [v.name for v in listing.variants] == ["long", "short", "grant"]
    grant = listing.variants[2]
    assert (grant.last_pdf, grant.pages, grant.max_pages) == (built.pdf, 1, 2)
    assert listing.variants[0].last_pdf is None


def test_the_command_prints_one_line_per_variant(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["list", "tests/variants/charles.yaml", "--out", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "tests/variants/charles.yaml: Charles Babbage",
        "  entries: experience 3, publications 2",
        "  long   awesome  no page budget   not built",
        "  short  awesome  max 2 pages      not built",
        "  grant  awesome  max 2 pages      not built",
    ]


def test_last_build_takes_the_newest_date_of_exactly_that_variant(tmp_path: Path) -> None:
    for name in [
        "ada-short-2024-01-01.pdf",
        "ada-short-2025-03-01.pdf",
        "ada-short-x-2026-01-01.pdf",
    ]:
        (tmp_path / name).write_bytes(b"")
    assert last_build(tmp_path, "ada", "short") == tmp_path / "ada-short-2025-03-01.pdf"
    assert last_build(tmp_path, "ada", "long") is None
    assert last_build(tmp_path / "nowhere", "ada", "short") is None


def test_a_file_named_after_its_date_names_the_pdf_with_the_date_once(tmp_path: Path) -> None:
    from cvgen.pipeline.listing import pdf_stem

    assert pdf_stem("zili-zhang-2023-07-25", "long", "2023-07-25") == "zili-zhang-long-2023-07-25"
    assert pdf_stem("zili-zhang-2023-07-25", "long", "2024-10-10") == (
        "zili-zhang-2023-07-25-long-2024-10-10"  # another date: the file's stays in the name
    )
    assert pdf_stem("ada", "short", "2024-10-10") == "ada-short-2024-10-10"
    (tmp_path / "zili-zhang-long-2023-07-25.pdf").write_bytes(b"")
    (tmp_path / "zili-zhang-long-2024-01-01.pdf").write_bytes(b"")  # another profile's
    found = last_build(tmp_path, "zili-zhang-2023-07-25", "long")
    assert found == tmp_path / "zili-zhang-long-2023-07-25.pdf"


def test_the_bundled_2023_example_builds_a_pdf_with_its_date_once(tmp_path: Path) -> None:
    example = "examples/zili-zhang-2023-07-25.yaml"
    built = cvgen_in_process("build", example, "--out", tmp_path)
    assert built.returncode == 0, built.stderr
    assert [p.name for p in tmp_path.glob("*.pdf")] == ["zili-zhang-long-2023-07-25.pdf"]
    listed = cvgen_in_process("list", example, "--out", tmp_path)
    assert "zili-zhang-long-2023-07-25.pdf" in listed.stdout
