"""A LaTeX document and what it needs: the Jinja2 environment with TeX-safe
delimiters, the fonts' template values, and the standard preamble.

Kept apart from :mod:`cvgen.render.latex.render` (which needs the whole selected CV) so
that the preamble can be rendered, and XeLaTeX started on it, before the
models are even imported (see :mod:`cvgen.pipeline.early`).
"""

from __future__ import annotations

from cvgen.errors import CvgenError
from cvgen.render.latex.escape import Tex
from cvgen.render.templates import angle_environment
from cvgen.support.defaults import CLASS_FILE as CLASS_FILE
from cvgen.support.defaults import DEFAULT_CLASS as DEFAULT_CLASS
from cvgen.support.resources import template_dir
from cvgen.tex.fonts import (
    CJK_FACE_INDEX,
    SLANT,
    SYMBOL_RANGES,
    ResolvedFont,
    resolve_fonts,
)

MAIN_TEMPLATE = "cv.tex.j2"
PREAMBLE_TEMPLATE = "preamble.tex.j2"
BODY_MARKER = "% cvgen: end of the standard preamble\n"  # cv.tex.j2 writes it


class FontPathError(CvgenError):
    pass


def font_context(fonts: dict[str, ResolvedFont]) -> dict[str, dict[str, Tex]]:
    context = {}
    for role, font in fonts.items():
        folder = font.folder.as_posix() + "/"
        if any(c in folder for c in '%#{}\\^~$&"'):
            raise FontPathError(
                f"font folder {folder} has a character TeX cannot take in a path "
                "(move the fonts, or set CVGEN_FONT_DIR to a plain folder)"
            )
        entry = {option: Tex(name) for option, name in font.family.faces.items()}
        entry["path"] = Tex(folder)
        entry.update({option: Tex(value) for option, value in font.family.features.items()})
        context[role] = entry
    if "body" in context:  # true italics unless a document needs them slanted
        context["body"].setdefault("ItalicFeatures", Tex(""))
    if "cjk" in context:
        context["cjk"]["index"] = Tex(str(CJK_FACE_INDEX))
        ranges = (f'"{low:X}->"{high:X}' for low, high in SYMBOL_RANGES)
        context["cjk"]["symbols"] = Tex(", ".join(ranges))
    if "fallback" in context:  # it has no italics
        context["fallback"]["slant"] = Tex(SLANT)
    return context


def standard_preamble() -> str:
    """The preamble of a CV in the standard fonts with true italics: what
    cv.tex.j2 writes before :data:`BODY_MARKER` for most CVs (CJK text's
    packages and fonts come after it, latex_templates/cjk.tex.j2). Kept in the
    cache (:mod:`cvgen.support.cache`), so that XeLaTeX can start before Jinja2 loads."""
    from cvgen.support import cache

    folder = template_dir()
    fonts = resolve_fonts()
    key = cache.digest(
        *(f"{p.name}:{p.read_bytes().hex()}" for p in sorted(folder.glob("*.j2"))),
        *(f"{f.folder}:{f.family.files()}" for f in fonts.values()),
    )
    cached = cache.read("preamble", f"{key}.tex")
    if cached is not None:
        return cached.decode("utf-8")
    context = font_context(fonts)
    preamble: str = angle_environment(folder).get_template(PREAMBLE_TEMPLATE).render(fonts=context)
    cache.write("preamble", f"{key}.tex", preamble.encode("utf-8"))
    return preamble
