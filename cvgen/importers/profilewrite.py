"""Writing a profile made from another format's CV (``cvgen import-jsonresume``,
``cvgen import-rendercv``): the shared last half of every import.

The format's reader gives the profile's data and plans its papers
(:func:`cvgen.importers.jsonresume.papers.plan_papers`); here the target and
the database are found, every problem is raised at once (nothing is written
then), the profile is validated before it is written, the papers are appended
to the database (a database made for the import goes again if that fails),
and an existing profile is never replaced.
"""

from __future__ import annotations

import os
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import yaml

from cvgen.errors import CvgenError, InputError, Location, Problem, display_path
from cvgen.importers.dbwrite import append_papers
from cvgen.importers.venuetable import VenueTable, load_venue_table
from cvgen.model import Paper, Profile, PublicationDatabase
from cvgen.model.markup import plain_text
from cvgen.sources.loader import load_database
from cvgen.sources.paths import DATABASE_NAME, find_database, find_group_file, slugify
from cvgen.sources.schema import SchemaFile, schema_line, write_schemas
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import load_yaml
from cvgen.support.files import remove_file, write_atomically
from cvgen.support.names import check_name

_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass
class PaperPlan:
    """What an import does with the document's papers."""

    new: list[tuple[str, Paper]] = field(default_factory=list)  # to append to the database
    known: list[str] = field(default_factory=list)  # keys the database already has
    listed: list[str] = field(default_factory=list)  # keys the profile must name


PlanPapers = Callable[[PublicationDatabase, VenueTable | None], PaperPlan]


class ProfileExistsError(CvgenError):
    """The profile an import would write is already there."""


@dataclass(frozen=True)
class ImportedProfile:
    source: Path  # the file imported
    profile: Path  # the profile written
    name: str
    database: Path | None  # where the papers are (None: the document has none)
    added: tuple[str, ...]  # keys of the papers appended to the database
    known: tuple[str, ...]  # keys of papers the database already had
    warnings: tuple[Problem, ...]  # what was left out or guessed
    text: str  # the profile's YAML
    schemas: tuple[SchemaFile, ...] = ()  # the editors' schemas beside the profile


@dataclass(frozen=True)
class Origin:
    """Where a profile comes from, in the words of its header comment."""

    source: Path
    command: str  # "import-jsonresume"
    what: str  # "the JSON Resume document"


def target_of(origin: Origin, person: str, profiles_dir: Path, profile: Path | None) -> Path:
    """The profile to write: ``profile``, or one named after the person."""
    target = profile or profiles_dir / f"{slugify(person) or origin.source.stem}.yaml"
    check_name(target.stem, "a profile's file name")
    if target.exists():
        raise ProfileExistsError(
            f"{display_path(target)}: already exists, and an import never replaces a profile "
            "(name another file with --profile, or move this one away)"
        )
    return target


class Findings(Protocol):
    """What a format's reader found: problems stop the import, warnings do not."""

    problems: list[Problem]
    warnings: list[Problem]


def write_import(
    origin: Origin,
    found: Findings,
    data: dict[str, Any],
    where: tuple[Path, Path | None, Path | None],
    plan_papers: PlanPapers,
) -> ImportedProfile:
    """Plan the papers, then (unless the reader ``found`` problems) write the
    database's new papers and the profile made of ``data`` (its name first);
    ``where`` is the profiles' folder, the profile asked for (None: one named
    after the person in that folder) and the database asked for (None:
    ``publications.yaml`` beside the profile). See the module doc."""
    profiles_dir, profile, db = where
    person = plain_text(data["name"])
    target = target_of(origin, person, profiles_dir, profile)
    problems, warnings = found.problems, found.warnings
    named = find_database(target, db) if db else None
    beside = named or target.parent / DATABASE_NAME
    database = load_database(beside if beside.is_file() else None).database
    plan = plan_papers(database, load_venue_table(beside))
    if problems:  # the reader's, the papers' among them
        raise InputError(problems)
    db_path = beside if plan.new or plan.known else None
    if db_path:
        choice = _choice(target, db_path, explicit=db is not None, listed=plan.listed)
        if choice:
            data["publications"] = {**data.get("publications", {}), **choice}
    elif find_group_file(target, DATABASE_NAME) is None:
        data["publications"] = {"by_author": False}  # no papers, and no database to miss
    data = {**data, "publications": data.pop("publications")} if "publications" in data else data
    text = _profile_text(data, origin, db_path)
    validate_document(Profile, load_yaml(target, text))  # an error here is a bug of the mapping
    schemas = tuple(write_schemas(target.parent))  # first: a full disk stops before the rest
    if plan.new:
        note = f"imported from {display_path(origin.source)} by cvgen {origin.command}"
        _append(beside, plan.new, note)
    _write_new(target, text)
    return ImportedProfile(
        source=origin.source,
        profile=target,
        name=person,
        database=db_path,
        added=tuple(key for key, _ in plan.new),
        known=tuple(plan.known),
        warnings=tuple(sorted(warnings, key=lambda w: w.location or Location(origin.source, 0, 0))),
        text=text,
        schemas=schemas,
    )


def _choice(target: Path, db_path: Path, *, explicit: bool, listed: list[str]) -> dict[str, Any]:
    """The profile's ``publications``: the database, when the profile would
    not find it by itself, and the papers it would not pick by author."""
    choice: dict[str, Any] = {}
    default = find_group_file(target, DATABASE_NAME)
    if explicit and (default is None or default.resolve() != db_path.resolve()):
        choice["database"] = Path(os.path.relpath(db_path, target.parent)).as_posix()
    if listed:
        choice["papers"] = list(listed)
    return choice


class _Dumper(yaml.SafeDumper):
    """Lists indented under their key, and days unquoted, as the bundled
    profiles write them (cvgen reads ``2021-06-01`` as text either way)."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        super().increase_indent(flow, False)

    def represent_str(self, data: str) -> yaml.ScalarNode:
        if _DAY.match(data):  # plain, as YAML's timestamp tag allows
            return self.represent_scalar("tag:yaml.org,2002:timestamp", data)
        return super().represent_str(data)


_Dumper.add_representer(str, _Dumper.represent_str)

# the header's fields stay together; each section after them gets a blank line
_SECTION_START = re.compile(
    r"\n(?=(?!(?:date|name|aliases|position|address|contacts|summary):)[^\s#-])"
)


def _profile_text(data: dict[str, Any], origin: Origin, db_path: Path | None) -> str:
    body = yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=88)
    papers = f" Its papers are in {display_path(db_path)}." if db_path else ""
    about = (
        f"{data['name']}'s CV, imported by cvgen {origin.command} from {origin.what} "
        f"{display_path(origin.source)}.{papers}"
    )
    header = textwrap.wrap(about, 86, break_long_words=False, break_on_hyphens=False)
    lines = [schema_line("profile"), *(f"# {line}" for line in header)]
    return "\n".join(lines) + "\n\n" + _SECTION_START.sub("\n\n", body)


def _append(db_path: Path, papers: list[Any], note: str) -> None:
    """Append to the database; a database made for the import goes if that fails."""
    created = not db_path.exists()
    if created:
        header = f"{schema_line('database')}\n# The shared publication database: each paper once.\n"
        _write_new(db_path, header.encode("utf-8"))
    try:
        append_papers(db_path, papers, note=note)
    except BaseException:
        if created:
            remove_file(db_path, inside=db_path.parent)
        raise


def _write_new(path: Path, data: str | bytes) -> None:
    """Write ``path`` whole; never over a file that is already there."""
    content = data.encode("utf-8") if isinstance(data, str) else data
    try:
        write_atomically(path, content, replace=False)
    except FileExistsError:
        raise ProfileExistsError(
            f"{display_path(path)}: appeared while importing; nothing of the profile was written"
        ) from None
