"""Which papers of an imported BibTeX file are the new person's (``cvgen new --from-bib``).

A CV lists the database papers that name its person among the authors. After
an import, :func:`authorship` says which of the file's papers that is, and how
else the file spells names like the person's: the candidates for the
profile's ``aliases:`` when none of them matched.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cvgen.importers.bibimport import ImportReport
from cvgen.model.pubdb import normalize_name
from cvgen.sources.loader import load_database


@dataclass(frozen=True)
class Authorship:
    file_papers: int  # the file's papers now in the database
    authored: tuple[str, ...]  # the keys of those that have the name among the authors
    spellings: tuple[str, ...]  # other spellings of the name in the file


def authorship(imported: ImportReport, database: Path, name: str) -> Authorship:
    """Which of the imported file's papers the CV of ``name`` lists (``papers_of``),
    and how else the file spells names like ``name``."""
    plan = imported.plan
    found = [a.key for a in plan.added] + [d.existing for d in plan.duplicates if not d.in_file]
    keys = list(dict.fromkeys(found))  # two entries of the file may be one paper
    loaded = load_database(database)
    mine = loaded.papers_of([name])
    spellings = {
        author
        for key in keys
        if key not in mine
        for author in loaded.database.papers[key].authors
        if _may_be(author, name)
    }
    authored = tuple(key for key in keys if key in mine)
    return Authorship(len(keys), authored, tuple(sorted(spellings)))


def initials_form(name: str) -> str:
    """``Ada Lovelace`` -> ``A. Lovelace``: how author lists often abbreviate a name."""
    words = name.split()
    initials = " ".join(f"{w[0]}." for w in words[:-1] if w[0].isalpha())
    return f"{initials} {words[-1]}" if initials else name


def _may_be(author: str, name: str) -> bool:
    """``Z. Zhang`` or ``Zhang Zili`` may be Zili Zhang (``Jörg Müller`` is not Zoë Müller)."""
    written, wanted = normalize_name(author).split(), normalize_name(name).split()
    if not written or not wanted:
        return False
    same_words = sorted(written) == sorted(wanted)
    return same_words or (written[-1] == wanted[-1] and written[0][0] == wanted[0][0])
