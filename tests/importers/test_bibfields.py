"""What an entry is, its arXiv identifier wherever it is written, and why a field is left out."""

import pytest

from cvgen.importers.bibfields import arxiv_id, drop_reason, kind_of


@pytest.mark.parametrize(
    ("entry_kind", "fields", "kind"),
    [
        ("article", {}, "paper"),
        ("book", {}, "book"),
        ("incollection", {}, "chapter"),
        ("inbook", {}, "chapter"),
        ("phdthesis", {}, "phd-thesis"),
        ("mastersthesis", {}, "masters-thesis"),
        ("thesis", {"type": "mathesis"}, "masters-thesis"),
        ("thesis", {"type": "Master's thesis"}, "masters-thesis"),
        ("thesis", {"type": "phdthesis"}, "phd-thesis"),
        ("thesis", {}, "phd-thesis"),
        # a @phdthesis whose type says master's is one (BibTeX prints the type)
        ("phdthesis", {"type": "Master's thesis"}, "masters-thesis"),
        ("phdthesis", {"type": "M.Sc. thesis"}, "masters-thesis"),
        ("phdthesis", {"type": "Doctoral dissertation"}, "phd-thesis"),
        ("mastersthesis", {"type": "Master's thesis"}, "masters-thesis"),
        ("mastersthesis", {"type": "Diplomarbeit"}, "masters-thesis"),
        ("techreport", {"institution": "Example Research"}, "report"),
        ("report", {"institution": "Example Research"}, "report"),
        ("techreport", {}, "paper"),  # no institution: the record of a preprint
        ("techreport", {"institution": "arXiv"}, "paper"),
        ("patent", {"number": "US 1,234,567"}, "patent"),
    ],
)
def test_the_entry_type_says_what_the_work_is(
    entry_kind: str, fields: dict[str, str], kind: str
) -> None:
    assert kind_of(entry_kind, fields) == kind


@pytest.mark.parametrize(
    ("fields", "found"),
    [
        (
            {"eprint": "2401.01234", "archiveprefix": "arXiv"},
            ("2401.01234", ["eprint", "archiveprefix"]),
        ),
        (
            {"eprint": "2401.01234v3", "eprinttype": "arxiv"},
            ("2401.01234", ["eprint", "eprinttype"]),
        ),
        ({"eprint": "hep-th/9901001"}, ("hep-th/9901001", ["eprint"])),
        ({"eprint": "12345", "eprinttype": "pubmed"}, ("", [])),
        ({"journal": "CoRR", "volume": "abs/2401.01234"}, ("2401.01234", ["journal", "volume"])),
        ({"journal": "arXiv preprint arXiv:2401.01234"}, ("2401.01234", ["journal"])),
        ({"journal": "arXiv e-prints", "eid": "arXiv:2405.12345"}, ("2405.12345", ["eid"])),
        ({"note": "arXiv:2401.01234"}, ("2401.01234", ["note"])),
        ({"howpublished": "ArXiv: 2401.01234"}, ("2401.01234", ["howpublished"])),
        ({"url": "https://arxiv.org/pdf/2401.01234v2"}, ("2401.01234", ["url"])),
        ({"doi": "10.48550/arXiv.2401.01234"}, ("2401.01234", ["doi"])),
        ({"journal": "Nature", "volume": "521"}, ("", [])),
    ],
)
def test_the_arxiv_id_is_found_where_exporters_write_it(
    fields: dict[str, str], found: tuple[str, list[str]]
) -> None:
    assert arxiv_id(fields) == found


@pytest.mark.parametrize(
    ("field", "kind", "value", "preprint", "why"),
    [
        ("timestamp", "article", "", False, "DBLP metadata"),
        ("adsurl", "article", "", False, "ADS metadata"),
        ("keywords", "article", "", False, "no place for it"),
        (
            "volume",
            "inproceedings",
            "12345",
            False,
            "the proceedings' volume in a series",
        ),
        ("journal", "misc", "Nature", True, "a preprint has no venue"),
        ("journal", "article", r"\foo", False, "a journal macro the venue table does not know"),
        ("address", "article", "New York", False, "the publisher's address"),
        ("abbr", "article", "PR", False, "the venue table's names are used"),
        (
            "shortjournal",
            "article",
            "SIAM J. Appl. Dyn. Syst.",
            False,
            "the venue table's names are used",
        ),
        ("abbr", "article", "arXiv", True, "a preprint has no venue"),
    ],
)
def test_every_left_out_field_has_a_reason(
    field: str, kind: str, value: str, preprint: bool, why: str
) -> None:
    assert drop_reason(field, kind, value, preprint) == why
