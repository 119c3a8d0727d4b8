"""Checks across the whole publication database, run by ``cvgen validate``.

Schema validation sees one entry at a time. These checks compare entries with
each other (the same paper entered twice, an author spelled two ways) and the
database with a profile (papers of the owner that the long CV leaves out).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

from cvgen.cv.merge import ResolvedCV, owner_papers, papers_day
from cvgen.errors import Location, Problem, did_you_mean
from cvgen.model.pubdb import (
    ET_AL,
    compact_name,
    normalize_title,
    paper_as_of,
    paper_titles,
)
from cvgen.sources.loader import LoadedDatabase, LoadedProfile
from cvgen.sources.yamlsource import PathKey, format_path


def check_database(db: LoadedDatabase) -> list[Problem]:
    """Every duplicate paper and every author spelled two ways, as errors."""
    problems = [*_same_doi(db), *_same_title(db), *_author_spellings(db), *_related(db)]
    return sorted(problems, key=lambda p: p.location or Location(Path(), 0, 0))


def missing_papers(loaded: LoadedProfile, db: LoadedDatabase, cv: ResolvedCV) -> Problem | None:
    """A warning naming the owner's database papers that the long CV leaves out.

    Papers the profile excludes on purpose, and papers that did not exist yet
    on the CV's day (:func:`~cvgen.cv.merge.papers_day`), are not missing.
    """
    profile, choice = loaded.profile, loaded.profile.publications
    names = profile.spellings()
    shown = {p.paper.key for p in cv.papers}
    papers = db.database.papers
    missing = [
        key
        for key in owner_papers(db, names)  # the author index: not every paper of the database
        if key not in shown
        and key not in choice.exclude
        and paper_as_of(key, papers[key], papers_day(profile)) is not None
    ]
    if not missing:
        return None
    listed = ", ".join(f"{key} ({db.database.papers[key].title})" for key in missing)
    count = f"{len(missing)} paper{'s' if len(missing) != 1 else ''}"
    them = "it" if len(missing) == 1 else "them"
    return Problem(
        loaded.source.locate(("publications",), key=True),
        "publications",
        f"{count} of {profile.name} in the database {'is' if len(missing) == 1 else 'are'} "
        f"not in the long CV: {listed}",
        f"set publications.by_author: true, list {them} under publications.papers, "
        f"or under publications.exclude to leave {them} out on purpose",
        warning=True,
    )


def no_database(loaded: LoadedProfile, db: LoadedDatabase) -> Problem | None:
    """A warning when a profile wants papers but no database was found."""
    choice = loaded.profile.publications
    if db.path is not None or not (choice.by_author or choice.papers):
        return None
    return Problem(
        loaded.source.locate(("publications",), key=True),
        "publications",
        "no publications.yaml beside the profile or in ./profiles, so the CV shows no papers",
        "pass --db FILE, or set publications.database to its path relative to the profile",
        warning=True,
    )


def _same_doi(db: LoadedDatabase) -> Iterator[Problem]:
    first: dict[str, str] = {}
    for key, paper in db.database.papers.items():
        if not paper.doi:
            continue
        doi = paper.doi.casefold()
        if doi not in first:
            first[doi] = key
            continue
        yield Problem(
            _at(db, ("papers", key, "doi")),
            f"papers.{key}.doi",
            f"'{paper.doi}' is also the DOI of papers.{first[doi]} "
            f"({_at(db, ('papers', first[doi], 'doi'))})",
            "the same paper is entered twice: keep one entry and delete the other",
        )


def _same_title(db: LoadedDatabase) -> Iterator[Problem]:
    first: dict[str, tuple[str, PathKey]] = {}
    for key, paper in db.database.papers.items():
        for field, title in paper_titles(paper):
            norm = normalize_title(title)
            other = first.setdefault(norm, (key, field))
            papers = db.database.papers
            if other[0] == key or other[0] in paper.related or key in papers[other[0]].related:
                continue  # a conference paper and its journal version may share a title
            path = ("papers", key, *field)
            other_path = ("papers", other[0], *other[1])
            yield Problem(
                _at(db, path),
                format_path(path),
                f"'{title}' is the same title as {format_path(other_path)} ({_at(db, other_path)}) "
                "once case, punctuation, accents and a 'Name:' prefix are ignored",
                "the same paper is entered twice: merge the entries, keeping an older "
                "title under former_titles",
            )


def _author_spellings(db: LoadedDatabase) -> Iterator[Problem]:
    """Names equal once case, accents, punctuation and spaces are ignored."""
    seen: dict[str, dict[str, list[PathKey]]] = defaultdict(lambda: defaultdict(list))
    for key, paper in db.database.papers.items():
        for i, name in enumerate(paper.authors):
            if name != ET_AL:
                seen[compact_name(name)][name].append(("papers", key, "authors", i))
    for spellings in seen.values():
        if len(spellings) < 2:
            continue
        counts = Counter({name: len(paths) for name, paths in spellings.items()})
        usual = counts.most_common(1)[0][0]  # ties: the spelling written first
        for name, paths in spellings.items():
            if name == usual:
                continue
            for path in paths:
                yield Problem(
                    _at(db, path),
                    format_path(path),
                    f"'{name}' is spelled '{usual}' elsewhere ({_times(counts[usual])}; first "
                    f"at {format_path(spellings[usual][0])}, {_at(db, spellings[usual][0])})",
                    f"write one spelling everywhere, e.g. '{usual}'",
                )


def _related(db: LoadedDatabase) -> Iterator[Problem]:
    """A related paper is another entry of the database, never the paper itself."""
    papers = db.database.papers
    for key, paper in papers.items():
        for i, other in enumerate(paper.related):
            if other in papers and other != key:
                continue
            path = ("papers", key, "related", i)
            yield Problem(
                _at(db, path),
                format_path(path),
                f"'{other}' is this paper itself"
                if other == key
                else f"there is no paper '{other}' in the database",
                did_you_mean(other, [k for k in papers if k != key])
                or "write the key of another paper of the database",
            )


def _times(count: int) -> str:
    return "once" if count == 1 else f"{count} times"


def _at(db: LoadedDatabase, path: PathKey) -> Location | None:
    return db.source.locate(path) if db.source else None
