"""The resolved CV as JSON: embedded in every PDF so versions can be compared.

:func:`to_snapshot` writes what one built CV shows (the variant's selection,
after any page-budget drops); :func:`from_snapshot` reads it back into the
same :class:`~cvgen.cv.selection.SelectedCV` the pipeline would have made, so
``cvgen diff`` compares a year-old PDF exactly as it compares two profiles.
"""

from __future__ import annotations

from typing import Any

from cvgen.cv.merge import Author, CvPaper, ResolvedCV
from cvgen.cv.selection import SelectedCV
from cvgen.cv.variants import Variant
from cvgen.model import Marks, Profile, Venue
from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.model.paper import AuthorMarks, PaperLinks
from cvgen.model.pubdb import PaperView, owner_positions
from cvgen.sources.locales import builtin_locale

SNAPSHOT_FORMAT = 1
# Recorded only when given, so a snapshot of papers without them stays
# byte-identical, and read with these defaults from older snapshots.
_OPTIONAL = ("pages", "kind", "volume", "number", "publisher", "institution", "arxiv")
_DEFAULTS = {"kind": "paper"}


class SnapshotError(ValueError):
    """Embedded data this cvgen cannot read (another format, or damaged)."""


_LEFT_OUT = {"publications", "variants"}


# contacts added after the snapshot's format was set (see _unset)
_LATER_CONTACTS = ("dblp", "semantic_scholar", "researchgate", "mastodon", "bluesky", "x", "links")


def _unset(selected: SelectedCV) -> dict[str, Any]:
    """Fields left out while unset, so a CV that does not use them embeds what
    it did before they existed (the same PDF, byte for byte)."""
    profile = selected.profile
    optional = ("theme", "locale", "photo", "grants", "talks", "supervision", "service")
    unset: dict[str, Any] = {name: True for name in optional if not getattr(profile, name)}
    contacts = {name for name in _LATER_CONTACTS if not getattr(profile.contacts, name)}
    return {**unset, "contacts": contacts} if contacts else unset


def _unshown(selected: SelectedCV) -> tuple[str, ...]:
    """The locale's words the CV does not show (the summary line's, when it has
    none; the plural rule, when it counts nothing in words that have forms: no
    summary line, no students): left out, so a CV embeds what it did before
    they existed."""
    profile = selected.profile
    if profile.style.summary_line:
        return ()
    return ("summary",) if profile.supervision else ("summary", "plural")


def to_snapshot(selected: SelectedCV, version_date: PartialDate, version: str) -> dict[str, Any]:
    cv = selected.cv
    papers = []
    for item in selected.papers:
        p = item.paper
        papers.append(
            {
                "key": p.key,
                "title": p.title,
                "former_titles": list(p.former_titles),
                "authors": [a.name for a in item.authors],
                "equal_contribution": [a.name for a in item.authors if a.equal],
                "venue": p.venue.model_dump() if p.venue else None,
                "status": p.status,
                "year": p.year,
                "month": p.month,
                "location": p.location,
                "doi": p.doi,
                "url": p.url,
                "abstract": p.abstract,
                **_given(p, item),
            }
        )
    return {
        "format": SNAPSHOT_FORMAT,
        "cvgen": version,
        "slug": cv.slug,
        "variant": selected.variant.name,
        "variant_definition": selected.variant.definition(),
        "date": version_date.iso(),
        "profile": selected.profile.model_dump(
            mode="json", exclude={**dict.fromkeys(_LEFT_OUT, True), **_unset(selected)}
        ),
        "papers": papers,
        **(
            {"author_marks": cv.author_marks.model_dump(exclude_defaults=True)}
            if cv.author_marks != AuthorMarks()
            else {}
        ),
        # the words of the CV's language, unless they are cvgen's English (a PDF
        # carries them, so it reads back in its language wherever it is diffed)
        # (not the site's words: no CV shows them)
        # (nor the contacts' words: a PDF's header is read back as its values)
        **(
            {
                "locale": selected.locale.model_dump(
                    exclude={"site", "contacts", *_unshown(selected)}
                )
            }
            if selected.locale != builtin_locale()
            else {}
        ),
    }


def _given(paper: PaperView, item: CvPaper) -> dict[str, Any]:
    """The optional fields that differ from their defaults (see :data:`_OPTIONAL`)."""
    given = {
        name: getattr(paper, name)
        for name in _OPTIONAL
        if getattr(paper, name) != _DEFAULTS.get(name, "")
    }
    corresponding = [a.name for a in item.authors if a.corresponding]
    links = paper.links.model_dump(exclude_defaults=True)
    extras = {"awards": list(paper.awards), "note": paper.note, "links": links}
    extras |= {"students": sorted(paper.students), "presenters": sorted(paper.presenters)}
    given |= {name: value for name, value in extras.items() if value}
    return given | ({"corresponding": corresponding} if corresponding else {})


def from_snapshot(data: dict[str, Any]) -> tuple[SelectedCV, PartialDate]:
    """The selected CV and version date a snapshot records."""
    if not isinstance(data, dict) or data.get("format") != SNAPSHOT_FORMAT:
        found = data.get("format") if isinstance(data, dict) else None
        raise SnapshotError(f"snapshot format {found!r}, this cvgen reads {SNAPSHOT_FORMAT}")
    from pydantic import ValidationError

    try:
        profile = Profile.model_validate(data["profile"])
        owner = [profile.name, *profile.aliases]
        papers = tuple(_paper(p, owner) for p in data["papers"])
        variant = Variant.from_definition(data["variant_definition"])
        date = PartialDate.parse(data["date"])
        locale = Locale.model_validate(data["locale"]) if "locale" in data else builtin_locale()
        meanings = AuthorMarks.model_validate(data.get("author_marks", {}))
    except (KeyError, TypeError, ValueError, ValidationError) as exc:
        raise SnapshotError(f"damaged snapshot ({type(exc).__name__}: {exc})") from None
    cv = ResolvedCV(str(data.get("slug", "")), profile, papers, author_marks=meanings, as_of=date)
    selected = SelectedCV(cv=cv, variant=variant, profile=profile, papers=papers, locale=locale)
    return selected, date


def _paper(data: dict[str, Any], owner: list[str]) -> CvPaper:
    authors = tuple(data["authors"])
    equal = frozenset(data.get("equal_contribution", ()))
    corresponding = frozenset(data.get("corresponding", ()))
    venue = data.get("venue")
    view = PaperView(
        key=data["key"],
        title=data["title"],
        authors=authors,
        equal_contribution=equal,
        venue=Venue.model_validate(venue) if venue else None,
        status=data["status"],
        year=int(data["year"]) if data.get("year") is not None else None,
        month=data.get("month"),
        location=data.get("location", ""),
        doi=data.get("doi", ""),
        url=data.get("url", ""),
        abstract=data.get("abstract", ""),
        former_titles=tuple(data.get("former_titles", ())),
        corresponding=corresponding,
        students=frozenset(data.get("students", ())),
        presenters=frozenset(data.get("presenters", ())),
        awards=tuple(str(a) for a in data.get("awards", ())),
        note=str(data.get("note", "")),
        links=PaperLinks.model_validate(data.get("links", {})),
        **{name: str(data.get(name, _DEFAULTS.get(name, ""))) for name in _OPTIONAL},
    )
    mine = owner_positions(authors, owner)
    people = tuple(
        Author(
            name,
            owner=i in mine,
            equal=name in equal,
            corresponding=name in corresponding,
            student=name in view.students,
            presenter=name in view.presenters,
        )
        for i, name in enumerate(authors)
    )
    return CvPaper(view, people, Marks())
