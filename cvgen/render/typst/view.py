"""Turn a selected CV into the values the Typst templates lay out.

The CV's document (:mod:`cvgen.cv.document`) escaped by
:mod:`cvgen.render.typst.escape`, in the shape of the LaTeX view
(:mod:`cvgen.render.latex.view`), so that ``cv.typ.j2`` reads like
``cv.tex.j2``: every string a template sees is :class:`Typ`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cvgen.cv.citation import author_series, cited_venue, edition_when, initials, venue_edition_line
from cvgen.cv.document import Contact, DocSection, cv_document, footer_text
from cvgen.cv.papers import PaperEntry
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import EntryView, HonorGroup, SkillRow
from cvgen.cv.words import Words
from cvgen.model import Bullet
from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.model.style import DEFAULT_FONT_SIZE
from cvgen.model.theme import ThemeLook
from cvgen.render.typst.escape import Typ, literal, typ, typ_markup, typ_url
from cvgen.tex.fonts import resolve_fonts
from cvgen.tex.icons import icon_outline

View = dict[str, Any]


def build_view(
    selected: SelectedCV, version_date: PartialDate, look: ThemeLook | None = None
) -> View:
    """``look``: the theme's, for how it groups and numbers papers unless the style says."""
    profile, locale = selected.profile, selected.locale
    document = cv_document(selected, version_date, look=look)
    style = profile.style
    before, _, after = locale.document.page.partition("{page}")
    return {
        "given_name": typ(document.header.given),
        "family_name": typ(document.header.family),
        "position": typ_words(document.header.position),
        "address": typ_markup(document.header.address),
        "contacts": [contact_item(c) for c in document.header.contacts],
        # the fixed name the photo is written under in the root (cvgen.sources.photo)
        "photo": literal(document.header.photo.file_name) if document.header.photo else None,
        "summary": typ(document.summary),
        "accent": literal(style.accent_color.upper()),
        "sections": [section_view(s, locale) for s in document.sections],
        "footer_date": typ(locale.full_date(version_date)),
        "footer_name": typ(footer_text(profile, locale, version_date)),
        "page_before": typ(before),
        "page_after": typ(after),
        "lang": literal(locale.code.split("-")[0].lower()),
        "cjk_locale": locale.cjk,
        "join": typ(locale.punctuation.parts),
        "date": Typ(
            f"datetime(year: {version_date.year}, month: {version_date.month or 1}, "
            f"day: {version_date.day or 1})"
        ),
        "style": {
            "letter": style.paper == "letter",
            "scale": Typ(f"{style.font_size / DEFAULT_FONT_SIZE:.4f}"),
            "dates_left": style.dates == "left",
            "margins": {
                side: Typ(_length(getattr(style.margins, side)))
                for side in ("left", "right", "top", "bottom")
                if style.margins is not None and getattr(style.margins, side)
            },
        },
    }


def _length(value: Any) -> str:
    """A validated length (``1.5cm``, ``10mm``, ``0.7in``, ``12pt``) as Typst writes it."""
    return str(value).strip()


def typ_words(words: Words) -> Typ:
    """The user's pieces with their markup, cvgen's words as written."""
    return Typ("".join(typ_markup(p.text) if p.markup else typ(p.text) for p in words.pieces))


def contact_item(contact: Contact) -> View:
    """A contact; one whose kind has no icon in the bundled font has ``icon``
    none, and the theme writes its ``word`` instead (as the LaTeX side does)."""
    kind = contact.kind
    font = resolve_fonts()[kind.font].path("UprightFont")
    outline = icon_outline(font, kind.icon) if kind.icon else None
    return {
        "field": Typ(kind.field),
        "icon": literal(icon_svg(outline.units, outline.path)) if outline else Typ("none"),
        "text": typ(contact.text.replace(" ", "\u00a0")),  # a label breaks no line
        "word": typ(contact.word),  # in the CV's language, as the LaTeX view has it
        "url": typ_url(contact.url),
    }


def icon_svg(units: int, path: str) -> str:
    """A glyph's outline (PDF path operators, :mod:`cvgen.tex.icons`) as an SVG
    image one em high, drawn as a shape: no text extractor reads it."""
    tokens, d, xs = path.split(), [], []
    numbers: list[float] = []
    for token in tokens:
        if token in ("m", "l", "c", "h"):
            pairs = [(numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2)]
            xs += [x for x, _ in pairs]
            coords = " ".join(f"{x:g} {-y:g}" for x, y in pairs)
            d.append(" ".join(filter(None, (_SVG_VERB[token], coords))))
            numbers = []
        else:
            numbers.append(float(token))
    width = max(xs, default=units)
    top = round(units * 0.875)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 {-top} {width:g} {units}">'
        f'<path fill="#333333" d="{" ".join(d)}"/></svg>'
    )


_SVG_VERB = {"m": "M", "l": "L", "c": "C", "h": "Z"}


def bullet_view(bullet: Bullet) -> View:
    return {"text": typ_markup(bullet.text), "items": [bullet_view(b) for b in bullet.items]}


def entry(view: EntryView) -> View:
    lines = [{"text": typ_words(line), "items": []} for line in view.lines]
    return {
        "title": typ_words(view.title),
        "location": typ_words(view.place),
        "role": typ_words(view.role),
        "date": typ_words(view.dates),
        "bullets": lines + [bullet_view(b) for b in view.bullets],
        "group": typ_words(view.group),  # the heading of the group it begins, if any
        "continues": view.continues,  # another position at the employer above
    }


def author_names(authors: Iterable[tuple[str, bool, str, bool]]) -> list[Typ]:
    """Each author ``(name, bold, marks, underline)``: the owner in bold, marked
    and underlined as the LaTeX side sets it."""
    names = []
    for author, bold, marks, underline in authors:
        name = Typ(f"#underline[{typ(author)}]") + typ(marks) if underline else typ(author + marks)
        names.append(Typ(f"#strong[{name}]") if bold else name)
    return names


def paper_entry(paper: PaperEntry, locale: Locale) -> View:
    names = author_names((a.name, a.owner, a.marks, a.underline) for a in paper.authors)
    line = Typ(typ(", ").join(names))
    if paper.aside:
        line += typ(paper.aside)
    links = [Typ(f"#link({typ_url(k.url)})[{typ(k.label)}]") for k in paper.links if typ_url(k.url)]
    extras = Typ(typ(" · ").join(([typ(paper.extras)] if paper.extras else []) + links))
    view = paper.item.paper
    short = [initials(a.name) for a in paper.authors]
    marked = author_names(
        (n, a.owner, a.marks, a.underline) for n, a in zip(short, paper.authors, strict=True)
    )
    separators = author_series(short, locale.papers.and_word)
    return {
        "title": typ(paper.title),
        "location": typ(paper.venue),
        "role": typ(paper.status),
        "date": typ(paper.when),
        "bullets": [{"text": text, "items": []} for text in (line, extras) if text],
        "authors": line,
        "edition_venue": typ(venue_edition_line(view, locale)),
        "edition_when": typ(edition_when(view, locale)),
        "initials": Typ("".join(typ(s) + n for s, n in zip(separators, marked, strict=True))),
        "cited_venue": typ(cited_venue(view, locale)),
        "note": typ(paper.note),
        "extras": extras,
        "group": Typ(""),
        "continues": False,
    }


def honor_groups(groups: Sequence[HonorGroup]) -> list[View]:
    return [
        {
            "name": typ_words(group.category),
            "rows": [
                {
                    "year": typ_words(row.year),
                    "title": typ_words(row.title),
                    "issuer": typ_words(row.issuer),
                    "location": typ_words(row.place),
                }
                for row in group.rows
            ],
        }
        for group in groups
    ]


def skill_rows(rows: Sequence[SkillRow]) -> list[View]:
    return [
        {
            "category": typ_words(row.category),
            "items": Typ(typ(row.separator).join(typ_markup(i) for i in row.items if i)),
        }
        for row in rows
    ]


def section_view(section: DocSection, locale: Locale) -> View:
    """A section as ``cv.typ.j2`` lays it out; papers carry their number
    (``label``) and their group's title (``subsection``), as the LaTeX view's."""
    papers = [
        {**paper_entry(p, locale), "label": typ(p.number), "subsection": typ(g.title)}
        for g in section.paper_groups
        for p in g.papers
    ]
    return {
        "id": Typ(section.id),
        "kind": Typ(section.layout),
        "title": (typ(section.heading[0]), typ(section.heading[1])),
        "entries": [entry(e) for e in section.entries] + papers,
        "papers": bool(section.papers),
        "numbered": section.numbered,
        "counted": section.counted_plainly,
        "summary": typ_words(section.summary),
        "text": typ_markup(section.text),
        "items": [bullet_view(Bullet(text=t)) for t in section.items],
        "groups": honor_groups(section.groups),
        "rows": skill_rows(section.rows),
    }
