"""The one rule for an address a CV links to, in every output.

A link leads to ``https://``, ``http://`` (a host, then anything),
``mailto:`` or ``tel:``; the identifiers cvgen knows (a DOI, an arXiv id, an
ORCID iD, a GitHub, Google Scholar or LinkedIn name) become ``https://``
addresses of their sites. Anything else is no link: ``javascript:``,
``data:``, ``file:``, ``vbscript:``, an address without a scheme (a relative
one), one with a control, format or space character anywhere
(``javascript://%0Aalert(1)`` has a scheme that is none of the four;
``https://a\\nb`` a control character), or an ``http(s)`` address without a
host.

:func:`link_problem` says why an address is refused (``cvgen validate``
reports it at its line); :func:`safe_link` is what every output asks before it
makes a link (the PDF's ``\\href``, HTML, Markdown, JSON Resume, the
publication page, the site), so an address that reached an output without
being validated shows as text and never as a link.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import urlsplit

LINK_SCHEMES = ("https", "http", "mailto", "tel")
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*):")
_SCHEME_NOT_PORT = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:(?!\d)")  # mailto:, not host:8080
_HINT = "a link is https://..., http://..., mailto: or tel:"


def absolute_url(url: str) -> str:
    """An address as written in a profile (``www.example.org``): ``https://``
    added unless it has a scheme (``...://``, ``mailto:``, ``javascript:``, which
    :func:`link_problem` then refuses; ``host:8080`` is a port, not a scheme)."""
    has_scheme = "://" in url or _SCHEME_NOT_PORT.match(url)
    return url if has_scheme or not url else f"https://{url}"


def link_problem(url: str) -> str | None:
    """Why ``url`` cannot be a link, with what to write instead; None when it can."""
    telephone = url.lower().startswith("tel:")  # +1 555 0100: spaces, as written
    for char in url:
        hidden = unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp", "Zs")
        if (hidden or char.isspace()) and not (telephone and char == " "):
            return (
                f"'{url.encode('unicode_escape').decode('ascii')}' has {_name(char)}, "
                "which no link may have (remove it, or write it percent-encoded)"
            )
    scheme = _SCHEME.match(url)
    if scheme is None:
        return f"'{url}' is no address ({_HINT})"
    kind = scheme.group(1).lower()
    if kind not in LINK_SCHEMES:
        return f"'{scheme.group(0)}' links are not allowed ({_HINT})"
    rest = url[scheme.end() :]
    if kind in ("http", "https"):
        return _web_problem(url, rest)
    if not rest:
        return f"'{url}' has nothing after '{scheme.group(0)}'"
    return None


def safe_link(url: str) -> str:
    """``url`` if it may be a link (:func:`link_problem`), else empty."""
    return url if url and link_problem(url) is None else ""


def _web_problem(url: str, rest: str) -> str | None:
    if not rest.startswith("//") or "\\" in url:
        return f"'{url}' is not a web address (write https://host/...)"
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 (raises on a port that is not a number)
    except ValueError:
        parts = None
    if parts is None or not parts.hostname:
        return f"'{url}' has no host (write https://host/...)"
    return None


def _name(char: str) -> str:
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" ({name})" if name else " (a control character)")
