"""``cvgen diff``: read two versions of a CV, compare them, mark up the newer.

The library function behind the command, as :mod:`cvgen.pipeline.engine` is for
``build``: :func:`compare_versions` reads each side (:mod:`cvgen.diff.versions`)
and compares entries when both carry cvgen data (:mod:`cvgen.diff.match`), else
their text by section (:mod:`cvgen.diff.textdiff`); :func:`write_marked_pdf`
typesets the newer version with the changes marked (:mod:`cvgen.diff.marked`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace
from pathlib import Path

from cvgen import __version__
from cvgen.cv.request import CvRequest
from cvgen.cv.workspace import resolve_date
from cvgen.diff.match import CvDiff, diff_cvs
from cvgen.diff.versions import CvVersion, pdf_text, read_version
from cvgen.errors import CvgenError
from cvgen.sources.paths import PROFILES_DIR
from cvgen.sources.themes import DEFAULT_THEME, ThemeChain, load_theme


@dataclass(frozen=True)
class Comparison:
    old: CvVersion
    new: CvVersion
    diff: CvDiff

    @property
    def by_text(self) -> bool:
        return not (self.old.selected and self.new.selected)

    @property
    def typesets(self) -> bool:
        """Whether comparing typeset a profile (to read its text beside a PDF's)."""
        return self.by_text and any(v.pdf is None for v in (self.old, self.new))


def compare_versions(
    old_spec: str, new_spec: str, variant: str | None = None, request: CvRequest | None = None
) -> Comparison:
    """Compare two versions; ``variant`` cuts the profiles (default: the variant
    of a PDF on the other side, else ``long``), ``request.locale`` picks their
    language (default: a PDF's on the other side, else the variant's or profile's)."""
    request = request or CvRequest()
    asked = replace(request, variant=variant or "long")
    old, new = read_version(old_spec, asked), read_version(new_spec, asked)
    # a PDF is one variant in one language: read a profile beside it as the same
    built = next((v for v in (new, old) if v.kind == "pdf" and v.selected), None)
    if built is not None:
        as_built = replace(
            request,
            variant=variant or built.variant or "long",
            locale=request.locale or built.language,
        )

        def again(v: CvVersion, spec: str) -> CvVersion:
            same = v.kind == "pdf" or (v.variant, v.language) == (as_built.variant, as_built.locale)
            return v if same else read_version(spec, as_built)

        old, new = again(old, old_spec), again(new, new_spec)
    notes: list[str] = []
    if old.variant and new.variant and old.variant != new.variant:
        notes.append(
            f"the versions are different variants ({old.variant} and {new.variant}): "
            "entries one of them leaves out show as added or removed"
        )
    if old.language and new.language and old.language != new.language:
        notes.append(
            f"the versions are in different languages ({old.language} and {new.language}): "
            "every translated text shows as changed (compare CVs of one locale: --locale)"
        )
    if old.selected and new.selected:
        diff = diff_cvs(old.selected, new.selected)
    else:
        from cvgen.diff.textdiff import diff_text

        diff = diff_text(text_of(old, request.engine), text_of(new, request.engine))
        notes += [v.note for v in (old, new) if v.note]
    return Comparison(old, new, dataclasses.replace(diff, notes=(*notes, *diff.notes)))


def text_of(version: CvVersion, engine: str | None = None) -> str:
    """A version's text: its PDF's, or (a profile) the PDF it builds to, with
    ``engine`` (else its style's, else XeLaTeX)."""
    if version.pdf is None:
        assert version.selected is not None
        from cvgen.pipeline.engines import TYPST, engine_of

        day = resolve_date(None, version.date)
        selected = version.selected
        if engine_of(CvRequest(engine=engine), selected.profile.style.engine) == TYPST:
            from cvgen.render.typst.render import render_typst
            from cvgen.typst.compile import compile_typst

            pdf = compile_typst(render_typst(selected, day)).pdf
        else:
            from cvgen.render.latex.render import render_tex
            from cvgen.tex.compile import TEX_EPOCH, compile_pdf

            pdf = compile_pdf(render_tex(selected, day), epoch=TEX_EPOCH).pdf
        version = dataclasses.replace(version, pdf=pdf)
    assert version.pdf is not None
    return pdf_text(version.pdf)


def marked_theme(version: CvVersion, override: str | None) -> ThemeChain:
    """The theme a version is typeset in, its user themes found beside its
    profile (a PDF's or a git revision's: beside ``profiles/``)."""
    assert version.selected is not None
    selected = version.selected
    name = override or selected.variant.theme or selected.cv.profile.theme or DEFAULT_THEME
    folder = Path(version.spec).parent if version.kind == "profile" else PROFILES_DIR
    return load_theme(name, folder)


class MarkupError(CvgenError):
    """No marked-up PDF without cvgen data on both sides."""


def write_marked_pdf(comparison: Comparison, target: Path, request: CvRequest | None = None) -> int:
    """Typeset the newer version with the changes marked into ``target``
    (atomically; the old file stays if anything fails); its page count.
    ``request.theme``: ``--theme``, else the newer version's own (its variant's, its
    profile's), else the default; ``request.engine``: ``--engine``, else the newer
    profile's ``style.engine``, else XeLaTeX (:func:`cvgen.pipeline.engines.engine_of`)."""
    old, new = comparison.old.selected, comparison.new.selected
    if old is None or new is None:
        which = comparison.old if old is None else comparison.new
        raise MarkupError(
            f"--pdf needs cvgen data on both sides, and {which.spec} has none "
            "(compare a profile or a PDF that cvgen built)"
        )
    from cvgen.diff.marked import marked_view
    from cvgen.pipeline.engines import TYPST, engine_of
    from cvgen.support.files import write_atomically
    from cvgen.tex.stamp import pdf_date

    day = resolve_date(None, comparison.new.date)
    counts = comparison.diff.counts()
    legend = f"Changes since {comparison.old.describe()}: " + ", ".join(
        f"{n} {kind}" for kind, n in counts.items()
    )
    engine = engine_of(request or CvRequest(), new.profile.style.engine)
    view = marked_view(old, new, comparison.diff, legend, day, engine)
    chain = marked_theme(comparison.new, request.theme if request else None)
    if engine == TYPST:
        from cvgen.render.typst.render import render_typst_view
        from cvgen.typst.compile import compile_typst

        pdf = compile_typst(render_typst_view(view, new, chain)).pdf
    else:
        from cvgen.render.latex.render import photo_files, render_view
        from cvgen.tex.compile import TEX_EPOCH, compile_pdf

        pdf = compile_pdf(render_view(view, chain, photo_files(new)), epoch=TEX_EPOCH).pdf
    pdf, pages = _with_metadata(pdf, new.profile.name, legend, pdf_date(day), engine)
    write_atomically(target, pdf)
    return pages


def _with_metadata(
    pdf: bytes, name: str, subject: str, when: str, engine: str
) -> tuple[bytes, int]:
    import io

    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    writer.metadata = {
        "/Title": f"{name} - Curriculum Vitae (changes marked)",
        "/Author": name,
        "/Subject": subject,
        "/Creator": f"cvgen {__version__} diff",
        "/Producer": f"cvgen {__version__} ({'Typst' if engine == 'typst' else 'XeLaTeX'}, pypdf)",
        "/CreationDate": when,
        "/ModDate": when,
    }
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue(), len(writer.pages)
