"""After a --from-bib import: which of the file's papers are the new person's,
and which other spellings of the name the file uses."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cvgen.importers.authorship import Authorship, authorship, initials_form
from cvgen.importers.bibimport import import_bib

SMALL_DB = Path(__file__).parents[1] / "bib" / "small-db.yaml"


def _imported(tmp_path: Path, entries: str, name: str) -> Authorship:
    database = tmp_path / "publications.yaml"
    shutil.copy(SMALL_DB, database)
    bib = tmp_path / "refs.bib"
    bib.write_text(entries, encoding="utf-8")
    return authorship(import_bib(bib, database).plan, database, [name])


def test_the_papers_with_the_name_are_the_persons_and_other_spellings_are_named(
    tmp_path: Path,
) -> None:
    found = _imported(
        tmp_path,
        "@article{mine, title={Mine}, author={Zhang, Zili and Jin, Xin}, journal={J},"
        " year=2024}\n"
        "@article{short, title={Short}, author={Zhang, Z. and Jin, Xin}, journal={J},"
        " year=2023}\n"
        "@article{swapped, title={Swapped}, author={Zili, Zhang}, journal={J}, year=2022}\n"
        "@article{other, title={Other}, author={Zhang, Yue}, journal={J}, year=2021}\n",
        "Zili Zhang",
    )
    assert found.file_papers == 4
    assert found.authored == ("mine-j24",)
    assert found.spellings == ("Z. Zhang", "Zhang Zili")  # not Yue Zhang


def test_a_paper_already_in_the_database_counts_as_the_files(tmp_path: Path) -> None:
    found = _imported(
        tmp_path,
        "@inproceedings{m, title={MegaScale: Scaling Large Language Model Training to More"
        " Than 10,000 GPUs}, author={Jiang, Ziheng and Jin, Xin}, booktitle={NSDI},"
        " year=2024}\n",
        "Xin Jin",
    )
    assert (found.file_papers, found.authored, found.spellings) == (
        1,
        ("megascale-nsdi24",),
        (),
    )


def test_an_entry_twice_in_the_file_is_one_paper(tmp_path: Path) -> None:
    entry = (
        "@article{{{key}, title={{Twice}}, author={{Lovelace, Ada}}, journal={{J}}, year=2020}}\n"
    )
    found = _imported(tmp_path, entry.format(key="a") + entry.format(key="b"), "Ada Lovelace")
    assert (found.file_papers, len(found.authored)) == (1, 1)


@pytest.mark.parametrize(
    ("name", "short"),
    [
        ("Ada Lovelace", "A. Lovelace"),
        ("Ada King Lovelace", "A. K. Lovelace"),
        ("Lovelace", "Lovelace"),
        ("张三", "张三"),
    ],
)
def test_initials_form(name: str, short: str) -> None:
    assert initials_form(name) == short


def test_the_owner_check_counts_entries_and_never_takes_another_first_name() -> None:
    from cvgen.importers.authorship import check_owner
    from cvgen.model import Paper

    papers = [
        Paper(title=str(i), authors=[author, "J. Navarro"], year=2020)
        for i, author in enumerate(
            ["Albert Einstein", "A. Einstein", "A. Einstein", "Hans Einstein", "Albert X. Einstein"]
        )
    ]
    check = check_owner(papers, ["Albert Einstein"])
    assert (check.entries, check.listed, check.mostly_missing) == (5, 1, True)
    check = check_owner(papers[1:], ["Albert Einstein"])
    assert check.spellings == (("A. Einstein", 2), ("Albert X. Einstein", 1))
    assert check.alias_line() == 'aliases: ["A. Einstein", "Albert X. Einstein"]'


def test_each_paper_that_may_be_the_owners_is_named_with_its_fix() -> None:
    from cvgen.importers.authorship import loose_papers
    from cvgen.model import Paper

    def paper(*authors: str, **fields: object) -> Paper:
        return Paper.model_validate(
            {"title": "T", "authors": list(authors), "year": 2020, **fields}
        )

    papers = {
        "mine": paper("Alice Thomson"),
        "typo": paper("R. Baptiste", "A. Thompson"),
        "hidden": paper("Per Lindqvist", "et al."),
        "namesake": paper("Alice Thomson", dblp={"Alice Thomson": "0003"}),
        "other": paper("Karl Thomson"),
    }
    found = loose_papers(papers, ["Alice Thomson", "Alice Thomson 0002"])
    assert [(f.key, f.alias) for f in found] == [
        ("typo", "A. Thompson"),
        ("hidden", ""),
        ("namesake", "Alice Thomson 0003"),
    ]
    assert found[0].line("a.yaml") == (
        "typo (T): 'A. Thompson', a surname one letter apart; "
        "if it is you, add 'A. Thompson' to aliases in a.yaml"
    )
    assert found[1].line("a.yaml") == (
        "hidden (T): the author list ends with 'et al.'; "
        "if you are among its authors, list it under publications.papers in a.yaml"
    )
