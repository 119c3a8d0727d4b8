"""A theme's look (:class:`cvgen.model.theme.ThemeLook`, its ``theme.yaml``)
as the web page's CSS custom properties. The PDF's templates and class read the
same facts, and the page's stylesheet (``page_templates/web.css``) reads
these, so the fonts, the name's weight, the capitals, the alignment and the
colours of titles, rules and places are said once, in ``theme.yaml``; a
theme's ``web.css`` holds only its layout.

Every value is one of the look's validated words mapped to CSS that cvgen
writes, never the user's text.
"""

from __future__ import annotations

from markupsafe import Markup

from cvgen.model.theme import ThemeLook

#: A colour word of the look as the page's text colour (the accent darkened
#: where text needs contrast: ``--accent-text``)
TEXT_COLORS = {"accent": "var(--accent-text)", "text": "var(--dark)", "light": "var(--faint)"}
#: ... and as a rule, which needs no text's contrast: the PDF's own shades
RULE_COLORS = {"accent": "var(--accent)", "text": "var(--dark)", "light": "#999999"}
_NAME = {"light-bold": ("300", "var(--muted)"), "bold": ("700", "var(--dark)")}
_HEADINGS = {  # heading_color: the title's colour, its first letters' colour
    "accent-first": ("var(--dark)", "var(--accent-text)"),
    "accent": ("var(--accent-text)", "var(--accent-text)"),
    "text": ("var(--dark)", "var(--dark)"),
}
_JUSTIFY = {"left": "flex-start", "center": "center", "right": "flex-end"}


def look_properties(look: ThemeLook) -> dict[str, str]:
    """The custom properties, by name (``--heading-align``: ``left``)."""
    fact = _facts(look)
    given_weight, given_color = _NAME[fact["name"]]
    heading, first = _HEADINGS[fact["heading_color"]]
    caps = "all-small-caps" if fact["capitals"] == "True" else "normal"  # \cvcaps: smcp, c2sc
    return {
        "--name-given-weight": given_weight,
        "--name-given-color": given_color,
        "--name-caps": caps,
        "--header-align": fact["header_align"],
        "--header-justify": _JUSTIFY[fact["header_align"]],
        "--heading-align": fact["heading_align"],
        "--heading-caps": caps,
        "--heading-color": heading,
        "--heading-first": first,
        "--rule": RULE_COLORS[fact["rule_color"]],
        # Awesome-CV's places are italics in the accent colour; the others upright
        "--place-style": "italic" if fact["place_color"] == "accent" else "normal",
        "--place-color": TEXT_COLORS[fact["place_color"]],
        "--honor-weight": "400" if fact["honor_weight"] == "regular" else "700",
    }


def _facts(look: ThemeLook) -> dict[str, str]:
    """Each key of the look as a word (a theme chain's look sets every key)."""
    return {key: str(value) for key, value in look.model_dump().items()}


def look_css(look: ThemeLook) -> Markup:
    """The properties as declarations for the page's ``:root``."""
    return Markup(" ".join(f"{key}: {value};" for key, value in look_properties(look).items()))
