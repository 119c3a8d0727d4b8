"""Where a build's time goes, phase by phase, in one process (``make bench``
runs it pinned to one core; ``--json`` prints the seconds for bench.py).

Two builds of Zili's CV, as ``cvgen build --force`` makes them:

- ``rendered``: a CV built before, whose LaTeX, snapshot and stamp the cache
  keeps (:mod:`cvgen.pipeline.rendered`): importing what that build needs, its
  source key, reading the rendered CV, XeLaTeX, the stamp (kept in the cache
  since the first run: no pypdf). Python's part (everything but XeLaTeX) is the
  issue's "cached CV" target, < 0.15 s. A new stamp (pypdf imported and run)
  is timed aside.
- ``full``: the same CV loaded, validated, selected and rendered (the first
  build after an input changed).

XeLaTeX starts from cvgen's format when the cache has one. Run it twice: the
first run fills the cache. ``python -X importtime`` says which imports cost
what (``bench.py`` prints the largest).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROFILE = ROOT / "profiles/zili-zhang.yaml"


class Clock:
    def __init__(self, prefix: str) -> None:
        self.prefix, self.seconds, self.mark = prefix, dict[str, float](), time.perf_counter()

    def done(self, phase: str) -> None:
        now = time.perf_counter()
        self.seconds[f"{self.prefix}{phase}"] = now - self.mark
        self.mark = now


def rendered(clock: Clock) -> None:
    from cvgen.cv.request import CvRequest
    from cvgen.model.dates import PartialDate
    from cvgen.pipeline.options import BuildOptions
    from cvgen.pipeline.rendered import find_rendered
    from cvgen.tex.compile import ORDINARY
    from cvgen.tex.stamp import Stamp, _stamp_with_pypdf, stamp_pdf

    clock.done("import")
    key = BuildOptions().key(CvRequest(PROFILE, variant="long", date=PartialDate(2024, 10, 10)))
    found = find_rendered(key) if key else None
    assert found is not None, "run it twice: the first run renders the CV into the cache"
    clock.done("source key, rendered CV")
    compiled = ORDINARY.compile(found.document, keep=None, timeout=60)
    clock.done("XeLaTeX")
    fields = dict(found.stamp, version_date=PartialDate.parse(found.stamp["version_date"]))
    stamp = Stamp(**fields)
    stamp_pdf(compiled.pdf, stamp)  # the same TeX bytes as the first run's: kept
    clock.done("stamp (kept in the cache)")
    assert "pypdf" not in sys.modules, "a kept stamp needs no pypdf"
    import pypdf  # noqa: F401  (when the stamp is new: a second core imports it during TeX)

    _stamp_with_pypdf(compiled.pdf, stamp, json.dumps(stamp.snapshot, ensure_ascii=False,
                                                      sort_keys=True, indent=1))  # fmt: skip
    clock.done("(a new stamp: pypdf, stamp)")


def full(clock: Clock, out: Path) -> None:
    from cvgen.cv.request import CvRequest
    from cvgen.model.dates import PartialDate
    from cvgen.pipeline.options import BuildOptions
    from cvgen.pipeline.plan import build_cv
    from cvgen.pipeline.prepared import prepare

    clock.done("import the models, Jinja2")
    day = PartialDate(2024, 10, 10)
    prepare(CvRequest(PROFILE, variant="long", date=day))
    clock.done("load, validate, select, render")
    # fills the cache for `rendered`
    build_cv(CvRequest(PROFILE, date=day), BuildOptions(out_dir=out, force=True))


def main() -> None:
    import tempfile

    first = Clock("rendered: ")
    try:
        rendered(first)
    except AssertionError:
        first.seconds = {}
    seconds = first.seconds
    if seconds:
        python = sum(v for k, v in seconds.items() if "XeLaTeX" not in k and "new stamp" not in k)
        seconds["rendered: Python (all but XeLaTeX)"] = python
    with tempfile.TemporaryDirectory() as out:
        second = Clock("full: ")
        full(second, Path(out))
        seconds |= second.seconds
    if "--json" in sys.argv:
        print(json.dumps(seconds))
    else:
        for phase, value in seconds.items():
            print(f"{phase:45} {value:.3f} s")


if __name__ == "__main__":
    main()
