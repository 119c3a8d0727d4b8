"""A build's source key: every input byte counts, each file read once per command."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cvgen.cv.request import CvRequest
from cvgen.cv.variants import variant_names as validated_variant_names
from cvgen.cv.workspace import Workspace
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.sourcekeys import InputReader, source_keys, variant_names
from tests.conftest import ROOT

ZILI = Path("profiles/zili-zhang.yaml")


@pytest.fixture
def group(tmp_path: Path) -> Path:
    """A copy of the bundled profiles, free to edit."""
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    return tmp_path / "profiles"


@pytest.mark.parametrize(
    "change",
    [
        lambda g: (g / "publications.yaml").write_text(
            (g / "publications.yaml").read_text().replace("Jolteon", "Jolteon2")
        ),
        lambda g: (g / "variants.yaml").write_text((g / "variants.yaml").read_text() + "\n#\n"),
        lambda g: (g / "zili-zhang.yaml").write_text(
            (g / "zili-zhang.yaml").read_text() + "\n# a comment\n"
        ),
    ],
    ids=["database", "variants", "profile"],
)
def test_any_input_byte_changes_the_key(group: Path, change: object) -> None:
    profile = group / "zili-zhang.yaml"
    before = BuildOptions().key(CvRequest(profile, variant="long"))
    change(group)  # type: ignore[operator]
    assert BuildOptions().key(CvRequest(profile, variant="long")) != before


def test_variant_date_and_strict_change_the_key() -> None:
    keys = {
        BuildOptions().key(CvRequest(ZILI, variant="long")),
        BuildOptions().key(CvRequest(ZILI, variant="short")),
        BuildOptions().key(CvRequest(ZILI, variant="long", date=PartialDate(2025, 1, 1))),
        BuildOptions(strict=True).key(CvRequest(ZILI, variant="long")),
    }
    assert len(keys) == 4 and None not in keys


def test_a_changed_template_is_a_new_key(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    copy = tmp_path / "latex_templates"
    shutil.copytree(ROOT / "latex_templates", copy)
    before = BuildOptions().key(CvRequest(ZILI, variant="long"))
    theme_class = copy / "themes/awesome/cvgen.cls"  # in a theme's sub-folder
    theme_class.write_text(theme_class.read_text() + "\n% changed\n")
    monkeypatch.setattr("cvgen.support.resources.template_dir", lambda: copy)
    assert BuildOptions().key(CvRequest(ZILI, variant="long")) != before


def test_the_theme_option_and_a_group_theme_change_the_key(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "profiles", tmp_path / "profiles")
    profile = tmp_path / "profiles/zili-zhang.yaml"
    plain = BuildOptions().key(CvRequest(profile, variant="long"))
    assert BuildOptions().key(CvRequest(profile, variant="long", theme="awesome")) != plain
    folder = tmp_path / "themes/mine"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text("extends: awesome\n")
    mine = BuildOptions().key(CvRequest(profile, variant="long"))
    assert mine not in (plain, None)  # a theme a profile there could choose
    (folder / "style.tex").write_text("% a change\n")
    assert BuildOptions().key(CvRequest(profile, variant="long")) != mine
    assert BuildOptions().key(CvRequest(profile, variant="long")) == BuildOptions().key(
        CvRequest(profile, variant="long")
    )


def test_a_missing_profile_has_no_key() -> None:
    assert BuildOptions().key(CvRequest(Path("profiles/nobody.yaml"), variant="long")) is None


def test_the_plain_variant_list_matches_the_validated_one() -> None:
    workspace = Workspace()
    for profile in sorted(Path("profiles").glob("*-*.yaml")):
        loaded = workspace.profile(profile)
        group = workspace.variants(loaded).variants
        assert variant_names(profile) == validated_variant_names(group, loaded.profile.variants)


def test_a_reader_reads_each_file_once_for_every_profile(group: Path) -> None:
    """The builds of one command share a reader: a change after it read a file
    is the next command's (``--watch`` makes a reader per round)."""
    profiles = sorted(group.glob("*-*.yaml"))
    reader = InputReader()
    day = PartialDate(2024, 10, 10)
    both = ["long", "short"]
    before = [source_keys(CvRequest(p, date=day), both, reader=reader) for p in profiles]
    database = group / "publications.yaml"
    database.write_text(database.read_text().replace("Jolteon", "Jolteon2"))
    assert [
        source_keys(CvRequest(p, date=day), ["long", "short"], reader=reader) for p in profiles
    ] == before
    after = [source_keys(CvRequest(p, date=day), ["long", "short"]) for p in profiles]
    assert all(a != b for a, b in zip(after, before, strict=True))
    assert len({k for keys in after if keys for k in keys.values()}) == 2 * len(profiles)


def _facts_entry(text: bytes) -> Path:
    from cvgen import __version__
    from cvgen.pipeline.sourcekeys import FACTS
    from cvgen.support import cache

    folder = cache.cache_dir()
    assert folder is not None
    (entry,) = (folder / FACTS).glob(f"{cache.digest(__version__, FACTS, text)}.json")
    return entry


def test_a_profiles_facts_are_its_plain_yamls_and_kept_by_its_bytes(group: Path) -> None:
    """The facts a key needs (photo, date, database, variant names) are
    those of the YAML, kept in the cache by the bytes' hash: read back without
    PyYAML, and made again from the new bytes after an edit."""
    from cvgen.pipeline.sourcekeys import ProfileFacts, profile_facts
    from cvgen.sources.paths import plain_yaml

    profile = group / "zili-zhang.yaml"
    text = profile.read_bytes()
    made = profile_facts(text)
    assert made == ProfileFacts.of(plain_yaml(text))
    assert made.database is None and made.date == "2024-10-10" and "long-zh" in made.variants
    assert _facts_entry(text).is_file()
    assert profile_facts(text) == made  # from the cache
    edited = text.replace(b"date: 2024-10-10", b"date: 2024-03-05") + b"photo: me.jpg\n"
    assert profile_facts(edited) == ProfileFacts(
        "me.jpg", "2024-03-05", None, made.variants
    )  # a stale entry is never used: the bytes' hash names the entry
    request = CvRequest(profile, "long")
    dated = source_keys(request, ["long"])
    profile.write_bytes(text.replace(b"date: 2024-10-10", b"date: 2024-10-11"))
    assert source_keys(request, ["long"]) != dated


def test_a_facts_entry_tampered_with_or_of_another_shape_is_not_used(group: Path) -> None:
    from cvgen.pipeline.sourcekeys import FACTS, profile_facts
    from cvgen.support import cache

    text = (group / "zili-zhang.yaml").read_bytes()
    made = profile_facts(text)
    entry = _facts_entry(text)
    sealed = entry.read_bytes()
    entry.write_bytes(sealed.replace(b'"2024-10-10"', b'"1999-01-01"'))
    assert profile_facts(text) == made  # the seal no longer matches: refused, made again
    name = entry.name
    cache.write(
        FACTS, name, b'{"photo": 3, "date": "1999-01-01", "database": null, "variants": []}'
    )
    assert profile_facts(text) == made  # sealed, but of another shape
    cache.write(FACTS, name, b'{"photo": null, "date": "1999-01-01", "database": null, '
                b'"variants": []}')  # fmt: skip
    assert profile_facts(text).date == "1999-01-01"  # what the checks above keep out
    for named in ('"photo": "/etc/passwd"', '"database": "../../secret.yaml"'):
        field = named.split(":")[0]
        record = b'{"photo": null, "date": null, "database": null, "variants": []}'
        cache.write(FACTS, name, record.replace(f"{field}: null".encode(), named.encode()))
        assert profile_facts(text) == made  # a path the profile does not name: made again
