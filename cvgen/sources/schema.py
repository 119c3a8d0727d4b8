"""JSON Schemas of the input files, for editors (``cvgen schema``).

Generated from the pydantic models, so they say what validation says: unknown
keys are rejected (``additionalProperties: false``), a bullet, a language or a
paper key may be a plain string, dates are ``YYYY``, ``YYYY-MM``,
``YYYY-MM-DD`` or ``present``. Every field carries the models' description and
examples, which editors show as help. An editor reads the schema named on a
file's first line, ``# yaml-language-server: $schema=profile.schema.json``
(the YAML extension of VS Code and other editors built on yaml-language-server).

The schema cannot check what needs the other files (a paper key that is not in
the database, an author spelled two ways): ``cvgen validate`` does.

pydantic writes JSON Schema draft 2020-12, but yaml-language-server implements
draft 7 and flags a schema that declares 2020-12 ("Draft 2020-12 schemas are
not yet fully supported") on every file that uses it. So the schema declares
no ``$schema``: everything in it means the same in both drafts (``$defs`` is
only where ``$ref`` points; next to a ``$ref`` stand only annotations), which
tests/sources/test_schema.py checks with a validator of each draft.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from cvgen.support.files import write_atomically

Kind = Literal["profile", "database"]


@dataclass(frozen=True)
class SchemaKind:
    """One kind of input file: its model, the schema's file name and its names."""

    model_name: str  # in cvgen.model
    file_name: str
    schema_id: str
    title: str

    def model(self) -> type[BaseModel]:
        import cvgen.model  # here, not at the top: `cvgen --help` must not load pydantic

        model: type[BaseModel] = getattr(cvgen.model, self.model_name)
        return model


KINDS: dict[Kind, SchemaKind] = {
    "profile": SchemaKind(
        "Profile", "profile.schema.json", "urn:cvgen:schema:profile", "cvgen profile"
    ),
    "database": SchemaKind(
        "PublicationDatabase",
        "publications.schema.json",
        "urn:cvgen:schema:publications",
        "cvgen publication database",
    ),
}


def json_schema(kind: Kind) -> dict[str, Any]:
    """The JSON Schema of a profile or of the publication database (see the module doc)."""
    names = KINDS[kind]
    generated = names.model().model_json_schema(mode="validation")
    generated.pop("title", None)
    return {"$id": names.schema_id, "title": names.title, **generated}


def schema_text(kind: Kind) -> str:
    """The schema as the committed files hold it: 2-space JSON, UTF-8, one final newline."""
    return json.dumps(json_schema(kind), indent=2, ensure_ascii=False) + "\n"


@dataclass(frozen=True)
class SchemaFile:
    path: Path
    written: bool  # False: the file already held exactly this schema


def write_schema(kind: Kind, path: Path) -> SchemaFile:
    """Write the schema to ``path`` (atomically), unless it already holds it."""
    text = schema_text(kind)
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return SchemaFile(path, written=False)
    write_atomically(path, text.encode("utf-8"))
    return SchemaFile(path, written=True)


def write_schemas(directory: Path) -> list[SchemaFile]:
    """Both schemas, under their usual names in ``directory`` (where the profiles'
    first lines look for them)."""
    return [write_schema(kind, directory / names.file_name) for kind, names in KINDS.items()]


def schema_line(kind: Kind) -> str:
    """The first line of an input file that points editors at its schema."""
    return f"# yaml-language-server: $schema={KINDS[kind].file_name}"
