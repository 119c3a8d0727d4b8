"""What cvgen makes from the bundled inputs, as one SHA-256 per file, to prove
that a change of code left the output alone (``make digests``).

It builds every bundled profile (and the 2023 example) in every variant with
a fixed ``--date``, as PDFs and web pages, writes the ``.tex`` files, both
exports, every format of the publication page and the group's site, into a
scratch folder, and prints ``DIGEST NAME`` lines, sorted. Run it before and
after a restructuring and compare::

    python bench/digests.py > before.txt   # on the old commit
    python bench/digests.py > after.txt    # on the new one
    diff before.txt after.txt

``--cvgen`` names the command to run (default: the one beside this Python).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATE = "2024-10-10"
VARIANTS = ("long", "short", "teaching")


def run(cvgen: str, *args: str) -> None:
    subprocess.run([cvgen, *args], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def make_all(cvgen: str, out: Path) -> None:
    profiles = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "profiles").glob("*.yaml"))
    profiles = [p for p in profiles if not p.endswith(("publications.yaml", "variants.yaml"))]
    example = "examples/zili-zhang-2023-07-25.yaml"
    run(cvgen, "build", *profiles, "--variant", "all", "--date", DATE, "--force",
        "--format", "pdf,html", "--out", str(out / "pdf"))  # fmt: skip
    run(cvgen, "build", example, "--variant", "long", "--date", DATE, "--force",
        "--format", "pdf,html", "--out", str(out / "pdf"))  # fmt: skip
    run(cvgen, "site", "--out", str(out / "site"), "--date", DATE, "--no-pdf")
    run(cvgen, "tex", *profiles, "--date", DATE, "--out", str(out / "tex"))
    for profile in [*profiles, example]:
        stem = Path(profile).stem
        for variant in VARIANTS:
            for fmt, ext in (("markdown", "md"), ("jsonresume", "json")):
                target = out / "export" / f"{stem}-{variant}.{ext}"
                run(cvgen, "export", profile, "--format", fmt, "--variant", variant,
                    "--date", DATE, "--out", str(target))  # fmt: skip
    for fmt, ext in (("markdown", "md"), ("html", "html"), ("latex", "tex"), ("bibtex", "bib")):
        run(cvgen, "publications", "--format", fmt, "--out", str(out / f"publications.{ext}"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cvgen", default=str(Path(sys.executable).parent / "cvgen"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cvgen-digests-") as scratch:
        os.environ.setdefault("CVGEN_CACHE_DIR", str(Path(scratch) / "cache"))
        out = Path(scratch) / "out"
        make_all(args.cvgen, out)
        for path in sorted(p for p in out.rglob("*") if p.is_file()):
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            print(f"{digest}  {path.relative_to(out)}")


if __name__ == "__main__":
    main()
