"""``cvgen new`` run for real, in an empty folder, up to the PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from pypdf import PdfReader

from cvgen.cli.main import main
from cvgen.sources.loader import load_profile
from tests.conftest import pdf_text, squash
from tests.sources.test_schema import editor_yaml, errors

ROOT = Path(__file__).resolve().parents[2]
# what `cvgen new "Ada Lovelace" --dir ~/cv` prints, as the docs show it
MADE_CV_FOLDER = [
    "made ~/cv, a CV folder:",
    "  profiles/ada-lovelace.yaml (replace the examples with yours)",
    "  profiles/publications.yaml (a publication database: one example paper)",
    "  profiles/profile.schema.json, profiles/publications.schema.json "
    "(for your editor: see cvgen schema --help)",
    "next: cd ~/cv && cvgen build",
]


def cvgen(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def build(profile: str) -> Path:
    """``cvgen build PROFILE`` into out/: the PDF it wrote."""
    result = cvgen("build", profile)
    assert result.exit_code == 0, result.output
    (pdf,) = Path("out").glob("*.pdf")
    assert result.stdout.startswith(f"built {pdf} (")
    return pdf


@pytest.fixture
def empty(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_new_then_build_gives_a_pdf(empty: Path) -> None:
    result = cvgen("new", "Ada Lovelace")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "wrote profiles/ada-lovelace.yaml (replace the examples with yours)",
        "wrote profiles/publications.yaml (a publication database: one example paper)",
        "wrote profiles/profile.schema.json, profiles/publications.schema.json "
        "(for your editor: see cvgen schema --help)",
        "next: cvgen build profiles/ada-lovelace.yaml",
    ]
    text = Path("profiles/ada-lovelace.yaml").read_text(encoding="utf-8")
    assert errors("profile", editor_yaml(text)) == []
    pdf = build("profiles/ada-lovelace.yaml")
    assert len(PdfReader(pdf).pages) == 1  # the starter fits one page
    words = squash(pdf_text(pdf))
    for shown in ("Ada Lovelace", "An Example Paper: Replace It with Yours", "Reviewer",
                  "Example Scholarship", "Spanish (fluent)", "A sub-bullet"):  # fmt: skip
        assert shown in words


def test_new_never_overwrites(empty: Path) -> None:
    assert cvgen("new", "Ada Lovelace").exit_code == 0
    profile = Path("profiles/ada-lovelace.yaml")
    before = profile.read_bytes()
    result = cvgen("new", "Ada Lovelace", "--dir", "profiles")
    assert result.exit_code == 1
    assert result.stderr == (
        "error: profiles/ada-lovelace.yaml already exists; cvgen new never overwrites a "
        "profile (choose another file name with --slug ada-lovelace-2, or delete "
        "profiles/ada-lovelace.yaml to start again)\n"
    )
    assert result.stdout == ""
    assert profile.read_bytes() == before


def test_a_hostile_name_prints_as_written(empty: Path) -> None:
    name = 'Ada "Lovelace": \\input{x} 50% & $5 #1'
    result = cvgen("new", name)
    assert result.exit_code == 0, result.output
    assert (
        result.stdout.splitlines()[-1]
        == "next: cvgen build profiles/ada-lovelace-input-x-50-5-1.yaml"
    )
    written = Path("profiles/ada-lovelace-input-x-50-5-1.yaml").read_text(encoding="utf-8")
    assert editor_yaml(written)["name"] == name
    pdf = build("profiles/ada-lovelace-input-x-50-5-1.yaml")
    text = squash(pdf_text(pdf))  # the heading wraps before the bold family name, "#1"
    assert text.startswith(name)
    assert text.count(name) >= 2  # the heading and the example paper's authors


def test_from_bib_imports_the_papers_that_then_show(empty: Path) -> None:
    result = cvgen("new", "Zili Zhang", "--from-bib", str(ROOT / "tests/bib/awkward.bib"))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert (
        lines[1] == "wrote profiles/publications.yaml (a publication database: the imported papers)"
    )
    assert lines[3] == "added 7 papers to profiles/publications.yaml:"
    assert lines[-2] == (
        f"Zili Zhang is among the authors of 1 of the 7 papers of {ROOT}/tests/bib/awkward.bib: "
        "the CV lists it; 2 more may be (named below)"
    )
    # two entries end with "and others": each is named, with the fix
    named = [line.split(" (")[0] for line in result.stderr.splitlines()]
    assert named == ["warning: gpu-nsdi25", "warning: megascale-nsdi24"]
    assert "list it under publications.papers in profiles/zili-zhang.yaml" in result.stderr
    words = squash(pdf_text(build("profiles/zili-zhang.yaml")))
    assert "StreamWise: LLM Serving at Scale" in words
    assert "Yinmin Zhong, Zili Zhang, Xin Jin" in words
    assert "Why Bibliographies Are Hard" not in words  # not his paper


def test_from_bib_warns_when_the_name_is_not_an_author(empty: Path) -> None:
    result = cvgen("new", "Ada Lovelace", "--from-bib", str(ROOT / "tests/bib/awkward.bib"))
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith(
        "warning: none of the 7 papers of "
        f"{ROOT}/tests/bib/awkward.bib lists Ada Lovelace among the authors"
    )
    assert result.stderr.endswith('aliases: ["A. Lovelace"]\n')


def test_help_gives_examples() -> None:
    assert 'Example: cvgen new "Ada Lovelace" --dir ~/cv' in cvgen("new", "--help").stdout


def test_a_cv_folder_of_its_own_builds_where_it_is(
    empty: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`cvgen new NAME --dir ~/cv`, then `cd ~/cv && cvgen build`: the PDF, with
    real XeLaTeX; a second run refuses to overwrite."""
    monkeypatch.setenv("HOME", str(empty / "home"))
    result = cvgen("new", "Ada Lovelace", "--dir", str(empty / "home/cv"))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == MADE_CV_FOLDER
    assert result.stderr == ""
    folder = empty / "home/cv"
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")) == [
        "profiles",
        "profiles/ada-lovelace.yaml",
        "profiles/profile.schema.json",
        "profiles/publications.schema.json",
        "profiles/publications.yaml",
    ]
    again = cvgen("new", "Ada Lovelace", "--dir", str(folder))
    assert again.exit_code == 1
    assert "ada-lovelace.yaml already exists; cvgen new never overwrites a profile" in again.stderr
    monkeypatch.chdir(folder)
    built = cvgen("build", "--date", "2026-01-02")
    assert built.exit_code == 0, built.output
    assert built.stderr == ""  # no warning: the example paper is Ada's
    pdf = folder / "out/ada-lovelace-long-2026-01-02.pdf"
    assert built.stdout.startswith("built out/ada-lovelace-long-2026-01-02.pdf (1 page, ")
    assert len(PdfReader(pdf).pages) == 1
    words = squash(pdf_text(pdf))
    assert words.startswith("Ada Lovelace")
    assert "An Example Paper: Replace It with Yours" in words
    validated = cvgen("validate")
    assert validated.stdout.splitlines() == [
        "ok profiles/ada-lovelace.yaml",
        "ok profiles/publications.yaml (1 paper)",
    ]


def test_a_theme_goes_to_the_cv_folders_themes(empty: Path) -> None:
    result = cvgen("new", "mine", "--theme-from", "classic", "--dir", "cv")
    assert result.exit_code == 0, result.output
    assert Path("cv/themes/mine/theme.yaml").is_file()
    assert not Path("cv/profiles").exists()


def test_new_from_a_json_resume_builds_and_refuses_twice(empty: Path) -> None:
    resume = str(ROOT / "tests/jsonresume/full.resume.json")
    result = cvgen("new", "Nadia Verhoeven", "--from-jsonresume", resume)
    assert result.exit_code == 0, result.output
    profile = Path("profiles/nadia-verhoeven.yaml")
    assert result.stdout.startswith(f"wrote {profile} (Nadia Verhoeven)\n")
    assert "next: cvgen build profiles/nadia-verhoeven.yaml" in result.stdout
    assert profile.read_text().startswith("# yaml-language-server: $schema=profile.schema.json")
    assert Path("profiles/profile.schema.json").is_file()
    assert Path("profiles/publications.yaml").is_file()
    text = squash(pdf_text(build(str(profile))))
    assert "Nadia Verhoeven" in text and "Tidewater Labs" in text
    before = profile.read_bytes()
    again = cvgen("new", "Nadia Verhoeven", "--from-jsonresume", resume)
    assert again.exit_code == 1
    assert "already exists; cvgen new never overwrites a profile" in again.stderr
    assert profile.read_bytes() == before


def test_new_takes_one_source(empty: Path) -> None:
    resume = str(ROOT / "tests/jsonresume/full.resume.json")
    bib = str(ROOT / "tests/bib/awkward.bib")
    result = cvgen("new", "Ada", "--from-jsonresume", resume, "--from-bib", bib)
    assert result.exit_code == 2
    assert "give --from-bib or --from-jsonresume, not both" in result.stderr
    assert not Path("profiles").exists()


def test_a_second_person_without_papers_is_warned_by_every_command(empty: Path) -> None:
    """The second `cvgen new` keeps the database (with Ada's paper only): build,
    validate and list say why Bob's CV has no Publications section."""
    assert cvgen("new", "Ada Lovelace").exit_code == 0
    assert cvgen("new", "Bob Smith").exit_code == 0
    starter = Path("profiles/bob-smith.yaml").read_text(encoding="utf-8")
    assert "#       venue: {short:" in starter and "#       pages: 1-14" in starter
    assert "# The PDF is named after this file, the variant and the date:\n" in starter
    assert "# out/bob-smith-long-<date>.pdf (rename the file to rename the PDF;" in starter
    line = starter.splitlines().index("publications:") + 1
    expected = (
        "publications.by_author: no paper in "
        "profiles/publications.yaml has 'Bob Smith' among its authors"
    )
    for command in (["validate"], ["list"], ["build", "profiles/bob-smith.yaml"]):
        result = cvgen(*command)
        assert result.exit_code == 0, result.output
        assert f"profiles/bob-smith.yaml:{line}:1: " in result.stderr, command
        assert expected in squash(result.stderr), command
        assert "add the paper to the database with 'Bob Smith'" in result.stderr
    ada = cvgen("validate", "profiles/ada-lovelace.yaml")
    assert "by_author" not in ada.stderr


def test_new_from_a_rendercv_file(empty: Path) -> None:
    cv_file = str(ROOT / "tests/rendercv/Mira_Okafor_CV.yaml")
    result = cvgen("new", "Mira Okafor", "--from-rendercv", cv_file, "--slug", "mira")
    assert result.exit_code == 0, result.output
    profile = Path("profiles/mira.yaml")
    assert result.stdout.splitlines()[:2] == [
        f"wrote {profile} (Mira Okafor)",
        "added 3 papers to profiles/publications.yaml: torn-osdi24, learning-2023, study-tos25",
    ]
    assert result.stdout.endswith("next: cvgen build profiles/mira.yaml\n")
    assert "cv.photo: left out" in result.stderr
    assert "theme: margin\n" in profile.read_text()
    made = load_profile(profile).profile  # the typed sections, as import-rendercv fills them
    assert (len(made.grants), len(made.talks), len(made.supervision), len(made.service)) == (
        2,
        2,
        2,
        2,
    )
    again = cvgen("new", "Mira Okafor", "--from-rendercv", cv_file, "--from-bib", "x.bib")
    assert again.exit_code == 2
    assert "give --from-bib or --from-rendercv, not both" in again.stderr
