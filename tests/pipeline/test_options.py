"""What a command's builds share: one value, whose keys are the source keys'
bytes (the cache's keys must not change), and a module the up-to-date path
can import without the models."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cvgen.cv.request import CvRequest
from cvgen.model.dates import PartialDate
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.sourcekeys import InputReader, output_key, source_keys
from cvgen.support.defaults import TEX_TIMEOUT

ZILI = Path("profiles/zili-zhang.yaml")
DAY = PartialDate(2024, 10, 10)


@pytest.mark.parametrize(
    "fields",
    [
        {},
        {"date": DAY},
        {"date": DAY, "strict": True, "theme": "awesome", "locale": "zh"},
        {"db_path": Path("profiles/publications.yaml")},
    ],
    ids=["defaults", "date", "all", "db"],
)
def test_the_keys_are_the_source_keys(fields: dict[str, Any]) -> None:
    strict = fields.pop("strict", False)
    options, request = BuildOptions(strict=strict), CvRequest(ZILI, **fields)
    both = ["long", "short"]
    keys = source_keys(request, both, strict=strict)
    assert keys and options.key(request, InputReader()) == keys["long"]
    assert options.keys(request, both) == keys


def test_what_shapes_the_output_changes_the_key_and_nothing_else_does(tmp_path: Path) -> None:
    shutil.copy("profiles/publications.yaml", tmp_path)
    plain, request = BuildOptions(), CvRequest(ZILI, date=DAY)
    key = plain.key(request)
    assert key is not None
    assert BuildOptions(strict=True).key(request) != key
    shaping: dict[str, Any] = {
        "date": PartialDate(2025, 1, 1),
        "theme": "awesome",
        "locale": "zh",
        "db_path": tmp_path / "publications.yaml",
        "variant": "short",
    }
    for name, value in shaping.items():
        assert plain.key(dataclasses.replace(request, **{name: value})) != key, name
    where: dict[str, Any] = {"out_dir": tmp_path, "force": True, "tex_timeout": 5.0}
    where["formats"] = ("html",)
    assert dataclasses.replace(plain, **where).key(request) == key


def test_a_missing_profile_has_no_key() -> None:
    assert BuildOptions().key(CvRequest(Path("profiles/nobody.yaml"))) is None


def test_the_page_key_says_whether_a_pdf_is_built_beside_it() -> None:
    key = "0" * 64
    alone, both = BuildOptions(formats=("html",)), BuildOptions(formats=("pdf", "html"))
    assert alone.output_key(key, "pdf") == both.output_key(key, "pdf") == key
    assert alone.output_key(key, "html") != both.output_key(key, "html")
    assert both.output_key(key, "html") == output_key(key, "html", ("pdf", "html"))


def test_where_and_how_stay_apart_from_what() -> None:
    """The options say where and how to write; what CV, the request
    (theme and locale travel in it, not as options)."""
    assert BuildOptions().tex_timeout == TEX_TIMEOUT
    where = {f.name for f in dataclasses.fields(BuildOptions)}
    assert where == {"out_dir", "strict", "force", "formats", "tex_timeout"}
    assert not where & {f.name for f in dataclasses.fields(CvRequest)}


def test_it_is_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        BuildOptions().force = True  # type: ignore[misc]


def test_importing_it_loads_no_models_templates_or_pdf_library() -> None:
    code = (
        "import sys, cvgen.pipeline.options\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'pydantic', 'jinja2', 'pypdf'}))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"
