"""The entries of each CV section as template values: one builder per kind.

Every string passes through :mod:`cvgen.render.latex.escape`; see :mod:`cvgen.render.latex.view`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cvgen.cv.merge import CvPaper
from cvgen.model import Bullet, Dated, Honor, Profile
from cvgen.model.dates import PartialDate, date_range
from cvgen.render.latex.escape import Tex, tex, tex_markup

View = dict[str, Any]


def join_tex(separator: str, texts: Sequence[str]) -> Tex:
    """Join marked-up texts, each parsed on its own so markup never spans two."""
    return Tex(tex(separator).join(tex_markup(t) for t in texts if t))


def entries_section(title: tuple[Tex, Tex], entries: Sequence[Any], build: Any) -> View:
    return {"kind": Tex("entries"), "title": title, "entries": [build(e) for e in entries]}


def _dates(entry: Dated) -> Tex:
    if entry.when:
        return tex_markup(entry.when)
    return tex(date_range(entry.start, entry.end, expected=entry.expected))


def _entry(title: str, location: str, role: str, dates: Tex, bullets: list[View]) -> View:
    return {
        "title": tex_markup(title),
        "location": tex_markup(location),
        "role": tex_markup(role),
        "date": dates,
        "bullets": bullets,
    }


def bullet_view(bullet: Bullet) -> View:
    return {"text": tex_markup(bullet.text), "items": [bullet_view(b) for b in bullet.items]}


def _labelled(label: str, text: str) -> View:
    return {"text": tex(f"{label}: ") + tex_markup(text), "items": []}


def education_entry(e: Any) -> View:
    extra = []
    if e.gpa:
        gpa = tex_markup(e.gpa) + (tex(" (") + tex_markup(e.rank) + tex(")") if e.rank else Tex())
        extra.append({"text": tex("Overall GPA: ") + gpa, "items": []})
    elif e.rank:
        extra.append(_labelled("Rank", e.rank))
    if e.advisor:
        extra.append(_labelled("Advisor", e.advisor))
    if e.thesis:
        extra.append(_labelled("Thesis", e.thesis))
    if e.courses:
        extra.append({"text": tex("Related Courses: ") + join_tex(" / ", e.courses), "items": []})
    bullets = extra + [bullet_view(b) for b in e.bullets]
    return _entry(e.institution, e.location, e.degree, _dates(e), bullets)


def experience_entry(e: Any) -> View:
    extra = [
        _labelled(label, value)
        for label, value in (("Topic", e.topic), ("Advisor", e.advisor), ("Mentor", e.mentor))
        if value
    ]
    bullets = extra + [bullet_view(b) for b in e.bullets]
    return _entry(e.organization, e.location, e.role, _dates(e), bullets)


def teaching_entry(t: Any) -> View:
    return _entry(
        t.course,
        t.location or t.institution,
        t.role,
        _dates(t),
        [bullet_view(b) for b in t.bullets],
    )


def project_entry(p: Any) -> View:
    bullets = [{"text": tex_markup(p.description), "items": []}] if p.description else []
    if p.url:
        bullets.append({"text": tex_markup(f"[{p.url}]({_absolute(p.url)})"), "items": []})
    bullets += [bullet_view(b) for b in p.bullets]
    return _entry(p.name, p.location, p.role, _dates(p), bullets)


def custom_entry(c: Any) -> View:
    return _entry(c.title, c.location, c.subtitle, _dates(c), [bullet_view(b) for b in c.bullets])


def _absolute(url: str) -> str:
    return url if "://" in url or url.startswith("mailto:") else f"https://{url}"


def paper_entries(papers: Sequence[CvPaper]) -> list[View]:
    entries = []
    for item in papers:
        paper = item.paper
        names = []
        for author in item.authors:
            name = tex(author.name + ("*" if author.equal else ""))
            names.append(Tex(rf"\textbf{{{name}}}") if author.owner else name)
        line = Tex(", ".join(names))
        if any(a.equal for a in item.authors):
            line = line + tex(" (* indicates equal contribution)")
        venue = paper.venue.short if paper.venue else ""
        status = (
            "In Preprint"
            if paper.status == "preprint"
            else (paper.venue.long if paper.venue else paper.status.title())
        )
        month = PartialDate(paper.year, paper.month or 0)
        when = ", ".join(x for x in (paper.location, month.short()) if x)
        entries.append(
            {
                "title": tex(paper.title),
                "location": tex(venue),
                "role": tex(status),
                "date": tex(when),
                "bullets": [{"text": line, "items": []}],
            }
        )
    return entries


def honor_groups(honors: Sequence[Honor]) -> list[View]:
    groups: dict[str, list[View]] = {}
    for h in honors:
        rank = tex(" (") + tex_markup(h.rank) + tex(")") if h.rank else Tex()
        title = tex_markup(h.title) + rank
        groups.setdefault(h.category, []).append(
            {
                "year": tex_markup(h.when) if h.when else tex(h.year.short()),
                "title": title,
                "issuer": tex_markup(h.issuer),
                "location": tex_markup(h.location),
            }
        )
    return [{"name": tex_markup(name), "rows": rows} for name, rows in groups.items()]


def skill_rows(profile: Profile) -> list[View]:
    """One row per category, then languages and interests; ``parts`` keeps each
    item on its own (for marking changes, see :mod:`cvgen.diff.marked`)."""
    rows = [(tex_markup(category), list(items)) for category, items in profile.skills.items()]
    if profile.languages:
        langs = [
            f"{lang.name} ({lang.level})" if lang.level else lang.name for lang in profile.languages
        ]
        rows.append((tex("Languages"), langs))
    if profile.interests:
        rows.append((tex("Interests"), list(profile.interests)))
    return [
        {
            "category": category,
            "items": join_tex(", ", items),
            "parts": [tex_markup(item) for item in items if item],
        }
        for category, items in rows
    ]
