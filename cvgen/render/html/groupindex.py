"""The front page of a group's site (``cvgen site``): the group's name, what it
does and its links (``group.yaml``, or ``--title`` and ``--about``), then one
card per member with their photo (when their CV shows one), name, role and
links, the way to their CV page, its PDF and their papers on the publication
page. When some members have a photo, the others show their initials in its
place, so that the cards line up.

A card's texts come from the member's selected CV through the same helpers as
the CV page (:mod:`cvgen.cv.document`, :mod:`cvgen.render.html.view`), so the
card and the page agree.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass

from markupsafe import Markup

from cvgen.cv.document import Header, header, shown_photo
from cvgen.cv.selection import SelectedCV
from cvgen.cv.views import current_role
from cvgen.cv.words import joined
from cvgen.model import Style
from cvgen.model.dates import PartialDate
from cvgen.model.group import GroupLink
from cvgen.model.links import absolute_url
from cvgen.model.locale import Locale
from cvgen.model.markup import plain_text
from cvgen.render.html.colors import readable_on_white
from cvgen.render.html.document import render_with_fonts, web_environment
from cvgen.render.html.escape import html, html_words, safe_url
from cvgen.render.html.look import look_css
from cvgen.render.html.view import View, contact_item, photo_item, position_line
from cvgen.render.html.webfonts import cjk_font_stack
from cvgen.sources.themes import default_look

TEMPLATE = "site.html.j2"


@dataclass(frozen=True)
class MemberCard:
    name: str
    given: str
    family: str
    lang: str  # the member's CV's language: the card is in it
    position: Markup
    contacts: list[View]
    href: str  # the CV page, relative to the index
    pdf: str  # the PDF, relative to the index; empty: none built
    papers: int  # on the group's publication page
    papers_href: str  # the publication page filtered to this member
    photo: View | None = None  # as the CV page embeds it, its alt text the name
    initials: str = ""  # in the photo's place when another member has one


def member_card(
    selected: SelectedCV, *, href: str, pdf: str, papers: int, papers_href: str
) -> MemberCard:
    head = header(selected.profile, locale=selected.locale)  # the card in the CV's words
    name = plain_text(selected.profile.name)
    return MemberCard(
        name=name,
        given=head.given,
        family=head.family,
        lang=selected.locale.language,
        position=_position(selected, head),
        contacts=[contact_item(c, head.word_separator) for c in head.contacts],
        href=href,
        pdf=pdf,
        papers=papers,
        papers_href=papers_href,
        photo=photo_item(shown_photo(selected), name),
        initials=_initials(head),
    )


def _initials(head: Header) -> str:
    """The first letter of the given and the family name ("AL"); a name
    written in one script without spaces (a Chinese one) gives its family's."""
    given, family = head.given.strip(), head.family.strip()  # plain text
    first = [w[0] for w in (given, family) if w and w[0].isalpha()]
    if any(not c.isascii() and not c.isupper() and not c.islower() for c in first):
        return family[:1] or given[:1]  # no case: a CJK name's family character
    return "".join(first).upper()


def _position(selected: SelectedCV, head: Header) -> Markup:
    """The CV's position line; without one, what the member is now (a Ph.D.
    student's degree and university), so that no card is a bare name."""
    profile = selected.profile
    if profile.position or profile.affiliation:
        return position_line(head)
    return html_words(joined(" · ", current_role(profile)))


@dataclass(frozen=True)
class GroupView:
    """The group itself, above its members: every text escaped here."""

    about: tuple[Markup, ...]  # paragraphs
    links: tuple[tuple[Markup, str], ...]  # text and a safe address


def group_view(about: Sequence[str], links: Sequence[GroupLink]) -> GroupView:
    return GroupView(
        tuple(html(p) for p in about),
        tuple(
            (html(link.text), href) for link in links if (href := safe_url(absolute_url(link.url)))
        ),
    )


def render_index(
    title: str,
    members: Sequence[MemberCard],
    *,
    about: Sequence[str] = (),
    links: Sequence[GroupLink] = (),
    words: Locale,
    publications_href: str,
    paper_count: int,
    date: PartialDate | None,
    accents: Set[str] = frozenset(),
) -> str:
    """The index page's HTML, its words in ``words`` (a locale with site words),
    ``about`` the group's paragraphs and ``links`` its links;
    in the members' accent colour when they share one (``accents``), else the
    default style's."""
    template = web_environment().get_template(TEMPLATE)
    accent = next(iter(accents)) if len(accents) == 1 else Style().accent_color
    site = words.site_words
    before, _, after = site.around("updated", "date")
    values = {
        "lang": words.language,
        "words": site,
        "pdf_link": words.document.pdf_link,
        "title": title,
        "group": group_view(about, links),
        "members": members,
        "photos": any(m.photo for m in members),  # else the cards are as they were
        "publications_href": publications_href,
        "paper_count": paper_count,
        "date_iso": date.iso() if date else "",
        "date": words.full_date(date) if date else "",
        "updated_before": before,
        "updated_after": after,
        "accent": accent,
        "accent_text": readable_on_white(accent),
        "cjk": cjk_font_stack(words.cjk_face),
        "korean": words.breaks_at_spaces,  # korean.css
        "look": look_css(default_look()),
    }
    return render_with_fonts(template, values, None, None)
