"""Finding a profile's group files by name, and a person's profile file name.

(The database's search order and the group's variants beside it are also
checked through loading, in ``tests/sources/test_loader.py``.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cvgen.errors import FileReadError
from cvgen.sources.paths import (
    DeclaredDatabaseMissing,
    declared_database,
    find_database,
    find_profiles,
    find_variants,
    plain_yaml,
    slugify,
)


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Ada Lovelace", "ada-lovelace"),
        ("Zoë Müller", "zoe-muller"),
        ("Łukasz Groß", "lukasz-gross"),
        ("  José  Pérez-García ", "jose-perez-garcia"),
        ("Seán O'Brien", "sean-o-brien"),
        ('Ada "Lovelace": \\input{x}', "ada-lovelace-input-x"),
        ("张三", ""),
    ],
)
def test_slugify(name: str, slug: str) -> None:
    assert slugify(name) == slug


@pytest.fixture
def group(tmp_path: Path) -> tuple[Path, Path]:
    """A person's folder and a separate group folder (the ``profiles/`` of a command)."""
    person, shared = tmp_path / "person", tmp_path / "shared"
    person.mkdir()
    shared.mkdir()
    return person, shared


def test_the_group_folder_is_searched_after_the_profiles_own(group: tuple[Path, Path]) -> None:
    person, shared = group
    profile = person / "ada.yaml"
    assert find_database(profile, profiles_dir=shared) is None
    assert find_variants(profile, None, shared) is None
    (shared / "publications.yaml").write_text("papers: {}\n")
    (shared / "variants.yaml").write_text("variants: {}\n")
    assert find_database(profile, profiles_dir=shared) == shared / "publications.yaml"
    assert find_variants(profile, None, shared) == shared / "variants.yaml"
    (person / "publications.yaml").write_text("papers: {}\n")
    (person / "variants.yaml").write_text("variants: {}\n")
    assert find_database(profile, profiles_dir=shared) == person / "publications.yaml"
    assert find_variants(profile, None, shared) == person / "variants.yaml"


def test_variants_beside_the_database_come_first(group: tuple[Path, Path]) -> None:
    person, shared = group
    (person / "variants.yaml").write_text("variants: {}\n")
    database = shared / "publications.yaml"
    database.write_text("papers: {}\n")
    # a database without variants beside it: the profile's folder is searched
    assert find_variants(person / "ada.yaml", database, shared) == person / "variants.yaml"
    (shared / "variants.yaml").write_text("variants: {}\n")
    assert find_variants(person / "ada.yaml", database, shared) == shared / "variants.yaml"


def test_a_db_flag_naming_no_file_is_an_error(group: tuple[Path, Path]) -> None:
    person, _ = group
    message = r"gone\.yaml: no such publication database \(check --db\)"
    with pytest.raises(FileReadError, match=message):
        find_database(person / "ada.yaml", person / "gone.yaml")


def test_a_missing_declared_database_is_named_as_written_from_the_profile(
    group: tuple[Path, Path],
) -> None:
    person, shared = group
    (shared / "publications.yaml").write_text("papers: {}\n")  # not a fallback for a declared one
    with pytest.raises(DeclaredDatabaseMissing) as raised:
        find_database(person / "ada.yaml", declared="../shared/./gone.yaml", profiles_dir=shared)
    assert raised.value.path == shared / "gone.yaml"


@pytest.mark.parametrize(
    ("text", "declared"),
    [
        ("publications: {database: ../group/papers.yaml}\n", "../group/papers.yaml"),
        ("publications: {by_author: true}\n", None),
        ("publications: [a, b]\n", None),
        ("publications: {database: 3}\n", None),
        ("- not a mapping\n", None),
        ("name: [unclosed\n", None),  # a syntax error: reported when the file is loaded
    ],
)
def test_the_declared_database_is_read_from_plain_yaml(text: str, declared: str | None) -> None:
    assert declared_database(plain_yaml(text)) == declared


def test_profiles_are_every_yaml_file_but_the_group_files(tmp_path: Path) -> None:
    for name in ("b.yaml", "a.yaml", "publications.yaml", "variants.yaml", "notes.txt"):
        (tmp_path / name).write_text("{}\n")
    (tmp_path / "folder.yaml").mkdir()
    assert find_profiles(tmp_path) == [tmp_path / "a.yaml", tmp_path / "b.yaml"]
    with pytest.raises(FileReadError, match="no such folder"):
        find_profiles(tmp_path / "gone")
