"""What a BibTeX entry is (book, thesis, report...), its arXiv identifier, and
why a field it has is not kept.

The arXiv identifier is found wherever the exporters put it: ``eprint`` with
``archivePrefix = {arXiv}`` or ``eprinttype = {arxiv}`` (biblatex, ADS), DBLP's
``journal = {CoRR}, volume = {abs/2401.01234}``, Google Scholar's ``journal =
{arXiv preprint arXiv:2401.01234}``, ADS's ``eid`` or ``pages``, ``note`` or
``howpublished = {arXiv:2401.01234}``, or an arxiv.org link. It is kept without
its version (the CV names the paper, not one upload of it).
"""

from __future__ import annotations

import re

from cvgen.model.paper import Kind

_ID = r"(\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?"
_PREFIXED = re.compile(rf"arxiv\s*[:.]?\s*(?:preprint\s*)?(?:arxiv\s*:\s*)?{_ID}", re.I)
# an arxiv.org link; group 1: the identifier, without a version
ARXIV_LINK = re.compile(rf"arxiv\.org/(?:abs|pdf)/{_ID}", re.IGNORECASE)
_BARE = re.compile(rf"^\s*(?:abs/)?{_ID}\s*$")

_KINDS: dict[str, Kind] = {
    "book": "book",
    "incollection": "chapter",
    "inbook": "chapter",
    "phdthesis": "phd-thesis",
    "mastersthesis": "masters-thesis",
    "techreport": "report",
    "report": "report",
    "patent": "patent",  # biblatex's: its number in number
}
_MASTERS = re.compile(r"master|\bm\.?\s?sc?\b|\bm\.?a\b|mathesis|diplom", re.IGNORECASE)

# why a field is not kept; a field not named here (and not kept) has no place in the database
_REASONS = {
    **dict.fromkeys(["biburl", "bibsource", "timestamp"], "DBLP metadata"),
    **dict.fromkeys(["adsurl", "adsnote"], "ADS metadata"),
    **dict.fromkeys(
        ["file", "owner", "date-added", "date-modified", "mendeley-tags"], "your own bookkeeping"
    ),
    **dict.fromkeys(["isbn", "issn"], "the book's or journal's number"),
    "primaryclass": "the arXiv category",
    "editor": "the editors",
    "urldate": "when the link was read",
    "language": "the language",
    "langid": "the language",
}


def kind_of(entry_kind: str, fields: dict[str, str]) -> Kind:
    """What the work is, from the entry type and a thesis's ``type``: a
    ``@phdthesis`` with ``type = {Master's thesis}`` is a master's thesis (BibTeX
    styles print the type in place of "PhD thesis"), as is biblatex's ``@thesis``
    of that type. A ``@techreport`` with no institution is a preprint's record,
    so a paper."""
    if entry_kind in {"thesis", "phdthesis"} and fields.get("type"):
        return "masters-thesis" if _MASTERS.search(fields["type"]) else "phd-thesis"
    if entry_kind == "thesis":
        return "phd-thesis"
    kind = _KINDS.get(entry_kind, "paper")
    institution = fields.get("institution", "").casefold()
    if kind == "report" and (not institution or "arxiv" in institution):
        return "paper"
    return kind


def arxiv_id(fields: dict[str, str]) -> tuple[str, list[str]]:
    """The entry's arXiv identifier (``2401.01234``) and the fields that said it."""
    prefix = (fields.get("archiveprefix", "") + fields.get("eprinttype", "")).casefold()
    eprint = _BARE.match(fields.get("eprint", "").strip("{} "))
    if eprint and (not prefix or "arxiv" in prefix):
        return eprint.group(1), [
            "eprint",
            *(k for k in ("archiveprefix", "eprinttype") if k in fields),
        ]
    own = _BARE.match(fields.get("arxiv", "").strip("{} "))  # al-folio's arxiv = {2306.01811}
    if own:
        return own.group(1), ["arxiv"]
    journal = fields.get("journal", "")
    corr = _BARE.match(fields.get("volume", ""))
    if journal.strip("{} ").casefold() == "corr" and corr:
        return corr.group(1), ["journal", "volume"]
    for name in ("journal", "eid", "pages", "note", "howpublished", "url", "ee", "doi"):
        value = fields.get(name, "")
        found = _PREFIXED.search(value) or ARXIV_LINK.search(value)
        if found:
            return found.group(1), [name]
    return "", []


def is_arxiv_only(value: str) -> bool:
    """A journal or note that names arXiv and nothing else (``arXiv e-prints``, ``CoRR``)."""
    plain = value.strip("{} ").casefold()
    return plain == "corr" or "arxiv" in plain


def drop_reason(field: str, kind: str, value: str, preprint: bool) -> str:
    """Why ``field`` (of this ``value``) of an entry of type ``kind`` is not kept."""
    if field in _REASONS:
        return _REASONS[field]
    if field == "crossref":
        return "names no entry of this file"
    if field == "address":
        return "the publisher's address"
    if field in {"publisher", "organization"}:
        return "the publisher of the journal or proceedings"
    if field in {"volume", "number"} and kind in {"inproceedings", "conference"}:
        return "the proceedings' volume in a series"
    if field == "eid":
        return "the article number (pages are given)"
    if field == "month":
        return "not a month"
    if field == "doi":
        return "not a DOI"
    if field in {"abbr", "shortjournal", "shortbooktitle", "journal-full"}:
        return "a preprint has no venue" if preprint else "the venue table's names are used"
    if field in {"journal", "booktitle", "series"}:
        if value.strip("{} ").startswith("\\"):
            return "a journal macro the venue table does not know"
        return "a preprint has no venue" if preprint else "not the venue"
    if field in {"url", "ee", "howpublished"}:
        return "a second link"
    return "no place for it"
