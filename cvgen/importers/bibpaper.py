"""A BibTeX entry as a database Paper, or the reason it cannot be one.

pylatexenc turns the LaTeX of a field into Unicode; bibtexparser's own
``convert_to_unicode`` was not enough (it leaves ``\\r{a}`` as a stray combining
ring, ``\\url{x}`` as ``r̆lx``, and keeps ``--`` and ``~`` as written).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import ValidationError
from pylatexenc.latex2text import (  # type: ignore[import-untyped]
    LatexNodes2Text,
    MacroTextSpec,
    get_default_latex_context_db,
)

from cvgen.importers.bibtex import BibEntry
from cvgen.importers.venues import VenueNames
from cvgen.model import Paper, Venue
from cvgen.model.pubdb import ET_AL


@dataclass(frozen=True)
class Converted:
    paper: Paper
    guessed_venue: bool  # the short venue was made up from the long name


_PREPRINT_KINDS = {"misc", "unpublished", "online", "preprint"}
_BOOKTITLE_KINDS = {"inproceedings", "conference", "incollection", "proceedings"}
_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def _latex_context() -> object:
    context = get_default_latex_context_db()
    context.add_context_category(
        "cvgen",
        prepend=True,
        macros=[MacroTextSpec("LaTeX", "LaTeX"), MacroTextSpec("TeX", "TeX")],
    )
    return context


_TO_TEXT = LatexNodes2Text(
    latex_context=_latex_context(), math_mode="text", strict_latex_spaces=True
)


def latex_to_text(value: str) -> str:
    """LaTeX to Unicode, whitespace (``~`` too) folded to single spaces. A bare
    ``%`` or ``&`` is taken literally: in a title it is never a comment or a column."""
    escaped = re.sub(r"(?<!\\)([%&])", r"\\\1", value)
    return " ".join(_TO_TEXT.latex_to_text(escaped).split())


def split_authors(value: str) -> list[str]:
    """``Last, First and First Last and others`` -> ``[First Last, First Last, et al.]``."""
    names, others = [], False
    for part in _split_top(value, re.compile(r"\s+and\s+", re.IGNORECASE)):
        if part.strip().casefold() == "others":
            others = True
            continue
        pieces = [p.strip() for p in _split_top(part, re.compile(r","))]
        if len(pieces) >= 3:  # von Last, Jr, First
            pieces = [pieces[2], pieces[0], pieces[1]]
        elif len(pieces) == 2:
            pieces = [pieces[1], pieces[0]]
        name = latex_to_text(" ".join(pieces))
        if name:
            names.append(name)
    return [*names, ET_AL] if others else names


def _split_top(text: str, separator: re.Pattern[str]) -> list[str]:
    """Split at ``separator`` outside braces: ``{Barnes and Noble}`` stays one name."""
    parts, start, depth, i = [], 0, 0, 0
    while i < len(text):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        match = separator.match(text, i) if depth == 0 else None
        if match and match.end() > i:
            parts.append(text[start:i])
            start = i = match.end()
            continue
        i += 1
    return [*parts, text[start:]]


def convert_entry(entry: BibEntry, names: VenueNames) -> Converted | str:
    """The entry as a Paper, or why it cannot be one."""
    raw = entry.fields
    text = {k: latex_to_text(v) for k, v in raw.items() if k not in {"doi", "url", "eprint"}}
    for k in {"journal", "booktitle"} & raw.keys():  # ADS's \apj: latex_to_text would drop it
        text[k] = latex_to_text(names.expand_macro(raw[k]))
    authors = split_authors(raw.get("author", ""))
    missing = [f for f, v in (("title", text.get("title")), ("author", authors)) if not v]
    missing += ["year"] if not text.get("year") else []
    if missing:
        return "missing " + (", ".join(missing[:-1]) + " and " if missing[1:] else "") + missing[-1]
    year_match = re.search(r"\d{4}", text["year"])
    year = int(year_match.group()) if year_match else 0
    if not 1900 <= year <= 2200:
        return f"year '{text['year']}' is not a year between 1900 and 2200"
    preprint = _is_preprint(entry.kind, text)
    container = text.get("booktitle") if entry.kind in _BOOKTITLE_KINDS else None
    if entry.kind == "article":
        container = text.get("journal")
    elif container is None and entry.kind not in _BOOKTITLE_KINDS:
        container = text.get("booktitle") or text.get("journal")
    venue: Venue | None = None
    guessed = False
    if container and not preprint:
        short = next(
            (text[k] for k in ("shortbooktitle", "shortjournal", "series") if k in text), ""
        )
        venue, guessed = names.venue(container, short, year)
    notes = " ".join(text.get(k, "") for k in ("note", "booktitle", "journal")).casefold()
    try:
        paper = Paper(
            title=text["title"],
            authors=authors,
            venue=venue,
            status="preprint" if preprint else "accepted" if "to appear" in notes else "published",
            year=year,
            month=_month(text.get("month", "")),
            location=_place(entry.kind, text),
            doi=_doi(raw.get("doi", "")),
            url=_url(raw),
            abstract=text.get("abstract", ""),
        )
    except ValidationError as exc:  # a safety net: the fields were checked above
        return f"cannot be imported ({exc.errors()[0]['msg']})"
    return Converted(paper, guessed)


def _is_preprint(kind: str, text: dict[str, str]) -> bool:
    if kind in _PREPRINT_KINDS:
        return True
    container = (text.get("journal") or text.get("booktitle") or "").casefold()
    if container:
        return "arxiv" in container or container == "corr"
    hints = " ".join(text.get(k, "") for k in ("archiveprefix", "eprinttype", "howpublished"))
    return "arxiv" in hints.casefold()


def _place(kind: str, text: dict[str, str]) -> str:
    """Where a conference was: ``location`` (ACM), else ``address`` (USENIX, and
    cvgen's own export); an article's address is its publisher's, not kept."""
    return (text.get("location") or text.get("address", "")) if kind in _BOOKTITLE_KINDS else ""


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


def _url(raw: dict[str, str]) -> str:
    if raw.get("url"):
        return _bare(raw["url"])
    kind = (raw.get("archiveprefix", "") + raw.get("eprinttype", "")).casefold()
    if raw.get("eprint") and "arxiv" in kind:
        return f"https://arxiv.org/abs/{_bare(raw['eprint'])}"
    return ""
