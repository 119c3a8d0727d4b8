"""A build's *source key*: a hash of everything that shapes its PDF, from the
input bytes alone, without validating, rendering or importing the models
(the up-to-date check of :mod:`cvgen.pipeline.freshness`).

The key covers cvgen's version, the variant, the version date, ``--strict``,
``--theme``, ``--locale``, the profile's bytes, the bytes of the database and
variants files it uses, the templates and built-in themes, the group's own
themes and every locale file (every file of every theme or locale a profile
there could choose: which one it chooses is in the
bytes above), and the font files (by name and size). A command reads each of
those files once, however many builds it checks (:class:`InputReader`).
"""

from __future__ import annotations

import datetime as dt
import json
import threading
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from cvgen import __version__
from cvgen.cv.request import CvRequest
from cvgen.errors import CvgenError
from cvgen.sources.limits import MAX_FILE_BYTES
from cvgen.sources.paths import declared_database, find_database, find_variants, plain_yaml
from cvgen.support import cache
from cvgen.support.defaults import BUILTIN_VARIANTS, version_date
from cvgen.support.reading import read_regular

OUTPUT_FORMATS = ("pdf", "html")  # what a build writes: the PDF, the web page


@dataclass(frozen=True)
class ProfileFacts:
    """What a key needs of a profile's plain YAML (:func:`profile_facts`)."""

    photo: str | None  # ``photo``, as text
    date: str | None  # ``date``, as text (None: none, or empty)
    database: str | None  # ``publications.database``
    variants: tuple[str, ...]  # the names under ``variants``, in order

    @classmethod
    def of(cls, data: dict[str, Any]) -> ProfileFacts:
        photo, date = data.get("photo"), data.get("date")
        return cls(
            None if photo is None else str(photo),
            str(date) if date else None,
            declared_database(data),
            tuple(str(name) for name in _section(data, "variants")),
        )


@dataclass(frozen=True)
class ProfileInputs:
    """The files one profile's builds read, found once from plain YAML."""

    text: bytes
    facts: ProfileFacts
    database: Path | None
    variants: Path | None
    found: bool  # False: the database it names is missing (the full build says so)


def read_inputs(profile: Path, db_path: Path | None = None) -> ProfileInputs | None:
    """None when the profile cannot be read at all."""
    try:
        text = read_regular(profile, MAX_FILE_BYTES)  # a FIFO or /dev/zero: the build says why
    except OSError:
        return None
    facts = profile_facts(text)
    try:
        database = find_database(profile, db_path, facts.database)
        variants = find_variants(profile, database)
    except CvgenError:
        return ProfileInputs(text, facts, None, None, found=False)
    return ProfileInputs(text, facts, database, variants, found=True)


FACTS = "facts"  # the cache's kind


def profile_facts(text: bytes) -> ProfileFacts:
    """The facts of a profile's bytes, kept in the cache as JSON by the bytes'
    hash and cvgen's version: a ``--force`` build of a CV rendered before, or
    one that is up to date, then needs neither PyYAML (its import and the
    parse: 15-20 ms, before the typesetter's PDF can be taken) nor anything
    else. A file that changed has another hash; an entry of another shape, or
    naming a photo or database the profile's bytes do not hold (a resealed
    entry cannot have the key read a file the profile does not name; one the
    cache refuses as tampered with is a miss), is made again from the YAML."""
    name = cache.digest(__version__, FACTS, text) + ".json"
    raw = cache.read(FACTS, name)
    if raw is not None:
        try:
            found = json.loads(raw)
            fields = (found["photo"], found["date"], found["database"])
            names = found["variants"]
            if (
                all(f is None or isinstance(f, str) for f in fields)
                and isinstance(names, list)
                and all(isinstance(n, str) for n in names)
                and all(f is None or f.encode() in text for f in (fields[0], fields[2]))
            ):
                return ProfileFacts(*fields, tuple(names))
        except (ValueError, KeyError, TypeError):
            pass
    facts = ProfileFacts.of(plain_yaml(text))
    cache.write(FACTS, name, json.dumps(asdict(facts)).encode())  # variants: a JSON list
    return facts


class InputReader:
    """What the up-to-date check reads, each file read once per command: the
    profiles, the group files they share, the templates and the fonts. The
    builds of a batch share one, from any thread; files can change between
    commands (and the rounds of ``--watch``), so each makes its own."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._files: dict[Path, bytes] = {}
        self._inputs: dict[tuple[Path, Path | None], ProfileInputs | None] = {}
        self._shared: list[bytes | str] | None = None
        self._themes: dict[Path, list[bytes | str]] = {}
        self._locales: dict[Path, list[bytes | str]] = {}
        self._pages: list[bytes | str] | None = None

    def read(self, path: Path) -> bytes:
        with self._lock:
            if path not in self._files:
                self._files[path] = _read(path)
            return self._files[path]

    def inputs(self, profile: Path, db_path: Path | None = None) -> ProfileInputs | None:
        with self._lock:
            if (profile, db_path) not in self._inputs:
                self._inputs[profile, db_path] = read_inputs(profile, db_path)
            return self._inputs[profile, db_path]

    def shared(self) -> list[bytes | str]:
        """The parts of every key that do not depend on the profile."""
        from cvgen.support.resources import template_dir
        from cvgen.tex.fonts import find_cjk_font, find_fallback_font, resolve_fonts

        with self._lock:
            if self._shared is None:
                fonts = resolve_fonts()
                folder = template_dir()
                templates = sorted(p for p in folder.rglob("*") if p.is_file())
                parts: list[bytes | str] = [
                    p.relative_to(folder).as_posix().encode() + b"\0" + _read(p) for p in templates
                ]
                for font in fonts.values():
                    parts += [
                        f"{font.folder / name}:{(font.folder / name).stat().st_size}"
                        for name in font.family.files()
                    ]
                optional = (find_cjk_font(), find_fallback_font())
                self._shared = [*parts, *(str(f.folder) if f else "-" for f in optional)]
            return self._shared

    def pages(self) -> list[bytes | str]:
        """The web page's templates and stylesheet (``page_templates/``)."""
        from cvgen.support.resources import page_template_dir

        with self._lock:
            if self._pages is None:
                folder = page_template_dir()
                files = sorted(p for p in folder.rglob("*") if p.is_file())
                self._pages = [
                    p.relative_to(folder).as_posix().encode() + b"\0" + _read(p) for p in files
                ]
            return self._pages

    def themes(self, profiles_folder: Path) -> list[bytes | str]:
        """Every file of the group's own themes for profiles in ``profiles_folder``."""
        from cvgen.sources.themes import theme_dirs

        with self._lock:
            if profiles_folder not in self._themes:
                parts: list[bytes | str] = []
                for place in theme_dirs(profiles_folder):
                    files = sorted(p for p in place.rglob("*") if p.is_file())
                    parts += [str(p.resolve()).encode() + b"\0" + _read(p) for p in files]
                self._themes[profiles_folder] = parts
            return self._themes[profiles_folder]

    def locales(self, profiles_folder: Path) -> list[bytes | str]:
        """Every locale file a profile in ``profiles_folder`` could choose, cvgen's and
        the group's (which one it chooses is in the profile and variants files)."""
        from cvgen.sources.locales import available_locales

        with self._lock:
            if profiles_folder not in self._locales:
                files = available_locales(profiles_folder).values()
                self._locales[profiles_folder] = [
                    str(f.path.resolve()).encode() + b"\0" + _read(f.path) for f in files
                ]
            return self._locales[profiles_folder]


def _read(path: Path) -> bytes:
    """An input's bytes for a key: a regular file within the input limit, else
    an OSError (the key is then unknown, and the full build says what is wrong)."""
    return read_regular(path, MAX_FILE_BYTES)


def _photo(profile: Path, written: object) -> list[bytes | str]:
    """The photo's bytes (read by the loader's rules: a photo that breaks them
    has no key, and the full build says why)."""
    if written is None:
        return ["-"]
    from cvgen.sources.photo import MAX_PHOTO_BYTES, photo_path

    path = photo_path(profile, str(written))  # a CvgenError: no key
    return [str(written), read_regular(path, MAX_PHOTO_BYTES, follow_symlinks=False)]


def _section(data: dict[str, Any], name: str) -> dict[str, Any]:
    value = data.get(name)
    return value if isinstance(value, dict) else {}


def source_keys(
    request: CvRequest, variants: list[str], *, strict: bool = False,
    reader: InputReader | None = None,
) -> dict[str, str] | None:  # fmt: skip
    """The key of each variant's build of ``request`` (its variant aside), or
    None when the inputs cannot even be found (the full build then says what is
    wrong); ``reader``: the command's, which reads each file once for all the
    profiles and variants."""
    profile = request.profile
    reader = reader or InputReader()
    inputs = reader.inputs(profile, request.db_path)
    if inputs is None or not inputs.found:
        return None
    try:
        parts: list[bytes | str] = [__version__, str(profile.resolve()), inputs.text]
        parts += _photo(profile, inputs.facts.photo)
        for group_file in (inputs.database, inputs.variants):
            parts += [str(group_file.resolve()), reader.read(group_file)] if group_file else ["-"]
        parts += reader.shared()
        parts += [request.theme or "-", *reader.themes(profile.parent)]
        parts += [request.locale or "-", *reader.locales(profile.parent)]
        parts += [f"engine={request.engine}"] if request.engine else []
    except (OSError, CvgenError):
        return None
    base = cache.digest(*parts)
    flag = request.date.iso() if request.date else None
    day = str(version_date(flag, inputs.facts.date, dt.date.isoformat))
    return {name: cache.digest(base, name, day, str(strict)) for name in variants}


def output_key(
    key: str, fmt: str, formats: tuple[str, ...], reader: InputReader | None = None
) -> str:
    """The key of one output of a build: the PDF's is the build's key; the web
    page's also covers the page templates and whether it links to a PDF built
    beside it (``fmt``: ``pdf`` or ``html``, one of the command's ``formats``)."""
    if fmt == "pdf":
        return key
    linked = "pdf" if "pdf" in formats else "-"
    return cache.digest(key, fmt, linked, *(reader or InputReader()).pages())


def variant_names(
    profile: Path, db_path: Path | None = None, reader: InputReader | None = None
) -> list[str]:
    """Every variant a profile has (built-in, the group's, its own), read from
    plain YAML (:func:`cvgen.cv.variants.variant_names` validates them)."""
    names = list(BUILTIN_VARIANTS)
    reader = reader or InputReader()
    inputs = reader.inputs(profile, db_path)
    if inputs is None:
        return names
    group = {}
    if inputs.variants:
        group = _section(plain_yaml(reader.read(inputs.variants)), "variants")
    for layer in (tuple(map(str, group)), inputs.facts.variants):
        names += [n for n in layer if n not in names]
    return names
