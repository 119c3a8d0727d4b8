"""A seeded mutation fuzzer of cvgen's inputs: every command, as a real
subprocess, on a small project folder in which one input file is broken.

Each case copies a small project (a bundled profile, the database, the
variants file, a .bib and a JSON Resume, and a PDF built from them), breaks
one file with a mutation of :mod:`tests.e2e.fuzz_mutations`, and runs every
command on it. Each command must end within the time limit with status 0, or
1/2 with a message that names the broken file and no traceback; a failed
build must leave the previous PDF byte-identical and no temporary file in the
output folder; a failed import must leave the profiles and the database
byte-identical. ``make test`` runs a few cases (tests/e2e/test_fuzz.py);
``make fuzz SEED=N CASES=M`` a campaign:

    python tests/e2e/fuzz.py --seed 1 --cases 150
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if __name__ == "__main__":  # run as a script: the tests package is not on the path
    sys.path.insert(0, str(ROOT))

from tests.e2e import fuzz_mutations as m  # noqa: E402

# the installed entry point, as a user runs it (beside the interpreter of the venv)
CVGEN = [str(Path(sys.executable).with_name("cvgen"))]
INPUTS = {  # in the project folder: where each comes from
    "profiles/zili-zhang.yaml": "profiles/zili-zhang.yaml",
    "profiles/publications.yaml": "profiles/publications.yaml",
    "profiles/variants.yaml": "profiles/variants.yaml",
    "in/refs.bib": "tests/bib/awkward.bib",
    "in/resume.json": "tests/jsonresume/full.resume.json",
}
WEIGHTS = [3, 2, 2, 1, 1]  # how often each input is the one broken
PDF = "out/zili-zhang-long-2024-10-10.pdf"
READING = [  # commands that write nothing the checks look at, then those that do
    ["validate", "profiles/zili-zhang.yaml"],
    ["list", "profiles/zili-zhang.yaml"],
    ["tex", "profiles/zili-zhang.yaml", "--out", "texout", "--date", "2024-10-10"],
    ["export", "profiles/zili-zhang.yaml", "--format", "markdown", "--out", "cv.md"],
    ["export", "profiles/zili-zhang.yaml", "--format", "jsonresume", "--out", "cv.json"],
    ["diff", PDF, "profiles/zili-zhang.yaml"],
    ["publications", "--format", "html", "--out", "pub.html"],
]
BUILD = ["build", "profiles/zili-zhang.yaml", "--date", "2024-10-10", "--out", "out"]
IMPORTS = [
    ["import-bib", "in/refs.bib", "--db", "profiles/publications.yaml"],
    ["import-jsonresume", "in/resume.json", "--out", "new"],
]


@dataclass
class Campaign:
    seed: int
    cases: int = 0
    commands: int = 0
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> str:
        return (
            f"seed {self.seed}: {self.cases} cases, {self.commands} commands, "
            f"{len(self.failures)} failures, {self.seconds:.0f} s"
        )


MEMORY = 3 << 30  # bytes of address space a command may take: a read without limit ends
# in MemoryError (a failure the campaign reports) instead of taking the machine's memory
PLACES = 0.5  # the share of cases that change the project around the inputs (m.PLACES)
# what a command may write in a case's folder: anything else changed is a write
# outside the folders it was given (a path-like name, a symlink followed)
WRITTEN = {"out", "texout", "cv.md", "cv.json", "pub.html", "new", "site", "cache", "profiles"}


def _bounded() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run(argv: list[str], cwd: Path, env: dict[str, str], limit: float) -> tuple[int, str]:
    """Status (-9: over the time limit) and standard error of one command."""
    try:
        done = subprocess.run(
            [*CVGEN, *argv], cwd=cwd, env=env, capture_output=True, text=True,
            errors="replace", timeout=limit, stdin=subprocess.DEVNULL, preexec_fn=_bounded,
        )  # fmt: skip
    except subprocess.TimeoutExpired as exc:
        err = exc.stderr.decode(errors="replace") if isinstance(exc.stderr, bytes) else ""
        return -9, err
    return done.returncode, done.stderr


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (symlinks and folders by name), by relative path."""
    if not folder.exists():
        return {}
    return {
        str(p.relative_to(folder)): p.read_bytes() if p.is_file() and not p.is_symlink() else b"-"
        for p in sorted(folder.rglob("*"))
    }


def base_project(folder: Path, env: dict[str, str]) -> Path:
    """The unbroken project, its PDF built, every command checked to pass on it."""
    for target, source in INPUTS.items():
        (folder / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / source, folder / target)
    for argv in [BUILD, *READING]:
        status, err = run(argv, folder, env, 120)
        assert status == 0, f"the unbroken project fails {argv}: {err}"
    return folder


def break_input(rng: random.Random, folder: Path) -> str:
    """Break one input of the project in ``folder``; a description of what was done."""
    target = rng.choices(list(INPUTS), WEIGHTS)[0]
    path = folder / target
    if target.endswith(".yaml"):
        choices: list[m.Mutation | str] = [*m.YAML_MUTATIONS, *m.FILE_REPLACEMENTS]
    elif target.endswith(".json"):
        choices = [m.json_mutation, m.json_mutation, m.deep_json, *m.TEXT_MUTATIONS]
        choices += m.FILE_REPLACEMENTS
    else:
        choices = [m.bib_mutation, m.bib_mutation, *m.TEXT_MUTATIONS, *m.FILE_REPLACEMENTS]
    mutation = rng.choice(choices)
    if isinstance(mutation, str):
        path.unlink()
        if mutation == m.DIRECTORY:
            path.mkdir()
        elif mutation == m.DANGLING:
            path.symlink_to("no-such-file")
        else:
            path.write_bytes(b"")
        return f"{target}: {mutation}"
    path.write_bytes(mutation(rng, path.read_bytes()))
    return f"{target}: {mutation.__name__}"


def around(folder: Path) -> dict[str, bytes]:
    """The files of a case's folder that no command writes (see :data:`WRITTEN`)."""
    return {
        name: data for name, data in snapshot(folder).items() if Path(name).parts[0] not in WRITTEN
    }


def check_case(
    folder: Path,
    broken: str,
    env: dict[str, str],
    *,
    build: bool,
    limit: float,
    outside: Path | None = None,
    placed: m.Placed | None = None,
    limits: dict[str, float] | None = None,
) -> tuple[int, list[str]]:
    """Run every command on the project in ``folder``; (commands run, failures).
    ``outside``: a folder no command may change; ``placed``: the change made
    around the inputs, and the commands that meet it; ``limits``: seconds for
    the commands of these names instead of ``limit``."""
    name = broken.split(":")[0].rsplit("/", 1)[-1]
    failures: list[str] = []
    extra = [list(c) for c in placed.commands] if placed else []
    commands = [*READING, *([BUILD] if build else []), *extra, *IMPORTS]
    ran = 0
    for argv in commands:
        out, profiles, new = (
            snapshot(folder / "out"),
            snapshot(folder / "profiles"),
            snapshot(folder / "new"),
        )
        walls = (snapshot(outside) if outside else {}), around(folder)
        seconds = (limits or {}).get(argv[0], limit)
        status, err = run(argv, folder, env, seconds)
        ran += 1
        what = f"{broken} | cvgen {' '.join(argv)}"
        tail = err.strip()[-600:]
        if outside and snapshot(outside) != walls[0]:
            failures.append(f"{what}: changed {outside.name}/, outside the project")
            _restore_outside(outside)
        if around(folder) != walls[1]:
            failures.append(f"{what}: wrote outside the folders it was given: "
                            f"{sorted(set(around(folder)) ^ set(walls[1]))[:5]}")  # fmt: skip
        if status == -9:
            failures.append(f"{what}: still running after {seconds:.0f} s")
            if placed and placed.special:  # every command would wait the same: one is enough
                break
        elif status not in (0, 1, 2):
            failures.append(f"{what}: exit {status}: {tail}")
        elif "Traceback" in err:
            failures.append(f"{what}: a traceback: {tail}")
        elif status != 0 and name not in err:
            failures.append(f"{what}: exit {status}, the message does not name {name}: {tail}")
        leftovers = [n for n in snapshot(folder / "out") if n.startswith(".") or ".part" in n]
        if leftovers:
            failures.append(f"{what}: temporary files left in out/: {leftovers}")
        if argv is BUILD and status != 0 and snapshot(folder / "out") != out:
            failures.append(f"{what}: a failed build changed out/")
        changed = snapshot(folder / "profiles") != profiles or snapshot(folder / "new") != new
        if argv in IMPORTS and status != 0 and changed:
            failures.append(f"{what}: a failed import changed the profiles or the database")
    return ran, failures


def make_outside(outside: Path) -> None:
    """The folder beside the cases that no command may change: a file a
    manifest names, a file an output symlink points to, both old."""
    outside.mkdir(exist_ok=True)
    (outside / "important.txt").write_text("nobody's output\n")
    (outside / "target.pdf").write_bytes(b"%PDF-1.4 not cvgen's\n")
    for path in outside.iterdir():
        os.utime(path, (1_000_000_000, 1_000_000_000))  # 2001: the first a pruning deletes


def _restore_outside(outside: Path) -> None:
    for path in outside.iterdir():
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()
    make_outside(outside)


def campaign(
    seed: int,
    cases: int,
    *,
    build_every: int = 1,
    limit: float = 20.0,
    log: bool = False,
    places: float = PLACES,
) -> Campaign:
    """``cases`` cases from ``seed``; the build runs on every ``build_every``-th
    case. A share ``places`` of the cases changes the project around the
    inputs (:data:`tests.e2e.fuzz_mutations.PLACES`) instead of breaking one;
    each case has a copy of the unbroken project's cache of its own."""
    result = Campaign(seed)
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="cvgen-fuzz-") as scratch:
        work = Path(scratch)
        crashes = work / "tmp"  # a crash log would land here: counted below
        crashes.mkdir()
        outside = work / "outside"
        make_outside(outside)
        env = {**os.environ, "CVGEN_CACHE_DIR": str(work / "cache"), "TMPDIR": str(crashes)}
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
        base = base_project(work / "base", env)
        rng = random.Random(seed)
        for number in range(cases):
            folder = work / f"case{number}"
            shutil.copytree(base, folder, symlinks=True)
            shutil.copytree(work / "cache", folder / "cache", symlinks=True)
            case_env = {**env, "CVGEN_CACHE_DIR": str(folder / "cache")}
            placed = None
            place = random.Random(f"place {seed} {number}")  # the inputs' draws stay as they were
            if place.random() < places:
                placed = place.choice(m.PLACES)(place, folder, outside)
                broken = placed.what
            else:
                broken = break_input(rng, folder)
            count, failures = check_case(
                folder, broken, case_env, build=number % build_every == 0, limit=limit,
                outside=outside, placed=placed,
            )  # fmt: skip
            result.cases += 1
            result.commands += count
            result.failures += [f"case {number}: {f}" for f in failures]
            if log:
                print(f"case {number}: {broken}: {len(failures)} failures", flush=True)
            shutil.rmtree(folder, ignore_errors=True)
        result.failures += [f"crash log left: {p.name}" for p in crashes.glob("cvgen-crash-*")]
    result.seconds = time.monotonic() - start
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=150)
    parser.add_argument("--build-every", type=int, default=1, help="build on every N-th case")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per command")
    parser.add_argument(
        "--places", type=float, default=PLACES, help="share of cases changing the project around"
    )
    args = parser.parse_args()
    result = campaign(
        args.seed, args.cases, build_every=args.build_every, limit=args.timeout, log=True,
        places=args.places,
    )  # fmt: skip
    print(*result.failures, sep="\n")
    print(result.summary())
    return 1 if result.failures else 0


if __name__ == "__main__":
    sys.exit(main())
