"""The JSON schemas editors read: committed, complete, and in step with the models."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from cvgen.errors import InputError
from cvgen.model import Profile, PublicationDatabase
from cvgen.sources.schema import KINDS, Kind, json_schema, schema_text, write_schema, write_schemas
from cvgen.sources.validate import validate_document
from cvgen.sources.yamlsource import load_yaml

ROOT = Path(__file__).resolve().parents[2]
PROFILES = sorted(
    p
    for p in (ROOT / "profiles").glob("*.yaml")
    if p.name not in {"publications.yaml", "variants.yaml"}
) + sorted((ROOT / "examples").glob("*.yaml"))


class EditorLoader(yaml.SafeLoader):
    """YAML as an editor reads it (YAML 1.2): ``2024-10-10`` stays a string, as
    it does for cvgen's own reader; PyYAML would make it a datetime.date."""


EditorLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def editor_yaml(text: str) -> Any:
    return yaml.load(text, Loader=EditorLoader)


# pydantic writes draft 2020-12; editors built on yaml-language-server read draft 7
DRAFTS = (jsonschema.Draft202012Validator, jsonschema.Draft7Validator)


@functools.cache
def validators(kind: Kind) -> tuple[jsonschema.protocols.Validator, ...]:
    """A validator of the schema under each draft, the schema checked against the
    draft's meta-schema first (once a run: it takes a third of a second, and the
    schema is the same for every test)."""
    schema = json_schema(kind)
    for draft in DRAFTS:
        draft.check_schema(schema)
    return tuple(draft(schema) for draft in DRAFTS)


def errors(kind: Kind, data: Any) -> list[str]:
    """Each schema error as ``path: message``; the same under either draft."""
    found = []
    for validator in validators(kind):
        raised = validator.iter_errors(data)
        found.append(sorted(f"{'.'.join(map(str, e.absolute_path))}: {e.message}" for e in raised))
    assert found[0] == found[1]
    return found[0]


@pytest.mark.parametrize("kind", ["profile", "database"])
def test_the_committed_schema_is_what_cvgen_schema_writes(kind: Kind) -> None:
    committed = ROOT / "profiles" / KINDS[kind].file_name
    assert committed.read_text(encoding="utf-8") == schema_text(kind), (
        f"{committed.relative_to(ROOT)} is out of date with cvgen/model/: refresh it with "
        "`cvgen schema --dir profiles` and commit it"
    )


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_every_bundled_profile_is_valid(profile: Path) -> None:
    text = profile.read_text(encoding="utf-8")
    first, _, _ = text.partition("\n")
    prefix = "# yaml-language-server: $schema="
    assert first.startswith(prefix)
    named = (profile.parent / first.removeprefix(prefix)).resolve()
    assert named == ROOT / "profiles/profile.schema.json"
    assert errors("profile", editor_yaml(text)) == []


def test_the_bundled_database_is_valid() -> None:
    text = (ROOT / "profiles/publications.yaml").read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=publications.schema.json\n")
    data = editor_yaml(text)
    assert len(data["papers"]) == 26
    assert errors("database", data) == []


def test_a_misspelt_key_is_named() -> None:
    data = editor_yaml("name: Ada\neducaton: []\ncontacts: {emial: ada@example.org}\n")
    assert errors("profile", data) == [
        ": Additional properties are not allowed ('educaton' was unexpected)",
        "contacts: Additional properties are not allowed ('emial' was unexpected)",
    ]


def test_a_misspelt_paper_field_is_named() -> None:
    data = editor_yaml("papers:\n  a-2024: {title: T, authors: [Ada], year: 2024, venu: X}\n")
    assert errors("database", data) == [
        "papers.a-2024: Additional properties are not allowed ('venu' was unexpected)"
    ]


def test_a_wrong_type_is_flagged() -> None:
    data = editor_yaml("name: Ada\nhonors: [{title: X, year: soon}]\nstyle: {accent_color: red}\n")
    found = errors("profile", data)
    assert len(found) == 2
    assert found[0].startswith("honors.0.year: 'soon' does not match")
    assert found[1].startswith("style.accent_color: 'red' does not match")


# What the models accept and reject, beyond the bundled files: the schema must agree,
# or an editor would mark a good profile or pass a bad one.
AGREE = [
    ("name: Ada", True),
    ("bullets written both ways", True),
    ("languages: [English, {name: Chinese, level: native}]", True),
    ("publications: {papers: [a-key, {key: b-key, selected: true}]}", True),
    ("education: [{institution: U, degree: D, start: 2023-09, end: present}]", True),
    ("education: [{institution: U, degree: D, start: 2023, end: Present}]", True),
    ("education: [{institution: U, degree: D, start: 2023-13}]", False),
    ("education: [{institution: U, degree: D, start: 23}]", False),
    ("education: [{institution: U}]", False),
    ("date: 2024-10-10", True),
    ("date: 2024-10", False),
    ("date: present", False),
    ("section_titles: {honors: Awards}", True),
    ("section_titles: {awards: Awards}", False),
    ("contacts: {orcid: 0000-0002-1825-0097}", True),
    ("contacts: {orcid: 1234}", False),
    ("skills: {Programming: [C++, Python]}", True),
    ("skills: {Programming: C++}", False),
    ("variants: {onepage: {extends: short, max_pages: 1}}", True),
    ("variants: {onepage: {max_pages: 0}}", False),
    ("variants: {onepage: {rules: {../talks: {max: 1}}}}", False),  # not a section id
    ("custom_sections: [{id: lectures, title: Lectures}]", True),
    ("custom_sections: [{id: ../talks, title: Talks}]", False),
    ("honors: [{title: X, year: 2024, priority: high}]", False),
    ("name: {en: Ada Lovelace, zh: 爱达}", True),
    ("section_titles: {honors: {en: Awards, zh: 荣誉}}", True),
    ("experience: [{organization: O, role: R, bullets: [{en: Did, zh: 做了}]}]", True),
    ("name: {english: Ada}", False),
    ("name: {en: [Ada]}", False),
    ("name: {}", False),
    ("locale: zh", True),
    ("locale: Chinese", False),
    ("variants: {long-zh: {extends: long, locale: zh}}", True),
]
BULLETS = """
experience:
  - organization: O
    role: R
    bullets:
      - a plain bullet
      - text: a bullet with sub-bullets
        items: [plain, {text: marked, selected: true}]
"""


@pytest.mark.parametrize(("snippet", "valid"), AGREE, ids=[s for s, _ in AGREE])
def test_schema_and_models_agree(snippet: str, valid: bool) -> None:
    text = BULLETS if snippet == "bullets written both ways" else snippet
    if not text.startswith("name:"):
        text = f"name: Ada\n{text}"
    try:
        validate_document(Profile, load_yaml(Path("p.yaml"), text))
        model_valid = True
    except InputError:
        model_valid = False
    assert model_valid is valid
    assert (errors("profile", editor_yaml(text)) == []) is valid


def test_database_schema_and_model_agree_on_keys() -> None:
    good = "papers:\n  hydro-osdi23: {title: T, authors: [A], year: 2023}\n"
    bad = "papers:\n  Hydro OSDI: {title: T, authors: [A], year: 2023}\n"
    validate_document(PublicationDatabase, load_yaml(Path("d.yaml"), good))
    with pytest.raises(InputError):
        validate_document(PublicationDatabase, load_yaml(Path("d.yaml"), bad))
    assert errors("database", editor_yaml(good)) == []
    assert errors("database", editor_yaml(bad)) == [
        "papers: 'Hydro OSDI' does not match '^[a-z0-9][a-z0-9._-]*$'"
    ]


def _properties(schema: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every property of every object in the schema, $defs included, by its path."""
    objects = [("", schema), *((f"$defs.{n}", d) for n, d in schema.get("$defs", {}).items())]
    for where, obj in objects:
        for name, prop in obj.get("properties", {}).items():
            yield f"{where}.{name}".lstrip("."), prop


@pytest.mark.parametrize("kind", ["profile", "database"])
def test_every_property_has_a_description_and_examples(kind: Kind) -> None:
    properties = list(_properties(json_schema(kind)))
    assert len(properties) > (100 if kind == "profile" else 25)
    assert [path for path, prop in properties if not prop.get("description")] == []
    assert [path for path, prop in properties if not prop.get("examples")] == []


@pytest.mark.parametrize("kind", ["profile", "database"])
def test_every_object_rejects_unknown_keys(kind: Kind) -> None:
    schema = json_schema(kind)
    objects = {"(root)": schema, **schema["$defs"]}
    assert {name: obj.get("additionalProperties") for name, obj in objects.items()} == {
        name: False for name in objects
    }


def test_text_fields_say_markup_works() -> None:
    education = json_schema("profile")["$defs"]["Education"]["properties"]
    assert education["degree"]["description"] == (
        "The degree and subject (**bold**, *italic* and [text](https://...) allowed); "
        "at most 300 characters"
    )
    assert education["degree"]["anyOf"][0] == {"type": "string", "maxLength": 300}
    assert "**bold**" not in education["start"]["description"]  # a date is not text


def test_the_schema_names_itself() -> None:
    schema = json_schema("profile")
    assert list(schema)[:2] == ["$id", "title"]
    assert "$schema" not in schema  # an editor would warn about draft 2020-12
    assert schema["title"] == "cvgen profile"
    assert json_schema("database")["$id"] == "urn:cvgen:schema:publications"


def test_write_schema_reports_whether_it_changed_the_file(tmp_path: Path) -> None:
    target = tmp_path / "profile.schema.json"
    assert write_schema("profile", target).written
    assert json.loads(target.read_text(encoding="utf-8")) == json_schema("profile")
    assert not write_schema("profile", target).written
    target.write_text("{}", encoding="utf-8")  # outdated: written again
    assert write_schema("profile", target).written
    both = write_schemas(tmp_path / "new")
    assert [(s.path.name, s.written) for s in both] == [
        ("profile.schema.json", True),
        ("publications.schema.json", True),
    ]
