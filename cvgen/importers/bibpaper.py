"""A BibTeX entry as a database Paper, or the reason it cannot be one.

The text of each field is made by :mod:`cvgen.importers.bibmath`, the authors
and their marks by :mod:`cvgen.importers.bibnames`, what the work is and its
arXiv identifier by :mod:`cvgen.importers.bibfields`. Nothing is dropped
silently: every field of the entry that the Paper does not keep is in
``Converted.dropped`` with the reason, and the import report names it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import ValidationError

from cvgen.importers.bibextras import link_drop_reason, read_extras
from cvgen.importers.bibfields import arxiv_id, drop_reason, is_arxiv_only, kind_of
from cvgen.importers.bibmath import latex_to_text
from cvgen.importers.bibnames import read_authors, split_authors
from cvgen.importers.bibstatus import StatedStatus, stated_status
from cvgen.importers.bibtex import BibEntry
from cvgen.importers.venues import VenueNames
from cvgen.model import Paper, Venue
from cvgen.model.paper import UNDATED_STATUSES

__all__ = ["Converted", "convert_entry", "latex_to_text", "split_authors"]


@dataclass(frozen=True)
class Converted:
    paper: Paper
    unknown_venue: bool  # its venue has no known short name (printed in full)
    dropped: tuple[tuple[str, str], ...] = ()  # (BibTeX field, why it is not kept)
    undated: bool = False  # no year: kept undated, as its status allows


_PREPRINT_KINDS = {"unpublished", "preprint"}
# what a @misc or @online is shows in its howpublished or note (software, a talk,
# a dataset); it is a preprint only when it names arXiv
_MISC_KINDS = {"misc", "online"}
_JOURNAL = ("journal", "journaltitle")  # journaltitle: biblatex's (Zotero's export)
_BOOKTITLE_KINDS = {"inproceedings", "conference", "incollection", "inbook", "proceedings"}
_ALWAYS_USED = {"title", "author", "year", "abstract", "crossref"}
_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def convert_entry(entry: BibEntry, names: VenueNames) -> Converted | str:
    """The entry as a Paper, or why it cannot be one."""
    raw = entry.fields
    if entry.children and "author" not in raw:
        return f"used as the crossref of {', '.join(entry.children)} (not a paper itself)"
    text = {k: latex_to_text(v) for k, v in raw.items() if k not in {"doi", "url", "eprint"}}
    date_of = re.fullmatch(r"(\d{4})(?:-(\d\d))?(?:-\d\d)?", text.get("date", ""))
    if date_of:  # biblatex's date: 2020-06 gives the year and month an entry lacks
        text.setdefault("year", date_of.group(1))
        text.setdefault("month", date_of.group(2) or "")
    authors = read_authors(raw.get("author", ""))
    stated = stated_status(text) or _year_status(text.get("year", ""))
    dated = bool(re.search(r"\d{4}", text.get("year", "")))
    undated = not dated and stated is not None and stated.status in UNDATED_STATUSES
    missing = [f for f, v in (("title", text.get("title")), ("author", authors.names)) if not v]
    missing += ["year"] if not text.get("year") and not undated else []
    if missing:
        return "missing " + (", ".join(missing[:-1]) + " and " if missing[1:] else "") + missing[-1]
    year_match = re.search(r"\d{4}", text.get("year", ""))
    year = None if undated else int(year_match.group()) if year_match else 0
    if year is not None and not 1900 <= year <= 2200:
        return f"year '{text['year']}' is not a year between 1900 and 2200"
    used = set(_ALWAYS_USED) | ({"date"} if date_of and date_of.group(1) == str(year) else set())
    kind = kind_of(entry.kind, text)
    arxiv, said = arxiv_id(raw)
    used.update(said)
    preprint = not stated and _is_preprint(entry.kind, kind, raw, bool(arxiv))
    container = _container(entry.kind, raw) if kind in {"paper", "chapter"} else None
    how = _Venue(entry.kind, container, stated, preprint)
    venue, unknown_venue = how.venue(raw, text, names, year, used)
    month = _month(text.get("month", ""))
    doi = next((d for k in ("doi", "ee", "url") if (d := _doi(raw.get(k, "")))), "")
    doi = "" if arxiv and doi.startswith("10.48550/") else doi  # arXiv's DOI: the id says it
    url = _url(raw, arxiv)
    used.update(_used_links(raw, doi, url, arxiv))
    used.update({stated.field} if stated else set())
    fields = _details(entry.kind, kind, text, arxiv) | ({"arxiv": arxiv} if arxiv else {})
    used.update(fields.pop("_used").split())
    used.update({"month"} if month else set())
    extras = read_extras(raw, text, url, used)
    used.update(extras.used)
    try:
        paper = Paper(
            title=text["title"],
            authors=authors.names,
            equal_contribution=authors.equal_contribution,
            corresponding=authors.corresponding,
            dblp=authors.dblp,
            students=authors.students,
            kind=kind,
            venue=venue,
            status=stated.status if stated else "preprint" if preprint else "published",
            year=year,
            month=month,
            location=_place(entry.kind, text),
            doi=doi,
            url=url,
            abstract=text.get("abstract", ""),
            **fields,
            **extras.paper_fields(),
        )
    except ValidationError as exc:  # a safety net: the fields were checked above
        return f"cannot be imported ({exc.errors()[0]['msg']})"
    used.update({"location" if "location" in text else "address"} if paper.location else set())
    dropped = tuple(
        (name, link_drop_reason(name) or drop_reason(name, entry.kind, value, preprint))
        for name, value in raw.items()
        if name not in used
    )
    return Converted(paper, unknown_venue, dropped, undated)


def _year_status(year: str) -> StatedStatus | None:
    """BibDesk's ``year = {in press}``: accepted, not yet dated."""
    found = stated_status({"note": year}) if not re.search(r"\d{4}", year) else None
    return StatedStatus(found.status, "", "year") if found else None


@dataclass(frozen=True)
class _Venue:
    """Where an entry's venue is: its journal or booktitle (``container``), a
    status phrase's, or a @misc's howpublished."""

    bib_kind: str
    container: str | None
    stated: StatedStatus | None
    preprint: bool

    def venue(
        self,
        raw: dict[str, str],
        text: dict[str, str],
        names: VenueNames,
        year: int | None,
        used: set[str],
    ) -> tuple[Venue | None, bool]:
        """The venue, and whether it has no known short name. A status phrase in
        the journal or booktitle leaves the venue it names ("" for none); one in a
        note names the venue when the entry has no journal or booktitle."""
        container, stated = self.container, self.stated
        if self.preprint:
            return None, False
        if stated and (stated.field == container or (stated.venue and not container)):
            long = stated.venue
        else:
            long = venue_text(raw[container], names) if container else ""
            used.update({container} if container and long else set())
        if long:
            shorts = ("shortbooktitle", "shortjournal", "series")
            short = next((k for k in shorts if k in text), "")
            full = text.get("journal-full", "") if container in _JOURNAL else ""
            venue, unknown = names.venue(
                long, text.get(short, ""), year, abbr=text.get("abbr", ""), full=full
            )
            said = venue.short.split("'")[0]
            used.update(k for k in (short, "abbr") if k and said and said in text.get(k, ""))
            used.update({"journal-full"} if full else set())
            return venue, unknown
        if self.bib_kind in _MISC_KINDS and not stated:
            return _how_published(text, used), False
        return None, False


def venue_text(value: str, names: VenueNames) -> str:
    """The text of a raw ``journal`` or ``booktitle``: the one place a venue's
    LaTeX is read. A journal macro (ADS's ``\\apj``) becomes the journal's name
    first: :func:`latex_to_text` would drop it."""
    return latex_to_text(names.expand_macro(value))


def _container(bib_kind: str, raw: dict[str, str]) -> str | None:
    """The field that names the venue: ``journal`` for an article, else ``booktitle``."""
    order = (*_JOURNAL, "booktitle") if bib_kind not in _BOOKTITLE_KINDS else ("booktitle",)
    return next((name for name in order if raw.get(name, "").strip("{} ")), None)


def _is_preprint(bib_kind: str, kind: str, raw: dict[str, str], has_arxiv: bool) -> bool:
    """A preprint, unless a venue or what the work is says published."""
    if kind != "paper":
        return False
    if bib_kind in _PREPRINT_KINDS:
        return True
    if bib_kind in _MISC_KINDS and not has_arxiv:
        hints = " ".join(
            raw.get(k, "") for k in ("journal", "note", "howpublished", "archiveprefix")
        )
        return "arxiv" in hints.casefold() or "preprint" in hints.casefold()
    container = _container(bib_kind, raw)
    if container:
        return is_arxiv_only(latex_to_text(raw[container]) or raw[container])
    hints = " ".join(raw.get(k, "") for k in ("archiveprefix", "eprinttype", "howpublished"))
    return has_arxiv or "arxiv" in hints.casefold()


def _how_published(text: dict[str, str], used: set[str]) -> Venue | None:
    """A @misc's ``howpublished`` (unless it is only a link) or ``note`` as the
    line under its title: ``Software``, ``Invited talk``; no short name."""
    for name in ("howpublished", "note"):
        value = text.get(name, "")
        if value and not re.fullmatch(r"\S+://\S+", value):
            used.add(name)
            return Venue(short="", long=value)
    return None


def _details(bib_kind: str, kind: str, text: dict[str, str], arxiv: str) -> dict[str, str]:
    """Pages, volume, number, publisher and institution, where the kind keeps them;
    under ``_used`` the names of the fields they came from (a value that is the
    arXiv identifier, ADS's ``pages`` or DBLP's CoRR ``volume``, is used as that)."""
    found: dict[str, str] = {}
    used: list[str] = []

    def keep(name: str, value_of: str) -> None:
        value = text.get(value_of, "")
        if value and not (arxiv and arxiv in value):
            found[name] = value
        if value:
            used.append(value_of)

    keep("pages", "pages")
    if "pages" not in found:
        keep("pages", "eid")  # ADS: an article number where there are no pages
    if bib_kind not in {"inproceedings", "conference"}:
        keep("volume", "volume")
        keep("number", "number")
        if "number" not in found:
            keep("number", "issue")  # al-folio's name for it
    if kind in {"book", "chapter"}:
        keep("publisher", "publisher")
    if kind.endswith("thesis"):
        keep("institution", "school" if "school" in text else "institution")
        used += ["type"] if "type" in text else []  # the kind says it
    if kind == "report":
        keep("institution", "institution")
    if kind == "patent":  # its assignee: biblatex's holder, IEEEtran's assignee
        for name in ("holder", "assignee", "institution"):
            if "institution" not in found:
                keep("institution", name)
    if "pages" in found:
        found["pages"] = found["pages"].replace("–", "-").replace(" ", "")
    return {**found, "_used": " ".join(used)}


def _place(kind: str, text: dict[str, str]) -> str:
    """Where a conference was: ``location`` (ACM), else ``address`` (USENIX, and
    cvgen's own export); an article's address is its publisher's, not kept."""
    if kind not in _BOOKTITLE_KINDS - {"incollection", "inbook"}:
        return ""
    return text.get("location") or text.get("address", "")


def _month(value: str) -> int | None:
    word = value.strip().casefold()
    if word.isdigit():
        return int(word) if 1 <= int(word) <= 12 else None
    return _MONTHS.index(word[:3]) + 1 if word[:3] in _MONTHS else None


def _bare(value: str) -> str:
    """A DOI or URL as written, without braces and TeX escapes."""
    return re.sub(r"\\([_%&#~$])", r"\1", value.replace("{", "").replace("}", "")).strip()


def _doi(value: str) -> str:
    doi = re.sub(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", "", _bare(value), flags=re.I)
    return doi if re.fullmatch(r"10\.\S+/\S+", doi) else ""


def _url(raw: dict[str, str], arxiv: str) -> str:
    """The entry's link that is not a DOI link: ``url``, else DBLP's ``ee``, else
    al-folio's ``html``, else BibDesk's ``bdsk-url-1``, else a ``\\url{...}`` in
    ``howpublished``. An arXiv link is the identifier, not a URL."""
    for name in ("url", "ee", "html", "bdsk-url-1", "howpublished"):
        value = raw.get(name, "")
        if name == "howpublished":
            found = re.search(r"\\url\{([^}]*)\}", value)
            value = found.group(1) if found else ""
        link = _bare(value)
        if not re.match(r"https?://", link) or _doi(link):  # a DOI link is the DOI
            continue
        if arxiv and arxiv in link:
            return ""
        return link
    return ""


def _used_links(raw: dict[str, str], doi: str, url: str, arxiv: str) -> set[str]:
    """The link fields whose fact is kept: the DOI, the URL, the arXiv link, or a copy."""
    used = set()
    for name in ("doi", "ee", "url", "html", "bdsk-url-1", "howpublished"):
        value = _bare(raw.get(name, ""))
        same_doi, same_url = bool(doi) and _doi(value) == doi, bool(url) and url in value
        arxiv_link = bool(arxiv) and arxiv in value and re.search(r"arxiv\.org/|10\.48550/", value)
        if same_doi or same_url or arxiv_link:
            used.add(name)
    return used
