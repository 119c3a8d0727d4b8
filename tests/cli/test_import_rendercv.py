"""``cvgen import-rendercv`` end to end: the test CV (RenderCV's format, with
grants, talks, students and service, now the typed sections, with their
summary lines) imported and built with the real ``cvgen build``;
a RenderCV file given to build or validate is named as one, with the command
that imports it."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from cvgen.cli.main import main
from tests.conftest import ROOT, pdf_text, squash

MIRA = ROOT / "tests/rendercv/Mira_Okafor_CV.yaml"


def run(*args: str) -> Result:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result


def test_import_then_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("import-rendercv", str(MIRA), "--out", "cv")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "wrote cv/mira-okafor.yaml (Mira Okafor)",
        "added 3 papers to cv/publications.yaml: torn-osdi24, learning-2023, study-tos25",
        "wrote cv/profile.schema.json, cv/publications.schema.json "
        "(for your editor: see cvgen schema --help)",
    ]
    assert len(result.stderr.splitlines()) == 5  # each a located warning
    assert all(": warning: " in line for line in result.stderr.splitlines())
    # in the profile's own locale (RenderCV's `language: french`): its plain section titles are
    # taken as written in it, so an English CV would show the locale's headings instead
    built = run("build", "cv/mira-okafor.yaml")
    assert built.exit_code == 0, built.output
    (pdf,) = Path("out").glob("*.pdf")
    text = squash(pdf_text(pdf))
    for shown in (
        "Mira Okafor",
        "Academic Positions",
        "Crash Consistency Without Tears",
        "Torn Writes Considered Harmful",
        "Learning to Place Replicas",  # by "M. Okafor", the alias
        "Storage That Tells the Truth NSF, CAREER",  # the funder and programme from the title
        "Invited Talks",
        "Lin Chen",
        # the typed sections' summary lines, in the profile's locale (French)
        "Total comme Porteur : 650 000 USD (au mars 2025)",
        "Doctorants : 1 (1 en cours) ; Étudiants de master : 1 (1 diplômé)",
        "Conférences plénières : 1 ; Exposés invités : 1",
        "Comités de programme",
        "Best Paper Award, FAST",
        "Programming languages",
        "Yoruba",
    ):
        assert shown in text, shown
    assert "2025-03-01" in pdf.name  # rendercv_settings.date


def test_an_existing_profile_is_never_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("mine.yaml").write_text("name: Mira\n")
    result = run("import-rendercv", str(MIRA), "--profile", "mine.yaml")
    assert (result.exit_code, result.stdout) == (1, "")
    assert "mine.yaml: already exists, and an import never replaces a profile" in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.yaml"]
    assert run("import-rendercv", str(MIRA), "--out", "a", "--profile", "b.yaml").exit_code == 2


@pytest.mark.parametrize("command", ["build", "validate"])
def test_a_rendercv_file_is_named_as_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("Mira_Okafor_CV.yaml").write_bytes(MIRA.read_bytes())
    result = run(command, "Mira_Okafor_CV.yaml")
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == (
        "1 problem found\n"
        "Mira_Okafor_CV.yaml:4:1: cv: this is a RenderCV file, not a cvgen profile "
        "(make a profile of it: cvgen import-rendercv Mira_Okafor_CV.yaml, or "
        "cvgen new 'Mira Okafor' --from-rendercv Mira_Okafor_CV.yaml)\n"
    )
    assert not Path("out").exists()


def test_help_gives_an_example() -> None:
    assert (
        "Example: cvgen import-rendercv Ada_Lovelace_CV.yaml"
        in run("import-rendercv", "--help").stdout
    )


def test_a_second_cv_in_english_states_its_totals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    tomas = ROOT / "tests/rendercv/Tomas_Berg_CV.yaml"
    result = run("import-rendercv", str(tomas), "--out", "cv")
    assert result.exit_code == 0, result.output
    built = run("build", "cv/tomas-berg.yaml", "--date", "2025-03-01")
    assert built.exit_code == 0, built.output
    (pdf,) = Path("out").glob("*.pdf")
    text = squash(pdf_text(pdf))
    for shown in (
        "Funding as co-PI",  # the RenderCV title, kept
        "Total as Co-PI: EUR 2,580,000 (as of March 2025)",  # €2.4M + EUR 180,000
        "Keynotes: 1; Contributed talks: 1 (as of March 2025)",
        "Undergraduate students: 1 (1 current); Postdocs: 1 (1 graduated) (as of March 2025)",
        "Hardware donation",  # kept in a custom section, as written
        "Kim Park",
    ):
        assert shown in text, shown
