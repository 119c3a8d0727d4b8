"""Where a build's outcome comes from when nothing is typeset: a PDF stamped
with the build's input hash is the build's, and one that does not hold the
hash at all is known to be another without loading pypdf."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from cvgen.pipeline.outcome import unchanged_pdf
from cvgen.tex.stamp import stamp_pdf
from tests.tex.test_stamp import STAMP, blank_pdf

HASH = "f" * 64


def test_a_pdf_stamped_with_the_input_hash_is_the_builds(tmp_path: Path) -> None:
    pdf = tmp_path / "cv.pdf"
    pdf.write_bytes(stamp_pdf(blank_pdf(), replace(STAMP, input_hash=HASH)))
    kept = unchanged_pdf(tmp_path / "cv.yaml", pdf, HASH, (), 0.0)
    assert kept is not None and kept.cached and kept.pages == 1
    assert unchanged_pdf(tmp_path / "cv.yaml", pdf, "e" * 64, (), 0.0) is None
    assert unchanged_pdf(tmp_path / "cv.yaml", tmp_path / "gone.pdf", HASH, (), 0.0) is None


def test_another_pdf_is_known_without_pypdf(tmp_path: Path) -> None:
    """The edit of a profile: its PDF there holds another hash; pypdf, which
    the stamp may never need (cvgen/tex/stamp.py keeps stamped PDFs), stays unloaded."""
    pdf = tmp_path / "cv.pdf"
    pdf.write_bytes(stamp_pdf(blank_pdf(), replace(STAMP, input_hash="e" * 64)))
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from cvgen.pipeline.outcome import unchanged_pdf\n"
        f"print(unchanged_pdf(Path('cv.yaml'), Path({str(pdf)!r}), {HASH!r}, (), 0.0),\n"
        "      any(m.startswith('pypdf') for m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.split() == ["None", "False"]
