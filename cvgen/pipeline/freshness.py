"""Is a build up to date? Known from its input bytes alone: the fast path of
``cvgen build``, which neither validates nor renders nor imports the models.

A build's *source key* (:mod:`cvgen.pipeline.sourcekeys`, from its request and
:class:`~cvgen.pipeline.options.BuildOptions`) hashes everything that shapes its
PDF (a web page's key adds the page templates:
:func:`~cvgen.pipeline.sourcekeys.output_key`). After a build, :func:`record_build`
keeps the PDF or page in the cache (:mod:`cvgen.support.cache`) under that key.
When the key comes round again, :func:`fresh_build` finds the file in the output
folder, or copies it from the cache, without running anything else, and with the
warnings the build gave.
Identical input bytes passed validation the first time, so skipping it is safe.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cvgen.errors import Kind, Location, Problem
from cvgen.support import cache


@dataclass(frozen=True)
class FreshBuild:
    pdf: Path  # the PDF, or the web page (``.html``: ``pages`` is 0)
    pages: int
    warnings: tuple[Problem, ...]
    dropped: tuple[str, ...]
    from_cache: bool  # copied from the cache (the output folder did not have it)


def fresh_build(key: str, out_dir: Path) -> FreshBuild | None:
    """The PDF (or web page) a build with this key made, in ``out_dir`` (copied
    from the cache if it is not there); None if there is none. A record that is
    not this key's, or names anything but a PDF's or a page's file name, is not
    trusted: the build runs."""
    entry = _record(key)
    if entry is None:
        return None
    try:
        name = entry["file"]
        if not _plain_output_name(name):
            return None
        target = out_dir / name
        sha = entry["sha256"]
        warnings = tuple(map(problem_from_data, entry["warnings"]))
        result = FreshBuild(target, entry["pages"], warnings, tuple(entry["dropped"]), False)
    except (ValueError, KeyError, TypeError):
        return None
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == sha:
        return result
    kept = cache.read(_kind(name), f"{sha}{target.suffix}")
    if kept is None or hashlib.sha256(kept).hexdigest() != sha:
        return None
    from cvgen.support.files import write_atomically

    write_atomically(target, kept, inside=out_dir)
    return FreshBuild(result.pdf, result.pages, result.warnings, result.dropped, True)


def recorded_drops(key: str) -> tuple[str, ...] | None:
    """What the build with this key dropped to fit its page budget, as its
    record says (no output read or restored); None without a record."""
    entry = _record(key)
    try:
        return None if entry is None else tuple(map(str, entry["dropped"]))
    except (KeyError, TypeError):
        return None


def _record(key: str) -> dict[str, Any] | None:
    """The build record kept under ``key``, if it is one and says it is this key's."""
    raw = cache.read("builds", f"{key}.json")
    try:
        entry = json.loads(raw) if raw is not None else None
    except ValueError:
        return None
    return entry if isinstance(entry, dict) and entry.get("key") == key else None


OUTPUT_SUFFIXES = (".pdf", ".html")


def _plain_output_name(name: object) -> bool:
    """A PDF's or page's file name in the output folder itself: no folder, no
    way out of it."""
    return (
        isinstance(name, str)
        and name.endswith(OUTPUT_SUFFIXES)
        and Path(name).name == name
        and name not in OUTPUT_SUFFIXES
        and "\\" not in name
    )


def _kind(name: str) -> str:
    """The cache's folder for a kept output: ``pdf`` or ``html``."""
    return Path(name).suffix.lstrip(".")


def record_build(
    key: str, pdf: Path, pages: int, warnings: tuple[Problem, ...], dropped: tuple[str, ...]
) -> None:
    """Keep the PDF (or web page) in the cache and note which build made it."""
    data = pdf.read_bytes()
    sha = hashlib.sha256(data).hexdigest()
    cache.write(_kind(pdf.name), f"{sha}{pdf.suffix}", data)
    entry = {
        "key": key,
        "file": pdf.name,
        "sha256": sha,
        "pages": pages,
        "warnings": list(map(problem_data, warnings)),
        "dropped": list(dropped),
    }
    cache.write("builds", f"{key}.json", json.dumps(entry).encode())


def problem_data(problem: Problem) -> dict[str, Any]:
    where = problem.location
    return {
        "file": str(where.file) if where else None,
        "line": where.line if where else 0,
        "column": where.column if where else 0,
        "path": problem.path,
        "message": problem.message,
        "fix": problem.fix,
        "warning": problem.warning,
        "kind": [problem.kind.plural, problem.kind.lister] if problem.kind else None,
    }


def problem_from_data(data: dict[str, Any]) -> Problem:
    """A problem :func:`problem_data` stored (one that is not raises KeyError,
    TypeError or ValueError: the entry is then not used, as one from before
    warnings were stored whole, when they were strings, or without their kind)."""
    file = data["file"]
    where = Location(Path(file), int(data["line"]), int(data["column"])) if file else None
    kind = Kind(*map(str, data["kind"])) if data["kind"] else None
    return Problem(where, data["path"], data["message"], data["fix"], bool(data["warning"]), kind)
