"""Make a cvgen profile from a JSON Resume document (``cvgen import-jsonresume``).

:mod:`cvgen.importers.jsonresume.sections` maps the sections,
:mod:`cvgen.importers.jsonresume.papers`
the publications; :mod:`cvgen.importers.profilewrite` writes the profile and
appends the papers to the shared database (:mod:`cvgen.importers.dbwrite`).
Every problem of the document is reported at once and nothing is written
then; the profile is validated before it is written, and an existing profile
is never replaced.
"""

from __future__ import annotations

from pathlib import Path

from cvgen.errors import InputError, Location, Problem
from cvgen.importers.jsonresume.fields import ResumeReader, describe
from cvgen.importers.jsonresume.papers import read_papers
from cvgen.importers.jsonresume.sections import read_sections
from cvgen.importers.profilewrite import ImportedProfile, Origin, PaperPlan, write_import
from cvgen.importers.venuetable import VenueTable
from cvgen.model import PublicationDatabase
from cvgen.model.markup import quote
from cvgen.sources.jsonsource import load_json
from cvgen.sources.paths import PROFILES_DIR


def import_jsonresume(
    resume: Path,
    profiles_dir: Path = PROFILES_DIR,
    db: Path | None = None,
    name: str | None = None,
    *,
    profile: Path | None = None,
) -> ImportedProfile:
    """Write a profile for ``resume`` in ``profiles_dir`` (named after the person,
    or ``profile``) and add its papers to ``db`` (default: ``publications.yaml``
    beside the new profile, made if needed), with the editors' schemas beside
    the profile, which its first line points to. ``name`` replaces the
    document's ``basics.name``.

    Nothing is written that the user did not name or imply: without ``db``,
    the papers never go to a database in another folder (the group's
    ``profiles/publications.yaml`` when the profile goes to ``--out people``)."""
    document = load_json(resume)
    if not isinstance(document.data, dict):
        raise InputError(
            [
                Problem(
                    Location(resume, 1, 1),
                    "",
                    f"the document is {describe(document.data)}, not an object",
                    "a JSON Resume document is one {...} with basics, work, education, ...",
                )
            ]
        )
    reader = ResumeReader(document)
    data = read_sections(reader)
    person = " ".join((name or reader.text(("basics", "name"))).split())
    if not person and not reader.get(("basics", "name")):
        reader.error(("basics", "name"), "the person's name is missing", "add it, or give --name")
    data = {"name": quote(person), **{k: v for k, v in data.items() if k != "name"}}
    origin = Origin(resume, "import-jsonresume", "the JSON Resume document")

    def plan(database: PublicationDatabase, venues: VenueTable | None) -> PaperPlan:
        return read_papers(reader, database, person, venues)

    return write_import(origin, reader, data, (profiles_dir, profile, db), plan)
