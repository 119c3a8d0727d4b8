"""cvgen's own cv.typ.j2 compiled ahead of time (cvgen/render/typst/precompiled.py,
made by `make templates`): current, used only for the bundled template and
only while its fingerprint matches, and rendering the same text as Jinja2's
own compile of the template."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cvgen.cv.workspace import select_cv
from cvgen.model.dates import PartialDate
from cvgen.render.typst import render
from cvgen.render.typst.render import (
    MAIN_TEMPLATE,
    PRECOMPILED,
    render_typst,
    typst_environment,
)
from cvgen.sources.themes import load_theme
from cvgen.support.resources import template_dir
from cvgen.support.templates import precompiled_source
from tests.conftest import ROOT

DAY = PartialDate(2024, 10, 10)
MODULE = Path(render.__file__).with_name("precompiled.py")


@pytest.fixture(autouse=True)
def _fresh_environments() -> None:
    typst_environment.cache_clear()


def _code_file(template: object) -> str:
    return template.root_render_func.__code__.co_filename  # type: ignore[attr-defined]


def test_the_shipped_module_is_current() -> None:
    """After an edit of cv.typ.j2 or a new Jinja2: run `make templates`."""
    expected = precompiled_source(typst_environment(template_dir()), MAIN_TEMPLATE)
    assert MODULE.read_text(encoding="utf-8") == expected, "run `make templates`"


def test_the_bundled_template_is_loaded_precompiled() -> None:
    template = typst_environment(template_dir()).get_template(MAIN_TEMPLATE)
    assert _code_file(template) == str(MODULE)
    assert template.filename == str(template_dir() / MAIN_TEMPLATE)  # faults name the template


def test_it_renders_what_jinja2_compiling_the_template_renders(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    selected = select_cv(ROOT / "profiles/zili-zhang.yaml").selected
    precompiled = render_typst(selected, DAY, load_theme("classic")).source
    monkeypatch.setitem(PRECOMPILED, MAIN_TEMPLATE, "cvgen.render.typst.no_such_module")
    typst_environment.cache_clear()
    compiled = render_typst(selected, DAY, load_theme("classic")).source
    assert precompiled == compiled


def _stale_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fingerprint: str) -> str:
    """A module like the shipped one, its template's text changed (its
    FINGERPRINT that of another text), importable as ``stale_cv``."""
    text = MODULE.read_text(encoding="utf-8")
    marker = 'yield \'#import "cvgen.typ": *\\n'
    assert marker in text
    text = text.replace(marker, 'yield \'STALE\\n#import "cvgen.typ": *\\n', 1)
    line = next(line for line in text.splitlines() if line.startswith("FINGERPRINT = "))
    (tmp_path / "stale_cv.py").write_text(
        text.replace(line, f"FINGERPRINT = {fingerprint!r}"), encoding="utf-8"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "stale_cv", raising=False)
    monkeypatch.setitem(PRECOMPILED, MAIN_TEMPLATE, "stale_cv")
    return line.removeprefix("FINGERPRINT = ").strip("'")


def test_a_module_of_another_text_or_jinja2_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _stale_module(tmp_path, monkeypatch, "0" * 64)
    template = typst_environment(template_dir()).get_template(MAIN_TEMPLATE)
    assert _code_file(template) != str(tmp_path / "stale_cv.py")
    selected = select_cv(ROOT / "profiles/zili-zhang.yaml").selected
    assert "STALE" not in render_typst(selected, DAY).source


def test_the_check_is_what_keeps_a_stale_module_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same module with the current fingerprint is used: the test above
    holds because of the fingerprint, not because the module was not found."""
    current = MODULE.read_text(encoding="utf-8")
    fingerprint = next(
        line for line in current.splitlines() if line.startswith("FINGERPRINT = ")
    ).removeprefix("FINGERPRINT = ")
    _stale_module(tmp_path, monkeypatch, fingerprint.strip("'"))
    selected = select_cv(ROOT / "profiles/zili-zhang.yaml").selected
    assert render_typst(selected, DAY).source.startswith("STALE")


def test_a_themes_own_template_is_compiled_in_the_sandbox(tmp_path: Path) -> None:
    """A group's theme with its own cv.typ.j2 named like cvgen's: its own text,
    never the precompiled module."""
    folder = tmp_path / "profiles"
    (folder / "themes/mine").mkdir(parents=True)
    (folder / "themes/mine/theme.yaml").write_text("description: m\nextends: awesome\n")
    own = (template_dir() / MAIN_TEMPLATE).read_text(encoding="utf-8")
    (folder / "themes/mine" / MAIN_TEMPLATE).write_text(f"// mine\n{own}", encoding="utf-8")
    chain = load_theme("mine", folder)
    selected = select_cv(ROOT / "profiles/zili-zhang.yaml").selected
    assert render_typst(selected, DAY, chain).source.startswith("// mine\n")


def test_a_stale_module_is_not_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Its fingerprint is checked before its code runs: a module made by
    another Jinja2 may import what this one lacks."""
    _stale_module(tmp_path, monkeypatch, "0" * 64)
    module = tmp_path / "stale_cv.py"
    text = module.read_text(encoding="utf-8")
    module.write_text(text.replace("from jinja2.runtime import", "from no_such_jinja import", 1))
    selected = select_cv(ROOT / "profiles/zili-zhang.yaml").selected
    assert render_typst(selected, DAY).source.startswith('#import "cvgen.typ"')
