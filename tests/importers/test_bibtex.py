"""Reading a BibTeX file: entries with their lines, broken ones reported, comments."""

from pathlib import Path

import pytest

from cvgen.errors import Location
from cvgen.importers.bibtex import BibReadError, read_bib


def test_entries_carry_their_line_and_broken_ones_are_reported(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text(
        "% a comment\n"
        "@article{good1, title={One}, author={A}, year=2020, journal={J}}\n"
        "@misc{broken, title={Unbalanced, author={B}, year=2021}\n"
        "\n"
        "  @Book{good2,\n"
        "  title={Two}, % a comment after a field\n"
        "  author={C}, year=2022}\n"
    )
    read = read_bib(bib)
    assert [(e.key, e.kind, e.location.line, e.location.column) for e in read.entries] == [
        ("good1", "article", 2, 1),
        ("good2", "book", 5, 3),
    ]
    assert read.unparsed == [
        ("broken", "@misc cannot be parsed (check its braces and quotes)", Location(bib, 3, 1))
    ]


def test_a_comment_line_inside_an_entry_does_not_lose_it() -> None:
    entries = read_bib(Path("tests/bib/awkward.bib")).entries
    first = entries[0]
    assert (first.key, first.fields["title"]) == (
        "mueller2025gpu",
        r"{GPU} Sharing f{\"u}r {Braced Acronyms}: Fast \& Fair",
    )
    assert first.fields["booktitle"].startswith("USENIX Symposium")  # the @string, expanded


CASES = sorted(Path(__file__).parents[1].joinpath("bib", "bad").glob("*.bib"))


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_a_file_with_no_readable_entry_is_an_error(case: Path) -> None:
    with pytest.raises(BibReadError) as info:
        read_bib(case.relative_to(Path.cwd()))
    expected = case.with_suffix(".expected").read_text().removeprefix("error: ")
    assert info.value.message + "\n" == expected
