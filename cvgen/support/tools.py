"""Running the external programs cvgen reads with (git, pdftotext)."""

from __future__ import annotations

import subprocess
from collections.abc import Mapping
from pathlib import Path

from cvgen.errors import FileReadError, ToolMissingError


def run_tool(
    command: list[str],
    *,
    package: str,
    stdin: bytes | None = None,
    cwd: Path | None = None,
    env: Mapping[str, str] | None = None,
) -> bytes:
    """The program's standard output; a missing program names the Debian
    ``package`` to install, a failure shows the program's own message."""
    try:
        result = subprocess.run(
            command, input=stdin, cwd=cwd, env=env, capture_output=True, check=False
        )
    except FileNotFoundError:
        from cvgen.support.system import install_fix

        raise ToolMissingError(
            f"{command[0]} is not installed (install it: {install_fix(package)})"
        ) from None
    if result.returncode != 0:
        message = result.stderr.decode(errors="replace").strip()
        raise FileReadError(f"{' '.join(command[:2])}: {message}")
    return result.stdout
