"""The operating system's refusals are bad input, not internal errors (issue
29): an output folder that cannot be written (read-only, a file where it
should be, a full disk) ends every command that writes with exit status 1
(``diff``: 2, its status for trouble), one line naming the path and what to
do, no traceback or crash log, no ``.part`` file and no partial file under a
final name. A full temporary folder (where XeLaTeX runs) is one too.

A read-only folder is ``/sys/fs`` (refused to root as well); a full disk is a
file-size limit (``RLIMIT_FSIZE``, with ``SIGXFSZ`` ignored: each write past
it fails with EFBIG, as on a full disk), which needs no privileges."""

from __future__ import annotations

import json
import resource
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import ROOT, campaign_beyond, cvgen_in_process

# the console script, in a process of its own when the refusals come from its limits
CVGEN = [str(Path(sys.executable).parent / "cvgen")]

# each command, writing into OUT (a folder, or a file in it)
COMMANDS: dict[str, list[str]] = {
    "build": ["build", "profiles/ada.yaml", "--out", "OUT"],
    "site": ["site", "--out", "OUT", "--no-pdf"],
    "export": ["export", "profiles/ada.yaml", "--format", "markdown", "--out", "OUT/cv.md"],
    "publications": ["publications", "--format", "html", "--out", "OUT/papers.html"],
    "tex": ["tex", "profiles/ada.yaml", "--out", "OUT"],
    "import-bib": ["import-bib", str(ROOT / "tests/bib/awkward.bib"), "--db", "OUT/db.yaml"],
    "diff --pdf": ["diff", "profiles/ada.yaml", "profiles/ada-2.yaml", "--pdf", "OUT/d.pdf"],
    "new": ["new", "Grace Hopper", "--dir", "OUT"],
    "init-repo": ["init-repo", "OUT"],
    "schema": ["schema", "--dir", "OUT"],
    "import-jsonresume": ["import-jsonresume", "resume.json", "--out", "OUT"],
}
READ_ONLY = "/sys/fs"  # a folder where nothing may be made, even by root (EPERM or EACCES)


def no_privileges() -> None:
    """Nothing: the command runs as it is."""


def full_disk() -> None:
    """In the child: every write of more than one byte fails with EFBIG."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (1, 1))


@pytest.fixture
def work(tmp_path: Path) -> Path:
    profiles = tmp_path / "profiles"
    profiles.mkdir()
    (profiles / "ada.yaml").write_text("name: Ada Lovelace\n", encoding="utf-8")
    (profiles / "ada-2.yaml").write_text(
        "name: Ada Lovelace\nsummary: Analyst.\n", encoding="utf-8"
    )
    (profiles / "publications.yaml").write_text("papers: {}\n", encoding="utf-8")
    resume = {"basics": {"name": "Mira Okafor"}, "work": [{"name": "ACME", "position": "Dev"}]}
    (tmp_path / "resume.json").write_text(json.dumps(resume), encoding="utf-8")
    return tmp_path


def run(
    work: Path, command: str, out: str, preexec: Callable[[], None]
) -> subprocess.CompletedProcess[str]:
    """The command writing into ``out``: as it is, in the test's process; with
    ``preexec``'s limits, in a process of its own."""
    args = [arg.replace("OUT", out) for arg in COMMANDS[command]]
    if preexec is no_privileges:
        return cvgen_in_process(*args, cwd=work)
    return subprocess.run(
        [*CVGEN, *args],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=600,
        preexec_fn=preexec,
    )


def assert_refused(done: subprocess.CompletedProcess[str], command: str, path: str) -> None:
    assert done.returncode == (2 if command.startswith("diff") else 1), done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr
    assert path in done.stderr, done.stderr
    if "name your CV repository's folder" not in done.stderr:  # init-repo's own check
        assert "cannot write" in done.stderr, done.stderr
    assert done.stderr.count("\n") <= 2, done.stderr  # one line (after build's profile)


# make test: two commands for each refusal (build, which writes through TeX, and
# another way of writing); the campaign: every command
@pytest.mark.parametrize("command", campaign_beyond(COMMANDS, "build", "export"))
def test_a_read_only_folder(work: Path, command: str) -> None:
    done = run(work, command, READ_ONLY, no_privileges)
    assert_refused(done, command, READ_ONLY)
    assert "permission denied" in done.stderr or "read-only" in done.stderr


# init-repo already refused a file for its folder; every other command wrote into one
@pytest.mark.parametrize(
    "command", campaign_beyond([c for c in COMMANDS if c != "init-repo"], "build", "site")
)
def test_a_file_where_the_folder_should_be(work: Path, command: str) -> None:
    done = run(work, command, "/dev/null", no_privileges)
    assert_refused(done, command, "/dev/null")
    assert "a file is where a folder should be (/dev/null) (name a folder" in done.stderr
    (work / "taken").write_text("a file", encoding="utf-8")
    done = run(work, command, "taken/out", no_privileges)
    assert_refused(done, command, "taken")
    assert (work / "taken").read_text(encoding="utf-8") == "a file"


@pytest.mark.parametrize("command", campaign_beyond(COMMANDS, "build", "import-bib"))
def test_a_full_disk_leaves_no_file_and_no_part(work: Path, command: str) -> None:
    out = work / "out"
    out.mkdir()  # init-repo writes into a folder that exists
    done = run(work, command, "out", full_disk)
    assert done.returncode == (2 if command.startswith("diff") else 1), done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr
    assert "cannot write" in done.stderr, done.stderr
    assert "(free some space" in done.stderr
    left = sorted(p.relative_to(work).as_posix() for p in out.rglob("*") if not p.is_dir())
    assert left == [], left  # no .part, no partial file, no half of a command's files
    assert not [p for p in work.rglob("*.part")]


def test_a_disk_that_fills_while_tex_writes_is_a_clean_error(work: Path) -> None:
    """Room for the scratch folder's sources, none for the PDF: XeLaTeX dies
    of SIGXFSZ, once reported as a TeX crash."""
    # words of 26 letters: no break points (those come past 30), so the .tex stays small
    words = " ".join(f"{chr(65 + i % 26)}bcdefghijklmnopqrstuvwxyz" for i in range(99))
    (work / "profiles" / "ada.yaml").write_text(
        f"name: Ada Lovelace\nsummary: {words}\n", encoding="utf-8"
    )
    sources = work / "sources"
    assert run(work, "tex", "sources", no_privileges).returncode == 0
    room = max(p.stat().st_size for p in sources.iterdir()) + 512

    def room_for_the_sources() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (room, room))

    done = run(work, "build", "out", room_for_the_sources)
    assert done.returncode == 1, done.stderr
    assert "crashed" not in done.stderr and "internal error" not in done.stderr
    assert "cv.pdf: the file is larger than this file system or the file-size limit" in (
        done.stderr
    )
    assert [p.suffix for p in (work / "out").glob("*")] in ([], [".log"])  # the TeX log


def test_tex_s_truncated_pdf_is_a_full_disk(tmp_path: Path) -> None:
    """On a full temporary folder XeLaTeX ends well with a PDF cut short, which
    pypdf once failed to read (EmptyFileError, exit 70)."""
    from cvgen.support.files import OutputError
    from cvgen.tex.compile import collect_pdf

    (tmp_path / "cv.log").write_text("Output written on cv.pdf (1 page).\n")
    (tmp_path / "cv.pdf").write_bytes(b"%PDF-1.5\n%\xe4\xf0\n1 0 obj")
    with pytest.raises(OutputError, match=r"cv.pdf: no space left on the device"):
        collect_pdf(tmp_path, 0, b"", None)
