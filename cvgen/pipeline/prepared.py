"""One CV resolved (:meth:`cvgen.cv.workspace.Workspace.resolve`) and rendered
to LaTeX: what a build compiles (:mod:`cvgen.pipeline.engine`), and what
``cvgen tex`` writes; and the name of its outputs (:func:`output_stem`), which
a web page takes without rendering LaTeX."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cvgen import __version__
from cvgen.cv.request import CvRequest
from cvgen.cv.selection import SelectedCV
from cvgen.cv.snapshot import to_snapshot
from cvgen.cv.themechoice import theme_of
from cvgen.cv.workspace import Selection, Workspace
from cvgen.errors import Problem
from cvgen.pipeline.engines import TYPST, engine_of
from cvgen.pipeline.listing import pdf_stem
from cvgen.sources.locales import DEFAULT_LOCALE

if TYPE_CHECKING:  # each engine's renderer is imported by the builds that use it
    from cvgen.tex.compile import TexDocument
    from cvgen.typst.compile import TypstDocument


@dataclass(frozen=True)
class Prepared:
    """A CV resolved and rendered to LaTeX, with everything needed to compile
    and stamp it."""

    request: CvRequest
    selection: Selection
    document: TexDocument | TypstDocument

    @property
    def engine(self) -> str:
        """``xelatex`` or ``typst`` (:func:`cvgen.pipeline.engines.engine_of`)."""
        return self.document.engine

    @property
    def selected(self) -> SelectedCV:
        return self.selection.selected

    @property
    def warnings(self) -> tuple[Problem, ...]:
        return self.selection.warnings

    @property
    def stem(self) -> str:
        return output_stem(self.request, self.selection)

    @cached_property
    def snapshot(self) -> dict[str, Any]:
        return to_snapshot(self.selected, self.selection.version_date, __version__)

    @cached_property
    def input_hash(self) -> str:
        """A hash of everything that affects the PDF's bytes (font files by name and size)."""
        digest = hashlib.sha256(__version__.encode())
        digest.update(self.document.source.encode())
        digest.update(json.dumps(self.snapshot, sort_keys=True).encode())
        for support in self.document.support_files:
            digest.update(support.read_bytes())
        for name, data in self.document.data_files:  # the photo
            digest.update(name.encode() + b"\0" + data)
        for font in self.document.font_files:
            digest.update(f"{font.name}:{font.stat().st_size}".encode())
        return digest.hexdigest()


def output_stem(request: CvRequest, selection: Selection) -> str:
    """The name of the CV's PDF and page, without the suffix; it ends
    ``-THEME`` when ``--theme`` chose another theme than the CV's own."""
    selected = selection.selected
    variant = selected.variant.name + locale_suffix(selection)
    stem = pdf_stem(selected.cv.slug, variant, selection.version_date.iso())
    own = theme_of(selected.variant, selection.loaded.profile)
    return f"{stem}-{request.theme}" if request.theme not in (None, own) else stem


def locale_suffix(selection: Selection) -> str:
    """``-zh`` for a CV in another language than its profile's, unless the
    variant's name already ends so (``long-zh``); else nothing."""
    code = selection.selected.locale.code
    own = selection.loaded.profile.locale or DEFAULT_LOCALE
    ends = selection.selected.variant.name.endswith(f"-{code}")
    return "" if code == own or ends else f"-{code}"


def prepare_many(request: CvRequest, paths: list[Path]) -> list[Prepared]:
    """:func:`prepare` for several profiles (``request`` for each, but its
    profile), in one workspace: every profile validated before any is rendered."""
    workspace = Workspace(request.db_path)
    loaded = workspace.profiles(paths, [replace(request, profile=p) for p in paths])
    return [prepare(replace(request, profile=p.path), workspace) for p in loaded]


def prepare(request: CvRequest, workspace: Workspace | None = None) -> Prepared:
    """Resolve one CV (:meth:`Workspace.resolve`) and render it (no TeX yet); the
    command's ``workspace`` loads each input file once for all its CVs."""
    selection = (workspace or Workspace(request.db_path)).resolve(request)
    render = renderer(typst_engine(request, selection.selected))
    document = render(selection.selected, selection.version_date, selection.theme)
    return Prepared(request, selection, document)


def renderer(typst: bool) -> Callable[..., TexDocument | TypstDocument]:
    """The engine's renderer, imported alone: a Typst build loads nothing of
    the LaTeX side (its Jinja2 environment, its preamble, XeLaTeX's format),
    nor a XeLaTeX build anything of Typst's."""
    if typst:
        from cvgen.render.typst.render import render_typst

        return render_typst
    from cvgen.render.latex.render import render_tex

    return render_tex


def typst_engine(request: CvRequest, selected: SelectedCV) -> bool:
    """Whether the CV is typeset with Typst (``--engine``, else its style)."""
    return engine_of(request, selected.profile.style.engine) == TYPST
