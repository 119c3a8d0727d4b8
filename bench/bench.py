"""cvgen's benchmark: medians over several runs, peak memory, and the ratios
the speed targets are stated in. It prints numbers; it never fails on a slow
machine. Run it with ``make bench`` (or ``.venv/bin/python bench/bench.py``).

Every measurement runs the installed ``cvgen`` command (or ``xelatex``) as a
separate process under GNU time, so start-up is included, as a user sees it.
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
CVGEN = str(Path(sys.executable).parent / "cvgen")
PROFILE = "profiles/zili-zhang.yaml"
sys.path.insert(0, str(ROOT / "bench"))

from synthetic import write_group  # noqa: E402


@dataclass
class Timing:
    seconds: float
    peak_mb: float
    cpu: float = 0.0  # user + system seconds of the process and its children


def timed(command: list[str], cwd: Path = ROOT, env: dict[str, str] | None = None) -> Timing:
    """Wall time, peak resident memory (of the process or its largest child) and
    CPU time (on a shared machine the steadier of the two times)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        subprocess.run(
            ["/usr/bin/time", "-q", "-f", "%e %M %U %S", "-o", report.name, *command],
            cwd=cwd,
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        seconds, kilobytes, user, system = report.read().split()[-4:]
    settle()
    return Timing(float(seconds), int(kilobytes) / 1024, float(user) + float(system))


def settle(limit: float = 20.0) -> None:
    """Wait (untimed) until no XeLaTeX format is being made in the background
    (cvgen/tex/texformat.py): it would take a core from the next measurement."""
    folder = Path(os.environ.get("CVGEN_CACHE_DIR", "")) / "formats"
    deadline = time.monotonic() + limit
    while folder.is_dir() and any(folder.glob("*.lock")) and time.monotonic() < deadline:
        time.sleep(0.05)


def median(
    runs: int, measure: Callable[[], Timing], before: Callable[[], None] | None = None
) -> Timing:
    timings = []
    for _ in range(runs):
        if before:
            before()
        timings.append(measure())
    return middle(timings)


def middle(timings: list[Timing]) -> Timing:
    """The median times of ``timings``, and their highest peak memory."""
    return Timing(
        statistics.median(t.seconds for t in timings),
        max(t.peak_mb for t in timings),
        statistics.median(t.cpu for t in timings),
    )


@dataclass
class Bench:
    """One run of the benchmark: its scratch folder, settings and the rows so far."""

    work: Path
    runs: int
    quick: bool
    rows: list[tuple[str, Timing, str]]
    _bare: Timing | None = None

    def baseline(self) -> Timing:
        """One bare XeLaTeX run of the .tex cvgen writes: the floor to compare
        with (measured the first time a row asks for it)."""
        if self._bare is None:
            tex_dir = self.work / "tex"
            subprocess.run(
                [CVGEN, "tex", PROFILE, "--out", str(tex_dir)],
                cwd=ROOT,
                check=True,
                stdout=subprocess.DEVNULL,
            )
            main_tex = next(tex_dir.glob("*.tex")).name
            command = ["xelatex", "-no-shell-escape", "-interaction=nonstopmode", main_tex]
            self._bare = median(self.runs, lambda: timed(command, cwd=tex_dir))
            self.rows.append(
                ("bare xelatex run of Zili's CV (cvgen tex output)", self._bare, "baseline")
            )
        return self._bare

    def bare_on_one_core(self) -> Timing:
        """The baseline's run pinned to one core."""
        self.baseline()
        tex_dir = self.work / "tex"
        main_tex = next(tex_dir.glob("*.tex")).name
        command = ["taskset", "-c", "0", "xelatex", "-no-shell-escape", "-interaction=nonstopmode"]
        return median(self.runs, lambda: timed([*command, main_tex], cwd=tex_dir))

    def bare_of(self, variant: str) -> Timing:
        """A bare XeLaTeX run of the .tex cvgen writes for Zili's ``variant``."""
        tex_dir = self.work / f"tex-{variant}"
        subprocess.run(
            [CVGEN, "tex", PROFILE, "--variant", variant, "--out", str(tex_dir)],
            cwd=ROOT,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,  # its warnings (untranslated fields)
        )
        main_tex = next(tex_dir.glob("*.tex")).name
        command = ["xelatex", "-no-shell-escape", "-interaction=nonstopmode", main_tex]
        return median(self.runs, lambda: timed(command, cwd=tex_dir))

    def bare_pairs(self) -> tuple[Timing, float]:
        """The baseline's run 4 times 2 at a time, and its ratio to 4 times one
        after the other (medians)."""
        self.baseline()
        tex_dir = self.work / "tex"
        main_tex = next(tex_dir.glob("*.tex")).name
        command = ["xelatex", "-no-shell-escape", "-interaction=nonstopmode", main_tex]
        folders = [self.work / f"tex-pair{i}" for i in (0, 1)]
        for folder in folders:
            shutil.copytree(tex_dir, folder, dirs_exist_ok=True)

        def run(at_once: int) -> float:
            started = time.perf_counter()
            for _ in range(4 // at_once):
                running = [
                    subprocess.Popen(command, cwd=f, stdout=subprocess.DEVNULL)
                    for f in folders[:at_once]
                ]
                for process in running:
                    process.wait()
            return time.perf_counter() - started

        pairs = [(run(2), run(1)) for _ in range(self.runs)]
        two = statistics.median(t for t, _ in pairs)
        return Timing(two, 0.0), statistics.median(t / o for t, o in pairs)

    def group(self, papers: int) -> Path:
        """The synthetic group of 200 people and ``papers`` papers, written once."""
        folder = self.work / f"group{papers}"
        if not folder.is_dir():
            write_group(folder, people=200, papers=papers)
        return folder

    @property
    def sizes(self) -> list[int]:
        return [1000] if self.quick else [1000, 10000]


def one_cv(bench: Bench) -> None:
    bare, runs, cache = bench.baseline(), bench.runs, bench.work / "cache"
    out = bench.work / "out"

    first = median(
        runs,
        lambda: timed([CVGEN, "build", PROFILE, "--out", str(out), "--force"]),
        before=lambda: shutil.rmtree(cache, ignore_errors=True),
    )
    cold = median(runs, lambda: timed([CVGEN, "build", PROFILE, "--out", str(out), "--force"]))
    bench.rows.append(("cold build (--force)", cold, ratio(cold, bare, 0.8)))
    bench.rows.append(
        ("  the same with an empty cache (a first build)", first, ratio(first, bare, 1.3))
    )
    one_core = ["taskset", "-c", "0"]
    if shutil.which("taskset"):
        pinned = median(runs, lambda: timed([*one_core, CVGEN, "build", PROFILE, "--out",
                                             str(out), "--force"]))  # fmt: skip
        bare_pinned = bench.bare_on_one_core()
        bench.rows.append(
            ("  the same on one core (taskset -c 0)", pinned, ratio(pinned, bare, 1.1))
        )
        bench.rows.append(
            ("  bare xelatex run on one core", bare_pinned, ratio(bare_pinned, bare, 1.0))
        )
    from cvgen.sources.themes import DEFAULT_THEME, available_themes

    for theme in (name for name in available_themes() if name != DEFAULT_THEME):
        themed = [CVGEN, "build", PROFILE, "--out", str(out), "--force", "--theme", theme]
        cold_themed = median(runs, lambda: timed(themed))  # noqa: B023 (called at once)
        row = f"  the same in {theme} (no early start: another class)"
        bench.rows.append((row, cold_themed, ratio(cold_themed, bare, 1.35)))
    # in Chinese: xeCJK and the CJK fonts load after the standard preamble, so it starts
    # early too; compared with a bare run of its own .tex
    chinese = [CVGEN, "build", PROFILE, "--out", str(out), "--force", "--variant", "long-zh"]
    timed(chinese)  # the CV rendered into the cache
    cold_chinese = median(runs, lambda: timed(chinese))
    bare_chinese = bench.bare_of("long-zh")
    bench.rows.append(("  bare xelatex run of Zili's long-zh CV (Chinese)", bare_chinese, ""))
    row = "  cold build of the long-zh CV (early start too)"
    share = cold_chinese.seconds / bare_chinese.seconds
    bench.rows.append((row, cold_chinese, f"{share:.2f}x its bare run"))

    timed([CVGEN, "build", PROFILE, "--out", str(out)])
    warm = median(runs, lambda: timed([CVGEN, "build", PROFILE, "--out", str(out)]))
    bench.rows.append(("unchanged rebuild (PDF up to date)", warm, ratio(warm, bare, 0.4)))

    def from_cache() -> Timing:
        shutil.rmtree(out, ignore_errors=True)
        return timed([CVGEN, "build", PROFILE, "--out", str(out)])

    cached = median(runs, from_cache)
    bench.rows.append(
        ("unchanged rebuild, PDF deleted (from the cache)", cached, ratio(cached, bare, 0.4))
    )


def bundled_batch(bench: Bench) -> None:
    def batch(jobs: int) -> Timing:
        out = str(bench.work / f"batch{jobs}")
        options = ["--variant", "all", "--jobs", str(jobs), "--force", "--quiet", "--out", out]
        return timed([CVGEN, "build", *options])

    one = median(bench.runs, lambda: batch(1))
    two = median(bench.runs, lambda: batch(2))
    bench.rows.append(("every variant of every profile, --jobs 1", one, "sequential"))
    bench.rows.append(("every variant of every profile, --jobs 2", two, ratio(two, one, 0.55)))
    # what two cores give XeLaTeX alone: the floor of that ratio on this machine
    at_once, share = bench.bare_pairs()
    row = "  bare XeLaTeX: 4 runs, 2 at a time (the floor of that ratio)"
    bench.rows.append((row, at_once, f"{share:.2f}x 1 at a time"))


def group_tex(bench: Bench) -> None:
    seconds = {papers: group_tex_rows(bench, papers) for papers in bench.sizes}
    if len(seconds) == 2:
        growth = Timing(seconds[10000] / seconds[1000], 0)
        bench.rows.append(("  growth from 1,000 to 10,000 papers", growth, "x (10x data)"))


def group_tex_rows(bench: Bench, papers: int) -> float:
    """The rows of ``cvgen tex`` of the group with ``papers`` papers; its seconds."""
    runs, group = max(2, bench.runs // 2), bench.group(papers)
    command = [CVGEN, "tex", "--out", str(group / "tex")]
    # the first run after the database changed parses its YAML (then cached)
    first = timed(command, cwd=group)
    timing = median(runs, lambda: timed(command, cwd=group))
    bench.rows.append((f"200 people, {papers:,} papers: validate+merge+render", timing, ""))
    bench.rows.append(("  first run after the database changed (one run)", first, ""))
    checked = median(runs, lambda: timed([CVGEN, "validate"], cwd=group))
    bench.rows.append(("  cvgen validate of the group", checked, ""))
    one_tex = [CVGEN, "tex", "profiles/member000.yaml", "--out", str(group / "one")]
    one = median(max(1, bench.runs // 2), lambda: timed(one_tex, cwd=group))
    verdict = f"{'ok' if one.seconds <= 1 else 'OVER'} <= 1 s" if papers == 10000 else ""
    bench.rows.append((f"  one of them, against all {papers:,} papers", one, verdict))
    return timing.seconds


#: The people of the synthetic group the group build makes PDFs of: the whole
#: group (400 PDFs) took 136-261 s on 2 shared cores, so the row builds the first
#: 50 (100 PDFs), each against the whole database, and says so.
GROUP_BUILD_PEOPLE = 50


def group_build(bench: Bench) -> None:
    """Real PDFs of the synthetic group, every variant, two at a time: one
    command that loads and validates the database once for all of them (one run)."""
    papers = bench.sizes[-1]
    group = bench.group(papers)
    timed([CVGEN, "validate"], cwd=group)  # the database's YAML parsed (then cached)
    count = GROUP_BUILD_PEOPLE if bench.quick else 200  # --quick: the first 50
    people = [f"profiles/member{i:03d}.yaml" for i in range(count)]
    out = group / "pdf"
    command = [CVGEN, "build", *people, "--variant", "all", "--jobs", "2", "--force", "--quiet"]
    timing = timed([*command, "--out", str(out)], cwd=group)
    pdfs = len(list(out.glob("*.pdf")))
    who = "everyone" if count == 200 else f"the first {count}"
    label = f"200 people, {papers:,} papers: build --variant all --jobs 2, {who}"
    bench.rows.append((label, timing, f"{pdfs} PDFs (one run)"))
    bench.rows.append(("  per PDF", Timing(timing.seconds / pdfs, 0), ""))


def page_budget(bench: Bench) -> None:
    """Zili's long CV against the same CV held to one page (a variant the
    benchmark adds), whose entries to drop are found by compiling probes, one a
    core at once; and the same pinned to one core (one probe at a time)."""
    folder = bench.work / "budget"
    shutil.copytree(ROOT / "profiles", folder, dirs_exist_ok=True)
    variants = folder / "variants.yaml"
    variants.write_text(
        variants.read_text(encoding="utf-8")
        + "  onepage:\n    extends: long\n    max_pages: 1\n    description: one page\n",
        encoding="utf-8",
    )
    out = bench.work / "budget-out"
    profile = str(folder / "zili-zhang.yaml")

    def build(variant: str, *pin: str) -> Timing:
        command = [*pin, CVGEN, "build", profile, "--variant", variant, "--out", str(out)]
        return median(bench.runs, lambda: timed([*command, "--force"]))

    long = build("long")
    bench.rows.append(("page budget: Zili's long CV (2 pages, no budget)", long, ""))
    fitted = build("onepage")
    bench.rows.append(("  held to 1 page: probes at once", fitted, times(fitted, long)))
    if shutil.which("taskset"):
        pinned = build("onepage", "taskset", "-c", "0")
        bench.rows.append(("  held to 1 page, one core", pinned, times(pinned, long)))


def web(bench: Bench) -> None:
    """The web page: its fonts cut down on the first build (empty cache), then
    taken from the cache; the PDF and the page together; the group's site."""
    out, cache = bench.work / "web", bench.work / "cache"
    page = [CVGEN, "build", PROFILE, "--format", "html", "--out", str(out), "--force"]
    first = median(bench.runs, lambda: timed(page), before=lambda: shutil.rmtree(cache, True))
    bench.rows.append(("web page, empty cache (fonts subset)", first, ""))
    cold = median(bench.runs, lambda: timed(page))
    bench.rows.append(("web page (--format html --force)", cold, ""))
    both = [CVGEN, "build", PROFILE, "--format", "pdf,html", "--out", str(out), "--force"]
    together = median(bench.runs, lambda: timed(both))
    bench.rows.append(("  PDF and page (--format pdf,html --force)", together, ""))
    site = [CVGEN, "site", "--out", str(bench.work / "site"), "--no-pdf"]
    pages = median(bench.runs, lambda: timed(site))
    bench.rows.append(("cvgen site --no-pdf (3 members, 5 pages)", pages, ""))


def phases(bench: Bench) -> None:
    """A cold build's phases in one process on one core (bench/phases.py): of a
    CV rendered before (the cache warm, cvgen's format made) and of one loaded
    and rendered; and the slowest imports of the latter."""
    import json

    pinned = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    command = [*pinned, sys.executable, str(ROOT / "bench/phases.py"), "--json"]
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)  # makes the format
    settle()
    runs = [json.loads(subprocess.run(command, cwd=ROOT, check=True, capture_output=True,
                                      text=True).stdout) for _ in range(bench.runs)]  # fmt: skip
    for name in runs[0]:
        seconds = statistics.median(run[name] for run in runs)
        verdict = f"{'ok' if seconds < 0.15 else 'OVER'} < 0.15 s"
        note = verdict if name == "rendered: Python (all but XeLaTeX)" else ""
        bench.rows.append((f"one core, {name}", Timing(seconds, 0), note))
    imports = subprocess.run(
        [*pinned, sys.executable, "-X", "importtime", "-c", "import cvgen.pipeline.engine"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stderr.splitlines()  # fmt: skip
    costs = [(int(line.split("|")[1]), line.split("|")[2].strip()) for line in imports[1:]]
    for micros, module in sorted(costs, reverse=True)[1:4]:  # the first: the engine itself
        bench.rows.append((f"  import {module} (cumulative)", Timing(micros / 1e6, 0), ""))


def startup(bench: Bench) -> None:
    start = median(bench.runs, lambda: timed([CVGEN, "--help"]))
    bench.rows.append(
        ("cvgen --help", start, f"{'ok' if start.seconds <= 0.25 else 'OVER'} <= 0.25 s")
    )
    validate = median(bench.runs, lambda: timed([CVGEN, "validate"]))
    bench.rows.append(("cvgen validate (bundled profiles)", validate, ""))


EDITED = "{en: Ph.D. Student"  # in PROFILE: the engines' edit appends a number to it
# one count for every step's edits: a number seen before would make a profile some
# step already built (in the cache: restored or rendered before, not a whole build)
_EDITS = itertools.count()


def engines(bench: Bench) -> None:
    """Zili's CV built with Typst beside the same build with XeLaTeX, on two cores
    and on one (the goal: at most half of XeLaTeX's time), three ways: ``--force``
    (the CV rendered before: the typesetter and the stamp), after an edit of the
    profile (its source key changes: the whole build), and a first build with an
    empty cache; then after an edit with a full cache (:func:`full_cache`).
    RenderCV on the same CV: the next step (:func:`rendercv`)."""
    profile, edit = editable_profile(bench)
    out = bench.work / "engines"

    def empty_cache() -> None:
        shutil.rmtree(bench.work / "cache", ignore_errors=True)

    for cores, prefix in cores_and_prefixes():
        command = [*prefix, CVGEN, "build", str(profile), "--out", str(out), "--quiet"]
        for engine in ("xelatex", "typst"):  # each CV rendered once before the --force rows
            timed([*command, "--engine", engine, "--force"])
        kinds = (
            ("cold build (--force)", ["--force"], None),
            ("build after an edit of the profile", [], edit),
            ("first build, empty cache", ["--force"], empty_cache),
        )
        for kind, flags, before in kinds:
            runs = [[*command, "--engine", engine, *flags] for engine in ("xelatex", "typst")]
            xelatex = median(bench.runs, lambda: timed(runs[0]), before)  # noqa: B023
            typst = median(bench.runs, lambda: timed(runs[1]), before)  # noqa: B023
            bench.rows.append((f"{kind}, XeLaTeX ({cores})", xelatex, "baseline of the next"))
            bench.rows.append(
                (f"  the same with --engine typst ({cores})", typst, ratio(typst, xelatex, 0.5))
            )
    full_cache(bench, profile, edit)


FULL_CACHE_MB = 32  # the filler's bytes: what a bench writes in seconds
FULL_CACHE_FILES = 3500  # as many files as a user's full 256 MB cache holds
FILLER = "bench-filler"  # the filler's kind: a cache folder of its own


def full_cache(bench: Bench, profile: Path, edit: Callable[[], None]) -> None:
    """The build after an edit again (two cores), with a full cache: 3,500
    sealed files of 32 MB in all, older than the rest, with ``CVGEN_CACHE_MB``
    set to what the cache then holds (the file count of a user's full 256 MB
    cache, which its writes would have to count). Each run writes over the
    limit, as a user's builds do, and the filler's files go first."""
    from cvgen.support import cache

    held = sum(p.stat().st_size for p in (bench.work / "cache").glob("*/*") if p.is_file())
    limit_mb = -(-held // 2**20) + FULL_CACHE_MB
    os.environ["CVGEN_CACHE_MB"] = str(limit_mb)  # for the filler's writes and the builds'
    try:
        size = (limit_mb * 2**20 - held) // FULL_CACHE_FILES - 100  # the seal: 79 bytes
        old = time.time() - 86400
        for i in range(FULL_CACHE_FILES):
            cache.write(FILLER, f"{i:04}.bin", i.to_bytes(4, "big") * (size // 4))
            os.utime(bench.work / "cache" / FILLER / f"{i:04}.bin", (old + i, old + i))
        command = [CVGEN, "build", str(profile), "--out", str(bench.work / "engines"), "--quiet"]
        runs = [[*command, "--engine", engine] for engine in ("xelatex", "typst")]
        after_edit(edit, runs[0])  # the first count of this cache, if any
        xelatex = median(bench.runs, lambda: timed(runs[0]), edit)
        typst = median(bench.runs, lambda: timed(runs[1]), edit)
    finally:
        del os.environ["CVGEN_CACHE_MB"]
        shutil.rmtree(bench.work / "cache" / FILLER, ignore_errors=True)
    full = f"{FULL_CACHE_FILES:,} files, {limit_mb} MB"
    row = f"build after an edit, a full cache ({full}), XeLaTeX (2 cores)"
    bench.rows.append((row, xelatex, "baseline of the next"))
    row = "  the same with --engine typst (2 cores)"
    bench.rows.append((row, typst, ratio(typst, xelatex, 0.5)))


def editable_profile(bench: Bench) -> tuple[Path, Callable[[], None]]:
    """Zili's profile copied into the bench's folder, and an edit of it: a new
    position, so a new source key and a new PDF (a comment alone would leave the
    PDF as it was, and the build would end before typesetting)."""
    group = bench.work / "engines-group"
    shutil.copytree(ROOT / "profiles", group / "profiles", dirs_exist_ok=True)
    profile = group / "profiles" / Path(PROFILE).name
    original = profile.read_text(encoding="utf-8")
    assert EDITED in original, f"{PROFILE} no longer holds {EDITED!r}: edit the bench"

    def edit() -> None:
        changed = original.replace(EDITED, f"{EDITED} {next(_EDITS)}", 1)
        profile.write_text(changed, encoding="utf-8")

    return profile, edit


def cores_and_prefixes() -> list[tuple[str, list[str]]]:
    """Two cores, and one when taskset can pin a command to it."""
    if not shutil.which("taskset"):
        return [("2 cores", [])]
    return [("2 cores", []), ("1 core", ["taskset", "-c", "0"])]


REBUILT = re.compile(r"^rebuilt .*\((?:\d+ pages?), ([0-9.]+) s\)$")


def watched(bench: Bench) -> None:
    """Zili's CV rebuilt by ``cvgen build --watch`` after an edit of the
    profile, Typst beside XeLaTeX, on two cores and one: the edit loop, where
    the process, its modules and Typst's caches stay warm. Two times a
    rebuild: cvgen's own (from the change it took to the PDF written, the
    time it prints) and the wall time from the edit to that line, which adds
    the watcher's wait for the editor to finish saving (300 ms) and its poll.
    CPU is the watching process's own (and its children's, XeLaTeX's), from
    /proc, over the rebuild."""
    profile, edit = editable_profile(bench)
    out = bench.work / "watched"
    for cores, prefix in cores_and_prefixes():
        measured = {}
        for engine in ("xelatex", "typst"):
            command = [*prefix, CVGEN, "build", str(profile), "--out", str(out),
                       "--engine", engine, "--watch"]  # fmt: skip
            measured[engine] = rebuilds(command, edit, max(bench.runs, 5))
        xelatex = measured["xelatex"][0]
        for engine, label in (("xelatex", "XeLaTeX"), ("typst", "Typst")):
            own, wall = measured[engine]
            note = "baseline of the Typst row" if engine == "xelatex" else ratio(own, xelatex, 0.5)
            bench.rows.append((f"--watch rebuild after an edit, {label} ({cores})", own, note))
            bench.rows.append((f"  the same, edit to the printed line ({cores})", wall, ""))


def rebuilds(command: list[str], edit: Callable[[], None], runs: int) -> tuple[Timing, Timing]:
    """Medians of ``runs`` rebuilds of a ``--watch`` process after ``edit``:
    cvgen's own time and the time from the edit to the printed line (each with
    the process's CPU time over the rebuild)."""
    watcher = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)  # fmt: skip
    assert watcher.stdout is not None
    own, wall = [], []
    try:
        read_until(watcher.stdout, "watching ")  # built once, and watching
        for _ in range(runs):
            time.sleep(0.5)  # past the watcher's settle time: each edit its own rebuild
            cpu, start = cpu_seconds(watcher.pid), time.monotonic()
            edit()
            line = read_until(watcher.stdout, "rebuilt ")  # after "changed ..."
            seconds, used = time.monotonic() - start, cpu_seconds(watcher.pid) - cpu
            found = REBUILT.match(line)
            assert found, f"--watch did not rebuild: {line!r}"
            own.append(Timing(float(found.group(1)), 0.0, used))
            wall.append(Timing(seconds, 0.0, used))
    finally:
        watcher.send_signal(signal.SIGINT)
        watcher.communicate(timeout=30)
    return middle(own), middle(wall)


def read_until(lines: IO[str], start: str) -> str:
    """The first line read from ``lines`` that starts with ``start``."""
    for line in lines:
        if line.startswith(start):
            return line.strip()
    raise AssertionError(f"--watch ended before a line starting {start!r}")


def cpu_seconds(pid: int) -> float:
    """User and system time of process ``pid`` and its waited-for children."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    ticks = sum(int(f) for f in fields[11:15])  # utime stime cutime cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def rendercv(bench: Bench) -> None:
    """RenderCV beside cvgen's builds after an edit, on two cores and one
    (:func:`rendercv_rows`)."""
    profile, edit = editable_profile(bench)
    out = bench.work / "engines"
    for cores, prefix in cores_and_prefixes():
        command = [*prefix, CVGEN, "build", str(profile), "--out", str(out), "--quiet"]
        # each engine's build after an edit (the whole build), one run a call
        edited = {
            name: partial(after_edit, edit, [*command, "--engine", engine])
            for name, engine in (("XeLaTeX", "xelatex"), ("Typst", "typst"))
        }
        for measure in edited.values():  # the first build of each engine (its cache)
            measure()
        rendercv_rows(bench, cores, prefix, edited)


def after_edit(edit: Callable[[], None], command: list[str]) -> Timing:
    edit()
    return timed(command)


def rendercv_rows(
    bench: Bench, cores: str, prefix: list[str], edited: dict[str, Callable[[], Timing]]
) -> None:
    """RenderCV rendering Zili's long CV, written as RenderCV input (PDF only),
    beside cvgen's builds after an edit (``edited``: the whole build, as RenderCV's
    render always is), measured in turn, one run of each a round, so that a
    machine whose load changes weighs on all of them alike. Offline RenderCV
    needs a stand-in for one Typst Universe package (bench/rendercv_offline.py),
    which the row names; its check of PyPI for a newer version, on every
    render, meets a proxy that refuses at once, so no row times the network."""
    from rendercv_offline import (
        STANDIN_NOTE,
        exported_resume,
        prepare,
        rendercv_command,
        rendercv_version,
    )

    rendercv = rendercv_command()
    if rendercv is None:
        note = "no RenderCV: make bench-rendercv installs it into .venv-rendercv"
        bench.rows.append((f"RenderCV render of the same CV ({cores})", Timing(0.0, 0.0), note))
        return
    folder = bench.work / "rendercv"
    yaml, env = prepare(folder, exported_resume(CVGEN, PROFILE, ROOT))
    render = [*prefix, str(rendercv), "render", yaml, "--dont-generate-png",
              "--dont-generate-html", "--dont-generate-markdown"]  # fmt: skip
    row = f"RenderCV {rendercv_version(rendercv)} render of the same CV ({cores})"
    measures = {"RenderCV": lambda: timed(render, cwd=folder, env=env), **edited}
    try:
        measures["RenderCV"]()  # its first run writes Python's bytecode
        rounds = [
            {name: measure() for name, measure in measures.items()} for _ in range(bench.runs)
        ]
    except subprocess.CalledProcessError:
        bench.rows.append((row, Timing(0.0, 0.0), f"could not render {STANDIN_NOTE}"))
        return
    timing = {name: middle([r[name] for r in rounds]) for name in measures}
    theirs = timing.pop("RenderCV")
    bench.rows.append((row, theirs, STANDIN_NOTE))
    for engine, ours in timing.items():
        wall = f"{ours.seconds / theirs.seconds:.2f}x"
        wall = ratio(ours, theirs, 1.0) if engine == "Typst" else wall  # the goal: below
        share = f"CPU {ours.cpu / theirs.cpu:.2f}x RenderCV's; wall {wall}"
        bench.rows.append(
            (f"  cvgen {engine}, build after an edit, in turn ({cores})", ours, share)
        )


#: The rows, in the order of the table; ``--only NAME`` runs some of them.
STEPS: dict[str, Callable[[Bench], object]] = {
    "baseline": Bench.baseline,
    "one-cv": one_cv,
    "bundled-batch": bundled_batch,
    "group-tex": group_tex,
    "group-build": group_build,
    "page-budget": page_budget,
    "web": web,
    "phases": phases,
    "startup": startup,
    "engines": engines,
    "watch": watched,
    "rendercv": rendercv,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (median)")
    parser.add_argument("--quick", action="store_true", help="skip the 10,000-paper group")
    parser.add_argument(
        "--only",
        action="append",
        choices=list(STEPS),
        metavar="NAME",
        help=f"run only these rows (repeatable): {', '.join(STEPS)}",
    )
    args = parser.parse_args()
    if shutil.which("/usr/bin/time") is None:
        sys.exit("bench needs GNU time (/usr/bin/time): sudo apt-get install time")
    work = Path(tempfile.mkdtemp(prefix="cvgen-bench-"))
    os.environ.update({"CVGEN_CACHE_DIR": str(work / "cache")})
    bench = Bench(work, args.runs, args.quick, [])
    try:
        for name, step in STEPS.items():
            if not args.only or name in args.only:
                step(bench)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print_table(bench.rows, args.runs)


def times(value: Timing, base: Timing) -> str:
    return f"{value.seconds / base.seconds:.2f}x the long CV"


def ratio(value: Timing, base: Timing, target: float) -> str:
    r = value.seconds / base.seconds
    return f"{r:.2f}x  {'ok' if r <= target else 'OVER'} (target <= {target}x)"


def print_table(rows: list[tuple[str, Timing, str]], runs: int) -> None:
    print(f"cvgen benchmark: median of {runs} runs, {os.cpu_count()} cores\n")
    width = max(len(r[0]) for r in rows)
    print(f"{'measurement':<{width}}  {'seconds':>8}  {'CPU s':>6}  {'peak MB':>8}  ratio / target")
    for name, timing, note in rows:
        peak = f"{timing.peak_mb:8.0f}" if timing.peak_mb else " " * 8
        cpu = f"{timing.cpu:6.2f}" if timing.cpu else " " * 6
        print(f"{name:<{width}}  {timing.seconds:8.3f}  {cpu}  {peak}  {note}")


if __name__ == "__main__":
    main()
