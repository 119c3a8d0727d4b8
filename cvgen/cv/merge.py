"""Merge a profile with the shared publication database into one resolved CV."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from cvgen.errors import InputError, Problem, did_you_mean, display_path
from cvgen.model import Marks, Paper, Profile
from cvgen.model.dates import PartialDate
from cvgen.model.paper import ROLES, AuthorMarks
from cvgen.model.pubdb import (
    ET_AL,
    LooseMatch,
    OwnerNames,
    PaperView,
    loose_match,
    paper_as_of,
)
from cvgen.sources.loader import LoadedDatabase, LoadedProfile
from cvgen.sources.photo import Photo
from cvgen.sources.yamlsource import format_path


@dataclass(frozen=True)
class Author:
    name: str
    owner: bool
    equal: bool
    corresponding: bool = False
    student: bool = False
    presenter: bool = False

    @property
    def roles(self) -> frozenset[str]:
        """What the author's marks say (:data:`cvgen.model.paper.ROLES`)."""
        flags = (self.equal, self.corresponding, self.student, self.presenter)
        return frozenset(role for role, on in zip(ROLES, flags, strict=True) if on)


@dataclass(frozen=True)
class CvPaper:
    paper: PaperView
    authors: tuple[Author, ...]
    marks: Marks


@dataclass(frozen=True)
class ResolvedCV:
    """Everything one CV shows, before a variant selects from it."""

    slug: str  # the profile's file stem: names the output files
    profile: Profile
    papers: tuple[CvPaper, ...]  # newest first
    warnings: tuple[Problem, ...] = ()  # each with warning=True
    author_marks: AuthorMarks = field(default_factory=AuthorMarks)  # what the marks mean
    photo: Photo | None = None  # read and checked by the loader; a variant may leave it out
    as_of: PartialDate | None = None  # the day its papers stand as of (papers_day)

    @property
    def has_equal_contribution(self) -> bool:
        return any(a.equal for p in self.papers for a in p.authors)


def merge_publications(
    loaded: LoadedProfile, db: LoadedDatabase, day: PartialDate | None = None
) -> ResolvedCV:
    """Resolve the profile's papers from the database; unknown keys are errors.

    Each paper as it stood on :func:`papers_day`: a CV dated in the past never
    shows a later title or status."""
    profile, choice = loaded.profile, loaded.profile.publications
    as_of = papers_day(profile, day)
    names = profile.spellings()
    papers = db.database.papers
    problems: list[Problem] = []
    marks: dict[str, Marks] = {}

    def unknown(path: tuple[str | int, ...], key: str) -> None:
        if db.written(key):  # a paper with problems of its own, which say what to fix
            return
        problems.append(
            Problem(
                loaded.source.locate(path),
                format_path(path),
                f"no paper '{key}' in the publication database",
                _key_fix(key, list(papers)),
            )
        )

    for i, ref in enumerate(choice.papers):
        if ref.key not in papers:
            unknown(("publications", "papers", i), ref.key)
        marks[ref.key] = Marks(tags=ref.tags, selected=ref.selected, priority=ref.priority)
    for i, key in enumerate(choice.exclude):
        if key not in papers:
            unknown(("publications", "exclude", i), key)

    chosen: list[CvPaper] = []
    written = owner_papers(db, names)  # database order
    extra = [k for k in marks if k in papers and k not in written]  # listed, not written
    wanted_keys = list(written)
    if extra:
        order = {key: i for i, key in enumerate(papers)}
        wanted_keys = sorted(wanted_keys + extra, key=order.__getitem__)
    for key in wanted_keys:
        paper = papers[key]
        mine = written.get(key, [])
        if len(mine) > 1:
            problems.append(_ambiguous(db, key, [paper.authors[i] for i in mine], loaded))
            continue
        wanted = key in marks or (choice.by_author and mine)
        if not wanted or key in choice.exclude:
            continue
        view = paper_as_of(key, paper, as_of)
        if view is None:
            continue
        authors = tuple(
            Author(
                name,
                owner=i in mine,
                equal=name in view.equal_contribution,
                corresponding=name in view.corresponding,
                student=name in view.students,
                presenter=name in view.presenters,
            )
            for i, name in enumerate(view.authors)
        )
        chosen.append(CvPaper(view, authors, marks.get(key, paper_marks(paper))))
    if problems:
        raise InputError(problems)
    chosen.sort(key=lambda p: p.paper.sort_key(), reverse=True)  # stable: db order on ties
    # Only a profile that asks for papers (writes `publications:`, as the
    # starter does) is told: a CV without papers may be meant to have none.
    asks = choice.by_author and "publications" in profile.model_fields_set
    found = _none_found(loaded, db.path) if asks and db.path and not written else ()
    loose = loose_warnings(loaded, db, written) if db.path else ()
    meanings = choice.author_marks or db.database.author_marks
    warnings = (*found, *loose)
    return ResolvedCV(
        loaded.path.stem, profile, tuple(chosen), warnings, meanings, loaded.photo, as_of
    )


def owner_papers(db: LoadedDatabase, names: list[str]) -> dict[str, list[int]]:
    """The papers the owner (a profile's ``names``) wrote, each with the owner's
    places in its author list (:meth:`LoadedDatabase.papers_of`); a name's DBLP
    number (``Wei Wang 0002`` in the aliases) is the namesake the owner is."""
    owner = OwnerNames.of(names)
    papers = db.database.papers
    found = {
        key: [i for i in places if owner.writes(papers[key], i)]
        for key, places in db.papers_of(list(owner.names)).items()
    }
    return {key: places for key, places in found.items() if places}


def loose_warnings(
    loaded: LoadedProfile, db: LoadedDatabase, written: Mapping[str, list[int]]
) -> tuple[Problem, ...]:
    """A warning at each database paper that may be the owner's (:func:`loose_match`)
    but that the CV leaves out and the profile does not name: a spelling the
    aliases lack, or an author list ending with ``et al.`` that names a co-author
    of the owner. Listing the paper under ``publications.papers`` or
    ``publications.exclude`` settles it, as does the alias."""
    profile, choice = loaded.profile, loaded.profile.publications
    owner = OwnerNames.of(profile.spellings())
    papers = db.database.papers
    named = {ref.key for ref in choice.papers} | set(choice.exclude) | set(written)
    coauthors = {a for key in written for a in papers[key].authors} - {ET_AL}
    problems = []
    for key, paper in papers.items():
        match = None if key in named else loose_match(paper, owner)
        if match is None:
            continue
        if match.author == ET_AL and not coauthors.intersection(paper.authors):
            continue  # a paper of people the owner never wrote with
        path = ("papers", key, "authors", match.position)
        problems.append(
            Problem(
                db.source.locate(path) if db.source else None,
                format_path(path),
                _why(match, paper, profile.name, coauthors),
                _loose_fix(match, paper, loaded.path.name),
                warning=True,
            )
        )
    return tuple(problems)


def _why(match: LooseMatch, paper: Paper, name: str, coauthors: set[str]) -> str:
    title = f"'{paper.title}'"
    if match.author == ET_AL:
        shared = next(a for a in paper.authors if a in coauthors)
        return (
            f"{title} ends its authors with 'et al.' and is by {shared}, a co-author of "
            f"{name}: {name} may be among the others, but the CV does not list it"
        )
    return (
        f"'{match.alias(paper)}' ({match.why}) may be {name}, but neither the profile's "
        f"name nor its aliases is, so the CV does not list {title}"
    )


def _loose_fix(match: LooseMatch, paper: Paper, profile: str) -> str:
    if match.author == ET_AL:
        return (
            f"if it is yours, list it under publications.papers in {profile}, "
            "else under publications.exclude"
        )
    return (
        f"if it is you, add '{match.alias(paper)}' to aliases in {profile}; "
        "else list the paper under publications.exclude"
    )


def papers_day(profile: Profile, day: PartialDate | None = None) -> PartialDate | None:
    """The day a CV shows its papers as of: the profile's ``publications.as_of``,
    else ``day`` (the CV's ``--date``), else the profile's version ``date``;
    None (as they stand now) when none is given."""
    return profile.publications.as_of or day or profile.date


def _none_found(loaded: LoadedProfile, db_path: Path) -> tuple[Problem, ...]:
    """A warning when ``by_author: true`` finds no paper: otherwise the CV just
    has no Publications section and nothing says why. (No database at all has
    its own warning, :func:`cvgen.cv.dbcheck.no_database`.)"""
    profile = loaded.profile
    names = " or ".join(repr(n) for n in (profile.name, *profile.aliases))
    return (
        Problem(
            loaded.source.locate(("publications",), key=True),
            "publications.by_author",
            f"no paper in {display_path(db_path)} has {names} among its authors, "
            "so the CV has no papers from the database",
            f"add the paper to the database with '{profile.name}' in its authors, or add "
            "the spelling the database uses to aliases",
            warning=True,
        ),
    )


def paper_marks(paper: Marks) -> Marks:
    return Marks(tags=paper.tags, selected=paper.selected, priority=paper.priority)


def _key_fix(key: str, known: list[str]) -> str:
    return did_you_mean(key, known) or "add the paper to the database, or fix the key"


def _ambiguous(db: LoadedDatabase, key: str, matches: list[str], loaded: LoadedProfile) -> Problem:
    where = db.source.locate(("papers", key, "authors")) if db.source else None
    return Problem(
        where,
        f"papers.{key}.authors",
        f"{' and '.join(repr(m) for m in matches)} all match the owner of {loaded.path.name}",
        "make the profile's aliases specific enough to match one author",
    )
