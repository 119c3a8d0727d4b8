"""The publication database as BibTeX, one entry per paper under its database key.

The entry type comes from what the work is (its ``kind``): ``@phdthesis`` and
``@mastersthesis`` with the ``school``, ``@techreport`` with the ``institution``
and ``number``, ``@book`` with the ``publisher`` (and its venue as ``series``),
``@incollection`` with the book as ``booktitle``, ``@patent`` (biblatex's
type, and IEEEtran's; a style without it, like BibTeX's ``plain``, prints it
as ``@misc``) with its ``number`` and its assignee as biblatex's ``holder``
(what :mod:`cvgen.importers.bibpaper` reads back, with IEEEtran's
``assignee``). A paper's type comes from its status and venue:

- a preprint, a work under review or in preparation, or a paper without a
  venue: ``@misc`` with ``howpublished`` saying where it stands, in the words
  of every output (:func:`cvgen.cv.papers.status_at`: ``Preprint``, ``Under
  review at OSDI'26``, ``In preparation``), never its intended venue as
  ``booktitle`` or ``journal``; an accepted paper has ``note = {To appear}``;
- a venue whose name says it is a periodical (:func:`cvgen.model.pubdb.names_a_journal`:
  ``Transactions``, ``Journal``, ``Surveys``, ``Letters``, ... and their ISO 4
  abbreviations; e.g. IEEE/ACM Transactions on Networking, ACM Computing Surveys),
  or a paper with an issue ``number``: ``@article`` with ``journal``;
- any other venue (a conference, symposium or workshop): ``@inproceedings``
  with ``booktitle``, the short name as ``series`` and the place as ``address``.

Every entry then gives what it has of ``publisher``, ``volume``, ``number``,
``pages``, and an arXiv identifier as ``eprint`` with ``archivePrefix = {arXiv}``,
so that importing the export gives back the same facts.

Values are escaped for BibTeX and LaTeX: braces stay balanced, the specials
``& % $ # _ { } ~ ^ \\`` print as written, non-ASCII stays UTF-8. ``doi`` and
``url`` are read verbatim by ``\\doi``/``\\url``, so only what would break the
``.bib`` (braces, backslashes, spaces) is percent-encoded there. Titles are
double-braced so styles keep their capitalisation. The output depends only on
the papers and their order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from cvgen.cv.papers import status_at
from cvgen.model.pubdb import ET_AL, PaperView, names_a_journal
from cvgen.sources.locales import builtin_locale

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\textbraceleft{}",  # not \{: BibTeX counts that brace, and one alone unbalances
    "}": r"\textbraceright{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}
_VERBATIM = {"{": "%7B", "}": "%7D", "\\": "%5C", " ": "%20"}


def bib_escape(text: str) -> str:
    """A field value that BibTeX reads whole and LaTeX prints as written."""
    return "".join(_SPECIAL.get(c, c) for c in " ".join(text.split()))


def _verbatim(text: str) -> str:
    return "".join(_VERBATIM.get(c, c) for c in text.strip())


_KIND_TYPES = {
    "book": "book",
    "chapter": "incollection",
    "phd-thesis": "phdthesis",
    "masters-thesis": "mastersthesis",
    "report": "techreport",
    "patent": "patent",
}
#: where each type names the paper's institution: a thesis's school, a
#: report's institution, a patent's assignee (biblatex's holder)
_SCHOOL = {
    "phdthesis": "school",
    "mastersthesis": "school",
    "techreport": "institution",
    "patent": "holder",
}


def entry_type(paper: PaperView) -> str:
    if paper.kind in _KIND_TYPES:
        return _KIND_TYPES[paper.kind]
    if paper.status in ("preprint", "under review", "in preparation") or paper.venue is None:
        return "misc"
    name = paper.venue.long or paper.venue.short
    # an issue number is a periodical's: proceedings have volumes at most
    return "article" if names_a_journal(name) or paper.number else "inproceedings"


def bib_authors(authors: Iterable[str]) -> str:
    """``A and B and others``; a name that holds ``and`` or a comma is braced whole."""
    names = []
    for name in authors:
        if name == ET_AL:
            names.append("others")
            continue
        text = bib_escape(name)
        protect = "," in name or re.search(r"\band\b", name, re.IGNORECASE)
        names.append(f"{{{text}}}" if protect else text)
    return " and ".join(names)


def bib_entry(paper: PaperView) -> str:
    kind = entry_type(paper)
    fields: list[tuple[str, str]] = [
        ("title", f"{{{{{bib_escape(paper.title)}}}}}"),
        ("author", f"{{{bib_authors(paper.authors)}}}"),
    ]
    venue = paper.venue
    if kind == "misc":
        name = (venue.long or venue.short) if venue else ""
        stands = status_at(paper, builtin_locale(), name if paper.status != "preprint" else "")
        fields.append(("howpublished", f"{{{bib_escape(stands)}}}"))
    elif kind in _SCHOOL:
        fields += _given((_SCHOOL[kind], paper.institution))
        if kind == "patent" and paper.status not in ("published", "accepted"):
            # an application: where it stands, as a note (the importer reads it back)
            fields.append(("note", f"{{{bib_escape(status_at(paper, builtin_locale(), ''))}}}"))
    elif venue is not None:
        name = bib_escape(venue.long or venue.short)
        if kind == "article":
            fields.append(("journal", f"{{{name}}}"))
        elif kind == "book":
            fields.append(("series", f"{{{name}}}"))
        else:
            fields.append(("booktitle", f"{{{name}}}"))
            if venue.long and venue.short and kind == "inproceedings":
                fields.append(("series", f"{{{bib_escape(venue.short)}}}"))
            if paper.location:
                fields.append(("address", f"{{{bib_escape(paper.location)}}}"))
    fields += _given(
        ("publisher", paper.publisher),
        ("volume", paper.volume),
        ("number", paper.number),
        ("pages", paper.pages),
    )
    if paper.status == "accepted":
        fields.append(("note", "{To appear}"))
    fields += [("year", f"{{{paper.year}}}")] if paper.year else []  # not yet dated: none
    if paper.month:
        fields.append(("month", _MONTHS[paper.month - 1]))  # the standard macro, unbraced
    if paper.doi:
        fields.append(("doi", f"{{{_verbatim(paper.doi)}}}"))
    if paper.arxiv:
        fields += [("eprint", f"{{{_verbatim(paper.arxiv)}}}"), ("archivePrefix", "{arXiv}")]
    if paper.url:
        fields.append(("url", f"{{{_verbatim(paper.url)}}}"))
    if paper.abstract:
        fields.append(("abstract", f"{{{bib_escape(paper.abstract)}}}"))
    width = max(len(name) for name, _ in fields)
    body = ",\n".join(f"  {name.ljust(width)} = {value}" for name, value in fields)
    return f"@{kind}{{{paper.key},\n{body}\n}}\n"


def _given(*fields: tuple[str, str]) -> list[tuple[str, str]]:
    """The fields that have a value, escaped and braced."""
    return [(name, f"{{{bib_escape(value)}}}") for name, value in fields if value.strip()]


def export_bibtex(papers: Iterable[PaperView]) -> str:
    """Every paper as a BibTeX entry, in the order given, separated by blank lines."""
    return "\n".join(bib_entry(paper) for paper in papers)
