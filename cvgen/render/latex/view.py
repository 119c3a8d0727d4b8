"""Turn a selected CV into the values the LaTeX templates lay out.

The header, the sections and what their entries show are the CV's document
(:mod:`cvgen.cv.document`); this module escapes it for ``cv.tex.j2`` and
``sections.tex.j2``, adding the footer, the page label and the style. Every
string here is produced by :mod:`cvgen.render.latex.escape`, so templates only
ever see :class:`~cvgen.render.latex.escape.Tex`. The view is plain dicts and lists,
because that is what Jinja2 templates read most naturally (and what
:mod:`cvgen.diff.marked` marks up).
"""

from __future__ import annotations

from collections.abc import Sequence

from cvgen.cv.document import Contact, cv_document, footer_text
from cvgen.cv.selection import SelectedCV
from cvgen.model.dates import PartialDate
from cvgen.model.locale import Locale
from cvgen.model.theme import ThemeLook
from cvgen.render.latex.escape import Tex, tex, tex_markup, tex_url
from cvgen.render.latex.options import style_view
from cvgen.render.views import View, ViewBuilder, wrapper
from cvgen.tex.icons import IconOutline, contact_outlines

#: The sections' and entries' values (:mod:`cvgen.render.views`) in LaTeX
LATEX = ViewBuilder(
    kind=Tex,
    text=tex,
    markup=tex_markup,
    url=tex_url,
    bold=wrapper(r"\textbf{{{}}}", Tex),
    underline=wrapper(r"\underline{{{}}}", Tex),
    link=lambda url, label: Tex(rf"\href{{{url}}}{{{label}}}"),
    comma=Tex(", "),
)


def build_view(
    selected: SelectedCV, version_date: PartialDate, look: ThemeLook | None = None
) -> View:
    """``look``: the theme's, for how it groups and numbers papers unless the style says."""
    profile, locale = selected.profile, selected.locale
    document = cv_document(selected, version_date, look=look)
    return {
        "given_name": tex(document.header.given),
        "family_name": tex(document.header.family),
        "position": LATEX.words(document.header.position),
        "address": tex_markup(document.header.address),
        "contacts": contact_items(document.header.contacts),
        # after a contact's word, the locale's separator; None: the class's own ":~"
        "word_separator": word_separator_tex(document.header.word_separator),
        # the fixed name the photo is written under beside the .tex (cvgen.sources.photo)
        "photo": Tex(document.header.photo.file_name) if document.header.photo else None,
        "summary": tex(document.summary),
        "accent": Tex(profile.style.accent_color.lstrip("#").upper()),
        "sections": [LATEX.section(s, locale) for s in document.sections],
        "footer_date": tex(locale.full_date(version_date)),
        "footer_name": tex(footer_text(profile, locale, version_date)),
        "page_label": page_label(locale),
        "cjk_face": Tex(locale.cjk_face),
        "cjk_locale": locale.cjk,
        "breaks_at_spaces": locale.breaks_at_spaces,  # Korean: cjk.tex.j2
        "join": tex(locale.punctuation.parts),
        "style": style_view(profile.style),
        "legend": None,  # set for a marked-up comparison (see cvgen.diff.marked)
        # positions grouped under their employer: the theme's positions.tex.j2 is needed
        "grouped": any(e.continues for s in document.sections for e in s.entries),
    }


def page_label(locale: Locale) -> Tex | None:
    """The footer's page number when the locale words it (``第 1 页``); None for
    the number alone, the class's default."""
    if locale.document.page == "{page}":
        return None
    before, _, after = locale.document.page.partition("{page}")
    return Tex("".join((tex(before), r"\thepage{}", tex(after))))


def word_separator_tex(separator: tuple[str, str]) -> Tex | None:
    r"""The separator after a contact's word (:attr:`Header.word_separator`),
    its space one no line breaks at; None for the one ``\cvcontactword``
    writes itself (``:\nobreak\ ``)."""
    mark, space = separator
    if (mark, space) == (":", " "):
        return None
    return Tex(str(tex(mark)) + (r"\nobreak\ " if space else ""))


def contact_items(contacts: Sequence[Contact]) -> list[View]:
    """The header's contacts, each icon with its outline (:mod:`cvgen.tex.icons`)."""
    outlines = contact_outlines([c.kind for c in contacts])
    return [contact_item(c, o) for c, o in zip(contacts, outlines, strict=True)]


def contact_item(contact: Contact, outline: IconOutline | None) -> View:
    """A contact; one whose kind has no icon in the bundled font has an empty
    ``icon``, and the template writes its ``word`` instead."""
    kind = contact.kind
    return {
        "field": Tex(kind.field),
        "font": Tex(kind.font),
        "icon": Tex(kind.icon),
        "units": Tex(str(outline.units) if outline else ""),
        "outline": Tex(outline.path if outline else ""),
        "text": tex(contact.text.replace(" ", "\u00a0")),  # a label breaks no line
        "word": tex(contact.word),  # for a theme whose contacts are words (ThemeLook.contacts)
        "url": tex_url(contact.url),
    }
