"""A build known to be up to date from its input bytes: no validation, no TeX."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv.request import CvRequest
from cvgen.errors import Location
from cvgen.model.dates import PartialDate
from cvgen.pipeline import engine as build_module
from cvgen.pipeline.freshness import fresh_build
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.plan import build_cv, build_page
from cvgen.pipeline.sourcekeys import output_key
from cvgen.support import cache

ZILI = Path("profiles/zili-zhang.yaml")


def no_tex(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("TeX ran")

    monkeypatch.setattr(build_module, "prepare", fail)


def test_an_unchanged_build_runs_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = build_cv(CvRequest(ZILI), BuildOptions(out_dir=tmp_path))
    no_tex(monkeypatch)
    again = build_cv(CvRequest(ZILI), BuildOptions(out_dir=tmp_path))
    assert (again.cached, again.restored, again.pdf, again.pages) == (True, False, first.pdf, 2)


def test_a_deleted_pdf_comes_back_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = build_cv(CvRequest(ZILI), BuildOptions(out_dir=tmp_path / "a"))
    data = first.pdf.read_bytes()
    no_tex(monkeypatch)
    other = build_cv(CvRequest(ZILI), BuildOptions(out_dir=tmp_path / "b"))
    assert other.restored and other.pdf.read_bytes() == data


def test_force_builds_anyway(tmp_path: Path) -> None:
    build_cv(CvRequest(ZILI), BuildOptions(out_dir=tmp_path))
    assert not build_cv(CvRequest(ZILI), BuildOptions(out_dir=tmp_path, force=True)).cached


def test_the_command_says_what_it_did(tmp_path: Path) -> None:
    args = ["build", str(ZILI), "--out", str(tmp_path)]
    assert CliRunner().invoke(main, args).stdout.startswith("built ")
    assert CliRunner().invoke(main, args).stdout.startswith("up to date ")
    next(tmp_path.glob("*.pdf")).unlink()
    assert CliRunner().invoke(main, args).stdout.startswith("restored from the cache ")
    quiet = CliRunner().invoke(main, [*args, "--quiet", "--force"])
    assert (quiet.exit_code, quiet.stdout) == (0, "")


SOLO = "name: Ada Lovelace\npublications:\n  by_author: true\n"
NO_DATABASE = (
    "warning: ada.yaml:2:1: publications: no publications.yaml beside the profile or in "
    "./profiles, so the CV shows no papers (pass --db FILE, or set publications.database "
    "to its path relative to the profile)\n"
)


def test_an_up_to_date_build_gives_the_warnings_its_build_gave(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "ada.yaml").write_text(SOLO)
    monkeypatch.chdir(tmp_path)
    day = PartialDate(2024, 1, 1)
    built = build_cv(CvRequest(Path("ada.yaml"), date=day), BuildOptions(out_dir=Path("out")))
    no_tex(monkeypatch)
    fresh = build_cv(CvRequest(Path("ada.yaml"), date=day), BuildOptions(out_dir=Path("out")))
    assert fresh.cached and fresh.warnings == built.warnings  # Problems, located
    assert [w.location for w in fresh.warnings] == [Location(Path("ada.yaml"), 2, 1)]
    args = ["build", "ada.yaml", "--out", "out", "--date", "2024-01-01"]
    result = CliRunner().invoke(main, args)
    assert result.stdout.startswith("up to date ") and result.stderr == NO_DATABASE


def test_a_cache_entry_with_warnings_as_text_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Entries from before warnings were stored whole: the build loads its
    inputs again (the PDF is still up to date by its stamp) and rewrites it."""
    (tmp_path / "ada.yaml").write_text(SOLO)
    monkeypatch.chdir(tmp_path)
    args = ["build", "ada.yaml", "--out", "out", "--date", "2024-01-01"]
    assert CliRunner().invoke(main, args).stderr == NO_DATABASE
    key = BuildOptions().key(
        CvRequest(Path("ada.yaml"), variant="long", date=PartialDate(2024, 1, 1))
    )
    assert key is not None and fresh_build(key, Path("out")) is not None
    entry = json.loads(cache.read("builds", f"{key}.json") or b"")
    entry["warnings"] = [NO_DATABASE.removeprefix("warning: ").strip()]
    cache.write("builds", f"{key}.json", json.dumps(entry).encode())
    assert fresh_build(key, Path("out")) is None
    result = CliRunner().invoke(main, args)
    assert result.stdout.startswith("up to date ") and result.stderr == NO_DATABASE
    rewritten = fresh_build(key, Path("out"))
    assert rewritten is not None and len(rewritten.warnings) == 1


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("key", "0" * 64),  # another build's record, copied under this key's name
        ("file", "../outside.pdf"),
        ("file", "/tmp/outside.pdf"),
        ("file", "ada.yaml"),
    ],
)
def test_a_record_that_is_not_this_builds_is_not_served(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, field: str, value: str
) -> None:
    (tmp_path / "ada.yaml").write_text(SOLO)
    monkeypatch.chdir(tmp_path)
    args = ["build", "ada.yaml", "--out", "out", "--date", "2024-01-01"]
    assert CliRunner().invoke(main, args).exit_code == 0
    key = BuildOptions().key(
        CvRequest(Path("ada.yaml"), variant="long", date=PartialDate(2024, 1, 1))
    )
    assert key is not None and fresh_build(key, Path("out")) is not None
    entry = json.loads(cache.read("builds", f"{key}.json") or b"")
    cache.write("builds", f"{key}.json", json.dumps({**entry, field: value}).encode())
    assert fresh_build(key, Path("out")) is None
    assert not (tmp_path / "outside.pdf").exists()
    result = CliRunner().invoke(main, args)  # checked by its stamp, then recorded again
    assert result.exit_code == 0 and "out/ada-long-2024-01-01.pdf" in result.stdout
    assert json.loads(cache.read("builds", f"{key}.json") or b"")["key"] == key


DAY = PartialDate(2024, 10, 10)


@pytest.mark.parametrize(
    "name",
    [
        "../outside.html",
        "/tmp/outside.html",
        "sub/ada.html",
        "..\\outside.html",
        "ada.htm",
        "ada.HTML",
        ".html",
        "ada.yaml",
    ],
)
def test_a_page_record_naming_another_file_is_not_served(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    (tmp_path / "ada.yaml").write_text(SOLO)
    monkeypatch.chdir(tmp_path)
    day, out = PartialDate(2024, 1, 1), Path("out")
    page = build_page(
        CvRequest(Path("ada.yaml"), date=day), BuildOptions(out_dir=out, formats=("html",))
    ).page
    assert page == out / "ada-long-2024-01-01.html"
    built = BuildOptions().key(CvRequest(Path("ada.yaml"), variant="long", date=day))
    assert built is not None
    key = output_key(built, "html", ("html",))
    assert fresh_build(key, out) is not None
    entry = json.loads(cache.read("builds", f"{key}.json") or b"")
    assert entry["file"] == page.name
    cache.write("builds", f"{key}.json", json.dumps({**entry, "file": name}).encode())
    page.unlink()  # served, the record would put its kept page where it names
    assert fresh_build(key, out) is None
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == [
        "ada.yaml",
        "out",
    ]
    again = build_page(
        CvRequest(Path("ada.yaml"), date=day), BuildOptions(out_dir=out, formats=("html",))
    )
    assert not again.cached and again.page == page and page.is_file()
    assert json.loads(cache.read("builds", f"{key}.json") or b"")["file"] == page.name
