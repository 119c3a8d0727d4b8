"""``cvgen site``: what it prints, and a broken profile stopping it before any file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from tests.conftest import ROOT

# what the command prints and the pages say are read here, never the pages' fonts
pytestmark = pytest.mark.usefixtures("fonts_not_embedded")


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


def test_site_in_a_theme_and_a_language(tmp_path: Path) -> None:
    """``--theme`` and ``--locale``: every member's PDF and page in them, and the
    site's own words in that language; the front page's title the locale's."""
    profiles, out = group(tmp_path), tmp_path / "site"
    args = ["site", "--profiles", str(profiles), "--out", str(out), "--date", "2024-10-10"]
    result = CliRunner().invoke(main, [*args, "--theme", "classic", "--locale", "zh"])
    assert result.exit_code == 0, result.output
    for member in ("zili-zhang", "zhisheng-ye"):
        assert (out / member / f"{member}-long-zh-2024-10-10-classic.pdf").is_file()
        page = (out / member / "index.html").read_text(encoding="utf-8")
        assert '<html lang="zh-CN"' in page and 'data-theme="classic"' in page
        assert '<a href="../index.html">全部成员</a>' in page
        assert '<a href="../publications.html">发表论文</a>' in page
    index = (out / "index.html").read_text(encoding="utf-8")
    assert '<html lang="zh-CN">' in index and "<h1>课题组</h1>" in index
    assert "2 名成员" in index and ">简历</a>" in index and "2024年10月10日" in index
    assert "<title>发表论文</title>" in (out / "publications.html").read_text(encoding="utf-8")


def test_site_names_the_themes_and_locales_there_are(tmp_path: Path) -> None:
    profiles, out = group(tmp_path), tmp_path / "site"
    args = ["site", "--profiles", str(profiles), "--out", str(out), "--no-pdf"]
    result = CliRunner().invoke(main, [*args, "--locale", "xx"])
    assert result.exit_code == 2 and "no locale 'xx'" in result.output
    assert "de, en, es, fr, ja, ko, zh" in result.output
    result = CliRunner().invoke(main, [*args, "--theme", "clasic"])
    assert result.exit_code == 2 and "'classic'" in result.output
    assert not out.exists()


def test_site_says_what_it_took_away(tmp_path: Path) -> None:
    profiles, out = group(tmp_path), tmp_path / "site"
    args = ["site", "--profiles", str(profiles), "--out", str(out), "--no-pdf"]
    assert CliRunner().invoke(main, args).exit_code == 0
    (profiles / "zhisheng-ye.yaml").unlink()
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert f"removed {out / 'zhisheng-ye/index.html'}" in result.output.splitlines()
    assert result.output.splitlines()[-1].startswith(f"site: 3 files in {out}/ (")


GROUP_YAML = """\
title: Systems Research Group
about: |
  We build systems for machine learning: training, serving
  and scheduling.

  Our work appears at <OSDI> & NSDI.
links:
  - {text: GitHub, url: https://github.com/pku-sys}
  - {text: Contact, url: "mailto:lab@example.org"}
"""


def test_the_front_page_says_what_group_yaml_says(tmp_path: Path) -> None:
    """group.yaml beside the profiles: the title, the about paragraphs (escaped)
    and the links; --title and --about win over it."""
    profiles, out = group(tmp_path), tmp_path / "site"
    (tmp_path / "group.yaml").write_text(GROUP_YAML, encoding="utf-8")
    args = ["site", "--profiles", str(profiles), "--out", str(out), "--no-pdf"]
    result = CliRunner().invoke(main, [*args, "--date", "2024-10-10"])
    assert result.exit_code == 0, result.output
    index = (out / "index.html").read_text(encoding="utf-8")
    assert "<h1>Systems Research Group</h1>" in index
    assert (
        '<p class="about">We build systems for machine learning: training, serving and '
        "scheduling.</p>\n"
        '<p class="about">Our work appears at &lt;OSDI&gt; &amp; NSDI.</p>'
    ) in index
    assert '<li><a href="https://github.com/pku-sys">GitHub</a></li>' in index
    assert '<li><a href="mailto:lab@example.org">Contact</a></li>' in index
    assert not any(p.name == "group" for p in out.iterdir())  # not a member
    again = CliRunner().invoke(main, [*args, "--title", "Lab", "--about", "Only this."])
    assert again.exit_code == 0, again.output
    index = (out / "index.html").read_text(encoding="utf-8")
    assert "<h1>Lab</h1>" in index and '<p class="about">Only this.</p>' in index
    assert "Our work appears" not in index and "github.com/pku-sys" in index


def test_a_bad_group_yaml_stops_the_site_at_its_line(tmp_path: Path) -> None:
    profiles, out = group(tmp_path), tmp_path / "site"
    bad = "title: Lab\nlinks:\n  - {text: Home, url: 'javascript:alert(1)'}\nmotto: hi\n"
    (profiles / "group.yaml").write_text(bad, encoding="utf-8")
    result = CliRunner().invoke(main, ["site", "--profiles", str(profiles), "--out", str(out)])
    assert result.exit_code == 1, result.output
    where = profiles / "group.yaml"
    assert f"{where}:3:" in result.output and "links[0].url" in result.output
    assert f"{where}:4:1: motto:" in result.output
    assert not out.exists()
