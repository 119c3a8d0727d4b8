"""XeLaTeX started on the standard preamble while Python is still loading,
validating and rendering the CV: the body follows through a named pipe.

Loading the class and the fonts is nearly all of a XeLaTeX run (0.50 s of
0.54 s for Zili's CV); importing cvgen's models and rendering the CV take
about 0.4 s. Started first, TeX does the one while Python does the other, on
the second core. If the CV turns out to need another preamble (CJK text,
Greek or Cyrillic italics), the early run is stopped and an ordinary one
made: the result is the same PDF either way.

TeX reads the body with the primitive ``\\@@input`` (LaTeX's ``\\input``
would open the pipe twice, to test that it exists), and the body starts with
a byte-order mark: XeTeX reads the first bytes of a file to look for one and
cannot put them back on a pipe.
"""

from __future__ import annotations

import errno
import os
import subprocess
import time
from pathlib import Path

from cvgen.build.texlaunch import BODY, MAIN, Recipe, save_recipe, start_run, stop, take_launched
from cvgen.render.compile import (
    CompiledPdf,
    collect_pdf,
    tex_command,
    tex_engine,
    tex_environment,
    timeout_error,
)
from cvgen.render.latex.document import BODY_MARKER, TexDocument, standard_preamble


class WarmTex:
    """One XeLaTeX run, started before its document is complete."""

    def __init__(self, folder: Path, process: subprocess.Popen[bytes], preamble: str) -> None:
        self.folder = folder
        self.process = process
        self.preamble = preamble
        self.started = time.monotonic()

    @classmethod
    def start(cls, epoch: int, support: Path) -> WarmTex | None:
        """Start XeLaTeX on the standard preamble; None if it cannot be (no TeX,
        no named pipes): the build then runs TeX the ordinary way. The run's
        recipe is kept for the launcher (:mod:`cvgen.build.texlaunch`)."""
        try:
            engine = tex_engine()
            preamble = standard_preamble()
        except Exception:
            return None
        changed = {k: v for k, v in tex_environment(epoch).items() if os.environ.get(k) != v}
        recipe = Recipe(tex_command(engine, MAIN), changed, str(support), preamble)
        launched = start_run(recipe)
        if launched is None:
            return None
        save_recipe(recipe)
        return cls(launched.folder, launched.process, launched.preamble)

    def finish(
        self, document: TexDocument, *, keep: Path | None, timeout: float
    ) -> CompiledPdf | None:
        """The compiled PDF of ``document``; None (and the run stopped) when
        its preamble is not the one TeX started on."""
        head, marker, body = document.source.partition(BODY_MARKER)
        if not marker or head != self.preamble or not self._send(body, timeout):
            self.close()
            return None
        try:
            left = max(0.1, timeout - (time.monotonic() - self.started))
            self.process.wait(timeout=left)
        except subprocess.TimeoutExpired:
            self.close()
            raise timeout_error(timeout) from None
        try:
            stdout = (self.folder / "tex.out").read_bytes()
            return collect_pdf(self.folder, self.process.returncode, stdout, keep)
        finally:
            self.close()

    def _send(self, body: str, timeout: float) -> bool:
        """Write the body into the pipe once TeX opens it (it may still be
        loading fonts); False if TeX ended or failed before that."""
        deadline = self.started + timeout
        while True:
            try:
                fd = os.open(self.folder / BODY, os.O_WRONLY | os.O_NONBLOCK)
                break
            except OSError as exc:
                if exc.errno != errno.ENXIO:  # ENXIO: no reader yet
                    return False
            if self.process.poll() is not None or time.monotonic() > deadline:
                return False
            time.sleep(0.002)
        os.set_blocking(fd, True)
        with os.fdopen(fd, "wb") as pipe:
            pipe.write(("\ufeff" + body).encode("utf-8"))
        return True

    def close(self) -> None:
        """Stop the run if it is still going and remove its folder."""
        stop(self.process, self.folder)


def take_prestarted(support: Path) -> WarmTex | None:
    """The run the launcher started (:mod:`cvgen.cli.launch`), if any, and if its
    recipe is still the standard preamble on this class file (``support``);
    otherwise it is stopped, and None."""
    launched = take_launched()
    if launched is None:
        return None
    warm = WarmTex(launched.folder, launched.process, launched.preamble)
    try:
        current = (warm.folder / support.name).read_bytes() == support.read_bytes()
        current = current and warm.preamble == standard_preamble()
    except Exception:
        current = False
    if not current:
        warm.close()
        return None
    return warm
