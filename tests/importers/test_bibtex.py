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


def test_strings_concatenate_and_a_doubled_at_is_an_entry(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text(
        '@String{ procs = "Proceedings of the " }\n'
        '@string{sosp = procs # "ACM SOSP"}\n'
        "@@InProceedings{doubled, title={T}, author={A}, year=2023, booktitle=sosp,\n"
        '  month = oct # "~23"}\n'
    )
    (entry,) = read_bib(bib).entries
    assert (entry.key, entry.kind, entry.location) == (
        "doubled",
        "inproceedings",
        Location(bib, 3, 1),
    )
    assert entry.fields["booktitle"] == "Proceedings of the ACM SOSP"
    assert entry.fields["month"] == "October~23"


def test_a_crossref_gives_its_fields_and_knows_who_used_it(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text(
        "@inproceedings{child, title={Child}, author={A}, crossref={Conf:2024}, pages={1--2}}\n"
        "@inproceedings{own, title={Own}, author={B}, crossref={conf:2024}, booktitle={Mine},\n"
        "  year = 2023}\n"
        "@inproceedings{lost, title={Lost}, author={C}, crossref={nowhere}, year=2024}\n"
        "@proceedings{Conf:2024, title={Conf 2024}, year=2024, editor={E}, doi={10.1/x},\n"
        "  publisher={P}}\n"
    )
    child, own, lost, parent = read_bib(bib).entries
    assert child.fields == {
        "title": "Child",
        "author": "A",
        "crossref": "Conf:2024",
        "pages": "1--2",
        "booktitle": "Conf 2024",  # the parent's title
        "year": "2024",
        "editor": "E",
        "publisher": "P",  # but not the parent's own DOI
    }
    assert child.inherited == {"booktitle", "year", "editor", "publisher"}
    assert (own.fields["booktitle"], own.fields["year"]) == ("Mine", "2023")
    assert (lost.inherited, lost.children) == (frozenset(), ())
    assert parent.children == ("child", "own")


def test_crossrefs_in_a_loop_end(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text(
        "@misc{a, title={A}, crossref={b}, series={S}}\n"
        "@misc{b, title={B}, crossref={a}, year=2020}\n"
    )
    a, b = read_bib(bib).entries
    assert (a.fields["year"], b.fields["series"]) == ("2020", "S")
    assert (a.children, b.children) == (("b",), ("a",))
