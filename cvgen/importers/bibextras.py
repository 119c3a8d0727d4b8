"""What an entry says beyond the paper itself: al-folio's and BibDesk's
``selected``, its other materials (``pdf``, ``code``, ``slides``, ``video``,
``poster``, ``website``; al-folio's ``html`` when ``url`` is the paper's own
link), its awards (``award_name``, ``award``) and a note that is a contribution
statement or an award (``note``, ``annote``).

A note is kept only when it says one of those: ``note`` also holds status
phrases (read by :mod:`cvgen.importers.bibstatus`), arXiv identifiers and a
publisher's remarks, and ``annote`` a reader's own annotations, none of which
belongs on a CV. A link is kept only when it is an address: al-folio's ``pdf =
{paper.pdf}`` names a file of the site, which a CV cannot link to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cvgen.model.base import LINE_MAX

# BibTeX field -> PaperLinks field, in the order they are read
LINK_FIELDS = {
    "pdf": "pdf",
    "code": "code",
    "slides": "slides",
    "video": "video",
    "poster": "poster",
    "website": "project",
    "html": "project",
}
_ADDRESS = re.compile(r"https?://\S+$")
_YES = {"true", "yes", "1"}
# a note that says who did what: "Equal contribution", "I led the design"
_CONTRIBUTION = re.compile(
    r"contribut|co-?first|joint(?:ly)?\s+first|first\s+authors?|\bled\b|\bleading\b"
    r"|supervis|advis|mentor",
    re.IGNORECASE,
)
# a note that is an award or a distinction: "Best Paper Award", "Oral", "Spotlight"
_AWARD = re.compile(
    r"^(?:\W*)(?:(?:best|outstanding|distinguished|honou?rable)\b.*"
    r"|.*\baward\b.*|oral(?:\s+presentation)?|spotlight(?:\s+presentation)?)\W*$",
    re.IGNORECASE,
)
NOTE_FIELDS = ("note", "annote")


@dataclass
class Extras:
    """The entry's extras, and the fields that said them."""

    selected: bool = False
    links: dict[str, str] = field(default_factory=dict)
    awards: list[str] = field(default_factory=list)
    note: str = ""
    used: set[str] = field(default_factory=set)

    def paper_fields(self) -> dict[str, object]:
        """The Paper's fields these give (none when the entry said nothing)."""
        found: dict[str, object] = {"selected": True} if self.selected else {}
        found |= {"links": self.links} if self.links else {}
        found |= {"awards": self.awards} if self.awards else {}
        return found | ({"note": self.note} if self.note else {})


def read_extras(raw: dict[str, str], text: dict[str, str], url: str, used: set[str]) -> Extras:
    """The extras of an entry (``raw`` as written, ``text`` as plain text, ``url``
    the link kept as the paper's); ``used``: fields already read for something else."""
    extras = Extras()
    if text.get("selected", "").strip().casefold() in _YES:
        extras.selected = True
        extras.used.add("selected")
    for name, slot in LINK_FIELDS.items():
        link = _address(raw.get(name, ""))
        if name in used or not link or slot in extras.links:
            continue
        extras.used.add(name)
        if link != url:  # al-folio's html as the paper's url says nothing more
            extras.links[slot] = link
    for name in ("award_name", "award"):
        value = " ".join(text.get(name, "").split())
        if value and len(value) <= LINE_MAX:
            extras.used.add(name)
            extras.awards += [] if value in extras.awards else [value]
    for name in NOTE_FIELDS:
        value = " ".join(text.get(name, "").split()).strip(" .")
        if name in used or not value or len(value) > LINE_MAX:
            continue
        if _AWARD.match(value):
            extras.awards += [] if value in extras.awards else [value]
            extras.used.add(name)
        elif _CONTRIBUTION.search(value) and not extras.note:
            extras.note = value
            extras.used.add(name)
    return extras


def _address(value: str) -> str:
    """A link field's address without braces and TeX escapes; "" for a file name."""
    bare = re.sub(r"\\([_%&#~$])", r"\1", value.replace("{", "").replace("}", "")).strip()
    return bare if _ADDRESS.match(bare) else ""


def link_drop_reason(name: str) -> str | None:
    """Why a link field that is not an address is not kept (None: not a link field)."""
    if name in LINK_FIELDS:
        return "a file of your own site, not an address (write its full address under links)"
    return None
