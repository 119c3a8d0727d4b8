"""Turn a selected CV into the values the Typst templates lay out.

The CV's document (:mod:`cvgen.cv.document`) escaped by
:mod:`cvgen.render.typst.escape`: its header here, its sections by the views
the LaTeX view builds too (:mod:`cvgen.render.views`, with Typst's escaper),
so that ``cv.typ.j2`` reads like ``cv.tex.j2``: every string a template sees
is :class:`Typ`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cvgen.cv.document import Contact, cv_document, footer_text
from cvgen.cv.selection import SelectedCV
from cvgen.model.dates import PartialDate
from cvgen.model.style import DEFAULT_FONT_SIZE
from cvgen.model.theme import ThemeLook
from cvgen.render.typst.escape import Typ, literal, typ, typ_markup, typ_url
from cvgen.render.views import View, ViewBuilder, wrapper
from cvgen.tex.icons import IconOutline, contact_outlines

#: The sections' and entries' values (:mod:`cvgen.render.views`) in Typst
TYPST = ViewBuilder(
    kind=Typ,
    text=typ,
    markup=typ_markup,
    url=typ_url,
    bold=wrapper("#strong[{}]", Typ),
    underline=wrapper("#underline[{}]", Typ),
    link=lambda url, label: Typ(f"#link({url})[{label}]") if url else Typ(""),
    comma=typ(", "),
)


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
        "position": TYPST.words(document.header.position),
        "address": typ_markup(document.header.address),
        "contacts": contact_items(document.header.contacts, document.header.word_separator),
        # the fixed name the photo is written under in the root (cvgen.sources.photo)
        "photo": literal(document.header.photo.file_name) if document.header.photo else None,
        "summary": typ(document.summary),
        "accent": literal(style.accent_color.upper()),
        "sections": [TYPST.section(s, locale) for s in document.sections],
        "footer_date": typ(locale.full_date(version_date)),
        "footer_name": typ(footer_text(profile, locale, version_date)),
        "page_before": typ(before),
        "page_after": typ(after),
        "lang": literal(locale.code.split("-")[0].lower()),
        "cjk_locale": locale.cjk,
        "breaks_at_spaces": locale.breaks_at_spaces,  # Korean: cv.typ.j2
        "join": typ(locale.punctuation.parts),
        "date": Typ(
            f"datetime(year: {version_date.year}, month: {version_date.month or 1}, "
            f"day: {version_date.day or 1})"
        ),
        "legend": None,  # set for a marked-up comparison (see cvgen.diff.marked)
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


def contact_items(contacts: Sequence[Contact], separator: tuple[str, str]) -> list[View]:
    """The header's contacts, each icon with its outline (:mod:`cvgen.tex.icons`)."""
    outlines = contact_outlines([c.kind for c in contacts])
    return [contact_item(c, o, separator) for c, o in zip(contacts, outlines, strict=True)]


def contact_item(contact: Contact, outline: IconOutline | None, separator: tuple[str, str]) -> View:
    """A contact; one whose kind has no icon in the bundled font has ``icon``
    none, and the theme writes its ``word`` instead (as the LaTeX side does),
    then ``sep``: the locale's separator (:attr:`Header.word_separator`), its
    space one no line breaks at."""
    kind = contact.kind
    return {
        "field": Typ(kind.field),
        "icon": literal(icon_svg(outline.units, outline.path)) if outline else Typ("none"),
        "text": typ(contact.text.replace(" ", "\u00a0")),  # a label breaks no line
        "word": typ(contact.word),  # in the CV's language, as the LaTeX view has it
        "sep": typ(separator[0] + ("\u00a0" if separator[1] else "")),
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
