"""The README's first screen gets a newcomer to their own PDF: its commands,
run in an empty folder, print what the README shows (times and today's date
aside), and the PDF and its preview exist."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CVGEN = Path(sys.executable).parent / "cvgen"
FIRST_SCREEN = 60  # lines


def _quick_start() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    head = "\n".join(readme.splitlines()[:FIRST_SCREEN])
    section = head.split("## Your own CV in five minutes", 1)[1]
    return section.split("```console\n", 1)[1].split("```", 1)[0]


def _normalized(text: str) -> str:
    text = re.sub(r"\d+\.\d\d s\b", "T s", text)
    return re.sub(r"\d{4}-\d\d-\d\d", "DATE", text)


def test_the_first_screen_shows_install_then_new_then_build() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    head = "\n".join(readme.splitlines()[:FIRST_SCREEN])
    for step in ("make cv", "cvgen new ", "cvgen build profiles/"):
        assert step in head, step


def test_the_quick_start_commands_print_what_the_readme_shows(tmp_path: Path) -> None:
    commands: list[tuple[list[str], str]] = []
    for line in _quick_start().splitlines(keepends=True):
        if line.startswith("$ "):
            commands.append((shlex.split(line[2:]), ""))
        else:
            args, shown = commands[-1]
            commands[-1] = (args, shown + line)
    assert [args[:2] for args, _ in commands] == [["cvgen", "new"], ["cvgen", "build"]]
    for args, shown in commands:
        result = subprocess.run(
            [str(CVGEN), *args[1:]], cwd=tmp_path, capture_output=True, text=True, check=False
        )
        assert result.returncode == 0, result.stderr
        assert _normalized(result.stdout) == _normalized(shown)
    (pdf,) = (tmp_path / "out").glob("ada-lovelace-long-*.pdf")
    assert pdf.read_bytes().startswith(b"%PDF")
    assert pdf.with_suffix(".png").read_bytes().startswith(b"\x89PNG")
