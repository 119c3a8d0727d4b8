"""Reading ``REV:path`` from git: the spec, the files checked out, the errors relocated."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cvgen.cli.main import main
from cvgen.cv.request import CvRequest
from cvgen.diff.gitfiles import GitRevision, _separator, group_file_candidates, parse_revision_spec
from cvgen.diff.versions import read_version
from cvgen.errors import FileReadError, InputError
from tests.conftest import git

ADA = "name: Ada Lovelace\nexperience:\n  - {organization: Engine, role: Programmer, start: 2018}\n"
PAPERS = (
    "papers:\n"
    "  old-paper:\n"
    '    title: "An Old Paper From 2019"\n'
    "    authors: [Ada Lovelace, Charles Babbage]\n"
    "    year: 2019\n"
)
VARIANTS = "variants:\n  grant: {extends: short, sections: [experience]}\n"
RECENT = "variants:\n  recent: {rules: {publications: {since: 2023}}}\n"


def commit(repo: Path, files: dict[str, str]) -> None:
    """Write ``files`` (path: text) into ``repo`` and commit them all."""
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "change")


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh repository (branch ``main``) with the group's files committed; the
    working directory (this chdir comes after conftest's)."""
    top = (tmp_path / "repo").resolve()
    top.mkdir()
    git(top, "init", "-q", "-b", "main")
    commit(
        top,
        {
            "profiles/ada.yaml": ADA,
            "profiles/publications.yaml": PAPERS,
            "profiles/variants.yaml": VARIANTS,
        },
    )
    monkeypatch.chdir(top)
    return top


def written(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): p.read_text() for p in root.rglob("*") if p.is_file()}


def test_the_revision_ends_at_the_first_colon_outside_braces() -> None:
    assert _separator("HEAD~1:profiles/a.yaml") == 6
    assert _separator("HEAD~1:profiles/a:b.yaml") == 6
    spec = "main@{2024-01-01 10:00:00}:a.yaml"
    assert spec[: _separator(spec)] == "main@{2024-01-01 10:00:00}"
    assert _separator("profiles/a.yaml") == -1


def test_a_spec_is_split_into_revision_and_path(repo: Path) -> None:
    commit(repo, {"profiles/ada.yaml": ADA.replace("Programmer", "Engineer")})
    assert parse_revision_spec("HEAD~1:profiles/ada.yaml") == GitRevision(
        "HEAD~1", "profiles/ada.yaml", "", repo
    )
    dated = parse_revision_spec("main@{2024-01-01 10:00:00}:profiles/ada.yaml")
    assert dated is not None
    assert (dated.rev, dated.path) == ("main@{2024-01-01 10:00:00}", "profiles/ada.yaml")
    index = parse_revision_spec(":profiles/ada.yaml")
    assert index is not None
    assert (index.rev, index.name) == ("", ":profiles/ada.yaml")


def test_a_spec_without_a_colon_is_not_a_revision(tmp_path: Path) -> None:
    assert parse_revision_spec("profiles/ada.yaml") is None
    assert parse_revision_spec(str(tmp_path / "cv.pdf")) is None


def test_dot_paths_are_relative_to_the_working_directory(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    commit(repo, {"sub/ada.yaml": ADA})
    monkeypatch.chdir(repo / "sub")
    assert parse_revision_spec("HEAD:./ada.yaml") == GitRevision(
        "HEAD", "sub/ada.yaml", "sub/", repo
    )
    here = parse_revision_spec("HEAD:../profiles/ada.yaml")
    assert here is not None and here.path == "profiles/ada.yaml"
    top = parse_revision_spec("HEAD:profiles/ada.yaml")  # as git reads it: from the top
    assert top is not None and top.path == "profiles/ada.yaml"


def test_a_path_outside_the_repository_is_an_error(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (repo / "sub").mkdir()
    monkeypatch.chdir(repo / "sub")
    with pytest.raises(FileReadError) as caught:
        parse_revision_spec("HEAD:../../x.yaml")
    assert caught.value.message == (
        "HEAD:../../x.yaml: '../x.yaml' is not a file inside the repository"
    )
    with pytest.raises(FileReadError) as caught:
        parse_revision_spec("HEAD:")
    assert caught.value.message == "HEAD:: '' is not a file inside the repository"


def test_outside_a_repository_the_spec_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    monkeypatch.chdir(tmp_path)
    with pytest.raises(FileReadError) as caught:
        parse_revision_spec("HEAD:cv.yaml")
    assert caught.value.message == (
        "HEAD:cv.yaml: no such file, and the working directory is not in a git repository "
        "(REV:path reads a file from git)"
    )


def test_an_unknown_revision_is_an_error(repo: Path) -> None:
    spec = "HEAD~7:profiles/ada.yaml"
    with pytest.raises(FileReadError) as caught:
        parse_revision_spec(spec)
    assert caught.value.message == (
        f"{spec}: git knows no revision 'HEAD~7' (git log --oneline lists them)"
    )


def test_the_files_are_checked_out_as_committed(repo: Path, tmp_path: Path) -> None:
    for name in ("ada.yaml", "publications.yaml", "variants.yaml"):
        (repo / "profiles" / name).write_text("# edited, not committed\n")
    revision = parse_revision_spec("HEAD:profiles/ada.yaml")
    assert revision is not None
    scratch = tmp_path / "scratch"
    assert revision.check_out(scratch) == scratch / "profiles/ada.yaml"
    assert written(scratch) == {
        "profiles/ada.yaml": ADA,
        "profiles/publications.yaml": PAPERS,
        "profiles/variants.yaml": VARIANTS,
    }


def test_an_empty_revision_is_the_index(repo: Path, tmp_path: Path) -> None:
    staged = ADA.replace("Programmer", "Engineer")
    (repo / "profiles/ada.yaml").write_text(staged)
    git(repo, "add", "profiles/ada.yaml")
    (repo / "profiles/ada.yaml").write_text("# edited, not staged\n")
    revision = parse_revision_spec(":profiles/ada.yaml")
    assert revision is not None
    assert revision.check_out(tmp_path / "scratch").read_text() == staged


def test_a_file_missing_from_the_revision_is_an_error(repo: Path, tmp_path: Path) -> None:
    (repo / "profiles/new.yaml").write_text(ADA)  # in the working tree only
    revision = parse_revision_spec("HEAD:profiles/new.yaml")
    assert revision is not None
    with pytest.raises(FileReadError) as caught:
        revision.check_out(tmp_path / "scratch")
    assert caught.value.message == (
        "HEAD:profiles/new.yaml: no such file in revision 'HEAD' "
        "(git ls-tree -r --name-only HEAD lists them)"
    )
    assert not (tmp_path / "scratch").exists()


def test_a_declared_database_is_checked_out_with_its_variants(repo: Path, tmp_path: Path) -> None:
    declaring = ADA + "publications: {database: ../data/papers.yaml}\n"
    commit(
        repo,
        {
            "people/ada.yaml": declaring,
            "data/papers.yaml": PAPERS,
            "data/variants.yaml": RECENT,
        },
    )
    revision = parse_revision_spec("HEAD:people/ada.yaml")
    assert revision is not None
    scratch = tmp_path / "scratch"
    revision.check_out(scratch)
    assert written(scratch) == {
        "people/ada.yaml": declaring,
        "data/papers.yaml": PAPERS,
        "data/variants.yaml": RECENT,
        "profiles/publications.yaml": PAPERS,
        "profiles/variants.yaml": VARIANTS,
    }
    recent = read_version(
        "HEAD:people/ada.yaml", CvRequest(variant="recent")
    ).selected  # data/variants.yaml's
    assert recent is not None
    assert recent.variant.name == "recent"
    assert [p.paper.key for p in recent.papers] == []
    long = read_version("HEAD:people/ada.yaml").selected
    assert long is not None
    assert [p.paper.key for p in long.papers] == ["old-paper"]


def test_the_group_file_candidates() -> None:
    declaring = b"name: Ada\npublications: {database: ../data/papers.yaml}\n"
    assert group_file_candidates("profiles/ada.yaml", declaring, "") == [
        "profiles/publications.yaml",
        "profiles/variants.yaml",
        "data/papers.yaml",
        "data/variants.yaml",
    ]
    assert group_file_candidates("people/ada.yaml", b"name: Ada\n", "sub/") == [
        "people/publications.yaml",
        "people/variants.yaml",
        "sub/profiles/publications.yaml",
        "sub/profiles/variants.yaml",
    ]


def test_candidates_skip_the_outside_and_unreadable_profiles() -> None:
    outside = b"name: Ada\npublications: {database: ../../papers.yaml}\n"
    folder = ["profiles/publications.yaml", "profiles/variants.yaml"]
    assert group_file_candidates("profiles/ada.yaml", outside, "") == folder
    for text in (b"name: [unclosed\n", b"- a list\n", b"publications: none\n", b"\xff\xfe"):
        assert group_file_candidates("profiles/ada.yaml", text, "") == folder


def test_an_error_names_the_revision_not_the_scratch_folder(repo: Path) -> None:
    commit(repo, {"profiles/ada.yaml": "name: Ada Lovelace\neducaton: []\n"})
    (repo / "profiles/ada.yaml").write_text(ADA)  # the working tree is fine
    with pytest.raises(InputError) as caught:
        read_version("HEAD:profiles/ada.yaml")
    assert caught.value.message == (
        "1 problem found\n"
        "HEAD:profiles/ada.yaml:2:1: educaton: unknown key (did you mean 'education'?)"
    )


def test_a_missing_declared_database_names_the_revision(repo: Path) -> None:
    commit(repo, {"profiles/ada.yaml": ADA + "publications: {database: ../data/gone.yaml}\n"})
    with pytest.raises(InputError) as caught:
        read_version("HEAD:profiles/ada.yaml")
    assert caught.value.message == (
        "1 problem found\nHEAD:profiles/ada.yaml:4:26: publications.database: no such file "
        "HEAD:data/gone.yaml (the path is relative to the profile)"
    )


def test_relocate_keeps_the_error_type(tmp_path: Path) -> None:
    revision = GitRevision("HEAD~1", "profiles/ada.yaml", "", tmp_path)
    moved = revision.relocate(FileReadError(f"{tmp_path}/profiles/ada.yaml: boom"), tmp_path)
    assert type(moved) is FileReadError
    assert moved.message == "HEAD~1:profiles/ada.yaml: boom"


def test_a_folder_name_with_spaces_and_absent_group_files(repo: Path) -> None:
    commit(repo, {"my profiles/ada.yaml": "name: Ada Lovelace\n"})
    version = read_version("HEAD:my profiles/ada.yaml")
    assert version.kind == "git"
    assert version.selected is not None and version.selected.profile.name == "Ada Lovelace"


def test_a_symlinked_database_is_followed_inside_the_revision(repo: Path) -> None:
    commit(repo, {"data/pubs.yaml": PAPERS, "solo/ada.yaml": ADA})
    (repo / "solo/publications.yaml").symlink_to("../data/pubs.yaml")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "link")
    version = read_version("HEAD:solo/ada.yaml")
    assert version.selected is not None and len(version.selected.papers) == 1


def test_warnings_name_the_revision_not_the_scratch_folder(repo: Path) -> None:
    commit(repo, {"people/ada.yaml": "name: Ada Lovelace\n"})
    (repo / "profiles/publications.yaml").unlink()
    git(repo, "commit", "-qam", "no database")
    (warning,) = read_version("HEAD:people/ada.yaml").warnings
    assert str(warning).startswith(
        "HEAD:people/ada.yaml:1:1: warning: publications: no publications.yaml beside"
    )
    result = CliRunner().invoke(main, ["diff", "HEAD:people/ada.yaml", "HEAD:people/ada.yaml"])
    assert (
        result.stderr.splitlines()
        == [  # as cvgen build and export print it
            "warning: HEAD:people/ada.yaml:1:1: publications: no publications.yaml beside the "
            "profile or in ./profiles, so the CV shows no papers (pass --db FILE, or set "
            "publications.database to its path relative to the profile)"
        ]
        * 2
    )
