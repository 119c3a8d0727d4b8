"""Where a build's time goes, phase by phase, in one process (``make bench``
runs it pinned to one core; ``--json`` prints the seconds for bench.py).

The phases are those of :func:`cvgen.build.engine.build_cv`, called one by
one: importing what a build needs, loading and validating the inputs,
selecting the variant, rendering the LaTeX, XeLaTeX (with cvgen's format when
the cache has one), the CV's JSON snapshot and the pypdf stamp. Python's own
part is everything but XeLaTeX. ``python -X importtime`` says which imports
cost what (``bench.py`` prints the largest).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROFILE = ROOT / "profiles/zili-zhang.yaml"


def main() -> None:
    seconds: dict[str, float] = {}
    mark = time.perf_counter()

    def done(phase: str) -> None:
        nonlocal mark
        now = time.perf_counter()
        seconds[phase] = seconds.get(phase, 0.0) + now - mark
        mark = now

    from cvgen import __version__
    from cvgen.build.engine import prepare
    from cvgen.cv.snapshot import to_snapshot
    from cvgen.cv.workspace import Workspace
    from cvgen.model.dates import PartialDate
    from cvgen.render.compile import ORDINARY
    from cvgen.render.latex.render import render_tex
    from cvgen.render.stamp import Stamp, stamp_pdf

    done("import")
    workspace = Workspace()
    workspace.profiles([PROFILE])
    done("load and validate")
    selection = workspace.select(PROFILE, "long")
    done("select")
    day = PartialDate(2024, 10, 10)
    document = render_tex(selection.selected, day)
    done("render LaTeX")
    compiled = ORDINARY.compile(document, keep=None, timeout=60)
    done("XeLaTeX")
    snapshot = to_snapshot(selection.selected, day, __version__)
    done("snapshot")
    stamp = Stamp(
        title="t", author="a", subject="s", keywords="k", language="en-US", version_date=day,
        cvgen_version=__version__, input_hash="0" * 64, variant="long", snapshot=snapshot,
    )  # fmt: skip
    stamp_pdf(compiled.pdf, stamp)
    done("stamp (pypdf)")
    assert prepare  # the build's own entry point, imported with the rest
    seconds["Python (all but XeLaTeX)"] = sum(v for k, v in seconds.items() if k != "XeLaTeX")
    if "--json" in sys.argv:
        print(json.dumps(seconds))
    else:
        for phase, value in seconds.items():
            print(f"{phase:28} {value:.3f} s")


if __name__ == "__main__":
    main()
