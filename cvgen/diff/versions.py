"""Where a version of a CV comes from, for ``cvgen diff``.

A version is named as the user would name it:

- a profile (``profiles/zili-zhang.yaml``): loaded, merged and selected like a build;
- a git revision of a file (``HEAD~1:profiles/zili-zhang.yaml``, as git writes
  it): read with git itself, together with the group files (publication
  database, variants) as they were in that revision;
- a PDF that cvgen built: the CV data it embeds (see :mod:`cvgen.cv.snapshot`);
- any other PDF: only its text, for a comparison by section.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from cvgen.cv.request import CvRequest
from cvgen.cv.selection import SelectedCV
from cvgen.cv.snapshot import SnapshotError, from_snapshot
from cvgen.cv.workspace import Workspace
from cvgen.diff.gitfiles import GitRevision, parse_revision_spec
from cvgen.errors import CvgenError, FileReadError, Problem
from cvgen.model.dates import PartialDate
from cvgen.sources.jsonsource import nesting_depth
from cvgen.sources.limits import MAX_DEPTH
from cvgen.support.tools import run_tool
from cvgen.tex.stamp import EmbeddedDataError, embedded_data

Kind = Literal["profile", "git", "pdf", "text"]


@dataclass(frozen=True)
class CvVersion:
    spec: str  # as the user named it
    kind: Kind  # "text": a PDF without cvgen data, compared by its text
    selected: SelectedCV | None = None
    date: PartialDate | None = None  # the version date, when known
    pdf: bytes | None = None  # the PDF's bytes, for a version read from one
    note: str = ""  # why only the text can be compared
    warnings: tuple[Problem, ...] = ()

    @property
    def variant(self) -> str | None:
        return self.selected.variant.name if self.selected else None

    @property
    def language(self) -> str | None:
        """The CV's locale (``en``, ``zh``), when cvgen data says."""
        return self.selected.locale.code or None if self.selected else None

    def describe(self) -> str:
        """``examples/zili.yaml (2023-07-25, long)``: what is being compared."""
        facts = [self.date.iso() if self.date else "undated"]
        facts.append(self.variant or "text only")
        if self.language and self.language != "en":  # a CV in another language says so
            facts.append(self.language)
        return f"{self.spec} ({', '.join(facts)})"


def read_version(spec: str, request: CvRequest | None = None) -> CvVersion:
    """The CV ``spec`` names; profiles are cut to the request's variant, in its
    locale (PDFs are what they are). Each version is read in a workspace of
    its own: two revisions of a file are different files."""
    request = request or CvRequest()
    path = Path(spec)
    if path.is_file():
        return _from_file(spec, path, "profile", Workspace(), request)
    if path.exists():
        raise FileReadError(f"{spec}: not a file (give a profile, a PDF, or REV:path)")
    revision = parse_revision_spec(spec)
    if revision is None:
        raise FileReadError(f"{spec}: no such file (give a profile, a PDF, or REV:path from git)")
    return _from_git(spec, revision, request)


def _from_file(
    spec: str, path: Path, kind: Kind, workspace: Workspace, request: CvRequest
) -> CvVersion:
    if _is_pdf(path):
        return read_pdf(spec, path.read_bytes())
    selection = workspace.resolve(dataclasses.replace(request, profile=path), typeset=False)
    date = selection.loaded.profile.date
    return CvVersion(spec, kind, selection.selected, date, warnings=selection.warnings)


def _is_pdf(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(5) == b"%PDF-"


def _from_git(spec: str, revision: GitRevision, request: CvRequest) -> CvVersion:
    """Check the file and the group files it uses out of the revision into a
    scratch folder laid out like the repository, and read it from there."""
    with tempfile.TemporaryDirectory(prefix="cvgen-git-") as scratch:
        root = Path(scratch)
        profile = revision.check_out(root)
        workspace = Workspace(profiles_dir=root / revision.cwd_prefix / "profiles")
        try:
            version = _from_file(spec, profile, "git", workspace, request)
        except CvgenError as exc:
            raise revision.relocate(exc, root) from None
        warnings = tuple(revision.relocate_problem(w, root) for w in version.warnings)
        return dataclasses.replace(version, warnings=warnings)


def read_pdf(spec: str, data: bytes) -> CvVersion:
    """A PDF's embedded CV data, or (without it) a text-only version. A PDF is
    an input like a profile: one that cannot be read, or whose data is past
    the limits of an input file (its size, how deep it nests), is a
    :class:`FileReadError`; data that is only damaged leaves the text."""
    try:
        blob = embedded_data(data)
    except EmbeddedDataError as exc:
        raise FileReadError(f"{spec}: {exc}") from None
    if blob is None:
        note = f"{spec} has no cvgen data (not built by cvgen)"
        return CvVersion(spec, "text", pdf=data, note=note)
    try:
        snapshot = json.loads(blob)
        if nesting_depth(snapshot) > MAX_DEPTH:
            raise RecursionError
        selected, date = from_snapshot(snapshot)
    except RecursionError:  # json's own reader gives up near 1,000 levels
        raise FileReadError(
            f"{spec}: its cvgen data nests more than {MAX_DEPTH} levels deep (not data cvgen wrote)"
        ) from None
    except (ValueError, SnapshotError) as exc:
        note = f"{spec}: its cvgen data cannot be read ({exc})"
        return CvVersion(spec, "text", pdf=data, note=note)
    return CvVersion(spec, "pdf", selected, date, pdf=data)


def pdf_text(data: bytes) -> str:
    """The text of a PDF, by pdftotext (poppler-utils)."""
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    out = run_tool(
        ["pdftotext", "-layout", "-enc", "UTF-8", "-", "-"],
        package="poppler-utils",
        stdin=data,
        env=env,
    )
    return out.decode("utf-8", errors="replace")
