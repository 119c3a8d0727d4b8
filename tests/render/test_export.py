"""``cvgen export``: the library function and the command (standard output,
``--out`` written whole, ``--variant``, ``--date``, errors)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cvgen.cli.main import main
from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.render.export import export_cv

ZILI = "profiles/zili-zhang.yaml"


def run(*args: str) -> Result:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result


def test_both_formats_from_the_library() -> None:
    document = json.loads(export_cv(CvRequest(Path(ZILI)), "jsonresume").text)
    assert document["meta"]["version"] == "2024-10-10"  # the profile's date
    markdown = export_cv(CvRequest(Path(ZILI), date=PartialDate(2025, 1, 2)), "markdown").text
    assert markdown.startswith("# Zili Zhang\n")
    assert markdown.endswith("*Last updated January 2, 2025.*\n")
    with pytest.raises(ValueError, match="unknown format 'pdf'"):
        export_cv(CvRequest(Path(ZILI)), "pdf")


def test_standard_output_by_default() -> None:
    result = run("export", ZILI, "--format", "jsonresume", "--variant", "short")
    assert (result.exit_code, result.stderr) == (0, "")
    document = json.loads(result.stdout)
    assert len(document["publications"]) == 8
    assert "skills" not in document


def test_out_writes_the_file_whole(tmp_path: Path) -> None:
    out = tmp_path / "site" / "cv.md"
    result = run("export", ZILI, "--format", "markdown", "--date", "2024-10-10", "--out", str(out))
    assert (result.exit_code, result.stdout) == (0, f"{out}\n")
    assert out.read_text() == run("export", ZILI, "--format", "markdown").stdout
    assert [p.name for p in out.parent.iterdir()] == ["cv.md"]  # no temporary file left


def test_a_profile_without_a_database_warns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "ada.yaml").write_text("name: Ada Lovelace\n")
    monkeypatch.chdir(tmp_path)
    result = run("export", "ada.yaml", "--format", "jsonresume", "--date", "2024-01-01")
    assert (result.exit_code, result.stderr) == (
        0,
        "warning: ada.yaml:1:1: publications: no publications.yaml beside the profile or in "
        "./profiles, so the CV shows no papers (pass --db FILE, or set publications.database "
        "to its path relative to the profile)\n",
    )
    assert json.loads(result.stdout)["basics"] == {"name": "Ada Lovelace"}
    markdown = run("export", "ada.yaml", "--format", "markdown", "--date", "2024-01-01").stdout
    assert markdown == "# Ada Lovelace\n\n*Last updated January 1, 2024.*\n"


def test_errors() -> None:
    result = run("export", ZILI, "--format", "markdown", "--variant", "shrt")
    assert (result.exit_code, result.stderr) == (
        1,
        "error: no variant 'shrt' (did you mean 'short'?)\n",
    )
    result = run("export", ZILI)
    assert result.exit_code == 2
    assert "Missing option '--format'" in result.stderr
    result = run("export", "profiles/nobody.yaml", "--format", "markdown")
    assert (result.exit_code, result.stderr) == (
        1,
        "error: profiles/nobody.yaml: no such file (check the path)\n",
    )
