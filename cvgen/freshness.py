"""Is a build up to date? Known from its input bytes alone: the fast path of
``cvgen build``, which neither validates nor renders nor imports the models.

A build's *source key* hashes everything that shapes its PDF: cvgen's
version, the variant, the version date, ``--strict``, the profile's bytes,
the bytes of the database and variants files it uses, the templates, and the
font files (by name and size). After a build, :func:`record_build` keeps the
PDF in the cache (:mod:`cvgen.cache`) under that key. When the key comes
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

from cvgen import __version__, cache
from cvgen.dates import PartialDate
from cvgen.errors import CvgenError
from cvgen.paths import find_database, find_variants

BUILTIN_VARIANTS = ("long", "short")  # cvgen.variants.BUILTIN, without importing it


@dataclass(frozen=True)
class FreshBuild:
    pdf: Path
    pages: int
    warnings: tuple[str, ...]
    dropped: tuple[str, ...]
    from_cache: bool  # copied from the cache (the output folder did not have it)


def _plain_yaml(path: Path) -> dict[str, Any]:
    import yaml

    try:
        data = yaml.load(path.read_bytes(), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (OSError, yaml.YAMLError):
        return {}
    return data if isinstance(data, dict) else {}


def _section(data: dict[str, Any], name: str) -> dict[str, Any]:
    value = data.get(name)
    return value if isinstance(value, dict) else {}


def source_key(
    profile: Path,
    *,
    variant: str,
    date: PartialDate | None = None,
    db_path: Path | None = None,
    strict: bool = False,
) -> str | None:
    """The key of a build, or None when the inputs cannot even be found (the
    full build then says what is wrong)."""
    from cvgen.fonts import find_cjk_font, resolve_fonts
    from cvgen.resources import template_dir

    try:
        text = profile.read_bytes()
        data = _plain_yaml(profile)
        declared = _section(data, "publications").get("database")
        database = find_database(profile, db_path, declared if isinstance(declared, str) else None)
        variants = find_variants(profile, database)
        fonts = resolve_fonts()
    except (OSError, CvgenError):
        return None
    day = date.iso() if date else str(data.get("date") or dt.date.today().isoformat())
    parts: list[bytes | str] = [
        __version__,
        variant,
        day,
        str(strict),
        str(profile.resolve()),
        text,
    ]
    for group_file in (database, variants):
        parts += [str(group_file.resolve()), group_file.read_bytes()] if group_file else ["-"]
    parts += [p.name.encode() + p.read_bytes() for p in sorted(template_dir().iterdir())]
    for font in fonts.values():
        parts += [
            f"{font.folder / name}:{(font.folder / name).stat().st_size}"
            for name in font.family.files()
        ]
    cjk = find_cjk_font()
    parts.append(str(cjk.folder) if cjk else "-")
    return cache.digest(*parts)


def variant_names(profile: Path, db_path: Path | None = None) -> list[str]:
    """Every variant a profile has (built-in, the group's, its own), read from
    plain YAML; :func:`cvgen.variants.variant_names` is the validated twin."""
    names = list(BUILTIN_VARIANTS)
    data = _plain_yaml(profile)
    declared = _section(data, "publications").get("database")
    try:
        database = find_database(profile, db_path, declared if isinstance(declared, str) else None)
        variants = find_variants(profile, database)
    except CvgenError:
        variants = None
    group = _section(_plain_yaml(variants), "variants") if variants else {}
    for layer in (group, _section(data, "variants")):
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
    from cvgen.stamp import write_atomically

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
        for name in variant_names(path, db_path) if variant == "all" else [variant]:
            key = (
                None
                if force
                else source_key(path, variant=name, date=date, db_path=db_path, strict=strict)
            )
            found = fresh_build(key, out_dir) if key else None
            if found is None:
                stale.append((path, name))
            else:
                fresh.append((path, found))
    return fresh, stale
