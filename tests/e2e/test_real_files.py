"""BibTeX files as researchers have them, through the real commands, fact by fact.

``tests/bib/corpus/`` holds files written for these tests in the manner of
DBLP, NASA ADS, Google Scholar, al-folio and a file kept by hand (its README
says which case each one holds). For each file, a new user's steps are run in
an empty folder: ``cvgen import-bib FILE --profile PROFILE`` (which creates
the database), the ``aliases:`` line the report suggests added to the profile
when it suggests one, then ``cvgen build`` (in a process of its own).

``<file>.facts`` says what must come out, one fact a line:

- ``pdf: TEXT``: the PDF's text (pdftotext, whitespace folded) holds TEXT;
- ``report: TEXT``: the import report holds TEXT;
- ``db: TEXT``: the database written holds TEXT;
- ``not pdf: TEXT`` (and ``not report``, ``not db``): it does not (a mangled
  venue, a mark left in a name).

``#`` starts a comment line.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import HANG, ROOT, campaign_beyond, cvgen_in_process, pdf_text, squash

CORPUS = ROOT / "tests/bib/corpus"
FILES = sorted(p.stem for p in CORPUS.glob("*.bib"))
CVGEN = [str(Path(sys.executable).with_name("cvgen"))]
KINDS = ("pdf", "report", "db")


def facts(
    name: str, corpus: Path = CORPUS, kinds: tuple[str, ...] = KINDS
) -> list[tuple[str, str]]:
    found = []
    for line in (corpus / f"{name}.facts").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, sep, text = line.partition(": ")
        assert sep and kind.removeprefix("not ") in kinds, f"{name}.facts: cannot read {line!r}"
        found.append((kind, text))
    return found


def cvgen(folder: Path, *args: str) -> str:
    """``cvgen ARGS`` in ``folder``: what it printed, stdout then stderr. A
    build runs in a process of its own, through the launcher, as a user's
    does; the other commands in the test's process (what they print is the
    test, not the process; a new one costs a second of imports)."""
    if args[0] != "build":
        run = cvgen_in_process(*args, cwd=folder, env={"COLUMNS": "200"})
        assert run.returncode == 0, f"cvgen {' '.join(args)} failed:\n{run.stdout}{run.stderr}"
        return run.stdout + run.stderr
    env = {**os.environ, "COLUMNS": "200"}
    run = subprocess.run(
        [*CVGEN, *args], cwd=folder, capture_output=True, text=True, env=env, timeout=HANG
    )
    assert run.returncode == 0, f"cvgen {' '.join(args)} failed:\n{run.stdout}{run.stderr}"
    return run.stdout + run.stderr


def suggested_aliases(report: str) -> str | None:
    found = re.search(r"^\s*(aliases: \[.*\])\s*$", report, re.MULTILINE)
    return found.group(1) if found else None


@pytest.fixture(scope="module")
def imported(
    tmp_path_factory: pytest.TempPathFactory,
) -> Callable[[str], tuple[str, str, str]]:
    """A file's import report, database text and PDF text, made the first time
    a test asks for it."""
    results: dict[str, tuple[str, str, str]] = {}

    def run(name: str) -> tuple[str, str, str]:
        if name not in results:
            results[name] = _import_and_build(name, tmp_path_factory.mktemp(name))
        return results[name]

    return run


def _import_and_build(name: str, folder: Path) -> tuple[str, str, str]:
    profile = folder / "profiles/marguerite-okafor.yaml"
    profile.parent.mkdir()
    profile.write_text((CORPUS / "okafor.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    report = cvgen(folder, "import-bib", str(CORPUS / f"{name}.bib"), "--profile", str(profile))
    aliases = suggested_aliases(report)
    if aliases:
        with profile.open("a", encoding="utf-8") as out:
            out.write(aliases + "\n")
    cvgen(folder, "build", str(profile), "--date", "2025-01-01", "--out", "out")
    pdf = folder / "out/marguerite-okafor-long-2025-01-01.pdf"
    database = (folder / "profiles/publications.yaml").read_text(encoding="utf-8")
    return report, database, squash(pdf_text(pdf))


# make test: two sources (DBLP's and Scholar's manners); the campaign: every file
@pytest.mark.parametrize("name", campaign_beyond(FILES, "dblp", "scholar"))
def test_every_fact_of_the_file_reaches_the_cv(
    name: str, imported: Callable[[str], tuple[str, str, str]]
) -> None:
    report, database, text = imported(name)
    where = {"pdf": text, "report": squash(report), "db": database}
    wrong = [
        f"{kind}: {fact}"
        for kind, fact in facts(name)
        if (squash(fact) in where[kind.removeprefix("not ")]) == kind.startswith("not ")
    ]
    assert not wrong, (
        f"{name}.bib: {len(wrong)} facts wrong:\n"
        + "\n".join(wrong)
        + (f"\n--- report:\n{report}\n--- pdf:\n{text}")
    )


def test_every_corpus_file_has_facts() -> None:
    assert FILES, "no corpus"
    for name in FILES:
        kinds = {kind.removeprefix("not ") for kind, _ in facts(name)}
        assert {"pdf", "report"} <= kinds, f"{name}.facts checks too little"
