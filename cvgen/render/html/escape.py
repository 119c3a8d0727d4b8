"""HTML that shows user text as written: one escaper for the web CV and the site.

Every value a web template prints is either escaped here into
:class:`markupsafe.Markup` or escaped by Jinja's autoescape. cvgen's small
markup (``**bold**``, ``*italic*``, ``[text](url)``, :mod:`cvgen.model.markup`)
becomes ``<strong>``, ``<em>`` and ``<a>``; everything else is text. A link
leads only where :mod:`cvgen.model.links` allows (``https``, ``http``,
``mailto``, ``tel``): any other address (``javascript:``, ``data:``) shows its
text without a link.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any
from urllib.parse import quote

from markupsafe import Markup, escape

from cvgen.cv.words import Words
from cvgen.model.links import safe_link
from cvgen.model.markup import Bold, Italic, Link, Plain, Span, parse
from cvgen.tex.fonts import cjk_digits, has_cjk


def html(text: str) -> Markup:
    """Plain text (no markup), escaped: for an attribute too."""
    return escape(text)


def html_text(text: str) -> Markup:
    """Plain text shown in an element: escaped, and the digits beside CJK text
    (``2023`` of ``2023年9月``) in ``<span class="cjk-digits">``, upright in an
    italic run as in the PDF (page_templates/web.css)."""
    escaped = str(escape(text))
    if not has_cjk(escaped):
        return Markup(escaped)
    return Markup(cjk_digits().sub(r'<span class="cjk-digits">\g<0></span>', escaped))


def safe_url(url: str) -> str:
    """``url`` if it leads somewhere a CV may link to, percent-encoded where HTML
    or a browser could misread it; else empty."""
    url = safe_link(url.strip())  # cvgen.model.links: the one rule for every output
    return quote(url, safe=":/?#[]@!$&'()*+,;=%~-._") if url else ""


def html_link(text: Markup, url: str) -> Markup:
    """``text`` as a link to ``url``, or alone when the address is not safe."""
    href = safe_url(url)
    return Markup('<a href="{}">{}</a>').format(href, text) if href else text


def html_markup(text: str) -> Markup:
    """cvgen markup as HTML: bold, italic and links kept, the rest escaped."""
    return Markup("").join(_span(span) for span in parse(text))


def html_pieces(pieces: Iterable[tuple[str, bool]]) -> Markup:
    """Pieces each the user's markup (``True``) or cvgen's words, each parsed on its own."""
    return Markup("").join(
        html_markup(text) if markup else html_text(text) for text, markup in pieces
    )


def html_words(words: Words) -> Markup:
    """:class:`~cvgen.cv.words.Words` as HTML (see :mod:`cvgen.cv.words`)."""
    return html_pieces((piece.text, piece.markup) for piece in words.pieces)


def json_script(data: Any) -> Markup:
    """JSON for a ``<script type="application/ld+json">``: nothing in it can end
    the script element (``</script>``) or open a comment (``<!--``)."""
    text = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False)
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return Markup(text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def _span(span: Span) -> Markup:
    if isinstance(span, Plain):
        return html_text(span.text)
    inner = Markup("").join(_span(child) for child in span.children)
    if isinstance(span, Bold):
        return Markup("<strong>{}</strong>").format(inner)
    if isinstance(span, Italic):
        return Markup("<em>{}</em>").format(inner)
    assert isinstance(span, Link)
    return html_link(inner, span.url)
