"""Where a paper stands, as a BibTeX entry's own words say it.

Files kept by hand (and al-folio's) write a paper's status where its venue goes,
or in a note: ``journal = {In submission to CRYPTO 2025}``, ``note = {Under
review at Nature}``, ``booktitle = {To appear in ICML}``, ``note = {In
preparation}``. The phrase gives the status; what follows it, the venue. Read
as a venue, the phrase would print "In preparation'22" as a published paper's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cvgen.model.paper import Status

# where the phrases are looked for, in this order
STATUS_FIELDS = ("journal", "journaltitle", "booktitle", "note", "howpublished")

_TO = r"(?:\s+(?:at|to|in|for|with|by)(?:\s+the\b)?)?"
_WORDS: tuple[tuple[str, Status], ...] = (
    (r"(?:manuscript\s+|paper\s+)?in\s+preparation|(?:work\s+)?in\s+progress", "in preparation"),
    (r"(?:currently\s+)?(?:in|under)\s+(?:submission|review|revision)", "under review"),
    (
        r"submitted(?:\s+for\s+(?:publication|review))?|revised?\s+and\s+resubmit(?:ted)?",
        "under review",
    ),
    (r"to\s+appear|forthcoming|in\s+press", "accepted"),
    (r"accepted(?:\s+for\s+publication)?|conditionally\s+accepted", "accepted"),
)
_PHRASES = tuple(
    (re.compile(rf"^(?:{words})\b{_TO}\b[\s:,.-]*", re.IGNORECASE), status)
    for words, status in _WORDS
)


@dataclass(frozen=True)
class StatedStatus:
    """A status phrase found in ``field``: the status, and the venue it names ("" if none)."""

    status: Status
    venue: str
    field: str


def read_status(value: str) -> tuple[Status, str] | None:
    """``In submission to CRYPTO 2025`` -> ("under review", "CRYPTO 2025");
    None when ``value`` does not begin with a status phrase."""
    text = " ".join(value.split()).strip(" ({[")
    for pattern, status in _PHRASES:
        found = pattern.match(text)
        if found:
            return status, _unwrapped(text[found.end() :])
    return None


def _unwrapped(venue: str) -> str:
    """The venue without the punctuation and the closing bracket a phrase left."""
    venue = venue.strip(" .,;")
    for opening, closing in ("()", "[]", "{}"):
        if venue.endswith(closing) and venue.count(closing) > venue.count(opening):
            venue = venue[:-1].rstrip(" .,;")
    return venue


def stated_status(text: dict[str, str]) -> StatedStatus | None:
    """The first status phrase of the entry's fields (plain text, by field name)."""
    for name in STATUS_FIELDS:
        found = read_status(text.get(name, ""))
        if found:
            return StatedStatus(found[0], found[1], name)
    return None
