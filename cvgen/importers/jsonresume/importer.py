"""Make a cvgen profile from a JSON Resume document (``cvgen import-jsonresume``).

:mod:`cvgen.importers.jsonresume.sections` maps the sections,
:mod:`cvgen.importers.jsonresume.papers`
the publications (appended to the shared database by :mod:`cvgen.importers.dbwrite`).
Every problem of the document is reported at once and nothing is written
then; the profile is validated before it is written, and an existing profile
is never replaced.
"""

from __future__ import annotations

import os
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from cvgen.errors import CvgenError, InputError, Location, Problem, display_path
from cvgen.importers.dbwrite import append_papers
from cvgen.importers.jsonresume.fields import ResumeReader, describe
from cvgen.importers.jsonresume.papers import read_papers
from cvgen.importers.jsonresume.sections import read_sections
from cvgen.importers.venuetable import load_venue_table
from cvgen.model import Profile
from cvgen.model.markup import quote
from cvgen.sources.jsonsource import load_json
from cvgen.sources.loader import load_database
from cvgen.sources.paths import DATABASE_NAME, PROFILES_DIR, find_database, find_group_file, slugify
from cvgen.sources.schema import SchemaFile, schema_line, write_schemas
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import load_yaml
from cvgen.support.files import remove_file, write_atomically
from cvgen.support.names import check_name

_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class ProfileExistsError(CvgenError):
    """The profile an import would write is already there."""


@dataclass(frozen=True)
class ImportedResume:
    resume: Path
    profile: Path  # the profile written
    name: str
    database: Path | None  # where the papers are (None: the document has none)
    added: tuple[str, ...]  # keys of the papers appended to the database
    known: tuple[str, ...]  # keys of papers the database already had
    warnings: tuple[Problem, ...]  # what was left out or guessed
    text: str  # the profile's YAML
    schemas: tuple[SchemaFile, ...] = ()  # the editors' schemas beside the profile


def import_jsonresume(
    resume: Path,
    profiles_dir: Path = PROFILES_DIR,
    db: Path | None = None,
    name: str | None = None,
    *,
    profile: Path | None = None,
) -> ImportedResume:
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
    target = profile or profiles_dir / f"{slugify(person) or resume.stem}.yaml"
    check_name(target.stem, "a profile's file name")
    if target.exists():
        raise ProfileExistsError(
            f"{display_path(target)}: already exists, and an import never replaces a profile "
            "(name another file with --profile, or move this one away)"
        )
    named = find_database(target, db) if db else None
    beside = named or target.parent / DATABASE_NAME
    database = load_database(beside if beside.is_file() else None).database
    plan = read_papers(reader, database, person, load_venue_table(beside))
    if reader.problems:
        raise InputError(reader.problems)
    db_path = beside if plan.new or plan.known else None
    if db_path:
        choice = _choice(target, db_path, explicit=db is not None, listed=plan.listed)
        if choice:
            data["publications"] = choice
    elif find_group_file(target, DATABASE_NAME) is None:
        data["publications"] = {"by_author": False}  # no papers, and no database to miss
    text = _profile_text(data, resume, db_path)
    validate_document(Profile, load_yaml(target, text))  # an error here is a bug of the mapping
    schemas = tuple(write_schemas(target.parent))  # first: a full disk stops before the rest
    if plan.new:
        _append(
            beside, plan.new, f"imported from {display_path(resume)} by cvgen import-jsonresume"
        )
    _write_new(target, text)
    return ImportedResume(
        resume=resume,
        profile=target,
        name=person,
        database=db_path,
        added=tuple(key for key, _ in plan.new),
        known=tuple(plan.known),
        warnings=tuple(sorted(reader.warnings, key=lambda w: w.location or Location(resume, 0, 0))),
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
_SECTION_START = re.compile(r"\n(?=(?!(?:name|position|address|contacts|summary):)[^\s#-])")


def _profile_text(data: dict[str, Any], resume: Path, db_path: Path | None) -> str:
    body = yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=88)
    papers = f" Its papers are in {display_path(db_path)}." if db_path else ""
    about = (
        f"{data['name']}'s CV, imported by cvgen import-jsonresume from the JSON Resume "
        f"document {display_path(resume)}.{papers}"
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
