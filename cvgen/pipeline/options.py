"""Where and how one command writes its builds (:class:`BuildOptions`), apart
from what CV each is (:class:`~cvgen.cv.request.CvRequest`): made once by the
CLI and handed to the plan and its runner (:mod:`cvgen.pipeline.plan`).

A build's source key is computed here, from its request and the options it
depends on, and nowhere else (:meth:`BuildOptions.keys`); its bytes are
:func:`cvgen.pipeline.sourcekeys.source_keys`'s. The module is as light as that
one: the up-to-date path imports it, and it imports neither the models nor
Jinja2 nor pypdf.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cvgen.cv.request import CvRequest
from cvgen.pipeline import sourcekeys
from cvgen.pipeline.sourcekeys import InputReader
from cvgen.support.defaults import TEX_TIMEOUT


@dataclass(frozen=True)
class BuildOptions:
    """Where and how one command writes its builds, whatever CV each is
    (:class:`~cvgen.cv.request.CvRequest`). ``strict`` shapes an output, so its
    key covers it; ``formats`` (``pdf``, ``html``) are the outputs each build
    writes, and a web page's key covers whether ``pdf`` is among them.
    ``out_dir``, ``force`` and ``tex_timeout`` say where and how, not what."""

    out_dir: Path = Path("out")
    strict: bool = False  # over the page budget: fail instead of dropping entries
    force: bool = False  # build even when up to date
    formats: tuple[str, ...] = ("pdf",)
    tex_timeout: float = TEX_TIMEOUT  # seconds a XeLaTeX run may take

    def keys(
        self, request: CvRequest, variants: list[str], reader: InputReader | None = None
    ) -> dict[str, str] | None:
        """The source key of each variant's build of ``request``; None when its
        inputs cannot be found (the full build then says why). ``reader``: the
        command's, which reads each input file once."""
        return sourcekeys.source_keys(request, variants, strict=self.strict, reader=reader)

    def key(self, request: CvRequest, reader: InputReader | None = None) -> str | None:
        """The source key of one build (see :meth:`keys`)."""
        keys = self.keys(request, [request.variant], reader)
        return keys[request.variant] if keys else None

    def output_key(self, key: str, fmt: str, reader: InputReader | None = None) -> str:
        """The key of one output (``fmt``: ``pdf`` or ``html``) of the build with
        source key ``key`` (:func:`cvgen.pipeline.sourcekeys.output_key`)."""
        return sourcekeys.output_key(key, fmt, self.formats, reader)
