"""cvgen's benchmark: medians over several runs, peak memory, and the ratios
the speed targets are stated in. It prints numbers; it never fails on a slow
machine. Run it with ``make bench`` (or ``.venv/bin/python bench/bench.py``).

Every measurement runs the installed ``cvgen`` command (or ``xelatex``) as a
separate process under GNU time, so start-up is included, as a user sees it.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVGEN = str(Path(sys.executable).parent / "cvgen")
PROFILE = "profiles/zili-zhang.yaml"
sys.path.insert(0, str(ROOT / "bench"))

from synthetic import write_group  # noqa: E402


@dataclass
class Timing:
    seconds: float
    peak_mb: float


def timed(command: list[str], cwd: Path = ROOT) -> Timing:
    """Wall time and peak resident memory (of the process or its largest child)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        subprocess.run(
            ["/usr/bin/time", "-q", "-f", "%e %M", "-o", report.name, *command],
            cwd=cwd,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        seconds, kilobytes = report.read().split()[-2:]
    return Timing(float(seconds), int(kilobytes) / 1024)


def median(
    runs: int, measure: Callable[[], Timing], before: Callable[[], None] | None = None
) -> Timing:
    timings = []
    for _ in range(runs):
        if before:
            before()
        timings.append(measure())
    return Timing(statistics.median(t.seconds for t in timings), max(t.peak_mb for t in timings))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (median)")
    parser.add_argument("--quick", action="store_true", help="skip the 10,000-paper group")
    args = parser.parse_args()
    if shutil.which("/usr/bin/time") is None:
        sys.exit("bench needs GNU time (/usr/bin/time): sudo apt-get install time")
    work = Path(tempfile.mkdtemp(prefix="cvgen-bench-"))
    cache = work / "cache"
    env_cache = {"CVGEN_CACHE_DIR": str(cache)}
    os.environ.update(env_cache)
    rows: list[tuple[str, Timing, str]] = []
    try:
        # one bare XeLaTeX run of the .tex cvgen writes: the floor to compare with
        tex_dir = work / "tex"
        subprocess.run(
            [CVGEN, "tex", PROFILE, "--out", str(tex_dir)],
            cwd=ROOT,
            check=True,
            stdout=subprocess.DEVNULL,
        )
        main_tex = next(tex_dir.glob("*.tex")).name
        bare = median(
            args.runs,
            lambda: timed(
                ["xelatex", "-no-shell-escape", "-interaction=nonstopmode", main_tex], cwd=tex_dir
            ),
        )
        rows.append(("bare xelatex run of Zili's CV (cvgen tex output)", bare, "baseline"))

        out = work / "out"
        first = median(
            args.runs,
            lambda: timed([CVGEN, "build", PROFILE, "--out", str(out), "--force"]),
            before=lambda: shutil.rmtree(cache, ignore_errors=True),
        )
        cold = median(
            args.runs, lambda: timed([CVGEN, "build", PROFILE, "--out", str(out), "--force"])
        )
        rows.append(("cold build (--force)", cold, ratio(cold, bare, 1.35)))
        rows.append(
            ("  the same with an empty cache (a first build)", first, ratio(first, bare, 1.35))
        )

        timed([CVGEN, "build", PROFILE, "--out", str(out)])
        warm = median(args.runs, lambda: timed([CVGEN, "build", PROFILE, "--out", str(out)]))
        rows.append(("unchanged rebuild (PDF up to date)", warm, ratio(warm, bare, 0.4)))

        def from_cache() -> Timing:
            shutil.rmtree(out, ignore_errors=True)
            return timed([CVGEN, "build", PROFILE, "--out", str(out)])

        cached = median(args.runs, from_cache)
        rows.append(
            ("unchanged rebuild, PDF deleted (from the cache)", cached, ratio(cached, bare, 0.4))
        )

        def batch(jobs: int) -> Timing:
            return timed(
                [
                    CVGEN,
                    "build",
                    "--variant",
                    "all",
                    "--jobs",
                    str(jobs),
                    "--force",
                    "--quiet",
                    "--out",
                    str(work / f"batch{jobs}"),
                ]
            )

        one = median(args.runs, lambda: batch(1))
        two = median(args.runs, lambda: batch(2))
        rows.append(("every variant of every profile, --jobs 1", one, "sequential"))
        rows.append(("every variant of every profile, --jobs 2", two, ratio(two, one, 0.65)))

        sizes = [1000] if args.quick else [1000, 10000]
        group_times = {}
        for papers in sizes:
            group = work / f"group{papers}"
            write_group(group, people=200, papers=papers)
            command = [CVGEN, "tex", "--out", str(group / "tex")]
            # the first run after the database changed parses its YAML (then cached)
            first = timed(command, cwd=group)
            timing = median(
                max(2, args.runs // 2),
                lambda command=command, group=group: timed(command, cwd=group),
            )
            group_times[papers] = timing
            rows.append((f"200 people, {papers:,} papers: validate+merge+render", timing, ""))
            rows.append(("  first run after the database changed (one run)", first, ""))
            checked = median(
                max(2, args.runs // 2), lambda group=group: timed([CVGEN, "validate"], cwd=group)
            )
            rows.append(("  cvgen validate of the group", checked, ""))
            one = median(
                max(1, args.runs // 2),
                lambda group=group: timed(
                    [CVGEN, "tex", "profiles/member000.yaml", "--out", str(group / "one")],
                    cwd=group,
                ),
            )
            verdict = f"{'ok' if one.seconds <= 1 else 'OVER'} <= 1 s" if papers == 10000 else ""
            rows.append((f"  one of them, against all {papers:,} papers", one, verdict))
        if len(group_times) == 2:
            growth = group_times[10000].seconds / group_times[1000].seconds
            rows.append(("  growth from 1,000 to 10,000 papers", Timing(growth, 0), "x (10x data)"))

        start = median(args.runs, lambda: timed([CVGEN, "--help"]))
        rows.append(
            ("cvgen --help", start, f"{'ok' if start.seconds <= 0.25 else 'OVER'} <= 0.25 s")
        )
        validate = median(args.runs, lambda: timed([CVGEN, "validate"]))
        rows.append(("cvgen validate (bundled profiles)", validate, ""))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print_table(rows, args.runs)


def ratio(value: Timing, base: Timing, target: float) -> str:
    r = value.seconds / base.seconds
    return f"{r:.2f}x  {'ok' if r <= target else 'OVER'} (target <= {target}x)"


def print_table(rows: list[tuple[str, Timing, str]], runs: int) -> None:
    print(f"cvgen benchmark: median of {runs} runs, {os.cpu_count()} cores\n")
    width = max(len(r[0]) for r in rows)
    print(f"{'measurement':<{width}}  {'seconds':>8}  {'peak MB':>8}  ratio / target")
    for name, timing, note in rows:
        peak = f"{timing.peak_mb:8.0f}" if timing.peak_mb else " " * 8
        print(f"{name:<{width}}  {timing.seconds:8.3f}  {peak}  {note}")


if __name__ == "__main__":
    main()
