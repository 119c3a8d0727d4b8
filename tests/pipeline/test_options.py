"""What a command's builds share: one value, whose keys are the source keys'
bytes (the cache's keys must not change), and a module the up-to-date path
can import without the models."""

from __future__ import annotations

import dataclasses
import inspect
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cvgen.model.dates import PartialDate
from cvgen.pipeline.engine import build_cv
from cvgen.pipeline.options import BuildOptions
from cvgen.pipeline.sourcekeys import InputReader, output_key, source_key, source_keys
from cvgen.pipeline.webpage import build_page
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
    options = BuildOptions(**fields)
    assert options.key(ZILI, "long", InputReader()) == source_key(ZILI, variant="long", **fields)
    both = ["long", "short"]
    assert options.keys(ZILI, both) == source_keys(ZILI, both, **fields)


def test_what_shapes_the_output_changes_the_key_and_nothing_else_does(tmp_path: Path) -> None:
    shutil.copy("profiles/publications.yaml", tmp_path)
    plain = BuildOptions(date=DAY)
    key = plain.key(ZILI, "long")
    assert key is not None
    shaping: dict[str, Any] = {
        "date": PartialDate(2025, 1, 1),
        "strict": True,
        "theme": "awesome",
        "locale": "zh",
        "db_path": tmp_path / "publications.yaml",
    }
    for name, value in shaping.items():
        assert dataclasses.replace(plain, **{name: value}).key(ZILI, "long") != key, name
    where: dict[str, Any] = {"out_dir": tmp_path, "force": True, "tex_timeout": 5.0}
    where["formats"] = ("html",)
    assert dataclasses.replace(plain, **where).key(ZILI, "long") == key


def test_a_missing_profile_has_no_key() -> None:
    assert BuildOptions().key(Path("profiles/nobody.yaml"), "long") is None


def test_the_page_key_says_whether_a_pdf_is_built_beside_it() -> None:
    key = "0" * 64
    alone, both = BuildOptions(formats=("html",)), BuildOptions(formats=("pdf", "html"))
    assert alone.output_key(key, "pdf") == both.output_key(key, "pdf") == key
    assert alone.output_key(key, "html") != both.output_key(key, "html")
    assert both.output_key(key, "html") == output_key(key, "html", ("pdf", "html"))


def test_the_keyword_builds_have_the_same_defaults() -> None:
    """``build_cv`` and ``build_page`` take the options as keywords too: their
    defaults are BuildOptions' (but a page's formats, which are its own)."""
    defaults = BuildOptions()
    assert defaults.tex_timeout == TEX_TIMEOUT
    for function in (build_cv, build_page):
        parameters = inspect.signature(function).parameters
        shared = [f.name for f in dataclasses.fields(BuildOptions) if f.name in parameters]
        assert len(shared) == 8, function
        for name in shared:
            expected = ("html",) if (function, name) == (build_page, "formats") else None
            assert parameters[name].default == (expected or getattr(defaults, name)), name


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
