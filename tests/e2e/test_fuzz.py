"""The input fuzzer (tests/e2e/fuzz.py) in ``make test``: a few seeded cases,
every command as a subprocess, the build on every third case (it runs
XeLaTeX); ``make fuzz`` runs a longer campaign."""

from __future__ import annotations

import os
import random
import shutil
import sys
from pathlib import Path

import pytest

from tests.conftest import HANG
from tests.e2e import fuzz
from tests.e2e import fuzz_mutations as m


@pytest.mark.campaign
def test_a_few_seeded_cases_give_no_traceback_hang_or_lost_file() -> None:
    # broken inputs only: the project mutations (m.PLACES) run in `make fuzz`, and
    # so do the many cases (each about 4 s): here three, the build in the first;
    # a command is a hang only past HANG, however busy the machine
    result = fuzz.campaign(seed=15, cases=3, build_every=3, places=0.0, limit=HANG)
    assert result.failures == [], "\n".join(result.failures)
    assert (result.cases, result.commands) == (3, 3 * 9 + 1)


@pytest.mark.parametrize("mutation", [*m.YAML_MUTATIONS, m.bib_mutation], ids=lambda f: f.__name__)
def test_a_mutation_is_seeded_and_changes_the_file(mutation: m.Mutation) -> None:
    original = (fuzz.ROOT / "profiles/variants.yaml").read_bytes()
    first = mutation(random.Random(3), original)
    assert first == mutation(random.Random(3), original)
    assert first != original


def test_the_json_mutations_break_a_json_resume() -> None:
    original = (fuzz.ROOT / "tests/jsonresume/full.resume.json").read_bytes()
    for mutation in (m.json_mutation, m.deep_json):
        assert mutation(random.Random(1), original) != original


# a cvgen with bugs of the kinds the campaign looks for, one per command
PLANTED = """
import os, sys, time
command = sys.argv[1]
if command == "validate":  # a path-like name followed out of the project
    open(os.path.join(os.environ["FUZZ_OUTSIDE"], "planted.txt"), "w").write("x")
elif command == "list":  # a FIFO read without a limit
    time.sleep(60)
elif command == "tex":
    raise RuntimeError("a planted bug")
elif command == "export":  # a variant named ../ESCAPED
    open("ESCAPED.pdf", "w").write("x")
"""


def test_the_campaign_reports_a_planted_bug_clearly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = tmp_path / "fake_cvgen.py"
    fake.write_text(PLANTED)
    monkeypatch.setattr(fuzz, "CVGEN", [sys.executable, str(fake)])
    case, outside = tmp_path / "case", tmp_path / "outside"
    case.mkdir()
    fuzz.make_outside(outside)
    env = {**os.environ, "FUZZ_OUTSIDE": str(outside)}
    broken = "profiles/zili-zhang.yaml: planted"
    # every command has as long as a hang takes, but the one planted to hang
    count, failures = fuzz.check_case(
        case, broken, env, build=False, limit=HANG, outside=outside, limits={"list": 2}
    )
    assert count == len(fuzz.READING) + len(fuzz.IMPORTS)
    said = [failure.removeprefix(f"{broken} | cvgen ").split(": ", 1) for failure in failures]
    assert [(argv.split()[0], what.split(":")[0]) for argv, what in said] == [
        ("validate", "changed outside/, outside the project"),
        ("list", "still running after 2 s"),
        ("tex", "a traceback"),
        ("export", "wrote outside the folders it was given"),  # once: the same file again
    ]
    assert (outside / "planted.txt").exists() is False  # put back for the next command


def small_project(folder: Path) -> Path:
    """What the project mutations change: a profile, an output, a cache."""
    for name in ("zili-zhang.yaml", "variants.yaml", "publications.yaml"):
        name = f"profiles/{name}"
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(fuzz.ROOT / name, folder / name)
    for name in ("out/zili-zhang-long-2024-10-10.pdf", "cache/pdf/a.pdf", "cache/early/p.tex"):
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(b"%PDF-1.4\n")
    return folder


@pytest.mark.parametrize("place", m.PLACES, ids=lambda f: f.__name__)
def test_a_project_mutation_is_seeded_and_changes_the_project(
    tmp_path: Path, place: m.Place
) -> None:
    outside = tmp_path / "outside"
    fuzz.make_outside(outside)
    made = []
    for copy in ("one", "two"):
        project = small_project(tmp_path / copy)
        before = fuzz.snapshot(project)
        placed = place(random.Random(5), project, outside)
        made.append(placed.what.replace(copy, "#"))
        assert fuzz.snapshot(project) != before
    assert made[0] == made[1]
