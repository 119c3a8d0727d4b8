"""What every build of one ``cvgen build`` command shares (:class:`BuildOptions`):
the flags that shape its outputs and where they go, made once by the CLI and
handed down to the up-to-date check (:mod:`cvgen.pipeline.freshness`), the
builds of rendered CVs (:mod:`cvgen.pipeline.rendered`), the batch
(:mod:`cvgen.pipeline.batch`) and ``--watch`` (:mod:`cvgen.pipeline.watch`).

A build's source key is computed here, from the options it depends on, and
nowhere else (:meth:`BuildOptions.keys`); its bytes are
:func:`cvgen.pipeline.sourcekeys.source_keys`'s. The module is as light as that
one: the up-to-date path imports it, and it imports neither the models nor
Jinja2 nor pypdf.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cvgen.model.dates import PartialDate
from cvgen.pipeline import sourcekeys
from cvgen.pipeline.sourcekeys import InputReader
from cvgen.support.defaults import TEX_TIMEOUT


@dataclass(frozen=True)
class BuildOptions:
    """The options of one command's builds, whatever the profile and variant.

    ``date``, ``db_path``, ``strict``, ``theme`` and ``locale`` shape an output,
    so its key covers them; ``formats`` (``pdf``, ``html``) are the outputs each
    build writes, and a web page's key covers whether ``pdf`` is among them.
    ``out_dir``, ``force`` and ``tex_timeout`` say where and how, not what."""

    out_dir: Path = Path("out")
    date: PartialDate | None = None  # None: each profile's own, else today
    db_path: Path | None = None  # --db; None: the one the profile names, or found
    strict: bool = False  # over the page budget: fail instead of dropping entries
    theme: str | None = None  # --theme
    locale: str | None = None  # --locale
    force: bool = False  # build even when up to date
    formats: tuple[str, ...] = ("pdf",)
    tex_timeout: float = TEX_TIMEOUT  # seconds a XeLaTeX run may take

    def keys(
        self, profile: Path, variants: list[str], reader: InputReader | None = None
    ) -> dict[str, str] | None:
        """The source key of each variant's build of ``profile``; None when its
        inputs cannot be found (the full build then says why). ``reader``: the
        command's, which reads each input file once."""
        return sourcekeys.source_keys(
            profile,
            variants,
            date=self.date,
            db_path=self.db_path,
            strict=self.strict,
            theme=self.theme,
            locale=self.locale,
            reader=reader,
        )

    def key(self, profile: Path, variant: str, reader: InputReader | None = None) -> str | None:
        """The source key of one (profile, variant) build (see :meth:`keys`)."""
        keys = self.keys(profile, [variant], reader)
        return keys[variant] if keys else None

    def output_key(self, key: str, fmt: str, reader: InputReader | None = None) -> str:
        """The key of one output (``fmt``: ``pdf`` or ``html``) of the build with
        source key ``key`` (:func:`cvgen.pipeline.sourcekeys.output_key`)."""
        return sourcekeys.output_key(key, fmt, self.formats, reader)
