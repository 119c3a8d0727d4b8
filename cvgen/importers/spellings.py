"""One spelling per author: imported names written as the database writes them.

``cvgen validate`` rejects a name spelled two ways (equal once case, accents,
punctuation and spaces are ignored: ``McGaugh`` and ``Mc Gaugh``), so an import
writes each name one way. The database's spelling wins (its most frequent,
ties to the one written first, as ``cvgen validate`` reports it); a name the
database lacks is written as most of the file's entries write it, ties to the
spelling with the fewest spaces (``McGaugh``, not ``Mc Gaugh``: a space inside
a word is the usual slip of a hand-kept file), then to the one seen first.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from cvgen.model import Paper, PublicationDatabase
from cvgen.model.pubdb import ET_AL, compact_name


@dataclass(frozen=True)
class Respelling:
    """Entries that wrote a name another way, and the spelling they now have."""

    written: str
    spelled: str
    entries: tuple[str, ...]  # the .bib keys of those entries
    usual: int  # how many of the file's entries write ``spelled``; 0: the database does


def _counts(papers: Iterable[Paper]) -> dict[str, Counter[str]]:
    """Per spelling key, how many papers write each spelling (once per paper)."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for paper in papers:
        for name in dict.fromkeys(paper.authors):
            if name != ET_AL:
                counts[compact_name(name)][name] += 1
    return counts


@dataclass(frozen=True)
class Spellings:
    chosen: dict[str, str]  # the spelling of each name, by its compact_name
    in_file: dict[str, Counter[str]]  # how many of the file's papers write each spelling
    in_database: frozenset[str]  # the names (compact) the database has


def choose_spellings(database: PublicationDatabase, papers: list[Paper]) -> Spellings:
    """The spelling of each name of the database and of the file's ``papers``."""
    known = _counts(database.papers.values())
    chosen = {key: counter.most_common(1)[0][0] for key, counter in known.items()}
    in_file = _counts(papers)
    for key, counter in in_file.items():
        if key not in chosen:
            chosen[key] = max(counter, key=lambda name: (counter[name], -name.count(" ")))
    return Spellings(chosen, in_file, frozenset(known))


def author_spellings(database: PublicationDatabase) -> dict[str, str]:
    """How the database spells each author (by :func:`compact_name`)."""
    return choose_spellings(database, []).chosen


def respell(paper: Paper, chosen: Mapping[str, str]) -> Paper:
    """The paper with every author written as ``chosen`` says (a spelling per
    :func:`compact_name`), in ``authors`` and in the lists of marked authors alike."""

    def spelled(names: list[str]) -> list[str]:
        return [chosen.get(compact_name(name), name) for name in names]

    return paper.model_copy(
        update={
            "authors": spelled(paper.authors),
            "equal_contribution": spelled(paper.equal_contribution),
            "corresponding": spelled(paper.corresponding),
            "dblp": dict(zip(spelled(list(paper.dblp)), paper.dblp.values(), strict=True)),
        }
    )


def respellings(papers: list[tuple[str, Paper]], spellings: Spellings) -> list[Respelling]:
    """What :func:`respell` changes in the file's ``(entry key, paper)`` list,
    one item per changed spelling."""
    changed: dict[tuple[str, str], list[str]] = defaultdict(list)
    for entry_key, paper in papers:
        for name in dict.fromkeys(paper.authors):
            spelled = spellings.chosen.get(compact_name(name), name)
            if spelled != name:
                changed[(name, spelled)].append(entry_key)
    return [
        Respelling(
            written,
            spelled,
            tuple(keys),
            0
            if compact_name(spelled) in spellings.in_database
            else spellings.in_file[compact_name(spelled)][spelled],
        )
        for (written, spelled), keys in changed.items()
    ]
