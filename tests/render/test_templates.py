"""cvgen's own TeX, Typst and web templates compiled ahead of time
(cvgen/render/precompiled.py, made by `make templates`): current for every
template, used only for the bundled templates and only while their fingerprint
matches, and rendering the same text as Jinja2's own compile of them."""

from __future__ import annotations

import sys
from pathlib import Path
from types import CodeType
from typing import Any

import pytest

from cvgen.cv.workspace import select_cv
from cvgen.model.dates import PartialDate
from cvgen.render import templates
from cvgen.render.html import document
from cvgen.render.html.document import render_html
from cvgen.render.latex.render import render_tex
from cvgen.render.templates import angle_environment, precompiled_module, precompiled_templates
from cvgen.render.typst.render import render_typst
from cvgen.sources.themes import available_themes, load_theme
from cvgen.support.resources import page_template_dir, template_dir
from tests.conftest import ROOT

DAY = PartialDate(2024, 10, 10)
MODULE = Path(templates.__file__).with_name("precompiled.py")
THEMES = sorted(available_themes())
TEMPLATES = precompiled_templates()
ABSENT = "cvgen.render.no_such_module"


@pytest.fixture(autouse=True)
def _fresh_environments() -> None:
    angle_environment.cache_clear()
    document.web_environment.cache_clear()


def _where(path: Path) -> str:
    return path.relative_to(template_dir().parent).as_posix()


def _code_file(template: Any) -> str:
    return str(template.root_render_func.__code__.co_filename)


def _compiled(path: Path) -> Any:
    """``path`` as Jinja2 compiles it, in the environment that renders it."""
    environment = TEMPLATES[path]
    code = environment.compile(path.read_text(encoding="utf-8"), path.name, str(path))
    return environment.template_class.from_code(environment, code, environment.make_globals(None))


def test_the_shipped_module_is_current() -> None:
    """After an edit of any of the templates, or a new Jinja2: run `make templates`."""
    assert MODULE.read_text(encoding="utf-8") == precompiled_module(), "run `make templates`"


def test_every_template_a_build_renders_is_in_it() -> None:
    names = {_where(path) for path in TEMPLATES}
    shared = {"cv.tex.j2", "cv.typ.j2", "diffmarks.typ.j2", "sections.tex.j2", "fonts.tex.j2"}
    assert {f"latex_templates/{name}" for name in shared} <= names
    assert "latex_templates/themes/classic/photo.tex.j2" in names
    assert "latex_templates/themes/margin/positions.tex.j2" in names
    assert {"page_templates/cv.html.j2", "page_templates/web.css"} <= names
    page = {"cv.html.j2", *(path.name for path in page_template_dir().glob("*.css"))}
    assert len(names) == len(set(template_dir().rglob("*.j2"))) + len(page)
    text = MODULE.read_text(encoding="utf-8")
    assert all(f"  # {name}\n" in text for name in names)


def _shape(code: CodeType) -> tuple[Any, ...]:
    """What a code object does, its lines and file aside."""
    consts = tuple(_shape(c) if isinstance(c, CodeType) else c for c in code.co_consts)
    return code.co_code, code.co_names, code.co_varnames, consts


@pytest.mark.parametrize("path", TEMPLATES, ids=_where)
def test_each_template_is_loaded_precompiled_as_jinja2_compiles_it(path: Path) -> None:
    template = TEMPLATES[path].get_template(path.name)
    assert _code_file(template) == str(MODULE)
    assert template.filename == str(path)  # faults name the template, as Jinja2's own
    assert template.name == path.name
    compiled = _compiled(path)
    ours, theirs = template.root_render_func.__code__, compiled.root_render_func.__code__
    assert _shape(ours) == _shape(theirs)
    assert template.blocks.keys() == compiled.blocks.keys()


@pytest.mark.parametrize("path", TEMPLATES, ids=_where)
def test_a_line_of_its_code_leads_to_the_template_line_jinja2s_would(path: Path) -> None:
    """Jinja2 tells a template's line from its code's: the module's lines are
    its code's further on, and the map says so."""
    environment = TEMPLATES[path]
    template = environment.get_template(path.name)
    lines = MODULE.read_text(encoding="utf-8").splitlines()
    raw = environment.compile(path.read_text(encoding="utf-8"), path.name, raw=True).splitlines()
    ours, theirs = template.debug_info, _compiled(path).debug_info
    assert len(ours) == len(theirs)
    for (line, code), (their_line, their_code) in zip(ours, theirs, strict=True):
        assert line == their_line
        assert lines[code - 1].strip() == raw[their_code - 1].strip()


@pytest.fixture
def selected() -> Any:
    return select_cv(ROOT / "profiles/zili-zhang.yaml").selected


@pytest.mark.parametrize("theme", THEMES)
def test_each_theme_renders_what_jinja2_compiling_the_templates_renders(
    theme: str, selected: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    chain = load_theme(theme)
    tex, typ = render_tex(selected, DAY, chain).source, render_typst(selected, DAY, chain).source
    html = render_html(selected, DAY, chain)
    monkeypatch.setattr(templates, "PRECOMPILED", ABSENT)
    angle_environment.cache_clear()
    document.web_environment.cache_clear()
    assert _code_file(angle_environment(template_dir()).get_template("cv.tex.j2")) != str(MODULE)
    assert _code_file(document.web_environment().get_template("cv.html.j2")) != str(MODULE)
    assert render_tex(selected, DAY, chain).source == tex
    assert render_typst(selected, DAY, chain).source == typ
    assert render_html(selected, DAY, chain) == html


def _stale_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fingerprint: str) -> str:
    """A module like the shipped one, cv.typ.j2's text changed (its fingerprint
    that of another text), importable as ``stale_cv``; the shipped fingerprint."""
    text = MODULE.read_text(encoding="utf-8")
    marker = 'yield \'#import "cvgen.typ": *\\n'
    assert marker in text
    text = text.replace(marker, 'yield \'STALE\\n#import "cvgen.typ": *\\n', 1)
    line = next(
        line for line in text.splitlines() if line.endswith("  # latex_templates/cv.typ.j2")
    )
    shipped = line.split("'")[1]
    (tmp_path / "stale_cv.py").write_text(text.replace(shipped, fingerprint), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "stale_cv", raising=False)
    monkeypatch.setattr(templates, "PRECOMPILED", "stale_cv")
    return shipped


def test_a_module_of_another_text_or_jinja2_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, selected: Any
) -> None:
    _stale_module(tmp_path, monkeypatch, "0" * 64)
    environment = angle_environment(template_dir())
    assert _code_file(environment.get_template("cv.typ.j2")) != str(tmp_path / "stale_cv.py")
    assert "STALE" not in render_typst(selected, DAY).source
    # the module's other templates, current, still come from it
    assert _code_file(environment.get_template("cv.tex.j2")) == str(tmp_path / "stale_cv.py")


def test_the_check_is_what_keeps_a_stale_module_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, selected: Any
) -> None:
    """The same module with the current fingerprint is used: the test above
    holds because of the fingerprint, not because the module was not found."""
    shipped = _stale_module(tmp_path, monkeypatch, "0" * 64)
    _stale_module(tmp_path, monkeypatch, shipped)
    assert render_typst(selected, DAY).source.startswith("STALE")


def test_a_stale_template_is_not_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, selected: Any
) -> None:
    """Its fingerprint picks its code before it runs: code made by another
    Jinja2 may import what this one lacks."""
    _stale_module(tmp_path, monkeypatch, "0" * 64)
    module = tmp_path / "stale_cv.py"
    text = module.read_text(encoding="utf-8")
    start = text.index("  # latex_templates/cv.typ.j2\n")
    text = text[:start] + text[start:].replace(
        "from jinja2.runtime import", "from no_such_jinja import", 1
    )
    module.write_text(text, encoding="utf-8")
    assert render_typst(selected, DAY).source.startswith('#import "cvgen.typ"')


@pytest.mark.parametrize(
    "bundled",
    [
        template_dir() / "cv.typ.j2",
        template_dir() / "themes/classic/photo.tex.j2",
        page_template_dir() / "cv.html.j2",
    ],
    ids=_where,
)
def test_a_themes_own_template_is_compiled_in_the_sandbox(tmp_path: Path, bundled: Path) -> None:
    """A group's theme with its own template named like a bundled one, even of
    the same text: compiled, never the precompiled code."""
    folder = tmp_path / "profiles"
    (folder / "themes/mine").mkdir(parents=True)
    (folder / "themes/mine/theme.yaml").write_text("description: m\nextends: classic\n")
    name = bundled.name
    (folder / "themes/mine" / name).write_text(bundled.read_text(encoding="utf-8"), "utf-8")
    chain = load_theme("mine", folder)
    if name == "cv.html.j2":
        template = document.web_environment(chain.folders).get_template(name)
    else:
        template = angle_environment(*chain.template_folders).get_template(name)
    assert template.filename == str(folder / "themes/mine" / name)
    assert _code_file(template) != str(MODULE)


def test_a_themes_own_template_renders_its_own_text(tmp_path: Path, selected: Any) -> None:
    folder = tmp_path / "profiles"
    (folder / "themes/mine").mkdir(parents=True)
    (folder / "themes/mine/theme.yaml").write_text("description: m\nextends: margin\n")
    for name, comment in (("options.tex.j2", "% mine"), ("cv.typ.j2", "// mine")):
        own = (template_dir() / name).read_text(encoding="utf-8")
        (folder / "themes/mine" / name).write_text(f"{comment}\n{own}", encoding="utf-8")
    own = (page_template_dir() / "cv.html.j2").read_text(encoding="utf-8")
    (folder / "themes/mine/cv.html.j2").write_text(f"<!-- mine -->\n{own}", encoding="utf-8")
    chain = load_theme("mine", folder)
    assert "% mine\n" in render_tex(selected, DAY, chain).source
    assert render_typst(selected, DAY, chain).source.startswith("// mine\n")
    assert render_html(selected, DAY, chain).startswith("<!-- mine -->")


def _fault_at(template: Any) -> tuple[str, int] | None:
    """Where Jinja2's traceback says a render of ``template`` without values
    failed (cv.tex.j2: in fonts.tex.j2, which it includes, precompiled too)."""
    from jinja2 import UndefinedError

    from cvgen.support.templates import _template_frame

    with pytest.raises(UndefinedError) as caught:
        template.render({})
    return _template_frame(caught.value)


@pytest.mark.parametrize("name", ["cv.tex.j2", "cv.typ.j2"])
def test_a_fault_is_told_at_the_line_jinja2s_own_compile_tells(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    template = angle_environment(template_dir()).get_template(name)
    assert _code_file(template) == str(MODULE)
    precompiled = _fault_at(template)
    monkeypatch.setattr(templates, "PRECOMPILED", ABSENT)
    angle_environment.cache_clear()
    assert precompiled is not None and Path(precompiled[0]).parent == template_dir()
    assert precompiled == _fault_at(angle_environment(template_dir()).get_template(name))
