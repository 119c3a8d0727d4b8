"""RenderCV beside cvgen in ``make bench``: the same CV, and what RenderCV needs offline.

RenderCV (PyPI ``rendercv``; the latest that installs on this Python, 3.11, is 2.3:
2.4 and later need 3.12) typesets with the ``typst`` wheel, and its themes
import one Typst Universe package, ``@preview/fontawesome:0.5.0`` (its
``fa-icon(name, size: ..)`` draws the header's and the links' icons), which it
downloads on its first render (2.4 to 2.8 bundle their own Typst template, which
imports ``@preview/fontawesome:0.6.0``, the same calls: the one package again).
No PyPI or npm package ships it, and the bench's machines reach no other host,
so the bench lends RenderCV a stand-in of its own:
:func:`write_fontawesome` writes a package of that name and those versions whose
``fa-icon`` sets the glyph from the Font Awesome 5 fonts of the
``font-font-awesome`` wheel cvgen uses (copied into the render's ``fonts/``,
which RenderCV adds to Typst's font paths), into a Typst package cache in the
bench's scratch folder (``XDG_CACHE_HOME`` of the RenderCV process only). Every
row says so.

:func:`to_rendercv` writes cvgen's CV as RenderCV input, from what
``cvgen export --format jsonresume`` makes of it (the facts of the CV's variant),
less what cvgen's PDF does not show (the papers' abstracts).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path
from typing import Any

Data = dict[str, Any]

#: The Universe package RenderCV's Typst imports: 0.5.0 by 2.3's themes, 0.6.0 by
#: the template 2.4 to 2.8 bundle (they need Python 3.12; their calls are the same)
FONTAWESOME = "fontawesome"
FONTAWESOME_VERSIONS = ("0.5.0", "0.6.0")
STANDIN_NOTE = "with cvgen's stand-in for @preview/fontawesome (bench/rendercv_offline.py)"

#: Names RenderCV asks ``fa-icon`` for that Font Awesome 5 calls otherwise (the
#: names are Font Awesome 6's), and ORCID's, which these fonts lack, as a badge
FA6_NAMES = {
    "location-dot": "map-marker-alt",
    "external-link": "external-link-alt",
    "x-twitter": "twitter",
    "orcid": "id-badge",
}
#: The networks RenderCV 2.3 knows (``cv.social_networks``); cvgen's others are dropped
NETWORKS = (
    *("LinkedIn", "GitHub", "GitLab", "IMDB", "Instagram", "ORCID", "Mastodon"),
    *("StackOverflow", "ResearchGate", "YouTube", "Google Scholar", "Telegram", "X"),
)


def to_rendercv(resume: Data) -> Data:
    """RenderCV 2.x input (``cv:``, classic theme) of a JSON Resume document
    that cvgen exported: the header, education, experience, teaching (and other
    projects), publications, honours, skills, languages and interests, in the
    order of cvgen's long CV."""
    basics = resume["basics"]
    cv: Data = {"name": basics["name"]}
    if address := basics.get("location", {}).get("address"):
        cv["location"] = address
    for key, theirs in (("email", "email"), ("url", "website"), ("phone", "phone")):
        if basics.get(key):
            cv[theirs] = basics[key]
    networks = [
        {"network": p["network"], "username": p["username"]}
        for p in basics.get("profiles", ())
        if p.get("network") in NETWORKS and p.get("username")
    ]
    if networks:
        cv["social_networks"] = networks
    sections: Data = {}
    if basics.get("summary"):
        sections["summary"] = [_text(basics["summary"])]
    sections["education"] = [_education(e) for e in resume.get("education", ())]
    sections["experience"] = [
        _dated(e, company=e["name"], position=e.get("position", "")) for e in resume.get("work", ())
    ]
    for project in resume.get("projects", ()):
        title = "teaching experience" if project.get("type") == "teaching" else "projects"
        sections.setdefault(title, []).append(_project(project))
    sections["publications"] = [_publication(p) for p in resume.get("publications", ())]
    sections["honors and awards"] = [_award(a) for a in resume.get("awards", ())]
    sections["skills and interests"] = _skills(resume)
    cv["sections"] = {title: entries for title, entries in sections.items() if entries}
    return {"cv": cv, "design": {"theme": "classic"}}


def _text(value: str) -> str:
    """Text RenderCV shows as written: its Markdown's ``*`` and ``_`` escaped (an
    author marked ``*`` for equal contribution is not italics)."""
    return value.replace("\\", "\\\\").replace("*", "\\*").replace("_", "\\_")


def _dated(entry: Data, **fields: str) -> Data:
    """An entry with RenderCV's dates (an open end is ``present``), location and
    highlights."""
    out: Data = {k: _text(v) for k, v in fields.items()}
    if "startDate" in entry:
        out["start_date"] = entry["startDate"]
        out["end_date"] = entry.get("endDate", "present")
    elif "date" in entry or "releaseDate" in entry:
        out["date"] = entry.get("date") or entry["releaseDate"]
    if entry.get("location"):
        out["location"] = _text(entry["location"])
    if entry.get("highlights"):
        out["highlights"] = [_text(h) for h in entry["highlights"]]
    return out


def _education(entry: Data) -> Data:
    out = _dated(entry, institution=entry["institution"], area=entry.get("area", ""))
    if entry.get("studyType"):
        out["degree"] = _text(entry["studyType"])
    if entry.get("score"):
        out["highlights"] = [f"GPA: {_text(entry['score'])}", *out.get("highlights", ())]
    return out


def _project(entry: Data) -> Data:
    out = _dated(entry, name=entry["name"])
    if entry.get("entity"):
        out["location"] = _text(entry["entity"])
    if entry.get("roles"):
        out["summary"] = _text(", ".join(entry["roles"]))
    return out


def _publication(entry: Data) -> Data:
    out: Data = {"title": _text(entry["name"]), "authors": [_text(a) for a in entry["authors"]]}
    if entry.get("publisher"):
        out["journal"] = _text(entry["publisher"])
    if entry.get("releaseDate"):
        out["date"] = entry["releaseDate"]
    if entry.get("url"):
        out["url"] = entry["url"]
    return out


def _award(entry: Data) -> Data:
    name = entry["title"] + (f" ({entry['summary']})" if entry.get("summary") else "")
    out = _dated(entry, name=name)
    if entry.get("awarder"):
        out["summary"] = _text(entry["awarder"])
    return out


def _skills(resume: Data) -> list[Data]:
    rows = [
        {"label": _text(s["name"]), "details": _text(", ".join(s.get("keywords", ())))}
        for s in resume.get("skills", ())
    ]
    spoken = [
        lang["language"] + (f" ({lang['fluency']})" if lang.get("fluency") else "")
        for lang in resume.get("languages", ())
    ]
    hobbies = [i["name"] for i in resume.get("interests", ()) if not i.get("keywords")]
    for label, items in (("Languages", spoken), ("Interests", hobbies)):
        if items:
            rows.append({"label": label, "details": _text(", ".join(items))})
    return rows


def icon_table(fonts: Iterable[Path]) -> dict[str, tuple[str, int, int]]:
    """Each icon name of the Font Awesome fonts: (family, weight, code point); a
    name the regular face has is set regular (RenderCV asks for no solid icon),
    else solid, else from the brands."""
    from fontTools.ttLib import TTFont

    table: dict[str, tuple[str, int, int]] = {}
    faces = []
    for path in fonts:
        with TTFont(path, lazy=True) as font:
            # the typographic family (Typst's), else the legacy one
            family = font["name"].getDebugName(16) or font["name"].getDebugName(1)
            weight = font["OS/2"].usWeightClass
            faces.append((family, weight, dict(font.getBestCmap())))
    # the regular faces first: the first face that names an icon keeps it
    for family, weight, cmap in sorted(faces, key=lambda f: ("Brands" in f[0], f[1])):
        for code, name in cmap.items():
            if code >= 0xE000:  # Font Awesome's icons are private-use characters
                table.setdefault(name, (family, weight, code))
    for theirs, ours in FA6_NAMES.items():
        if ours in table:
            table.setdefault(theirs, table[ours])
    return table


def write_fontawesome(cache: Path, fonts: Iterable[Path]) -> list[Path]:
    """The stand-in package in the Typst package cache ``cache``, each version of
    :data:`FONTAWESOME_VERSIONS` (``cache/preview/fontawesome/0.5.0``, ...):
    ``fa-icon(name, solid: false, ..args)`` sets ``name``'s glyph, ``args`` passed
    to ``text`` (RenderCV gives ``size``); a name the fonts lack stops the
    render (the row then says it failed)."""
    rows = "".join(
        f'  "{icon}": ("{family}", {weight}, "\\u{{{code:x}}}"),\n'
        for icon, (family, weight, code) in sorted(icon_table(fonts).items())
        if icon.replace("-", "").isalnum()
    )
    library = (
        "// cvgen's benchmark stand-in for @preview/fontawesome (bench/rendercv_offline.py)\n"
        f"#let icons = (\n{rows})\n"
        "#let fa-icon(name, solid: false, ..args) = {\n"
        '  assert(name in icons, message: "the stand-in has no icon " + name)\n'
        "  let (family, weight, glyph) = icons.at(name)\n"
        "  text(font: family, weight: if solid { 900 } else { weight }, ..args, glyph)\n"
        "}\n"
    )
    folders = []
    for version in FONTAWESOME_VERSIONS:
        folder = cache / "preview" / FONTAWESOME / version
        folder.mkdir(parents=True, exist_ok=True)
        manifest = f'[package]\nname = "{FONTAWESOME}"\nversion = "{version}"\n'
        (folder / "typst.toml").write_text(manifest + 'entrypoint = "lib.typ"\n', "utf-8")
        (folder / "lib.typ").write_text(library, encoding="utf-8")
        folders.append(folder)
    return folders


def font_awesome_files() -> list[Path]:
    """The Font Awesome 5 fonts of the ``font-font-awesome`` wheel cvgen uses."""
    import font_font_awesome

    return sorted((Path(font_font_awesome.__file__).parent / "files").glob("*.otf"))


def rendercv_command() -> Path | None:
    """RenderCV for the bench: ``.venv-rendercv`` (``make bench-rendercv``), else
    ``$CVGEN_BENCH_RENDERCV``, else ``rendercv`` on PATH."""
    root = Path(__file__).resolve().parent.parent
    found = root / ".venv-rendercv" / "bin" / "rendercv"
    if found.is_file():
        return found
    other = os.environ.get("CVGEN_BENCH_RENDERCV") or shutil.which("rendercv")
    return Path(other) if other else None


def rendercv_version(command: Path) -> str:
    """The version of the ``rendercv`` package beside ``command``."""
    python = command.parent / "python"
    script = "import importlib.metadata as m; print(m.version('rendercv'))"
    if not python.is_file():
        return "?"
    done = subprocess.run([python, "-c", script], capture_output=True, text=True, check=False)
    return done.stdout.strip() or "?"


def prepare(folder: Path, resume: Data) -> tuple[str, dict[str, str]]:
    """A folder RenderCV renders cvgen's CV in, offline: the input file (its
    name returned), the Font Awesome fonts in ``fonts/`` and the stand-in in a
    package cache of its own; the environment to render with (that cache, and
    no network)."""
    import yaml

    folder.mkdir(parents=True, exist_ok=True)
    name = resume["basics"]["name"].replace(" ", "_") + "_CV.yaml"
    text = yaml.safe_dump(to_rendercv(resume), allow_unicode=True, sort_keys=False)
    (folder / name).write_text(text, encoding="utf-8")
    fonts = folder / "fonts"
    fonts.mkdir(exist_ok=True)
    for font in font_awesome_files():
        shutil.copy2(font, fonts / font.name)
    xdg_cache = folder / "xdg-cache"
    write_fontawesome(xdg_cache / "typst" / "packages", font_awesome_files())
    # RenderCV asks PyPI for a newer version of itself on every render: a proxy
    # that refuses at once keeps the network out of the timing
    refused = "http://127.0.0.1:9"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # cvgen's, not its
    env["XDG_CACHE_HOME"] = str(xdg_cache)
    return name, env | {"https_proxy": refused, "HTTPS_PROXY": refused}


def exported_resume(cvgen: str, profile: str, cwd: Path) -> Data:
    """``cvgen export --format jsonresume`` of ``profile``'s long CV."""
    done = subprocess.run(
        [cvgen, "export", profile, "--format", "jsonresume"],
        cwd=cwd, check=True, capture_output=True, text=True,
    )  # fmt: skip
    document: Data = json.loads(done.stdout)
    for paper in document.get("publications", ()):
        paper.pop("summary", None)  # the abstract: cvgen's long PDF shows none
    return document
