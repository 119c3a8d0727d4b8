"""``cvgen build --format``: the PDF, the web page or both, and the lines it prints
(CliRunner in-process, real XeLaTeX)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main

ZILI = "profiles/zili-zhang.yaml"
STEM = "zili-zhang-long-2024-10-10"


def build(out: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(
        main, ["build", ZILI, "--date", "2024-10-10", "--out", str(out), *args]
    )
    return result.exit_code, result.stdout, result.stderr


def test_the_web_page_alone(tmp_path: Path) -> None:
    status, stdout, stderr = build(tmp_path, "--format", "html")
    assert (status, stderr) == (0, "")
    page = tmp_path / f"{STEM}.html"
    assert re.fullmatch(rf"built {re.escape(str(page))} \(\d+\.\d\d s\)\n", stdout)
    assert list(tmp_path.iterdir()) == [page]
    assert '.pdf"' not in page.read_text(encoding="utf-8")  # no PDF to link to

    assert build(tmp_path, "--format", "html") == (0, f"up to date {page}\n", "")
    page.unlink()
    assert build(tmp_path, "--format", "html")[1] == f"restored from the cache {page}\n"


def test_both_formats_and_the_page_links_the_pdf(tmp_path: Path) -> None:
    status, stdout, stderr = build(tmp_path, "--format", "pdf,html")
    assert (status, stderr) == (0, "")
    pdf, page = tmp_path / f"{STEM}.pdf", tmp_path / f"{STEM}.html"
    assert re.fullmatch(
        rf"built {re.escape(str(pdf))} \(2 pages, [\d.]+ s\)\n"
        rf"built {re.escape(str(page))} \([\d.]+ s\)\n",
        stdout,
    )
    assert sorted(tmp_path.iterdir()) == [page, pdf]
    assert pdf.read_bytes().startswith(b"%PDF")
    assert f'href="{pdf.name}"' in page.read_text(encoding="utf-8")

    again = build(tmp_path, "--format", "pdf,html")
    assert again == (0, f"up to date {pdf} (2 pages)\nup to date {page}\n", "")
    quiet = build(tmp_path, "--format", "pdf,html", "--force", "--quiet")
    assert quiet == (0, "", "")


def test_a_page_added_to_an_up_to_date_pdf_runs_no_tex(tmp_path: Path) -> None:
    assert build(tmp_path)[0] == 0
    pdf = tmp_path / f"{STEM}.pdf"
    stamp = pdf.stat().st_mtime_ns
    status, stdout, _ = build(tmp_path, "--format", "pdf,html")
    assert status == 0
    assert stdout.startswith(f"up to date {pdf} (2 pages)\nbuilt {tmp_path / STEM}.html (")
    assert pdf.stat().st_mtime_ns == stamp


@pytest.mark.parametrize(
    ("value", "named"),
    [
        ("docx", "'docx'"),
        ("pdf,docx", "'docx'"),
        ("PDF,Word", "'word'"),
        ("", "''"),
        ("pdf,", "''"),
    ],
)
def test_an_unknown_format_is_a_usage_error(tmp_path: Path, value: str, named: str) -> None:
    status, stdout, stderr = build(tmp_path, "--format", value)
    assert status == 2 and stdout == ""
    assert "Invalid value for '--format'" in stderr
    message = f"{named} is not a format: write pdf, html or both, comma-separated (pdf,html)"
    assert message in " ".join(stderr.split())  # click wraps the line
    assert not tmp_path.exists() or list(tmp_path.iterdir()) == []


def test_build_writes_the_named_pdf(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main,
        ["build", "profiles/zili-zhang.yaml", "--variant", "long", "--date", "2024-10-10",
         "--out", str(tmp_path)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "zili-zhang-long-2024-10-10.pdf"
    assert pdf.is_file()
    assert result.stdout.startswith(f"built {pdf} (")


def test_build_stops_before_tex_on_invalid_input(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["build", "tests/bad_inputs/misspelt_key.yaml", "--out", str(tmp_path)]
    )
    assert result.exit_code == 1
    assert "educaton: unknown key (did you mean 'education'?)" in result.stderr
    assert not list(tmp_path.iterdir())


def test_usage_errors_exit_2() -> None:
    result = CliRunner().invoke(main, ["build", "--date", "2024-13-01"])
    assert result.exit_code == 2
    assert "has month 13" in result.stderr


def test_unknown_variant_exits_1(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["build", "profiles/zili-zhang.yaml", "--variant", "tiny", "--out", str(tmp_path)]
    )
    assert result.exit_code == 1
    assert "no variant 'tiny' (known: long, short, teaching, long-zh, short-zh)" in result.stderr


def test_warnings_are_a_line_for_each_kind_every_one_with_verbose_none_with_quiet(
    tmp_path: Path,
) -> None:
    args = ["build", "profiles/zili-zhang.yaml", "--variant", "long-zh", "--format", "html"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "a")])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [
        "warning: 13 texts have no 'zh' translation (e.g. profiles/zili-zhang.yaml:35:11: "
        "education[1].rank: no zh text; the CV shows 'top 9%'); --verbose lists them, "
        "as does cvgen validate --translations"
    ]
    verbose = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "b"), "--verbose"])
    assert len(verbose.stderr.splitlines()) == 13
    quiet = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "c"), "--quiet"])
    assert (quiet.exit_code, quiet.stdout, quiet.stderr) == (0, "", "")
