"""One CV loaded, selected, put in its theme and rendered to LaTeX: what a
build compiles (:mod:`cvgen.pipeline.engine`), and what ``cvgen tex`` writes."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from cvgen import __version__
from cvgen.cv.selection import SelectedCV
from cvgen.cv.snapshot import to_snapshot
from cvgen.cv.themechoice import choose_theme, theme_of
from cvgen.cv.workspace import Selection, Workspace, resolve_date
from cvgen.errors import Problem
from cvgen.model.dates import PartialDate
from cvgen.pipeline.listing import pdf_stem
from cvgen.render.latex.render import render_tex
from cvgen.sources.locales import DEFAULT_LOCALE
from cvgen.sources.themes import ThemeChain
from cvgen.tex.compile import TexDocument


@dataclass(frozen=True)
class Prepared:
    """A CV rendered to LaTeX, with everything needed to compile and stamp it."""

    profile_path: Path
    selection: Selection
    version_date: PartialDate
    document: TexDocument
    theme: ThemeChain
    theme_suffix: bool = False  # --theme chose another theme than the CV's own

    @property
    def selected(self) -> SelectedCV:
        return self.selection.selected

    @property
    def warnings(self) -> tuple[Problem, ...]:
        return self.selection.warnings

    @property
    def stem(self) -> str:
        variant = self.selected.variant.name + locale_suffix(self.selection)
        stem = pdf_stem(self.selected.cv.slug, variant, self.version_date.iso())
        return f"{stem}-{self.theme.name}" if self.theme_suffix else stem

    @cached_property
    def snapshot(self) -> dict[str, Any]:
        return to_snapshot(self.selected, self.version_date, __version__)

    @cached_property
    def input_hash(self) -> str:
        """A hash of everything that affects the PDF's bytes (font files by name and size)."""
        digest = hashlib.sha256(__version__.encode())
        digest.update(self.document.source.encode())
        digest.update(json.dumps(self.snapshot, sort_keys=True).encode())
        for support in self.document.support_files:
            digest.update(support.read_bytes())
        for font in self.document.font_files:
            digest.update(f"{font.name}:{font.stat().st_size}".encode())
        return digest.hexdigest()


def locale_suffix(selection: Selection) -> str:
    """``-zh`` for a CV in another language than its profile's, unless the
    variant's name already ends so (``long-zh``); else nothing."""
    code = selection.selected.locale.code
    own = selection.loaded.profile.locale or DEFAULT_LOCALE
    ends = selection.selected.variant.name.endswith(f"-{code}")
    return "" if code == own or ends else f"-{code}"


def prepare_many(
    paths: list[Path],
    *,
    variant: str = "long",
    date: PartialDate | None = None,
    db_path: Path | None = None,
    theme: str | None = None,
    locale: str | None = None,
) -> list[Prepared]:
    """:func:`prepare` for several profiles, in one workspace: every profile
    validated before any is rendered."""
    workspace = Workspace(db_path)
    loaded = workspace.profiles(paths)
    return [
        prepare(p.path, variant=variant, date=date, workspace=workspace, theme=theme, locale=locale)
        for p in loaded
    ]


def prepare(
    profile_path: Path,
    *,
    variant: str = "long",
    date: PartialDate | None = None,
    workspace: Workspace | None = None,
    theme: str | None = None,
    locale: str | None = None,
) -> Prepared:
    """Load, validate, merge, select and render one CV (no TeX yet); the
    command's ``workspace`` loads each input file once for all its CVs;
    ``theme``: ``--theme``, over the variant's and the profile's."""
    workspace = workspace or Workspace()
    selection = workspace.select(profile_path, variant, locale)
    version_date = resolve_date(date, selection.loaded.profile.date)
    chain = choose_theme(selection, workspace, theme)
    document = render_tex(selection.selected, version_date, chain)
    suffix = theme is not None and theme != theme_of(selection)
    return Prepared(profile_path, selection, version_date, document, chain, suffix)
