"""Which papers of an imported BibTeX file are the owner's, under which spellings.

A CV lists the database papers that name its person among the authors, as the
profile's ``name`` or one of its ``aliases``. :func:`check_owner` counts the
file's entries that do, and the other spellings of names like the owner's
(``Kyle A. Oman``, ``K. Oman`` for Kyle Oman; never Karl Oman): when most
entries miss the owner, ``cvgen import-bib --profile`` prints the ``aliases:``
line to add. After ``cvgen new --from-bib``, :func:`authorship` says which of
the file's papers the new CV lists.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cvgen.importers.bibplan import ImportPlan
from cvgen.importers.dbwrite import quote
from cvgen.model import Paper
from cvgen.model.pubdb import normalize_name
from cvgen.sources.loader import load_database


@dataclass(frozen=True)
class OwnerCheck:
    """How a file's entries write the owner of a profile."""

    names: tuple[str, ...]  # the profile's name, then its aliases
    entries: int  # the file's entries that are papers
    listed: int  # ... that list the owner under one of ``names``
    spellings: tuple[tuple[str, int], ...]  # other spellings, each with its entries, most first

    @property
    def mostly_missing(self) -> bool:
        return self.entries > 0 and 2 * self.listed < self.entries

    def others(self) -> tuple[str, ...]:
        """The spellings seen that are not the profile's."""
        return tuple(spelling for spelling, _ in self.spellings)

    def alias_line(self) -> str:
        """``aliases: [...]``: the profile's aliases and the spellings seen."""
        aliases = dict.fromkeys([*self.names[1:], *self.others()])
        return f"aliases: [{', '.join(quote(a) for a in aliases)}]"


def check_owner(papers: Sequence[Paper], names: Sequence[str]) -> OwnerCheck:
    """Count the ``papers`` (one per entry) that list one of ``names``, and the
    other spellings of names like the first in the rest."""
    wanted = {normalize_name(n) for n in names}
    listed, seen = 0, Counter[str]()
    for paper in papers:
        if any(normalize_name(a) in wanted for a in paper.authors):
            listed += 1
            continue
        for author in dict.fromkeys(paper.authors):
            if _may_be(author, names[0]):  # K. Oman, an alias, is no Karl Oman
                seen[author] += 1
    return OwnerCheck(tuple(names), len(papers), listed, tuple(seen.most_common()))


@dataclass(frozen=True)
class Authorship:
    file_papers: int  # the file's papers now in the database
    authored: tuple[str, ...]  # the keys of those that have the name among the authors
    spellings: tuple[str, ...]  # other spellings of the name in the file


def authorship(plan: ImportPlan, database: Path, names: Sequence[str]) -> Authorship:
    """Which of the imported file's papers (``plan``: what its import did) the
    CV of ``names`` (a name and its aliases) lists (``papers_of``), and how else
    the file spells names like the first."""
    found = [a.key for a in plan.added] + [m.key for m in plan.merged]
    found += [d.existing for d in plan.duplicates if not d.in_file]
    keys = list(dict.fromkeys(found))  # two entries of the file may be one paper
    loaded = load_database(database)
    mine = loaded.papers_of(list(names))
    spellings = {
        author
        for key in keys
        if key not in mine
        for author in loaded.database.papers[key].authors
        if _may_be(author, names[0])
    }
    authored = tuple(key for key in keys if key in mine)
    return Authorship(len(keys), authored, tuple(sorted(spellings)))


def initials_form(name: str) -> str:
    """``Ada Lovelace`` -> ``A. Lovelace``: how author lists often abbreviate a name."""
    words = name.split()
    initials = " ".join(f"{w[0]}." for w in words[:-1] if w[0].isalpha())
    return f"{initials} {words[-1]}" if initials else name


def _may_be(author: str, name: str) -> bool:
    """``Z. Zhang``, ``Zili X. Zhang`` or ``Zhang Zili`` may be Zili Zhang; ``Jörg
    Müller`` is not Zoë Müller, nor ``Karl Oman`` Kyle Oman."""
    written, wanted = normalize_name(author).split(), normalize_name(name).split()
    if not written or not wanted:
        return False
    if sorted(written) == sorted(wanted):
        return True
    if written[-1] != wanted[-1] or len(written) < 2 or len(wanted) < 2:
        return False
    if "".join(written[:-1]) == "".join(wanted[:-1]):  # Zi-Li Zhang
        return True
    first, own = written[0], wanted[0]
    return first[0] == own[0] and (len(first) == 1 or len(own) == 1 or first == own)
