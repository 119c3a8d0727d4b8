"""The ``cv.sections`` of a RenderCV file as a profile's sections.

RenderCV's sections are titled by their author and typed by their entries;
cvgen's have names. Each entry goes where its type and its section's title
say (the titles are compared without case, ``&`` read as "and"):

- EducationEntry -> education; ExperienceEntry -> experience in a section
  titled like one ("Experience", "Academic Positions", ...);
- PublicationEntry -> the publication database
  (:mod:`cvgen.importers.rendercv.papers`);
- NormalEntry -> honors in a section titled "Awards", "Honors", ... (when
  every entry has a year and nothing more than a name, location and date),
  projects in one titled "Projects" or "Software";
- OneLineEntry -> skills (a row per label) in a section titled "Skills", ...,
  languages in one titled "Languages";
- TextEntry in a section titled "Summary", "About me", ... -> summary; text
  and BulletEntry in one titled "Research Interests" -> research interests;
- NormalEntry in a section titled "Grants", "Funding", ... -> grants; in one
  titled "Talks", "Invited Talks", "Keynotes", ... -> talks; in one titled
  "Students", "Advising", "PhD Students", ... -> supervision; OneLineEntry,
  ExperienceEntry or NormalEntry in one titled "Service", "Reviewing",
  "Program Committees", ... -> service (each read by
  :mod:`cvgen.importers.rendercv.academic`; an entry it cannot type stays in a
  custom section of the RenderCV title, with a warning saying why);
- everything else -> a custom section with the RenderCV title, so nothing is
  lost.

A mapped section keeps its RenderCV title as its heading (``section_titles``),
and the sections keep their order (``style.section_order``). Two RenderCV
sections that map to one cvgen section are joined, with a warning.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cvgen.importers.jsonresume.fields import ResumeReader
from cvgen.importers.jsonresume.sections import programming_languages
from cvgen.importers.rendercv import academic, entries
from cvgen.model.base import HEADING_MAX, LINE_MAX
from cvgen.model.dates import PartialDate
from cvgen.model.markup import quote
from cvgen.sources.yamlsource import PathKey

Data = dict[str, Any]

_TITLES = {
    "experience": (
        *("experience", "work experience", "employment", "employment history", "work"),
        *("professional experience", "research experience", "industry experience"),
        *("positions", "academic positions", "appointments", "academic appointments"),
        *("professional appointments", "academic experience"),
    ),
    "honors": (
        *("awards", "honors", "honours", "awards and honors", "honors and awards"),
        *("awards and honours", "honours and awards", "prizes", "distinctions"),
        *("awards and fellowships", "fellowships and awards", "scholarships"),
    ),
    "projects": ("projects", "selected projects", "software", "open source", "research projects"),
    "skills": (
        *("skills", "technical skills", "technologies", "tools", "programming"),
        *("computer skills", "expertise", "competencies", "skills and tools"),
    ),
    "languages": ("languages", "spoken languages", "language skills"),
    "summary": (
        *("summary", "about", "about me", "profile", "biography", "bio", "overview"),
        *("research statement", "research summary", "introduction", "welcome to rendercv"),
    ),
    "research_interests": ("research interests", "interests", "research areas"),
    "grants": (
        *("grants", "funding", "research funding", "grants and funding", "funding and grants"),
        *("research grants", "grants and fellowships", "external funding"),
        *("grants as pi", "grants as co-pi", "funding as pi", "funding as co-pi"),
    ),
    "talks": (
        *("talks", "invited talks", "presentations", "keynotes", "seminars"),
        *("selected talks", "invited presentations", "talks and presentations"),
        *("keynotes and invited talks", "contributed talks"),
    ),
    "supervision": (
        *("students", "advising", "mentoring", "supervision", "phd students"),
        *("students supervised", "student supervision", "advisees", "current students"),
        *("graduated students", "former students", "research supervision", "postdocs"),
        *("postdoctoral researchers", "undergraduate students", "masters students"),
    ),
    "service": (
        *("service", "professional service", "academic service", "reviewing"),
        *("program committees", "programme committees", "professional activities"),
        *("service and outreach", "university service", "department service"),
    ),
}
#: the typed academic sections and what reads one of their entries
_ACADEMIC = {
    "grants": lambda reader, path, kind, title: academic.grant(reader, path, title),
    "talks": lambda reader, path, kind, title: academic.talk(reader, path, title),
    "supervision": lambda reader, path, kind, title: academic.student(reader, path, title),
    "service": lambda reader, path, kind, title: academic.service(reader, path, kind, title),
}
_RENDERCV_NAMES = {
    "normal": "NormalEntry",
    "one_line": "OneLineEntry",
    "experience": "ExperienceEntry",
}
# which entry types each typed section reads
_ACADEMIC_KINDS = {
    "grants": ("normal",),
    "talks": ("normal",),
    "supervision": ("normal",),
    "service": ("one_line", "experience", "normal"),
}
_BY_TITLE = {title: name for name, titles in _TITLES.items() for title in titles}
# the section of section_order that shows them
_SHOWN_IN = {"custom_sections": "custom", "languages": "skills"}
# what each section's heading is, unless the profile says otherwise
_DEFAULT = {"research_interests": "research interests", "honors": "honors"}


_SMALL = {"a", "an", "and", "at", "by", "for", "in", "of", "on", "the", "to", "with"}


def section_title(key: str) -> str:
    """The heading RenderCV shows for a section's key: a snake_case key in
    title case (``selected_talks`` -> "Selected Talks"), any other as written."""
    key = " ".join(key.split())
    if key != key.lower() or " " in key:
        return key
    words = [w for w in key.split("_") if w]
    return " ".join(w if i and w in _SMALL else w[:1].upper() + w[1:] for i, w in enumerate(words))


def normalize_title(title: str) -> str:
    text = title.casefold().replace("&", " and ").replace("_", " ")
    return " ".join(re.sub(r"[^\w\s'-]", " ", text).split())


@dataclass
class Sections:
    """The profile's sections, with what the papers' import needs."""

    data: Data = field(default_factory=dict)
    order: list[str] = field(default_factory=list)  # cvgen's section names, in RenderCV's order
    titles: dict[str, str] = field(default_factory=dict)  # a heading for a mapped section
    papers: list[PathKey] = field(default_factory=list)  # the PublicationEntries
    _from: dict[str, str] = field(default_factory=dict)  # which RenderCV title each came from

    def add(self, reader: ResumeReader, path: PathKey, name: str, title: str) -> None:
        """Note that the section ``title`` (at ``path``) goes to ``name``."""
        shown = _SHOWN_IN.get(name, name)
        if shown not in self.order:
            self.order.append(shown)
        if name == "custom_sections":
            return  # each keeps its own title
        first = self._from.setdefault(name, title)
        if first != title:
            reader.warn(
                path,
                f"its entries join those of '{first}' (cvgen has one {name} section)",
                "keep them apart as a custom section in the profile, if they must be",
                key=True,
            )
        elif normalize_title(title) != _DEFAULT.get(name, name.replace("_", " ")):
            self.titles[name] = title


def read_sections(reader: ResumeReader) -> Sections:
    """Every section of ``cv.sections`` (see the module doc)."""
    found = Sections()
    root: PathKey = ("cv", "sections")
    sections = reader.obj(root, None)  # any title is allowed: none is "left out"
    for title, items in (sections or {}).items():
        path = (*root, title)
        if items is None:
            continue
        if not isinstance(items, list):
            items = [items]  # one entry written without its list
            paths: list[PathKey] = [path]
        else:
            paths = [(*path, i) for i in range(len(items))]
        heading = section_title(str(title))
        _section(reader, found, heading, path, list(zip(paths, items, strict=True)))
    if found.data.get("languages") and found.data.get("skills"):
        found.data["skills"] = programming_languages(found.data["skills"])
    if found.titles:
        found.data["section_titles"] = found.titles
    return found


def _section(
    reader: ResumeReader, found: Sections, title: str, path: PathKey, items: list[Any]
) -> None:
    name = _BY_TITLE.get(normalize_title(title), "")
    typed = []
    for where, item in items:
        kind = entries.entry_type(item)
        if kind:
            typed.append((where, item, kind))
        elif item is not None:
            reader.warn(
                where,
                "left out: not an entry of RenderCV's types",
                "give it the fields of one (institution and area, company and position, name, "
                "label and details, bullet, title and authors), or write it as text",
            )
    if name == "honors" and not all(_plain_honor(reader, w, i, k) for w, i, k in typed):
        name = ""  # a grant's amount, an award's citation: a custom section keeps them
    custom: list[Data] = []
    for where, _item, kind in typed:
        target = _target(kind, name)
        if name in _ACADEMIC:
            made = _academic(reader, where, kind, name, title)
            if made:
                found.add(reader, path, name, title)
                found.data.setdefault(name, []).extend(made)
                continue
            target = "custom_sections"
        if target == "custom_sections":
            custom.append(_custom(reader, where, kind))
            continue
        found.add(reader, path, target, title)
        _put(reader, found.data, target, where, kind)
        if target == "publications":
            found.papers.append(where)
    if custom:
        heading = title
        if len(heading) > HEADING_MAX:
            reader.warn(path, f"the heading is cut to {HEADING_MAX} characters", key=True)
            heading = heading[:HEADING_MAX].rstrip()
        found.add(reader, path, "custom_sections", title)
        found.data.setdefault("custom_sections", []).append(
            {"title": quote(heading), "entries": custom}
        )


def _academic(reader: ResumeReader, path: PathKey, kind: str, name: str, title: str) -> list[Data]:
    """The typed entries of an entry in a grants, talks, supervision or service
    section; none (with a warning) when it cannot be one."""
    if kind not in _ACADEMIC_KINDS[name]:
        wanted = " or ".join(_RENDERCV_NAMES[k] for k in _ACADEMIC_KINDS[name])
        why = f"cvgen reads its {name} from {wanted} entries"
    elif isinstance(made := _ACADEMIC[name](reader, path, kind, title), list):
        return made
    else:
        why = made
    reader.warn(path, f"kept in a custom section: {why}", f"write it in the profile's {name}")
    return []


def _target(kind: str, name: str) -> str:
    """The profile section an entry of ``kind`` in a section named ``name`` joins."""
    if kind in ("education", "publication"):
        return "education" if kind == "education" else "publications"
    wanted = {
        "experience": ("experience",),
        "normal": ("honors", "projects"),
        "one_line": ("skills", "languages"),
        "text": ("summary", "research_interests"),
        "bullet": ("research_interests",),
    }
    return name if name in wanted.get(kind, ()) else "custom_sections"


def _plain_honor(reader: ResumeReader, path: PathKey, item: Any, kind: str) -> bool:
    """An entry an honour shows whole: a name, a location and a year."""
    if kind != "normal":
        return False
    extra = set(item) - {"name", "location", "date", "start_date"}
    if any(item.get(key) not in (None, "", []) for key in extra):
        return False
    return _year(reader, path) is not None


def _year(reader: ResumeReader, path: PathKey) -> int | None:
    for key in ("date", "start_date"):
        text = reader.text((*path, key))
        try:
            return PartialDate.parse(text).year if text else None
        except ValueError:
            continue
    return None


def _put(reader: ResumeReader, data: Data, target: str, path: PathKey, kind: str) -> None:
    if target == "publications":
        return  # the papers are read by cvgen.importers.rendercv.papers
    if target == "education":
        data.setdefault("education", []).append(entries.education(reader, path))
    elif target == "experience":
        data.setdefault("experience", []).append(entries.experience(reader, path))
    elif target == "honors":
        entry = entries.normal(reader, path)
        honor = {"title": entry["title"], "year": _year(reader, path)}
        if entry.get("location"):
            honor["location"] = entry["location"]
        data.setdefault("honors", []).append(honor)
    elif target == "projects":
        entry = entries.normal(reader, path)
        project: Data = {
            "name": entry.pop("title"),
            "location": entry.get("location", ""),
            **{k: entry[k] for k in ("start", "end", "when") if k in entry},
            "description": entry.get("subtitle", ""),
            "bullets": entry.get("bullets", []),
        }
        data.setdefault("projects", []).append({k: v for k, v in project.items() if v})
    elif target in ("skills", "languages"):
        label, details = entries.one_line(reader, path)
        if target == "skills":
            data.setdefault("skills", {}).setdefault(label, []).extend(entries.split_list(details))
        else:
            language = {"name": label, "level": details}
            data.setdefault("languages", []).append({k: v for k, v in language.items() if v})
    elif target == "summary":
        text = entries.plain(reader, path, kind)
        data["summary"] = f"{data['summary']}\n\n{text}" if data.get("summary") else text
    else:  # research interests
        text = entries.plain(reader, path, kind)
        data.setdefault("research_interests", []).extend(entries.split_list(text))


def _custom(reader: ResumeReader, path: PathKey, kind: str) -> Data:
    """An entry of a custom section, whatever its type."""
    if kind == "normal":
        return entries.normal(reader, path)
    if kind in ("experience", "education"):
        read = entries.experience if kind == "experience" else entries.education
        return entries.as_custom(kind, read(reader, path))
    if kind == "one_line":
        label, details = entries.one_line(reader, path)
        return {k: v for k, v in (("title", label), ("subtitle", details)) if v}
    text = entries.plain(reader, path, kind)
    return {"title": text} if len(text) <= LINE_MAX else {"bullets": [text]}
