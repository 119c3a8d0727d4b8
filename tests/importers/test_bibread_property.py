"""Nothing is lost: any entry of any BibTeX file is imported, or reported with
a reason; and every field of an imported entry is kept or named as left out."""

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from cvgen.importers.bibimport import plan_import
from cvgen.importers.bibtex import BibReadError, read_bib
from cvgen.model import PublicationDatabase
from tests.conftest import CAMPAIGN

KINDS = ["article", "InProceedings", "misc", "book", "phdthesis", "mastersthesis", "thesis"]
KINDS += ["techreport", "incollection", "online", "unpublished", "proceedings", "patent"]
KNOWN = ["journal", "booktitle", "pages", "volume", "number", "publisher", "school", "doi"]
KNOWN += ["institution", "eprint", "archiveprefix", "note", "url", "month", "keywords", "ee"]
# the fields cvgen may keep; any other field of an imported entry must be named as left out
KEEPABLE = {*KNOWN, "title", "author", "year", "abstract", "crossref", "location", "address"}
KEEPABLE |= {"eid", "issue", "html", "howpublished", "series", "type", "date", "eprinttype"}

PIECES = [
    "Fast",
    "{GPU}",
    r"f{\"u}r",
    r"\'{e}",
    r"$\alpha$",
    r"$x^{2}$",
    r"H$_2$O",
    r"AC\({}^{\mbox{0}}\)",
    "50%",
    r"\&",
    "&",
    "--",
    "~",
    r"\mnras",
    "arXiv:2401.01234",
    "10.5555/x.1",
    "abs/2401.01234",
    "CoRR",
    "Example Press",
]
MARKS = ["", "*", "$^*$", r"\dag", r"$^{\dagger}$", r"\textsuperscript{*}", "†", "‡", "$^{1,2}$"]

words = st.lists(st.sampled_from(PIECES), min_size=0, max_size=4).map(" ".join)
name = st.builds(
    lambda last, first, mark, comma: f"{last}{mark}, {first}" if comma else f"{first} {last}{mark}",
    st.sampled_from(["Example", "Sample", r"M{\"u}ller", "{van Dam}"]),
    st.sampled_from(["Ada", "B.", "José"]),
    st.sampled_from(MARKS),
    st.booleans(),
)
field_names = st.sampled_from(KNOWN) | st.from_regex(r"[a-z][a-z_-]{0,8}", fullmatch=True)
entry = st.fixed_dictionaries(
    {
        "kind": st.sampled_from(KINDS),
        "title": st.sampled_from(["", "A Title"]) | words.filter(bool),
        "authors": st.lists(name, min_size=1, max_size=3) | st.just([]),
        "year": st.sampled_from(["2024", "{2021}", "", "in press"]),
        "fields": st.dictionaries(field_names, words, max_size=5),
    }
)


def _bib(entries: list[dict]) -> str:
    text = []
    for i, e in enumerate(entries):
        fields = {"title": e["title"], "author": " and ".join(e["authors"]), "year": e["year"]}
        fields.update({k: v for k, v in e["fields"].items() if k not in fields})
        body = ",\n".join(f"  {k} = {{{v}}}" for k, v in fields.items() if v)
        text.append(f"@{e['kind']}{{key{i},\n{body}\n}}\n")
    return "\n".join(text)


# make test: 50 files; the campaign: 200
@settings(max_examples=50, deadline=None)
@given(st.lists(entry, min_size=1, max_size=4))
def test_no_entry_and_no_field_is_lost(entries: list[dict]) -> None:
    _nothing_is_lost(entries)


@CAMPAIGN
@settings(max_examples=200, deadline=None)
@given(st.lists(entry, min_size=1, max_size=4))
def test_no_entry_and_no_field_is_lost_in_many_files(entries: list[dict]) -> None:
    _nothing_is_lost(entries)


def _nothing_is_lost(entries: list[dict]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        bib = Path(folder) / "refs.bib"
        bib.write_text(_bib(entries), encoding="utf-8")
        try:
            read = read_bib(bib)
        except BibReadError:
            return  # the file is reported as a whole
        plan = plan_import(read.entries, PublicationDatabase())
    seen = [a.entry.key for a in plan.added] + [d.entry.key for d in plan.duplicates]
    seen += [m.entry.key for m in plan.merged] + [m.other for m in plan.merged]
    seen += [s.entry_key for s in plan.skipped] + [key for key, _, _ in read.unparsed]
    assert set(seen) == {f"key{i}" for i in range(len(entries))}
    dropped_of = dict(plan.dropped)
    duplicates = {d.entry.key for d in plan.duplicates}
    for kept in read.entries:
        if kept.key in duplicates or kept.key in {s.entry_key for s in plan.skipped}:
            continue
        left_out = dropped_of.get(kept.key, ())
        dropped = [name for name, _ in left_out]
        assert len(dropped) == len(set(dropped)) and set(dropped) <= set(kept.fields)
        assert set(kept.fields) - KEEPABLE <= set(dropped), kept.fields
        assert all(why for _, why in left_out)
