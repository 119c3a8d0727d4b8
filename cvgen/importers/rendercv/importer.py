"""Make a cvgen profile from a RenderCV file (``cvgen import-rendercv``).

RenderCV (rendercv.com) keeps a CV in one YAML file: ``cv:`` (the header, its
``social_networks`` and ``sections``), ``design:``, ``locale:`` (before 2.0:
``locale_catalog:``) and ``rendercv_settings:`` (2.0: ``settings:``).

- The header: name, ``headline`` (or ``label``) -> position, ``location`` ->
  address, email, phone (its ``tel:`` dropped), ``website`` -> homepage,
  ``social_networks`` -> the header's contacts, as JSON Resume's profiles (others:
  a warning);
- ``sections``: :mod:`cvgen.importers.rendercv.sections`, the papers
  :mod:`cvgen.importers.rendercv.papers` (the names in bold become the
  profile's aliases);
- ``design``: the theme, as the nearest built-in one (:data:`THEMES`);
  the primary colour (``color``, or ``colors``' ``primary``, ``section_titles``
  or ``name``) -> ``style.accent_color``; the page size -> ``style.paper``; the
  body font size (9 to 12 pt) -> ``style.font_size``; the rest is the theme's;
- ``locale``: the language -> ``locale`` (en, de, fr, es, zh, ja, ko);
- ``rendercv_settings.date`` (``settings.current_date``) -> the version date.

What has no place in a profile is a warning at its line and column; nothing
of the file's shape stops the import (:mod:`cvgen.importers.jsonresume.fields`
reads it); the profile is written as :mod:`cvgen.importers.profilewrite` writes
every import's.
"""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cvgen.errors import InputError, Location, Problem
from cvgen.importers.jsonresume.basics import network_profile
from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.importers.jsonresume.papers import plan_papers
from cvgen.importers.profilewrite import ImportedProfile, Origin, PaperPlan, write_import
from cvgen.importers.rendercv import entries
from cvgen.importers.rendercv.papers import owner_spellings, read_paper
from cvgen.importers.rendercv.sections import read_sections
from cvgen.importers.venuetable import VenueTable
from cvgen.model import Contacts, PublicationDatabase
from cvgen.model.dates import PartialDate
from cvgen.model.markup import quote
from cvgen.model.style import Style
from cvgen.sources.loader import RENDERCV_KEYS, is_rendercv
from cvgen.sources.paths import PROFILES_DIR
from cvgen.sources.yamlsource import PathKey, load_yaml

Data = dict[str, Any]

#: RenderCV's themes and the nearest built-in cvgen theme: moderncv's titles
#: and dates stand in a left column, as margin's do; the others are one
#: column with ruled section titles, as classic is.
THEMES = {
    "classic": "classic",
    "sb2nov": "classic",
    "engineeringresumes": "classic",
    "engineeringclassic": "classic",
    "harvard": "classic",
    "moderncv": "margin",
}
#: RenderCV's languages (2.0 names them; 1.x codes) and cvgen's locales
LANGUAGES = {
    **dict.fromkeys(("english", "en"), "en"),
    **dict.fromkeys(("german", "deutsch", "de"), "de"),
    **dict.fromkeys(("french", "français", "francais", "fr"), "fr"),
    **dict.fromkeys(("spanish", "español", "espanol", "es"), "es"),
    **dict.fromkeys(("chinese", "mandarin", "mandarin chinese", "zh"), "zh"),
    **dict.fromkeys(("japanese", "ja"), "ja"),
    **dict.fromkeys(("korean", "ko"), "ko"),
}
_HEADER = ("name", "headline", "label", "location", "email", "phone", "website")
_COLOR_NAMES = {
    "black": "#000000",
    "blue": "#0000FF",
    "darkblue": "#00008B",
    "navy": "#000080",
    "red": "#FF0000",
    "darkred": "#8B0000",
    "green": "#008000",
    "teal": "#008080",
    "gray": "#808080",
    "grey": "#808080",
    "purple": "#800080",
    "orange": "#FFA500",
    "maroon": "#800000",
}
_RGB = re.compile(r"^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$", re.IGNORECASE)
_HEX = re.compile(r"^#?([0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})$")
_POINTS = re.compile(r"^(\d+(?:\.\d+)?)\s*pt$")


def import_rendercv(
    cv_file: Path,
    profiles_dir: Path = PROFILES_DIR,
    db: Path | None = None,
    name: str | None = None,
    *,
    profile: Path | None = None,
) -> ImportedProfile:
    """Write a profile for the RenderCV file ``cv_file`` in ``profiles_dir``
    (named after the person, or ``profile``) and add its papers to ``db``
    (default: ``publications.yaml`` beside the new profile, made if needed),
    as :func:`cvgen.importers.jsonresume.importer.import_jsonresume` does.
    ``name`` replaces the file's ``cv.name``."""
    document = load_yaml(cv_file)
    if not is_rendercv(document.data):
        raise InputError(
            [
                Problem(
                    Location(cv_file, 1, 1),
                    "",
                    "not a RenderCV file: it has no cv: with sections:",
                    "a RenderCV file starts with cv: (name, email, ..., sections: ...) and "
                    "may have design:, locale: and rendercv_settings:",
                )
            ]
        )
    reader = ResumeReader(document)
    reader.obj((), RENDERCV_KEYS, "not a part of a RenderCV file")
    data = _header(reader)
    person = " ".join((name or reader.text(("cv", "name"))).split())
    if not person:
        reader.error(("cv", "name"), "the person's name is missing", "add it, or give --name")
    sections = read_sections(reader)
    owners = [person, *(n for n in owner_spellings(reader, sections.papers) if n != person)]
    data = {
        **_settings(reader),  # the version date comes first, as in the profile's model
        "name": quote(person),
        **({"aliases": owners[1:]} if len(owners) > 1 else {}),
        **data,
        **sections.data,
    }
    style = _design(reader, data)
    if len(sections.order) > 1:
        style["section_order"] = sections.order
    if style:
        data["style"] = style
    data |= _locale(reader)
    origin = Origin(cv_file, "import-rendercv", "the RenderCV file")

    def plan(database: PublicationDatabase, venues: VenueTable | None) -> PaperPlan:
        read = partial(read_paper, reader, person=person)
        return plan_papers(reader, database, owners, sections.papers, read, venues)

    return write_import(origin, reader, data, (profiles_dir, profile, db), plan)


def _header(reader: ResumeReader) -> Data:
    path: PathKey = ("cv",)
    extra = ("sections", "social_networks")
    reader.obj(path, (*_HEADER, *extra, "photo"), "cvgen's header has no place for it")
    if reader.get((*path, "photo")):
        reader.warn(
            (*path, "photo"),
            "left out: a photo is a file beside the profile",
            "copy it there and write photo: FILE in the profile (a JPEG or PNG)",
            key=True,
        )
    data = {
        "position": entries.markup(reader, reader.either(path, "headline", "label")),
        "address": entries.markup(reader, (*path, "location")),
    }
    phone = re.sub(r"^tel:", "", reader.text((*path, "phone")))
    contacts: Data = {
        "email": reader.text((*path, "email")),
        "phone": phone,
        "homepage": reader.text((*path, "website")),
    }
    for item in reader.objects((*path, "social_networks")):
        network_profile(reader, item, contacts)
    for key, value in list(contacts.items()):
        try:
            Contacts.model_validate({key: value} if value else {})
        except ValidationError as exc:
            at = {"homepage": "website"}.get(key, key)
            reader.warn((*path, at), f"left out: {exc.errors()[0]['msg']}", "check it")
            value = ""
        if not value:
            del contacts[key]
    return {k: v for k, v in {**data, "contacts": contacts}.items() if v}


def _design(reader: ResumeReader, data: Data) -> Data:
    """The theme (into ``data``) and the style the design asks for."""
    path: PathKey = ("design",)
    design = reader.obj(path, None)  # what is left over is reported below
    if design is None:
        return {}
    used: set[PathKey] = set()
    theme = reader.text((*path, "theme"))
    if theme:
        used.add((*path, "theme"))
        data["theme"] = THEMES.get(theme.casefold(), "classic")
        if theme.casefold() not in THEMES:
            reader.warn(
                (*path, "theme"),
                f"RenderCV's theme '{theme}' is not one cvgen knows: the CV uses classic",
                "see cvgen themes for the others",
            )
    style: Data = {}
    for where in (
        (*path, "color"),
        *((*path, "colors", k) for k in ("primary", "section_titles", "name")),
    ):
        text = reader.text(where) if reader.get(where) is not None else ""
        if text:
            used.add(where)
            if color := _color(text):
                style.setdefault("accent_color", color)
            else:
                reader.warn(
                    where, f"left out: '{text}' is not a colour cvgen reads", "write #RRGGBB"
                )
    for where in ((*path, "page_size"), (*path, "page", "size")):
        size = reader.text(where).casefold() if reader.get(where) is not None else ""
        if size:
            used.add(where)
            paper = "letter" if "letter" in size else "a4" if "a4" in size else ""
            if paper:
                style["paper"] = paper
            else:
                reader.warn(where, f"left out: cvgen prints on a4 or letter, not {size}")
    for where in ((*path, "font_size"), (*path, "typography", "font_size", "body")):
        size = reader.text(where) if reader.get(where) is not None else ""
        if size:
            used.add(where)
            points = _POINTS.match(size) or re.fullmatch(r"(\d+(?:\.\d+)?)", size)
            if points and 9 <= float(points.group(1)) <= 12:
                size_pt = float(points.group(1))
                style["font_size"] = int(size_pt) if size_pt.is_integer() else size_pt
            else:
                reader.warn(where, f"left out: cvgen's body text is 9 to 12 pt, not {size}")
    _unused(reader, path, design, used, "the theme's look is cvgen's own (see cvgen themes)")
    Style.model_validate(style)  # an error here is a bug of the mapping
    return style


def _color(text: str) -> str:
    if rgb := _RGB.match(text.strip()):
        parts = [int(p) for p in rgb.groups()]
        return "#" + "".join(f"{min(p, 255):02X}" for p in parts)
    if hexa := _HEX.match(text.strip()):
        digits = hexa.group(1)
        return "#" + (digits if len(digits) == 6 else "".join(d * 2 for d in digits)).upper()
    return _COLOR_NAMES.get(text.strip().casefold(), "")


def _locale(reader: ResumeReader) -> Data:
    found: Data = {}
    for key in ("locale", "locale_catalog"):
        path: PathKey = (key,)
        value = reader.get(path)
        if value is None:
            continue
        if isinstance(value, str):  # locale: english
            value, where = {"language": value}, path
        else:
            where = (*path, "language")
            if reader.obj(path, None) is None:
                continue
        used: set[PathKey] = set()
        language = reader.text(where) if isinstance(value.get("language"), str) else ""
        if language:
            used.add((*path, "language"))
            code = LANGUAGES.get(language.casefold())
            if code is None:
                reader.warn(
                    where,
                    f"left out: cvgen has no built-in locale for {language}: the CV is in English",
                    "add one to the group's locales/ (see cvgen locales) and set locale:",
                )
            elif code != "en":
                found["locale"] = code
        if isinstance(reader.get(path), dict):
            _unused(reader, path, value, used, "cvgen's locale has its own words and dates")
    return found


def _settings(reader: ResumeReader) -> Data:
    found: Data = {}
    for key, date_key in (("rendercv_settings", "date"), ("settings", "current_date")):
        path: PathKey = (key,)
        value = reader.obj(path, None)
        if value is None:
            continue
        where = (*path, date_key)
        text = reader.text(where) if reader.get(where) is not None else ""
        if text:
            try:
                date = PartialDate.parse(text)
            except ValueError:
                date = None
            if date and date.is_full and not date.present:
                found["date"] = date.iso()
            else:
                reader.warn(where, f"left out: '{text}' is not a day", "write YYYY-MM-DD")
        used = {where} if text else set()
        _unused(reader, path, value, used, "cvgen's build has its own options")
    return found


def _unused(reader: ResumeReader, path: PathKey, value: Data, used: set[PathKey], why: str) -> None:
    """A warning for each key under ``path`` that no ``used`` path reads."""
    for key, item in value.items():
        here = (*path, key)
        if item in (None, "", [], {}) or here in used:
            continue
        deeper = {u for u in used if u[: len(here)] == here}
        if deeper and isinstance(item, dict):
            _unused(reader, here, item, deeper, why)
        else:
            reader.warn(here, f"left out: {why}", key=True)
