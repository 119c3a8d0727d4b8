"""Which papers of an imported BibTeX file are the owner's, under which spellings.

A CV lists the database papers that name its person among the authors, as the
profile's ``name`` or one of its ``aliases``. :func:`check_owner` counts the
file's entries that do, and the other spellings of names like the owner's
(``Kyle A. Oman``, ``K. Oman`` for Kyle Oman; never Karl Oman): when most
entries miss the owner, ``cvgen import-bib --profile`` prints the ``aliases:``
line to add. After ``cvgen new --from-bib``, :func:`authorship` says which of
the file's papers the new CV lists.

Every paper of the file that may be the owner's but that the CV would leave
out is named (:func:`loose_papers`), with its fix: a spelling the aliases
lack (``A. Thompson`` for Thomson, as ADS writes ``{Thompson}, A.``), the
owner's name with another DBLP number, or an author list that ends with
``et al.`` (Google Scholar's ``and others``), which may hide the owner.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from cvgen.cv.merge import owner_papers
from cvgen.importers.bibplan import ImportPlan
from cvgen.importers.dbwrite import quote
from cvgen.model import Paper, PublicationDatabase
from cvgen.model.pubdb import (
    ET_AL,
    NEAR,
    LooseMatch,
    OwnerNames,
    loose_match,
    normalize_name,
    spelled_like,
)
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
    wanted = {normalize_name(n) for n in OwnerNames.of(names).names}
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
class Loose:
    """A paper of the file that may be the owner's, though it does not name them."""

    key: str  # the paper's key in the database
    title: str
    match: LooseMatch
    alias: str  # the spelling to add to the aliases (``et al.``: none)

    def reason(self) -> str:
        """Why the paper may be the owner's."""
        if self.match.author == ET_AL:
            return "the author list ends with 'et al.'"
        return f"'{self.alias}', {self.match.why}"

    def fix(self, profile: str) -> str:
        """What puts it on the CV (``profile``: the file to fix)."""
        if self.match.author == ET_AL:
            return f"if you are among its authors, list it under publications.papers in {profile}"
        return f"if it is you, add '{self.alias}' to aliases in {profile}"

    def line(self, profile: str) -> str:
        """``key (title): why; the fix``."""
        return f"{self.key} ({self.title}): {self.reason()}; {self.fix(profile)}"


def file_papers(plan: ImportPlan, database: PublicationDatabase) -> dict[str, Paper]:
    """The papers of the imported file as the database now has them, by key:
    added, updated, or there already (``database``: as it was before)."""
    found = {a.key: a.paper for a in plan.added} | dict(plan.updated)
    for d in plan.duplicates:
        if not d.in_file and d.existing in database.papers:
            found.setdefault(d.existing, database.papers[d.existing])
    return found


def loose_papers(papers: Mapping[str, Paper], names: Sequence[str]) -> tuple[Loose, ...]:
    """The ``papers`` that do not name the owner (``names``: a name and its
    aliases) but may be theirs (:func:`cvgen.model.pubdb.loose_match`)."""
    owner = OwnerNames.of(names)
    wanted = {normalize_name(n) for n in owner.names}
    found = []
    for key, paper in papers.items():
        places = [i for i, a in enumerate(paper.authors) if normalize_name(a) in wanted]
        if any(owner.writes(paper, i) for i in places):
            continue
        match = loose_match(paper, owner)
        if match is not None:
            alias = "" if match.author == ET_AL else match.alias(paper)
            found.append(Loose(key, paper.title, match, alias))
    return tuple(found)


@dataclass(frozen=True)
class Authorship:
    file_papers: int  # the file's papers now in the database
    authored: tuple[str, ...]  # the keys of those that have the name among the authors
    spellings: tuple[str, ...]  # other spellings of the name in the file
    loose: tuple[Loose, ...] = ()  # the file's papers that may be the owner's, not on the CV


def authorship(plan: ImportPlan, database: Path, names: Sequence[str]) -> Authorship:
    """Which of the imported file's papers (``plan``: what its import did) the
    CV of ``names`` (a name and its aliases) lists (``papers_of``), and how else
    the file spells names like the first."""
    found = [a.key for a in plan.added] + [m.key for m in plan.merged]
    found += [d.existing for d in plan.duplicates if not d.in_file]
    keys = list(dict.fromkeys(found))  # two entries of the file may be one paper
    loaded = load_database(database)
    mine = owner_papers(loaded, list(names))
    spellings = {
        author
        for key in keys
        if key not in mine
        for author in loaded.database.papers[key].authors
        if _may_be(author, names[0])
    }
    authored = tuple(key for key in keys if key in mine)
    others = {key: loaded.database.papers[key] for key in keys if key not in mine}
    loose = loose_papers(others, names)
    return Authorship(len(keys), authored, tuple(sorted(spellings)), loose)


def initials_form(name: str) -> str:
    """``Ada Lovelace`` -> ``A. Lovelace``: how author lists often abbreviate a name."""
    words = name.split()
    initials = " ".join(f"{w[0]}." for w in words[:-1] if w[0].isalpha())
    return f"{initials} {words[-1]}" if initials else name


def _may_be(author: str, name: str) -> bool:
    """``Z. Zhang``, ``Zili X. Zhang`` or ``Zhang Zili`` may be Zili Zhang, an
    alias to take; ``Jörg Müller`` is not Zoë Müller, nor ``Karl Oman`` Kyle
    Oman, and ``A. Thompson`` (a letter apart) is named, never taken."""
    return spelled_like(author, name) not in ("", NEAR)
