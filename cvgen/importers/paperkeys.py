"""Keys for imported papers: ``astraea-tpds21``, as the database names its papers."""

from __future__ import annotations

from cvgen.model import Paper
from cvgen.model.pubdb import normalize_name, normalize_title

_SKIP_WORDS = {"a", "an", "the", "on", "of", "in", "for", "to", "towards", "toward", "and"}


def _slug(text: str) -> str:
    """Lower-case ASCII letters and digits, words joined by '-'."""
    ascii_only = normalize_name(text).replace("_", " ").encode("ascii", "ignore").decode()
    return "-".join(ascii_only.split())


def new_key(paper: Paper, taken: set[str]) -> str:
    """``astraea-tpds21``: the title's first word (or its ``Name:`` prefix), then
    the venue and year; ``name-2025`` without a venue, ``name-in-preparation``
    without either. Never a key in ``taken``."""
    head, sep, rest = paper.title.partition(":")
    if sep and len(head.split()) <= 3 and rest.strip():
        stem = _slug(head)
    else:
        words = [w for w in normalize_title(paper.title).split() if w not in _SKIP_WORDS]
        stem = next((slug for word in words if (slug := _slug(word))), "")
    stem = stem or "paper"
    # one word: "Phys. Rev.'50" -> physrev50, as "OSDI'23" -> osdi23
    suffix = _slug(paper.venue.short.replace("'", "")).replace("-", "") if paper.venue else ""
    base = f"{stem}-{suffix or paper.year or _slug(paper.status)}"  # undated: -under-review
    key, n = base, 2
    while key in taken:
        key, n = f"{base}-{n}", n + 1
    return key
