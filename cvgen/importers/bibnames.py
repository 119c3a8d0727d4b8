"""The author list of a BibTeX entry: names in order, and the marks on them.

``Last, First and First Last and others`` gives ``First Last, First Last,
et al.``: ``et al.`` is a marker that the list goes on (Google Scholar's
``and others``), not an author. A brace group is one name (``{Barnes and
Noble}``, a consortium ``{COVID, Canadian}``: never turned round into a
person's "Canadian COVID"). DBLP's number for namesakes (``Wei Wang 0002``)
is left off the name and kept apart (``Authors.dblp``), so that the name is
the one every other paper writes and no output prints the number.

Hand-kept and al-folio files mark authors in the name itself:
``Einstein*``, ``Einstein$^*$``, ``Einstein\\textsuperscript{*}``,
``Tian$^{\\dagger}$``, ``Tian\\dag``, ``Einstein*†``. A mark is read as a fact
of that paper only and removed from the name (so the name is spelled as in
every other paper):

- ``*`` (or ``\\ast``): equal contribution (``equal_contribution``);
- ``†`` (``\\dagger``, ``\\dag``) or ``✉``: corresponding author (``corresponding``);
- an underline (``\\underline{Okafor}, M.``, ``\\uline{...}``): a student or
  mentee (``students``), marked as the group's ``author_marks`` says;
- ``‡``, ``§``, ``¶`` and superscript digits or letters: removed without a
  meaning. Papers use ``‡`` for several things (equal advising, work done
  during an internship, a second group of equal contributors), so cvgen does
  not guess; add the author to ``equal_contribution`` by hand if that is it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cvgen.importers.bibmath import latex_to_text
from cvgen.model.paper import is_group, split_homonym
from cvgen.model.pubdb import ET_AL

_EQUAL = "*∗"
_CORRESPONDING = "†✉"
_SILENT = "‡§¶⁰¹²³⁴⁵⁶⁷⁸⁹ⁿⁱᵃᵇᶜᵈᵉ"
# marks, and affiliations that have no superscript form: Li$^{1,2}$ -> "Li^(1,2)"
_ANY = f"(?:\\^\\([^()]*\\)|[\\s{_EQUAL}{_CORRESPONDING}{_SILENT}])+"
_MARKS = re.compile(f"^{_ANY}|{_ANY}$")
_UNDERLINE = re.compile(r"\\(?:underline|uline)\s*\{")


@dataclass(frozen=True)
class Authors:
    names: list[str]  # ET_AL last when the list ends "and others"
    equal_contribution: list[str]
    corresponding: list[str]
    dblp: dict[str, str] = field(default_factory=dict)  # DBLP's number of a namesake
    students: list[str] = field(default_factory=list)  # underlined: \underline{Name}


def split_authors(value: str) -> list[str]:
    """``Last, First and First Last and others`` -> ``[First Last, First Last, et al.]``."""
    return read_authors(value).names


def read_authors(value: str) -> Authors:
    """The names of an ``author`` field, and who is marked equal or corresponding."""
    names: list[str] = []
    equal: list[str] = []
    corresponding: list[str] = []
    dblp: dict[str, str] = {}
    students: list[str] = []
    others = False
    for part in _split_top(value, re.compile(r"\s+and\s+", re.IGNORECASE)):
        if part.strip().casefold() == "others":
            others = True
            continue
        part, underlined = _underlined(part)
        pieces = [latex_to_text(p) for p in _split_top(part, re.compile(r","))]
        marks = "".join(m for p in pieces for m in _marks(p))
        pieces = [_MARKS.sub("", p) for p in pieces]
        homonyms = [split_homonym(p) if not is_group(p) else (p, "") for p in pieces]
        pieces = [p for p, _ in homonyms]
        number = next((n for _, n in homonyms if n), "")
        if len(pieces) >= 3:  # von Last, Jr, First
            pieces = [pieces[2], pieces[0], pieces[1]]
        elif len(pieces) == 2:
            pieces = [pieces[1], pieces[0]]
        name = " ".join(" ".join(pieces).split())
        if not name:
            continue
        if number:
            dblp[name] = number
        names.append(name)
        if any(m in _EQUAL for m in marks):
            equal.append(name)
        if any(m in _CORRESPONDING for m in marks):
            corresponding.append(name)
        if underlined:
            students.append(name)
    names = [*names, ET_AL] if others else names
    return Authors(names, equal, corresponding, dblp, students)


def _underlined(part: str) -> tuple[str, bool]:
    """One author with its ``\\underline{...}`` (or ``\\uline``) unwrapped, and
    whether there was one: ``\\underline{Okafor, M.}`` is ``Okafor, M.``, underlined."""
    found = _UNDERLINE.search(part)
    if not found:
        return part, False
    depth, end = 0, found.end() - 1  # at the opening brace
    for end in range(found.end() - 1, len(part)):
        depth += {"{": 1, "}": -1}.get(part[end], 0)
        if depth == 0:
            break
    inner = part[found.end() : end]
    return part[: found.start()] + inner + part[end + 1 :], True


def _marks(piece: str) -> str:
    """The mark characters at either end of one comma-separated piece of a name."""
    return "".join(m.group() for m in _MARKS.finditer(piece))


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
