"""PNG previews of a built PDF, one per page, drawn by pdftoppm (poppler-utils).

Names: ``OUT/<stem>.png`` for a one-page PDF, ``OUT/<stem>-1.png``,
``-2.png``... for longer ones. Pages are drawn into a scratch folder inside
``OUT`` and each renamed into place, so a reader never sees half a PNG; PNGs
of pages the PDF no longer has (or of the other naming) are then removed.

PNGs newer than their PDF, one per page and at the asked resolution (read
from the PNG's ``pHYs`` chunk, which pdftoppm writes), are left as they are:
an unchanged rebuild draws nothing.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from cvgen.errors import ToolMissingError
from cvgen.support.files import refusals, remove_file, remove_tree
from cvgen.support.system import install_fix
from cvgen.support.tools import run_tool

DEFAULT_DPI = 110  # an A4 page is 910 x 1287 pixels: readable, about 150 kB
PROGRAM = "pdftoppm"
PACKAGE = "poppler-utils"
_PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
_INCH_METRES = 0.0254


@dataclass(frozen=True)
class Previews:
    pngs: tuple[Path, ...]
    rendered: bool  # False: they were up to date
    seconds: float


def require_pdftoppm() -> None:
    """Fail before any build when pdftoppm is missing, naming the package."""
    if shutil.which(PROGRAM) is None:
        raise ToolMissingError(
            f"{PROGRAM} is not installed, and --png needs it (install it: {install_fix(PACKAGE)})"
        )


def preview_paths(pdf: Path, pages: int) -> tuple[Path, ...]:
    """The PNGs of a PDF with ``pages`` pages."""
    if pages == 1:
        return (pdf.with_suffix(".png"),)
    return tuple(pdf.with_name(f"{pdf.stem}-{page}.png") for page in range(1, pages + 1))


def existing_previews(pdf: Path) -> list[Path]:
    """Every preview of ``pdf`` in its folder, in either naming. A stem ends
    with a date, so ``<stem>-<digits>.png`` is never another PDF's preview."""
    pattern = re.compile(rf"^{re.escape(pdf.stem)}(-\d+)?\.png$")
    if not pdf.parent.is_dir():
        return []
    return sorted(p for p in pdf.parent.iterdir() if pattern.match(p.name))


def png_dpi(path: Path) -> int | None:
    """The resolution a PNG declares (its ``pHYs`` chunk, in the first bytes
    pdftoppm writes), or None."""
    try:
        with path.open("rb") as handle:
            head = handle.read(64)
    except OSError:
        return None
    if not head.startswith(_PNG_MAGIC):
        return None
    at = head.find(b"pHYs")
    # after the chunk's type: pixels per unit across and down (4 bytes each), the unit
    fields = head[at + 4 : at + 4 + 9] if at >= 0 else b""
    if len(fields) < 9 or fields[8] != 1:  # unit 1: the metre
        return None
    per_metre = int.from_bytes(fields[:4], "big")
    return round(per_metre * _INCH_METRES)


def previews_fresh(pdf: Path, pages: int, dpi: int) -> bool:
    """Each page has its PNG, newer than the PDF and drawn at ``dpi``, and
    there is no other."""
    wanted = preview_paths(pdf, pages)
    if existing_previews(pdf) != sorted(wanted):
        return False
    try:
        built = pdf.stat().st_mtime_ns
        if any(png.stat().st_mtime_ns < built for png in wanted):
            return False
    except OSError:
        return False
    return png_dpi(wanted[0]) == dpi


def write_previews(pdf: Path, pages: int, *, dpi: int = DEFAULT_DPI) -> Previews:
    """The PNG of each page of ``pdf`` (which has ``pages`` pages), drawn
    unless they are up to date; stale pages removed."""
    started = time.perf_counter()
    if previews_fresh(pdf, pages, dpi):
        return Previews(preview_paths(pdf, pages), False, time.perf_counter() - started)
    targets = preview_paths(pdf, pages)
    folder = pdf.parent
    with refusals(folder):
        scratch = Path(tempfile.mkdtemp(prefix=f".{pdf.stem}.png-", dir=folder))
    try:
        # a process a page, on every core: twice as fast for a two-page CV
        with ThreadPoolExecutor(max_workers=max(1, min(pages, os.cpu_count() or 1))) as pool:
            drawn = list(pool.map(lambda page: _draw(pdf, page, dpi, scratch), range(1, pages + 1)))
        for page, target in zip(drawn, targets, strict=True):
            with refusals(target):
                page.replace(target)
    finally:
        remove_tree(scratch, inside=folder)
    for stale in set(existing_previews(pdf)) - set(targets):
        remove_file(stale, inside=folder)
    return Previews(targets, True, time.perf_counter() - started)


def _draw(pdf: Path, page: int, dpi: int, folder: Path) -> Path:
    """One page of ``pdf`` as ``folder/page-N.png``."""
    stem = folder / f"page-{page}"
    pages = ["-f", str(page), "-l", str(page), "-singlefile"]
    run_tool([PROGRAM, "-png", "-r", str(dpi), *pages, str(pdf), str(stem)], package=PACKAGE)
    return stem.with_suffix(".png")
