"""A new person's first files: a starter profile that validates, never an overwrite."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from cvgen.errors import FileReadError
from cvgen.model import Contacts, Profile
from cvgen.scaffold import starter
from cvgen.scaffold.starter import (
    NewProfile,
    NewProfileError,
    new_cv,
    new_profile,
    next_command,
    profiles_folder,
    report_lines,
    warnings,
)
from cvgen.sources.loader import load_database, load_profile
from cvgen.sources.schema import KINDS, schema_text
from tests.sources.test_schema import editor_yaml, errors

ROOT = Path(__file__).resolve().parents[2]
AWKWARD = ROOT / "tests/bib/awkward.bib"


def test_the_starter_validates_and_shows_every_field(tmp_path: Path) -> None:
    made = new_profile("Ada Lovelace", tmp_path / "profiles")
    assert made.profile == tmp_path / "profiles/ada-lovelace.yaml"
    text = made.profile.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=profile.schema.json\n")
    profile = load_profile(made.profile).profile
    assert profile.name == "Ada Lovelace"
    assert profile.contacts.phone is None  # the fake number is a comment
    assert '# phone: "+1 555 0100"' in text
    assert errors("profile", editor_yaml(text)) == []
    # every key of a profile and of its contacts is there, set or commented out
    for field in [*Profile.model_fields, *Contacts.model_fields]:
        assert re.search(rf"^ *(# )?{field}:", text, re.MULTILINE), field
    for markup in ("**bold**", "*italic*", "[a link](https://example.org)"):
        assert markup in text


def test_a_new_folder_gets_a_database_and_the_schemas(tmp_path: Path) -> None:
    made = new_profile("Ada Lovelace", tmp_path)
    assert made.database_created
    database = load_database(made.database).database
    assert list(database.papers) == ["example-exc25"]
    assert database.papers["example-exc25"].authors == ["Ada Lovelace", "A. Coauthor"]
    db_text = made.database.read_text(encoding="utf-8")
    assert db_text.startswith("# yaml-language-server: $schema=publications.schema.json\n")
    assert errors("database", editor_yaml(db_text)) == []
    for kind, names in KINDS.items():
        assert (tmp_path / names.file_name).read_text(encoding="utf-8") == schema_text(kind)
    assert [s.written for s in made.schemas] == [True, True]


def test_an_existing_database_is_kept_and_a_stale_schema_refreshed(tmp_path: Path) -> None:
    new_profile("Ada Lovelace", tmp_path)
    database = (tmp_path / "publications.yaml").read_bytes()
    (tmp_path / "profile.schema.json").write_text("{}", encoding="utf-8")
    made = new_profile("Charles Babbage", tmp_path)
    assert not made.database_created
    assert (tmp_path / "publications.yaml").read_bytes() == database
    assert [(s.path.name, s.written) for s in made.schemas] == [
        ("profile.schema.json", True),
        ("publications.schema.json", False),
    ]


def test_an_existing_profile_is_never_overwritten(tmp_path: Path) -> None:
    made = new_profile("Ada Lovelace", tmp_path)
    made.profile.write_text("name: Ada, edited\n", encoding="utf-8")
    with pytest.raises(NewProfileError) as caught:
        new_profile("Ada  Lovelace", tmp_path)
    assert str(caught.value) == (
        f"{made.profile} already exists; cvgen new never overwrites a profile (choose another "
        f"file name with --slug ada-lovelace-2, or delete {made.profile} to start again)"
    )
    assert made.profile.read_text(encoding="utf-8") == "name: Ada, edited\n"


def test_a_hostile_name_is_quoted(tmp_path: Path) -> None:
    name = 'Ada "Lovelace": \\input{x} # not a comment'
    made = new_profile(f"  {name}\n", tmp_path)
    assert made.name == name
    assert yaml.safe_load(made.profile.read_text(encoding="utf-8"))["name"] == name
    assert load_database(made.database).database.papers["example-exc25"].authors[0] == name


@pytest.mark.parametrize(
    ("name", "slug", "message"),
    [
        ("  ", None, 'the name is empty (cvgen new "Ada Lovelace")'),
        ("张三", None, "'张三' has no Latin letters or digits for the file name: name the file "
         "with --slug (e.g. --slug zhang-san)"),
        ("Ada", "publications", "publications.yaml is the group's file, not a profile: "
         "choose another file name with --slug"),
        ("Ada", "../ada", "--slug '../ada': a profile's file name becomes part of a file name "
         "(use letters, digits, '-' and '_', a dot only between two of them, e.g. 'ada')"),
    ],
)  # fmt: skip
def test_bad_names_write_nothing(tmp_path: Path, name: str, slug: str | None, message: str) -> None:
    with pytest.raises(NewProfileError) as caught:
        new_profile(name, tmp_path / "profiles", slug=slug)
    assert str(caught.value).endswith(message)
    assert not (tmp_path / "profiles").exists()


def test_a_name_without_latin_letters_takes_a_slug(tmp_path: Path) -> None:
    made = new_profile("张三", tmp_path, slug="zhang-san")
    assert made.profile.name == "zhang-san.yaml"
    assert load_profile(made.profile).profile.name == "张三"


def test_from_bib_fills_a_new_database(tmp_path: Path) -> None:
    made = new_profile("Zili Zhang", tmp_path, from_bib=AWKWARD)
    assert made.imported is not None and made.imported.written
    assert made.file_papers == 7  # 11 entries: 3 unreadable, 1 twice
    assert made.authored == ("streamwise-2025",)
    # two entries end with "and others": Zili Zhang may be among them, so each is named
    assert [loose.key for loose in made.loose] == ["gpu-nsdi25", "megascale-nsdi24"]
    assert [w.split(" of ")[0] for w in warnings(made)] == [
        "gpu-nsdi25 (GPU Sharing für Braced Acronyms: Fast & Fair)",
        "megascale-nsdi24 (MegaScale: scaling large-language-model training to more than "
        "10,000 GPUs)",
    ]
    assert all(
        w.endswith(f"list it under publications.papers in {made.profile}") for w in warnings(made)
    )
    database = load_database(made.database).database
    assert "example-exc25" not in database.papers  # no example among real papers
    assert len(database.papers) == 7
    assert errors("database", editor_yaml(made.database.read_text(encoding="utf-8"))) == []


def test_from_bib_writes_the_files_spellings_into_the_new_profile(tmp_path: Path) -> None:
    bib = tmp_path / "ada.bib"
    bib.write_text(
        "@article{a, title={Notes on the Engine}, author={Lovelace, A. and Babbage, C.},"
        " journal={Scientific Memoirs}, year=1900}\n",
        encoding="utf-8",
    )
    made = new_profile("Ada Lovelace", tmp_path / "profiles", from_bib=bib)
    assert made.aliases == ("A. Lovelace",)
    assert (made.file_papers, len(made.authored)) == (1, 1)  # the CV lists the paper
    assert warnings(made) == []
    text = made.profile.read_text(encoding="utf-8")
    assert '\naliases: ["A. Lovelace"]  # as the imported .bib file spells you\n' in text
    assert load_profile(made.profile).profile.aliases == ["A. Lovelace"]
    assert report_lines(made)[-2:] == [
        f'added aliases: ["A. Lovelace"] to {made.profile} (how {bib} spells Ada Lovelace)',
        f"Ada Lovelace is among the authors of 1 of the 1 paper of {bib}: the CV lists it",
    ]


def test_from_bib_warns_when_no_paper_has_the_name(tmp_path: Path) -> None:
    bib = tmp_path / "other.bib"
    bib.write_text(
        "@article{a, title={Notes on the Engine}, author={Babbage, C.},"
        " journal={Scientific Memoirs}, year=1900}\n",
        encoding="utf-8",
    )
    made = new_profile("Ada Lovelace", tmp_path / "profiles", from_bib=bib)
    assert (made.file_papers, made.authored, made.aliases) == (1, (), ())
    assert warnings(made) == [
        f"none of the 1 paper of {bib} lists Ada Lovelace among the authors, so the CV shows "
        f"none of them; if the file spells the name differently, add that spelling to "
        f'{made.profile}: aliases: ["A. Lovelace"]'
    ]


def test_from_bib_with_nothing_to_import_leaves_a_valid_database(tmp_path: Path) -> None:
    bib = tmp_path / "editors.bib"
    bib.write_text("@book{b, title={A Book}, editor={Some One}, year=2020}\n", encoding="utf-8")
    made = new_profile("Ada Lovelace", tmp_path / "profiles", from_bib=bib)
    assert made.imported is not None and not made.imported.written
    assert load_database(made.database).database.papers == {}


def test_a_missing_bib_file_writes_nothing(tmp_path: Path) -> None:
    with pytest.raises(FileReadError):
        new_profile("Ada Lovelace", tmp_path / "profiles", from_bib=tmp_path / "missing.bib")
    assert not (tmp_path / "profiles").exists()


def test_given_profile_text_gets_the_schema_line(tmp_path: Path) -> None:
    made = new_profile("Ada Lovelace", tmp_path, profile_text="name: Ada Lovelace\n")
    assert made.profile.read_text(encoding="utf-8") == (
        "# yaml-language-server: $schema=profile.schema.json\nname: Ada Lovelace\n"
    )


def test_a_cv_folder_is_made_with_its_profiles_and_told_by_its_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(elsewhere)
    made = new_cv("Ada Lovelace", home / "cv")
    assert (made.folder, made.folder_made) == (home / "cv", True)
    assert made.profile == home / "cv/profiles/ada-lovelace.yaml"
    assert made.database == home / "cv/profiles/publications.yaml"
    assert report_lines(made) == [
        "made ~/cv, a CV folder:",
        "  profiles/ada-lovelace.yaml (replace the examples with yours)",
        "  profiles/publications.yaml (a publication database: one example paper)",
        "  profiles/profile.schema.json, profiles/publications.schema.json "
        "(for your editor: see cvgen schema --help)",
    ]
    assert next_command(made) == "cd ~/cv && cvgen build"
    second = new_cv("Charles Babbage", home / "cv")
    assert not second.folder_made
    assert report_lines(second) == [
        "wrote into ~/cv:",
        "  profiles/charles-babbage.yaml (replace the examples with yours)",
    ]
    with pytest.raises(NewProfileError, match="already exists; cvgen new never overwrites"):
        new_cv("Ada Lovelace", home / "cv")


@pytest.mark.parametrize(
    ("folder", "shown", "command"),
    [
        ("my cv", "my cv", "cd 'my cv' && cvgen build"),  # below the working directory
        ("/outside/cv", "/outside/cv", "cd /outside/cv && cvgen build"),
        ("~/my cv", "~/my cv", "cd ~/'my cv' && cvgen build"),
    ],
)
def test_a_folder_is_shown_as_typed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: str, shown: str, command: str
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    path = Path(folder).expanduser()
    made = NewProfile("Ada", path / "profiles/ada.yaml", (), path / "profiles/p.yaml", False)
    made = replace(made, folder=path, folder_made=True)
    assert report_lines(made)[0] == f"made {shown}, a CV folder:"
    assert next_command(made) == command


def test_a_folder_named_profiles_is_the_profiles_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert profiles_folder(Path(".")) == Path("profiles")
    assert profiles_folder(Path("cv")) == Path("cv/profiles")
    assert profiles_folder(Path("cv/profiles")) == Path("cv/profiles")
    made = new_cv("Ada Lovelace", Path("profiles"))
    assert (made.profile, made.folder) == (Path("profiles/ada-lovelace.yaml"), Path("."))
    assert (
        report_lines(made)[0]
        == "wrote profiles/ada-lovelace.yaml (replace the examples with yours)"
    )
    assert next_command(made) == "cvgen build profiles/ada-lovelace.yaml"


def test_in_cvgens_own_clone_it_says_where_it_wrote_and_suggests_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clone = tmp_path / "cvgen"
    (clone / "profiles").mkdir(parents=True)
    new_profile("Zili Zhang", clone / "profiles")  # the example group, with its database
    monkeypatch.setattr(starter, "source_checkout", lambda: clone)
    monkeypatch.chdir(clone)
    made = new_cv("Ada Lovelace")
    assert report_lines(made) == [
        "wrote profiles/ada-lovelace.yaml (replace the examples with yours)",
        "note: profiles/ is the example group of cvgen's own clone; a CV folder of your own: "
        'cvgen new "Ada Lovelace" --dir ~/cv',
    ]
    assert next_command(made) == "cvgen build profiles/ada-lovelace.yaml"
    # a name the shell takes only in single quotes is suggested in them
    made = new_cv("Ada $Lovelace", slug="ada-2")
    assert report_lines(made)[-1].endswith("cvgen new 'Ada $Lovelace' --dir ~/cv")
    # a folder of one's own has no such note
    monkeypatch.setattr(starter, "source_checkout", lambda: None)
    assert len(report_lines(new_cv("Grace Hopper"))) == 1
