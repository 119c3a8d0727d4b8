"""``cvgen site``: what it prints, and a broken profile stopping it before any file."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from cvgen.cli.main import main
from tests.conftest import ROOT


def group(tmp_path: Path) -> Path:
    folder = tmp_path / "profiles"
    folder.mkdir()
    for name in ("zili-zhang.yaml", "zhisheng-ye.yaml", "publications.yaml"):
        shutil.copy(ROOT / "profiles" / name, folder / name)
    return folder


def test_site_says_each_file_it_wrote(tmp_path: Path) -> None:
    profiles, out = group(tmp_path), tmp_path / "site"
    args = ["site", "--profiles", str(profiles), "--out", str(out), "--no-pdf"]
    result = CliRunner().invoke(main, [*args, "--date", "2024-10-10", "--title", "Lab"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[-1].startswith(f"site: 4 files in {out}/ (")
    wrote = sorted(line.removeprefix("wrote ") for line in lines if line.startswith("wrote "))
    assert wrote == sorted(
        str(out / name)
        for name in (
            "index.html",
            "publications.html",
            "zhisheng-ye/index.html",
            "zili-zhang/index.html",
        )
    )
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*.html")) == [
        "index.html",
        "publications.html",
        "zhisheng-ye/index.html",
        "zili-zhang/index.html",
    ]
    assert "<h1>Lab</h1>" in (out / "index.html").read_text(encoding="utf-8")


def test_a_broken_profile_stops_the_site_before_any_file(tmp_path: Path) -> None:
    profiles, out = group(tmp_path), tmp_path / "site"
    broken = profiles / "zhisheng-ye.yaml"
    broken.write_text(broken.read_text(encoding="utf-8") + "surprise: 1\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["site", "--profiles", str(profiles), "--out", str(out)])
    assert result.exit_code == 1
    assert "zhisheng-ye.yaml:" in result.output and "surprise" in result.output
    assert not out.exists()
