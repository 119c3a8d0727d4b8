"""Is a build up to date? Known from its input bytes alone: the fast path of
``cvgen build``, which neither validates nor renders nor imports the models.

A build's *source key* hashes everything that shapes its PDF: cvgen's
version, the variant, the version date, ``--strict``, the profile's bytes,
the bytes of the database and variants files it uses, the templates, and the
font files (by name and size). After a build, :func:`record_build` keeps the
PDF in the cache (:mod:`cvgen.support.cache`) under that key. When the key comes
round again, :func:`fresh_build` finds the PDF in the output folder, or
copies it from the cache, without running anything else. Identical input
bytes passed validation the first time, so skipping it is safe.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cvgen import __version__
from cvgen.errors import CvgenError
from cvgen.model.dates import PartialDate
from cvgen.sources.paths import declared_database, find_database, find_variants, plain_yaml
from cvgen.support import cache

BUILTIN_VARIANTS = ("long", "short")  # cvgen.cv.variants.BUILTIN, without importing it


@dataclass(frozen=True)
class FreshBuild:
    pdf: Path
    pages: int
    warnings: tuple[str, ...]
    dropped: tuple[str, ...]
    from_cache: bool  # copied from the cache (the output folder did not have it)


@dataclass(frozen=True)
class ProfileInputs:
    """The files one profile's builds read, found once from plain YAML."""

    text: bytes
    data: dict[str, Any]
    database: Path | None
    variants: Path | None
    found: bool  # False: the database it names is missing (the full build says so)


def read_inputs(profile: Path, db_path: Path | None = None) -> ProfileInputs | None:
    """None when the profile cannot be read at all."""
    try:
        text = profile.read_bytes()
    except OSError:
        return None
    data = plain_yaml(text)
    try:
        database = find_database(profile, db_path, declared_database(data))
        variants = find_variants(profile, database)
    except CvgenError:
        return ProfileInputs(text, data, None, None, found=False)
    return ProfileInputs(text, data, database, variants, found=True)


def _section(data: dict[str, Any], name: str) -> dict[str, Any]:
    value = data.get(name)
    return value if isinstance(value, dict) else {}


def source_keys(
    profile: Path,
    variants: list[str],
    *,
    date: PartialDate | None = None,
    db_path: Path | None = None,
    strict: bool = False,
    inputs: ProfileInputs | None = None,
) -> dict[str, str] | None:
    """The key of each variant's build, or None when the inputs cannot even be
    found (the full build then says what is wrong). The profile, its group
    files, the templates and the fonts are read once for all the variants."""
    from cvgen.render.fonts import find_cjk_font, resolve_fonts
    from cvgen.support.resources import template_dir

    inputs = inputs or read_inputs(profile, db_path)
    if inputs is None or not inputs.found:
        return None
    try:
        fonts = resolve_fonts()
        parts: list[bytes | str] = [__version__, str(profile.resolve()), inputs.text]
        for group_file in (inputs.database, inputs.variants):
            parts += [str(group_file.resolve()), group_file.read_bytes()] if group_file else ["-"]
    except (OSError, CvgenError):
        return None
    parts += [p.name.encode() + p.read_bytes() for p in sorted(template_dir().iterdir())]
    for font in fonts.values():
        parts += [
            f"{font.folder / name}:{(font.folder / name).stat().st_size}"
            for name in font.family.files()
        ]
    cjk = find_cjk_font()
    parts.append(str(cjk.folder) if cjk else "-")
    base = cache.digest(*parts)
    day = date.iso() if date else str(inputs.data.get("date") or dt.date.today().isoformat())
    return {name: cache.digest(base, name, day, str(strict)) for name in variants}


def source_key(
    profile: Path,
    *,
    variant: str,
    date: PartialDate | None = None,
    db_path: Path | None = None,
    strict: bool = False,
) -> str | None:
    """The key of one build (see :func:`source_keys`)."""
    keys = source_keys(profile, [variant], date=date, db_path=db_path, strict=strict)
    return keys[variant] if keys else None


def variant_names(
    profile: Path, db_path: Path | None = None, inputs: ProfileInputs | None = None
) -> list[str]:
    """Every variant a profile has (built-in, the group's, its own), read from
    plain YAML; :func:`cvgen.cv.variants.variant_names` is the validated twin."""
    names = list(BUILTIN_VARIANTS)
    inputs = inputs or read_inputs(profile, db_path)
    if inputs is None:
        return names
    group = (
        _section(plain_yaml(inputs.variants.read_bytes()), "variants") if inputs.variants else {}
    )
    for layer in (group, _section(inputs.data, "variants")):
        names += [str(n) for n in layer if str(n) not in names]
    return names


def fresh_build(key: str, out_dir: Path) -> FreshBuild | None:
    """The PDF a build with this key made, in ``out_dir`` (copied from the cache
    if it is not there); None if there is none."""
    raw = cache.read("builds", f"{key}.json")
    if raw is None:
        return None
    try:
        entry = json.loads(raw)
        target = out_dir / entry["file"]
        sha = entry["sha256"]
        result = FreshBuild(
            target, entry["pages"], tuple(entry["warnings"]), tuple(entry["dropped"]), False
        )
    except (ValueError, KeyError, TypeError):
        return None
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == sha:
        return result
    pdf = cache.read("pdf", f"{sha}.pdf")
    if pdf is None or hashlib.sha256(pdf).hexdigest() != sha:
        return None
    from cvgen.support.files import write_atomically

    write_atomically(target, pdf)
    return FreshBuild(result.pdf, result.pages, result.warnings, result.dropped, True)


def record_build(
    key: str, pdf: Path, pages: int, warnings: tuple[str, ...], dropped: tuple[str, ...]
) -> None:
    """Keep the PDF in the cache and note which build made it."""
    data = pdf.read_bytes()
    sha = hashlib.sha256(data).hexdigest()
    cache.write("pdf", f"{sha}.pdf", data)
    entry = {
        "file": pdf.name,
        "sha256": sha,
        "pages": pages,
        "warnings": list(warnings),
        "dropped": list(dropped),
    }
    cache.write("builds", f"{key}.json", json.dumps(entry).encode())


def split_fresh(
    paths: list[Path],
    variant: str,
    *,
    date: PartialDate | None,
    db_path: Path | None,
    strict: bool,
    out_dir: Path,
    force: bool,
) -> tuple[list[tuple[Path, FreshBuild]], list[tuple[Path, str]]]:
    """The builds ``cvgen build`` asks for (``all``: every variant of each
    profile), split into those already up to date and those to build."""
    fresh: list[tuple[Path, FreshBuild]] = []
    stale: list[tuple[Path, str]] = []
    for path in paths:
        inputs = read_inputs(path, db_path)
        names = variant_names(path, db_path, inputs) if variant == "all" else [variant]
        keys = (
            None
            if force
            else source_keys(path, names, date=date, db_path=db_path, strict=strict, inputs=inputs)
        )
        for name in names:
            found = fresh_build(keys[name], out_dir) if keys else None
            if found is None:
                stale.append((path, name))
            else:
                fresh.append((path, found))
    return fresh, stale
