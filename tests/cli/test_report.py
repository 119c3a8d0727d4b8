"""The lines ``cvgen build`` prints, from outcomes made in memory."""

from pathlib import Path

import pytest

from cvgen.cli.report import BuildReport, echo_warnings, watched
from cvgen.errors import FileReadError, Location, Problem
from cvgen.pipeline.engine import BuildResult
from cvgen.pipeline.freshness import FreshBuild
from cvgen.pipeline.inputs import Inputs
from cvgen.pipeline.watch import Built, Changed, Failed, Fresh

PDF = Path("out/ada-long-2024-10-10.pdf")


def test_built_rebuilt_and_up_to_date_lines(capsys: pytest.CaptureFixture[str]) -> None:
    report = BuildReport()
    report.done(BuildResult(Path("ada.yaml"), PDF, 2, 0.714))
    report.watch_event(Built(BuildResult(Path("ada.yaml"), PDF, 1, 0.5), rebuilt=True))
    warning = Problem(Location(Path("ada.yaml"), 3, 1), "publications", "w", "fix", warning=True)
    report.watch_event(Fresh(Path("ada.yaml"), FreshBuild(PDF, 2, (warning,), (), True)))
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        f"built {PDF} (2 pages, 0.71 s)",
        f"rebuilt {PDF} (1 page, 0.50 s)",
        f"restored from the cache {PDF} (2 pages)",
    ]
    assert err == ""  # warnings are said at the end of the build (or of the round)
    report.flush()
    assert capsys.readouterr().err == "warning: ada.yaml:3:1: publications: w (fix)\n"
    assert not report.failed


def test_errors_are_shown_and_set_the_status(capsys: pytest.CaptureFixture[str]) -> None:
    report = BuildReport(quiet=True)
    report.watch_event(Changed((Path("/x/ada.yaml"),), (Path("ada.yaml"),), ()))
    report.watch_event(Failed(Path("ada.yaml"), FileReadError("ada.yaml:3:1: broken")))
    out, err = capsys.readouterr()
    assert out == ""  # --quiet keeps only warnings and errors
    assert err == "error: ada.yaml: ada.yaml:3:1: broken\n"
    assert report.failed


def test_a_preview_that_fails_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no pdftoppm
    report = BuildReport(png_dpi=110)
    report.previews(tmp_path / "cv.pdf", 1)
    assert "sudo apt-get install poppler-utils" in capsys.readouterr().err
    assert report.failed


def test_what_is_watched_is_said_briefly() -> None:
    templates = Path("latex_templates").resolve()
    named = Inputs((Path("a.yaml"),), {Path("db.yaml").resolve(): frozenset()}, templates, None)
    assert watched(named) == "a.yaml, db.yaml and latex_templates/"
    folder = Inputs((Path("p/a.yaml"), Path("p/b.yaml")), {}, templates, Path("p").resolve())
    assert watched(folder) == "2 profiles in p/ and latex_templates/"


def test_warnings_print_in_one_of_two_layouts(capsys: pytest.CaptureFixture[str]) -> None:
    warning = Problem(Location(Path("ada.yaml"), 3, 1), "publications", "w", "fix", warning=True)
    echo_warnings([warning])  # build, export, diff
    echo_warnings([warning], place_first=True)  # validate, publications, the importers
    assert capsys.readouterr().err.splitlines() == [
        "warning: ada.yaml:3:1: publications: w (fix)",
        "ada.yaml:3:1: warning: publications: w (fix)",
    ]


def test_one_dropped_entry_is_one_entry(capsys: pytest.CaptureFixture[str]) -> None:
    dropped = ("honors: Prize (2001)",)
    BuildReport().done(BuildResult(Path("ada.yaml"), PDF, 2, 1.5, dropped=dropped, compiles=3))
    assert capsys.readouterr().out.splitlines()[1] == (
        "  dropped 1 entry to fit the page budget (3 compiles): honors: Prize (2001)"
    )


def _untranslated(line: int, shown: str) -> Problem:
    from cvgen.cv.localize import untranslated_kind

    return Problem(
        Location(Path("p.yaml"), line, 3),
        f"interests[{line}]",
        f"no de text; the CV shows '{shown}'",
        "write it as {en: ..., de: ...}",
        warning=True,
        kind=untranslated_kind("de"),
    )


def test_warnings_of_one_kind_are_one_line_with_a_count_and_an_example(
    capsys: pytest.CaptureFixture[str],
) -> None:
    other = Problem(Location(Path("p.yaml"), 9, 1), "publications", "no papers", warning=True)
    echo_warnings([_untranslated(4, "Climbing"), other, _untranslated(5, "Chess")], verbose=False)
    assert capsys.readouterr().err.splitlines() == [
        "warning: 2 texts have no 'de' translation (e.g. p.yaml:4:3: interests[4]: no de text; "
        "the CV shows 'Climbing'); --verbose lists them, as does cvgen validate --translations",
        "warning: p.yaml:9:1: publications: no papers",
    ]
    echo_warnings([_untranslated(4, "Climbing")], verbose=False)  # one: said whole
    assert capsys.readouterr().err.startswith("warning: p.yaml:4:3: interests[4]: no de text")


def test_a_build_says_its_warnings_at_the_end_each_once_unless_quiet(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = BuildReport()
    report.warnings((_untranslated(4, "Climbing"), _untranslated(5, "Chess")))
    report.warnings((_untranslated(4, "Climbing"),))  # long-zh and short-zh: said once
    assert capsys.readouterr().err == ""
    report.flush()
    assert capsys.readouterr().err.startswith("warning: 2 texts have no 'de' translation")
    verbose = BuildReport(verbose=True)
    verbose.warnings((_untranslated(4, "Climbing"), _untranslated(5, "Chess")))
    verbose.flush()
    assert len(capsys.readouterr().err.splitlines()) == 2
    quiet = BuildReport(quiet=True)
    quiet.warnings((_untranslated(4, "Climbing"),))
    quiet.flush()
    assert capsys.readouterr().err == ""


def test_under_watch_a_rebuilds_warnings_are_said_as_it_comes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from cvgen.pipeline.watch import Watching

    report = BuildReport()
    first = BuildResult(Path("ada.yaml"), PDF, 2, 0.5, warnings=(_untranslated(4, "Climbing"),))
    report.watch_event(Built(first, rebuilt=False))
    assert capsys.readouterr().err == ""  # the first round's: when watching starts
    report.watch_event(Watching(Inputs((Path("ada.yaml"),), {}, Path("latex_templates"), None)))
    assert "warning: p.yaml:4:3" in capsys.readouterr().err
    report.watch_event(Changed((Path("ada.yaml"),), (Path("ada.yaml"),), ()))
    again = BuildResult(Path("ada.yaml"), PDF, 2, 0.5, warnings=(_untranslated(5, "Chess"),))
    report.watch_event(Built(again, rebuilt=True))
    assert "warning: p.yaml:5:3" in capsys.readouterr().err
